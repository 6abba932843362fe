import { addDays, istDateOf, istDayStart } from '../../../src/shared/contract/fields/bookingDates';
import type { AppContext } from '../../context';
import { runPeriodically } from '../../platform/jobs/periodic';
import { staffDigestMail } from './mail/notification';

/** The IST hour of the day from which the day's digests go out (they tell of the day before). */
export const DIGEST_HOUR_IST = 8;
const DIGEST_INTERVAL_MS = 10 * 60_000;

/**
 * The daily digest: from 08:00 IST, each active staff member who chose it gets one mail with the
 * notifications of the IST day before. Each staff member's day is claimed by a row whose primary
 * key is (admin, IST day), in the transaction that queues the mail, so however many processes run
 * the job, a digest goes out once (a day without notifications is claimed and sends nothing).
 */
export function staffDigests(ctx: Pick<AppContext, 'store' | 'clock' | 'config' | 'outbox'>) {
  return {
    /** Sends the digests due now; how many mails it queued. */
    async sendDue(): Promise<number> {
      const now = ctx.clock.now();
      const today = istDateOf(now);
      if (now < istDayStart(today) + DIGEST_HOUR_IST * 3_600_000) return 0;
      const yesterday = addDays(today, -1);
      const from = new Date(istDayStart(yesterday)).toISOString();
      const to = new Date(istDayStart(today)).toISOString();
      let sent = 0;
      for (const staff of await ctx.store.staffNotifications.recipients('digest')) {
        sent += await ctx.store.transaction(async (tx) => {
          const items = await tx.staffNotifications.between(staff.id, from, to);
          const at = new Date(now).toISOString();
          if (!(await tx.staffNotifications.claimDigest(staff.id, today, items.length, at))) return 0;
          if (items.length === 0) return 0;
          await ctx.outbox.schedule(tx, staffDigestMail(staff, yesterday, items, ctx.config.publicUrl), now);
          return 1;
        });
      }
      return sent;
    },
  };
}

/** Runs the digests every ten minutes in this process. */
export function scheduleStaffDigests(ctx: AppContext): () => Promise<void> {
  const digests = staffDigests(ctx);
  return runPeriodically(() => digests.sendDue(), DIGEST_INTERVAL_MS, ctx.log);
}
