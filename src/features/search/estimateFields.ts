import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ESTIMATE_LIMITS } from './estimateInputs';
import type { EstimateInputs } from './types';

/**
 * The estimate's three fields as the trip planner shows them (issue 14's texts). Apart from
 * estimateInputs.ts, which every first load carries: only the planner's lazy chunk needs these.
 */
export type EstimateKey = keyof EstimateInputs;
export const ESTIMATE_FIELDS: readonly {
  key: EstimateKey;
  label: MessageDescriptor;
  error: MessageDescriptor;
}[] = [
  { key: 'people', label: msg`People`, error: msg`People must be a whole number from 1 to 999` },
  { key: 'days', label: msg`Days`, error: msg`Days must be a whole number from 1 to 14` },
  {
    key: 'miles',
    label: msg`Total miles`,
    error: msg`Total miles must be a whole number from 0 to 5,000`,
  },
];

/** A typed value as a whole number within its limits ("1,200" reads as 1200), else null. */
export function readEstimateField(key: EstimateKey, typed: string): number | null {
  const digits = typed.trim().replace(/,/g, '');
  if (!/^\d{1,5}$/.test(digits)) return null;
  const value = Number(digits);
  const { min, max } = ESTIMATE_LIMITS[key];
  return value >= min && value <= max ? value : null;
}
