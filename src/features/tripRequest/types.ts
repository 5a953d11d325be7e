/** Who asks, and what else they want every company to know: sent as typed. */
export interface TripContact {
  basicNameOfGroup: string;
  basicFirstName: string;
  basicLastName: string;
  basicPhone: string;
  basicEmail: string;
  notes: string;
}

/** The /review form as Formik holds it: every value a string, as the inputs give them. */
export interface TripFormValues extends TripContact {
  departureCity: string;
  departureState: string;
  destinationCity: string;
  destinationState: string;
  /** YYYY-MM-DD (the date input's value). */
  departureDate: string;
  /** HH:mm (the time input's value). */
  departureTime: string;
  returnDate: string;
  returnTime: string;
  /** Formik hands a number input's value over as a number once something is typed. */
  numberOfPeople: string | number;
  /** Trip type id from metadata, as the select's value. */
  tripType: string;
}

/** What the search already knows about the trip, read from the search slice. */
export interface SearchOrigin {
  departureCity: string;
  departureState: string;
  latitude: number | null;
  longitude: number | null;
  numberOfPeople: number | null;
  tripType: number | null;
}

/** POST /quote/request before decamelizing (the contract's TripRequest). */
export interface TripRequestBody extends TripContact {
  companyMetroIds: number[];
  numberOfPeople: number;
  tripType: number;
  departureCity: string;
  departureState: string;
  departureDate: string;
  departureTime: string;
  destinationCity: string;
  destinationState: string;
  returnDate: string;
  returnTime: string;
  originLatitude?: number;
  originLongitude?: number;
}
