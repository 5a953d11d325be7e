import ICAL from 'ical.js';
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
  /** The language of the texts (RFC 5545's LANGUAGE, e.g. "es-US"), when it is not English. */
  language?: string;
}

const utf8 = new TextEncoder();

/**
 * RFC 5545 3.1: ical.js folds a line after 75 octets of content; the continuation's leading space
 * is one more, so 74 keeps every physical line within 75 (folding is by UTF-8 bytes, never inside
 * a character).
 */
ICAL.foldLength = 74;

/** TEXT allows no control characters but tab and newline (3.1); a CR or CRLF is one newline. */
const textValue = (value: string) =>
  value.replace(/\r\n?/g, '\n').replace(/(?![\t\n])\p{Cc}/gu, '');

/** A URI is not escaped (3.3.13): a line break or space in it is percent-encoded instead. */
const uriValue = (value: string) => value.replace(/[\p{Cc}\s]/gu, encodeURIComponent);

/** A real YYYY-MM-DD date, as an all-day DATE value; else a RangeError. */
function dateOf(value: string, name: string): ICAL.Time {
  if (dayNumber(value) === null) {
    throw new RangeError(`${name} is not a real YYYY-MM-DD date: "${value}"`);
  }
  return ICAL.Time.fromDateString(value);
}

/** 64-bit FNV-1a of the UTF-8 bytes, in hex: a stable UID for the same trip, without crypto. */
function fnv1a(value: string): string {
  let hash = 0xcbf29ce484222325n;
  for (const byte of utf8.encode(value)) {
    hash = ((hash ^ BigInt(byte)) * 0x100000001b3n) & 0xffffffffffffffffn;
  }
  return hash.toString(16).padStart(16, '0');
}

/**
 * The .ics text: one all-day VEVENT over the trip's days, written by ical.js (escaping, folding,
 * value types). Dates are whole days (addDays counts them in UTC): no time-zone shift.
 */
export function tripCalendar(trip: CalendarTrip, now = new Date()): string {
  const start = dateOf(trip.firstDay, 'First day');
  dateOf(trip.lastDay, 'Last day');
  if (trip.lastDay < trip.firstDay) {
    throw new RangeError(`Last day ${trip.lastDay} is before first day ${trip.firstDay}`);
  }
  // RFC 5545 3.6.1: an all-day event's DTEND is exclusive, the day after the last day.
  const end = ICAL.Time.fromDateString(addDays(trip.lastDay, 1));
  const url = uriValue(trip.url);
  const calendar = new ICAL.Component('vcalendar');
  calendar.addPropertyWithValue('version', '2.0');
  calendar.addPropertyWithValue('prodid', '-//Bus Charter Quotes//Trip sheet//EN');
  calendar.addPropertyWithValue('calscale', 'GREGORIAN');
  calendar.addPropertyWithValue('method', 'PUBLISH');
  const event = new ICAL.Component('vevent');
  const key = [trip.title, trip.firstDay, trip.lastDay, trip.location].join('\u0000');
  event.addPropertyWithValue('uid', `${fnv1a(key)}@buscharterquotes.trip`);
  // toISOString throws a RangeError for an invalid date; seconds are kept, UTC.
  event.addPropertyWithValue(
    'dtstamp',
    ICAL.Time.fromDateTimeString(now.toISOString().replace(/\.\d+Z$/, 'Z')),
  );
  event.addPropertyWithValue('dtstart', start);
  event.addPropertyWithValue('dtend', end);
  const texts = [
    event.addPropertyWithValue('summary', textValue(trip.title)),
    event.addPropertyWithValue('location', textValue(trip.location)),
    event.addPropertyWithValue(
      'description',
      [textValue(trip.description), url].filter(Boolean).join('\n\n'),
    ),
  ];
  // A calendar that reads aloud or translates knows the texts' language.
  if (trip.language) for (const text of texts) text.setParameter('language', trip.language);
  if (url) event.addPropertyWithValue('url', url);
  event.addPropertyWithValue('transp', 'TRANSPARENT');
  calendar.addSubcomponent(event);
  return `${calendar.toString()}\r\n`;
}

/**
 * A safe file name: "choir-tour-spokane-wa-to-seattle-wa.ics", `${fallback}.ics` ("trip", "viaje":
 * the caller's word in the visitor's language) when nothing is left.
 */
export function calendarFileName(title: string, fallback = 'trip'): string {
  const slug = title
    .normalize('NFKD')
    .replace(/\p{M}/gu, '') // "Café" -> "Cafe": accents go, their letters stay.
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  // At most 60 characters, cut after the last whole word that fits when there is one.
  const cut = slug.length <= 60 ? slug : (/^.{1,60}(?=-)/.exec(slug)?.[0] ?? slug.slice(0, 60));
  return `${cut || fallback}.ics`;
}
