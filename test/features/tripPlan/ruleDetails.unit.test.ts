import { buildSearchUrl, parseCriteria, slugify, ZIP_PATTERN } from '@/features/search/searchUrl';
import {
  chosenDays,
  defaultLegDays,
  drivingDays,
  fitsDays,
  roadLegs,
  tripFixes,
} from '@/features/tripPlan/drivingDay';
import { drivingDaysText, hoursText } from '@/features/tripPlan/drivingText';
import { readDestinationHours } from '@/features/tripPlan/planDays';
import { linkOf } from '@/features/tripPlan/planLink';
import { dayNumber, todayIsoDate, tripDays } from '@/features/tripPlan/tripDays';
import { SEATTLE, SPOKANE_ORIGIN } from '../tripSheet/sheetSources';

/* The rules' details that the mutation run found unheld (issue 47). */

describe("the driver's day, at its edges", () => {
  it('shares typed miles evenly between legs of no length', () => {
    expect(roadLegs({ days: 1, miles: 100, legs: [0, 0], roundTrip: true })).toEqual([50, 50]);
  });

  it('fills a day up to exactly 10 hours before the next', () => {
    expect(defaultLegDays([5, 5], 2, false)).toEqual([1, 1]);
    expect(defaultLegDays([5, 5.5], 2, false)).toEqual([1, 2]);
  });

  it('takes only whole days from 1 to the last, in order', () => {
    expect(fitsDays([1, 1.5], 2, 2)).toBe(false);
    expect(fitsDays([0, 1], 2, 2)).toBe(false);
    expect(fitsDays([1, 3], 2, 2)).toBe(false);
    expect(fitsDays([2, 1], 2, 2)).toBe(false);
    expect(fitsDays([1, 2], 2, 2)).toBe(true);
  });

  it('keeps the legs days a plan moved, and none when they are the default', () => {
    const trip = { days: 3, miles: 600, legs: [100, 150, 250], roundTrip: true };
    expect(chosenDays(trip)).toEqual({});
    expect(chosenDays({ ...trip, legDays: [1, 1, 3] })).toEqual({});
    expect(chosenDays({ ...trip, legDays: [1, 2, 3] })).toEqual({ legDays: [1, 2, 3] });
  });

  it('waits at the destination only on a round trip', () => {
    const oneWay = { days: 1, miles: 400, legs: [100, 100], roundTrip: false, destinationHours: 8 };
    expect(drivingDays(oneWay)).toEqual([{ day: 1, miles: 400, hours: 8, waiting: 0, onDuty: 8 }]);
  });

  it('offers no fix when no day is flagged, and no day more past 14 days', () => {
    expect(tripFixes({ days: 1, miles: 100, legs: null, roundTrip: false }, false)).toEqual({
      relief: false,
      day: false,
    });
    const long = { days: 14, miles: 700, legs: null, roundTrip: false };
    expect(tripFixes(long, false)).toEqual({ relief: true, day: false });
    // Both ways on day 14: a 15th day would clear it, but a trip has at most 14.
    const last = { days: 14, miles: 600, legs: null, roundTrip: true, legDays: [14, 14] };
    expect(tripFixes(last, false)).toEqual({ relief: false, day: false });
    expect(tripFixes({ ...last, days: 13, legDays: [13, 13] }, false)).toEqual({
      relief: false,
      day: true,
    });
  });

  it('says each day in one sentence, and a leg with no share of the hours', () => {
    const days = drivingDays({
      days: 2,
      miles: 600,
      legs: [100, 150],
      roundTrip: false,
      legDays: [1, 2],
    });
    expect(drivingDaysText(2, days)).toBe(
      'Driving hours at an average of 50 mph, each leg on its day. Day 1: about 5 hours of driving (240 miles); Day 2: about 7 hours of driving (360 miles).',
    );
    expect(hoursText(0)).toBe('less than half an hour');
    expect(hoursText(1)).toBe('1 hour');
  });
});

describe('the plan link: its writer and its readers, at their edges', () => {
  it("writes the legs' days and the hours only when the plan has them", () => {
    const plan = {
      origin: SPOKANE_ORIGIN,
      destination: SEATTLE,
      stops: [],
      departureDate: '',
      returnDate: '',
    };
    expect(linkOf(plan)).toEqual({
      destination: 'Seattle,WA',
      stops: [],
      departureDate: '',
      returnDate: '',
    });
    expect(linkOf({ ...plan, legDays: [1, 2], destinationHours: 0 })).toMatchObject({
      legDays: [1, 2],
      destinationHours: 0,
    });
  });

  it('reads hours as typed: trimmed, whole or half, nothing after', () => {
    expect(readDestinationHours(' 4 ')).toBe(4);
    expect(readDestinationHours('4x')).toBeNull();
    expect(readDestinationHours('x4')).toBeNull();
  });

  it('reads dates whole, trimmed, and real', () => {
    expect(dayNumber(' 2099-06-14 ')).toBe(dayNumber('2099-06-14'));
    expect(dayNumber('x2099-06-14')).toBeNull();
    expect(dayNumber('2099-06-14x')).toBeNull();
    expect(dayNumber('2099-02-29')).toBeNull();
    expect(dayNumber('2099-04-31')).toBeNull();
    expect(dayNumber('2096-02-29')).not.toBeNull();
    expect(tripDays('2099-06-14', ' ')).toBe(1);
    expect(tripDays('2099-06-14', '2099-06-13')).toBeNull();
    expect(todayIsoDate(new Date(2030, 0, 5))).toBe('2030-01-05');
  });

  it('reads a search link: whole numbers only, trimmed places, cut texts', () => {
    const query = (text: string) => new URLSearchParams(text);
    expect(
      parseCriteria({ city: ' Dallas ', state: ' TX ' }, query('zip=%2075201%20')),
    ).toStrictEqual({
      city: 'Dallas',
      state: 'TX',
      zip: '75201',
    });
    expect(parseCriteria({}, query('zip=x75201&people=4x&trip=x2&type=2'))).toStrictEqual({
      busType: 2,
    });
    expect(parseCriteria({ city: 'Dallas', state: ' ' }, query('people=4&trip=2'))).toStrictEqual({
      city: 'Dallas',
      people: 4,
      trip: 2,
    });
    // An estimate needs all three figures; a plan and costs only come with one.
    expect(parseCriteria({}, query('group=4&days=1&to=Seattle,WA&costs=tip10'))).toStrictEqual({});
    expect(parseCriteria({}, query('group=4&days=1&miles=5'))).toStrictEqual({
      estimate: { people: 4, days: 1, miles: 5 },
    });
    expect(parseCriteria({}, query('amenities=%201%20,2'))).toEqual({ amenities: [1, 2] });
    expect(parseCriteria({}, query('group=4&days=1&miles=5x'))).toEqual({});
    expect(parseCriteria({}, query('group=4&days=1&miles=x5'))).toEqual({});
    expect(parseCriteria({}, query(`costs=tip10`))).toEqual({});
    const long = 'x'.repeat(90);
    const plan = parseCriteria(
      {},
      query(`group=4&days=1&miles=5&costs=${'c'.repeat(70)}&to=${long}&via=%20${long}&via=%20`),
    );
    expect(plan.costs).toBe('c'.repeat(60));
    expect(plan.plan).toMatchObject({ destination: 'x'.repeat(80), stops: ['x'.repeat(80)] });
    const many = Array.from({ length: 22 }, (_, at) => `via=S${at}`).join('&');
    expect(
      parseCriteria({}, query(`group=4&days=1&miles=5&to=T&${many}`)).plan?.stops,
    ).toHaveLength(20);
    expect(ZIP_PATTERN.test('75201x')).toBe(false);
    expect(ZIP_PATTERN.test('x75201')).toBe(false);
  });

  it('slugs a city as the API does', () => {
    expect(slugify(' Fort Worth & Co. ')).toBe('fort-worth-and-co');
    expect(slugify('--St. Louis--')).toBe('st-louis');
  });

  it('writes no dates the plan has not, and the costs only with an estimate', () => {
    const filters = {
      zip: '',
      within: 50 as const,
      amenities: [],
      busType: null,
      people: null,
      trip: null,
      estimate: { people: 4, days: 1, miles: 5 },
      plan: { destination: 'Seattle,WA', stops: [], departureDate: '', returnDate: '' },
      costs: 'tip10',
    };
    expect(buildSearchUrl('spokane', 'wa', filters)).toBe(
      '/search/spokane/wa?group=4&days=1&miles=5&to=Seattle,WA&costs=tip10',
    );
    expect(buildSearchUrl('spokane', 'wa', { ...filters, estimate: null })).toBe(
      '/search/spokane/wa',
    );
  });
});
