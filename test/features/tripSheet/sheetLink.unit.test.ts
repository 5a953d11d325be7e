import fc from 'fast-check';
import {
  readSheetLink,
  writeSheetLink,
  type SheetPlace,
  type TripSheet,
} from '@/features/tripSheet/sheetLink';
import { sheetLegs } from '@/features/tripSheet/sheetDays';
import { datedSheet } from './zoneChecks';

const SHEET: TripSheet = {
  name: 'Choir ~ tour',
  origin: { name: 'Spokane, WA', latitude: 47.65883, longitude: -117.42604 },
  destination: { name: 'Seattle, WA', latitude: 47.61, longitude: -122.33 },
  stops: [{ name: 'Ellensburg, WA', latitude: 47, longitude: -120.52 }],
  departureDate: '2099-06-14',
  returnDate: '2099-06-16',
  roundTrip: true,
  people: 40,
  days: 3,
  costs: 'tip10.relief',
  companies: [{ name: 'Near Coaches', city: 'Spokane, WA', phone: '5095550142' }],
  quoteNumber: 'Q-1',
};

const read = (link: string) => readSheetLink(new URLSearchParams(link.split('#')[1] ?? ''));

describe('the trip sheet link', () => {
  it('carries the whole trip and reads it back (coordinates to 4 places, the separator cleaned)', () => {
    const link = writeSheetLink(SHEET);
    expect(
      link.startsWith('/trip#name=Choir+-+tour&from=Spokane%2C+WA%7E47.6588%7E-117.426&'),
    ).toBe(true);
    expect(read(link)).toEqual({
      kind: 'sheet',
      sheet: {
        ...SHEET,
        name: 'Choir - tour',
        origin: { name: 'Spokane, WA', latitude: 47.6588, longitude: -117.426 },
      },
    });
  });

  it('is empty without places, damaged when a required part does not read back', () => {
    expect(read('/trip')).toEqual({ kind: 'empty' });
    expect(read('/trip#utm=x')).toEqual({ kind: 'empty' });
    const link = writeSheetLink(SHEET);
    expect(read(link.replace(/&to=[^&]+/, ''))).toEqual({ kind: 'damaged' });
    expect(read(link.replace('%7E47.6588', '%7E91'))).toEqual({ kind: 'damaged' });
    expect(read(link.replace('days=3', 'days=15'))).toEqual({ kind: 'damaged' });
    expect(read(link.replace('group=40', 'group=x'))).toEqual({ kind: 'damaged' });
  });

  it.each([
    ['days that disagree with the dates', (link: string) => link.replace('days=3', 'days=2')],
    ['a return without a departure', (link: string) => link.replace(/&depart=[^&]+/, '')],
    ['a return before the departure', (link: string) => link.replace('2099-06-16', '2099-06-13')],
    ['a same-day trip of 3 days', (link: string) => link.replace(/&return=[^&]+/, '')],
    [
      'a year past 9999',
      (link: string) =>
        link.replace('2099-06-14', '10000-06-14').replace('2099-06-16', '10000-06-16'),
    ],
    [
      'a trip ending on the last day of 9999 (its calendar end would be past it)',
      (link: string) =>
        link.replace('2099-06-14', '9999-12-29').replace('2099-06-16', '9999-12-31'),
    ],
  ])('is damaged with %s', (_, edit) => {
    expect(read(edit(writeSheetLink(SHEET)))).toEqual({ kind: 'damaged' });
  });

  it('reads the dates and days that agree, to the end of 9999', () => {
    const link = writeSheetLink(SHEET);
    const late = link.replace('2099-06-14', '9999-12-28').replace('2099-06-16', '9999-12-30');
    expect(read(late)).toMatchObject({ kind: 'sheet', sheet: { returnDate: '9999-12-30' } });
    // No dates at all: the estimate's days stand alone.
    const undated = link.replace(/&depart=[^&]+&return=[^&]+/, '');
    expect(read(undated)).toMatchObject({ kind: 'sheet', sheet: { departureDate: '', days: 3 } });
  });

  it('leaves odd optional parts out rather than failing', () => {
    const link = `${writeSheetLink({ ...SHEET, companies: [] })}&co=&co=${encodeURIComponent('~Nameless')}`;
    expect(read(link)).toMatchObject({ kind: 'sheet', sheet: { companies: [] } });
  });

  it('puts the way out on the first day and the way back on the last', () => {
    expect(sheetLegs(SHEET).map(({ day, from, to }) => [day, from, to])).toEqual([
      [1, 'Spokane, WA', 'Ellensburg, WA'],
      [1, 'Ellensburg, WA', 'Seattle, WA'],
      [3, 'Seattle, WA', 'Spokane, WA'],
    ]);
    expect(sheetLegs({ ...SHEET, days: 1 }).every(({ day }) => day === 1)).toBe(true);
  });

  it("carries the plan's days of the legs and hours at the destination, and lays the legs on them", () => {
    const planned = { ...SHEET, legDays: [1, 2, 2], destinationHours: 6 };
    const link = writeSheetLink(planned);
    expect(link).toContain('&legdays=1%2C2%2C2&wait=6&');
    expect(read(link)).toMatchObject({
      kind: 'sheet',
      sheet: { legDays: [1, 2, 2], destinationHours: 6 },
    });
    expect(sheetLegs(planned).map(({ day }) => day)).toEqual([1, 2, 2]);
    // Odd ones are left out, never damaging the sheet.
    const odd = read(link.replace('legdays=1%2C2%2C2', 'legdays=x').replace('wait=6', 'wait=99'));
    expect(odd).toMatchObject({ kind: 'sheet' });
    expect(odd.kind === 'sheet' && [odd.sheet.legDays, odd.sheet.destinationHours]).toEqual([
      undefined,
      undefined,
    ]);
  });
});

/** Text as a link's part holds it: no separator, trimmed, within its length, not empty. */
const part = (max: number, minLength = 1) =>
  fc
    .string({ unit: 'grapheme', minLength, maxLength: max })
    .map((text) => text.replaceAll('~', '-').trim())
    .filter((text) => text.length <= max && text.length >= minLength);
/** Degrees to 4 decimals, as the link writes them. */
const degrees = (max: number) =>
  fc.integer({ min: -max * 1e4, max: max * 1e4 }).map((n) => n / 1e4);
const place: fc.Arbitrary<SheetPlace> = fc.record({
  name: part(80),
  latitude: degrees(90),
  longitude: degrees(180),
});
const sheet: fc.Arbitrary<TripSheet> = fc
  .record({
    dates: fc.option(datedSheet, { nil: null }),
    undatedDays: fc.integer({ min: 1, max: 14 }),
    name: fc.option(part(120), { nil: '' }),
    origin: place,
    destination: place,
    stops: fc.array(place, { maxLength: 5 }),
    roundTrip: fc.boolean(),
    people: fc.integer({ min: 1, max: 999 }),
    costs: fc.string({ unit: 'grapheme', maxLength: 60 }).filter((text) => text.length <= 60),
    companies: fc.array(
      fc.record({ name: part(80), city: part(80, 0), phone: fc.stringMatching(/^(\d{10})?$/) }),
      { maxLength: 20 },
    ),
    quoteNumber: fc.option(part(40), { nil: '' }),
  })
  .map(({ dates, undatedDays, ...rest }) => ({
    ...rest,
    departureDate: dates?.departureDate ?? '',
    returnDate: dates?.returnDate ?? '',
    days: dates?.days ?? undatedDays,
  }));

describe('the trip sheet link (properties)', () => {
  it('round-trips: a sheet written to its link reads back the same', () => {
    fc.assert(
      fc.property(sheet, (value) => {
        expect(read(writeSheetLink(value))).toEqual({ kind: 'sheet', sheet: value });
      }),
    );
  });

  it('never throws: any query reads as a sheet, empty or damaged', () => {
    const names = fc.constantFrom(
      'name',
      'from',
      'via',
      'to',
      'depart',
      'return',
      'round',
      'group',
      'days',
      'costs',
      'co',
      'quote',
    );
    fc.assert(
      fc.property(fc.array(fc.tuple(names, fc.string({ unit: 'binary' }))), (pairs) => {
        const kind = readSheetLink(new URLSearchParams(pairs)).kind;
        expect(['sheet', 'empty', 'damaged']).toContain(kind);
      }),
    );
  });
});
