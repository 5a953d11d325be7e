import fc from 'fast-check';
import { MAX_LEGS, TRIP_LIMITS } from '@/config/tripLimits';
import { writeSheetLink, type TripSheet } from '@/features/tripSheet/sheetLink';
import { readBack } from './readBack';
import { CHOIR_TOUR, ELLENSBURG } from './sampleSheet';

/*
 * The sheet link's reader at the trip's limits (config/tripLimits.ts, issue 47): whatever the
 * planner may make within them reads back, and one past each is damaged or left out.
 */

describe('the trip sheet link at the limits of a trip', () => {
  const most: TripSheet = {
    ...CHOIR_TOUR,
    stops: Array.from({ length: TRIP_LIMITS.stops }, () => ELLENSBURG),
    departureDate: '2099-06-01',
    returnDate: '2099-06-14',
    people: TRIP_LIMITS.people.max,
    days: TRIP_LIMITS.days.max,
    legDays: [1, 2, 3, 4, 5, 6, 14],
    destinationHours: TRIP_LIMITS.destinationHours.max,
  };

  it('reads back the most of everything: 5 stops, 7 legs, 14 days, 999 people, 24 hours there', () => {
    expect(most.legDays).toHaveLength(MAX_LEGS);
    expect(readBack(writeSheetLink(most))).toEqual({ kind: 'sheet', sheet: most });
  });

  it.each([
    ['a stop more', { stops: [...most.stops, ELLENSBURG] }],
    ['a person more', { people: TRIP_LIMITS.people.max + 1 }],
    ['no one', { people: 0 }],
    ['a day more', { returnDate: '2099-06-15', days: TRIP_LIMITS.days.max + 1 }],
    ['no day', { departureDate: '', returnDate: '', days: 0 }],
  ])('is damaged with %s', (_, change) => {
    expect(readBack(writeSheetLink({ ...most, ...change })).kind).toBe('damaged');
  });

  it('leaves out a day for a leg more, and half an hour more at the destination', () => {
    const read = readBack(
      writeSheetLink({
        ...most,
        legDays: [...(most.legDays ?? []), 14],
        destinationHours: TRIP_LIMITS.destinationHours.max + 0.5,
      }),
    );
    expect(read.kind === 'sheet' && [read.sheet.legDays, read.sheet.destinationHours]).toEqual([
      undefined,
      undefined,
    ]);
  });

  it("round-trips the legs' days and the hours at the destination of any trip within the limits", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: TRIP_LIMITS.days.max }), {
          minLength: 1,
          maxLength: MAX_LEGS,
        }),
        fc.integer({ min: 0, max: TRIP_LIMITS.destinationHours.max * 2 }),
        (legDays, halves) => {
          const sheet = { ...most, legDays, destinationHours: halves / 2 };
          expect(readBack(writeSheetLink(sheet))).toEqual({ kind: 'sheet', sheet });
        },
      ),
    );
  });
});
