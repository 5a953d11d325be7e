import type {
  AmenityRow,
  BusRow,
  CompanyMetroRow,
  CompanyPhoto,
  CompanyRow,
  DemoDb,
  MetroRow,
  ReviewRow,
} from './types';

/** Small read helpers shared by the mock handlers, so derived values are computed one way. */

export function metroById(db: DemoDb, id: number): MetroRow | undefined {
  return db.metros.find((m) => m.id === id);
}

export function companyById(db: DemoDb, id: number): CompanyRow | undefined {
  return db.companies.find((c) => c.id === id);
}

export function listingById(db: DemoDb, companyMetroId: number): CompanyMetroRow | undefined {
  return db.company_metros.find((l) => l.id === companyMetroId);
}

export function listingsOfCompany(db: DemoDb, companyId: number): CompanyMetroRow[] {
  return db.company_metros.filter((l) => l.company_id === companyId);
}

/** 'Dallas, TX' (metro_name in the listing schemas). */
export function metroName(metro: MetroRow): string {
  return `${metro.city}, ${metro.state}`;
}

/** Mean rating to one decimal; 0 when the company has no reviews. */
export function averageRating(db: DemoDb, companyId: number): number {
  const ratings = db.reviews.filter((r) => r.company_id === companyId).map((r) => r.rating);
  if (ratings.length === 0) return 0;
  return Math.round((ratings.reduce((a, b) => a + b, 0) / ratings.length) * 10) / 10;
}

/** CompanyReview.is_resolved: a review counts as resolved once the operator has replied. */
export function isResolved(review: ReviewRow): boolean {
  return review.operator_response !== null;
}

/** All photos of a company, profile photo first (search result `photos`). */
export function companyPhotos(company: CompanyRow): CompanyPhoto[] {
  return company.profile_photo
    ? [company.profile_photo, ...company.additional_photos]
    : [...company.additional_photos];
}

/** BusResult.amenities: the bus type's amenities, each flagged enabled when this bus has it. */
export function busAmenities(db: DemoDb, bus: BusRow): (AmenityRow & { enabled: boolean })[] {
  const typeIds = db.bus_types.find((t) => t.id === bus.bus_type_id)?.amenity_ids ?? [];
  return db.amenities
    .filter((a) => typeIds.includes(a.id) || bus.amenity_ids.includes(a.id))
    .map((a) => ({ ...a, enabled: bus.amenity_ids.includes(a.id) }));
}
