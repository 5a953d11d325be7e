import { ApiError, toApiError } from './apiError';
import { DecodeError, type Decoder } from './decode';
import { unwrapStatus, unwrapSuccess } from './envelope';

/** How an answer is wrapped: envelope (a), envelope (b), or a bare body (search, metadata, ...). */
export type Envelope = 'success' | 'status' | 'none';

export interface CallOptions<T> {
  /** The text the screen shows when this call fails and the server gave none. */
  fallback: string;
  /** Reads what the caller needs: envelope (a)'s body, envelope (b)'s result, or the bare body. */
  decode: Decoder<T>;
  /** Envelope (a) unless told otherwise. */
  envelope?: Envelope;
  /** The spec words this failure one way only: the server's own text is not shown. */
  fixedText?: boolean;
}

/**
 * Every api function is this: send, unwrap the envelope, read the shape, and turn any failure
 * (transport, envelope, shape) into an ApiError carrying the call's own text. What comes back is
 * typed and checked, so nothing past this point needs to guard against the server.
 */
export async function callApi<T>(
  send: () => Promise<{ data: unknown }>,
  { fallback, decode, envelope = 'success', fixedText = false }: CallOptions<T>,
): Promise<T> {
  try {
    const { data } = await send();
    if (envelope === 'success') return decode(unwrapSuccess(data, fallback));
    if (envelope === 'status') return decode(unwrapStatus(data, fallback));
    return decode(data);
  } catch (error) {
    // A well-delivered answer of the wrong shape is a failed call like any other.
    if (error instanceof DecodeError) throw new ApiError(200, null, fallback);
    if (fixedText) throw new ApiError(error instanceof ApiError ? error.status : 0, null, fallback);
    throw toApiError(error, fallback);
  }
}
