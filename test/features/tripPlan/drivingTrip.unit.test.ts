import { drivingTripOf } from '@/features/tripPlan/drivingTrip';
import { measurePlan } from '@/features/tripPlan/measure';
import type { TripPlan } from '@/features/tripPlan/types';
import { SEATTLE, SPOKANE_ORIGIN } from '../tripSheet/sheetSources';

const PLAN: TripPlan = {
  origin: SPOKANE_ORIGIN,
  destination: SEATTLE,
  stops: [],
  departureDate: '2099-06-14',
  returnDate: '2099-06-15',
  legDays: [1, 1],
  destinationHours: 6,
};
const ESTIMATE = { people: 40, days: 1, miles: 600 };

describe('the trip the driving check reads', () => {
  it("lays the legs over the dates' days, with the estimate's miles, the plan's legs, days and wait", () => {
    expect(drivingTripOf(PLAN, ESTIMATE, true)).toEqual({
      days: 2,
      miles: 600,
      legs: measurePlan(PLAN, true).legs,
      roundTrip: true,
      legDays: [1, 1],
      destinationHours: 6,
    });
  });

  it("takes the estimate's days without dates, or with dates the planner would refuse", () => {
    expect(drivingTripOf({ ...PLAN, departureDate: '', returnDate: '' }, ESTIMATE, true).days).toBe(
      1,
    );
    expect(drivingTripOf({ ...PLAN, departureDate: '' }, { ...ESTIMATE, days: 3 }, true).days).toBe(
      3,
    );
    // A return it cannot take is left out: the departure alone is a same-day trip.
    expect(drivingTripOf({ ...PLAN, returnDate: '2099-07-14' }, ESTIMATE, false).days).toBe(1);
  });

  it('has no legs without a plan', () => {
    expect(drivingTripOf(null, ESTIMATE, false)).toEqual({
      days: 1,
      miles: 600,
      legs: null,
      roundTrip: false,
      legDays: undefined,
      destinationHours: undefined,
    });
  });
});
