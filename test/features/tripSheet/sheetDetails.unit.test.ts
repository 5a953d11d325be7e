import type { QuoteRequest } from '@/features/quoteCart/types';
import { dayDate, sheetLegs, spanishDayRange } from '@/features/tripSheet/sheetDays';
import { writeSheetLink, type TripSheet } from '@/features/tripSheet/sheetLink';
import { sheetOf } from '@/features/tripSheet/sheetOf';
import { readBack } from './readBack';
import { CHOIR_TOUR, ELLENSBURG, SPOKANE } from './sampleSheet';
import { ROUND_TRIP, SEATTLE, SPOKANE_ORIGIN, sourcesOf } from './sheetSources';

/*
 * The details of the trip sheet's rules that the mutation run found unheld (issue 47): the dates
 * in words, the companies and quote of the sheet made from the store, and each part of the link.
 */

/** The link's parameters as written, from wherever the link carries them. */
function linkParams(link: string): URLSearchParams {
  const url = new URL(link, 'https://example.test');
  return new URLSearchParams(url.hash ? url.hash.slice(1) : url.search);
}

const BARE: TripSheet = {
  ...CHOIR_TOUR,
  name: '',
  departureDate: '',
  returnDate: '',
  costs: '',
  roundTrip: false,
  companies: [],
  quoteNumber: '',
};

describe('the trip sheet: its days in words', () => {
  it('names each day of a dated trip, and none without a departure date', () => {
    expect(dayDate(CHOIR_TOUR, 1)).toBe('Sun, Jun 14, 2099');
    expect(dayDate(CHOIR_TOUR, 2)).toBe('Mon, Jun 15, 2099');
    expect(dayDate(BARE, 1)).toBe('');
    // English keeps its own sentence for the range.
    expect(spanishDayRange(CHOIR_TOUR)).toBeNull();
    expect(spanishDayRange(BARE)).toBeNull();
  });

  it('gives every leg its day, miles and hours', () => {
    const legs = sheetLegs({ ...CHOIR_TOUR, stops: [ELLENSBURG] });
    expect(legs.map(({ from, to }) => [from, to])).toEqual([
      ['Spokane, WA', 'Ellensburg, WA'],
      ['Ellensburg, WA', 'Seattle, WA'],
      ['Seattle, WA', 'Spokane, WA'],
    ]);
    expect(legs.every((leg) => leg.miles > 0 && leg.hours > 0 && leg.day >= 1)).toBe(true);
  });
});

describe('the trip sheet made from the store: companies and quote', () => {
  const plan = {
    origin: SPOKANE_ORIGIN,
    destination: SEATTLE,
    stops: [],
    departureDate: '2099-06-14',
    returnDate: '2099-06-14',
    destinationHours: 6,
  };
  const estimate = { people: 40, days: 1, miles: 560 };
  const request = (id: number, name: string, phone: string | null): QuoteRequest =>
    ({ id, companyName: name, city: id === 1 ? 'Spokane, WA' : null, phone }) as QuoteRequest;
  const cart = (quoteRequests: QuoteRequest[], sent: QuoteRequest[], phonesShown: number[]) => ({
    ...sourcesOf(plan, estimate, ROUND_TRIP),
    quoteCart: { quoteRequests, sent, phonesShown },
    tripRequest: { quoteNumber: 'Q-7', confirmedQuoteNumber: null },
  });

  it("lists the cart's companies, with the phones the traveller revealed, and no quote number before the request", () => {
    const sheet = sheetOf(
      cart([request(1, 'Near Coaches', '5095550142'), request(2, 'Far Lines', null)], [], [1, 2]),
    );
    expect(sheet).toMatchObject({
      name: '',
      quoteNumber: '',
      destinationHours: 6,
      companies: [
        { name: 'Near Coaches', city: 'Spokane, WA', phone: '5095550142' },
        { name: 'Far Lines', city: '', phone: '' },
      ],
    });
    const hidden = sheetOf(cart([request(1, 'Near Coaches', '5095550142')], [], []));
    expect(hidden?.companies).toEqual([{ name: 'Near Coaches', city: 'Spokane, WA', phone: '' }]);
  });

  it('after the request: the quote number, and the companies it went to once the cart is empty', () => {
    const sent = [request(1, 'Near Coaches', '5095550142')];
    expect(sheetOf(cart([], sent, []), true)).toMatchObject({
      quoteNumber: 'Q-7',
      companies: [{ name: 'Near Coaches' }],
    });
    const waiting = [request(2, 'Far Lines', null)];
    expect(sheetOf(cart(waiting, sent, []), true)?.companies).toEqual([
      { name: 'Far Lines', city: '', phone: '' },
    ]);
    expect(sheetOf(cart([], sent, []))?.companies).toEqual([]);
    // A cart from before issue 39 has neither the sent companies nor the phones shown.
    const older = { ...cart([], [], []), quoteCart: { quoteRequests: [] } };
    expect(sheetOf(older, true)?.companies).toEqual([]);
    const shown = {
      ...cart([request(1, 'Near Coaches', '5')], [], []),
      quoteCart: { quoteRequests: [request(1, 'Near Coaches', '5')] },
    };
    expect(sheetOf(shown)?.companies).toEqual([
      { name: 'Near Coaches', city: 'Spokane, WA', phone: '' },
    ]);
    const noNumber = {
      ...cart([], sent, []),
      tripRequest: { quoteNumber: null, confirmedQuoteNumber: null },
    };
    expect(sheetOf(noNumber, true)).toMatchObject({ quoteNumber: '', companies: [] });
  });

  it('makes no sheet without a departure point or an estimate, and no wait unless set', () => {
    const sources = sourcesOf(plan, estimate, ROUND_TRIP);
    expect(
      sheetOf({ ...sources, search: { ...sources.search, plan: { ...plan, origin: null } } }),
    ).toBeNull();
    expect(sheetOf({ ...sources, search: { ...sources.search, estimate: null } })).toBeNull();
    const unset = { ...plan, destinationHours: undefined };
    expect(sheetOf(sourcesOf(unset, estimate, ROUND_TRIP))).not.toHaveProperty('destinationHours');
  });
});

describe('the trip sheet link, part by part', () => {
  it('writes only the parts a sheet has', () => {
    expect([...linkParams(writeSheetLink(BARE)).keys()]).toEqual(['from', 'to', 'group', 'days']);
    const full = { ...CHOIR_TOUR, legDays: [1, 2], destinationHours: 0, costs: 'relief' };
    expect(readBack(writeSheetLink(full))).toEqual({ kind: 'sheet', sheet: full });
    expect([...new Set(linkParams(writeSheetLink(full)).keys())]).toEqual([
      'name',
      'from',
      'to',
      'depart',
      'return',
      'round',
      'group',
      'days',
      'legdays',
      'wait',
      'costs',
      'co',
      'quote',
    ]);
    expect(linkParams(writeSheetLink({ ...BARE, name: '  ' })).has('name')).toBe(false);
  });

  it('cuts long texts to their lengths, trims them, and reads them back so', () => {
    const long = {
      ...BARE,
      name: ` ${'n'.repeat(130)} `,
      quoteNumber: `${'q'.repeat(45)}`,
      costs: 'c'.repeat(70),
      companies: Array.from({ length: 22 }, (_, at) => ({
        name: ` Co ${at} `,
        city: ' Spokane, WA ',
        phone: ' 5095550142 ',
      })),
      destination: { ...SEATTLE, name: ` ${'s'.repeat(90)} ` },
    };
    const read = readBack(writeSheetLink(long));
    if (read.kind !== 'sheet') throw new Error(read.kind);
    expect(read.sheet.name).toBe('n'.repeat(120));
    expect(read.sheet.quoteNumber).toBe('q'.repeat(40));
    expect(read.sheet.destination.name).toBe('s'.repeat(80));
    expect(read.sheet.companies).toHaveLength(20);
    expect(read.sheet.companies[0]).toEqual({
      name: 'Co 0',
      city: 'Spokane, WA',
      phone: '5095550142',
    });
    // Read from a link written by hand: each part cut and trimmed as the writer would.
    const byHand = readBack(
      `/trip?from=Spokane~1~1&to=%20Seattle%20~2~2&group=4&days=1&name=%20${'x'.repeat(125)}&costs=${'c'.repeat(65)}&quote=%20${'q'.repeat(45)}&co=%20A%20~%20B%20~%20C%20`,
    );
    expect(byHand).toMatchObject({
      kind: 'sheet',
      sheet: {
        name: 'x'.repeat(120),
        costs: 'c'.repeat(60),
        quoteNumber: 'q'.repeat(40),
        destination: { name: 'Seattle' },
        companies: [{ name: 'A', city: 'B', phone: 'C' }],
      },
    });
  });

  it.each([
    ['a place without a name', 'from=%20~1~1'],
    ['a latitude past 90', 'from=A~90.5~1'],
    ['a longitude past 180', 'from=A~1~180.5'],
    ['a latitude with more than it', 'from=A~1x~1'],
    ['a longitude with more than it', 'from=A~1~x1'],
    ['a latitude written after something', 'from=A~x1~1'],
    ['a longitude written before something', 'from=A~1~1x'],
    ['a group with more than digits', 'from=A~1~1&group=4x'],
    ['a group after something', 'from=A~1~1&group=x4'],
    ['a stop that does not read', 'from=A~1~1&via=B~1'],
  ])('is damaged with %s', (_, part) => {
    const query = new URLSearchParams(`from=A~1~1&to=B~2~2&group=4&days=1`);
    for (const [name, value] of new URLSearchParams(part)) query.set(name, value);
    expect(readBack(`/trip?${query.toString()}`).kind).toBe('damaged');
  });

  it('reads the extremes: a longitude of 180, a latitude of -90, a trip with only its destination', () => {
    expect(readBack('/trip?from=A~-90~180&to=B~2~2&group=4&days=1')).toMatchObject({
      kind: 'sheet',
      sheet: { origin: { latitude: -90, longitude: 180 } },
    });
    expect(readBack('/trip?from=A~1~1&to=B~2~2&group=4&days=1&co=Name')).toMatchObject({
      sheet: { companies: [{ name: 'Name', city: '', phone: '' }] },
    });
    expect(readBack('/trip?to=B~2~2&group=4&days=1').kind).toBe('damaged');
    expect(readBack('/trip?from=A~1~1&group=4&days=1').kind).toBe('damaged');
    expect(readBack(writeSheetLink({ ...BARE, stops: [SPOKANE] }))).toMatchObject({
      kind: 'sheet',
      sheet: { stops: [SPOKANE] },
    });
  });
});
