import { http, HttpResponse } from 'msw';
import { fail, id, intList, isResponse, oneOf, optional, readBody, strict, text } from '../body';
import { demoTimestamp } from '../clock';
import { listingById } from '../db/queries';
import { hasAmenities, indexDb, locate, toResult } from '../db/searchQuery';
import { slugify } from '../db/seed/geo';
import { getDb, nextId, withDb } from '../db/store';
import type { TrackingType } from '../db/types';
import { apiUrl, latency, ok } from '../http';

/** The contract's search tag: metadata, the search itself and click tracking. */

/** The contract's ZipRange enumeration (default 50). */
const ZIP_RANGES = [10, 50, 100, 150] as const;
/** The contract's TrackingType enumeration. */
const TRACKING_TYPES: readonly TrackingType[] = [1, 3, 4, 5, 6, 9, 13, 16];

/** POST /tracking: one interaction with a listing, counted in the operator's click reports. */
async function track({ request }: { request: Request }) {
  await latency();
  const body = await readBody(request, {
    company_metro_id: id(),
    tracking_type: oneOf(TRACKING_TYPES, 'Unknown tracking type.'),
    count: oneOf([1], 'count must be 1.'),
  });
  if (isResponse(body)) return body;
  const listingId = body.company_metro_id;
  if (listingId === null || !listingById(getDb(), listingId)) return fail('Unknown listing.');
  withDb((db) => {
    db.tracking_events.push({
      id: nextId('tracking_events'),
      company_metro_id: listingId,
      tracking_type: body.tracking_type,
      created_at: demoTimestamp(),
    });
  });
  return ok();
}

export const searchHandlers = [
  http.get(apiUrl('/metadata'), async () => {
    await latency();
    const db = getDb();
    return HttpResponse.json({
      metros: db.metros.map(({ id: metroId, city, state }) => ({ id: metroId, city, state })),
      trip_types: db.trip_types.map(({ id: typeId, name }) => ({ id: typeId, name })),
    });
  }),

  /** POST /search as the contract gives it (snake_case, no envelope). */
  http.post(apiUrl('/search'), async ({ request }) => {
    await latency();
    const body = await readBody(request, {
      zip_range: strict(
        optional(oneOf(ZIP_RANGES, 'zip_range must be one of 10, 50, 100 or 150.'), 50),
      ),
      amenities: strict(optional(intList('amenities must be a list of amenity ids.'), [])),
      zip: text(),
      city: text(),
      state: text(),
      freeform_location: text(),
    });
    if (isResponse(body)) return body;
    const db = getDb();
    const index = indexDb(db);
    const found = locate(db, index, {
      zip: body.zip,
      city: body.city,
      state: body.state,
      freeform: body.freeform_location,
      range: body.zip_range,
    });
    const listings = found.listings.filter((listing) =>
      hasAmenities(index.busesByListing.get(listing.id) ?? [], body.amenities),
    );
    const results = listings.flatMap((listing) => {
      const company = index.companies.get(listing.company_id);
      return company ? [toResult(db, index, listing, company)] : [];
    });
    // The bus-type choices are those of the companies shown.
    const typeIds = new Set(
      listings.flatMap((listing) =>
        (index.busesByListing.get(listing.id) ?? []).map((bus) => bus.bus_type_id),
      ),
    );
    return HttpResponse.json({
      results,
      bus_types: db.bus_types
        .filter((type) => typeIds.has(type.id))
        .map(({ id: typeId, name }) => ({ id: typeId, name })),
      available_amenities: db.amenities.map(({ id: amenityId, name }) => ({ id: amenityId, name })),
      latitude: found.latitude,
      longitude: found.longitude,
      city: found.city,
      state: found.state,
      url_friendly_city: slugify(found.city),
      url_friendly_state: found.state.toLowerCase(),
    });
  }),

  // The client posts to /tracking/ (trailing slash); the contract's /tracking is accepted too.
  http.post(apiUrl('/tracking/'), track),
  http.post(apiUrl('/tracking'), track),
];
