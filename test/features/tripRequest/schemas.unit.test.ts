import { isValidPhone, TRIP_MESSAGES, tripRequestSchema } from '@/features/tripRequest/schemas';
import type { TripFormValues } from '@/features/tripRequest/types';
import { signupSchema } from '@/features/signup/schemas';
import { textIn } from '@/lib/i18n/messageText';
import { i18n } from '@/lib/i18n/runtime';

/** A rule's message as the English visitor reads it (rules give message descriptors). */
const english = (message: unknown) => textIn(i18n, message);

const VALID: TripFormValues = {
  departureCity: 'Dallas',
  departureState: 'TX',
  destinationCity: 'San Antonio',
  destinationState: 'TX',
  departureDate: '2099-06-14',
  departureTime: '07:30',
  returnDate: '2099-06-15',
  returnTime: '18:00',
  numberOfPeople: '45',
  tripType: '2',
  basicNameOfGroup: 'Troop 214',
  basicFirstName: 'Dana',
  basicLastName: 'Whitfield',
  basicPhone: '(214) 555-0199',
  basicEmail: 'dana@example.org',
  notes: '',
};

/** Every message the schema gives for these values ([] when valid). */
async function errorsOf(values: Partial<TripFormValues>): Promise<string[]> {
  try {
    await tripRequestSchema.validate({ ...VALID, ...values }, { abortEarly: false });
    return [];
  } catch (error) {
    return (error as { errors: unknown[] }).errors.map(english);
  }
}

describe('tripRequestSchema', () => {
  it('accepts a complete trip', async () => {
    expect(await errorsOf({})).toEqual([]);
  });

  it('requires every field but the notes, with a message naming it', async () => {
    const empty = Object.fromEntries(
      Object.keys(VALID).map((key) => [key, '']),
    ) as unknown as TripFormValues;
    expect((await errorsOf(empty)).sort()).toEqual(
      [
        TRIP_MESSAGES.departureCity,
        TRIP_MESSAGES.departureState,
        TRIP_MESSAGES.destinationCity,
        TRIP_MESSAGES.destinationState,
        TRIP_MESSAGES.departureDate,
        TRIP_MESSAGES.departureTime,
        TRIP_MESSAGES.returnDate,
        TRIP_MESSAGES.returnTime,
        TRIP_MESSAGES.numberOfPeople,
        TRIP_MESSAGES.tripType,
        TRIP_MESSAGES.basicNameOfGroup,
        TRIP_MESSAGES.basicFirstName,
        TRIP_MESSAGES.basicLastName,
        TRIP_MESSAGES.basicPhone,
        TRIP_MESSAGES.basicEmail,
      ]
        .map(english)
        .sort(),
    );
  });

  it('treats blanks as missing', async () => {
    expect(await errorsOf({ basicNameOfGroup: '   ' })).toEqual(['Name of group is required']);
  });

  it.each([
    [{ numberOfPeople: '1' }, []],
    [{ numberOfPeople: 45 }, []],
    [{ numberOfPeople: '9999' }, []],
    [{ numberOfPeople: '2.5' }, ['Number of people must be a whole number']],
    [{ numberOfPeople: 'ten' }, ['Number of people must be a whole number']],
    [{ numberOfPeople: '0' }, ['Number of people must be at least 1']],
    [{ numberOfPeople: '-4' }, ['Number of people must be at least 1']],
    [{ numberOfPeople: '10000' }, ['Number of people must be 9999 or fewer']],
  ] as const)('checks the group size %o', async (values, expected) => {
    expect(await errorsOf(values)).toEqual(expected);
  });

  it.each([
    [
      { departureDate: '2000-01-01', returnDate: '2000-01-02' },
      ['Departure date cannot be in the past', 'Return date cannot be in the past'],
    ],
    [{ departureDate: '2099-02-30' }, ['Departure date must be a valid date']],
    [{ returnDate: '15/06/2099' }, ['Return date must be a valid date']],
    [{ returnDate: '2099-06-13' }, ['Return date cannot be before the departure date']],
    [
      { returnDate: '2099-06-14', returnTime: '07:30' },
      ['Return time must be after the departure time'],
    ],
    [{ returnDate: '2099-06-14', returnTime: '07:31' }, []],
    [{ returnDate: '2099-06-15', returnTime: '06:00' }, []],
    [{ departureTime: '25:00' }, ['Departure time must be a valid time']],
    [{ returnTime: '7pm' }, ['Return time must be a valid time']],
    [{ departureTime: '07:30:00' }, []],
  ] as const)('checks dates and times %o', async (values, expected) => {
    expect(await errorsOf(values)).toEqual(expected);
  });

  it('accepts a trip that starts today', async () => {
    const today = new Date();
    const iso = [
      today.getFullYear(),
      String(today.getMonth() + 1).padStart(2, '0'),
      String(today.getDate()).padStart(2, '0'),
    ].join('-');
    expect(await errorsOf({ departureDate: iso, departureTime: '00:00' })).toEqual([]);
  });

  it.each([
    ['dana@', ['Must use valid email']],
    ['dana@example', ['Must use valid email']],
    [' dana@example.org ', []],
  ] as const)('checks the email "%s"', async (basicEmail, expected) => {
    expect(await errorsOf({ basicEmail })).toEqual(expected);
  });

  it('limits the notes', async () => {
    expect(await errorsOf({ notes: 'x'.repeat(2000) })).toEqual([]);
    expect(await errorsOf({ notes: 'x'.repeat(2001) })).toEqual([
      'Notes must be 2000 characters or fewer',
    ]);
  });
});

describe('isValidPhone', () => {
  it.each(['2145550199', '(214) 555-0199', '214.555.0199', '1 (214) 555-0199', '+1 214 555 0199'])(
    'accepts %s',
    (phone) => expect(isValidPhone(phone)).toBe(true),
  );
  it.each(['555-0199', '2145550199x12', '22145550199', 'call me', '123456789012'])(
    'refuses %s',
    (phone) => expect(isValidPhone(phone)).toBe(false),
  );
});

describe('signupSchema as the confirmation form uses it', () => {
  it('gives the spec messages', async () => {
    const errors = await signupSchema
      .validate(
        {
          firstName: '',
          lastName: '',
          about: '',
          email: 'x',
          password: 'short',
          confirmationPassword: 'other',
        },
        { abortEarly: false },
      )
      .catch((error: { errors: unknown[] }) => error.errors.map(english));
    expect(errors).toEqual([
      'First name is required',
      'Last name is required',
      'Must use valid email',
      'Password must be at least 8 characters long',
      'Passwords must match',
    ]);
  });
});
