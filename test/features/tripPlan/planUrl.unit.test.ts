import { buildSearchUrl, parseCriteria } from '@/features/search/searchUrl';
import { readBack } from '../tripSheet/readBack';
import { linkOf } from '@/features/tripPlan/planLink';
import { planOrigin } from '@/features/tripPlan/origin';
import { loadPlaceIndex } from '@/features/tripPlan/placeIndex';
import { planPrefill, stopsNote } from '@/features/tripRequest/planPrefill';
import type { TripPlan } from '@/features/tripPlan/types';

const FILTERS = {
  zip: '',
  within: 50,
  amenities: [],
  busType: null,
  people: null,
  trip: 2,
  estimate: { people: 40, days: 2, miles: 552 },
} as const;

const LINK = {
  destination: 'Seattle,WA',
  stops: ['Ellensburg,WA', '98826'],
  departureDate: '2099-06-14',
  returnDate: '2099-06-15',
};

const params = (url: string) => new URLSearchParams(url.split('?')[1]);

describe('the trip plan in the address', () => {
  it('round-trips: written with the estimate, read back the same, stops in order', () => {
    const url = buildSearchUrl('spokane', 'wa', { ...FILTERS, plan: LINK });
    expect(url).toBe(
      '/search/spokane/wa?trip=2&group=40&days=2&miles=552&to=Seattle,WA&via=Ellensburg,WA&via=98826&depart=2099-06-14&return=2099-06-15',
    );
    expect(parseCriteria({ city: 'spokane', state: 'wa' }, params(url))).toMatchObject({
      trip: 2,
      estimate: FILTERS.estimate,
      plan: LINK,
    });
    // A city with a space travels as the form encodes it, and comes back whole.
    const spaced = buildSearchUrl('spokane', 'wa', {
      ...FILTERS,
      plan: { ...LINK, destination: 'Cle Elum,WA', stops: [] },
    });
    expect(spaced).toContain('to=Cle+Elum,WA');
    expect(parseCriteria({}, params(spaced)).plan?.destination).toBe('Cle Elum,WA');
  });

  it('writes no plan without an estimate, and reads none without one', () => {
    expect(buildSearchUrl('spokane', 'wa', { ...FILTERS, estimate: null, plan: LINK })).toBe(
      '/search/spokane/wa?trip=2',
    );
    expect(parseCriteria({}, params('x?to=Seattle,WA&via=Ellensburg,WA')).plan).toBeUndefined();
    expect(
      parseCriteria({}, params('x?group=40&days=2&miles=5&via=Ellensburg,WA')).plan,
    ).toBeUndefined();
  });

  it("carries the legs' days and the hours at the destination; an older link has neither", () => {
    const plan = { ...LINK, legDays: [1, 1, 2, 2], destinationHours: 2.5 };
    const url = buildSearchUrl('spokane', 'wa', { ...FILTERS, plan });
    expect(url).toMatch(/&legdays=1,1,2,2&wait=2\.5$/);
    expect(parseCriteria({}, params(url)).plan).toEqual(plan);
    // Odd values (hand-edited) are left out: the default days and hours stand in.
    const odd = parseCriteria({}, params(`${url.split('&legdays')[0]}&legdays=1,x&wait=-3`));
    expect(odd.plan).toEqual(LINK);
  });

  it("reads the legs' days and the hours within the trip sheet's limits (one reader, issue 47)", () => {
    const read = (tail: string) => {
      const query = params(`x?group=40&days=3&miles=500&to=Seattle,WA${tail}`);
      const plan = parseCriteria({}, query).plan;
      const sheet = readBack(`/trip?from=A~1~1&to=B~2~2&group=40&days=3${tail}`);
      return [plan, sheet.kind === 'sheet' ? sheet.sheet : null].map((read) => [
        read?.legDays,
        read?.destinationHours,
      ]);
    };
    // Past 24 hours, or a day for more legs than a trip has (5 stops, there and back: 7).
    expect(read('&legdays=1,1,1,1,1,1,1,1&wait=30')).toEqual([
      [undefined, undefined],
      [undefined, undefined],
    ]);
    expect(read('&legdays=1,1,1,1,1,1,3&wait=24')).toEqual([
      [[1, 1, 1, 1, 1, 1, 3], 24],
      [[1, 1, 1, 1, 1, 1, 3], 24],
    ]);
  });

  it('leaves the places to be checked later, dates and stops optional', () => {
    expect(parseCriteria({}, params('x?group=4&days=1&miles=5&to=Nowhere,ZZ')).plan).toEqual({
      destination: 'Nowhere,ZZ',
      stops: [],
      departureDate: '',
      returnDate: '',
    });
  });
});

describe('a plan read back as a link, and where it starts', () => {
  it('gives the keys of its places', async () => {
    const index = await loadPlaceIndex();
    const place = (key: string) => {
      const found = index.find(key);
      if (!found) throw new Error(key);
      return found;
    };
    const plan: TripPlan = {
      origin: null,
      destination: place('Seattle,WA'),
      stops: [place('Ellensburg,WA'), place('98826')],
      departureDate: LINK.departureDate,
      returnDate: LINK.returnDate,
    };
    expect(linkOf(plan)).toEqual(LINK);
  });

  it('starts at the search answer, else the searched zip, else the departure city', async () => {
    const index = await loadPlaceIndex();
    const start = { city: 'Spokane', state: 'WA', zip: '', latitude: 47.66, longitude: -117.43 };
    expect(planOrigin(start, null)).toEqual({
      name: 'Spokane, WA',
      latitude: 47.66,
      longitude: -117.43,
    });
    const noAnswer = { ...start, latitude: null, longitude: null };
    expect(planOrigin(noAnswer, null)).toBeNull();
    expect(planOrigin(noAnswer, index)).toMatchObject({ name: 'Spokane, WA' });
    expect(planOrigin({ ...noAnswer, zip: '99201' }, index)).toEqual({
      name: 'Spokane, WA 99201',
      latitude: index.find('99201')?.latitude,
      longitude: index.find('99201')?.longitude,
    });
    expect(planOrigin({ ...noAnswer, city: 'Nowhere', state: 'ZZ' }, index)).toBeNull();
  });
});

describe('the trip request prefilled from the plan', () => {
  it('fills destination, dates, group size and the stops as notes', () => {
    const plan = {
      destination: { city: 'Seattle', state: 'wa', name: 'Seattle, WA' },
      stops: [{ name: 'Ellensburg, WA' }, { name: 'Leavenworth, WA' }],
      departureDate: '2099-06-14',
      returnDate: '2099-06-15',
    };
    expect(planPrefill({ search: { plan, estimate: { people: 40 } } })).toEqual({
      destinationCity: 'Seattle',
      destinationState: 'WA',
      departureDate: '2099-06-14',
      returnDate: '2099-06-15',
      numberOfPeople: '40',
      notes: 'Stops: Ellensburg, WA; Leavenworth, WA',
    });
    expect(stopsNote([])).toBe('');
  });

  it('fills nothing without a plan, or from a store without a search', () => {
    expect(planPrefill({ search: { plan: null, estimate: { people: 40 } } })).toEqual({});
    expect(planPrefill({})).toEqual({});
    expect(planPrefill({ search: { plan: { stops: 'x' }, estimate: null } })).toMatchObject({
      destinationCity: '',
      notes: '',
    });
  });
});
