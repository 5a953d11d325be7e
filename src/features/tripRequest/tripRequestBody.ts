import type { SearchOrigin, TripFormValues, TripRequestBody } from './types';

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The form, the cart and the search, as POST /quote/request wants them: numbers as numbers,
 * the phone as digits, times as HH:mm. The search's coordinates describe where the search
 * started, so they go along only while the departure is still that city.
 */
export function toTripRequestBody(
  values: TripFormValues,
  companyMetroIds: readonly number[],
  origin: SearchOrigin,
): TripRequestBody {
  const body: TripRequestBody = {
    companyMetroIds: [...companyMetroIds],
    numberOfPeople: Number.parseInt(String(values.numberOfPeople).trim(), 10),
    tripType: Number(values.tripType),
    departureCity: values.departureCity.trim(),
    departureState: values.departureState.trim(),
    departureDate: values.departureDate.trim(),
    departureTime: values.departureTime.trim().slice(0, 5),
    destinationCity: values.destinationCity.trim(),
    destinationState: values.destinationState.trim(),
    returnDate: values.returnDate.trim(),
    returnTime: values.returnTime.trim().slice(0, 5),
    basicNameOfGroup: values.basicNameOfGroup.trim(),
    basicFirstName: values.basicFirstName.trim(),
    basicLastName: values.basicLastName.trim(),
    basicPhone: values.basicPhone.replace(/\D/g, ''),
    basicEmail: values.basicEmail.trim(),
    notes: values.notes.trim(),
  };
  const startsAtSearch =
    same(values.departureCity, origin.departureCity) &&
    same(values.departureState, origin.departureState);
  if (startsAtSearch && origin.latitude !== null && origin.longitude !== null) {
    body.originLatitude = origin.latitude;
    body.originLongitude = origin.longitude;
  }
  return body;
}
