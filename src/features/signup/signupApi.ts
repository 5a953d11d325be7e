import { api } from '@/lib/apiClient';
import { ApiError, textOrNull, toApiError } from '@/lib/apiError';
import { unwrapSuccess, type SuccessEnvelope } from '@/lib/envelope';
import type { RegisteredUser, SignupValues } from './types';

export const SIGNUP_FAILED = 'There was a problem creating your account. Please try again later.';
export const ASSOCIATE_FAILED = 'Your quote could not be added to your account.';

interface RegisterResponse extends SuccessEnvelope {
  user?: { apiToken?: string; userId?: number } | null;
}

/** POST users/register: the new user's token, or the server's text / the spec's fallback. */
export async function registerUser(values: SignupValues): Promise<RegisteredUser> {
  let body: RegisterResponse;
  try {
    ({ data: body } = await api.post<RegisterResponse>('/users/register', {
      email: values.email.trim(),
      password: values.password,
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      about: values.about.trim(),
      ...(values.company?.trim() ? { company: values.company.trim() } : {}),
    }));
  } catch (error) {
    throw toApiError(error, SIGNUP_FAILED);
  }
  if (body.success !== true || !body.user?.apiToken) {
    throw new ApiError(200, textOrNull(body.errorMessage), SIGNUP_FAILED);
  }
  return { apiToken: body.user.apiToken, userId: body.user.userId ?? null };
}

/** POST /users/quotes/{quoteNumber}/associate with the (new) user's token only. */
export async function associateQuote(quoteNumber: string): Promise<void> {
  try {
    const { data } = await api.post<SuccessEnvelope>(
      `/users/quotes/${encodeURIComponent(quoteNumber)}/associate`,
    );
    unwrapSuccess(data, ASSOCIATE_FAILED);
  } catch (error) {
    throw toApiError(error, ASSOCIATE_FAILED);
  }
}
