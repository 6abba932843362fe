import { formatInr } from '@/shared/lib/formatInr';

const rupees = (paise: number) => formatInr(paise / 100);

/** Texts of a booking's advance and balance (review step, confirmation and manage pages). */
export const PAYMENT_TEXT = {
  payNowLater: (advancePaise: number, balancePaise: number, days: number) =>
    `Pay now: advance ${rupees(advancePaise)} (incl. GST) · Later: balance ${rupees(balancePaise)}, due ${days} days before the event`,
  payNowOnly: (advancePaise: number) => `Pay now: advance ${rupees(advancePaise)} (incl. GST)`,
  holdNote: (minutes: number) =>
    `After you confirm, the time slot is held for ${minutes} minutes while you pay the advance.`,
  nothingNow: 'Nothing is paid now.',
  heading: 'Payment',
  heldTitle: 'Your time slot is held: pay the advance to confirm it',
  heldBody: (payBy: string) =>
    `Pay the advance by ${payBy}. Unpaid by then, the booking is cancelled and the time slot released.`,
  advanceDue: 'Advance due now',
  advancePaid: 'Advance paid',
  balance: 'Balance',
  balanceDue: (amount: number, date: string) => `${rupees(amount)} (incl. GST), due by ${date}`,
  payBy: 'Pay by',
  receipt: 'Receipt',
  paidOn: (when: string, method: string) => `Paid ${when} by ${method}`,
  lapsed: 'The advance was not received in time, so this booking was cancelled.',
  payUpi: 'Pay by UPI',
  upiHelp: (payee: string, vpa: string) => `Scan the code with any UPI app, or pay ${payee} at ${vpa}.`,
  upiOpen: 'Open in a UPI app',
  upiQrAlt: 'UPI QR code for the advance',
  upiNote: 'We confirm your booking as soon as we see the payment (usually within a few hours) and e-mail you.',
  payOnline: 'Pay online (card, UPI, net banking)',
  preparing: 'Preparing the payment page...',
  loadFailed: 'We could not load the payment options. Please reload this page.',
  methods: { upi: 'UPI', online: 'online payment' },
  amount: rupees,
  refundQuote: (refundPaise: number, paidPaise: number, feePaise: number) =>
    refundPaise === 0
      ? `Cancelling now gives no refund of your ${rupees(paidPaise)} advance.`
      : `Cancelling now refunds ${rupees(refundPaise)} of your ${rupees(paidPaise)} advance${feePaise > 0 ? ` (fee ${rupees(feePaise)})` : ''}.`,
  refundMade: (amountPaise: number, paidPaise: number, creditNote: string) =>
    `Refund: ${rupees(amountPaise)} of your ${rupees(paidPaise)} advance (credit note ${creditNote}).`,
  refundStatus: {
    pending: 'We are sending it back to the account you paid from; it usually arrives within 5-7 business days.',
    processed: 'It has been sent to the account you paid from.',
    failed: 'The refund did not go through; our team will contact you.',
  },
  noRefund: 'No refund was due for this cancellation.',
} as const;
