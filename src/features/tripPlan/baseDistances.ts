import { createAppAsyncThunk } from '@/app/withTypes';
import { basesLocated, type BaseDistance } from '@/features/search/searchSlice';
import type { SearchCompany } from '@/features/search/types';
import { planOrigin, searchStart } from './origin';
import { loadPlaceIndex, type PlaceIndex } from './placeIndex';
import { baseLine } from './baseLine';
import { roadMiles } from './tripMiles';
import type { LatLon, PlanOrigin } from './types';

export { baseLine };

/**
 * How far each company of the results is based from the search's departure (issue 29): a
 * company based far away charges for the empty drive. Measured as the planner measures a leg
 * (great-circle miles x ROAD_FACTOR) between the departure point and the company's zip code,
 * else its city and state, from the gazetteer. Loaded with the planner's data: when the planner
 * opens, a plan is looked up, or the results are sorted by it; never with /search's first load.
 */

/** Where a company is based: its zip code's place, else its city's; null when unknown. */
export function basePlace(
  company: Pick<SearchCompany, 'zip' | 'city' | 'state'>,
  index: PlaceIndex,
): LatLon | null {
  const zip = /^\d{5}/.exec(company.zip.trim())?.[0];
  const byZip = zip ? index.find(zip) : null;
  if (byZip) return byZip;
  const city = company.city.trim();
  const state = company.state.trim();
  return city && state ? index.find(`${city},${state}`) : null;
}

/** Each company's distance from `origin`, by result; places looked up once each. */
export function baseDistances(
  companies: readonly Pick<SearchCompany, 'zip' | 'city' | 'state'>[],
  origin: PlanOrigin,
  index: PlaceIndex,
): (BaseDistance | null)[] {
  const known = new Map<string, LatLon | null>();
  return companies.map((company) => {
    const key = `${company.zip}|${company.city}|${company.state}`;
    if (!known.has(key)) known.set(key, basePlace(company, index));
    const place = known.get(key) ?? null;
    if (!place) return null;
    const miles = roadMiles(origin, place);
    return { miles, text: baseLine(miles, origin.name), place };
  });
}

/**
 * Measures the results on show, once per answer. A failed load of the gazetteer (offline, a
 * failed chunk) leaves every company unknown and says so (`failed`): the figures are then final
 * without the drives, and the cards offer Try again (planSync.ts retryPlaces), which measures the
 * same answer again once the places load.
 */
export const locateBases = createAppAsyncThunk<void, void>(
  'search/locateBases',
  async (_, { getState, dispatch }) => {
    const index = await loadPlaceIndex().catch(() => null);
    const { search } = getState();
    const measured = search.bases?.requestId === search.requestId;
    if (search.status !== 'succeeded' || (measured && !(search.bases?.failed && index))) return;
    const origin = planOrigin(searchStart(search), index);
    const companies = search.unfilteredResults.map((result) => result.company);
    dispatch(
      basesLocated({
        requestId: search.requestId ?? null,
        from: origin?.name ?? '',
        distances:
          origin && index ? baseDistances(companies, origin, index) : companies.map(() => null),
        // Measured again after a failure: final while the plan from the address stays unread
        // (its lookup failed), or its figures would wait for it for good.
        failed: !index || (measured && search.planLink !== null && search.plan === null),
      }),
    );
  },
);
