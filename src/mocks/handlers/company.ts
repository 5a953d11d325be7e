import { http } from 'msw';
import {
  email,
  fail,
  int,
  intList,
  isResponse,
  match,
  optional,
  password,
  raw,
  readBody,
  strict,
  text,
  type Rule,
} from '../body';
import { demoNow } from '../clock';
import { associationsText } from '../db/seed/companyProfile';
import { getDb, saveDb, withDb } from '../db/store';
import type { AccountRow, AssociationGroupKey, CompanyRow, DemoDb } from '../db/types';
import { apiUrl, latency, NOT_YOURS, ok, status, unauthorized, withAccount } from '../http';
import { storablePhoto } from '../photoData';
import { PHOTO } from './users';

/** The contract's company tag: /subscribers/{id}/companymanagement and its edit/* saves. */

const edit = (path: string) => apiUrl(`/subscribers/companymanagement/edit/${path}`);

const GROUPS: readonly [AssociationGroupKey, string][] = [
  ['national', 'National'],
  ['state_and_regional', 'State and Regional'],
  ['certifications', 'Certifications'],
];

/** A JSON boolean; anything else is a malformed body (the contract types these). */
function flag(): Rule<boolean> {
  return strict<boolean>((input) =>
    typeof input === 'boolean' ? { value: input } : { problem: 'Expected true or false.' },
  );
}

function companyOf(db: DemoDb, account: AccountRow): CompanyRow | undefined {
  return db.companies.find((company) => company.id === account.company_id);
}

/** The company management answer (CompanyManagement of the contract) of one company row. */
export function managementOf(db: DemoDb, company: CompanyRow, account: AccountRow) {
  return {
    name: company.name,
    street: company.address,
    city: company.city,
    state: company.state,
    zip: company.zip,
    description: company.about,
    hours_of_operation: company.hours_of_operation,
    hours_of_operation_mon: company.hours_of_operation_mon,
    hours_of_operation_sat: company.hours_of_operation_sat,
    hours_of_operation_sum: company.hours_of_operation_sum,
    contact_name: company.contact_name,
    contact_phone: company.contact_phone,
    contact_phone_extension: company.contact_phone_extension,
    contact_email: company.contact_email,
    website: company.website,
    facebook_link: company.facebook_url,
    twitter_link: company.twitter_url,
    instagram_link: company.instagram_url,
    youtube_link: company.youtube_url,
    url_slug: company.url_slug,
    is_tour_operator: company.is_tour_operator,
    has_receptive_services: company.has_receptive_services,
    save_to_all_listings: company.save_to_all_listings,
    dot_number: company.us_dot_number,
    login_email: account.email,
    user_name: account.username,
    photo_url: company.profile_photo?.url ?? null,
    photo_filename: company.profile_photo?.file_name ?? null,
    additional_photos: company.additional_photos.map((photo) => ({
      url: photo.url,
      file_name: photo.file_name,
    })),
    associations: GROUPS.map(([key, name]) => ({
      name,
      items: db.associations
        .filter((row) => row.group === key)
        .map((row) => ({ id: row.id, name: row.name })),
    })),
    selected_associations: company.selected_associations,
    business_highlights: company.business_highlights,
    charter_bus_services: company.charter_bus_services,
    allows_amex: company.payment_types.amex,
    allows_discover: company.payment_types.discover,
    allows_mastercard: company.payment_types.mastercard,
    allows_visa: company.payment_types.visa,
    allows_paypal: company.payment_types.paypal,
    allows_check: company.payment_types.check,
  };
}

const companyId = int('company_id is required.');

/**
 * A company save: the caller's own company (company_id of the body), the body read against
 * `shape`, then `apply` on the live row (saved afterwards).
 */
function companyEdit<S extends Record<string, Rule<unknown>>>(
  path: string,
  shape: S,
  apply: (
    company: CompanyRow,
    body: { [K in keyof S]: S[K] extends Rule<infer T> ? T : never },
    db: DemoDb,
    account: AccountRow,
  ) => Response | undefined | Promise<Response | undefined>,
) {
  return http.post(edit(path), async ({ request }) => {
    await latency();
    return withAccount(request, ['subscriber'], async (account) => {
      const body = await readBody(request, { company_id: companyId, ...shape });
      if (isResponse(body)) return body;
      if (body.company_id !== account.company_id) return fail(NOT_YOURS);
      const db = getDb();
      const company = companyOf(db, account);
      if (!company) return fail('Your company could not be found.');
      const answer = await apply(company, body, db, account);
      saveDb();
      return answer ?? ok();
    });
  });
}

/** A file name no photo of the company has yet. */
export function newPhotoName(company: CompanyRow): string {
  const taken = new Set(
    [company.profile_photo, ...company.additional_photos].map((photo) => photo?.file_name),
  );
  const base = `c${company.id}-${demoNow().getTime()}`;
  let name = `${base}.jpeg`;
  for (let n = 2; taken.has(name); n += 1) name = `${base}-${n}.jpeg`;
  return name;
}

const required = (what: string) => text(`${what} is required.`);

/** The two envelope (b) saves: a list of type codes of the demo's catalogue. */
function codesEdit(
  path: string,
  field: 'business_highlights' | 'charter_bus_services',
  catalogue: 'business_highlight_types' | 'charter_service_types',
  saved: string,
) {
  return http.post(edit(path), async ({ request }) => {
    await latency();
    return withAccount(request, ['subscriber'], async (account) => {
      const body = await readBody(request, {
        company_id: companyId,
        [field]: intList('Expected a list of type codes.'),
      });
      if (isResponse(body)) return body;
      if (body.company_id !== account.company_id) return status(null, 1, NOT_YOURS);
      const codes = body[field] as number[];
      const known = new Set(getDb()[catalogue].map((row) => row.id));
      if (codes.some((code) => !known.has(code))) {
        return status(null, 1, 'Unknown type code.');
      }
      const done = withDb((db) => {
        const company = companyOf(db, account);
        if (company) company[field] = [...new Set(codes)].sort((a, b) => a - b);
        return Boolean(company);
      });
      return done ? status(null, 0, saved) : status(null, 1, 'Your company could not be found.');
    });
  });
}

export const companyHandlers = [
  http.get(apiUrl('/subscribers/:id/companymanagement'), async ({ request, params }) => {
    await latency();
    return withAccount(request, ['subscriber'], (account) => {
      if (Number(params.id) !== account.company_id) return unauthorized();
      const db = getDb();
      const company = companyOf(db, account);
      if (!company) return fail('Your company could not be found.');
      return ok({ company: managementOf(db, company, account) });
    });
  }),

  companyEdit(
    'profile',
    {
      address_street: required('Street'),
      address_city: required('City'),
      address_state: required('State'),
      address_zip: required('Zip'),
      contact_name: required('Contact name'),
      contact_phone: required('Contact phone'),
      contact_extension: text(),
      contact_email: email('Contact email must be a valid email address.'),
      website: text(),
      description: required('Description'),
      facebook_link: text(),
      instagram_link: text(),
      twitter_link: text(),
      youtube_link: text(),
      is_tour_operator: flag(),
      has_receptive_services: flag(),
      save_to_all_listings: optional(flag(), false),
      hours_of_operation_mon: required('Monday to Friday hours'),
      hours_of_operation_sat: required('Saturday hours'),
      hours_of_operation_sum: required('Sunday hours'),
    },
    (company, body, db) => {
      Object.assign(company, {
        address: body.address_street,
        city: body.address_city,
        state: body.address_state,
        zip: body.address_zip,
        contact_name: body.contact_name,
        contact_phone: body.contact_phone,
        contact_phone_extension: body.contact_extension,
        contact_email: body.contact_email,
        website: body.website,
        about: body.description,
        facebook_url: body.facebook_link,
        instagram_url: body.instagram_link,
        twitter_url: body.twitter_link,
        youtube_url: body.youtube_link,
        is_tour_operator: body.is_tour_operator,
        has_receptive_services: body.has_receptive_services,
        save_to_all_listings: body.save_to_all_listings,
        hours_of_operation_mon: body.hours_of_operation_mon,
        hours_of_operation_sat: body.hours_of_operation_sat,
        hours_of_operation_sum: body.hours_of_operation_sum,
      });
      // "Save to all listings": every listing shows the company's details again.
      if (body.save_to_all_listings) {
        for (const listing of db.company_metros) {
          if (listing.company_id === company.id) listing.contact = null;
        }
      }
    },
  ),

  companyEdit(
    'associations',
    { selected_associations: intList('Associations must be a list of ids.') },
    (company, body, db) => {
      const known = new Set(db.associations.map((row) => row.id));
      const ids = [...new Set(body.selected_associations)]
        .filter((id) => known.has(id))
        .sort((a, b) => a - b);
      company.selected_associations = ids;
      company.associations_and_certifications = associationsText(ids);
      company.is_uma_member = ids.includes(1);
    },
  ),

  companyEdit(
    'payments',
    {
      allows_amex: flag(),
      allows_discover: flag(),
      allows_mastercard: flag(),
      allows_visa: flag(),
      allows_paypal: flag(),
      allows_check: flag(),
    },
    (company, body) => {
      company.payment_types = {
        amex: body.allows_amex,
        discover: body.allows_discover,
        mastercard: body.allows_mastercard,
        visa: body.allows_visa,
        paypal: body.allows_paypal,
        check: body.allows_check,
      };
    },
  ),

  companyEdit(
    'authority',
    { dot_number: match(/^\d+$/, 'DOT Number must be a valid number') },
    (company, body) => {
      company.us_dot_number = body.dot_number;
      company.us_dot_link = `https://safer.fmcsa.dot.gov/query.asp?query_param=USDOT&query_string=${body.dot_number}`;
    },
  ),

  companyEdit(
    'login',
    {
      email: text(),
      current_password: raw(),
      new_password: optional(password(8, 'Password must be at least 8 characters long.'), ''),
    },
    (_company, body, db, account) => {
      const row = db.accounts.find((candidate) => candidate.id === account.id);
      if (!row) return fail('Your login could not be found.');
      if (body.email.toLowerCase() !== row.email.toLowerCase()) {
        return fail('The login email cannot be changed here.');
      }
      if (body.current_password !== row.password) return fail('Current password is incorrect.');
      if (body.new_password) row.password = body.new_password;
    },
  ),

  companyEdit(
    'replacephoto',
    { extension: PHOTO.extension, photo: PHOTO.photo, file_name: text('file_name is required.') },
    async (company, body) => {
      const current = company.profile_photo;
      if (!current) return fail('There is no profile photo to replace.');
      if (body.file_name !== current.file_name) return fail('The photo to replace was not found.');
      company.profile_photo = {
        file_name: newPhotoName(company),
        url: await storablePhoto(body.photo),
      };
    },
  ),

  companyEdit(
    'addphoto',
    { extension: PHOTO.extension, photo: PHOTO.photo, is_additional: optional(flag(), false) },
    async (company, body) => {
      const photo = { file_name: newPhotoName(company), url: await storablePhoto(body.photo) };
      if (body.is_additional) company.additional_photos.push(photo);
      else if (company.profile_photo) return fail('The company already has a profile photo.');
      else company.profile_photo = photo;
    },
  ),

  companyEdit(
    'removephoto',
    { file_name: text('file_name is required.'), is_additional: optional(flag(), false) },
    (company, body) => {
      if (!body.is_additional) {
        if (company.profile_photo?.file_name !== body.file_name) {
          return fail('The photo was not found.');
        }
        company.profile_photo = null;
        return;
      }
      const index = company.additional_photos.findIndex(
        (photo) => photo.file_name === body.file_name,
      );
      if (index < 0) return fail('The photo was not found.');
      company.additional_photos.splice(index, 1);
    },
  ),
  codesEdit(
    'business-highlights',
    'business_highlights',
    'business_highlight_types',
    'Business highlights saved.',
  ),
  codesEdit(
    'charter-bus-services',
    'charter_bus_services',
    'charter_service_types',
    'Charter bus services saved.',
  ),
];
