import type { BookingSummary } from '@/shared/contract/booking';
import { COMPANY } from '@/content/company';
import { CONTACT_METHOD_LABELS } from '@/content/booking';

/** The routes of a booking (ROUTES.bookingConfirmed / ROUTES.bookingManage with their parameter). */
export const confirmationPath = (reference: string) => `/booking/confirmed/${encodeURIComponent(reference)}`;
export const managePath = (token: string) => `/booking/manage/${encodeURIComponent(token)}`;
/** The booking's current invite, served by the API (the same UID and SEQUENCE as the mailed one). */
export const inviteDownloadUrl = (token: string) => `/api/bookings/manage/${encodeURIComponent(token)}/invite.ics`;

/** `20260912T053000Z` */
const compactUtc = (iso: string) => iso.replace(/[-:]/g, '').replace(/\.\d{3}Z$/, 'Z');

const title = (booking: BookingSummary) => `${COMPANY.name} consultation: ${booking.service}`;
const details = (booking: BookingSummary) =>
  [
    `Reference: ${booking.reference}`,
    `Contact method: ${CONTACT_METHOD_LABELS[booking.preferredMethod]}`,
    `Total Amount: ${booking.totalAmount}`,
  ].join('\n');
const location = (booking: BookingSummary) =>
  booking.preferredMethod === 'in-person'
    ? Object.values(COMPANY.address).join(', ')
    : CONTACT_METHOD_LABELS[booking.preferredMethod];

/** "Add to Google Calendar": Google's event template link, times in UTC. */
export function googleCalendarUrl(booking: BookingSummary): string {
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: title(booking),
    dates: `${compactUtc(booking.startsAt)}/${compactUtc(booking.endsAt)}`,
    details: details(booking),
    location: location(booking),
  });
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}

/** "Outlook": Outlook on the web's compose deep link, times in UTC. */
export function outlookCalendarUrl(booking: BookingSummary): string {
  const params = new URLSearchParams({
    path: '/calendar/action/compose',
    rru: 'addevent',
    subject: title(booking),
    startdt: booking.startsAt,
    enddt: booking.endsAt,
    body: details(booking),
    location: location(booking),
  });
  return `https://outlook.live.com/calendar/0/deeplink/compose?${params.toString()}`;
}
