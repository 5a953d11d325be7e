import { TRACKING_COUNT } from '@/config/constants';
import { api } from '@/lib/apiClient';
import { callApi } from '@/lib/apiCall';
import { d } from '@/lib/decode';
import { isSampleResult } from './resultView';
import type { SearchResult } from './types';

/** The contract's TrackingType (spec 7). */
export const TRACKING = {
  website: 1,
  youtube: 3,
  facebook: 4,
  twitter: 5,
  moreDetails: 6,
  phone: 9,
  instagram: 13,
  contactUs: 16,
} as const;

export type TrackingKind = keyof typeof TRACKING;

/**
 * Records one interaction with a listing (POST /tracking/, the client's trailing-slash path).
 * Fire and forget: sample results are never tracked, and a failure never reaches the traveller.
 */
export function postTracking(result: SearchResult, kind: TrackingKind): void {
  if (isSampleResult(result)) return;
  const body = {
    companyMetroId: result.company.id,
    trackingType: TRACKING[kind],
    count: TRACKING_COUNT,
  };
  callApi(() => api.post('/tracking/', body), { fallback: '', decode: d.ignore }).catch(
    () => undefined,
  );
}
