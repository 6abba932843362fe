import {
  CATALOGUE,
  findCatalogueItem,
  formatCataloguePrice,
  parseCataloguePrice,
} from '../../../src/content/serviceCatalogue';
import { SERVICES_GST_RATE, SERVICES_SAC, taxOfInclusiveAmount } from '../../../src/content/policies/gst';
import {
  ADVANCE_RULE_MESSAGES,
  DEFAULT_ADVANCE_PERCENT,
  advanceOf,
  type AdvanceRuleInput,
  type BookingPayment,
  type ServiceAdvanceRule,
} from '../../../src/shared/contract/bookingAdvance';
import { addDays } from '../../../src/shared/contract/fields/bookingDates';
import type { AppContext } from '../../context';
import { badRequest, notFound } from '../../platform/lib/httpError';
import type { Repositories, Store } from '../../store';
import { paymentRequests, type PaymentRequestRecord } from '../payments';
import type { BookingRecord } from './tables';
import { toAdvanceRefundView } from './advanceRefunds.repository';
import { quoteRefund } from './advanceRefunds.service';

type Ctx = AppContext;

/** The rule of a service: staff's, or the default (DEFAULT_ADVANCE_PERCENT of a priced service). */
export async function ruleOf(scope: Pick<Repositories, 'bookingAdvances'>, serviceId: number) {
  const saved = await scope.bookingAdvances.rule(serviceId);
  return saved
    ? { kind: saved.kind, value: saved.value, custom: true }
    : { kind: 'percent' as const, value: DEFAULT_ADVANCE_PERCENT, custom: false };
}

const pricePaiseOf = (amountRupees: number | null) => (amountRupees === null ? null : Math.round(amountRupees * 100));

/** The advance a new booking of the service takes, in paise (0: confirmed at once). */
export async function advanceFor(tx: Repositories, serviceId: number, amountRupees: number | null): Promise<number> {
  return advanceOf(pricePaiseOf(amountRupees), await ruleOf(tx, serviceId));
}

export const advanceReference = (reference: string) => `${reference}-A`;
export const balanceReference = (reference: string) => `${reference}-B`;

/** The IST date the balance is due by: `balanceDueDays` before the event's date. */
export const balanceDueDate = (booking: Pick<BookingRecord, 'date'>, days: number) => addDays(booking.date, -days);

/** Opens a request for `amountPaise` of the booking (GST 18 % inside, SAC 998596). */
export function openBookingRequest(
  ctx: Ctx,
  tx: Repositories,
  booking: BookingRecord,
  purpose: 'advance' | 'balance',
  amountPaise: number,
  payByMs: number | null,
): Promise<PaymentRequestRecord> {
  return paymentRequests(ctx).open(tx, {
    subject: 'booking',
    subjectId: booking.id,
    purpose,
    reference: purpose === 'advance' ? advanceReference(booking.reference) : balanceReference(booking.reference),
    amountPaise,
    taxablePaise: taxOfInclusiveAmount(amountPaise, SERVICES_GST_RATE, true).taxablePaise,
    gstRatePercent: SERVICES_GST_RATE,
    sac: SERVICES_SAC,
    payByMs,
    payer: { name: booking.name, email: booking.email, phone: booking.phone },
  });
}

/** What the booking's pages show of its money, or null for a booking that asked for none. */
export async function bookingPayment(ctx: Ctx, booking: BookingRecord): Promise<BookingPayment | null> {
  const requests = await paymentRequests(ctx).forSubject('booking', booking.id);
  const advance = requests.find((request) => request.purpose === 'advance');
  if (!advance || booking.amount === null) return null;
  const refund = await ctx.store.advanceRefunds.forBooking(booking.id);
  const totalPaise = pricePaiseOf(booking.amount)!;
  return {
    totalPaise,
    advancePaise: advance.amountPaise,
    balancePaise: Math.max(0, totalPaise - advance.amountPaise),
    balanceDueDate: balanceDueDate(booking, ctx.config.balanceDueDays),
    balanceDueDays: ctx.config.balanceDueDays,
    onlineOffered: ctx.config.razorpay !== null,
    requests,
    // The same computation the cancellation makes, at this moment.
    cancellationRefund: booking.status === 'confirmed' ? await quoteRefund(ctx.store, booking, ctx.clock.now()) : null,
    refund: refund ? toAdvanceRefundView(refund) : null,
  };
}

/** The open request of a booking the payer may pay now (the advance, then the balance), or undefined. */
export async function openRequestOf(store: Store, bookingId: number) {
  return (await store.paymentRequests.forSubject('booking', bookingId)).find((request) => request.status === 'open');
}

/** Staff's advance rules: the catalogue with each service's rule, and saving one (audit-logged). */
export function advanceRulesService(ctx: Pick<AppContext, 'store' | 'clock'>) {
  const { store, clock } = ctx;
  return {
    async list(): Promise<ServiceAdvanceRule[]> {
      const saved = new Map((await store.bookingAdvances.rules()).map((rule) => [rule.serviceId, rule]));
      return CATALOGUE.map((item) => {
        const price = parseCataloguePrice(item.price)?.amount ?? null;
        const rule = saved.get(item.id);
        const effective =
          price === null
            ? { kind: 'none' as const, value: 0 }
            : (rule ?? { kind: 'percent' as const, value: DEFAULT_ADVANCE_PERCENT });
        return {
          serviceId: item.id,
          serviceName: item.name,
          priceLabel: formatCataloguePrice(item.price),
          price,
          kind: effective.kind,
          value: effective.value,
          custom: Boolean(rule),
          advancePaise: advanceOf(pricePaiseOf(price), effective),
        };
      });
    },

    async save(actorEmail: string, serviceId: number, input: AdvanceRuleInput): Promise<ServiceAdvanceRule> {
      const item = findCatalogueItem(serviceId);
      if (!item) throw notFound(ADVANCE_RULE_MESSAGES.notFound);
      if (!parseCataloguePrice(item.price)) throw badRequest(ADVANCE_RULE_MESSAGES.notPriced);
      const value =
        input.kind === 'none' ? 0 : input.kind === 'fixed' ? Math.round((input.value ?? 0) * 100) : (input.value ?? 0);
      const at = new Date(clock.now()).toISOString();
      await store.transaction(async (tx) => {
        const before = await ruleOf(tx, serviceId);
        await tx.bookingAdvances.saveRule({ serviceId, kind: input.kind, value, updatedAt: at, updatedBy: actorEmail });
        await tx.bookingAdvances.audit({
          bookingId: null,
          serviceId,
          at,
          action: 'advance rule changed',
          note: `${item.name}: ${describeRule(before)} -> ${describeRule({ kind: input.kind, value })}`,
          actorEmail,
        });
      });
      return (await this.list()).find((rule) => rule.serviceId === serviceId)!;
    },
  };
}

const describeRule = (rule: { kind: string; value: number }) =>
  rule.kind === 'none'
    ? 'no advance'
    : rule.kind === 'percent'
      ? `${rule.value}%`
      : `₹${(rule.value / 100).toFixed(2)}`;
