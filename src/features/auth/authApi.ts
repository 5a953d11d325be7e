import { msg } from '@lingui/core/macro';
import { i18n } from '@/lib/i18n/runtime';
import { api } from '@/lib/apiClient';
import { callApi } from '@/lib/apiCall';
import { textOrNull } from '@/lib/apiError';
import { d } from '@/lib/decode';
import type { Session } from './types';

export interface LoginResult {
  session: Session;
  arrearsId: string | null;
}

/** The spec's texts for these calls (section 8); their refusals' words are in refusals.ts. */
export const LOGIN_FAILED = msg`Email or Password is incorrect`;
export const FORGOT_FAILED = msg`There was a problem sending your password. Please try again later.`;

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
    fallback: i18n._(LOGIN_FAILED),
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

/** POST /forgot. */
export function postForgotPassword(email: string): Promise<void> {
  return callApi(() => api.post('/forgot', { email }), {
    fallback: i18n._(FORGOT_FAILED),
    decode: d.ignore,
  });
}
