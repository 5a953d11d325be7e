import { ZIP_RADIUS_OPTIONS } from '@/config/constants';
import { searchPath } from '@/config/paths';
import { isEstimateInputs } from './estimateInputs';
import { readPlanDays } from '@/features/tripPlan/planDays';
import type { PlanLink } from '@/features/tripPlan/types';
import type { EstimateInputs, RouteCriteria, SortOrder, ZipRange } from './types';
import { PARAM } from '@/config/searchQuery';

export const ZIP_PATTERN = /^\d{5}$/;

/** 'Fort Worth' -> 'fort-worth': the url-friendly form the API returns, for comparisons. */
export function slugify(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export function isZipRange(value: unknown): value is ZipRange {
  return (ZIP_RADIUS_OPTIONS as readonly unknown[]).includes(value);
}

function positiveInt(value: string | null): number | undefined {
  if (value === null || !/^\d{1,9}$/.test(value)) return undefined;
  const parsed = Number(value);
  return parsed > 0 ? parsed : undefined;
}

/** Reads the route parameters and the query string; malformed values are ignored. */
export function parseCriteria(
  params: { city?: string; state?: string },
  query: URLSearchParams,
): RouteCriteria {
  const criteria: RouteCriteria = {};
  const city = params.city?.trim();
  const state = params.state?.trim();
  if (city) criteria.city = city;
  if (state) criteria.state = state;

  const zip = query.get(PARAM.zip)?.trim();
  if (zip && ZIP_PATTERN.test(zip)) criteria.zip = zip;
  const within = positiveInt(query.get(PARAM.within));
  if (isZipRange(within)) criteria.within = within;

  const amenities = query.get(PARAM.amenities);
  if (amenities !== null) {
    criteria.amenities = [
      ...new Set(
        amenities
          .split(',')
          .map((item) => positiveInt(item.trim()))
          .filter((id): id is number => id !== undefined),
      ),
    ].sort((a, b) => a - b);
  }
  const busType = positiveInt(query.get(PARAM.busType));
  if (busType !== undefined) criteria.busType = busType;
  const people = positiveInt(query.get(PARAM.people));
  if (people !== undefined) criteria.people = people;
  const trip = positiveInt(query.get(PARAM.trip));
  if (trip !== undefined) criteria.trip = trip;
  const estimate = parseEstimate(query);
  if (estimate) criteria.estimate = estimate;
  const sort = query.get(PARAM.sort);
  if (sort === 'estimate' || sort === 'nearest') criteria.sort = sort;
  const plan = estimate && parsePlan(query);
  if (plan) criteria.plan = plan;
  const costs = estimate && query.get(PARAM.costs)?.trim().slice(0, 60);
  if (costs) criteria.costs = costs;
  return criteria;
}

/**
 * The plan's raw values, only beside an estimate (the plan makes its days and miles). Places are
 * checked when the planner's data loads (tripPlan/planSync.ts), which drops an unknown one with a
 * note; here only absurd lengths are cut.
 */
function parsePlan(query: URLSearchParams): PlanLink | undefined {
  const value = (name: string) => query.get(name)?.trim().slice(0, 80) ?? '';
  const destination = value(PARAM.to);
  if (!destination) return undefined;
  return {
    destination,
    stops: query
      .getAll(PARAM.via)
      .map((stop) => stop.trim().slice(0, 80))
      .filter(Boolean)
      .slice(0, 20),
    departureDate: value(PARAM.depart),
    returnDate: value(PARAM.return),
    ...readPlanDays(query),
  };
}

/** The estimate of a query string: all three values, whole and within limits, or none. */
function parseEstimate(query: URLSearchParams): EstimateInputs | undefined {
  /** A parameter's whole number of up to 5 digits; NaN (rejected below) for anything else. */
  const wholeNumberOf = (name: string) => {
    const value = query.get(name);
    return value !== null && /^\d{1,5}$/.test(value) ? Number(value) : Number.NaN;
  };
  const inputs = {
    people: wholeNumberOf(PARAM.group),
    days: wholeNumberOf(PARAM.days),
    miles: wholeNumberOf(PARAM.miles),
  };
  return isEstimateInputs(inputs) ? inputs : undefined;
}

export interface UrlFilters {
  zip: string;
  within: ZipRange;
  amenities: readonly number[];
  busType: number | null;
  people: number | null;
  trip: number | null;
  estimate?: EstimateInputs | null;
  /** `estimate` is written only with an estimate; `nearest` always. */
  sort?: SortOrder;
  /** Written only with an estimate. */
  plan?: PlanLink | null;
  costs?: string;
}

/** The address of a search: the url-friendly city and state, then the filters that are set. */
export function buildSearchUrl(city: string, state: string, filters: UrlFilters): string {
  const query = new URLSearchParams();
  if (filters.zip) {
    query.set(PARAM.zip, filters.zip);
    query.set(PARAM.within, String(filters.within));
  }
  if (filters.amenities.length > 0) query.set(PARAM.amenities, filters.amenities.join(','));
  if (filters.busType !== null) query.set(PARAM.busType, String(filters.busType));
  if (filters.people !== null) query.set(PARAM.people, String(filters.people));
  if (filters.trip !== null) query.set(PARAM.trip, String(filters.trip));
  if (filters.estimate) {
    query.set(PARAM.group, String(filters.estimate.people));
    query.set(PARAM.days, String(filters.estimate.days));
    query.set(PARAM.miles, String(filters.estimate.miles));
  }
  if (filters.sort === 'nearest' || (filters.sort === 'estimate' && filters.estimate)) {
    query.set(PARAM.sort, filters.sort);
  }
  if (filters.estimate) {
    const { plan } = filters;
    if (plan) {
      query.set(PARAM.to, plan.destination);
      for (const stop of plan.stops) query.append(PARAM.via, stop);
      if (plan.departureDate) query.set(PARAM.depart, plan.departureDate);
      if (plan.returnDate) query.set(PARAM.return, plan.returnDate);
      if (plan.legDays) query.set(PARAM.legDays, plan.legDays.join(','));
      if (plan.destinationHours !== undefined) {
        query.set(PARAM.destinationHours, String(plan.destinationHours));
      }
    }
    if (filters.costs) query.set(PARAM.costs, filters.costs);
  }
  const path = searchPath(city || undefined, city ? state || undefined : undefined);
  const search = query.toString().replace(/%2C/g, ',');
  return search ? `${path}?${search}` : path;
}
