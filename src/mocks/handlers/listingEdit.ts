import { http } from 'msw';
import {
  fail,
  int,
  isEmail,
  isResponse,
  match,
  readBody,
  refine,
  strict,
  text,
  type Rule,
} from '../body';
import { companyById, listingById, metroById } from '../db/queries';
import { indexDb, toResult } from '../db/searchQuery';
import { getDb, saveDb } from '../db/store';
import type { AccountRow, AdditionalEmail, CompanyMetroRow, CompanyRow, DemoDb } from '../db/types';
import { apiUrl, latency, ok, withAccount } from '../http';

/**
 * The listing edit operations of the contract's listings tag: GET /subscribers/listings/{id}/edit
 * and the three edit/* saves. A listing's contact and name are stored on its row (contact, alias),
 * which the traveller's search reads (db/searchQuery.ts): a save shows on /search at once.
 */

const NOT_FOUND = 'This listing could not be found.';
const EMAILS_INVALID = 'Each additional email needs a name and a valid email address.';
/** A web address as a server would accept one: optional scheme, a dotted host, no spaces. */
const WEBSITE = /^(https?:\/\/)?[a-z0-9-]+(\.[a-z0-9-]+)+(\/\S*)?$/i;

export interface Own {
  listing: CompanyMetroRow;
  company: CompanyRow;
}

/** The caller's own listing; another company's listing is as unknown as a missing one. */
function ownListing(db: DemoDb, account: AccountRow, id: number): Own | null {
  const listing = listingById(db, id);
  if (!listing || listing.company_id !== account.company_id) return null;
  const company = companyById(db, listing.company_id);
  return company ? { listing, company } : null;
}

/** ListingEditData: what the search card shows of this listing, plus its additional e-mails. */
export function editDataOf(db: DemoDb, { listing, company }: Own) {
  const result = toResult(db, indexDb(db), listing, company);
  const card = result.company;
  const metro = metroById(db, listing.metro_id);
  return {
    address1: card.address,
    city: card.city,
    state: card.state,
    zip: card.zip,
    description: card.about,
    website: card.website,
    phone: card.phone,
    email: card.email ?? '',
    alias: card.name,
    facebook_url: card.facebook_url,
    twitter_url: card.twitter_url,
    instagram_url: card.instagram_url,
    youtube_url: card.youtube_url,
    associations_and_certifications: card.associations_and_certifications,
    licensing_and_insurance: card.licensing_and_insurance,
    average_rating: card.average_rating,
    us_dot_link: card.us_dot_link,
    is_uma_member: card.is_uma_member,
    additional_emails: listing.additional_emails.map((email) => ({ ...email })),
    bus_results: result.bus_results,
    ...(metro ? { metro: { id: metro.id, city: metro.city, state: metro.state } } : {}),
    photos: result.photos,
    reviews: result.reviews,
    payment_types: result.payment_types,
  };
}

const companyMetroId = int('company_metro_id is required.');

/** An e-mail address, or nothing (a listing without one offers no Contact Us). */
const optionalEmail = refine(text(), (value) =>
  value && !isEmail(value) ? 'Email is not valid.' : null,
);

/** The list of {name, email_address}; not a list at all is a malformed body. */
const additionalEmails: Rule<AdditionalEmail[]> = (input, body) => {
  const list = strict<unknown[]>((value) =>
    Array.isArray(value) ? { value } : { problem: 'additional_emails must be a list.' },
  )(input, body);
  if ('problem' in list) return list;
  const emails: AdditionalEmail[] = [];
  for (const item of list.value) {
    const row = (item ?? {}) as Record<string, unknown>;
    const name = typeof row.name === 'string' ? row.name.trim() : '';
    if (!name || !isEmail(row.email_address)) return { problem: EMAILS_INVALID };
    emails.push({ name, email_address: row.email_address.trim() });
  }
  return { value: emails };
};

/** A save of one of the caller's listings: the body read against `shape`, then `apply`. */
function listingEdit<S extends Record<string, Rule<unknown>>>(
  path: string,
  shape: S,
  apply: (own: Own, body: { [K in keyof S]: S[K] extends Rule<infer T> ? T : never }) => void,
) {
  return http.post(apiUrl(`/subscribers/listings/edit/${path}`), async ({ request }) => {
    await latency();
    return withAccount(request, ['subscriber'], async (account) => {
      const body = await readBody(request, { company_metro_id: companyMetroId, ...shape });
      if (isResponse(body)) return body;
      // A number by the rule above (the spread of `shape` hides it from the compiler).
      const id = (body as { company_metro_id: number }).company_metro_id;
      const own = ownListing(getDb(), account, id);
      if (!own) return fail(NOT_FOUND);
      apply(own, body);
      saveDb();
      return ok();
    });
  });
}

export const listingEditHandlers = [
  http.get(apiUrl('/subscribers/listings/:id/edit'), async ({ request, params }) => {
    await latency();
    return withAccount(request, ['subscriber'], (account) => {
      const id = String(params.id);
      const db = getDb();
      const own = /^\d+$/.test(id) ? ownListing(db, account, Number(id)) : null;
      return own ? ok({ listing: editDataOf(db, own) }) : fail(NOT_FOUND);
    });
  }),

  listingEdit(
    'company',
    { name: text('Company name is required.') },
    ({ listing, company }, body) => {
      // The company's own name is no alias: the listing follows the company should it change.
      listing.alias = body.name === company.name ? null : body.name;
    },
  ),

  listingEdit(
    'contact',
    {
      email: optionalEmail,
      phone: text(),
      website: refine(text(), (value) =>
        value && !WEBSITE.test(value) ? 'Website must be a valid url.' : null,
      ),
      description: text(),
      address: text('Address is required.'),
      city: text('City is required.'),
      state: match(/^[A-Za-z]{2}$/, 'State is required.'),
      zip: text('Zip code is required.'),
    },
    ({ listing }, body) => {
      listing.contact = {
        email: body.email,
        phone: body.phone.replace(/\D/g, ''),
        website: body.website,
        description: body.description,
        address: body.address,
        city: body.city,
        state: body.state.toUpperCase(),
        zip: body.zip,
      };
    },
  ),

  listingEdit('emails', { additional_emails: additionalEmails }, ({ listing }, body) => {
    listing.additional_emails = body.additional_emails;
  }),
];
