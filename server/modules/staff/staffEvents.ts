import type { StoredNotificationKind } from '../../../src/shared/contract/notification';
import { ROUTES } from '../../../src/shared/config/routes';
import type { AppContext } from '../../context';
import type { Repositories } from '../../store';
import { staffNotificationMail } from './mail/notification';

/** A business event the staff are told of; `dedupeKey` names the event (`order:42:placed`), so telling it twice makes one. */
export interface StaffEvent {
  kind: StoredNotificationKind;
  title: string;
  body: string;
  /** The back-office path of the record. */
  href: string;
  dedupeKey: string;
}

/**
 * The staff's side of business events, for other modules: `notify(tx, event)` stores the
 * notification in the event's own transaction and queues one mail to each active staff member
 * who chose mail at once (the outbox's poller sends it once the transaction has committed).
 * Returns whether the notification is new.
 */
export function staffEvents(ctx: Pick<AppContext, 'clock' | 'config' | 'outbox'>) {
  async function notify(tx: Repositories, event: StaffEvent): Promise<boolean> {
    const now = ctx.clock.now();
    const stored = await tx.staffNotifications.insert({ ...event, createdAt: new Date(now).toISOString() });
    if (!stored) return false;
    for (const staff of await tx.staffNotifications.recipients('immediate')) {
      await ctx.outbox.schedule(tx, staffNotificationMail(staff, stored, ctx.config.publicUrl), now);
    }
    return true;
  }

  return {
    notify,

    /**
     * Tells the staff when a sale took an item's stock from above its low-stock threshold (the
     * size's or product's own, set in the product form) to at most it (`left` is the stock after
     * the sale); a later sale under the threshold says nothing more.
     */
    async stockTaken(
      tx: Repositories,
      sale: {
        productId: number;
        variantId: number | null;
        name: string;
        size?: string;
        colour?: string;
        quantity: number;
        left: number;
        lowStockThreshold: number;
        orderNumber: string;
      },
    ): Promise<void> {
      const threshold = sale.lowStockThreshold;
      if (sale.left > threshold || sale.left + sale.quantity <= threshold) return;
      const variant = [sale.size, sale.colour].filter(Boolean).join(', ');
      const item = variant ? `${sale.name} (${variant})` : sale.name;
      await notify(tx, {
        kind: 'lowStock',
        title: `Low stock: ${item}`,
        body: `${sale.left} left after order ${sale.orderNumber} (threshold ${threshold}).`,
        href: ROUTES.adminProductEntry,
        dedupeKey: `lowStock:${sale.productId}:${sale.variantId ?? '-'}:${sale.orderNumber}`,
      });
    },
  };
}

export type StaffEvents = ReturnType<typeof staffEvents>;
