import { http } from 'msw';
import { listingById } from '../db/queries';
import { getDb, nextId, withDb } from '../db/store';
import type { TrackingType } from '../db/types';
import { apiUrl, fail, isResponse, jsonBody, latency, ok } from '../http';

const TRACKING_TYPES: readonly number[] = [1, 3, 4, 5, 6, 9, 13, 16];

interface TrackingBody {
  company_metro_id?: unknown;
  tracking_type?: unknown;
  count?: unknown;
}

/** POST /tracking: one interaction with a listing, counted in the operator's click reports. */
async function track({ request }: { request: Request }) {
  await latency();
  const body = await jsonBody<TrackingBody>(request);
  if (isResponse(body)) return body;
  const listingId = Number(body.company_metro_id);
  if (!Number.isInteger(listingId) || !listingById(getDb(), listingId)) {
    return fail('Unknown listing.');
  }
  if (typeof body.tracking_type !== 'number' || !TRACKING_TYPES.includes(body.tracking_type)) {
    return fail('Unknown tracking type.');
  }
  if (body.count !== 1) return fail('count must be 1.');
  const trackingType = body.tracking_type as TrackingType;
  withDb((db) => {
    db.tracking_events.push({
      id: nextId('tracking_events'),
      company_metro_id: listingId,
      tracking_type: trackingType,
      created_at: new Date().toISOString(),
    });
  });
  return ok();
}

/** The client posts to /tracking/ (trailing slash); the contract's /tracking is accepted too. */
export const trackingHandlers = [
  http.post(apiUrl('/tracking/'), track),
  http.post(apiUrl('/tracking'), track),
];
