import fc from 'fast-check';
import type { DraftStop } from '@/features/tripPlan/components/PlanStops';
import type { PlanDraftState } from '@/features/tripPlan/components/usePlanDraft';
import { planLegDays } from '@/features/tripPlan/drivingDay';
import { addDays } from '@/features/tripPlan/tripDays';
import { sheetTrip } from '@/features/tripSheet/sheetDays';
import { CENTRES } from '../tripPlan/centres';
import { asLinked, DRAFT, planToSheet, TODAY } from './plannerToSheet';
import { city, ELLENSBURG, ONE_WAY, ROUND_TRIP, SEATTLE } from './sheetSources';

/*
 * The planner's accepted form to the trip sheet (issue 47): for every plan the planner takes, the
 * sheet link the app writes opens as that plan, its legs on the days the estimate lays them.
 */

const PLACES = [
  SEATTLE,
  ELLENSBURG,
  city('Portland, OR', CENTRES.portland),
  city("Coeur d'Alene, ID", CENTRES.coeurDAlene),
  city('Boston, MA', CENTRES.boston),
];
const placeArb = fc.constantFrom(...PLACES);
let nextStop = 1;
const stopArb = placeArb.map((place): DraftStop => ({ id: nextStop++, place }));

/** Dates near today, near the end of 9999, or not dates at all. */
const dateArb = fc.oneof(
  { arbitrary: fc.integer({ min: -3, max: 40 }).map((days) => addDays(TODAY, days)), weight: 6 },
  fc.integer({ min: 0, max: 20 }).map((days) => addDays('9999-12-31', -days)),
  fc.constantFrom('', '', '2030-02-30'),
);
/** A number as typed. */
const typed = (min: number, max: number) => fc.integer({ min, max }).map((value) => String(value));
/** Mostly what the planner takes, sometimes anything: the refusals are tried, the sheets made. */
const mostly = <T>(valid: fc.Arbitrary<T>, any: fc.Arbitrary<T>) =>
  fc.oneof({ arbitrary: valid, weight: 4 }, { arbitrary: any, weight: 1 });

const draftArb: fc.Arbitrary<PlanDraftState> = fc
  .record({
    destination: fc.option(placeArb, { nil: null, freq: 8 }),
    stops: fc.array(stopArb, { maxLength: 5 }),
    tripType: fc.constantFrom(ONE_WAY, ROUND_TRIP),
    departureDate: dateArb,
    // The return a few days after the departure (or before it, or far after), or any date.
    returnAfter: fc.option(
      mostly(fc.integer({ min: 0, max: 13 }), fc.integer({ min: -2, max: 22 })),
      { nil: null, freq: 5 },
    ),
    returnDate: dateArb,
    people: mostly(typed(1, 999), typed(0, 1200)),
    days: fc.option(mostly(typed(1, 14), typed(0, 20)), { nil: null }),
    miles: fc.option(mostly(typed(0, 5000), typed(0, 6000)), { nil: null }),
    legDays: fc.option(fc.array(fc.integer({ min: 1, max: 16 }), { maxLength: 8 }), { nil: null }),
    destinationHours: fc.integer({ min: 0, max: 60 }).map((halves) => String(halves / 2)),
    relief: fc.boolean(),
  })
  .map(({ returnAfter, returnDate, departureDate, legDays, ...rest }) => ({
    ...DRAFT,
    ...rest,
    departureDate,
    returnDate:
      returnAfter === null || !departureDate ? returnDate : addDays(departureDate, returnAfter),
    legDays: legDays && [...legDays].sort((a, b) => a - b),
  }));

describe('the planner to its trip sheet, as a property', () => {
  it('every plan the planner accepts writes a sheet link that opens as that plan, its legs on the same days', async () => {
    await fc.assert(
      fc.asyncProperty(draftArb, async (draft) => {
        const planned = await planToSheet(draft);
        if (planned.kind === 'refused' || !planned.sheet) return;
        const { sheet, read, applied, trip } = planned;
        expect(read).toEqual({ kind: 'sheet', sheet: asLinked(sheet) });
        // As that plan: its places, dates, group and days, and the estimate's days of the legs.
        const plan = applied.plan;
        expect(plan).not.toBeNull();
        expect(sheet).toMatchObject({
          destination: { name: plan?.destination.name },
          stops: plan?.stops.map(({ name }) => ({ name })),
          departureDate: plan?.departureDate,
          returnDate: plan?.returnDate,
          people: applied.estimate.people,
          days: trip.days,
        });
        expect(planLegDays(sheetTrip(sheet))).toEqual(planLegDays(trip));
      }),
      { numRuns: 200 },
    );
  });
});
