import { isRecord } from '@/lib/decode';
import type { TripFormValues } from './types';

/**
 * The last quote number and whether its confirmation already ran, kept for the tab's session.
 * Why: the confirmation screen must survive a reload (the traveller re-reads the number, or
 * creates the account after a reload, and the association needs the number), but a quote
 * number should not outlive the tab on a shared computer, where the next visitor could attach
 * it to their own new account. Personal data (who sent it) is never stored.
 *
 * With them, the trip as typed on /review and not sent yet (`draft`): a reload (a phone's pull
 * to refresh) or a visit to the search for one more company loses none of it. The trip only:
 * the contact fields and the notes are personal, and stay in the form.
 */
export const TRIP_REQUEST_PERSIST_VERSION = 1;

export const TRIP_DRAFT_KEYS = [
  'departureCity',
  'departureState',
  'destinationCity',
  'destinationState',
  'departureDate',
  'departureTime',
  'returnDate',
  'returnTime',
  'numberOfPeople',
  'tripType',
  'basicNameOfGroup',
] as const satisfies readonly (keyof TripFormValues)[];

/** The trip fields the traveller changed from what the page filled in, as typed. */
export type TripDraft = Partial<Record<(typeof TRIP_DRAFT_KEYS)[number], string>>;

const isDraft = (value: unknown): boolean =>
  value === undefined ||
  (isRecord(value) &&
    Object.entries(value).every(
      ([key, text]) =>
        (TRIP_DRAFT_KEYS as readonly string[]).includes(key) && typeof text === 'string',
    ));

const isQuoteNumber = (value: unknown): boolean =>
  value === null || (typeof value === 'string' && value.trim() !== '');

export function isValidPersistedTripRequest(state: Record<string, unknown>): boolean {
  return (
    isQuoteNumber(state.quoteNumber) &&
    isQuoteNumber(state.confirmedQuoteNumber) &&
    isDraft(state.draft)
  );
}
