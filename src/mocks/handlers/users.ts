import { http } from 'msw';
import { email, fail, isResponse, password, raw, readBody, text } from '../body';
import { demoNow, demoTimestamp } from '../clock';
import { getDb, issueToken, nextId, withDb } from '../db/store';
import { baseAccount } from '../db/seed/people';
import type { AccountRow, DemoDb, UserRow } from '../db/types';
import { apiUrl, latency, ok, withAccount } from '../http';

/**
 * The contract's users tag: registration, profile, password and photo. (Quote history is in
 * quotes.ts and messages in messages.ts, as the contract tags them.)
 */

/** The contract's minLength of every password field. */
const PASSWORD_MIN = 8;
/** The contract's photo limit is 10 MB before encoding; base64 adds a third. */
const MAX_PHOTO_BASE64 = Math.ceil((10 * 1024 * 1024 * 4) / 3);
/** Every JPEG starts with FF D8 FF, which is "/9j/" in base64. */
const JPEG_BASE64_START = '/9j/';

export const DUPLICATE_EMAIL =
  'An account with this email address already exists. Please log in or use another email address.';

function userOf(db: DemoDb, account: AccountRow): UserRow | undefined {
  return db.users.find((user) => user.user_id === account.user_id);
}

function isTaken(address: string): boolean {
  const wanted = address.toLowerCase();
  const db = getDb();
  return (
    db.accounts.some(
      (row) => row.email.toLowerCase() === wanted || row.username.toLowerCase() === wanted,
    ) || db.users.some((row) => row.email.toLowerCase() === wanted)
  );
}

const REGISTER = {
  first_name: text('First name is required.'),
  last_name: text('Last name is required.'),
  email: email(),
  password: password(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters long.`),
  about: text(),
  company: text(),
};

export const PHOTO = {
  extension: raw((value) =>
    ['jpeg', 'jpg'].includes(value.trim().toLowerCase()) ? null : 'Only JPEG photos are accepted.',
  ),
  photo: raw((value) => {
    if (!value.startsWith(JPEG_BASE64_START) || !/^[A-Za-z0-9+/]+=*$/.test(value)) {
      return 'The photo is not a JPEG image.';
    }
    return value.length > MAX_PHOTO_BASE64 ? 'The photo is larger than 10 MB.' : null;
  }),
  file_name: text(),
};

/** Stores the photo as a data URL: the demo has no file server. */
function storePhoto(user: UserRow, photo: string, fileName: string): void {
  user.photo_filename = fileName;
  user.photo_url = `data:image/jpeg;base64,${photo}`;
}

/**
 * A traveller's photo upload (add or replace): the same body and checks, then the photo is
 * stored under the name `nameFor` gives, or refused with the problem it gives.
 */
function photoUpload(
  path: string,
  nameFor: (user: UserRow, fileName: string) => { name: string } | { problem: string },
) {
  return http.post(apiUrl(path), async ({ request }) => {
    await latency();
    return withAccount(request, ['user'], async (account) => {
      const body = await readBody(request, PHOTO);
      if (isResponse(body)) return body;
      const problem = withDb((db) => {
        const user = userOf(db, account);
        if (!user) return 'Your profile could not be found.';
        const named = nameFor(user, body.file_name);
        if ('problem' in named) return named.problem;
        storePhoto(user, body.photo, named.name);
        return null;
      });
      return problem ? fail(problem) : ok();
    });
  });
}

export const usersHandlers = [
  /** POST /users/register: a traveller user and login, logged in at once (user.api_token). */
  http.post(apiUrl('/users/register'), async ({ request }) => {
    await latency();
    const body = await readBody(request, REGISTER);
    if (isResponse(body)) return body;
    if (isTaken(body.email)) return fail(DUPLICATE_EMAIL);
    const token = issueToken();
    const userId = nextId('users');
    const { first_name: firstName, last_name: lastName } = body;
    withDb((db) => {
      db.users.push({
        user_id: userId,
        first_name: firstName,
        last_name: lastName,
        company: body.company,
        about: body.about,
        email: body.email,
        photo_url: null,
        photo_filename: null,
      });
      db.accounts.push({
        ...baseAccount(nextId('accounts'), demoTimestamp()),
        email: body.email,
        username: body.email,
        password: body.password,
        login_type: 'user',
        api_token: token,
        user_id: userId,
        first_name: firstName,
        last_name: lastName,
        contact_name: `${firstName} ${lastName}`,
      });
    });
    return ok({ user: { api_token: token, user_id: userId } });
  }),

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
      const names = 'First name and last name are required.';
      const body = await readBody(request, {
        first_name: text(names),
        last_name: text(names),
        about: text(),
        company: text(),
      });
      if (isResponse(body)) return body;
      const saved = withDb((db) => {
        const user = userOf(db, account);
        const row = db.accounts.find((candidate) => candidate.id === account.id);
        if (!user || !row) return false;
        Object.assign(user, body);
        row.first_name = body.first_name;
        row.last_name = body.last_name;
        row.contact_name = `${body.first_name} ${body.last_name}`;
        return true;
      });
      return saved ? ok() : fail('Your profile could not be found.');
    });
  }),

  http.post(apiUrl('/users/change_password'), async ({ request }) => {
    await latency();
    return withAccount(request, ['user'], async (account) => {
      const body = await readBody(request, {
        current_password: raw((value) =>
          value === account.password ? null : 'Your current password is incorrect.',
        ),
        new_password: password(
          PASSWORD_MIN,
          `The new password must be at least ${PASSWORD_MIN} characters long.`,
        ),
      });
      if (isResponse(body)) return body;
      withDb((db) => {
        const row = db.accounts.find((candidate) => candidate.id === account.id);
        if (row) row.password = body.new_password;
      });
      return ok();
    });
  }),

  // The server names an added file; the client's name only hints at what it was.
  photoUpload('/users/photo/add', (user) => ({
    name: `u${user.user_id}-${demoNow().getTime()}.jpeg`,
  })),

  photoUpload('/users/photo/replace', (user, fileName) => {
    if (!user.photo_filename) return { problem: 'There is no photo to replace.' };
    if (fileName && fileName !== user.photo_filename) {
      return { problem: 'The photo to replace was not found.' };
    }
    return { name: user.photo_filename };
  }),
];
