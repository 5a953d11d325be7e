import { i18n } from '@/lib/i18n/runtime';
import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '@/app/rootReducer';
import { createApiThunk } from '@/app/withTypes';
import { sessionStarted } from '@/features/auth/authSlice';
import { messageOf } from '@/lib/apiError';
import { addRequestCases, type RequestState } from '@/lib/requestStatus';
import { ASSOCIATE_FAILED, postQuoteAssociation, postUserRegistration } from './signupApi';
import type { SignupValues } from './types';

/** `error` is the spec's signup errorMessage. */
export interface SignupState extends RequestState {
  /** Set when the account was made but the quote could not be attached to it. */
  associateError: string | null;
}

const initialState: SignupState = { status: 'idle', error: null, associateError: null };

/**
 * Registers a traveller and logs them in with the returned token; with a quote number, attaches
 * that quote to the new account (a failure there does not undo the account).
 */
export const signUp = createApiThunk<
  { associateError: string | null },
  { values: SignupValues; quoteNumber?: string | null }
>(
  'signup/signUp',
  async ({ values, quoteNumber }, { dispatch }) => {
    const user = await postUserRegistration(values);
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
      await postQuoteAssociation(quoteNumber);
      return { associateError: null };
    } catch (error) {
      return { associateError: messageOf(error, i18n._(ASSOCIATE_FAILED)) };
    }
  },
  // One account per click.
  { condition: (_, { getState }) => selectSignup(getState()).status !== 'pending' },
);

export const signupSlice = createSlice({
  name: 'signup',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    addRequestCases(builder, signUp, (state) => state, {
      pending: (state) => {
        state.associateError = null;
      },
      fulfilled: (state, { payload }) => {
        state.associateError = payload.associateError;
      },
    });
  },
  selectors: { selectSignup: (state) => state },
});

/** Only the sign-up forms need this state: it joins the store with them. */
declare module '@/app/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- module augmentation
  export interface LazyLoadedSlices extends WithSlice<typeof signupSlice> {}
}
const injectedSignupSlice = signupSlice.injectInto(rootReducer);
export const { selectSignup } = injectedSignupSlice.selectors;
