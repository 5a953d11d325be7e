import { createSlice } from '@reduxjs/toolkit';
import { createApiThunk } from '@/app/withTypes';
import { addRequestCases, type RequestState } from '@/lib/requestStatus';
import { postNewsletter } from './newsletterApi';

export interface NewsletterState extends RequestState {
  joinSuccess: boolean;
}

const initialState: NewsletterState = { status: 'idle', error: null, joinSuccess: false };

export const saveNewsletterSignup = createApiThunk<void, string>(
  'newsletter/saveNewsletterSignup',
  (email) => postNewsletter(email.trim()),
  { condition: (_, { getState }) => getState().newsletter.status !== 'pending' },
);

export const newsletterSlice = createSlice({
  name: 'newsletter',
  initialState,
  reducers: {
    newsletterEdited(state) {
      state.error = null;
      state.joinSuccess = false;
    },
  },
  extraReducers: (builder) => {
    addRequestCases(builder, saveNewsletterSignup, (state) => state, {
      pending: (state) => {
        state.joinSuccess = false;
      },
      fulfilled: (state) => {
        state.joinSuccess = true;
      },
    });
  },
  selectors: { selectNewsletter: (state) => state },
});

export const { newsletterEdited } = newsletterSlice.actions;
export const { selectNewsletter } = newsletterSlice.selectors;
