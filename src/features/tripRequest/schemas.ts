import { msg } from '@lingui/core/macro';
import * as Yup from 'yup';
import { isBeforeToday, isValidIsoDate } from '@/lib/dateInput';
import { emailRule, type RuleText } from '@/lib/schemaRules';

export const MAX_PEOPLE = 9999;
export const NOTES_MAX_LENGTH = 2000;

/**
 * The /review form's rules. The spec words none of them, so the messages follow its style
 * ("First name is required", "Must use valid email") and say what to fix.
 */
export const TRIP_MESSAGES = {
  departureCity: msg`Departure city is required`,
  departureState: msg`Departure state is required`,
  destinationCity: msg`Destination city is required`,
  destinationState: msg`Destination state is required`,
  departureDate: msg`Departure date is required`,
  departureDateInvalid: msg`Departure date must be a valid date`,
  departureDatePast: msg`Departure date cannot be in the past`,
  departureTime: msg`Departure time is required`,
  departureTimeInvalid: msg`Departure time must be a valid time`,
  returnDate: msg`Return date is required`,
  returnDateInvalid: msg`Return date must be a valid date`,
  returnDatePast: msg`Return date cannot be in the past`,
  returnBeforeDeparture: msg`Return date cannot be before the departure date`,
  returnTime: msg`Return time is required`,
  returnTimeInvalid: msg`Return time must be a valid time`,
  returnTimeBeforeDeparture: msg`Return time must be after the departure time`,
  numberOfPeople: msg`Number of people is required`,
  numberOfPeopleWhole: msg`Number of people must be a whole number`,
  numberOfPeopleMin: msg`Number of people must be at least 1`,
  numberOfPeopleMax: msg`Number of people must be ${MAX_PEOPLE} or fewer`,
  tripType: msg`Trip type is required`,
  basicNameOfGroup: msg`Name of group is required`,
  basicFirstName: msg`First name is required`,
  basicLastName: msg`Last name is required`,
  basicPhone: msg`Phone is required`,
  basicPhoneInvalid: msg`Must use valid phone number`,
  basicEmail: msg`Email is required`,
  basicEmailInvalid: msg`Must use valid email`,
  notesTooLong: msg`Notes must be ${NOTES_MAX_LENGTH} characters or fewer`,
} as const;

const TIME = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;
const WHOLE = /^-?\d+$/;
const PHONE_CHARACTERS = /^[\d\s().+-]+$/;

/** Ten digits, or eleven starting with 1 (the two shapes the spec's phone display knows). */
export function isValidPhone(value: string): boolean {
  if (!PHONE_CHARACTERS.test(value)) return false;
  const digits = value.replace(/\D/g, '');
  return digits.length === 10 || (digits.length === 11 && digits.startsWith('1'));
}

const date = (required: RuleText, invalid: RuleText, past: RuleText) =>
  Yup.string()
    .trim()
    .required(required)
    .test('date', invalid, (value) => !value || isValidIsoDate(value))
    .test('not-past', past, (value) => !value || !isValidIsoDate(value) || !isBeforeToday(value));

const time = (required: RuleText, invalid: RuleText) =>
  Yup.string()
    .trim()
    .required(required)
    .test('time', invalid, (value) => !value || TIME.test(value));

/** Both values are well-formed YYYY-MM-DD / HH:mm, so text order is time order. */
const bothValid = (a: unknown, b: unknown, check: (value: string) => boolean) =>
  typeof a === 'string' && typeof b === 'string' && check(a) && check(b);

export const tripRequestSchema = Yup.object({
  departureCity: Yup.string().trim().required(TRIP_MESSAGES.departureCity),
  departureState: Yup.string().trim().required(TRIP_MESSAGES.departureState),
  destinationCity: Yup.string().trim().required(TRIP_MESSAGES.destinationCity),
  destinationState: Yup.string().trim().required(TRIP_MESSAGES.destinationState),
  departureDate: date(
    TRIP_MESSAGES.departureDate,
    TRIP_MESSAGES.departureDateInvalid,
    TRIP_MESSAGES.departureDatePast,
  ),
  departureTime: time(TRIP_MESSAGES.departureTime, TRIP_MESSAGES.departureTimeInvalid),
  returnDate: date(
    TRIP_MESSAGES.returnDate,
    TRIP_MESSAGES.returnDateInvalid,
    TRIP_MESSAGES.returnDatePast,
  ).test('after-departure', TRIP_MESSAGES.returnBeforeDeparture, function (value) {
    const { departureDate: departure } = this.parent as Record<string, unknown>;
    return !bothValid(value, departure, isValidIsoDate) || String(value) >= String(departure);
  }),
  returnTime: time(TRIP_MESSAGES.returnTime, TRIP_MESSAGES.returnTimeInvalid).test(
    'after-departure-time',
    TRIP_MESSAGES.returnTimeBeforeDeparture,
    function (value) {
      const { departureDate, returnDate, departureTime } = this.parent as Record<string, unknown>;
      if (!bothValid(departureDate, returnDate, isValidIsoDate)) return true;
      if (departureDate !== returnDate) return true;
      const valid = (candidate: string) => TIME.test(candidate.trim());
      return (
        !bothValid(value, departureTime, valid) ||
        String(value).trim().slice(0, 5) > String(departureTime).trim().slice(0, 5)
      );
    },
  ),
  numberOfPeople: Yup.string()
    .trim()
    .required(TRIP_MESSAGES.numberOfPeople)
    .matches(WHOLE, { message: TRIP_MESSAGES.numberOfPeopleWhole, excludeEmptyString: true })
    .test(
      'min',
      TRIP_MESSAGES.numberOfPeopleMin,
      (value) => !value || !WHOLE.test(value) || Number(value) >= 1,
    )
    .test(
      'max',
      TRIP_MESSAGES.numberOfPeopleMax,
      (value) => !value || !WHOLE.test(value) || Number(value) <= MAX_PEOPLE,
    ),
  tripType: Yup.string().trim().required(TRIP_MESSAGES.tripType),
  basicNameOfGroup: Yup.string().trim().required(TRIP_MESSAGES.basicNameOfGroup),
  basicFirstName: Yup.string().trim().required(TRIP_MESSAGES.basicFirstName),
  basicLastName: Yup.string().trim().required(TRIP_MESSAGES.basicLastName),
  basicPhone: Yup.string()
    .trim()
    .required(TRIP_MESSAGES.basicPhone)
    .test('phone', TRIP_MESSAGES.basicPhoneInvalid, (value) => !value || isValidPhone(value)),
  basicEmail: emailRule({
    required: TRIP_MESSAGES.basicEmail,
    invalid: TRIP_MESSAGES.basicEmailInvalid,
  }),
  notes: Yup.string().max(NOTES_MAX_LENGTH, TRIP_MESSAGES.notesTooLong),
});
