import { selectSearchOrigin } from './searchOrigin';
import { postTripRequest } from './tripRequestApi';
import { toTripRequestBody } from './tripRequestBody';
import type { TripFormValues } from './types';

/**
 * The request itself: body and call. Loaded by saveTripRequest when the form is sent, so the
 * slice (in every first load, /search's included) carries none of it.
 */
export function sendTripRequest(
  values: TripFormValues,
  companyMetroIds: readonly number[],
  state: object,
): Promise<string> {
  return postTripRequest(toTripRequestBody(values, companyMetroIds, selectSearchOrigin(state)));
}
