import { http } from 'msw';
import { email, fail, id, isResponse, oneOf, readBody, text, type Rule } from '../body';
import { demoTimestamp } from '../clock';
import { companyById, listingById, metroById } from '../db/queries';
import { getDb, nextId, withDb } from '../db/store';
import type {
  AccountRow,
  CompanyMessageRow,
  CompanyMetroRow,
  CompanyRow,
  MessageSubject,
  MetroRow,
} from '../db/types';
import { accountOf, apiUrl, latency, ok, withAccount, withOwnCompany } from '../http';

/**
 * The contract's messages tag. Traveller side: a message from the search screen (visitors too),
 * one from the traveller's Messages screen, and that screen's list. Operator side: the unread
 * count, the inbox, and mark read, reply and delete of one message.
 */

/** The contract's MessageSubject enumeration. */
const SUBJECTS: readonly MessageSubject[] = [
  'Please contact me',
  'I have a question',
  "I need a bus. Here's my trip info.",
];

interface Recipient {
  listing: CompanyMetroRow;
  company: CompanyRow;
  metro: MetroRow;
}

/** company_metro_id naming an active listing of a known company; else `problem`. */
function recipient(problem: string): Rule<Recipient> {
  const listingId = id();
  return (raw, body) => {
    const read = listingId(raw, body);
    const db = getDb();
    const listing =
      'value' in read && read.value !== null ? listingById(db, read.value) : undefined;
    const company = listing ? companyById(db, listing.company_id) : undefined;
    const metro = listing ? metroById(db, listing.metro_id) : undefined;
    if (!listing || !company || !metro || listing.status !== 'Active/Approved') return { problem };
    return { value: { listing, company, metro } };
  };
}

interface Outgoing {
  to: Recipient;
  userId: number | null;
  subject: MessageSubject;
  message: string;
  senderName: string;
  senderEmail: string;
}

/** One message, two rows: the company's inbox copy (new, unread) and, for a user, a sent copy. */
function deliver(out: Outgoing): void {
  const { listing, company, metro } = out.to;
  const created = demoTimestamp();
  withDb((db) => {
    const inboxId = nextId('company_messages');
    db.company_messages.push({
      message_id: inboxId,
      company_id: company.id,
      company_metro_id: listing.id,
      user_id: out.userId,
      subject: out.subject,
      body: out.message,
      is_new: true,
      sender_email: out.senderEmail,
      sender_name: out.senderName,
      metro_city: metro.city,
      metro_state: metro.state,
      create_date: created,
    });
    if (out.userId === null) return;
    db.user_messages.push({
      message_id: nextId('user_messages'),
      user_id: out.userId,
      company_metro_id: listing.id,
      company_message_id: inboxId,
      to_company: listing.alias ?? company.name,
      metro_city: metro.city,
      metro_state: metro.state,
      subject: out.subject,
      body: out.message,
      date_created: created,
    });
  });
}

const CHOOSE_SUBJECT = 'Please choose a subject.';
const NO_SUCH_MESSAGE = 'This message could not be found.';

/**
 * The operator's own message named by the path, or the failure to answer with. Another
 * company's message reads as unknown: an id says nothing about who else got mail.
 */
function ownMessage(account: AccountRow, rawId: unknown): CompanyMessageRow | Response {
  const messageId = /^\d+$/.test(String(rawId)) ? Number(rawId) : null;
  const message = getDb().company_messages.find(
    (row) => row.message_id === messageId && row.company_id === account.company_id,
  );
  return message ?? fail(NO_SUCH_MESSAGE);
}

/** Through the table (not a row held from before), so the change is saved with the table. */
function markRead(messageId: number): void {
  withDb((db) => {
    const row = db.company_messages.find((message) => message.message_id === messageId);
    if (row) row.is_new = false;
  });
}

/** The contract's Message, as the operator's inbox lists it. */
function inboxEntry(message: CompanyMessageRow) {
  return {
    message_id: message.message_id,
    subject: message.subject,
    body: message.body,
    is_new: message.is_new,
    sender_email: message.sender_email,
    sender_name: message.sender_name,
    metro_city: message.metro_city,
    metro_state: message.metro_state,
    create_date: message.create_date,
  };
}

export const messagesHandlers = [
  /** POST /message/send: from the search screen; a visitor may send with no token. */
  http.post(apiUrl('/message/send'), async ({ request }) => {
    await latency();
    const everyField = 'Please fill in every field.';
    const body = await readBody(request, {
      company_metro_id: recipient('This company cannot receive messages right now.'),
      subject: oneOf(SUBJECTS, CHOOSE_SUBJECT),
      from_name: text(everyField),
      message: text(everyField),
      from_email: email(),
    });
    if (isResponse(body)) return body;
    // A traveller's copy is kept only for a user account.
    const sender = accountOf(request);
    deliver({
      to: body.company_metro_id,
      userId: sender?.login_type === 'user' ? sender.user_id : null,
      subject: body.subject,
      message: body.message,
      senderName: body.from_name,
      senderEmail: body.from_email,
    });
    return ok();
  }),

  /** POST /users/messages/send: from the traveller's Messages screen. */
  http.post(apiUrl('/users/messages/send'), async ({ request }) => {
    await latency();
    return withAccount(request, ['user'], async (account) => {
      const body = await readBody(request, {
        message: text('Please write a message.'),
        subject: oneOf(SUBJECTS, CHOOSE_SUBJECT),
        company_metro_id: recipient('This company location is not taking messages.'),
        name: text(),
        email: text(),
      });
      if (isResponse(body)) return body;
      const user = getDb().users.find((row) => row.user_id === account.user_id);
      deliver({
        to: body.company_metro_id,
        userId: account.user_id,
        subject: body.subject,
        message: body.message,
        senderName: body.name || `${account.first_name} ${account.last_name}`.trim(),
        senderEmail: body.email || user?.email || account.email,
      });
      return ok();
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

  /**
   * GET /subscribers/{companyId}: the operator's unread message count (the Messages badge).
   * Only a numeric id is this operation; other one-segment paths (/subscribers/listings ...)
   * fall through to their own handlers.
   */
  http.get(apiUrl('/subscribers/:companyId'), async ({ request, params }) => {
    const companyId = Number(params.companyId);
    if (!/^\d+$/.test(String(params.companyId))) return undefined;
    await latency();
    return withOwnCompany(request, companyId, () => {
      const unread = getDb().company_messages.filter(
        (message) => message.company_id === companyId && message.is_new,
      ).length;
      return ok({ unread_message_count: unread });
    });
  }),

  /** GET /message/listing/{companyId}: the company's inbox, newest first. */
  http.get(apiUrl('/message/listing/:companyId'), async ({ request, params }) => {
    await latency();
    return withOwnCompany(request, params.companyId, (account) => {
      const messages = getDb()
        .company_messages.filter((message) => message.company_id === account.company_id)
        .sort((a, b) => b.create_date.localeCompare(a.create_date) || b.message_id - a.message_id)
        .map(inboxEntry);
      return ok({ messages });
    });
  }),

  /** POST /message/{id}/markread: the message is no longer new (the unread count drops). */
  http.post(apiUrl('/message/:id/markread'), async ({ request, params }) => {
    await latency();
    return withAccount(request, ['subscriber'], (account) => {
      const message = ownMessage(account, params.id);
      if (isResponse(message)) return message;
      markRead(message.message_id);
      return ok();
    });
  }),

  /** POST /message/{id}/reply: subject and body; kept beside the message it answers. */
  http.post(apiUrl('/message/:id/reply'), async ({ request, params }) => {
    await latency();
    return withAccount(request, ['subscriber'], async (account) => {
      const message = ownMessage(account, params.id);
      if (isResponse(message)) return message;
      const body = await readBody(request, {
        subject: text('Please enter a subject.'),
        body: text('Please write a response.'),
      });
      if (isResponse(body)) return body;
      withDb((db) => {
        db.message_replies.push({
          id: nextId('message_replies'),
          company_message_id: message.message_id,
          subject: body.subject,
          body: body.body,
          created_at: demoTimestamp(),
        });
      });
      // Answered is read, whatever the client did first.
      markRead(message.message_id);
      return ok();
    });
  }),

  /** POST /message/{id}/delete: gone from the inbox; the traveller keeps their sent copy. */
  http.post(apiUrl('/message/:id/delete'), async ({ request, params }) => {
    await latency();
    return withAccount(request, ['subscriber'], (account) => {
      const message = ownMessage(account, params.id);
      if (isResponse(message)) return message;
      withDb((db) => {
        db.company_messages = db.company_messages.filter(
          (row) => row.message_id !== message.message_id,
        );
        for (const sent of db.user_messages) {
          if (sent.company_message_id === message.message_id) sent.company_message_id = null;
        }
      });
      return ok();
    });
  }),
];
