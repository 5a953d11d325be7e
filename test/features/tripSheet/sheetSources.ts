import { initialSearchState } from '@/features/search/searchSlice';
import type { EstimateInputs } from '@/features/search/types';
import type { Place, TripPlan } from '@/features/tripPlan/types';
import type { SheetSources } from '@/features/tripSheet/sheetOf';
import { CENTRES } from '../tripPlan/centres';

/** The trip types of the demo's metadata that the planner offers. */
export const TRIP_TYPES = [
  { id: 1, name: 'One Way' },
  { id: 2, name: 'Round Trip' },
];
export const ONE_WAY = 1;
export const ROUND_TRIP = 2;

export const SPOKANE_ORIGIN = { name: 'Spokane, WA', ...CENTRES.spokane };

/** A city of the gazetteer as the planner holds it. */
export const city = (name: string, at: { latitude: number; longitude: number }): Place => ({
  ...at,
  key: name.replace(', ', ','),
  name,
  city: name.split(',')[0] ?? name,
  state: name.slice(-2),
  zip: '',
});

export const SEATTLE = city('Seattle, WA', CENTRES.seattle);
export const ELLENSBURG = city('Ellensburg, WA', CENTRES.ellensburg);

/** The store's parts a sheet is made from, with a plan and an estimate on the search. */
export function sourcesOf(
  plan: TripPlan | null,
  estimate: EstimateInputs,
  tripType: number,
  costs = '',
): SheetSources {
  return {
    search: { ...initialSearchState, plan, estimate, tripType, costs },
    metadata: { tripTypes: TRIP_TYPES },
    quoteCart: { quoteRequests: [], sent: [], phonesShown: [] },
    tripRequest: { quoteNumber: null, confirmedQuoteNumber: null },
  };
}
