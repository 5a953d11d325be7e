import { api } from '@/lib/apiClient';
import { callApi } from '@/lib/apiCall';
import { textOrNull } from '@/lib/apiError';
import { d } from '@/lib/decode';
import type { FreeTrialAccount, Session } from './types';

export const LOGIN_FAILED = 'Email or Password is incorrect';
export const FORGOT_FAILED = 'There was a problem sending your password. Please try again later.';
const PROGRESS_FAILED = 'Setup progress is unavailable.';
const FREE_TRIAL_FAILED = 'Free-trial status is unavailable.';

export interface LoginResult {
  session: Session;
  arrearsId: string | null;
}

const text = d.withDefault(d.string, '');

/** POST /login after the envelope: a login without a token or a login type is no login. */
const loginResponse = d.object({
  apiToken: d.string,
  loginType: d.literal('subscriber', 'user', 'admin'),
  user: d.optional(
    d.nullable(d.object({ userId: d.optional(d.integer), firstName: text, lastName: text })),
  ),
  subscriber: d.optional(
    d.nullable(d.object({ companyId: d.integer, companyName: text, contactName: text })),
  ),
  arrearsState: d.optional(d.boolean),
  arrearsId: d.optional(d.string),
});

/** POST /login: the session, or the server's text / "Email or Password is incorrect". */
export async function postLogin(email: string, password: string): Promise<LoginResult> {
  const body = await callApi(() => api.post('/login', { email, password }), {
    fallback: LOGIN_FAILED,
    decode: loginResponse,
  });
  const session: Session = {
    apiToken: body.apiToken,
    loginType: body.loginType,
    userId: body.user?.userId ?? null,
    companyId: body.subscriber?.companyId ?? null,
    companyName: body.subscriber?.companyName ?? '',
    contactName: body.subscriber?.contactName ?? '',
    firstName: body.user?.firstName ?? '',
    lastName: body.user?.lastName ?? '',
  };
  const inArrears = body.loginType === 'subscriber' && body.arrearsState === true;
  return { session, arrearsId: inArrears ? (textOrNull(body.arrearsId) ?? '') : null };
}

/** GET /company/progress/get/company/setup/index (envelope b): the setup step, 1 to 5. */
export function getSetupProgress(companyId: number): Promise<number> {
  return callApi(
    () => api.get('/company/progress/get/company/setup/index', { params: { companyId } }),
    { fallback: PROGRESS_FAILED, envelope: 'status', decode: d.integer },
  );
}

/** GET /subscribers/{companyId}/freetrialaccount (envelope b); a flag not sent is off. */
export function getFreeTrialAccount(companyId: number): Promise<FreeTrialAccount> {
  return callApi(() => api.get(`/subscribers/${companyId}/freetrialaccount`), {
    fallback: FREE_TRIAL_FAILED,
    envelope: 'status',
    decode: d.object({
      freeTrial: d.withDefault(d.boolean, false),
      upgradePremium: d.withDefault(d.boolean, false),
    }),
  });
}

/** POST /forgot. */
export function postForgotPassword(email: string): Promise<void> {
  return callApi(() => api.post('/forgot', { email }), {
    fallback: FORGOT_FAILED,
    decode: d.ignore,
  });
}
