import { addDays, dayNumber } from '@/features/tripPlan/tripDays';

export interface CalendarTrip {
  /** The event's title, e.g. "Choir tour: Spokane, WA to Seattle, WA". */
  title: string;
  /** First and last day of the trip, YYYY-MM-DD, both included (last >= first). */
  firstDay: string;
  lastDay: string;
  /** Places, in the event's LOCATION: "Spokane, WA; Ellensburg, WA; Seattle, WA". */
  location: string;
  /** Plain text, may contain newlines, commas, semicolons, backslashes, any Unicode. */
  description: string;
  /** The trip sheet's link (absolute URL). */
  url: string;
}

const utf8 = new TextEncoder();

/** An iCalendar DATE, YYYYMMDD, `days` after a real date (addDays counts whole days in UTC). */
const icsDate = (value: string, days = 0) => addDays(value, days).replaceAll('-', '');

/**
 * RFC 5545 3.3.11: TEXT escapes backslash, semicolon, comma and newline (any CRLF or CR becomes
 * one newline). Other control characters are not allowed in TEXT (3.1), so they are dropped.
 */
function text(value: string): string {
  return value
    .replace(/\r\n?/g, '\n')
    .replace(/(?![\t\n])\p{Cc}/gu, '')
    .replace(/[\\;,]/g, (char) => `\\${char}`)
    .replaceAll('\n', '\\n');
}

/** A URI is not escaped (3.3.13): a line break or space in it is percent-encoded instead. */
const uri = (value: string) => value.replace(/[\p{Cc}\s]/gu, encodeURIComponent);

/** Days since the epoch of a real YYYY-MM-DD date, in UTC (no time-zone shift); else a RangeError. */
function dayOf(value: string, name: string): number {
  const day = dayNumber(value);
  if (day === null) throw new RangeError(`${name} is not a real YYYY-MM-DD date: "${value}"`);
  return day;
}

/**
 * RFC 5545 3.1: a content line longer than 75 octets is folded with CRLF and one space. The limit
 * is in UTF-8 bytes, and a multi-byte character is never split, so the line is cut between code
 * points (for...of walks code points, keeping surrogate pairs whole).
 */
function fold(line: string): string {
  let folded = '';
  let octets = 0;
  for (const char of line) {
    const size = utf8.encode(char).length;
    if (octets + size > 75) {
      folded += '\r\n ';
      octets = 1; // The leading space counts toward the next line's 75 octets.
    }
    folded += char;
    octets += size;
  }
  return folded;
}

/** 64-bit FNV-1a of the UTF-8 bytes, in hex: a stable UID for the same trip, without crypto. */
function fnv1a(value: string): string {
  let hash = 0xcbf29ce484222325n;
  for (const byte of utf8.encode(value)) {
    hash = ((hash ^ BigInt(byte)) * 0x100000001b3n) & 0xffffffffffffffffn;
  }
  return hash.toString(16).padStart(16, '0');
}

/** The .ics text: one all-day VEVENT over the trip's days. */
export function tripCalendar(trip: CalendarTrip, now = new Date()): string {
  const first = dayOf(trip.firstDay, 'First day');
  const last = dayOf(trip.lastDay, 'Last day');
  if (last < first)
    throw new RangeError(`Last day ${trip.lastDay} is before first day ${trip.firstDay}`);
  const [start, end, url] = [icsDate(trip.firstDay), icsDate(trip.lastDay, 1), uri(trip.url)];
  const key = [trip.title, start, end, trip.location].join('\u0000');
  const description = [trip.description, url].filter(Boolean).join('\n\n');
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Bus Charter Quotes//Trip sheet//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${fnv1a(key)}@buscharterquotes.trip`,
    // toISOString is UTC (and throws a RangeError for an invalid date): 20270614T093000Z.
    `DTSTAMP:${now.toISOString().replace(/\.\d+/, '').replace(/[-:]/g, '')}`,
    `DTSTART;VALUE=DATE:${start}`,
    // RFC 5545 3.6.1: an all-day event's DTEND is exclusive, the day after the last day.
    `DTEND;VALUE=DATE:${end}`,
    `SUMMARY:${text(trip.title)}`,
    `LOCATION:${text(trip.location)}`,
    `DESCRIPTION:${text(description)}`,
    // URL's default value type is URI (3.8.4.6), so no VALUE parameter is needed.
    `URL:${url}`,
    'TRANSP:TRANSPARENT',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map((line) => `${fold(line)}\r\n`).join('');
}

/** A safe file name: "choir-tour-spokane-wa-to-seattle-wa.ics", "trip.ics" when nothing is left. */
export function calendarFileName(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/\p{M}/gu, '') // "Café" -> "Cafe": accents go, their letters stay.
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  // At most 60 characters, cut after the last whole word that fits when there is one.
  const cut = slug.length <= 60 ? slug : (/^.{1,60}(?=-)/.exec(slug)?.[0] ?? slug.slice(0, 60));
  return `${cut || 'trip'}.ics`;
}
