import fc from 'fast-check';
import { readDestinationHours } from '@/features/tripPlan/planDays';
import { checkPlan, PLAN_MESSAGES, type PlanChecked } from '@/features/tripPlan/schemas';
import type { Place } from '@/features/tripPlan/types';

const TODAY = '2030-06-14';
const SEATTLE = { name: 'Seattle, WA' } as unknown as Place;

/** A plan that passes every check; each case breaks one field. */
const good: PlanChecked = {
  destination: SEATTLE,
  pendingDestination: '',
  stops: [],
  departureDate: TODAY,
  returnDate: TODAY,
  people: '40',
  days: '1',
  miles: '300',
  destinationHours: '4',
  gratuity: '15',
  room: '110',
  reliefDay: '400',
  relief: false,
};

const check = (change: Partial<PlanChecked>, asksHours = true) =>
  checkPlan({ ...good, ...change }, { asksHours, today: TODAY });

describe('the planner schema', () => {
  it('passes a good plan', async () => {
    expect(await check({})).toEqual({});
  });

  it.each([
    [
      { destination: null, pendingDestination: 'Xqzvw' },
      'destination',
      PLAN_MESSAGES.destinationNotChosen,
    ],
    [{ destination: null, stops: [SEATTLE] }, 'destination', PLAN_MESSAGES.destinationForStops],
    [{ departureDate: '2030-02-30' }, 'departureDate', PLAN_MESSAGES.departureDateInvalid],
    [
      { departureDate: '2030-06-13', returnDate: '' },
      'departureDate',
      PLAN_MESSAGES.departureDatePast,
    ],
    [{ returnDate: '2030-13-01' }, 'returnDate', PLAN_MESSAGES.returnDateInvalid],
    [{ returnDate: '2030-06-13' }, 'returnDate', PLAN_MESSAGES.returnBeforeDeparture],
    [
      { departureDate: '', returnDate: '2030-06-20' },
      'departureDate',
      'Departure date is required with a return date',
    ],
    [
      { returnDate: '2030-07-04', days: '14' },
      'returnDate',
      'A trip can last at most 14 days, counting the departure and return dates',
    ],
    [
      { departureDate: '9999-12-31', returnDate: '' },
      'departureDate',
      'Departure date must be a valid date',
    ],
    [
      { departureDate: '9999-12-30', returnDate: '9999-12-31' },
      'returnDate',
      'Return date must be a valid date',
    ],
    [{ days: '15' }, 'days', 'Days must be a whole number from 1 to 14'],
    [{ destinationHours: '24.5' }, 'destinationHours', PLAN_MESSAGES.destinationHoursInvalid],
    [{ gratuity: '31' }, 'gratuity', 'Gratuity must be a whole number from 0 to 30'],
    [
      { relief: true, reliefDay: '2001' },
      'reliefDay',
      'Relief driver must be a whole number of dollars from 0 to 2,000',
    ],
  ] as const)('says what is wrong: %o', async (change, key, message) => {
    expect(await check(change)).toEqual({ [key]: message });
  });

  it('takes a trip of 14 days, both dates counted, and a trip ending on 9999-12-30', async () => {
    expect(await check({ returnDate: '2030-06-27' })).toEqual({});
    expect(await check({ departureDate: '9999-12-30', returnDate: '9999-12-30' })).toEqual({});
  });

  it('asks the hours and the relief driver only where the form shows them', async () => {
    expect(await check({ destinationHours: 'x' }, false)).toEqual({});
    expect(await check({ reliefDay: 'x' })).toEqual({});
  });

  it('hours: exactly the half hours from 0 to 24', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10, max: 60 }), (halves) => {
        const hours = halves / 2;
        const inRange = hours >= 0 && hours <= 24;
        expect(readDestinationHours(String(hours))).toBe(inRange ? hours : null);
      }),
    );
  });
});
