import { createSlice } from '@reduxjs/toolkit';
import { createAppAsyncThunk } from '@/app/withTypes';
import { messageOf } from '@/lib/apiError';
import type { RequestStatus } from '@/lib/requestStatus';
import { sessionStarted } from '@/features/auth/authSlice';
import { associateQuote, registerUser, SIGNUP_FAILED } from './signupApi';
import type { SignupValues } from './types';

export interface SignupState {
  status: RequestStatus;
  errorMessage: string | null;
  /** Set when the account was made but the quote could not be attached to it. */
  associateError: string | null;
}

const initialState: SignupState = { status: 'idle', errorMessage: null, associateError: null };

/**
 * Registers a traveller and logs them in with the returned token; with a quote number, attaches
 * that quote to the new account (a failure there does not undo the account).
 */
export const signUp = createAppAsyncThunk<
  { associateError: string | null },
  { values: SignupValues; quoteNumber?: string | null }
>('signup/signUp', async ({ values, quoteNumber }, { dispatch, rejectWithValue }) => {
  let user;
  try {
    user = await registerUser(values);
  } catch (error) {
    return rejectWithValue(messageOf(error, SIGNUP_FAILED));
  }
  dispatch(
    sessionStarted({
      session: {
        apiToken: user.apiToken,
        loginType: 'user',
        userId: user.userId,
        companyId: null,
        companyName: '',
        contactName: '',
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
      },
      rememberMe: false,
      now: Date.now(),
    }),
  );
  if (!quoteNumber) return { associateError: null };
  try {
    await associateQuote(quoteNumber);
    return { associateError: null };
  } catch (error) {
    return { associateError: messageOf(error, 'Your quote could not be added to your account.') };
  }
});

export const signupSlice = createSlice({
  name: 'signup',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(signUp.pending, (state) => {
        state.status = 'pending';
        state.errorMessage = null;
        state.associateError = null;
      })
      .addCase(signUp.fulfilled, (state, { payload }) => {
        state.status = 'succeeded';
        state.associateError = payload.associateError;
      })
      .addCase(signUp.rejected, (state, action) => {
        state.status = 'failed';
        state.errorMessage = action.payload ?? SIGNUP_FAILED;
      });
  },
  selectors: { selectSignup: (state) => state },
});

export const { selectSignup } = signupSlice.selectors;
