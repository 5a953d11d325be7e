import { initialSearchState } from '@/features/search/searchSlice';
import { within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { QUOTE_CART_PERSIST_VERSION } from '@/features/quoteCart/persistedQuoteCart';
import { TRIP_REQUEST_PERSIST_VERSION } from '@/features/tripRequest/persistedTripRequest';
import type { renderRoute } from '../../utils/renderWithProviders';

/** Helpers of the /review and /confirmation tests. */

export type TripInput = Record<
  | 'departureCity'
  | 'departureState'
  | 'destinationCity'
  | 'destinationState'
  | 'departureDate'
  | 'departureTime'
  | 'returnDate'
  | 'returnTime'
  | 'numberOfPeople'
  | 'tripType'
  | 'group'
  | 'firstName'
  | 'lastName'
  | 'phone'
  | 'email'
  | 'notes',
  string
>;

/** A trip far enough ahead never to be "in the past". */
export const VALID_TRIP: TripInput = {
  departureCity: 'Dallas',
  departureState: 'Texas',
  destinationCity: 'San Antonio',
  destinationState: 'Texas',
  departureDate: '2099-06-14',
  departureTime: '07:30',
  returnDate: '2099-06-15',
  returnTime: '18:00',
  numberOfPeople: '45',
  tripType: 'Round Trip',
  group: 'Troop 214',
  firstName: 'Dana',
  lastName: 'Whitfield',
  phone: '(214) 555-0199',
  email: 'dana.whitfield@example.org',
  notes: 'Two wheelchair users in the group.',
};

const TEXT_FIELDS: [keyof TripInput, RegExp][] = [
  ['departureCity', /^\*?\s*Departure city$/],
  ['destinationCity', /^\*?\s*Destination city$/],
  ['departureDate', /^\*?\s*Departure date$/],
  ['departureTime', /^\*?\s*Departure time$/],
  ['returnDate', /^\*?\s*Return date$/],
  ['returnTime', /^\*?\s*Return time$/],
  ['numberOfPeople', /^\*?\s*Number of people$/],
  ['group', /^\*?\s*Name of group$/],
  ['firstName', /^\*?\s*First name$/],
  ['lastName', /^\*?\s*Last name$/],
  ['phone', /^\*?\s*Phone$/],
  ['email', /^\*?\s*Email$/],
  ['notes', /^Notes$/],
];

/** Label text of a field of the trip form (the star is part of the label's text). */
export function tripLabel(field: keyof TripInput): RegExp {
  const found = TEXT_FIELDS.find(([key]) => key === field);
  if (found) return found[1];
  const selects: Partial<Record<keyof TripInput, RegExp>> = {
    departureState: /^\*?\s*Departure state$/,
    destinationState: /^\*?\s*Destination state$/,
    tripType: /^\*?\s*Trip type$/,
  };
  const label = selects[field];
  if (!label) throw new Error(`No label for ${field}`);
  return label;
}

/** Fills every field (clearing what is there first); `skip` leaves fields as they are. */
export async function fillTripForm(
  user: UserEvent,
  form: HTMLElement,
  input: Partial<TripInput> = {},
  skip: (keyof TripInput)[] = [],
): Promise<void> {
  const values = { ...VALID_TRIP, ...input };
  const scope = within(form);
  for (const [field] of TEXT_FIELDS) {
    if (skip.includes(field)) continue;
    const control = scope.getByLabelText(tripLabel(field));
    await user.clear(control);
    // Pasted, not typed key by key: the same input and change events in one go, so the many
    // tests that fill this 20-field form do not spend their time typing (typing rules have
    // tests of their own).
    if (values[field] !== '') await user.paste(values[field]);
  }
  for (const field of ['departureState', 'destinationState', 'tripType'] as const) {
    if (skip.includes(field)) continue;
    await user.selectOptions(scope.getByLabelText(tripLabel(field)), values[field]);
  }
}

/** A cart of two real Dallas listings of the demo database (as rehydrated). */
export const CART = {
  quoteRequests: [
    { id: 10234, companyName: 'Rose City Bus Charters' },
    { id: 10001, companyName: 'Lone Star Charter Coaches' },
  ],
  _persist: { version: QUOTE_CART_PERSIST_VERSION, rehydrated: true },
};

type Preloaded = NonNullable<NonNullable<Parameters<typeof renderRoute>[1]>['preloadedState']>;

/**
 * Preloaded state with a search origin: the fields this feature reads over the search slice's
 * initial state.
 */
export function withSearch(search: Record<string, unknown>, rest: Preloaded = {}): Preloaded {
  // The whole slice, as the app's store always holds it (a rehydrated search merges into it).
  return { ...rest, search: { ...initialSearchState, ...search } };
}

/** The tripRequest slice as it is right after a successful submit of `quoteNumber`. */
export function submittedQuote(quoteNumber: string, sender: Record<string, string> | null = null) {
  return {
    status: 'succeeded' as const,
    error: null,
    quoteNumber,
    confirmedQuoteNumber: null,
    sender: sender as { firstName: string; lastName: string; email: string } | null,
    _persist: { version: TRIP_REQUEST_PERSIST_VERSION, rehydrated: true },
  };
}
