import {
  createAsyncThunk,
  type AsyncThunkOptions,
  type GetThunkAPI,
  type ThunkAction,
  type UnknownAction,
} from '@reduxjs/toolkit';
import { GENERIC_ERROR, messageOf } from '@/lib/apiError';
import { refusalOf, type Refusal } from '@/lib/refusal';
import type { AppDispatch, RootState } from './store';

interface AppThunkConfig {
  state: RootState;
  dispatch: AppDispatch;
  rejectValue: string;
  /** What happened, as data: the screen words it in the language of the moment (lib/refusal.ts). */
  rejectedMeta: { refusal: Refusal | null };
}

/** A plain thunk of the app (one that only dispatches, no call of its own). */
export type AppThunk<Returned = void> = ThunkAction<Returned, RootState, undefined, UnknownAction>;

/** createAsyncThunk with the app's state and dispatch types baked in. */
export const createAppAsyncThunk = createAsyncThunk.withTypes<AppThunkConfig>();

/**
 * The app's thunk around api calls: whatever the body throws, the thunk rejects with the
 * ApiError's text (the server's, or the api function's own fallback), never with a JavaScript
 * message, and with what happened (status, server text) in its meta. Slices record both through
 * `addRequestCases`; a traveller's screen words the refusal from the data (RefusalMessage).
 */
export function createApiThunk<Returned, Arg = void>(
  type: string,
  body: (arg: Arg, thunkApi: GetThunkAPI<AppThunkConfig>) => Promise<Returned>,
  options?: AsyncThunkOptions<Arg, AppThunkConfig>,
) {
  return createAppAsyncThunk<Returned, Arg>(
    type,
    async (arg, thunkApi) => {
      try {
        return await body(arg, thunkApi);
      } catch (error) {
        return thunkApi.rejectWithValue(messageOf(error, GENERIC_ERROR), {
          refusal: refusalOf(error),
        });
      }
    },
    options,
  );
}
