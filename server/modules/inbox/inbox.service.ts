import type { InboxItem, InboxItemDetail } from '../../../src/shared/contract/inbox';
import type { InboxState, InboxType } from '../../../src/shared/config/backOffice';
import type { AppContext } from '../../context';
import { notFound } from '../../platform/lib/httpError';
import { likePattern, type ListParams } from '../../platform/lib/listParams';

export const INBOX_MESSAGES = {
  notFound: 'This message does not exist.',
  read: 'Marked as read.',
  handled: 'Marked as handled.',
  unhandled: 'Marked as not handled.',
} as const;

export interface InboxFilters {
  type?: InboxType;
  state?: InboxState;
}

/** The back office inbox: contact messages, consultation requests and meeting registrations. */
export function inboxService(ctx: Pick<AppContext, 'store' | 'clock'>) {
  const { store, clock } = ctx;
  const now = () => new Date(clock.now()).toISOString();

  const get = async (type: InboxType, id: number): Promise<InboxItemDetail> => {
    const item = await store.inbox.find(type, id);
    if (!item) throw notFound(INBOX_MESSAGES.notFound);
    return item;
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

    async markUnhandled(type: InboxType, id: number): Promise<InboxItemDetail> {
      if (!(await store.inbox.markUnhandled(type, id))) throw notFound(INBOX_MESSAGES.notFound);
      return get(type, id);
    },
  };
}
