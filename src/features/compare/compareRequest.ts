import { DEFAULT_ZIP_RADIUS } from '@/config/constants';
import { parseCriteria } from '@/features/search/searchUrl';
import type { EstimateInputs } from '@/features/search/types';
import type { LatLon } from '@/features/tripPlan/types';
import { MAX_COMPARED } from './compareSlice';
import type { CompareArea } from './types';

/** What a compare address (compareUrl.ts writes it) asks the compare screen to show. */
export interface CompareRequest {
  ids: number[];
  area: CompareArea | null;
  estimate: EstimateInputs | null;
  /** The all-in estimate's assumptions ('' = the defaults), with the estimate only. */
  costs: string;
  /** The bus-type filter by name, the trip type and the plan's destination: with the estimate only. */
  busType: string | null;
  tripType: number | null;
  destination: string;
  /** The search's point in its area (compareUrl.ts CompareStart), when the link carries one. */
  point: LatLon | null;
}

/**
 * The search's point in a compare address (issue 47): `from=32.7767,-96.797`, the search
 * answer's coordinates, which its cards measure each company's drive from. The compare screen
 * writes it into its own address (withPoint) when it measures from the search on show, so the
 * address a visitor copies measures, anywhere, as the cards did. A city's or a zip's point, no
 * name or phone: like the search's own plan, it may ride in the query.
 */
const POINT_PARAM = 'from';

const COORDINATE = /^-?\d{1,3}(\.\d{1,15})?$/;

/** `from=32.7767,-96.797`: a latitude and a longitude within their bounds, else none. */
function readPoint(value: string | null): LatLon | null {
  const [latitude, longitude, ...rest] = (value ?? '').split(',').map((part) => part.trim());
  if (rest.length > 0 || !latitude || !longitude) return null;
  if (!COORDINATE.test(latitude) || !COORDINATE.test(longitude)) return null;
  const point = { latitude: Number(latitude), longitude: Number(longitude) };
  return Math.abs(point.latitude) <= 90 && Math.abs(point.longitude) <= 180 ? point : null;
}

/**
 * Reads a compare address; odd ids are dropped, repeats kept once, at most four in order. The
 * place and the estimate read exactly as the search reads them from its own address.
 */
export function parseCompareUrl(query: URLSearchParams): CompareRequest {
  const ids = [
    ...new Set(
      (query.get('ids') ?? '')
        .split(',')
        .map((item) => item.trim())
        .filter((item) => /^\d{1,9}$/.test(item))
        .map(Number)
        .filter((id) => id > 0),
    ),
  ].slice(0, MAX_COMPARED);
  const criteria = parseCriteria(
    { city: query.get('city') ?? undefined, state: query.get('state') ?? undefined },
    query,
  );
  let area: CompareArea | null = null;
  if (criteria.zip) area = { zip: criteria.zip, within: criteria.within ?? DEFAULT_ZIP_RADIUS };
  else if (criteria.city) area = { city: criteria.city, state: criteria.state ?? '' };
  const estimate = criteria.estimate ?? null;
  const busType = (estimate && query.get('bus')?.trim().slice(0, 60)) || null;
  return {
    ids,
    area,
    estimate,
    costs: criteria.costs ?? '',
    busType,
    tripType: (estimate && criteria.trip) ?? null,
    destination: criteria.plan?.destination ?? '',
    // A point without its area would be nobody's.
    point: area && readPoint(query.get(POINT_PARAM)),
  };
}

/** The compare address with the search's point (see POINT_PARAM). */
export function withPoint(query: URLSearchParams, point: LatLon): URLSearchParams {
  const next = new URLSearchParams(query);
  next.set(POINT_PARAM, `${point.latitude},${point.longitude}`);
  return next;
}

/** One key per area, so a load is not repeated for the same place however it is spelled. */
export function areaKey(area: CompareArea): string {
  return 'zip' in area
    ? `zip:${area.zip}:${area.within}`
    : `city:${area.city.toLowerCase()}:${area.state.toLowerCase()}`;
}
