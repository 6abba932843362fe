import { TIME_SLOTS } from '../../../src/shared/config/booking';
import { slotTimes } from '../../../src/shared/contract/fields/bookingDates';
import { buildCalendar, escapeText, foldLine, formatUtc } from './ics';

describe('slot times (IST -> UTC)', () => {
  it.each([
    ['2025-09-01', '09:00 AM', '2025-09-01T03:30:00.000Z'],
    ['2025-09-12', '11:00 AM', '2025-09-12T05:30:00.000Z'],
    ['2025-09-15', '12:00 PM', '2025-09-15T06:30:00.000Z'],
    ['2025-09-30', '02:00 PM', '2025-09-30T08:30:00.000Z'],
    ['2025-09-20', '07:00 PM', '2025-09-20T13:30:00.000Z'],
    ['2028-02-29', '09:00 AM', '2028-02-29T03:30:00.000Z'],
    ['2026-12-31', '07:00 PM', '2026-12-31T13:30:00.000Z'],
  ] as const)('%s, %s IST starts at %s', (date, time, utc) => {
    const { start, end } = slotTimes(date, time);
    expect(new Date(start).toISOString()).toBe(utc);
    expect(end - start).toBe(60 * 60 * 1000);
  });

  it('gives every slot a distinct start, in order', () => {
    const starts = TIME_SLOTS.map((time) => slotTimes('2026-03-05', time).start);
    expect([...starts].sort((a, b) => a - b)).toEqual(starts);
    expect(new Set(starts).size).toBe(TIME_SLOTS.length);
  });
});

describe('iCalendar text', () => {
  it('formats UTC date-times without separators', () => {
    expect(formatUtc(Date.UTC(2025, 8, 12, 5, 30))).toBe('20250912T053000Z');
  });

  it('escapes backslashes, semicolons, commas and line breaks', () => {
    expect(escapeText('a\\b; c, d\ne\r\nf')).toBe('a\\\\b\\; c\\, d\\ne\\nf');
  });

  it('folds lines over 75 octets without splitting a multi-byte character', () => {
    // 3-byte rupee signs; 2-byte accents with 4-byte emoji (surrogate pairs in JavaScript).
    for (const line of [`DESCRIPTION:${'₹'.repeat(40)}`, `SUMMARY:${'é😀a'.repeat(30)}`]) {
      const folded = foldLine(line);
      const parts = folded.split('\r\n');
      expect(parts.length).toBeGreaterThan(1);
      for (const part of parts) expect(Buffer.byteLength(part, 'utf8')).toBeLessThanOrEqual(75);
      // Full lines: a chunk is cut only when the next character would not fit.
      for (const part of parts.slice(0, -1)) expect(Buffer.byteLength(part, 'utf8')).toBeGreaterThan(71);
      expect(parts.slice(1).every((part) => part.startsWith(' '))).toBe(true);
      expect(folded.replace(/\r\n /g, '')).toBe(line);
      expect(folded).not.toContain('\uFFFD');
    }
    expect(foldLine('SHORT:line')).toBe('SHORT:line');
  });

  it('builds one VEVENT with CRLF line ends, the method, UID, times and people', () => {
    const text = buildCalendar(
      {
        uid: 'bk-000007@example.com',
        start: Date.UTC(2025, 8, 12, 5, 30),
        end: Date.UTC(2025, 8, 12, 6, 30),
        stamp: Date.UTC(2025, 8, 1, 9, 0),
        summary: 'Consultation: Caricature',
        description: 'Line one\nLine, two',
        organizer: { name: 'Utsav Events', email: 'bookings@example.com' },
        attendees: [{ name: 'Asha "AR" Rao', email: 'asha@example.com' }],
        alarmMinutesBefore: 30,
      },
      'REQUEST',
    );
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.split('\r\n').every((line) => !line.includes('\n'))).toBe(true);
    const lines = text.replace(/\r\n /g, '').split('\r\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'BEGIN:VCALENDAR',
        'METHOD:REQUEST',
        'UID:bk-000007@example.com',
        'DTSTAMP:20250901T090000Z',
        'DTSTART:20250912T053000Z',
        'DTEND:20250912T063000Z',
        'SUMMARY:Consultation: Caricature',
        'DESCRIPTION:Line one\\nLine\\, two',
        'ORGANIZER;CN="Utsav Events":mailto:bookings@example.com',
        'ATTENDEE;CN="Asha AR Rao";ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=TRUE:mailto:asha@example.com',
        'TRIGGER:-PT30M',
        'END:VCALENDAR',
      ]),
    );
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
  });
});
