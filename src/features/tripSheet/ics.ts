import { dayNumber } from '@/features/tripPlan/tripDays';

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

const DAY_MS = 24 * 60 * 60 * 1000;
const CRLF = '\r\n';
const MAX_OCTETS = 75;
const utf8 = new TextEncoder();

/** A day number (days since the epoch, UTC) as an iCalendar DATE, YYYYMMDD. */
const icsDate = (day: number) =>
  new Date(day * DAY_MS).toISOString().slice(0, 10).replaceAll('-', '');

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

/** A URI value is not escaped (3.3.13), but a line break in it would start a new property. */
const uri = (value: string) => value.replace(/\p{Cc}|\s/gu, '');

/**
 * RFC 5545 3.1: a content line longer than 75 octets is folded with CRLF and one space. The limit
 * is in UTF-8 bytes, and a multi-byte character is never split, so the line is cut between code
 * points (for...of walks code points, keeping surrogate pairs whole).
 */
function fold(line: string): string {
  const lines: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = utf8.encode(char).length;
    if (octets + size > MAX_OCTETS) {
      lines.push(current);
      current = ' ';
      octets = 1; // The leading space counts toward the next line's 75 octets.
    }
    current += char;
    octets += size;
  }
  lines.push(current);
  return lines.join(CRLF);
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
  const first = dayNumber(trip.firstDay);
  const last = dayNumber(trip.lastDay);
  if (first === null)
    throw new RangeError(`First day is not a real YYYY-MM-DD date: "${trip.firstDay}"`);
  if (last === null)
    throw new RangeError(`Last day is not a real YYYY-MM-DD date: "${trip.lastDay}"`);
  if (last < first)
    throw new RangeError(`Last day ${trip.lastDay} is before first day ${trip.firstDay}`);
  const key = [trip.title, trip.firstDay, trip.lastDay, trip.location].join('\u0000');
  const description = [trip.description, trip.url].filter(Boolean).join('\n\n');
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
    `DTSTART;VALUE=DATE:${icsDate(first)}`,
    // RFC 5545 3.6.1: an all-day event's DTEND is exclusive, the day after the last day.
    `DTEND;VALUE=DATE:${icsDate(last + 1)}`,
    `SUMMARY:${text(trip.title)}`,
    `LOCATION:${text(trip.location)}`,
    `DESCRIPTION:${text(description)}`,
    // URL's default value type is URI (3.8.4.6), so no VALUE parameter is needed.
    `URL:${uri(trip.url)}`,
    'TRANSP:TRANSPARENT',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(fold).join(CRLF) + CRLF;
}

/** A safe file name: "choir-tour-spokane-wa-to-seattle-wa.ics", "trip.ics" when nothing is left. */
export function calendarFileName(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/\p{M}/gu, '') // "Café" -> "Cafe": accents go, their letters stay.
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  // At most 60 characters, cut at a word boundary when there is one (a slug has no leading '-').
  const head = slug.slice(0, 61);
  const dash = head.lastIndexOf('-');
  const cut = slug.length <= 60 ? slug : head.slice(0, dash > 0 ? dash : 60);
  return `${cut || 'trip'}.ics`;
}
