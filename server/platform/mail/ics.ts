// A minimal iCalendar (RFC 5545) writer for consultation invites: one VEVENT, times in UTC,
// CRLF line ends, text escaped and long lines folded at 75 octets.

export interface CalendarPerson {
  name?: string;
  email: string;
}

export interface CalendarEvent {
  /** Stable per booking: calendar apps update (not duplicate) an event with a known UID. */
  uid: string;
  /** Raised when the same event is sent again with changes. */
  sequence?: number;
  /** Start and end as epoch milliseconds (UTC). */
  start: number;
  end: number;
  /** When this copy of the event was made (epoch ms). */
  stamp: number;
  summary: string;
  description: string;
  location?: string;
  url?: string;
  organizer: CalendarPerson;
  attendees: CalendarPerson[];
  /** A reminder this many minutes before the start. */
  alarmMinutesBefore?: number;
}

/**
 * REQUEST: an invitation to the attendee; PUBLISH: a copy for a calendar (no attendees, RFC 5546
 * 3.2.1); CANCEL: the event is off (same UID, higher SEQUENCE).
 */
export type CalendarMethod = 'REQUEST' | 'PUBLISH' | 'CANCEL';

/** `20250912T053000Z` */
export function formatUtc(epochMs: number): string {
  return new Date(epochMs)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, 'Z');
}

/** TEXT values: backslash, semicolon and comma are escaped, line breaks become `\n`. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** Parameter values (CN) are quoted; a double quote cannot appear inside, so it is dropped. */
function paramValue(value: string): string {
  return `"${value.replace(/["\r\n]/g, '')}"`;
}

/** UTF-8 length of one code point, without encoding it (this runs for every character of an invite). */
const utf8Length = (codePoint: number) => (codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4);

/** Folds a content line into chunks of at most 75 octets, never splitting a UTF-8 character. */
export function foldLine(line: string): string {
  if (Buffer.byteLength(line, 'utf8') <= 75) return line;
  const parts: string[] = [];
  let current = '';
  let currentBytes = 0;
  for (const char of line) {
    const bytes = utf8Length(char.codePointAt(0)!);
    // Continuation lines start with a space, which counts towards their 75 octets.
    const limit = parts.length === 0 ? 75 : 74;
    if (currentBytes + bytes > limit) {
      parts.push(current);
      current = '';
      currentBytes = 0;
    }
    current += char;
    currentBytes += bytes;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const person = (property: 'ORGANIZER' | 'ATTENDEE', who: CalendarPerson, extra = '') =>
  `${property}${who.name ? `;CN=${paramValue(who.name)}` : ''}${extra}:mailto:${who.email}`;

export function buildCalendar(event: CalendarEvent, method: CalendarMethod): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Utsav Events//Online Booking//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${method}`,
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `SEQUENCE:${event.sequence ?? 0}`,
    `DTSTAMP:${formatUtc(event.stamp)}`,
    `DTSTART:${formatUtc(event.start)}`,
    `DTEND:${formatUtc(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    ...(event.url ? [`URL:${event.url}`] : []),
    person('ORGANIZER', event.organizer),
    ...(method === 'PUBLISH'
      ? []
      : event.attendees.map((attendee) =>
          person('ATTENDEE', attendee, ';ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=TRUE'),
        )),
    method === 'CANCEL' ? 'STATUS:CANCELLED' : 'STATUS:CONFIRMED',
    'TRANSP:OPAQUE',
    ...(event.alarmMinutesBefore && method !== 'CANCEL'
      ? [
          'BEGIN:VALARM',
          'ACTION:DISPLAY',
          `DESCRIPTION:${escapeText(event.summary)}`,
          `TRIGGER:-PT${event.alarmMinutesBefore}M`,
          'END:VALARM',
        ]
      : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
