// RFC 5545 rules the feed's writer keeps: TEXT escaping (§3.3.11), 75-octet folding that never
// splits a UTF-8 character (§3.1), CRLF, all-day DATE values.
import { escapeText, foldLine, icsCalendar } from './ics';

it('escapes backslash, semicolon, comma and line breaks', () => {
  expect(escapeText('a\\b; c, d\ne\r\nf')).toBe('a\\\\b\\; c\\, d\\ne\\nf');
});

it('folds at 75 octets, continuation lines starting with a space, characters kept whole', () => {
  const line = `SUMMARY:${'ñ'.repeat(100)}`;
  const folded = foldLine(line);
  expect(folded.length).toBeGreaterThan(1);
  for (const part of folded) expect(Buffer.byteLength(part, 'utf8')).toBeLessThanOrEqual(75);
  for (const part of folded.slice(1)) expect(part.startsWith(' ')).toBe(true);
  expect(folded.map((part, i) => (i ? part.slice(1) : part)).join('')).toBe(line);
  expect(foldLine('SHORT:ok')).toEqual(['SHORT:ok']);
});

it('writes an all-day event with CRLF line ends', () => {
  const text = icsCalendar({
    name: 'Mis suscripciones',
    stamp: new Date('2026-11-26T05:55:00.000Z'),
    events: [{ uid: 'a@b', day: new Date('2026-12-31T15:00:00.000Z'), summary: 'Cobro' }],
  });
  expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
  expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  const lines = text.split('\r\n');
  expect(lines).toEqual(
    expect.arrayContaining([
      'DTSTAMP:20261126T055500Z',
      'DTSTART;VALUE=DATE:20261231',
      'DTEND;VALUE=DATE:20270101',
      'SUMMARY:Cobro',
    ]),
  );
});
