import { busAmenities, companyPhotos } from './queries';
import { slugify } from './seed/geo';
import { distanceMiles } from './store';
import type {
  BusRow,
  CompanyMetroRow,
  CompanyRow,
  DemoDb,
  MetroRow,
  ReviewRow,
  ZipRow,
} from './types';

/** The demo's search: places, listings shown to travellers, and the result cards' JSON. */

/** A place is matched however the client spells it: "Fort Worth", "fort-worth", "FORT WORTH". */
export function findMetro(db: DemoDb, city: string, state: string): MetroRow | undefined {
  const slug = slugify(city);
  return db.metros.find(
    (metro) =>
      slugify(metro.city) === slug && (!state || metro.state.toLowerCase() === state.toLowerCase()),
  );
}

/** "Austin, TX", "Austin TX" or a zip code typed into a free-form box. */
export function parseFreeform(db: DemoDb, freeform: string): { metro?: MetroRow; zip?: ZipRow } {
  const zip = db.zips.find((row) => row.zip === freeform);
  if (zip) return { zip };
  const match = /^(.+?)[,\s]+([A-Za-z]{2})$/.exec(freeform);
  if (match) return { metro: findMetro(db, match[1] ?? '', match[2] ?? '') };
  return { metro: findMetro(db, freeform, '') };
}

export interface Indexes {
  companies: Map<number, CompanyRow>;
  busesByListing: Map<number, BusRow[]>;
  reviewsByCompany: Map<number, ReviewRow[]>;
}

export function indexDb(db: DemoDb): Indexes {
  const companies = new Map(db.companies.map((company) => [company.id, company]));
  const busesByListing = new Map<number, BusRow[]>();
  for (const bus of db.buses) {
    for (const id of bus.company_metro_ids) {
      const list = busesByListing.get(id) ?? [];
      list.push(bus);
      busesByListing.set(id, list);
    }
  }
  const reviewsByCompany = new Map<number, ReviewRow[]>();
  for (const review of db.reviews) {
    const list = reviewsByCompany.get(review.company_id) ?? [];
    list.push(review);
    reviewsByCompany.set(review.company_id, list);
  }
  return { companies, busesByListing, reviewsByCompany };
}

/** Only approved companies' active, approved listings are shown to travellers. */
function isShown(listing: CompanyMetroRow, index: Indexes): boolean {
  return (
    listing.status === 'Active/Approved' &&
    index.companies.get(listing.company_id)?.approved === true
  );
}

export function hasAmenities(buses: readonly BusRow[], wanted: readonly number[]): boolean {
  if (wanted.length === 0) return true;
  return buses.some((bus) => wanted.every((id) => bus.amenity_ids.includes(id)));
}

export function toResult(
  db: DemoDb,
  index: Indexes,
  listing: CompanyMetroRow,
  company: CompanyRow,
) {
  const contact = listing.contact ?? {};
  const buses = (index.busesByListing.get(listing.id) ?? [])
    .slice()
    .sort((a, b) => a.bus_type_id - b.bus_type_id);
  const reviews = (index.reviewsByCompany.get(company.id) ?? [])
    .slice()
    .sort((a, b) => b.published_on.localeCompare(a.published_on));
  const average =
    reviews.length === 0
      ? 0
      : Math.round(
          (reviews.reduce((sum, review) => sum + review.rating, 0) / reviews.length) * 10,
        ) / 10;
  const { visa, mastercard, discover, paypal, check } = company.payment_types;
  return {
    company: {
      id: listing.id,
      metro_id: listing.metro_id,
      name: listing.alias ?? company.name,
      about: contact.description ?? company.about,
      email: contact.email ?? company.email,
      phone: contact.phone ?? company.phone,
      website: contact.website ?? company.website,
      address: contact.address ?? company.address,
      city: contact.city ?? company.city,
      state: contact.state ?? company.state,
      zip: contact.zip ?? company.zip,
      us_dot_number: company.us_dot_number,
      us_dot_link: company.us_dot_link,
      licensing_and_insurance: company.licensing_and_insurance,
      associations_and_certifications: company.associations_and_certifications,
      facebook_url: company.facebook_url,
      twitter_url: company.twitter_url,
      instagram_url: company.instagram_url,
      youtube_url: company.youtube_url,
      average_rating: average,
      is_uma_member: company.is_uma_member,
      hide_contact_us: company.hide_contact_us,
    },
    photos: companyPhotos(company).map((photo) => ({ url: photo.url })),
    reviews: reviews.map((review) => ({
      name: review.name,
      title: review.title,
      rating: review.rating,
      comment: review.comment,
      travelled_on: review.travelled_on,
      published_on: review.published_on,
      operator_response: review.operator_response,
    })),
    payment_types: { visa, mastercard, discover, paypal, check },
    bus_results: buses.map((bus) => ({
      id: bus.id,
      bus_type: db.bus_types.find((type) => type.id === bus.bus_type_id)?.name ?? 'Bus',
      quantity: bus.quantity,
      seats: bus.seats,
      years: bus.years,
      restroom: bus.restroom,
      wifi: bus.wifi,
      one_ten_volts: bus.one_ten_volts,
      day_amount: bus.day_amount,
      mile_amount: bus.mile_amount,
      amenities: busAmenities(db, bus).map(({ id, name, enabled }) => ({ id, name, enabled })),
    })),
  };
}

export interface Found {
  listings: CompanyMetroRow[];
  city: string;
  state: string;
  latitude: number | null;
  longitude: number | null;
}

/** Listings of one metro, by placement. */
export function inMetro(db: DemoDb, index: Indexes, metro: MetroRow): Found {
  const listings = db.company_metros
    .filter((listing) => listing.metro_id === metro.id && isShown(listing, index))
    .sort((a, b) => a.position - b.position || a.id - b.id);
  return { listings, ...metro };
}

/**
 * Listings whose metro lies within `range` miles of the zip, by real distance between the
 * coordinates; a company listed in several of those metros appears once, at its nearest.
 */
export function nearZip(db: DemoDb, index: Indexes, zip: ZipRow, range: number): Found {
  const distance = new Map<number, number>();
  for (const metro of db.metros) {
    const miles = distanceMiles(zip.latitude, zip.longitude, metro.latitude, metro.longitude);
    if (miles <= range) distance.set(metro.id, miles);
  }
  const near = db.company_metros
    .filter((listing) => distance.has(listing.metro_id) && isShown(listing, index))
    .sort(
      (a, b) =>
        (distance.get(a.metro_id) ?? 0) - (distance.get(b.metro_id) ?? 0) ||
        a.position - b.position ||
        a.id - b.id,
    );
  const seen = new Set<number>();
  const listings = near.filter((listing) => {
    if (seen.has(listing.company_id)) return false;
    seen.add(listing.company_id);
    return true;
  });
  return {
    listings,
    city: zip.city,
    state: zip.state,
    latitude: zip.latitude,
    longitude: zip.longitude,
  };
}

const nowhere = (city = '', state = ''): Found => ({
  listings: [],
  city,
  state,
  latitude: null,
  longitude: null,
});

export interface Where {
  zip: string;
  city: string;
  state: string;
  freeform: string;
  range: number;
}

/**
 * The listings a search names: a zip (within `range` miles), else a city and state, else the
 * free-form text, else the site's first metro.
 */
export function locate(db: DemoDb, index: Indexes, where: Where): Found {
  if (where.zip) {
    const zip = db.zips.find((row) => row.zip === where.zip);
    return zip ? nearZip(db, index, zip, where.range) : nowhere();
  }
  if (where.city || where.state) {
    const metro = findMetro(db, where.city, where.state);
    return metro ? inMetro(db, index, metro) : nowhere(where.city, where.state.toUpperCase());
  }
  const guess = parseFreeform(db, where.freeform);
  if (guess.zip) return nearZip(db, index, guess.zip, where.range);
  const metro = guess.metro ?? db.metros[0];
  return metro ? inMetro(db, index, metro) : nowhere();
}
