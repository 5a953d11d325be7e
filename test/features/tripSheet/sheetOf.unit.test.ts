import { drivingDays, overLimit, planLegDays } from '@/features/tripPlan/drivingDay';
import { drivingTripOf } from '@/features/tripPlan/drivingTrip';
import { measurePlan } from '@/features/tripPlan/measure';
import type { TripPlan } from '@/features/tripPlan/types';
import { sheetTrip } from '@/features/tripSheet/sheetDays';
import { sheetOf } from '@/features/tripSheet/sheetOf';
import { writeSheetLink } from '@/features/tripSheet/sheetLink';
import { readBack } from './readBack';
import { ROUND_TRIP, SEATTLE, SPOKANE_ORIGIN, sourcesOf } from './sheetSources';

describe('the trip sheet made from the plan', () => {
  it('puts the legs on the days the estimate does, whatever was typed (June 14-15, days typed as 1)', () => {
    const plan: TripPlan = {
      origin: SPOKANE_ORIGIN,
      destination: SEATTLE,
      stops: [],
      departureDate: '2099-06-14',
      returnDate: '2099-06-15',
    };
    const miles = measurePlan(plan, true).miles ?? 0;
    const estimate = { people: 40, days: 1, miles };
    const sheet = sheetOf(sourcesOf(plan, estimate, ROUND_TRIP));
    if (!sheet) throw new Error('a plan with its departure point makes a sheet');
    const read = readBack(writeSheetLink(sheet));
    if (read.kind !== 'sheet') throw new Error(`the sheet link opens (${read.kind})`);
    const estimated = drivingTripOf(plan, estimate, true);
    expect(planLegDays(sheetTrip(read.sheet))).toEqual(planLegDays(estimated));
    const flagged = (days: ReturnType<typeof drivingDays>) =>
      overLimit(days, false).map(({ day }) => day);
    expect(flagged(drivingDays(sheetTrip(read.sheet)))).toEqual(flagged(drivingDays(estimated)));
  });
});
