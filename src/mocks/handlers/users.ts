import { http } from 'msw';
import { MESSAGE_SUBJECTS, PASSWORD_MIN_LENGTH } from '@/config/constants';
import { companyById, listingById, metroById } from '../db/queries';
import { getDb, nextId, withDb } from '../db/store';
import type { AccountRow, DemoDb, MessageSubject, QuoteRow, UserRow } from '../db/types';
import { apiUrl, fail, isResponse, jsonBody, latency, ok, withAccount } from '../http';

/**
 * The traveller account calls (users tag): profile, password, photo, quote history and messages.
 * Registration and quote association live in register.ts and quotes.ts.
 */

/** The contract's photo limit is 10 MB before encoding; base64 adds a third. */
const MAX_PHOTO_BASE64 = Math.ceil((10 * 1024 * 1024 * 4) / 3);
/** Every JPEG starts with FF D8 FF, which is "/9j/" in base64. */
const JPEG_BASE64_START = '/9j/';

function userOf(db: DemoDb, account: AccountRow): UserRow | undefined {
  return db.users.find((user) => user.user_id === account.user_id);
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

function quoteJson(db: DemoDb, quote: QuoteRow) {
  return {
    itinerary_id: quote.itinerary_id,
    group_name: quote.basic_name_of_group,
    departure_city: quote.departure_city,
    departure_state: quote.departure_state,
    departure_date: quote.departure_date,
    destination_city: quote.destination_city,
    destination_state: quote.destination_state,
    return_date: quote.return_date,
    date_submitted: quote.date_submitted,
    number_of_passengers: quote.number_of_people,
    name: `${quote.basic_first_name} ${quote.basic_last_name}`.trim(),
    email: quote.basic_email,
    phone: quote.basic_phone,
    companies: quote.company_metro_ids.flatMap((companyMetroId) => {
      const listing = listingById(db, companyMetroId);
      const company = listing ? companyById(db, listing.company_id) : undefined;
      if (!listing || !company) return [];
      return [
        {
          company_id: company.id,
          company_display_name: listing.alias ?? company.name,
          url_slug: company.url_slug,
        },
      ];
    }),
  };
}

interface ProfileBody {
  first_name?: unknown;
  last_name?: unknown;
  about?: unknown;
  company?: unknown;
}

interface PasswordBody {
  current_password?: unknown;
  new_password?: unknown;
}

interface PhotoBody {
  extension?: unknown;
  file_name?: unknown;
  photo?: unknown;
}

interface SendBody {
  message?: unknown;
  company_metro_id?: unknown;
  email?: unknown;
  name?: unknown;
  subject?: unknown;
}

function photoProblem(body: PhotoBody): string | null {
  const extension = text(body.extension).toLowerCase();
  const photo = typeof body.photo === 'string' ? body.photo : '';
  if (extension !== 'jpeg' && extension !== 'jpg') return 'Only JPEG photos are accepted.';
  if (!photo.startsWith(JPEG_BASE64_START) || !/^[A-Za-z0-9+/]+=*$/.test(photo)) {
    return 'The photo is not a JPEG image.';
  }
  if (photo.length > MAX_PHOTO_BASE64) return 'The photo is larger than 10 MB.';
  return null;
}

/** Stores the photo as a data URL: the demo has no file server. */
function storePhoto(user: UserRow, photo: string, fileName: string): void {
  user.photo_filename = fileName;
  user.photo_url = `data:image/jpeg;base64,${photo}`;
}

export const usersHandlers = [
  http.get(apiUrl('/users/profile'), async ({ request }) => {
    await latency();
    return withAccount(request, ['user'], (account) => {
      const user = userOf(getDb(), account);
      if (!user) return fail('Your profile could not be found.');
      return ok({
        user: {
          id: user.user_id,
          about: user.about,
          company: user.company,
          email: user.email,
          first_name: user.first_name,
          last_name: user.last_name,
          photo_filename: user.photo_filename,
          photo_url: user.photo_url,
        },
      });
    });
  }),

  http.post(apiUrl('/users/profile'), async ({ request }) => {
    await latency();
    return withAccount(request, ['user'], async (account) => {
      const body = await jsonBody<ProfileBody>(request);
      if (isResponse(body)) return body;
      const first = text(body.first_name);
      const last = text(body.last_name);
      if (!first || !last) return fail('First name and last name are required.');
      const saved = withDb((db) => {
        const user = userOf(db, account);
        const row = db.accounts.find((candidate) => candidate.id === account.id);
        if (!user || !row) return false;
        user.first_name = first;
        user.last_name = last;
        user.about = text(body.about);
        user.company = text(body.company);
        row.first_name = first;
        row.last_name = last;
        row.contact_name = `${first} ${last}`;
        return true;
      });
      return saved ? ok() : fail('Your profile could not be found.');
    });
  }),

  http.post(apiUrl('/users/change_password'), async ({ request }) => {
    await latency();
    return withAccount(request, ['user'], async (account) => {
      const body = await jsonBody<PasswordBody>(request);
      if (isResponse(body)) return body;
      const current = typeof body.current_password === 'string' ? body.current_password : '';
      const next = typeof body.new_password === 'string' ? body.new_password : '';
      if (current !== account.password) return fail('Your current password is incorrect.');
      if (next.length < PASSWORD_MIN_LENGTH) {
        return fail(`The new password must be at least ${PASSWORD_MIN_LENGTH} characters long.`);
      }
      withDb((db) => {
        const row = db.accounts.find((candidate) => candidate.id === account.id);
        if (row) row.password = next;
      });
      return ok();
    });
  }),

  http.post(apiUrl('/users/photo/add'), async ({ request }) => {
    await latency();
    return withAccount(request, ['user'], async (account) => {
      const body = await jsonBody<PhotoBody>(request);
      if (isResponse(body)) return body;
      const problem = photoProblem(body);
      if (problem) return fail(problem);
      const done = withDb((db) => {
        const user = userOf(db, account);
        if (!user) return false;
        // The server names the file; the client's name only hints at what it was.
        storePhoto(user, body.photo as string, `u${user.user_id}-${Date.now()}.jpeg`);
        return true;
      });
      return done ? ok() : fail('Your profile could not be found.');
    });
  }),

  http.post(apiUrl('/users/photo/replace'), async ({ request }) => {
    await latency();
    return withAccount(request, ['user'], async (account) => {
      const body = await jsonBody<PhotoBody>(request);
      if (isResponse(body)) return body;
      const problem = photoProblem(body);
      if (problem) return fail(problem);
      const result = withDb((db) => {
        const user = userOf(db, account);
        if (!user) return 'Your profile could not be found.';
        if (!user.photo_filename) return 'There is no photo to replace.';
        if (text(body.file_name) && text(body.file_name) !== user.photo_filename) {
          return 'The photo to replace was not found.';
        }
        storePhoto(user, body.photo as string, user.photo_filename);
        return null;
      });
      return result ? fail(result) : ok();
    });
  }),

  http.get(apiUrl('/users/quotes'), async ({ request }) => {
    await latency();
    return withAccount(request, ['user'], (account) => {
      const db = getDb();
      const quotes = db.quotes
        .filter((quote) => quote.user_id !== null && quote.user_id === account.user_id)
        .sort((a, b) => b.date_submitted.localeCompare(a.date_submitted))
        .map((quote) => quoteJson(db, quote));
      return ok({ quotes });
    });
  }),

  http.get(apiUrl('/users/messages'), async ({ request }) => {
    await latency();
    return withAccount(request, ['user'], (account) => {
      const messages = getDb()
        .user_messages.filter((message) => message.user_id === account.user_id)
        .sort((a, b) => b.date_created.localeCompare(a.date_created))
        .map((message) => ({
          message_id: message.message_id,
          to_company: message.to_company,
          metro_city: message.metro_city,
          metro_state: message.metro_state,
          subject: message.subject,
          body: message.body,
          date_created: message.date_created,
        }));
      return ok({ messages });
    });
  }),

  http.post(apiUrl('/users/messages/send'), async ({ request }) => {
    await latency();
    return withAccount(request, ['user'], async (account) => {
      const body = await jsonBody<SendBody>(request);
      if (isResponse(body)) return body;
      const message = text(body.message);
      const subject = MESSAGE_SUBJECTS.find((choice) => choice === body.subject);
      if (!message) return fail('Please write a message.');
      if (!subject) return fail('Please choose a subject.');
      const db = getDb();
      const listing = listingById(db, Number(body.company_metro_id));
      const company = listing ? companyById(db, listing.company_id) : undefined;
      const metro = listing ? metroById(db, listing.metro_id) : undefined;
      if (!listing || !company || !metro || listing.status !== 'Active/Approved') {
        return fail('This company location is not taking messages.');
      }
      const user = userOf(db, account);
      sendMessage({
        account,
        user,
        subject,
        message,
        listingId: listing.id,
        companyId: company.id,
        toCompany: listing.alias ?? company.name,
        metro: { city: metro.city, state: metro.state },
        senderName: text(body.name) || `${account.first_name} ${account.last_name}`.trim(),
        senderEmail: text(body.email) || user?.email || account.email,
      });
      return ok();
    });
  }),
];

interface Outgoing {
  account: AccountRow;
  user: UserRow | undefined;
  subject: MessageSubject;
  message: string;
  listingId: number;
  companyId: number;
  toCompany: string;
  metro: { city: string; state: string };
  senderName: string;
  senderEmail: string;
}

/** One message, two rows: the company's inbox copy (new, unread) and the user's sent copy. */
function sendMessage(out: Outgoing): void {
  const created = new Date().toISOString();
  const inboxId = nextId('company_messages');
  const sentId = nextId('user_messages');
  withDb((db) => {
    db.company_messages.push({
      message_id: inboxId,
      company_id: out.companyId,
      company_metro_id: out.listingId,
      user_id: out.account.user_id,
      subject: out.subject,
      body: out.message,
      is_new: true,
      sender_email: out.senderEmail,
      sender_name: out.senderName,
      metro_city: out.metro.city,
      metro_state: out.metro.state,
      create_date: created,
    });
    if (out.account.user_id !== null) {
      db.user_messages.push({
        message_id: sentId,
        user_id: out.account.user_id,
        company_metro_id: out.listingId,
        company_message_id: inboxId,
        to_company: out.toCompany,
        metro_city: out.metro.city,
        metro_state: out.metro.state,
        subject: out.subject,
        body: out.message,
        date_created: created,
      });
    }
  });
}
