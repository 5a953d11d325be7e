import { msg } from '@lingui/core/macro';
import { i18n } from '@/lib/i18n/runtime';
import { api } from '@/lib/apiClient';
import { callApi } from '@/lib/apiCall';
import { d } from '@/lib/decode';
import type { RegisteredUser, SignupValues } from './types';

export const SIGNUP_FAILED = msg`There was a problem creating your account. Please try again later.`;
export const ASSOCIATE_FAILED = msg`Your quote could not be added to your account.`;

/** A registration without a token has not made a usable account. */
const registered = d.object({
  user: d.object({ apiToken: d.string, userId: d.optional(d.nullable(d.integer)) }),
});

/** POST users/register: the new user's token, or the server's text / the spec's fallback. */
export async function postUserRegistration(values: SignupValues): Promise<RegisteredUser> {
  const { user } = await callApi(
    () =>
      api.post('/users/register', {
        email: values.email.trim(),
        password: values.password,
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        about: values.about.trim(),
        ...(values.company?.trim() ? { company: values.company.trim() } : {}),
      }),
    { fallback: i18n._(SIGNUP_FAILED), decode: registered },
  );
  return { apiToken: user.apiToken, userId: user.userId ?? null };
}

/** POST /users/quotes/{quoteNumber}/associate with the (new) user's token only. */
export function postQuoteAssociation(quoteNumber: string): Promise<void> {
  return callApi(() => api.post(`/users/quotes/${encodeURIComponent(quoteNumber)}/associate`), {
    fallback: i18n._(ASSOCIATE_FAILED),
    decode: d.ignore,
  });
}
