import ICAL from 'ical.js';
import { calendarFileName, tripCalendar, type CalendarTrip } from '@/features/tripSheet/ics';
import { CHILD_PROCESS_TIMEOUT, inZone } from './inZone';

const trip: CalendarTrip = {
  title: 'Choir tour: Spokane, WA to Seattle, WA',
  firstDay: '2027-06-14',
  lastDay: '2027-06-16',
  location: 'Spokane, WA; Ellensburg, WA; Seattle, WA',
  description: 'Pick-up 7:30 at the school.\nBring: water, lunch; a jacket.',
  url: 'https://example.com/trip-sheet/abc?x=1,2;y=3',
};
// Late in the UTC day: the local date is already the 23rd east of UTC.
const NOW = new Date(Date.UTC(2026, 10, 22, 23, 30, 5));

/** The calendar's one VEVENT, parsed by ical.js (which unfolds and unescapes on its own). */
function parsed(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics) as unknown[]);
  const vevent = calendar.getFirstSubcomponent('vevent');
  if (!vevent) throw new Error('No VEVENT');
  return { calendar, vevent, event: new ICAL.Event(vevent) };
}

/** The physical lines, without their CRLF (the text ends in one, so the last piece is empty). */
function physicalLines(ics: string): string[] {
  expect(ics.endsWith('\r\n')).toBe(true);
  const lines = ics.split('\r\n').slice(0, -1);
  // No bare CR or LF anywhere: every line ends in CRLF.
  for (const line of lines) expect(line).not.toMatch(/[\r\n]/);
  return lines;
}

const octets = (line: string) => new TextEncoder().encode(line).length;
const dateLines = (ics: string) => physicalLines(ics).filter((line) => /^DT/.test(line));

/** tripCalendar in a fresh Node process whose TZ is `zone` (inZone.ts). */
async function inZoneCalendars(zone: string, trips: CalendarTrip[]) {
  const { offset, result } = await inZone<string[]>(
    zone,
    '/test/features/tripSheet/zoneChecks.ts',
    'calendarsOf',
    [trips, NOW.getTime()],
  );
  return { offset, calendars: result };
}

/** YYYY-MM-DD of an ical.js DATE, checking it is a DATE (all day) and not a DATE-TIME. */
function day(time: ICAL.Time): string {
  expect(time.isDate).toBe(true);
  const pad = (value: number, width = 2) => String(value).padStart(width, '0');
  return `${pad(time.year, 4)}-${pad(time.month)}-${pad(time.day)}`;
}

describe('tripCalendar', () => {
  it('writes one published all-day VEVENT with the calendar headers', () => {
    const ics = tripCalendar(trip, NOW);
    const lines = physicalLines(ics);
    expect(lines.slice(0, 6)).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Bus Charter Quotes//Trip sheet//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'BEGIN:VEVENT',
    ]);
    expect(lines.slice(-2)).toEqual(['END:VEVENT', 'END:VCALENDAR']);
    expect(lines).toContain('DTSTAMP:20261122T233005Z');
    expect(lines).toContain('TRANSP:TRANSPARENT');
    const { calendar, vevent } = parsed(ics);
    expect(calendar.getAllSubcomponents('vevent')).toHaveLength(1);
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(vevent.getFirstPropertyValue('transp')).toBe('TRANSPARENT');
    const stamp = vevent.getFirstPropertyValue('dtstamp') as ICAL.Time;
    expect(stamp.zone).toBe(ICAL.Timezone.utcTimezone);
    expect(stamp.toJSDate().getTime()).toBe(NOW.getTime());
  });

  it('round-trips the summary, location, description and URL exactly', () => {
    const description =
      'Line one, with commas; semicolons \\ and a backslash \\n (not a newline).\n\n' +
      'Café Zoë, São Paulo, Kraków: 🚌🎶 “quoted” — done.\r\nA CRLF line,\rand a CR one.';
    const ics = tripCalendar({ ...trip, title: 'Trip; 🚌, \\ the end', description }, NOW);
    const { event, vevent } = parsed(ics);
    expect(event.summary).toBe('Trip; 🚌, \\ the end');
    expect(event.location).toBe(trip.location);
    // Line breaks come back as LF: TEXT has one kind of newline (\n).
    expect(event.description).toBe(`${description.replace(/\r\n?/g, '\n')}\n\n${trip.url}`);
    expect(vevent.getFirstPropertyValue('url')).toBe(trip.url);
    // The escaping itself (RFC 5545 3.3.11); the URL is a URI value, not escaped.
    const lines = physicalLines(ics);
    expect(lines).toContain('LOCATION:Spokane\\, WA\\; Ellensburg\\, WA\\; Seattle\\, WA');
    expect(lines).toContain('SUMMARY:Trip\\; 🚌\\, \\\\ the end');
    expect(lines).toContain(`URL:${trip.url}`);
  });

  it('keeps a line break or a control character in the URL from starting a new property', () => {
    const ics = tripCalendar({ ...trip, url: 'https://example.com/a\r\nX-EVIL:1\u0000' }, NOW);
    expect(ics).not.toMatch(/^X-EVIL/m);
    expect(parsed(ics).vevent.getFirstPropertyValue('url')).toBe(
      'https://example.com/a%0D%0AX-EVIL:1%00',
    );
  });

  it('writes the description alone when there is no URL, and the URL alone when no description', () => {
    expect(parsed(tripCalendar({ ...trip, url: '' }, NOW)).event.description).toBe(
      trip.description,
    );
    expect(parsed(tripCalendar({ ...trip, description: '' }, NOW)).event.description).toBe(
      trip.url,
    );
  });

  it.each([
    ['a week in June', '2027-06-14', '2027-06-20', '2027-06-21'],
    ['a same-day trip', '2027-06-14', '2027-06-14', '2027-06-15'],
    ['across a month end', '2027-04-29', '2027-04-30', '2027-05-01'],
    ['across a year end', '2027-12-30', '2027-12-31', '2028-01-01'],
    ['through Feb 29 of a leap year', '2028-02-28', '2028-02-29', '2028-03-01'],
    ['through Feb 28 of a common year', '2027-02-27', '2027-02-28', '2027-03-01'],
    ['over a daylight-saving change', '2027-03-13', '2027-03-14', '2027-03-15'],
  ])('spans whole days, DTEND the day after the last (%s)', (_, firstDay, lastDay, end) => {
    const ics = tripCalendar({ ...trip, firstDay, lastDay }, NOW);
    const { event } = parsed(ics);
    expect(day(event.startDate)).toBe(firstDay);
    // RFC 5545 3.6.1: DTEND of a DATE event is exclusive.
    expect(day(event.endDate)).toBe(end);
    expect(physicalLines(ics)).toContain(`DTSTART;VALUE=DATE:${firstDay.replaceAll('-', '')}`);
  });

  it(
    'gives the same dates whatever the time zone (UTC+14 and UTC-10)',
    async () => {
      const trips = [
        { ...trip, firstDay: '2027-04-30', lastDay: '2027-05-31' },
        { ...trip, firstDay: '2027-12-31', lastDay: '2027-12-31' },
        { ...trip, firstDay: '2028-02-29', lastDay: '2028-03-01' },
      ];
      const expected = trips.map((value) => dateLines(tripCalendar(value, NOW)));
      expect(expected[1]).toEqual([
        'DTSTAMP:20261122T233005Z',
        'DTSTART;VALUE=DATE:20271231',
        'DTEND;VALUE=DATE:20280101',
      ]);
      const zones = await Promise.all([
        inZoneCalendars('Pacific/Kiritimati', trips),
        inZoneCalendars('America/Adak', trips),
      ]);
      // The zones really applied (Kiritimati is UTC+14 all year, Adak UTC-10 in January).
      expect(zones.map((zone) => zone.offset)).toEqual([-840, 600]);
      for (const zone of zones) expect(zone.calendars.map(dateLines)).toEqual(expected);
    },
    CHILD_PROCESS_TIMEOUT,
  );

  it('folds lines at 75 octets without splitting a character, and they unfold exactly', () => {
    // 300 characters of 2-, 3- and 4-byte UTF-8 (the emoji are surrogate pairs in JavaScript).
    const description = Array.from(
      { length: 300 },
      (_, i) => ['é', '中', '🚌', 'a', ','][i % 5],
    ).join('');
    const title = `${'Ünïcödé '.repeat(12)}🎶`;
    const ics = tripCalendar({ ...trip, title, description }, NOW);
    const lines = physicalLines(ics);
    for (const line of lines) {
      expect(octets(line)).toBeLessThanOrEqual(75);
      // A lone surrogate (half an emoji) would not survive UTF-8: the line is well formed.
      expect(new TextDecoder().decode(new TextEncoder().encode(line))).toBe(line);
    }
    expect(lines.filter((line) => line.startsWith(' ')).length).toBeGreaterThan(10);
    const { event } = parsed(ics);
    expect(event.summary).toBe(title);
    expect(event.description).toBe(`${description}\n\n${trip.url}`);
  });

  it('folds a long ASCII line within 75 octets a line, each continuation with its space', () => {
    // "SUMMARY:" and 300 x: 308 octets over 5 physical lines of at most 75.
    const lines = physicalLines(tripCalendar({ ...trip, title: 'x'.repeat(300) }, NOW));
    const start = lines.findIndex((line) => line.startsWith('SUMMARY:'));
    const summary = lines.slice(start, start + 5);
    expect(summary.map(octets).every((size) => size <= 75)).toBe(true);
    expect(summary.slice(1).every((line) => line.startsWith(' '))).toBe(true);
    expect(lines[start + 5]).toMatch(/^LOCATION:/);
    expect(parsed(tripCalendar({ ...trip, title: 'x'.repeat(300) }, NOW)).event.summary).toBe(
      'x'.repeat(300),
    );
  });

  it('keeps the UID for the same trip and changes it with the dates, title or places', () => {
    const uid = (value: CalendarTrip, now = NOW) => parsed(tripCalendar(value, now)).event.uid;
    expect(uid(trip)).toMatch(/^[0-9a-f]{16}@buscharterquotes\.trip$/);
    expect(uid({ ...trip }, new Date())).toBe(uid(trip));
    expect(uid({ ...trip, description: 'Other', url: 'https://example.com/x' })).toBe(uid(trip));
    const others = [
      uid({ ...trip, firstDay: '2027-06-13' }),
      uid({ ...trip, lastDay: '2027-06-17' }),
      uid({ ...trip, title: 'Band tour' }),
      uid({ ...trip, location: 'Spokane, WA' }),
    ];
    expect(new Set([uid(trip), ...others]).size).toBe(5);
  });

  it.each([
    ['2027-02-30', '2027-03-01', /First day/],
    ['2027-13-01', '2027-13-02', /First day/],
    ['06/14/2027', '2027-06-15', /First day/],
    ['', '2027-06-15', /First day/],
    ['2027-06-14', '2027-02-29', /Last day/],
    ['2027-06-14', '', /Last day/],
    ['2027-06-14', '2027-06-13', /before/],
  ])('throws a RangeError for %j to %j', (firstDay, lastDay, message) => {
    expect(() => tripCalendar({ ...trip, firstDay, lastDay }, NOW)).toThrow(RangeError);
    expect(() => tripCalendar({ ...trip, firstDay, lastDay }, NOW)).toThrow(message);
  });
});

describe('calendarFileName', () => {
  it.each([
    ['Choir tour: Spokane, WA to Seattle, WA', 'choir-tour-spokane-wa-to-seattle-wa.ics'],
    ['  Café Zoë — São Paulo!  ', 'cafe-zoe-sao-paulo.ics'],
    ['🚌🎶', 'trip.ics'],
    ['', 'trip.ics'],
    ['../../etc/passwd', 'etc-passwd.ics'],
    ['CON', 'con.ics'],
    ['Ｆｕｌｌｗｉｄｔｈ 2027', 'fullwidth-2027.ics'],
  ])('%j -> %j', (title, expected) => {
    expect(calendarFileName(title)).toBe(expected);
  });

  it('keeps at most 60 characters before .ics, cut between words when it can', () => {
    const long = calendarFileName(
      'Spokane Valley Senior Center to Seattle Center and back again, twice',
    );
    expect(long).toBe('spokane-valley-senior-center-to-seattle-center-and-back.ics');
    const oneWord = calendarFileName('a'.repeat(100));
    expect(oneWord).toBe(`${'a'.repeat(60)}.ics`);
    for (const name of [long, oneWord]) expect(name.length - '.ics'.length).toBeLessThanOrEqual(60);
    expect(calendarFileName(`${'a'.repeat(59)} b`)).toBe(`${'a'.repeat(59)}.ics`);
    expect(calendarFileName(`${'a'.repeat(60)} b`)).toBe(`${'a'.repeat(60)}.ics`);
  });
});
