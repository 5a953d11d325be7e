import type { TripType } from '@/features/metadata/types';
import type { QuoteCartState } from '@/features/quoteCart/quoteCartSlice';
import type { QuoteRequest } from '@/features/quoteCart/types';
import type { SearchState } from '@/features/search/searchSlice';
import { planDates } from '@/features/tripPlan/tripDays';
import { planLegDays } from '@/features/tripPlan/drivingDay';
import { drivingTripOf } from '@/features/tripPlan/drivingTrip';
import { isRoundTrip } from '@/features/tripPlan/tripTypes';
import type { SheetCompany, TripSheet } from './sheetLink';

/** The parts of the store a sheet is made from (typed here: features do not import the store). */
export interface SheetSources {
  search: SearchState;
  metadata: { tripTypes: readonly TripType[] };
  quoteCart: QuoteCartState;
  tripRequest: { quoteNumber: string | null; confirmedQuoteNumber: string | null };
}

function companyOf(request: QuoteRequest, phonesShown: readonly number[]): SheetCompany {
  return {
    name: request.companyName,
    city: request.city ?? '',
    phone: phonesShown.includes(request.id) ? (request.phone ?? '') : '',
  };
}

/**
 * The trip sheet of the plan on the search: its places, dates and figures, the companies of the
 * quote cart with their phones where the traveller revealed them and, after a quote request
 * (`afterQuote`, /confirmation), the quote number with the companies it went to. Null without a
 * plan whose departure is known: there is no trip to show.
 */
export function sheetOf(state: SheetSources, afterQuote = false): TripSheet | null {
  const { plan, estimate, tripType, costs } = state.search;
  if (!plan?.origin || !estimate) return null;
  const { quoteRequests, sent = [], phonesShown = [] } = state.quoteCart;
  const quoteNumber = afterQuote ? (state.tripRequest.quoteNumber ?? '') : '';
  // On /confirmation the cart empties once the page is shown: its companies are then the sent.
  const requests = quoteNumber && quoteRequests.length === 0 ? sent : quoteRequests;
  const roundTrip = isRoundTrip(tripType, state.metadata.tripTypes);
  // The days and the legs' days as the estimate's check lays them out (its miles may be typed by
  // hand), on the dates the planner would take (a link whose days disagree with them is damaged).
  const trip = drivingTripOf(plan, estimate, roundTrip);
  return {
    name: '',
    origin: plan.origin,
    destination: plan.destination,
    stops: plan.stops,
    ...planDates(plan.departureDate, plan.returnDate),
    roundTrip,
    people: estimate.people,
    days: trip.days,
    legDays: planLegDays(trip),
    ...(plan.destinationHours !== undefined && { destinationHours: plan.destinationHours }),
    costs,
    companies: requests.map((request) => companyOf(request, phonesShown)),
    quoteNumber,
  };
}
