import { http, HttpResponse } from 'msw';
import {
  email,
  fail,
  id,
  intList,
  isResponse,
  match,
  oneOf,
  optional,
  password,
  raw,
  readBody,
  refine,
  text,
} from '../body';
import { demoTimestamp, demoToday } from '../clock';
import { getDb, nextId, withDb } from '../db/store';
import { baseAccount } from '../db/seed/people';
import { associationsText } from '../db/seed/companyProfile';
import { slugify } from '../db/seed/geo';
import type { AccountStatus, CcRecurring, CompanyRow, DemoDb, PaymentOption } from '../db/types';
import { apiUrl, latency, ok, status } from '../http';

/**
 * The contract's registration tag: the choices of the operator registration form, its duplicate
 * check, the login and payment-plan steps, the registration itself and the setup progress right
 * after it. A new registration is a company (pending review) and a subscriber login at setup
 * step 1, which can log in at once.
 */

const PASSWORD_MIN = 8;
const ACCOUNT_STATUSES: readonly AccountStatus[] = ['cc_recurring', 'invoiced'];
const BILLING_DAYS: readonly CcRecurring[] = [1, 4, 7, 10, 13, 15, 18, 19, 21, 23, 25, 27, 29];
const PAYMENT_OPTIONS: readonly PaymentOption[] = [1, 2, 3, 4];

export const DUPLICATE_DOT =
  'A company with this DOT number is already registered. Please call us if this is your company.';
export const DUPLICATE_CONTACT_EMAIL =
  'An account with this contact email already exists. Please log in or use another email address.';
export const LOGIN_NAME_TAKEN = 'This login name is already taken. Please choose another.';

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Why these details cannot register again, or null. */
function duplicateOf(db: DemoDb, dotNumber: string, contactEmail: string): string | null {
  if (db.companies.some((company) => company.us_dot_number === dotNumber)) return DUPLICATE_DOT;
  const emailTaken =
    db.accounts.some((row) => same(row.email, contactEmail) || same(row.username, contactEmail)) ||
    db.companies.some((company) => same(company.contact_email, contactEmail));
  return emailTaken ? DUPLICATE_CONTACT_EMAIL : null;
}

const loginNameTaken = (db: DemoDb, name: string) =>
  db.accounts.some((row) => same(row.username, name) || same(row.email, name));

const CHECK = {
  dot_number: match(/^\d+$/, 'DOT Number must be a valid number'),
  contact_email: email('Email must be a valid email'),
  city: text('City is required.'),
  address: text('Address is required.'),
  state: text('State is required.'),
};

const LOGIN_STEP = {
  login_name: text('Login Name is required.'),
  password: password(PASSWORD_MIN, 'Password must be at least 8 characters long.'),
  confirm_password: refine(raw(), (value, body) =>
    value === body.password ? null : 'Passwords must match.',
  ),
  dot_number: text(),
  contact_email: text(),
};

const REGISTER = {
  company_name: text('Company name is required.'),
  company_phone: text('Company phone is required.'),
  company_website: text(),
  address: text('Address is required.'),
  address_line_2: text(),
  city: text('City is required.'),
  state: text('State is required.'),
  zip_code: text('Zip code is required.'),
  contact_name: text('Contact name is required.'),
  contact_phone: text('Contact phone is required.'),
  contact_phone_extension: text(),
  contact_email: email('Email must be a valid email'),
  dot_number: match(/^\d+$/, 'DOT Number must be a valid number'),
  associations: optional(intList('Associations must be a list of ids.'), []),
  login_email: optional(email('Email must be a valid email'), ''),
  login_name: text('Login Name is required.'),
  login_password: password(PASSWORD_MIN, 'Password must be at least 8 characters long.'),
  login_password_confirm: refine(raw(), (value, body) =>
    value === body.login_password ? null : 'Passwords must match.',
  ),
};

const PAYMENT_PLAN = {
  company_id: id(),
  account_status: oneOf(ACCOUNT_STATUSES, 'Account Status is required.'),
  cc_recurring: oneOf(BILLING_DAYS, 'CC Recurring is required.'),
  payment_option: oneOf(PAYMENT_OPTIONS, 'CC Recurring is required.'),
};

type Registration = Exclude<Awaited<ReturnType<typeof readBody<typeof REGISTER>>>, Response>;

/** A new company as registered: the form's data, everything else still to fill in setup. */
function newCompany(companyId: number, body: Registration): CompanyRow {
  const ids = body.associations.filter((assoc) => getDb().associations.some((a) => a.id === assoc));
  return {
    id: companyId,
    name: body.company_name,
    url_slug: `${slugify(body.company_name)}-${companyId}`,
    about: '',
    email: body.contact_email,
    phone: body.company_phone.replace(/\D/g, ''),
    website: body.company_website,
    address: body.address,
    address_line_2: body.address_line_2,
    city: body.city,
    state: body.state,
    zip: body.zip_code,
    us_dot_number: body.dot_number,
    us_dot_link: `https://safer.fmcsa.dot.gov/query.asp?query_param=USDOT&query_string=${body.dot_number}`,
    licensing_and_insurance: '',
    associations_and_certifications: associationsText(ids),
    selected_associations: ids,
    facebook_url: '',
    twitter_url: '',
    instagram_url: '',
    youtube_url: '',
    is_uma_member: ids.includes(1),
    hide_contact_us: false,
    payment_types: {
      visa: false,
      mastercard: false,
      discover: false,
      paypal: false,
      check: false,
      amex: false,
    },
    hours_of_operation: '',
    hours_of_operation_mon: '',
    hours_of_operation_sat: '',
    hours_of_operation_sum: '',
    contact_name: body.contact_name,
    contact_phone: body.contact_phone.replace(/\D/g, ''),
    contact_phone_extension: body.contact_phone_extension,
    contact_email: body.contact_email,
    is_tour_operator: false,
    has_receptive_services: false,
    save_to_all_listings: true,
    business_highlights: [],
    charter_bus_services: [],
    profile_photo: null,
    additional_photos: [],
    approved: false,
    date_joined: demoToday(),
  };
}

/** The next billing day on or after tomorrow, YYYY-MM-DD. */
function nextRecurringDate(day: number): string {
  const [year, month, today] = demoToday().split('-').map(Number) as [number, number, number];
  const monthIndex = today < day ? month - 1 : month;
  const date = new Date(Date.UTC(year, monthIndex, day));
  return date.toISOString().slice(0, 10);
}

export const registrationHandlers = [
  /** GET /subscribers/registration/associations (no envelope): the three groups. */
  http.get(apiUrl('/subscribers/registration/associations'), async () => {
    await latency();
    const rows = getDb().associations;
    const group = (key: string) =>
      rows.filter((row) => row.group === key).map(({ id: rowId, name }) => ({ id: rowId, name }));
    return HttpResponse.json({
      national: group('national'),
      state_and_regional: group('state_and_regional'),
      certifications: group('certifications'),
    });
  }),

  /** GET /subscribers/registration/metro_states (envelope a): the states with a metro. */
  http.get(apiUrl('/subscribers/registration/metro_states'), async () => {
    await latency();
    const states = [...new Set(getDb().metros.map((metro) => metro.state))].sort();
    return ok({ metro_states: states });
  }),

  /** POST /check/register/info: {result: {status, msg}}; 0 passes, 1 is a duplicate. */
  http.post(apiUrl('/check/register/info'), async ({ request }) => {
    await latency();
    const body = await readBody(request, CHECK);
    if (isResponse(body)) return body;
    const duplicate = duplicateOf(getDb(), body.dot_number, body.contact_email);
    return HttpResponse.json({ result: { status: duplicate ? 1 : 0, msg: duplicate ?? '' } });
  }),

  /** POST /subscribers/registration/confirm: the login step; the login name must be free. */
  http.post(apiUrl('/subscribers/registration/confirm'), async ({ request }) => {
    await latency();
    const body = await readBody(request, LOGIN_STEP);
    if (isResponse(body)) return body;
    if (loginNameTaken(getDb(), body.login_name)) return fail(LOGIN_NAME_TAKEN);
    return ok();
  }),

  /** POST /subscribers/registration/register: a company and its subscriber login (step 1). */
  http.post(apiUrl('/subscribers/registration/register'), async ({ request }) => {
    await latency();
    const body = await readBody(request, REGISTER);
    if (isResponse(body)) return body;
    const db = getDb();
    const duplicate = duplicateOf(db, body.dot_number, body.contact_email);
    if (duplicate) return fail(duplicate);
    if (loginNameTaken(db, body.login_name)) return fail(LOGIN_NAME_TAKEN);
    const companyId = nextId('companies');
    const accountId = nextId('accounts');
    const [first = '', ...rest] = body.contact_name.split(/\s+/);
    withDb((draft) => {
      draft.companies.push(newCompany(companyId, body));
      draft.accounts.push({
        ...baseAccount(accountId, demoTimestamp()),
        email: body.login_email || body.contact_email,
        username: body.login_name,
        password: body.login_password,
        login_type: 'subscriber',
        company_id: companyId,
        first_name: first,
        last_name: rest.join(' '),
        contact_name: body.contact_name,
        setup_progress: 1,
      });
    });
    return ok({ subscriber: { company_id: companyId } });
  }),

  /** POST /subscribers/registration/payment_plan: the new company's billing plan. */
  http.post(apiUrl('/subscribers/registration/payment_plan'), async ({ request }) => {
    await latency();
    const body = await readBody(request, PAYMENT_PLAN);
    if (isResponse(body)) return body;
    const company = getDb().companies.find((row) => row.id === body.company_id);
    if (!company) return fail('There was a problem creating your account. Please try again later.');
    const [first = '', ...rest] = company.contact_name.split(/\s+/);
    withDb((db) => {
      const profile = {
        company_id: company.id,
        first_name: first,
        last_name: rest.join(' '),
        billing_address: company.address,
        billing_city: company.city,
        billing_country: 'USA' as const,
        billing_state: company.state,
        billing_zip: company.zip,
        email: company.contact_email,
        account_status: body.account_status,
        cc_recurring: body.cc_recurring,
        payment_option: body.payment_option,
        next_recurring_date: nextRecurringDate(body.cc_recurring),
      };
      const index = db.billing_profiles.findIndex((row) => row.company_id === company.id);
      if (index >= 0) db.billing_profiles[index] = profile;
      else db.billing_profiles.push(profile);
    });
    return ok();
  }),

  /** GET /subscribers/registration/progress?company_id= (envelope b): the setup step. */
  http.get(apiUrl('/subscribers/registration/progress'), async ({ request }) => {
    await latency();
    const companyId = Number(new URL(request.url).searchParams.get('company_id'));
    const account = getDb().accounts.find(
      (row) => row.login_type === 'subscriber' && row.company_id === companyId,
    );
    if (!account) return status(null, 1, 'Unknown company.');
    return status(account.setup_progress);
  }),
];
