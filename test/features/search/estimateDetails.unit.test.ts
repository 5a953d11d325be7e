import { allInEstimate } from '@/features/search/allInEstimate';
import { DEFAULT_COSTS } from '@/features/search/costs';
import {
  busCount,
  driveGap,
  estimateBasis,
  estimateFor,
  estimateTrip,
  figureName,
  isRange,
  LOCAL_MILES,
  sortByEstimate,
  type TripEstimate,
} from '@/features/search/estimate';
import { busResult } from './busResult';

/* The estimate's details that the mutation run found unheld (issue 47). */

const bus = (busType: string, seats: number, dayAmount: number, mileAmount: number, quantity = 0) =>
  busResult({ id: seats, busType, quantity, seats, dayAmount, mileAmount });

const VAN = bus('Van', 14, 500, 2);
const trip = { people: 10, days: 2, miles: 100 };
const drives = (out: number | null, home: number | null) => ({
  out: { place: 'Spokane, WA', miles: out },
  home: { place: 'Seattle, WA', miles: home },
});
const ids = (estimate: TripEstimate) =>
  estimate.kind === 'priced' ? estimate.lines.map((line) => line.id) : [];
const noExtras = { ...DEFAULT_COSTS, room: 0, gratuity: 0 };

describe('the all-in lines, at their edges', () => {
  it('counts a drive from 5 miles, at a posted mile rate only', () => {
    const at = (miles: number, rate = 2) =>
      ids(
        estimateTrip([bus('Van', 14, 500, rate)], trip, {
          costs: noExtras,
          drives: drives(miles, miles),
        }),
      );
    expect(at(LOCAL_MILES)).toEqual(['base', 'driveOut', 'driveHome']);
    expect(at(LOCAL_MILES - 0.6)).toEqual(['base']);
    expect(
      ids(estimateTrip([VAN], { ...trip, miles: 0 }, { costs: noExtras, drives: drives(40, 40) })),
    ).toEqual(['base', 'driveOut', 'driveHome']);
    expect(
      ids(
        estimateTrip(
          [bus('Van', 14, 500, 0)],
          { ...trip, miles: 0 },
          { costs: noExtras, drives: drives(40, 40) },
        ),
      ),
    ).toEqual(['base']);
  });

  it('a relief driver and rooms only with a figure above 0; the drives once measured', () => {
    const costs = { ...DEFAULT_COSTS, gratuity: 0, relief: true, reliefDay: 0, room: 0 };
    expect(ids(estimateTrip([VAN], trip, { costs, drives: drives(null, null) }))).toEqual(['base']);
    expect(
      ids(
        estimateTrip([VAN], trip, {
          costs: { ...costs, reliefDay: 1, room: 1 },
          drives: drives(null, null),
        }),
      ),
    ).toEqual(['base', 'relief', 'room']);
    const measuring = estimateTrip([VAN], trip, { costs, drives: 'measuring' });
    expect(measuring).toMatchObject({ driveGap: 'measuring', allIn: true });
    expect(ids(measuring)).toEqual(['base']);
  });

  it('says which drive is not counted', () => {
    expect(driveGap('measuring')).toBe('measuring');
    expect(driveGap(drives(null, 10))).toBe('baseUnknown');
    expect(driveGap(drives(10, null))).toBe('endUnknown');
    expect(driveGap(drives(10, 10))).toBeNull();
    expect(estimateTrip([VAN], trip)).toMatchObject({ allIn: false, driveGap: null });
  });

  it('prices no bus without seats, and ranks the types that seat the group exactly or more', () => {
    expect(estimateTrip([bus('Van', 0, 100, 1)], trip)).toEqual({ kind: 'noRates' });
    const range = estimateTrip([bus('Minibus', 10, 900, 3), bus('Full Size', 20, 1500, 4)], trip);
    expect(range).toMatchObject({ busType: 'Minibus', highBusType: 'Full Size' });
    // Of equal figures, the fewer seats first.
    const tie = estimateTrip([bus('Full Size', 28, 500, 2), bus('Minibus', 14, 500, 2)], trip);
    expect(tie).toMatchObject({ busType: 'Minibus', highBusType: 'Full Size' });
  });

  it('prices only buses with seats, and one whose seats equal the group', () => {
    expect(estimateTrip([bus('Van', 0, 100, 1), bus('Minibus', 10, 900, 3)], trip)).toMatchObject({
      busType: 'Minibus',
      vehicles: 1,
    });
  });

  it('with no type seating the group: the cheapest fleet, and of equal totals the fewer buses', () => {
    const vans = bus('Van', 5, 100, 0);
    const minis = bus('Minibus', 10, 200, 0);
    // 4 vans or 2 minibuses cost the same: the fewer buses.
    expect(estimateTrip([vans, minis], { people: 20, days: 1, miles: 0 })).toMatchObject({
      busType: 'Minibus',
      vehicles: 2,
      low: 400,
    });
    expect(estimateTrip([minis, vans], { people: 20, days: 1, miles: 0 })).toMatchObject({
      vehicles: 2,
    });
    expect(
      estimateTrip([bus('Van', 5, 99, 0), minis], { people: 20, days: 1, miles: 0 }),
    ).toMatchObject({ busType: 'Van', vehicles: 4 });
  });

  it('of two fleets with equal totals and equal bus counts, the first listed stays', () => {
    // 2 vans of 10 or 2 minibuses of 12 for 20 people, $200 a day each: nothing to choose
    // between them but the order the company lists them in.
    const vans = bus('Van', 10, 200, 0);
    const minis = bus('Minibus', 12, 200, 0);
    const trip20 = { people: 20, days: 1, miles: 0 };
    expect(estimateTrip([vans, minis], trip20)).toMatchObject({ busType: 'Van', vehicles: 2 });
    expect(estimateTrip([minis, vans], trip20)).toMatchObject({ busType: 'Minibus', vehicles: 2 });
  });

  it('filters by the bus type as the server writes it, and names the figure', () => {
    const estimate = estimateFor(
      [bus(' Van ', 14, 500, 2), bus('Minibus', 28, 900, 3)],
      trip,
      'van',
    );
    expect(estimate).toMatchObject({ busType: ' Van ' });
    const range = estimateTrip([VAN, bus('Minibus', 28, 900, 3)], trip);
    expect(isRange(range)).toBe(true);
    expect(isRange(estimateTrip([VAN], trip))).toBe(false);
    expect(isRange({ kind: 'noRates' })).toBe(false);
    expect(estimateBasis(range)).toBe('Van to Minibus');
    expect(estimateBasis({ kind: 'noFit' })).toBe('');
    const fleet = estimateTrip([bus('Van', 5, 100, 0)], { people: 9, days: 1, miles: 0 });
    expect(fleet.kind === 'priced' && busCount(fleet)).toBe('2 x Van');
    expect(estimateBasis(estimateTrip([VAN], trip))).toBe('Van');
    expect(figureName(estimateTrip([VAN], trip))).toBe('Estimated');
    expect(figureName({ kind: 'noRates' })).toBe('Estimated');
    expect(
      figureName(estimateTrip([VAN], trip, { costs: noExtras, drives: drives(null, null) })),
    ).toBe('All-in estimate');
    expect(
      allInEstimate([VAN], { inputs: trip, busType: null, costs: noExtras }, 'measuring'),
    ).toMatchObject({ driveGap: 'measuring', allIn: true });
  });

  it('sorts companies without an estimate last', () => {
    const items = [{ index: 0 }, { index: 1 }, { index: 2 }];
    const estimates = [{ kind: 'noRates' }, estimateTrip([VAN], trip)] as TripEstimate[];
    expect(sortByEstimate(items, estimates).map(({ index }) => index)).toEqual([1, 0, 2]);
  });
});
