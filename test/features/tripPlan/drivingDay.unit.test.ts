import {
  dayFixes,
  drivingDays,
  drivingDayText,
  limitText,
  overLimit,
  splitText,
} from '@/features/tripPlan/drivingDay';
import { ROAD_FACTOR } from '@/features/tripPlan/tripMiles';

describe("the driver's legal day (49 CFR 395.5)", () => {
  it('a one-day trip of 600 miles is 12 hours at the wheel: over the 10 a driver may drive', () => {
    const trip = { days: 1, miles: 600, legs: null, roundTrip: true };
    const days = drivingDays(trip);
    expect(days).toEqual([{ day: 1, miles: 600, hours: 12 }]);
    expect(overLimit(days, false)).toHaveLength(1);
    expect(limitText(days, false, dayFixes(trip))).toBe(
      'One driver may not drive this: day 1 needs about 12 hours at the wheel, and a driver may drive at most 10 hours after 8 hours off duty (49 CFR 395.5). Add a day to the trip, or add a relief driver.',
    );
    // Two drivers take turns within the 15 hours on duty.
    expect(overLimit(days, true)).toEqual([]);
    expect(limitText(days, true, true)).toBeNull();
  });

  it('a longer trip drives the way out on the first day and the way back on the last', () => {
    const days = drivingDays({ days: 3, miles: 600, legs: null, roundTrip: true });
    expect(days).toEqual([
      { day: 1, miles: 300, hours: 6 },
      { day: 3, miles: 300, hours: 6 },
    ]);
    expect(splitText(3, true)).toBe(
      'Driving hours at an average of 50 mph: the way out on the first day, the way back on the last.',
    );
    expect(days.map(drivingDayText)).toEqual([
      'Day 1: about 6 hours of driving (300 miles)',
      'Day 3: about 6 hours of driving (300 miles)',
    ]);
  });

  it("splits by the plan's legs, scaled to the estimate's miles", () => {
    // Out: 100 + 150 straight-line miles; back: 200. Typed miles: 1,080 (the plan says 540).
    const legs = [100, 150, 200];
    const planned = legs.reduce((sum, leg) => sum + leg * ROAD_FACTOR, 0);
    expect(planned).toBeCloseTo(540);
    const days = drivingDays({ days: 2, miles: 1080, legs, roundTrip: true });
    expect(days.map(({ day, miles }) => [day, Math.round(miles)])).toEqual([
      [1, 600],
      [2, 480],
    ]);
  });

  it('a one-way trip drives everything on the first day; a day more does not fix it', () => {
    const trip = { days: 2, miles: 800, legs: [300, 367], roundTrip: false };
    const days = drivingDays(trip);
    expect(days).toEqual([{ day: 1, miles: 800, hours: 16 }]);
    expect(dayFixes(trip)).toBe(false);
    expect(limitText(days, false, false)).toMatch(
      /Add a relief driver, or plan a night on the way\.$/,
    );
    expect(limitText(days, true, false)).toBe(
      'Too long for one day even with a relief driver: day 1 needs about 16 hours at the wheel, and no driver may drive after 15 hours on duty (49 CFR 395.5). Plan a night on the way.',
    );
  });

  it('a trip of no miles has no driving day; 10 hours exactly is within the rule', () => {
    expect(drivingDays({ days: 1, miles: 0, legs: null, roundTrip: false })).toEqual([]);
    const days = drivingDays({ days: 1, miles: 500, legs: null, roundTrip: false });
    expect(overLimit(days, false)).toEqual([]);
  });
});
