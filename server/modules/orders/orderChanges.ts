import type { AppContext } from '../../context';
import type { UserRecord } from '../accounts';
import type { Repositories } from '../../store';
import type { OrderRecord } from './tables';
import { toPublicOrder, type PublicOrder } from './orders.repository';
import { notFound } from '../../platform/lib/httpError';
import type { MailMessage } from '../../platform/mail/mailer';
import { orderUpdateMail } from './mail/orderUpdate';
import { ORDER_UNDO_SECONDS } from '../../../src/shared/contract/adminOrder';
import type { OutboxSubject } from '../../platform/db/schema';
import { ORDER_NOT_FOUND } from './checkout.service';
import { orderLinkFor } from './orderLinks';

/** What one admin change records: the timeline status and note, the customer's mail, and (for a return) the state it left. */
export type ChangeOutcome = {
  status: string;
  note: string;
  /** The state before the change when it is not the order's status (a return's step). */
  from?: string;
  /** Files for the customer's mail (the tax invoice or credit note the change issued, named: made when sent). */
  attachments?: MailMessage['attachments'];
  /** A step that only moves the state: its mail waits ORDER_UNDO_SECONDS, while staff may undo it. */
  undoable?: boolean;
} & (
  | { subject: string; line: string }
  | {
      /** A mail of its own instead of the generic update (cancellation). */ message: (
        updated: OrderRecord,
      ) => MailMessage;
    }
);

/**
 * The admin's order changes. Each change is one conditional update on the order's current status,
 * so two admins (or an admin and the customer cancelling) cannot both win; each writes a timeline
 * event that is also the audit entry (who, when, from, to; migration 0012) and queues the
 * customer's e-mail in the same transaction.
 */
/**
 * Who changes an order: an admin (the audit log keeps the account and its e-mail) or the system
 * on a third party's word (the payment gateway's confirmation).
 */
export type OrderActor = UserRecord | { system: string };

/** The outbox subject of an undoable step's held mail (one per step, so undoing one keeps another's). */
export const heldMailOf = (orderId: number, step: string): OutboxSubject => ({
  type: 'order',
  id: orderId,
  role: `undo-${step}`,
});

export const actorOf = (by: OrderActor) =>
  'system' in by ? { actor: 'system', actorEmail: null } : { actor: `admin:${by.id}`, actorEmail: by.email };

export function orderChanges(ctx: Pick<AppContext, 'store' | 'clock' | 'config' | 'outbox'>) {
  const { store, clock, config } = ctx;
  const stamp = () => new Date(clock.now()).toISOString();

  async function change(
    by: OrderActor,
    orderId: number,
    apply: (tx: Repositories, order: OrderRecord, at: string) => Promise<ChangeOutcome>,
  ): Promise<PublicOrder> {
    const { order, mail } = await store.transaction(async (tx) => {
      const current = await tx.orders.findById(orderId);
      if (!current) throw notFound(ORDER_NOT_FOUND);
      const at = stamp();
      const event = await apply(tx, current, at);
      const updated = (await tx.orders.findById(orderId))!;
      await tx.orderHistory.addEvent({
        orderId,
        at,
        status: event.status,
        note: event.note,
        ...actorOf(by),
        fromStatus: event.from ?? current.status.toLowerCase(),
      });
      const message =
        'message' in event
          ? event.message(updated)
          : orderUpdateMail({
              to: updated.customerEmail,
              order: updated,
              subject: event.subject,
              lines: [event.line],
              link: orderLinkFor(config, updated),
              siteUrl: config.publicUrl,
            });
      const withFiles = event.attachments?.length ? { ...message, attachments: event.attachments } : message;
      if (event.undoable) {
        const sendAt = Date.parse(at) + ORDER_UNDO_SECONDS * 1000;
        await ctx.outbox.schedule(tx, withFiles, sendAt, heldMailOf(orderId, event.status));
        return { order: updated, mail: null };
      }
      return { order: updated, mail: await ctx.outbox.enqueue(tx, withFiles) };
    });
    if (mail) ctx.outbox.sendSoon([mail]);
    return toPublicOrder(order);
  }

  return change;
}
