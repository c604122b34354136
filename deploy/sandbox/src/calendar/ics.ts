// A minimal iCalendar writer (RFC 5545) for the shopper's feed: all-day VEVENTs, TEXT escaping
// (§3.3.11: backslash, semicolon, comma, newline), content lines folded at 75 octets without
// splitting a UTF-8 character (§3.1), CRLF line ends. Hand-written on purpose: the feed needs
// these few rules and nothing of a library's time zones, alarms or attendees.

export interface IcsEvent {
  uid: string;
  /** The all-day event's UTC day. */
  day: Date;
  summary: string;
  description?: string;
}

export interface IcsCalendar {
  name: string;
  /** DTSTAMP of every event: when the feed was made. */
  stamp: Date;
  events: IcsEvent[];
}

const LINE_OCTETS = 75;

/** RFC 5545 §3.3.11 TEXT: `\` `;` `,` escaped, any line break as `\n`. */
export function escapeText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** §3.1: lines longer than 75 octets go on in lines that start with one space. */
export function foldLine(line: string): string[] {
  const lines: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    if (octets + size > LINE_OCTETS) {
      lines.push(current);
      current = ' ';
      octets = 1;
    }
    current += char;
    octets += size;
  }
  lines.push(current);
  return lines;
}

const pad = (n: number) => String(n).padStart(2, '0');
/** `20261208` (DATE value) of the UTC day. */
export const icsDate = (day: Date) =>
  `${day.getUTCFullYear()}${pad(day.getUTCMonth() + 1)}${pad(day.getUTCDate())}`;
/** `20261126T055500Z` (UTC DATE-TIME). */
export const icsStamp = (at: Date) =>
  `${icsDate(at)}T${pad(at.getUTCHours())}${pad(at.getUTCMinutes())}${pad(at.getUTCSeconds())}Z`;

const DAY_MS = 24 * 3600 * 1000;

export function icsCalendar(calendar: IcsCalendar): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Storefront//Sandbox subscriptions calendar//ES',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(calendar.name)}`,
    'REFRESH-INTERVAL;VALUE=DURATION:PT6H',
    'X-PUBLISHED-TTL:PT6H',
  ];
  for (const event of calendar.events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${escapeText(event.uid)}`,
      `DTSTAMP:${icsStamp(calendar.stamp)}`,
      `DTSTART;VALUE=DATE:${icsDate(event.day)}`,
      `DTEND;VALUE=DATE:${icsDate(new Date(event.day.getTime() + DAY_MS))}`,
      `SUMMARY:${escapeText(event.summary)}`,
      ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
      'TRANSP:TRANSPARENT',
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return `${lines.flatMap(foldLine).join('\r\n')}\r\n`;
}
