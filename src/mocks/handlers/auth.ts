import { http } from 'msw';
import { getDb, issueToken, withDb } from '../db/store';
import { apiUrl, fail, isResponse, jsonBody, latency, ok, status, withAccount } from '../http';

interface LoginBody {
  email?: string;
  password?: string;
}

export const authHandlers = [
  http.post(apiUrl('/login'), async ({ request }) => {
    await latency();
    const body = await jsonBody<LoginBody>(request);
    if (isResponse(body)) return body;
    const login = String(body.email ?? '')
      .trim()
      .toLowerCase();
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
    const body = await jsonBody<{ email?: string }>(request);
    if (isResponse(body)) return body;
    const email = String(body.email ?? '')
      .trim()
      .toLowerCase();
    const known = getDb().accounts.some((row) => row.email.toLowerCase() === email);
    return known ? ok() : fail('We could not find an account with that email address.');
  }),

  http.get(apiUrl('/company/progress/get/company/setup/index'), async ({ request }) => {
    await latency();
    return withAccount(request, ['subscriber'], (account) => {
      const companyId = Number(new URL(request.url).searchParams.get('companyId'));
      if (companyId !== account.company_id) return status(null, 1, 'Unknown company.');
      return status(account.setup_progress);
    });
  }),

  http.get(apiUrl('/subscribers/:companyId/freetrialaccount'), async ({ request, params }) => {
    await latency();
    return withAccount(request, ['subscriber'], (account) => {
      if (Number(params.companyId) !== account.company_id)
        return status(null, 1, 'Unknown company.');
      return status({ free_trial: account.free_trial, upgrade_premium: account.upgrade_premium });
    });
  }),
];
