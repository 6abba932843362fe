import type { InboxItem, InboxItemDetail, InboxReplyInput } from '../../../src/shared/contract/inbox';
import { formatIstInstant } from '../../../src/shared/contract/fields/bookingDates';
import type { InboxState, InboxType } from '../../../src/shared/config/backOffice';
import type { AppContext } from '../../context';
import { conflict, notFound } from '../../platform/lib/httpError';
import type { UserRecord } from '../accounts';
import { inboxReplyMail } from './mail/inboxReply';
import { likePattern, type ListParams } from '../../platform/lib/listParams';

export const INBOX_MESSAGES = {
  notFound: 'This message does not exist.',
  read: 'Marked as read.',
  handled: 'Marked as handled.',
  unhandled: 'Marked as not handled.',
  replied: 'Reply queued: it goes out in a moment.',
  noEmail: 'This message has no e-mail address to reply to: call the number given.',
} as const;

export interface InboxFilters {
  type?: InboxType;
  state?: InboxState;
}

/** The back office inbox: contact messages, consultation requests and meeting registrations. */
export function inboxService(ctx: Pick<AppContext, 'store' | 'clock' | 'outbox' | 'config'>) {
  const { store, clock } = ctx;
  const now = () => new Date(clock.now()).toISOString();

  const get = async (type: InboxType, id: number): Promise<InboxItemDetail> => {
    const item = await store.inbox.find(type, id);
    if (!item) throw notFound(INBOX_MESSAGES.notFound);
    return { ...item, replies: await store.inboxReplies.of(type, id) };
  };

  return {
    list: (
      filters: InboxFilters,
      params: ListParams<'createdAt' | 'name' | 'type'>,
    ): Promise<{ items: InboxItem[]; total: number }> =>
      store.inbox.list({
        ...filters,
        pattern: params.q ? likePattern(params.q) : undefined,
        sort: params.sort,
        order: params.order,
        limit: params.limit,
        offset: params.offset,
      }),

    get,

    /** Opening an item marks it read (once: the first reading time is kept). */
    async markRead(type: InboxType, id: number): Promise<InboxItemDetail> {
      if (!(await store.inbox.markRead(type, id, now()))) throw notFound(INBOX_MESSAGES.notFound);
      return get(type, id);
    },

    /** Handled by this admin; marking it again keeps who handled it first and when. */
    async markHandled(type: InboxType, id: number, adminId: number): Promise<InboxItemDetail> {
      if (!(await store.inbox.markHandled(type, id, now(), adminId))) throw notFound(INBOX_MESSAGES.notFound);
      return get(type, id);
    },

    /**
     * A staff reply: its mail queued in the outbox, the reply kept in the item's thread, the item
     * marked handled (answered) and the audit entry written, all in one transaction; the mail
     * leaves right after the commit (or later, by the outbox's retries).
     */
    async reply(type: InboxType, id: number, input: InboxReplyInput, staff: UserRecord): Promise<InboxItemDetail> {
      const item = await get(type, id);
      if (!item.email) throw conflict(INBOX_MESSAGES.noEmail);
      const at = now();
      const message = inboxReplyMail({
        to: item.email,
        name: item.name,
        subject: input.subject,
        body: input.body,
        quoted: { text: item.text, receivedAt: formatIstInstant(Date.parse(item.createdAt)) },
        replyTo: ctx.config.companyInbox,
        siteUrl: ctx.config.publicUrl,
      });
      const mail = await store.transaction(async (tx) => {
        const queued = await ctx.outbox.enqueue(tx, message);
        await tx.inboxReplies.insert({
          messageType: type,
          messageId: id,
          authorId: staff.id,
          authorEmail: staff.email,
          recipient: item.email,
          subject: input.subject,
          body: input.body,
          mailId: queued.id,
          createdAt: at,
        });
        await tx.inbox.markHandled(type, id, at, staff.id);
        await tx.backOfficeAudit.record({
          recordType: type,
          recordId: id,
          action: 'replied',
          detail: input.subject,
          actorId: staff.id,
          actorEmail: staff.email,
          createdAt: at,
        });
        return queued;
      });
      ctx.outbox.sendSoon([mail]);
      return get(type, id);
    },

    async markUnhandled(type: InboxType, id: number): Promise<InboxItemDetail> {
      if (!(await store.inbox.markUnhandled(type, id))) throw notFound(INBOX_MESSAGES.notFound);
      return get(type, id);
    },
  };
}
