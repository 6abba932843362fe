import { formatInr } from '@/shared/lib/formatInr';
import type { BookingMailState, BookingStatus } from '@/shared/config/bookingAdmin';

/** The back office's bookings screens. */
export const BOOKING_ADMIN_TEXT = {
  title: 'Bookings',
  views: { list: 'List', month: 'Month', agenda: 'Agenda by day', blocks: 'Blocked dates', advances: 'Advances' },
  month: {
    previous: 'Previous month',
    next: 'Next month',
    caption: (month: string) => `Confirmed bookings in ${month} (IST)`,
    dayLabel: (date: string, count: number, blocked: 'day' | 'slots' | null) =>
      `${date}, ${count === 1 ? '1 booking' : `${count} bookings`}${
        blocked === 'day' ? ', blocked' : blocked === 'slots' ? ', some slots blocked' : ''
      }`,
    count: (count: number) => (count === 1 ? '1 booking' : `${count} bookings`),
    more: (count: number) => `+${count} more`,
    blocked: 'Blocked',
    slotsBlocked: 'Slots blocked',
    noneInMonth: 'No bookings this month.',
    keyboardHint: 'Arrow keys move between days; Enter opens the day’s agenda.',
    weekdays: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
    weekdayNames: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
  },
  viewsLabel: 'Bookings views',
  caption: 'Consultation bookings',
  search: 'Search bookings',
  searchHint: 'Name, e-mail, phone or reference',
  statusFilter: 'Status',
  allStatuses: 'All statuses',
  mailFilter: 'Confirmation mail',
  allMails: 'Any mail status',
  from: 'From date',
  to: 'To date',
  empty: 'No bookings match.',
  istNote: 'Dates and times are India Standard Time (IST).',
  columns: {
    slot: 'Date and time (IST)',
    customer: 'Customer',
    service: 'Service',
    status: 'Status',
    mail: 'Confirmation mail',
  },
  loadFailed: 'The bookings could not be loaded. Please try again.',
  actionFailed: 'The change could not be saved. Please try again.',
  cancel: 'Cancel booking',
  cancelTitle: 'Cancel this booking?',
  cancelBody: (reference: string, name: string) =>
    `${reference} for ${name} will be cancelled, the slot freed and the customer e-mailed a cancellation.`,
  cancelConfirm: 'Cancel booking',
  keep: 'Keep it',
  reschedule: 'Reschedule',
  rescheduleTitle: (reference: string) => `Move ${reference}`,
  rescheduleConfirm: 'Move booking',
  rescheduleNote: 'The customer is e-mailed the updated calendar invite.',
  newDate: 'New date (IST)',
  newTime: 'New time (IST)',
  chooseDate: 'Choose a date to see its free slots.',
  noFreeSlots: 'No free slots on this day.',
  chooseSlot: 'Please choose a free time slot',
  resend: 'Resend confirmation',
  resendTitle: (reference: string) => `Resend the confirmation of ${reference}?`,
  resendBody: (email: string) => `Mails the booking confirmation again to ${email}.`,
  resendConfirm: 'Send it again',
  done: {
    cancelled: (reference: string) => `${reference} cancelled; the customer has been e-mailed.`,
    moved: (reference: string, date: string, time: string) =>
      `${reference} moved to ${date} at ${time} IST; the customer has been sent the updated invite.`,
    resent: (reference: string, sent: boolean) =>
      `Confirmation of ${reference} ${sent ? 'sent' : 'queued; it will be retried until it goes out'}.`,
    blocked: 'Blocked; the public calendar no longer offers it.',
    unblocked: 'Block removed.',
  },
  agendaDate: 'Day (IST)',
  agendaHeading: (date: string) => `Agenda for ${date}`,
  dayBlocked: 'This whole day is blocked.',
  slotBlocked: 'Blocked',
  slotFree: 'Free',
  blocks: {
    heading: 'Block a date or a time slot',
    intro:
      'Blocked days and slots are not offered by the public booking calendar, and the server refuses bookings for them.',
    date: 'Date (IST)',
    time: 'Time slot',
    wholeDay: 'Whole day',
    reason: 'Reason (staff only)',
    submit: 'Block',
    listHeading: 'Upcoming blocks',
    none: 'Nothing is blocked.',
    remove: 'Remove',
  },
} as const;

export const BOOKING_STATUS_LABELS: Readonly<Record<BookingStatus, string>> = {
  held: 'Awaiting advance',
  confirmed: 'Confirmed',
  cancelled: 'Cancelled',
};
export const MAIL_STATE_LABELS: Readonly<Record<BookingMailState, string>> = {
  queued: 'Queued',
  sent: 'Sent',
  failed: 'Failed',
};

/** The advance column, the Mark advance paid action and the advance rules screen. */
export const ADVANCE_ADMIN_TEXT = {
  column: 'Advance',
  none: 'None',
  state: { open: 'Due', paid: 'Paid', lapsed: 'Lapsed', cancelled: 'Cancelled' },
  payBy: (when: string) => `pay by ${when}`,
  markPaid: 'Mark advance paid',
  markTitle: 'Mark the advance paid?',
  markBody: (reference: string, amount: string) =>
    `Only when the UPI payment of ${amount} for ${reference} is in the bank account. The booking becomes confirmed, a receipt is issued and the customer is e-mailed the confirmation with the calendar invite and the receipt. This cannot be undone here.`,
  noteLabel: 'Payment note (UPI reference, optional)',
  markConfirm: 'Yes, mark paid',
  keep: 'Not yet',
  marked: (reference: string) =>
    `Advance for ${reference} marked paid; the booking is confirmed and the customer e-mailed.`,
  rules: {
    intro:
      'The advance a customer pays online to confirm a booking of a priced service, as a share of its price or a fixed amount (GST included). Services with a price on request take none. Without a rule of yours, a priced service takes 25%.',
    caption: 'Advance per service',
    service: 'Service',
    price: 'Price',
    rule: 'Advance rule',
    advance: 'Advance now',
    kind: 'How the advance is worked out',
    kinds: { percent: 'Percentage of the price', fixed: 'Fixed amount (₹)', none: 'No advance' },
    percent: 'Percentage',
    fixed: 'Amount in rupees',
    save: 'Save',
    saved: (service: string) => `Advance rule for ${service} saved.`,
    defaultRule: 'default',
    onRequest: 'On request: no advance',
  },
} as const;

const rupees = (paise: number) => formatInr(paise / 100);

/** The refund of a cancelled booking's advance: the staff dialog, the advance cell and the tiers form. */
export const REFUND_ADMIN_TEXT = {
  quote: (refundPaise: number, paidPaise: number, feePaise: number) =>
    refundPaise === 0
      ? `Cancelling now gives no refund of the ${rupees(paidPaise)} advance (by the tiers).`
      : `Cancelling now refunds ${rupees(refundPaise)} of the ${rupees(paidPaise)} advance${feePaise > 0 ? ` (fee ${rupees(feePaise)})` : ''}.`,
  waive: 'Waive the fee/tier: refund the whole advance',
  waiveHelp: 'Recorded in the audit log with your name.',
  refund: (amountPaise: number, creditNote: string) => `Refund ${rupees(amountPaise)} (${creditNote})`,
  state: { pending: 'to pay', processed: 'paid', failed: 'refused by the gateway: pay by UPI' },
  confirm: 'Confirm refund paid',
  confirmTitle: 'Confirm the refund was paid',
  confirmBody: (amountPaise: number) => `Send ${rupees(amountPaise)} by UPI to the customer, then enter its reference.`,
  reference: 'UPI reference (UTR)',
  confirmed: (reference: string) => `Refund recorded as paid (reference ${reference}).`,
  tiers: {
    heading: 'Cancellation refunds',
    intro:
      'What a cancelled booking refunds of its paid advance, by the notice given before the event (IST). Tiers run from the longest notice down; the last covers any notice (0 hours).',
    caption: 'Refund tiers',
    notice: 'More than (hours before)',
    percent: 'Refund (% of advance)',
    fee: 'Fee (₹)',
    tier: (index: number) => `Tier ${index + 1}`,
    add: 'Add a tier',
    remove: 'Remove',
    save: 'Save refund tiers',
    saved: 'Refund tiers saved.',
    defaults: 'These are the defaults the refund policy states.',
  },
} as const;
