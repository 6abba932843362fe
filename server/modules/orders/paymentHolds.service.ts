import { CANCELLED_ORDER_STATUS } from '../../../src/shared/config/shop';
import { formatIstTime } from '../../../src/shared/lib/formatIstTime';
import type { AppContext } from '../../context';
import type { MailOutboxRecord } from '../../platform/db/schema';
import { returnStockOf } from './checkout.service';
import { paymentLapsedMail } from './mail/paymentLapsed';
import { orderLinkFor } from './orderLinks';
import { runPeriodically } from '../../platform/jobs/periodic';

/** How many overdue orders one run of the lapse job takes on (the next run takes the rest). */
export const LAPSE_BATCH = 100;

/** The timeline's note of a lapse: the pay-by time in IST (with its day when that was not the day of the lapse). */
export const lapseNote = (payBy: string, now: number) =>
  `Payment not received by ${formatIstTime(payBy, now)}; order cancelled and items released`;

type LapseContext = Pick<AppContext, 'store' | 'clock' | 'config' | 'outbox'>;

/**
 * Payment holds: an order awaiting payment holds its stock until its pay-by time (checkout sets
 * it; staff may extend it). Past it, the order lapses: cancelled, its stock back, a timeline event
 * by `system` and the customer's mail, all in one transaction behind one conditional update (the
 * claim), so with any number of processes running the job each order lapses once.
 */
export function paymentLapseService(ctx: LapseContext) {
  const { store, clock, config } = ctx;

  /** The lapse of one order, or null when it is not (any more) due: another process, a payment or an extension came first. */
  const lapseOne = (orderId: number, now: number): Promise<MailOutboxRecord | null> =>
    store.transaction(async (tx) => {
      if (!(await tx.orders.lapse(orderId, now))) return null;
      const order = (await tx.orders.findById(orderId))!;
      const payBy = order.payBy!;
      await returnStockOf(tx, order);
      await tx.orderHistory.addEvent({
        orderId,
        at: new Date(now).toISOString(),
        status: CANCELLED_ORDER_STATUS,
        note: lapseNote(payBy, now),
        actor: 'system',
      });
      return ctx.outbox.enqueue(
        tx,
        paymentLapsedMail({
          to: order.customerEmail,
          order: { ...order, payBy },
          link: orderLinkFor(config, order),
          siteUrl: config.publicUrl,
        }),
      );
    });

  return {
    /** Lapses the orders whose pay-by has passed (up to LAPSE_BATCH); answers how many this call lapsed. */
    async lapseDue(): Promise<number> {
      const now = clock.now();
      const mails: MailOutboxRecord[] = [];
      for (const orderId of await store.orders.listLapseDue(now, LAPSE_BATCH)) {
        const mail = await lapseOne(orderId, now);
        if (mail) mails.push(mail);
      }
      ctx.outbox.sendSoon(mails);
      return mails.length;
    },
  };
}

/**
 * Runs the lapse job now and then every `config.paymentLapseIntervalMs` in this process (every
 * server process runs it; the claim keeps them from lapsing an order twice). Returns what stops
 * it, once a run under way has finished.
 */
export function schedulePaymentLapses(ctx: LapseContext & Pick<AppContext, 'log'>): () => Promise<void> {
  const lapses = paymentLapseService(ctx);
  return runPeriodically(() => lapses.lapseDue(), ctx.config.paymentLapseIntervalMs, ctx.log);
}
