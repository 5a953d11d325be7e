import { ApiError, serverTextOf } from './apiError';

/** Envelope (a): `{success, errorMessage?, ...payload}` after camelizing. */
export interface SuccessEnvelope {
  success: boolean;
  errorMessage?: unknown;
}

/** Envelope (b): `{status: {code, msg}, result}`; code 0 is success. */
export interface StatusEnvelope<T> {
  status: { code: number; msg?: unknown };
  result: T;
}

/** Returns the payload of envelope (a) or throws the failure as an ApiError. */
export function unwrapSuccess<T extends SuccessEnvelope>(body: T, fallback: string): T {
  if (!body || typeof body !== 'object' || body.success !== true) {
    throw new ApiError(200, serverTextOf(body), fallback);
  }
  return body;
}

/** Returns the result of envelope (b) or throws the failure as an ApiError. */
export function unwrapStatus<T>(body: StatusEnvelope<T>, fallback: string): T {
  if (!body || typeof body !== 'object' || !body.status || body.status.code !== 0) {
    throw new ApiError(200, serverTextOf(body), fallback);
  }
  return body.result;
}
