import * as yup from 'yup';
import type { AdvanceRefundQuote, AdvanceRefundView } from './advanceRefund';
import type { PaymentRequestView } from './paymentRequest';

/** How a service's advance is worked out: a share of its price, a fixed amount, or none. */
export const ADVANCE_RULE_KINDS = ['percent', 'fixed', 'none'] as const;
export type AdvanceRuleKind = (typeof ADVANCE_RULE_KINDS)[number];

/** The advance a priced service takes when staff have set nothing: a quarter of its price. */
export const DEFAULT_ADVANCE_PERCENT = 25;

export const ADVANCE_RULE_MESSAGES = {
  kind: 'Choose how the advance is worked out',
  percent: 'Enter a percentage from 1 to 100',
  fixed: 'Enter an amount of at least ₹1 (in rupees)',
  saved: 'Advance rule saved',
  notPriced: 'This service has no price, so it takes no advance',
  notFound: 'No such service',
} as const;

/** `PUT /api/admin/bookings/advance-rules/:serviceId`: `value` is a percent, or rupees for `fixed`. */
export const advanceRuleSchema = yup.object({
  kind: yup
    .mixed<AdvanceRuleKind>()
    .oneOf(ADVANCE_RULE_KINDS, ADVANCE_RULE_MESSAGES.kind)
    .required(ADVANCE_RULE_MESSAGES.kind),
  value: yup
    .number()
    .typeError(ADVANCE_RULE_MESSAGES.percent)
    .when('kind', {
      is: 'percent',
      then: (schema) =>
        schema
          .integer(ADVANCE_RULE_MESSAGES.percent)
          .min(1, ADVANCE_RULE_MESSAGES.percent)
          .max(100, ADVANCE_RULE_MESSAGES.percent)
          .required(ADVANCE_RULE_MESSAGES.percent),
    })
    .when('kind', {
      is: 'fixed',
      then: (schema) =>
        schema
          .typeError(ADVANCE_RULE_MESSAGES.fixed)
          .min(1, ADVANCE_RULE_MESSAGES.fixed)
          .required(ADVANCE_RULE_MESSAGES.fixed),
    }),
});
export type AdvanceRuleInput = { kind: AdvanceRuleKind; value?: number };

/** A catalogue service with its advance rule, as the back office lists them. */
export interface ServiceAdvanceRule {
  serviceId: number;
  serviceName: string;
  /** The catalogue price label (`₹9,999`, `Contact for Pricing`). */
  priceLabel: string;
  /** Rupees; null = on request (no advance). */
  price: number | null;
  kind: AdvanceRuleKind;
  /** Percent, or paise for `fixed`; 0 for none. */
  value: number;
  /** Staff set it (false: the default). */
  custom: boolean;
  /** What the advance comes to now, in paise (0: none). */
  advancePaise: number;
}

/** A booking's money as its pages show it: the advance, the balance and the requests. */
export interface BookingPayment {
  /** The whole price, GST included, in paise. */
  totalPaise: number;
  advancePaise: number;
  balancePaise: number;
  /** The IST date (YYYY-MM-DD) the balance is due by: BALANCE_DUE_DAYS before the event. */
  balanceDueDate: string;
  balanceDueDays: number;
  /** Whether the online gateway is offered next to UPI. */
  onlineOffered: boolean;
  requests: PaymentRequestView[];
  /** What cancelling now refunds of the paid advance (null: nothing paid, or not cancellable). */
  cancellationRefund: AdvanceRefundQuote | null;
  /** The refund made when the booking was cancelled, if any. */
  refund: AdvanceRefundView | null;
}

/**
 * The advance in paise for a price in rupees under a rule: a percent is rounded to whole rupees
 * (what the customer reads as ₹X), a fixed amount is capped at the price.
 */
export function advanceOf(pricePaise: number | null, rule: { kind: AdvanceRuleKind; value: number }): number {
  if (pricePaise === null || pricePaise <= 0 || rule.kind === 'none') return 0;
  if (rule.kind === 'fixed') return Math.min(rule.value, pricePaise);
  return Math.min(pricePaise, Math.round((pricePaise * rule.value) / 10000) * 100);
}

/** `GET /api/bookings/advance?serviceId=`: what a booking of the service pays now and later. */
export interface BookingAdvanceQuote {
  serviceId: number;
  /** Paise, GST included; null = on request. */
  totalPaise: number | null;
  /** 0: nothing is paid now (confirmed at once). */
  advancePaise: number;
  balanceDueDays: number;
  /** How long the slot is held for the advance. */
  holdMinutes: number;
}
