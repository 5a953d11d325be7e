import type { SearchState } from '@/features/search/searchSlice';
import { buildSearchUrl } from '@/features/search/searchUrl';
import { selectUrlFilters } from '@/features/search/selectors';

/** The address of the results on show, filters and plan included. */
export function addressOf(state: { search: SearchState }): string {
  const { urlFriendlyCity, urlFriendlyState } = state.search;
  return buildSearchUrl(urlFriendlyCity, urlFriendlyState, selectUrlFilters(state));
}
