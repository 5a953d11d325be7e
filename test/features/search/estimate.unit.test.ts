import {
  estimateBasis,
  estimateFigure,
  estimateFor,
  estimateText,
  estimateTrip,
  sortByEstimate,
  type TripEstimate,
} from '@/features/search/estimate';
import {
  DEFAULT_COSTS,
  readCostField,
  readCosts,
  writeCosts,
  type TripCosts,
} from '@/features/search/costs';
import { LOCAL_MILES, type AllInContext } from '@/features/search/estimate';
import { isEstimateInputs } from '@/features/search/estimateInputs';
import { estimateNote } from '@/features/search/estimateNote';
import type { BusResult } from '@/features/search/types';
import { i18n } from '@/lib/i18n/runtime';
import { busResult } from './busResult';

function bus(
  busType: string,
  seats: number,
  dayAmount: number,
  mileAmount: number,
  quantity = 2,
): BusResult {
  return busResult({ id: seats, busType, quantity, seats, years: '2022', dayAmount, mileAmount });
}

const van = bus('Van', 14, 500, 1.5);
const minibus = bus('Minibus', 28, 1000, 3);
const coach = bus('Full Size', 56, 1500, 4.25);
const trip = { people: 20, days: 2, miles: 300 };

describe('estimateTrip', () => {
  it('prices the one bus type that seats the group: days x day amount + miles x mile amount', () => {
    expect(estimateTrip([van, minibus], trip)).toEqual({
      kind: 'priced',
      low: 2 * 1000 + 300 * 3,
      high: 2900,
      lines: [{ id: 'base', label: 'Base price: 2 days x $1,000 + 300 miles x $3', cents: 290000 }],
      allIn: false,
      driveGap: null,
      vehicles: 1,
      busType: 'Minibus',
      highBusType: 'Minibus',
    });
  });

  it('words a line when it is first read, once: a long search weighs every option', () => {
    const wording = vi.spyOn(i18n, '_');
    try {
      const estimate = estimateTrip([coach, van, minibus], trip);
      expect(wording).not.toHaveBeenCalled();
      const [base] = estimate.kind === 'priced' ? estimate.lines : [];
      expect(base?.label).toBe('Base price: 2 days x $1,000 + 300 miles x $3');
      const worded = wording.mock.calls.length;
      expect(worded).toBeGreaterThan(0);
      expect(base?.label).toBe('Base price: 2 days x $1,000 + 300 miles x $3');
      expect(wording).toHaveBeenCalledTimes(worded);
    } finally {
      wording.mockRestore();
    }
  });

  it('gives a range over every bus type that seats the group, cheapest first', () => {
    const estimate = estimateTrip([coach, van, minibus], trip);
    expect(estimate).toMatchObject({ low: 2900, high: 2 * 1500 + 300 * 4.25, vehicles: 1 });
    expect(estimateFigure(estimate)).toBe('$2,900-$4,275');
    expect(estimateBasis(estimate)).toBe('Minibus to Full Size');
    expect(estimateText(estimate)).toBe('Estimated $2,900-$4,275');
  });

  it('leaves out fitting types without posted rates from the range', () => {
    const unposted = bus('Full Size', 56, 0, 0);
    expect(estimateTrip([minibus, unposted], trip)).toMatchObject({ low: 2900, high: 2900 });
  });

  it('says "No posted rates" when no type that seats the group has rates (0 or missing)', () => {
    const estimate = estimateTrip([van, bus('Minibus', 28, 0, 0)], trip);
    expect(estimate).toEqual({ kind: 'noRates' });
    expect(estimateFigure(estimate)).toBeNull();
    expect(estimateText(estimate)).toBe('No posted rates');
    expect(estimateTrip([], trip)).toEqual({ kind: 'noRates' });
  });

  it('needs a mile rate only when the trip drives miles', () => {
    const dayOnly = bus('Minibus', 28, 1000, 0);
    expect(estimateTrip([dayOnly], trip)).toEqual({ kind: 'noRates' });
    expect(estimateTrip([dayOnly], { ...trip, miles: 0 })).toMatchObject({ low: 2000 });
  });

  it('uses several buses of the cheapest single type when none seats the group alone', () => {
    const group = { people: 100, days: 1, miles: 100 };
    // 4 x Minibus = 5,200; 2 x Full Size = 3,850: the coaches win.
    const estimate = estimateTrip([minibus, bus('Full Size', 56, 1500, 4.25, 3)], group);
    expect(estimate).toMatchObject({ low: 3850, high: 3850, vehicles: 2, busType: 'Full Size' });
    expect(estimateBasis(estimate)).toBe('2 x Full Size');
    expect(estimateText(estimate)).toBe('Estimated $3,850');
  });

  it('never counts more buses of a type than the company lists', () => {
    const group = { people: 50, days: 1, miles: 0 };
    const oneMinibus = bus('Minibus', 28, 1000, 3, 1);
    expect(estimateTrip([oneMinibus], group)).toEqual({ kind: 'noFit' });
    expect(estimateText({ kind: 'noFit' })).toBe('Group larger than the listed fleet');
    // A server that does not say how many buses it has (0) is not held to a count.
    expect(estimateTrip([bus('Minibus', 28, 1000, 3, 0)], group)).toMatchObject({ vehicles: 2 });
    expect(estimateTrip([bus('Minibus', 28, 0, 0, 1)], group)).toEqual({ kind: 'noRates' });
  });

  it('skips the "all" summary row and buses without seats', () => {
    const summary = bus('all', 99, 1, 1);
    expect(estimateTrip([summary, bus('Minibus', 0, 1, 1), minibus], trip)).toMatchObject({
      low: 2900,
      busType: 'Minibus',
    });
  });

  it('adds in cents and rounds the total to the nearest dollar', () => {
    // 3 x 1,125.55 + 333 x 3.37 = 3,376.65 + 1,122.21 = 4,498.86 -> $4,499.
    const odd = bus('Minibus', 28, 1125.55, 3.37);
    expect(estimateTrip([odd], { people: 10, days: 3, miles: 333 })).toMatchObject({ low: 4499 });
    // 0.1 + 0.2 style drift does not tip a half: 1 x 0.15 + 1 x 0.35 = 0.50 -> $1.
    expect(
      estimateTrip([bus('Van', 14, 0.15, 0.35)], { people: 1, days: 1, miles: 1 }),
    ).toMatchObject({
      low: 1,
    });
  });

  it('estimates only the selected bus type when the search is filtered to one', () => {
    const inputs = { people: 20, days: 1, miles: 0 };
    expect(estimateFor([minibus, coach], inputs, ' full size ')).toMatchObject({
      low: 1500,
      high: 1500,
    });
    expect(estimateFor([minibus, coach], inputs, null)).toMatchObject({ low: 1000, high: 1500 });
  });
});

describe('estimate inputs', () => {
  it('accepts whole numbers within the limits only', () => {
    expect(isEstimateInputs({ people: 1, days: 1, miles: 0 })).toBe(true);
    expect(isEstimateInputs({ people: 999, days: 14, miles: 5000 })).toBe(true);
    expect(isEstimateInputs({ people: 0, days: 1, miles: 0 })).toBe(false);
    expect(isEstimateInputs({ people: 10, days: 15, miles: 0 })).toBe(false);
    expect(isEstimateInputs({ people: 10, days: 1, miles: 5001 })).toBe(false);
    expect(isEstimateInputs({ people: 10, days: 1.5, miles: 0 })).toBe(false);
    expect(isEstimateInputs({ people: Number.NaN, days: 1, miles: 0 })).toBe(false);
  });
});

describe('sortByEstimate', () => {
  const priced = (low: number): TripEstimate => ({
    kind: 'priced',
    low,
    high: low,
    lines: [],
    allIn: true,
    driveGap: null,
    vehicles: 1,
    busType: 'Van',
    highBusType: 'Van',
  });

  it('puts the lowest estimate first and companies without one last, ties in listed order', () => {
    const estimates = [
      priced(900),
      { kind: 'noRates' },
      priced(500),
      priced(900),
      { kind: 'noFit' },
    ] as const;
    const listed = [0, 1, 2, 3, 4].map((index) => ({ index }));
    expect(sortByEstimate(listed, estimates).map(({ index }) => index)).toEqual([2, 0, 3, 1, 4]);
  });
});

describe('the all-in estimate (issue 34)', () => {
  /** A round trip from Spokane, WA, the base `baseMiles` away (null: not known). */
  const context = ({
    costs = DEFAULT_COSTS,
    baseMiles = 45.4,
  }: { costs?: TripCosts; baseMiles?: number | null } = {}): AllInContext => ({
    costs,
    drives: {
      out: { place: 'Spokane, WA', miles: baseMiles },
      home: { place: 'Spokane, WA', miles: baseMiles },
    },
  });
  const lines = (estimate: TripEstimate) =>
    estimate.kind === 'priced'
      ? estimate.lines.map(({ label, cents }) => [label, cents / 100])
      : [];

  it('adds the drive from the base, one room a night and the gratuity, each on its own line', () => {
    const estimate = estimateTrip([minibus], { people: 20, days: 3, miles: 550 }, context());
    expect(lines(estimate)).toEqual([
      ['Base price: 3 days x $1,000 + 550 miles x $3', 4650],
      ['Bringing the bus to Spokane, WA: 45 miles at $3', 135],
      ['Taking the bus home from Spokane, WA: 45 miles at $3', 135],
      ["Driver's room: 2 nights x $110", 220],
      ['Gratuity: 15% of the base price', 697.5 + 0.5],
    ]);
    expect(estimate).toMatchObject({ low: 4650 + 270 + 220 + 698, allIn: true, driveGap: null });
    expect(estimateText(estimate)).toBe('All-in estimate $5,838');
  });

  it('counts the drive only from a base away from the departure, and knows when it is unknown', () => {
    const near = estimateTrip([minibus], trip, context({ baseMiles: LOCAL_MILES - 0.6 }));
    expect(lines(near).map(([label]) => label)).not.toContainEqual(
      expect.stringMatching(/^(Bringing|Taking)/),
    );
    const unknown = estimateTrip([minibus], trip, context({ baseMiles: null }));
    expect(unknown).toMatchObject({ driveGap: 'baseUnknown' });
    expect(lines(unknown)).toHaveLength(3);
  });

  it('a relief driver: a second driver-day every day, and a second room every night', () => {
    const costs = { ...DEFAULT_COSTS, relief: true, reliefDay: 350, room: 90, gratuity: 0 };
    const estimate = estimateTrip(
      [minibus],
      { people: 20, days: 2, miles: 0 },
      context({ costs, baseMiles: null }),
    );
    expect(lines(estimate)).toEqual([
      ['Base price: 2 days x $1,000', 2000],
      ['Relief driver: 2 days x $350', 700],
      ["Drivers' rooms: 1 night x 2 drivers x $90", 180],
    ]);
  });

  it('counts every bus of a fleet: drives, drivers and rooms', () => {
    const group = { people: 50, days: 2, miles: 100 };
    const estimate = estimateTrip([bus('Minibus', 28, 1000, 3, 2)], group, context());
    expect(lines(estimate)).toEqual([
      ['Base price: 2 days x $1,000 + 100 miles x $3, x 2 buses', 4600],
      ['Bringing the bus to Spokane, WA: 45 miles at $3, x 2 buses', 270],
      ['Taking the bus home from Spokane, WA: 45 miles at $3, x 2 buses', 270],
      ["Driver's room: 1 night x $110, x 2 buses", 220],
      ['Gratuity: 15% of the base price', 690],
    ]);
  });

  it('a same-day trip has no nights; a gratuity of 0 has no line', () => {
    const costs = { ...DEFAULT_COSTS, gratuity: 0 };
    const estimate = estimateTrip([minibus], { people: 5, days: 1, miles: 10 }, context({ costs }));
    expect(lines(estimate).map(([label]) => label)).toEqual([
      'Base price: 1 day x $1,000 + 10 miles x $3',
      'Bringing the bus to Spokane, WA: 45 miles at $3',
      'Taking the bus home from Spokane, WA: 45 miles at $3',
    ]);
  });

  it('ranks the bus types by the whole, and the range is of wholes', () => {
    // The coach's dearer miles make its drive from the base dearer still.
    const estimate = estimateTrip([coach, minibus], trip, context());
    expect(estimate).toMatchObject({ busType: 'Minibus', highBusType: 'Full Size' });
    if (estimate.kind !== 'priced') throw new Error('priced');
    expect(estimate.low).toBe(2900 + 270 + 110 + 435);
    // 45 miles at $4.25 is $191.25: $191 each way.
    expect(estimate.high).toBe(4275 + 2 * 191 + 110 + 641);
  });

  it('takes each line from the figures shown above it (issue 47): 18% of a $102.50 day is $19, from the $103 shown', () => {
    const costs = { ...DEFAULT_COSTS, gratuity: 18, room: 0 };
    const estimate = estimateTrip(
      [bus('Van', 14, 102.5, 2)],
      { people: 10, days: 1, miles: 0 },
      context({ costs, baseMiles: null }),
    );
    expect(lines(estimate)).toEqual([
      ['Base price: 1 day x $102.50', 103],
      ['Gratuity: 18% of the base price', 19],
    ]);
    expect(estimate).toMatchObject({ low: 122, high: 122 });
  });

  it('names what stays out', () => {
    expect(estimateNote({ people: 20, days: 2, miles: 300 }, DEFAULT_COSTS)).toContain(
      'Not included: tolls, parking, permits, fuel surcharges and taxes.',
    );
  });
});

describe('the assumptions in the address', () => {
  it('writes only what differs from the defaults, and reads it back', () => {
    expect(writeCosts(DEFAULT_COSTS)).toBe('');
    const changed = { gratuity: 0, room: 90, relief: true, reliefDay: 400 };
    expect(writeCosts(changed)).toBe('tip0.room90.relief');
    expect(readCosts('tip0.room90.relief')).toEqual(changed);
    expect(readCosts(writeCosts({ ...changed, reliefDay: 525 }))).toEqual({
      ...changed,
      reliefDay: 525,
    });
  });

  it('keeps the default of a part that is odd or out of bounds, never throwing', () => {
    expect(readCosts('tip31.room1001.x.tip-1..%%')).toEqual(DEFAULT_COSTS);
    expect(readCosts('tip10.tip12')).toMatchObject({ gratuity: 12 });
  });

  it('reads typed values within their limits', () => {
    expect(readCostField('gratuity', ' 20% ')).toBe(20);
    expect(readCostField('room', '$1,000')).toBe(1000);
    expect(readCostField('room', '1001')).toBeNull();
    expect(readCostField('reliefDay', '2.5')).toBeNull();
    expect(readCostField('gratuity', '')).toBeNull();
  });
});
