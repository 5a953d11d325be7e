import { createSlice } from '@reduxjs/toolkit';
import { createAppAsyncThunk } from '@/app/withTypes';
import { messageOf } from '@/lib/apiError';
import type { RequestStatus } from '@/lib/requestStatus';
import { joinNewsletter as joinNewsletterCall, NEWSLETTER_FAILED } from './newsletterApi';

export interface NewsletterState {
  status: RequestStatus;
  error: string | null;
  joinSuccess: boolean;
}

const initialState: NewsletterState = { status: 'idle', error: null, joinSuccess: false };

export const joinNewsletter = createAppAsyncThunk<void, string>(
  'newsletter/joinNewsletter',
  async (email, { rejectWithValue }) => {
    try {
      await joinNewsletterCall(email.trim());
    } catch (error) {
      return rejectWithValue(messageOf(error, NEWSLETTER_FAILED));
    }
  },
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
    builder
      .addCase(joinNewsletter.pending, (state) => {
        state.status = 'pending';
        state.error = null;
        state.joinSuccess = false;
      })
      .addCase(joinNewsletter.fulfilled, (state) => {
        state.status = 'succeeded';
        state.joinSuccess = true;
      })
      .addCase(joinNewsletter.rejected, (state, action) => {
        state.status = 'failed';
        state.error = action.payload ?? NEWSLETTER_FAILED;
      });
  },
  selectors: { selectNewsletter: (state) => state },
});

export const { newsletterEdited } = newsletterSlice.actions;
export const { selectNewsletter } = newsletterSlice.selectors;
