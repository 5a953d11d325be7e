import type {
  ActionReducerMapBuilder,
  AsyncThunk,
  AsyncThunkConfig,
  Draft,
  PayloadAction,
} from '@reduxjs/toolkit';
import { GENERIC_ERROR } from './apiError';
import type { Refusal } from './refusal';

/** The life of one API call as a slice sees it. */
export type RequestStatus = 'idle' | 'pending' | 'succeeded' | 'failed';

/**
 * One call's state: where it is, and the text to show when it failed (the api function's
 * fallback or the server's text, carried by the thunk; screens hold no second copy).
 * `requestId` is kept only by calls that guard against stale answers (see `latestOnly`).
 */
export interface RequestState {
  status: RequestStatus;
  error: string | null;
  /**
   * The last failure as data (status, server text), for screens that word it in the visitor's
   * language (RefusalMessage); `error` is the text of the moment it failed.
   */
  refusal?: Refusal | null;
  requestId?: string | null;
}

export function idleRequest(): RequestState {
  return { status: 'idle', error: null };
}

/**
 * A slice's case reducer for a call whose last failure no longer applies (a dialog opened or
 * closed): that request is idle again. Typed by the slice with the names it may reset.
 */
export function resetRequest<Name extends string>(
  state: { requests: Record<Name, RequestState> },
  { payload }: { payload: Name },
): void {
  state.requests[payload] = idleRequest();
}

interface Meta<Arg> {
  arg: Arg;
  requestId: string;
  condition?: boolean;
  aborted?: boolean;
  /** A rejection by createApiThunk (app/withTypes.ts). */
  refusal?: Refusal | null;
}

export interface RequestCases<S, Returned, Arg> {
  /**
   * Only the last call started counts: an older answer arriving late is ignored (search,
   * typeahead). The request state then keeps the id of that last call.
   */
  latestOnly?: boolean;
  pending?: (state: Draft<S>, action: { meta: Meta<Arg> }) => void;
  fulfilled?: (state: Draft<S>, action: PayloadAction<Returned, string, Meta<Arg>>) => void;
  rejected?: (state: Draft<S>, action: { payload: string; meta: Meta<Arg> }) => void;
}

/** The meta every thunk action carries (generic thunk types hide it from the compiler). */
const metaOf = <Arg>(action: unknown) => (action as { meta: Meta<Arg> }).meta;

/**
 * Adds a thunk's pending / fulfilled / rejected cases to a slice: the request state goes
 * pending -> succeeded | failed with the thunk's text, and `cases` add what the slice does with
 * the answer. `request` finds the call's RequestState in the slice (it may create it).
 */
export function addRequestCases<S, Returned, Arg, Config extends AsyncThunkConfig>(
  builder: ActionReducerMapBuilder<S>,
  thunk: AsyncThunk<Returned, Arg, Config & { rejectValue: string }>,
  request: (state: Draft<S>, arg: Arg) => RequestState,
  cases: RequestCases<S, Returned, Arg> = {},
): ActionReducerMapBuilder<S> {
  const isCurrent = (state: Draft<S>, meta: Meta<Arg>) =>
    !cases.latestOnly || request(state, meta.arg).requestId === meta.requestId;

  return builder
    .addCase(thunk.pending, (state, action) => {
      const meta = metaOf<Arg>(action);
      const call = request(state, meta.arg);
      call.status = 'pending';
      call.error = null;
      delete call.refusal;
      if (cases.latestOnly) call.requestId = meta.requestId;
      cases.pending?.(state, { meta });
    })
    .addCase(thunk.fulfilled, (state, action) => {
      const meta = metaOf<Arg>(action);
      if (!isCurrent(state, meta)) return;
      request(state, meta.arg).status = 'succeeded';
      cases.fulfilled?.(state, {
        type: action.type,
        payload: action.payload,
        meta,
      });
    })
    .addCase(thunk.rejected, (state, action) => {
      const meta = metaOf<Arg>(action);
      // A call its own condition skipped never started: nothing to record.
      if (meta.condition || !isCurrent(state, meta)) return;
      const call = request(state, meta.arg);
      // A call its caller aborted (a newer query, an unmount) failed no one: no text to show.
      if (meta.aborted) {
        call.status = 'idle';
        return;
      }
      // Thunks made by createApiThunk always reject with a text; anything else gets the generic one.
      const text = (action.payload as string | undefined) ?? GENERIC_ERROR;
      call.status = 'failed';
      call.error = text;
      call.refusal = meta.refusal ?? null;
      cases.rejected?.(state, { payload: text, meta });
    });
}
