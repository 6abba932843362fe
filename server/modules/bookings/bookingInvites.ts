import crypto from 'node:crypto';
import net from 'node:net';
import { BOOKING_NEXT_STEPS, CONTACT_METHOD_LABELS } from '../../../src/content/booking';
import { COMPANY } from '../../../src/content/company';
import { slotTimes } from '../../../src/shared/contract/fields/bookingDates';
import type { AppContext } from '../../context';
import type { BookingRecord } from './tables';
import { buildCalendar, type CalendarEvent, type CalendarMethod } from '../../platform/mail/ics';

type InviteContext = Pick<AppContext, 'clock' | 'config'>;

const FALLBACK_DOMAIN = 'utsavevents.example';

/** A host name that names this site worldwide (not localhost, not an address, has a dot). */
const isPublicHost = (host: string) =>
  host.includes('.') && !net.isIP(host) && !host.endsWith('.localhost') && host !== 'localhost';

/**
 * The domain in calendar UIDs: PUBLIC_URL's host; on a development or test server (localhost)
 * the domain of MAIL_FROM, so a UID is never `...@localhost` (RFC 5545 wants it globally unique).
 */
export function calendarDomain(config: Pick<AppContext['config'], 'publicUrl' | 'mailFrom'>): string {
  const host = new URL(config.publicUrl).hostname;
  if (isPublicHost(host)) return host;
  const fromDomain = /@([^>\s]+)>?\s*$/.exec(config.mailFrom)?.[1]?.toLowerCase();
  return fromDomain && isPublicHost(fromDomain) ? fromDomain : FALLBACK_DOMAIN;
}

/** `bk-000042-3f9c1a2b7d4e@utsavevents.in`: the reference, a random part and the site's domain. */
export const newCalendarUid = (reference: string, domain: string) =>
  `${reference.toLowerCase()}-${crypto.randomBytes(6).toString('hex')}@${domain}`;

/** The video room of a booking: its reference and the random part of its UID (not guessable from the reference). */
export function videoCallUrl(booking: Pick<BookingRecord, 'reference' | 'calendarUid'>, baseUrl: string): string {
  const random = /-([0-9a-f]+)@/.exec(booking.calendarUid)?.[1] ?? '';
  return `${baseUrl}/UtsavEvents-${booking.reference}${random ? `-${random}` : ''}`;
}

function calendarEvent(booking: BookingRecord, ctx: InviteContext): CalendarEvent {
  const { start, end } = slotTimes(booking.date, booking.time);
  const method = CONTACT_METHOD_LABELS[booking.preferredMethod];
  return {
    uid: booking.calendarUid,
    sequence: booking.sequence,
    start,
    end,
    stamp: ctx.clock.now(),
    summary: `${COMPANY.name} consultation: ${booking.service.name}`,
    description: [
      `Reference: ${booking.reference}`,
      `Service: ${booking.service.name}`,
      `Contact method: ${method}`,
      `Total Amount: ${booking.priceLabel}`,
      ...(booking.preferredMethod === 'video-call'
        ? [`The meeting link arrives ${BOOKING_NEXT_STEPS.meetingLinkMinutesBefore} minutes before the session.`]
        : []),
    ].join('\n'),
    location: booking.preferredMethod === 'in-person' ? Object.values(COMPANY.address).join(', ') : method,
    organizer: { name: COMPANY.name, email: ctx.config.companyInbox },
    // No CN: the invite goes to the address given, and a name typed into the form is not repeated to it.
    attendees: [{ email: booking.email }],
    alarmMinutesBefore: BOOKING_NEXT_STEPS.meetingLinkMinutesBefore,
  };
}

/** The booking's invite as it stands (its current times and SEQUENCE). */
export const bookingInvite = (booking: BookingRecord, method: CalendarMethod, ctx: InviteContext) =>
  buildCalendar(calendarEvent(booking, ctx), method);

export const inviteFilename = (booking: Pick<BookingRecord, 'reference'>) => `consultation-${booking.reference}.ics`;
