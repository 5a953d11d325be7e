import { ApiError, serverTextOf } from './apiError';
import { isRecord } from './decode';

/**
 * The contract's two envelopes, after camelizing:
 * (a) `{success, errorMessage?, ...payload}`; (b) `{status: {code, msg}, result}`, code 0 = success.
 * A body that is no envelope at all is a failure with the caller's text.
 */

/** Returns the body of envelope (a) (its payload fields beside `success`) or throws. */
export function unwrapSuccess(body: unknown, fallback: string): Record<string, unknown> {
  if (!isRecord(body) || body.success !== true) {
    throw new ApiError(200, serverTextOf(body), fallback);
  }
  return body;
}

/** Returns the `result` of envelope (b) or throws. */
export function unwrapStatus(body: unknown, fallback: string): unknown {
  if (!isRecord(body) || !isRecord(body.status) || body.status.code !== 0) {
    throw new ApiError(200, serverTextOf(body), fallback);
  }
  return body.result;
}
