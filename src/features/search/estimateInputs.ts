import { TRIP_LIMITS } from '@/config/tripLimits';
import type { EstimateInputs } from './types';

/**
 * The trip estimate's inputs and their limits (issue 14; the trip's, config/tripLimits.ts). Apart
 * from estimate.ts so the address and the store can check them without loading the estimate.
 */
export const ESTIMATE_LIMITS = {
  people: TRIP_LIMITS.people,
  days: TRIP_LIMITS.days,
  miles: TRIP_LIMITS.miles,
} as const satisfies Record<keyof EstimateInputs, { min: number; max: number }>;

/** The form's default trip length. */
export const DEFAULT_ESTIMATE_DAYS = 1;

/** Whole numbers within ESTIMATE_LIMITS. */
export function isEstimateInputs(value: EstimateInputs): boolean {
  return (Object.keys(ESTIMATE_LIMITS) as (keyof EstimateInputs)[]).every((key) => {
    const { min, max } = ESTIMATE_LIMITS[key];
    return Number.isInteger(value[key]) && value[key] >= min && value[key] <= max;
  });
}
