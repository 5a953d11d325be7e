/** Field-level messages a server may attach to a failure, keyed by camelCase field name. */
export type FieldErrors = Record<string, string>;

/**
 * The one error type every API failure becomes. `serverMessage` is the server's own text when it
 * sent one; `message` is what the screen shows (the server's text, else the caller's fallback).
 */
export class ApiError extends Error {
  readonly status: number;
  readonly serverMessage: string | null;
  readonly fieldErrors: FieldErrors;

  constructor(
    status: number,
    serverMessage: string | null,
    fallback: string,
    fieldErrors: FieldErrors = {},
  ) {
    super(serverMessage ?? fallback);
    this.name = 'ApiError';
    this.status = status;
    this.serverMessage = serverMessage;
    this.fieldErrors = fieldErrors;
  }

  /** The same failure with another fallback text (used when a call knows the spec's wording). */
  withFallback(fallback: string): ApiError {
    return new ApiError(this.status, this.serverMessage, fallback, this.fieldErrors);
  }
}

export const GENERIC_ERROR = 'There was a problem. Please try again later.';

/** A server text is shown only when it is a non-empty string: objects, arrays and blanks are not text. */
export function textOrNull(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/** Reads the failure text out of either envelope (already camelized). */
export function serverTextOf(body: unknown): string | null {
  if (!body || typeof body !== 'object') return null;
  const record = body as Record<string, unknown>;
  const direct = textOrNull(record.errorMessage) ?? textOrNull(record.message);
  if (direct) return direct;
  const status = record.status;
  if (status && typeof status === 'object')
    return textOrNull((status as Record<string, unknown>).msg);
  return null;
}

/** Turns anything thrown into an ApiError carrying the given fallback text. */
export function toApiError(error: unknown, fallback: string): ApiError {
  if (error instanceof ApiError) return error.withFallback(fallback);
  return new ApiError(0, null, fallback);
}

/**
 * The text a screen may show for a failure: an ApiError's (the server's text or the call's own
 * fallback), else the fallback. Any other Error is a bug or a browser fault whose message
 * ("Cannot read properties of null ...") means nothing to a traveller, so it never reaches the screen.
 */
export function messageOf(error: unknown, fallback: string): string {
  return error instanceof ApiError ? error.message : fallback;
}
