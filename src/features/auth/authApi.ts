import { api } from '@/lib/apiClient';
import { callApi } from '@/lib/apiCall';
import { textOrNull } from '@/lib/apiError';
import {
  boolean,
  ignore,
  integer,
  literal,
  nullable,
  object,
  optional,
  string,
  withDefault,
} from '@/lib/decode';
import type { Session } from './types';

export const LOGIN_FAILED = 'Email or Password is incorrect';
export const FORGOT_FAILED = 'There was a problem sending your password. Please try again later.';

export interface LoginResult {
  session: Session;
  arrearsId: string | null;
}

const text = withDefault(string, '');

/** POST /login after the envelope: a login without a token or a login type is no login. */
const loginResponse = object({
  apiToken: string,
  loginType: literal('subscriber', 'user', 'admin'),
  user: optional(nullable(object({ userId: optional(integer), firstName: text, lastName: text }))),
  subscriber: optional(
    nullable(object({ companyId: integer, companyName: text, contactName: text })),
  ),
  arrearsState: optional(boolean),
  arrearsId: optional(string),
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

/** POST /forgot. */
export function postForgotPassword(email: string): Promise<void> {
  return callApi(() => api.post('/forgot', { email }), {
    fallback: FORGOT_FAILED,
    decode: ignore,
  });
}
