import {
  defaultLegDays,
  moveLeg,
  drivingDays,
  overLimit,
  planLegDays,
  tripFixes,
  type DrivingInputs,
} from '@/features/tripPlan/drivingDay';
import { drivingDayText, limitText, splitText } from '@/features/tripPlan/drivingText';
import { ROAD_FACTOR } from '@/features/tripPlan/tripMiles';

/** The check's sentence for a trip, as DrivingCheck makes it. */
const warningOf = (trip: DrivingInputs, relief = false) =>
  limitText(drivingDays(trip), relief, tripFixes(trip, relief));

/** Straight-line miles whose road miles (x 1.2) are `road`. */
const straight = (road: number) => road / ROAD_FACTOR;

describe("the driver's legal day (49 CFR 395.5)", () => {
  it('10 hours of driving exactly is within the rule; 10.5 is not', () => {
    const ten = { days: 1, miles: 500, legs: null, roundTrip: false };
    expect(drivingDays(ten)).toEqual([{ day: 1, miles: 500, hours: 10, waiting: 0, onDuty: 10 }]);
    expect(warningOf(ten)).toBeNull();
    expect(overLimit(drivingDays({ ...ten, miles: 525 }), false)).toHaveLength(1);
  });

  it('says the hours it flagged: 510 miles is about 10 hours, and within the rule', () => {
    const trip = { days: 1, miles: 510, legs: null, roundTrip: false };
    expect(drivingDays(trip).map(drivingDayText)).toEqual([
      'Day 1: about 10 hours of driving (510 miles)',
    ]);
    expect(warningOf(trip)).toBeNull();
  });

  it('15 hours on duty exactly is within the rule: a relief driver fixes 11 hours at the wheel', () => {
    // A same-day round trip: 11 hours of driving and the default 4 hours at the destination.
    const trip = { days: 1, miles: 550, legs: null, roundTrip: true };
    expect(drivingDays(trip)).toEqual([{ day: 1, miles: 550, hours: 11, waiting: 4, onDuty: 15 }]);
    expect(warningOf(trip)).toBe(
      'One driver may not drive this: day 1 needs about 11 hours at the wheel, and a driver may drive at most 10 hours after 8 hours off duty (49 CFR 395.5). Add a day to the trip, or add a relief driver.',
    );
    expect(warningOf(trip, true)).toBeNull();
  });

  it('past 15 hours on duty no relief driver is offered: a 16-hour day needs a day more', () => {
    // One way, two legs of about 360 and 440 road miles: 16 hours at the wheel on one day.
    const trip = { days: 1, miles: 800, legs: [straight(360), straight(440)], roundTrip: false };
    expect(tripFixes(trip, false)).toEqual({ relief: false, day: true });
    expect(warningOf(trip)).toBe(
      'Too long for one day even with a relief driver: day 1 needs about 16 hours at the wheel, and no driver may drive after 15 hours on duty (49 CFR 395.5). Add a day to the trip.',
    );
    // A day more puts the second leg on day 2: 7 and 9 hours.
    expect(drivingDays({ ...trip, days: 2 }).map((day) => day.hours)).toEqual([7, 9]);
  });

  it('a 1,100-mile same-day round trip is told to plan a night on the way, not a day more', () => {
    const trip = { days: 1, miles: 1100, legs: null, roundTrip: true };
    // With a day more each way is still 11 hours for one driver; a relief driver passes 15 on duty.
    expect(tripFixes(trip, false)).toEqual({ relief: false, day: false });
    expect(warningOf(trip)).toMatch(/ Plan a night on the way\.$/);
    // With a relief driver already chosen, a day more fixes it.
    expect(tripFixes(trip, true)).toEqual({ relief: false, day: true });
  });

  it('flags a same-day trip past 15 hours on duty though its driving is under 10', () => {
    const trip = { days: 1, miles: 400, legs: null, roundTrip: true, destinationHours: 8 };
    expect(drivingDays(trip).map(drivingDayText)).toEqual([
      'Day 1: about 8 hours of driving (400 miles), 16 hours on duty with 8 hours at the destination',
    ]);
    expect(warningOf(trip, true)).toBe(
      'Too long for one day even with a relief driver: day 1 needs about 16 hours on duty (8 hours at the wheel and 8 hours waiting at the destination), and no driver may drive after 15 hours on duty (49 CFR 395.5). Add a day to the trip.',
    );
    expect(warningOf({ ...trip, destinationHours: 7 })).toBeNull();
  });

  it("fills the days in order within 10 hours, the last leg on the last day, scaled to the estimate's miles", () => {
    // Road 120 + 180 out and 240 back, typed as 1,080 miles: 4.8 + 7.2 hours out, 9.6 back.
    const trip = { days: 3, miles: 1080, legs: [100, 150, 200], roundTrip: true };
    expect(planLegDays(trip)).toEqual([1, 2, 3]);
    expect(planLegDays({ ...trip, days: 2 })).toEqual([1, 1, 2]);
    expect(planLegDays({ ...trip, days: 1 })).toEqual([1, 1, 1]);
    expect(defaultLegDays([2, 2, 2], 3, true)).toEqual([1, 1, 3]);
    expect(splitText(3)).toBe('Driving hours at an average of 50 mph, each leg on its day.');
    expect(splitText(1)).toBe('Driving hours at an average of 50 mph, every leg on the one day.');
  });

  it("puts a one-way trip's drive on its departure date (issue 47), the next days only past 10 hours", () => {
    expect(planLegDays({ days: 3, miles: 300, legs: null, roundTrip: false })).toEqual([1]);
    expect(planLegDays({ days: 3, miles: 300, legs: [100, 150], roundTrip: false })).toEqual([
      1, 1,
    ]);
    // Two legs of 8 hours: the second on day 2, the third day left free.
    const long = { days: 3, miles: 800, legs: [straight(400), straight(400)], roundTrip: false };
    expect(planLegDays(long)).toEqual([1, 2]);
    expect(defaultLegDays([8, 8], 3, false)).toEqual([1, 2]);
  });

  it("keeps the traveller's days while they fit the trip, else the default", () => {
    const trip = { days: 3, miles: 540, legs: [100, 150, 200], roundTrip: true };
    expect(planLegDays({ ...trip, legDays: [1, 2, 2] })).toEqual([1, 2, 2]);
    // Out of order, past the last day, or one too few: the default.
    expect(planLegDays({ ...trip, legDays: [2, 1, 3] })).toEqual([1, 1, 3]);
    expect(planLegDays({ ...trip, legDays: [1, 1, 4] })).toEqual([1, 1, 3]);
    expect(planLegDays({ ...trip, legDays: [1, 3] })).toEqual([1, 1, 3]);
    // Arriving and leaving on day 2: the driver waits there that day.
    expect(drivingDays({ ...trip, legDays: [1, 2, 2] })).toEqual([
      { day: 1, miles: 120, hours: 2.5, waiting: 0, onDuty: 2.5 },
      { day: 2, miles: 420, hours: 8.5, waiting: 4, onDuty: 12.5 },
    ]);
  });

  it('names every flagged day with its own hours (issue 47): day 1 needs 11, day 3 needs 14', () => {
    // One way, 550 road miles on day 1 and 700 on day 3: both past one driver's 10 hours.
    const trip = {
      days: 3,
      miles: 1250,
      legs: [straight(550), straight(700)],
      roundTrip: false,
      legDays: [1, 3],
    };
    expect(warningOf(trip)).toBe(
      'One driver may not drive this: day 1 needs about 11 hours at the wheel and day 3 needs about 14 hours at the wheel, and a driver may drive at most 10 hours after 8 hours off duty (49 CFR 395.5). Add a relief driver.',
    );
  });

  it('names a day past 10 hours of driving even when another is past 15 on duty, each with its reason', () => {
    // Day 1: 11 hours at the wheel (one driver's limit); day 2: 16 (past 15 on duty).
    const trip = {
      days: 2,
      miles: 1350,
      legs: [straight(550), straight(800)],
      roundTrip: false,
      legDays: [1, 2],
    };
    expect(warningOf(trip)).toBe(
      'Too long for one day even with a relief driver: day 2 needs about 16 hours at the wheel, and no driver may drive after 15 hours on duty (49 CFR 395.5). One driver may not drive this: day 1 needs about 11 hours at the wheel, and a driver may drive at most 10 hours after 8 hours off duty (49 CFR 395.5). Plan a night on the way.',
    );
    // With a relief driver only the 16-hour day is past the rule.
    expect(warningOf(trip, true)).toBe(
      'Too long for one day even with a relief driver: day 2 needs about 16 hours at the wheel, and no driver may drive after 15 hours on duty (49 CFR 395.5). Plan a night on the way.',
    );
  });

  it('a 10-mile day: the rule reads the half hour its sentence says (issue 47)', () => {
    const [day] = drivingDays({ days: 1, miles: 10, legs: null, roundTrip: false });
    expect(day).toMatchObject({ hours: 0.5, onDuty: 0.5 });
    expect(day && drivingDayText(day)).toBe('Day 1: about 0.5 hours of driving (10 miles)');
  });

  it('a trip of no miles has no driving day', () => {
    expect(drivingDays({ days: 1, miles: 0, legs: null, roundTrip: false })).toEqual([]);
  });
});

describe('moving a leg to another day', () => {
  it('keeps the legs in travel order: the others move along only as far as they must', () => {
    expect(moveLeg([1, 1, 3], 1, 2)).toEqual([1, 2, 3]);
    expect(moveLeg([1, 2, 3], 2, 1)).toEqual([1, 1, 1]);
    expect(moveLeg([1, 1, 1], 0, 3)).toEqual([3, 3, 3]);
    expect(moveLeg([1, 2, 3], 1, 2)).toEqual([1, 2, 3]);
  });
});
