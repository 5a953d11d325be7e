import fc from 'fast-check';
import { estimateTrip, linesTotal, type EstimateLine } from '@/features/search/estimate';
import { costsArb, drivesArb, fleetArb, inputsArb } from './estimateArbitraries';

/*
 * The all-in figure's lines as properties with cents in every rate (issue 47): the day and mile
 * rates, and so the base price, the drives and their lines, all carry cents. The properties
 * across the card, /compare and /review (the same random answers) are allInEstimate.property.test.ts.
 */

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
