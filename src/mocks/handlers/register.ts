import { http } from 'msw';
import { PASSWORD_MIN_LENGTH } from '@/config/constants';
import { getDb, issueToken, nextId, withDb } from '../db/store';
import { apiUrl, fail, isEmail, isResponse, jsonBody, latency, ok } from '../http';

interface RegisterBody {
  email?: unknown;
  password?: unknown;
  first_name?: unknown;
  last_name?: unknown;
  about?: unknown;
  company?: unknown;
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

export const DUPLICATE_EMAIL =
  'An account with this email address already exists. Please log in or use another email address.';

/** The first failure the real API would report for this body, or null when it is acceptable. */
function problemOf(body: RegisterBody): string | null {
  if (!text(body.first_name)) return 'First name is required.';
  if (!text(body.last_name)) return 'Last name is required.';
  if (!isEmail(body.email)) return 'Please enter a valid email address.';
  if (typeof body.password !== 'string' || body.password.length < PASSWORD_MIN_LENGTH) {
    return `Password must be at least ${PASSWORD_MIN_LENGTH} characters long.`;
  }
  const email = text(body.email).toLowerCase();
  const db = getDb();
  const taken =
    db.accounts.some(
      (row) => row.email.toLowerCase() === email || row.username.toLowerCase() === email,
    ) || db.users.some((row) => row.email.toLowerCase() === email);
  return taken ? DUPLICATE_EMAIL : null;
}

export const registerHandlers = [
  /** POST /users/register: a traveller user and login, logged in at once (user.api_token). */
  http.post(apiUrl('/users/register'), async ({ request }) => {
    await latency();
    const body = await jsonBody<RegisterBody>(request);
    if (isResponse(body)) return body;
    const problem = problemOf(body);
    if (problem) return fail(problem);

    const token = issueToken();
    const email = text(body.email);
    const firstName = text(body.first_name);
    const lastName = text(body.last_name);
    const userId = nextId('users');
    withDb((db) => {
      db.users.push({
        user_id: userId,
        first_name: firstName,
        last_name: lastName,
        company: text(body.company),
        about: text(body.about),
        email,
        photo_url: null,
        photo_filename: null,
      });
      db.accounts.push({
        id: nextId('accounts'),
        email,
        username: email,
        password: String(body.password),
        login_type: 'user',
        api_token: token,
        user_id: userId,
        company_id: null,
        first_name: firstName,
        last_name: lastName,
        contact_name: `${firstName} ${lastName}`,
        setup_progress: 6,
        free_trial: false,
        upgrade_premium: false,
        arrears_state: false,
        arrears_id: null,
        has_card_on_file: false,
        created_at: new Date().toISOString(),
      });
    });
    return ok({ user: { api_token: token, user_id: userId } });
  }),
];
