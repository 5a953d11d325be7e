import { http } from 'msw';
import { companyById, listingById, metroById } from '../db/queries';
import { getDb, nextId, withDb } from '../db/store';
import type { MessageSubject } from '../db/types';
import { accountOf, apiUrl, fail, isEmail, isResponse, jsonBody, latency, ok } from '../http';

const SUBJECTS: readonly string[] = [
  'Please contact me',
  'I have a question',
  "I need a bus. Here's my trip info.",
];

interface SendMessageBody {
  from_email?: unknown;
  from_name?: unknown;
  message?: unknown;
  company_metro_id?: unknown;
  subject?: unknown;
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/**
 * POST /message/send: a traveller writes to a listing from the search screen. The message lands in
 * the company's inbox and, when a traveller account sent it, in that traveller's Messages too.
 */
export const messageHandlers = [
  http.post(apiUrl('/message/send'), async ({ request }) => {
    await latency();
    const body = await jsonBody<SendMessageBody>(request);
    if (isResponse(body)) return body;
    const db = getDb();
    const listing = listingById(db, Number(body.company_metro_id));
    const company = listing ? companyById(db, listing.company_id) : undefined;
    const metro = listing ? metroById(db, listing.metro_id) : undefined;
    if (!listing || !company || !metro || listing.status !== 'Active/Approved') {
      return fail('This company cannot receive messages right now.');
    }
    const subject = text(body.subject);
    const name = text(body.from_name);
    const message = text(body.message);
    if (!SUBJECTS.includes(subject)) return fail('Please choose a subject.');
    if (!name || !message) return fail('Please fill in every field.');
    if (!isEmail(body.from_email)) return fail('Please enter a valid email address.');
    const email = body.from_email.trim();
    // A visitor may send with no token; a traveller's copy is kept only for a user account.
    const sender = accountOf(request);
    const userId = sender?.login_type === 'user' ? sender.user_id : null;
    const created = new Date().toISOString();
    withDb((live) => {
      const inboxId = nextId('company_messages');
      live.company_messages.push({
        message_id: inboxId,
        company_id: company.id,
        company_metro_id: listing.id,
        user_id: userId,
        subject,
        body: message,
        is_new: true,
        sender_email: email,
        sender_name: name,
        metro_city: metro.city,
        metro_state: metro.state,
        create_date: created,
      });
      if (userId !== null) {
        live.user_messages.push({
          message_id: nextId('user_messages'),
          user_id: userId,
          company_metro_id: listing.id,
          company_message_id: inboxId,
          to_company: listing.alias ?? company.name,
          metro_city: metro.city,
          metro_state: metro.state,
          subject: subject as MessageSubject,
          body: message,
          date_created: created,
        });
      }
    });
    return ok();
  }),
];
