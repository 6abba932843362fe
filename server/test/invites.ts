import ICAL from 'ical.js';
import { sync as nodeIcalSync, type VEvent } from 'node-ical';

// Reading the calendar invites of the .eml outbox the way calendar apps do: the raw MIME part
// (its CRLF line ends as written), then Mozilla's ical.js and node-ical, which must agree.

/** Decodes a quoted-printable body to bytes (soft line breaks dropped, CRLF kept). */
function quotedPrintable(body: string): Buffer {
  const bytes: number[] = [];
  const text = body.replace(/=\r\n/g, '');
  for (let index = 0; index < text.length; index += 1) {
    if (text[index] === '=' && /^[0-9A-F]{2}$/.test(text.slice(index + 1, index + 3))) {
      bytes.push(parseInt(text.slice(index + 1, index + 3), 16));
      index += 2;
    } else bytes.push(...Buffer.from(text[index], 'utf8'));
  }
  return Buffer.from(bytes);
}

/** Every calendar part of a raw .eml (the inline text/calendar one and the .ics attachment), decoded. */
export function calendarParts(rawEml: string): Array<{ type: string; text: string }> {
  const parts: Array<{ type: string; text: string }> = [];
  const header = /\r\nContent-Type: (text\/calendar|application\/ics)[^]*?\r\n\r\n/g;
  for (let match = header.exec(rawEml); match; match = header.exec(rawEml)) {
    const bodyStart = match.index + match[0].length;
    const body = rawEml.slice(bodyStart, rawEml.indexOf('\r\n--', bodyStart));
    const encoding = /Content-Transfer-Encoding: ([\w-]+)/i.exec(match[0])?.[1]?.toLowerCase();
    const bytes =
      encoding === 'base64'
        ? Buffer.from(body.replace(/\s+/g, ''), 'base64')
        : encoding === 'quoted-printable'
          ? quotedPrintable(body)
          : Buffer.from(body, 'utf8');
    parts.push({ type: match[1], text: bytes.toString('utf8') });
  }
  return parts;
}

/** RFC 5545 3.1: every line ends in CRLF (no bare LF or CR) and is at most 75 octets long. */
export function lineProblems(ics: string): string[] {
  const problems: string[] = [];
  if (!ics.endsWith('\r\n')) problems.push('does not end in CRLF');
  if (/\r(?!\n)|(?<!\r)\n/.test(ics)) problems.push('has a bare CR or LF');
  for (const line of ics.split('\r\n'))
    if (Buffer.byteLength(line, 'utf8') > 75) problems.push(`line over 75 octets: ${line}`);
  return problems;
}

export interface ParsedInvite {
  method: string;
  uid: string;
  sequence: number;
  start: string;
  end: string;
  status: string;
  attendees: string[];
  summary: string;
}

/** The invite as ical.js reads it, checked against node-ical's reading of the same text. */
export function parseInvite(ics: string): ParsedInvite {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const event = calendar.getFirstSubcomponent('vevent');
  if (!event) throw new Error('no VEVENT');
  const parsed: ParsedInvite = {
    method: String(calendar.getFirstPropertyValue('method')),
    uid: String(event.getFirstPropertyValue('uid')),
    sequence: Number(event.getFirstPropertyValue('sequence')),
    start: (event.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().toISOString(),
    end: (event.getFirstPropertyValue('dtend') as ICAL.Time).toJSDate().toISOString(),
    status: String(event.getFirstPropertyValue('status')),
    attendees: event.getAllProperties('attendee').map((property) => String(property.getFirstValue())),
    summary: String(event.getFirstPropertyValue('summary')),
  };
  const other = Object.values(nodeIcalSync.parseICS(ics)).find((component) => component?.type === 'VEVENT') as
    VEvent | undefined;
  if (!other) throw new Error('node-ical found no VEVENT');
  const attendees =
    other.attendee === undefined
      ? []
      : [other.attendee].flat().map((attendee) => (typeof attendee === 'string' ? attendee : attendee.val));
  const fromNodeIcal = {
    method: String((other as unknown as { method?: string }).method),
    uid: other.uid,
    sequence: Number(other.sequence),
    start: other.start.toISOString(),
    end: other.end?.toISOString() ?? '',
    status: String(other.status),
    attendees,
    summary: typeof other.summary === 'string' ? other.summary : String((other.summary as { val?: string })?.val),
  };
  if (JSON.stringify(fromNodeIcal) !== JSON.stringify(parsed))
    throw new Error(`ical.js and node-ical disagree: ${JSON.stringify(parsed)} vs ${JSON.stringify(fromNodeIcal)}`);
  return parsed;
}
