import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { i18n } from '@/lib/i18n/runtime';
import { yupToFormErrors } from 'formik';
import { mixed, object, string } from 'yup';
import { COST_FIELDS, readCostField } from '@/features/search/costs';
import { ESTIMATE_FIELDS, readEstimateField } from '@/features/search/estimateFields';
import { MAX_DESTINATION_HOURS, MAX_TRIP_DAYS } from './drivingDay';
import { readDestinationHours } from './planDays';
import { dateProblems, dayNumber, todayIsoDate } from './tripDays';
import type { Place } from './types';

const maxHours = MAX_DESTINATION_HOURS;
const maxDays = MAX_TRIP_DAYS;

/**
 * The planner's own messages, in the style of the trip request form's: descriptors (`msg`). The
 * form keeps an error as its descriptor and reads it where it shows it, so an error on screen
 * changes language with the page, as the login rules do.
 */
const PLAN_RULES = {
  destinationNotChosen: msg`Choose the destination from the list, or clear it`,
  destinationForStops: msg`Choose where the group is going, or remove the stops`,
  departureDateInvalid: msg`Departure date must be a valid date`,
  departureDatePast: msg`Departure date cannot be in the past`,
  departureForReturn: msg`Departure date is required with a return date`,
  returnDateInvalid: msg`Return date must be a valid date`,
  returnBeforeDeparture: msg`Return date cannot be before the departure date`,
  tripTooLong: msg`A trip can last at most ${maxDays} days, counting the departure and return dates`,
  destinationHoursInvalid: msg`Hours the group spends there must be a number from 0 to ${maxHours}`,
} as const;

/** The same messages as text, each read in the language of the moment it is asked for. */
export const PLAN_MESSAGES = {} as Readonly<Record<keyof typeof PLAN_RULES, string>>;
for (const key of Object.keys(PLAN_RULES) as (keyof typeof PLAN_RULES)[]) {
  Object.defineProperty(PLAN_MESSAGES, key, {
    enumerable: true,
    get: () => i18n._(PLAN_RULES[key]),
  });
}

/** What the planner checks: its fields as shown (the days and miles the plan fills in). */
export interface PlanChecked {
  destination: Place | null;
  /** The destination typed and not chosen from the list. */
  pendingDestination: string;
  stops: readonly unknown[];
  departureDate: string;
  returnDate: string;
  people: string;
  days: string;
  miles: string;
  destinationHours: string;
  gratuity: string;
  room: string;
  reliefDay: string;
  relief: boolean;
}

export interface PlanCheckContext {
  /** The hours at the destination are asked: a round trip with a destination. */
  asksHours: boolean;
  today: string;
}

/** A field's error: a message descriptor, read where it is shown (textIn). */
export type PlanErrors = Partial<Record<keyof PlanChecked, MessageDescriptor>>;

const typedNumber = (key: string, error: MessageDescriptor, valid: (typed: string) => boolean) =>
  [key, string().test(key, error, (typed = '') => valid(typed))] as const;

const planSchema = object({
  destination: mixed<Place>()
    .nullable()
    .test('chosen', function (destination) {
      const { pendingDestination, stops } = this.parent as PlanChecked;
      if (destination) return true;
      if (pendingDestination) return this.createError({ message: PLAN_RULES.destinationNotChosen });
      return stops.length === 0 || this.createError({ message: PLAN_RULES.destinationForStops });
    }),
  // The dates' rule is the trip sheet's too (tripDays.ts dateProblems): a plan the planner takes
  // makes a sheet link that opens.
  departureDate: string().test('date', function (date = '') {
    const { returnDate } = this.parent as PlanChecked;
    const problem = dateProblems(date, returnDate).departureDate;
    if (problem === 'invalid')
      return this.createError({ message: PLAN_RULES.departureDateInvalid });
    if (problem === 'missing') return this.createError({ message: PLAN_RULES.departureForReturn });
    const { today } = this.options.context as PlanCheckContext;
    return (
      !date ||
      (dayNumber(date) ?? 0) >= (dayNumber(today) ?? 0) ||
      this.createError({ message: PLAN_RULES.departureDatePast })
    );
  }),
  returnDate: string().test('date', function (date = '') {
    const { departureDate } = this.parent as PlanChecked;
    const problem = dateProblems(departureDate, date).returnDate;
    if (problem === 'invalid') return this.createError({ message: PLAN_RULES.returnDateInvalid });
    if (problem === 'before')
      return this.createError({ message: PLAN_RULES.returnBeforeDeparture });
    return problem !== 'tooLong' || this.createError({ message: PLAN_RULES.tripTooLong });
  }),
  ...Object.fromEntries(
    ESTIMATE_FIELDS.map(({ key, error }) =>
      typedNumber(key, error, (typed) => readEstimateField(key, typed) !== null),
    ),
  ),
  destinationHours: string().test(
    'hours',
    PLAN_RULES.destinationHoursInvalid,
    function (typed = '') {
      const { asksHours } = this.options.context as PlanCheckContext;
      return !asksHours || readDestinationHours(typed) !== null;
    },
  ),
  ...Object.fromEntries(
    COST_FIELDS.map(({ key, error }) =>
      typedNumber(key, error, (typed) => readCostField(key, typed) !== null),
    ),
  ),
});

/** The fields in the order the form shows them: Show Estimates focuses the first wrong one. */
export const PLAN_FIELD_ORDER = Object.keys(planSchema.fields) as (keyof PlanChecked)[];

/** The planner's errors, by field, as descriptors (Formik's `validate`); none when all is well. */
export async function planErrors(
  checked: PlanChecked,
  { asksHours, today = todayIsoDate() }: { asksHours: boolean; today?: string },
): Promise<PlanErrors> {
  const context: PlanCheckContext = { asksHours, today };
  try {
    await planSchema.validate(checked, { abortEarly: false, context });
    return {};
  } catch (error) {
    // Yup carries each rule's message as it was given: a descriptor (`msg`).
    const errors = yupToFormErrors(error) as PlanErrors;
    // The relief driver's day is asked only with a relief driver.
    if (!checked.relief) delete errors.reliefDay;
    return errors;
  }
}

/** The planner's errors, by field, as text in the language of the moment. */
export async function checkPlan(
  checked: PlanChecked,
  options: { asksHours: boolean; today?: string },
): Promise<Partial<Record<keyof PlanChecked, string>>> {
  const errors = await planErrors(checked, options);
  return Object.fromEntries(Object.entries(errors).map(([key, message]) => [key, i18n._(message)]));
}
