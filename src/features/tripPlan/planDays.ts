import { PARAM } from '@/config/searchQuery';
import { MAX_LEGS, TRIP_LIMITS } from '@/config/tripLimits';
import type { PlanLink } from './types';

/** Hours at the destination as typed or linked: 0 to 24, to the half hour ("4", "2.5"), else null. */
export function readDestinationHours(typed: string): number | null {
  const text = typed.trim();
  if (!/^\d{1,2}(\.[05])?$/.test(text)) return null;
  const hours = Number(text);
  return hours <= TRIP_LIMITS.destinationHours.max ? hours : null;
}

/** A day a leg, "1,1,3": at most one for each leg a trip can have. */
const LEG_DAYS = new RegExp(`^\\d{1,2}(,\\d{1,2}){0,${MAX_LEGS - 1}}$`);

/**
 * The legs' days and the hours at the destination of a link, the search's and the trip sheet's
 * alike, where it has them and they read; odd ones are left out (the default days and hours stand
 * in). Whether the days fit the trip is the driving check's to judge (drivingDay.ts fitsDays).
 */
export function readPlanDays(
  query: URLSearchParams,
): Pick<PlanLink, 'legDays' | 'destinationHours'> {
  const legDays = query.get(PARAM.legDays);
  const hours = query.get(PARAM.destinationHours);
  const destinationHours = hours === null ? null : readDestinationHours(hours);
  return {
    ...(legDays !== null && LEG_DAYS.test(legDays) && { legDays: legDays.split(',').map(Number) }),
    ...(destinationHours !== null && { destinationHours }),
  };
}
