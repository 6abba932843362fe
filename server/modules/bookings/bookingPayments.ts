import { formatBookingDate } from '../../../src/shared/contract/fields/bookingDates';
import type { AppContext } from '../../context';
import type { MailOutboxRecord } from '../../platform/db/schema';
import type { Repositories } from '../../store';
import { registerPaymentSubject, type PaidRequest, type PaymentRequestRecord } from '../payments';
import { balanceDueDate, openBookingRequest } from './bookingAdvances.service';
import { bookingInvite } from './bookingInvites';
import { manageBlockFor, manageToken, manageUrl } from './bookingManage.service';
import { bookingConfirmationMail, bookingNotificationMail } from './mail/booking';
import { advanceRows, bookingBalanceMail, bookingLapsedMail } from './mail/bookingAdvance';
import { scheduleReminders } from './reminders';
import type { BookingRecord } from './tables';
import { runPeriodically } from '../../platform/jobs/periodic';

type Ctx = AppContext;

/** The manage page of a booking: where its customer sees and pays what is due. */
export const payUrlOf = (ctx: Pick<AppContext, 'config' | 'linkKey'>, booking: BookingRecord) =>
  manageUrl(ctx.config.publicUrl, manageToken(ctx.linkKey, booking));

/**
 * A booking confirmed: the customer's confirmation with the invite (and, when an advance was just
 * paid, its rows and the receipt), the company's notice, the reminders.
 */
export async function confirmationMails(
  tx: Repositories,
  booking: BookingRecord,
  ctx: Ctx,
  paid?: { advancePaise: number; receiptNumber: string; receiptPdf: Buffer },
): Promise<MailOutboxRecord[]> {
  const { config } = ctx;
  let customer = bookingConfirmationMail(
    booking,
    bookingInvite(booking, 'REQUEST', ctx),
    manageBlockFor(ctx, booking),
    config.publicUrl,
  );
  if (paid) {
    const totalPaise = Math.round((booking.amount ?? 0) * 100);
    customer = bookingConfirmationMail(
      booking,
      bookingInvite(booking, 'REQUEST', ctx),
      manageBlockFor(ctx, booking),
      config.publicUrl,
      advanceRows(
        {
          advancePaise: paid.advancePaise,
          balancePaise: Math.max(0, totalPaise - paid.advancePaise),
          balanceDueDate: balanceDueDate(booking, config.balanceDueDays),
          payBy: null,
        },
        true,
      ).concat([['Receipt', paid.receiptNumber]]),
    );
    customer = {
      ...customer,
      attachments: [
        {
          filename: `receipt-${paid.receiptNumber.replace(/\//g, '-')}.pdf`,
          contentType: 'application/pdf',
          content: paid.receiptPdf.toString('base64'),
          encoding: 'base64',
        },
      ],
    };
  }
  const rows = [
    await ctx.outbox.enqueue(tx, customer, { type: 'booking', id: booking.id, role: 'customer' }),
    await ctx.outbox.enqueue(
      tx,
      bookingNotificationMail(booking, config.companyInbox, bookingInvite(booking, 'PUBLISH', ctx), config.publicUrl),
      { type: 'booking', id: booking.id, role: 'company' },
    ),
  ];
  await scheduleReminders(tx, booking, ctx);
  return rows;
}

/** Bookings as a payment subject: a paid advance confirms the held booking, a lapse cancels it. */
export function registerBookingPayments(): void {
  registerPaymentSubject('booking', {
    async onPaid(tx, { request, receipt, receiptPdf }: PaidRequest, ctx) {
      if (request.purpose !== 'advance') return [];
      const booking = await tx.bookings.confirmHeld(request.subjectId);
      if (!booking) {
        // Paid after the booking stopped being held (cancelled by staff): staff refund it.
        ctx.log(new Error(`Advance ${request.reference} paid for booking ${request.subjectId}, which is not held`));
        return [];
      }
      return confirmationMails(tx, booking, ctx, {
        advancePaise: request.amountPaise,
        receiptNumber: receipt.number,
        receiptPdf,
      });
    },
    async onLapsed(tx, request: PaymentRequestRecord, ctx) {
      if (request.purpose !== 'advance') return [];
      const booking = await tx.bookings.lapseHeld(request.subjectId, new Date(ctx.clock.now()).toISOString());
      if (!booking) return [];
      const payBy = new Date(request.payByMs!).toISOString();
      return [
        await ctx.outbox.enqueue(tx, bookingLapsedMail(booking, payBy, ctx.config.publicUrl), {
          type: 'booking',
          id: booking.id,
          role: 'update-customer',
        }),
      ];
    },
    async returnUrl(request, ctx) {
      const booking = (await ctx.store.bookings.findById(request.subjectId))!;
      return payUrlOf(ctx, booking);
    },
    async describe(tx, request) {
      const booking = (await tx.bookings.findById(request.subjectId))!;
      const what = request.purpose === 'advance' ? 'Advance' : 'Balance';
      return `${what} for ${booking.service.name} on ${formatBookingDate(booking.date)}`;
    },
  });
}

/** How many bookings one run of the balance job takes on. */
const BALANCE_BATCH = 50;

/**
 * The balance job: a confirmed booking whose event is `balanceDueDays` away and whose advance is
 * paid gets a balance request and its mail, once (one conditional claim per booking, whichever
 * process runs the job). Answers how many it mailed.
 */
export async function mailDueBalances(ctx: Ctx): Promise<number> {
  const now = ctx.clock.now();
  const horizon = new Date(now + ctx.config.balanceDueDays * 24 * 3_600_000).toISOString();
  let mailed = 0;
  for (const id of await ctx.store.bookings.listBalanceDue(horizon, new Date(now).toISOString(), BALANCE_BATCH)) {
    const mail = await ctx.store.transaction(async (tx) => {
      if (!(await tx.bookings.claimBalanceMail(id, now))) return null;
      const booking = (await tx.bookings.findById(id))!;
      const requests = await tx.paymentRequests.forSubject('booking', id);
      const advance = requests.find((request) => request.purpose === 'advance' && request.status === 'paid');
      const balancePaise = Math.round((booking.amount ?? 0) * 100) - (advance?.amountPaise ?? 0);
      // Nothing to ask for: no advance taken (on request, none) or nothing left to pay.
      if (!advance || balancePaise <= 0) return null;
      await openBookingRequest(ctx, tx, booking, 'balance', balancePaise, null);
      return ctx.outbox.enqueue(
        tx,
        bookingBalanceMail(booking, balancePaise, payUrlOf(ctx, booking), ctx.config.publicUrl),
        {
          type: 'booking',
          id,
          role: 'update-customer',
        },
      );
    });
    if (!mail) continue;
    mailed += 1;
    ctx.outbox.sendSoon([mail]);
  }
  return mailed;
}

/** Runs the balance job now and every hour in this process (the claim keeps processes apart). */
export function scheduleBalanceMails(ctx: Ctx, intervalMs = 3_600_000): () => Promise<void> {
  return runPeriodically(() => mailDueBalances(ctx), intervalMs, ctx.log);
}
