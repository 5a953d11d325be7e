import { t } from '@lingui/core/macro';
import { useAppSelector } from '@/app/hooks';
import { DEFAULT_ZIP_RADIUS } from '@/config/constants';
import type { CompareArea } from '@/features/compare/types';
import { buildSearchUrl, slugify, type UrlFilters } from '@/features/search/searchUrl';
import { selectSearch, selectUrlFilters } from '@/features/search/selectors';
import type { EstimateInputs } from '@/features/search/types';

/** "Dallas, TX" or "75202 within 50 miles". */
export function placeText(area: CompareArea): string {
  if ('zip' in area) {
    const { zip, within } = area;
    return t`${zip} within ${within} miles`;
  }
  return [area.city, area.state].filter(Boolean).join(', ');
}

/**
 * Back to the results on show when there are some; else (a link opened cold) to a search of the
 * area the companies came from, with the same estimate.
 */
export function useBackToSearch(area: CompareArea | null, estimate: EstimateInputs | null): string {
  const search = useAppSelector(selectSearch);
  const onShow = useAppSelector(selectUrlFilters);
  if (search.searched) {
    return buildSearchUrl(search.urlFriendlyCity, search.urlFriendlyState, onShow);
  }
  const filters = { amenities: [], busType: null, people: null, trip: null, estimate };
  const byCity: UrlFilters = { ...filters, zip: '', within: DEFAULT_ZIP_RADIUS };
  if (!area) return buildSearchUrl('', '', byCity);
  if ('zip' in area) return buildSearchUrl('', '', { ...filters, ...area });
  return buildSearchUrl(slugify(area.city), area.state.toLowerCase(), byCity);
}
