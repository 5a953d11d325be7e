import { http } from 'msw';
import { email, fail, isResponse, raw, readBody, text } from '../body';
import { getDb, issueToken, withDb } from '../db/store';
import { apiUrl, latency, ok } from '../http';

/** The contract's auth tag: POST /login and POST /forgot. */
export const authHandlers = [
  http.post(apiUrl('/login'), async ({ request }) => {
    await latency();
    const body = await readBody(request, { email: text(), password: raw() });
    if (isResponse(body)) return body;
    const login = body.email.toLowerCase();
    const account = getDb().accounts.find(
      (row) => row.email.toLowerCase() === login || row.username.toLowerCase() === login,
    );
    if (!account || account.password !== body.password) {
      return fail('The email or password you entered is incorrect.');
    }
    const token = issueToken();
    withDb((db) => {
      const row = db.accounts.find((candidate) => candidate.id === account.id);
      if (row) row.api_token = token;
    });
    const isSubscriber = account.login_type === 'subscriber';
    return ok({
      login_type: account.login_type,
      user:
        account.login_type === 'user'
          ? {
              user_id: account.user_id,
              first_name: account.first_name,
              last_name: account.last_name,
            }
          : null,
      subscriber: isSubscriber
        ? {
            company_id: account.company_id,
            company_name:
              getDb().companies.find((company) => company.id === account.company_id)?.name ?? '',
            contact_name: account.contact_name,
          }
        : null,
      arrears_state: isSubscriber && account.arrears_state,
      arrears_id: isSubscriber && account.arrears_state ? account.arrears_id : null,
      api_token: token,
    });
  }),

  http.post(apiUrl('/forgot'), async ({ request }) => {
    await latency();
    const unknown = 'We could not find an account with that email address.';
    const body = await readBody(request, { email: email(unknown) });
    if (isResponse(body)) return body;
    const address = body.email.toLowerCase();
    const known = getDb().accounts.some((row) => row.email.toLowerCase() === address);
    return known ? ok() : fail(unknown);
  }),
];
