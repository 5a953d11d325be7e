import fc from 'fast-check';
import type { TripCosts } from '@/features/search/costs';
import {
  estimateTrip,
  linesTotal,
  type EmptyDrives,
  type EstimateLine,
} from '@/features/search/estimate';
import type { BusResult, EstimateInputs } from '@/features/search/types';

/*
 * The all-in figure's lines as properties with cents in every rate (issue 47): the day and mile
 * rates, and so the base price, the drives and their lines, all carry cents. The whole-dollar
 * properties across the card, /compare and /review stay in allInEstimate.property.test.ts.
 */

/** Dollars with any cents, up to `max`. */
const dollars = (max: number) => fc.integer({ min: 0, max: max * 100 }).map((cents) => cents / 100);

const fleetArb = fc
  .array(
    fc.record({
      busType: fc.constantFrom('Van', 'Minibus', 'Full Size'),
      seats: fc.integer({ min: 0, max: 60 }),
      quantity: fc.integer({ min: 0, max: 6 }),
      dayAmount: dollars(3000),
      mileAmount: dollars(9),
    }),
    { minLength: 1, maxLength: 5 },
  )
  .map((buses): BusResult[] =>
    buses.map((bus, id) => ({
      ...bus,
      id: id + 1,
      years: '',
      restroom: false,
      wifi: false,
      oneTenVolts: false,
      amenities: [],
    })),
  );
const inputsArb: fc.Arbitrary<EstimateInputs> = fc.record({
  people: fc.integer({ min: 1, max: 200 }),
  days: fc.integer({ min: 1, max: 14 }),
  miles: fc.integer({ min: 0, max: 5000 }),
});
const costsArb: fc.Arbitrary<TripCosts> = fc.record({
  gratuity: fc.integer({ min: 0, max: 30 }),
  room: fc.integer({ min: 0, max: 1000 }),
  relief: fc.boolean(),
  reliefDay: fc.integer({ min: 0, max: 2000 }),
});
const milesArb = fc.option(fc.double({ min: 0, max: 600, noNaN: true }), { nil: null });
const drivesArb: fc.Arbitrary<EmptyDrives> = fc.record({
  out: fc.record({ place: fc.constant('Dallas, TX'), miles: milesArb }),
  home: fc.record({ place: fc.constant('Austin, TX'), miles: milesArb }),
});

const dollarsOf = (line: EstimateLine | undefined) => (line ? line.cents / 100 : 0);

describe('the all-in lines with cents in every rate, as properties', () => {
  it('each line is whole dollars, the gratuity is its share of the base price as shown, and the lines add up to the figure', () => {
    fc.assert(
      fc.property(fleetArb, inputsArb, costsArb, drivesArb, (fleet, inputs, costs, drives) => {
        const estimate = estimateTrip(fleet, inputs, { costs, drives });
        if (estimate.kind !== 'priced') return;
        const { lines } = estimate;
        expect(lines.every((line) => Number.isInteger(line.cents / 100))).toBe(true);
        const base = lines.find((line) => line.id === 'base');
        const gratuity = lines.find((line) => line.id === 'gratuity');
        expect(dollarsOf(gratuity)).toBe(Math.round((dollarsOf(base) * costs.gratuity) / 100));
        expect(linesTotal(lines)).toBe(estimate.low);
        expect(lines.reduce((sum, line) => sum + line.cents / 100, 0)).toBe(estimate.low);
        expect(estimate.high).toBeGreaterThanOrEqual(estimate.low);
      }),
    );
  });

  it('each line is its exact amount rounded once to the dollar: the base price, days x day rate + miles x mile rate, per bus', () => {
    fc.assert(
      fc.property(fleetArb, inputsArb, costsArb, drivesArb, (fleet, inputs, costs, drives) => {
        const estimate = estimateTrip(fleet, inputs, { costs, drives });
        if (estimate.kind !== 'priced') return;
        const candidates = fleet
          .filter((bus) => bus.busType === estimate.busType)
          .map((bus) => {
            const cents =
              inputs.days * Math.round(bus.dayAmount * 100) +
              inputs.miles * Math.round(bus.mileAmount * 100);
            return Math.round((estimate.vehicles * cents) / 100);
          });
        const base = estimate.lines.find((line) => line.id === 'base');
        expect(candidates).toContain(dollarsOf(base));
      }),
    );
  });
});
