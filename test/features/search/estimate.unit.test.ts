import {
  estimateBasis,
  estimateFigure,
  estimateFor,
  estimateText,
  estimateTrip,
  sortByEstimate,
  type TripEstimate,
} from '@/features/search/estimate';
import { isEstimateInputs } from '@/features/search/estimateInputs';
import type { BusResult } from '@/features/search/types';

function bus(
  busType: string,
  seats: number,
  dayAmount: number,
  mileAmount: number,
  quantity = 2,
): BusResult {
  return {
    id: seats,
    busType,
    quantity,
    seats,
    years: '2022',
    restroom: false,
    wifi: false,
    oneTenVolts: false,
    dayAmount,
    mileAmount,
    amenities: [],
  };
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
      vehicles: 1,
      busType: 'Minibus',
      highBusType: 'Minibus',
    });
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
