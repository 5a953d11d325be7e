import fc from 'fast-check';
import type { TripCosts } from '@/features/search/costs';
import type { EmptyDrives } from '@/features/search/estimate';
import type { BusResult, EstimateInputs } from '@/features/search/types';
import { busResult } from './busResult';

/*
 * Random answers, trips, assumptions and drives for the all-in estimate's properties, with cents
 * in every rate (issue 47: whole-dollar day rates hid the gratuity taken from the cents).
 */

export const BUS_TYPES = ['Van', 'Minibus', 'Full Size'] as const;

/** Dollars with any cents, up to `max`. */
const dollars = (max: number) => fc.integer({ min: 0, max: max * 100 }).map((cents) => cents / 100);

export const fleetArb = fc
  .array(
    fc.record({
      busType: fc.constantFrom(...BUS_TYPES),
      seats: fc.integer({ min: 0, max: 60 }),
      quantity: fc.integer({ min: 0, max: 6 }),
      dayAmount: dollars(3000),
      mileAmount: dollars(9),
    }),
    { minLength: 1, maxLength: 5 },
  )
  .map((buses): BusResult[] => buses.map((bus, id) => busResult({ ...bus, id: id + 1 })));

export const inputsArb: fc.Arbitrary<EstimateInputs> = fc.record({
  people: fc.integer({ min: 1, max: 200 }),
  days: fc.integer({ min: 1, max: 14 }),
  miles: fc.integer({ min: 0, max: 5000 }),
});

export const costsArb: fc.Arbitrary<TripCosts> = fc.record({
  gratuity: fc.integer({ min: 0, max: 30 }),
  room: fc.integer({ min: 0, max: 1000 }),
  relief: fc.boolean(),
  reliefDay: fc.integer({ min: 0, max: 2000 }),
});

const milesArb = fc.option(fc.double({ min: 0, max: 600, noNaN: true }), { nil: null });
export const drivesArb: fc.Arbitrary<EmptyDrives> = fc.record({
  out: fc.record({ place: fc.constant('Dallas, TX'), miles: milesArb }),
  home: fc.record({ place: fc.constant('Austin, TX'), miles: milesArb }),
});
