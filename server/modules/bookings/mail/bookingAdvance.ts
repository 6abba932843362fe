import { COMPANY } from '../../../../src/content/company';
import { formatInr } from '../../../../src/shared/lib/formatInr';
import { formatIstTime } from '../../../../src/shared/lib/formatIstTime';
import { formatBookingDate } from '../../../../src/shared/contract/fields/bookingDates';
import { renderMail, type DetailRow } from '../../../platform/mail/layout';
import type { MailMessage } from '../../../platform/mail/mailer';
import type { BookingRecord } from '../tables';
import { factRows, when } from './bookingManage';

/*
 * The advance's mails to the customer: pay to confirm (held), the advance lapsed, the balance
 * due. Fixed wording and the booking's facts only, as the other booking mails (see booking.ts).
 */

/** The money rows: advance, balance and when it is due (amounts GST included). */
export interface AdvanceFacts {
  advancePaise: number;
  balancePaise: number;
  balanceDueDate: string;
  /** ISO, or null once paid. */
  payBy: string | null;
}

const rupees = (paise: number) => formatInr(paise / 100);

export function advanceRows(facts: AdvanceFacts, paid: boolean): DetailRow[] {
  return [
    [paid ? 'Advance paid' : 'Advance to pay now', `${rupees(facts.advancePaise)} (incl. GST)`],
    ...(facts.payBy && !paid ? ([['Pay by', formatIstTime(facts.payBy)]] as DetailRow[]) : []),
    ...(facts.balancePaise > 0
      ? ([
          ['Balance', `${rupees(facts.balancePaise)} (incl. GST), due by ${formatBookingDate(facts.balanceDueDate)}`],
        ] as DetailRow[])
      : []),
  ];
}

/** To the customer at once: the slot is held; pay the advance by the pay-by time to confirm it. */
export function bookingHeldMail(
  booking: BookingRecord,
  facts: AdvanceFacts,
  payUrl: string,
  siteUrl: string,
): MailMessage {
  const body = renderMail({
    siteUrl,
    title: 'Pay the advance to confirm your booking',
    preheader: `${booking.service.name} on ${when(booking)} is held for you until ${formatIstTime(facts.payBy!)}.`,
    blocks: [
      { type: 'paragraph', text: 'Hello,' },
      {
        type: 'paragraph',
        text: `We are holding this slot for you. Pay the advance by ${formatIstTime(facts.payBy!)} to confirm it; unpaid, the booking is cancelled then and the slot released.`,
      },
      { type: 'details', rows: [...factRows(booking), ...advanceRows(facts, false)] },
      { type: 'links', links: [{ label: 'Pay the advance (UPI or online)', href: payUrl }] },
      { type: 'paragraph', text: `Questions? Reply to this e-mail or call us on ${COMPANY.phone}.` },
      {
        type: 'note',
        text: 'You receive this e-mail because this address was entered when booking on our website. If that was not you, ignore it: the booking lapses by itself.',
      },
    ],
  });
  return {
    to: booking.email,
    replyTo: COMPANY.bookingsEmail,
    subject: `Pay the advance to confirm: ${booking.service.name} on ${when(booking)} (${booking.reference})`,
    ...body,
  };
}

/** To the customer: the advance did not arrive in time; the booking is cancelled. */
export function bookingLapsedMail(booking: BookingRecord, payBy: string, siteUrl: string): MailMessage {
  const body = renderMail({
    siteUrl,
    title: 'Your booking has lapsed',
    preheader: `The advance for ${booking.reference} was not received by ${formatIstTime(payBy)}.`,
    blocks: [
      { type: 'paragraph', text: 'Hello,' },
      {
        type: 'paragraph',
        text: `We did not receive the advance by ${formatIstTime(payBy)}, so the booking below is cancelled and its slot released. You are welcome to book again.`,
      },
      { type: 'details', rows: factRows(booking) },
      { type: 'links', links: [{ label: 'Book again', href: `${siteUrl}/online-booking` }] },
      {
        type: 'paragraph',
        text: `Paid already? Reply to this e-mail or call us on ${COMPANY.phone} and we will sort it out.`,
      },
    ],
  });
  return {
    to: booking.email,
    replyTo: COMPANY.bookingsEmail,
    subject: `Booking lapsed: ${booking.service.name} on ${when(booking)} (${booking.reference})`,
    ...body,
  };
}

/** To the customer BALANCE_DUE_DAYS before the event: the balance and its payment link. */
export function bookingBalanceMail(
  booking: BookingRecord,
  balancePaise: number,
  payUrl: string,
  siteUrl: string,
): MailMessage {
  const body = renderMail({
    siteUrl,
    title: 'Your balance is due',
    preheader: `${rupees(balancePaise)} for ${booking.reference} before ${formatBookingDate(booking.date)}.`,
    blocks: [
      { type: 'paragraph', text: 'Hello,' },
      {
        type: 'paragraph',
        text: `Your event is coming up. Please pay the balance of ${rupees(balancePaise)} (incl. GST) before ${when(booking)}.`,
      },
      { type: 'details', rows: [...factRows(booking), ['Balance due', `${rupees(balancePaise)} (incl. GST)`]] },
      { type: 'links', links: [{ label: 'Pay the balance (UPI or online)', href: payUrl }] },
      { type: 'paragraph', text: `Questions? Reply to this e-mail or call us on ${COMPANY.phone}.` },
    ],
  });
  return {
    to: booking.email,
    replyTo: COMPANY.bookingsEmail,
    subject: `Balance due: ${booking.service.name} on ${when(booking)} (${booking.reference})`,
    ...body,
  };
}
