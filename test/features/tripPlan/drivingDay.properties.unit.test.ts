import fc from 'fast-check';
import {
  DRIVING_LIMIT_HOURS,
  drivingDays,
  fitsDays,
  moveLeg,
  ON_DUTY_LIMIT_HOURS,
  overLimit,
  planLegDays,
  roadLegs,
  tripFixes,
  withDayAdded,
  type DrivingInputs,
} from '@/features/tripPlan/drivingDay';
import { limitText } from '@/features/tripPlan/drivingText';
import { tripMiles } from '@/features/tripPlan/tripMiles';

/** Random trips: a plan's legs or none, miles as planned or typed, days, waits, moved legs. */
const trips: fc.Arbitrary<DrivingInputs> = fc
  .record({
    days: fc.integer({ min: 1, max: 14 }),
    legs: fc.option(
      fc.array(fc.double({ min: 0, max: 700, noNaN: true }), { minLength: 1, maxLength: 7 }),
    ),
    typedMiles: fc.option(fc.integer({ min: 0, max: 5000 })),
    roundTrip: fc.boolean(),
    legDays: fc.option(fc.array(fc.integer({ min: 0, max: 15 }), { maxLength: 7 }), {
      nil: undefined,
    }),
    destinationHours: fc.option(
      fc.integer({ min: 0, max: 48 }).map((halves) => halves / 2),
      {
        nil: undefined,
      },
    ),
  })
  .map(({ typedMiles, legs, legDays, ...rest }) => ({
    ...rest,
    legs,
    miles: typedMiles ?? (legs ? tripMiles(legs) : 0),
    // Sorted, the random days often fit the trip, as a traveller's would.
    legDays: legDays && [...legDays].sort((a, b) => a - b),
  }));

/** The hours the sentence says a day needs. */
const saidHours = (text: string) => Number(/needs about ([\d.]+) hours?/.exec(text)?.[1]);

/**
 * Every day the warning names, in its order: the day, the limit its sentence cites (15 hours on
 * duty, or one driver's 10 hours of driving) and the hours it says that day needs.
 */
function namedDays(text: string) {
  const drivingAt = text.indexOf('One driver may not drive this:');
  return [...text.matchAll(/day (\d+) needs about ([\d.]+) hours? (?:on duty|at the wheel)/g)].map(
    (match) => ({
      day: Number(match[1]),
      reason: drivingAt >= 0 && (match.index ?? 0) > drivingAt ? 'driving' : 'onDuty',
      hours: Number(match[2]),
    }),
  );
}

describe("the driver's legal day, over random trips", () => {
  it('flags a day exactly when it passes 10 hours of driving or 15 on duty', () => {
    fc.assert(
      fc.property(trips, fc.boolean(), (trip, relief) => {
        const days = drivingDays(trip);
        const over = overLimit(days, relief);
        for (const day of days) {
          const past =
            day.onDuty > ON_DUTY_LIMIT_HOURS || (!relief && day.hours > DRIVING_LIMIT_HOURS);
          expect(over.includes(day)).toBe(past);
        }
        const text = limitText(days, relief, tripFixes(trip, relief));
        expect(text === null).toBe(over.length === 0);
        // One figure: the hours said are past the limit the sentence cites.
        if (text) {
          const limit = text.startsWith('Too long') ? ON_DUTY_LIMIT_HOURS : DRIVING_LIMIT_HOURS;
          expect(saidHours(text)).toBeGreaterThan(limit);
        }
      }),
    );
  });

  it("names every flagged day once, with its own hours and its own reason (every day's clause read)", () => {
    fc.assert(
      fc.property(trips, fc.boolean(), (trip, relief) => {
        const days = drivingDays(trip);
        const text = limitText(days, relief, tripFixes(trip, relief)) ?? '';
        const named = namedDays(text);
        // The days past 15 on duty first (their on-duty hours), then those past 10 at the wheel.
        const over = overLimit(days, relief);
        const onDuty = over.filter((day) => day.onDuty > ON_DUTY_LIMIT_HOURS);
        const driving = over.filter((day) => !onDuty.includes(day));
        expect(named).toEqual([
          ...onDuty.map((day) => ({ day: day.day, reason: 'onDuty', hours: day.onDuty })),
          ...driving.map((day) => ({ day: day.day, reason: 'driving', hours: day.hours })),
        ]);
      }),
    );
  });

  it('leaves no day flagged with every fix it offers', () => {
    fc.assert(
      fc.property(trips, fc.boolean(), (trip, relief) => {
        const text = limitText(drivingDays(trip), relief, tripFixes(trip, relief)) ?? '';
        if (/add a relief driver\.$/i.test(text)) {
          expect(overLimit(drivingDays(trip), true)).toEqual([]);
        }
        if (text.includes('Add a day')) {
          expect(overLimit(drivingDays(withDayAdded(trip)), relief)).toEqual([]);
        }
      }),
    );
  });

  it("gives every leg a day of the trip, in order; by default a round trip's way back on the last day, a one-way trip's drive from the first", () => {
    fc.assert(
      fc.property(trips, (trip) => {
        const count = roadLegs(trip).length;
        const legDays = planLegDays(trip);
        expect(fitsDays(legDays, count, trip.days)).toBe(true);
        if (!trip.legDays || !fitsDays(trip.legDays, count, trip.days)) {
          if (trip.roundTrip) expect(legDays[count - 1]).toBe(trip.days);
          // (A round trip's only leg, which random legs may give, is its way back.)
          if (!trip.roundTrip || count > 1) expect(legDays[0]).toBe(1);
        }
      }),
    );
  });

  it("counts every mile once, on its leg's day", () => {
    fc.assert(
      fc.property(trips, (trip) => {
        const total = drivingDays(trip).reduce((sum, day) => sum + day.miles, 0);
        expect(total).toBeCloseTo(trip.miles, 6);
      }),
    );
  });
});

describe('moving a leg, over random plans', () => {
  it('puts the leg on its new day and keeps every leg in order within the trip', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 14 }).chain((days) =>
          fc.record({
            days: fc.constant(days),
            legDays: fc
              .array(fc.integer({ min: 1, max: days }), { minLength: 1, maxLength: 7 })
              .map((list) => list.sort((a, b) => a - b)),
            day: fc.integer({ min: 1, max: days }),
            leg: fc.nat(),
          }),
        ),
        ({ days, legDays, day, leg }) => {
          const index = leg % legDays.length;
          const moved = moveLeg(legDays, index, day);
          expect(moved[index]).toBe(day);
          expect(fitsDays(moved, legDays.length, days)).toBe(true);
        },
      ),
    );
  });
});
