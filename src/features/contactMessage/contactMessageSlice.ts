import { createSlice } from '@reduxjs/toolkit';
import { createAppAsyncThunk } from '@/app/withTypes';
import { selectLoginType } from '@/features/auth/authSlice';
import { messageOf } from '@/lib/apiError';
import type { RequestStatus } from '@/lib/requestStatus';
import { getSenderProfile, SEND_MESSAGE_FAILED, sendCompanyMessage } from './contactMessageApi';
import type { ContactMessage, SenderProfile } from './types';

export interface ContactMessageState {
  sendStatus: RequestStatus;
  sendError: string | null;
  profileStatus: RequestStatus;
  profile: SenderProfile | null;
}

const initialState: ContactMessageState = {
  sendStatus: 'idle',
  sendError: null,
  profileStatus: 'idle',
  profile: null,
};

export const sendContactMessage = createAppAsyncThunk<void, ContactMessage>(
  'contactMessage/sendContactMessage',
  async (message, { rejectWithValue }) => {
    try {
      await sendCompanyMessage(message);
    } catch (error) {
      return rejectWithValue(messageOf(error, SEND_MESSAGE_FAILED));
    }
  },
  // A second submit while the first runs is dropped: the company gets one message.
  { condition: (_, { getState }) => getState().contactMessage.sendStatus !== 'pending' },
);

/**
 * The traveller's name and email for prefilling. Only a user-role login has a traveller profile
 * (spec 6); a failure leaves the fields to type, with no message (spec 8).
 */
export const fetchSenderProfile = createAppAsyncThunk<SenderProfile, void>(
  'contactMessage/fetchSenderProfile',
  async (_, { rejectWithValue }) => {
    try {
      return await getSenderProfile();
    } catch {
      return rejectWithValue('failed');
    }
  },
  {
    condition: (_, { getState }) => {
      const state = getState();
      const status = state.contactMessage.profileStatus;
      return selectLoginType(state) === 'user' && status !== 'pending' && status !== 'succeeded';
    },
  },
);

export const contactMessageSlice = createSlice({
  name: 'contactMessage',
  initialState,
  reducers: {
    /** A new message begins: the last one's outcome is forgotten. */
    contactMessageStarted(state) {
      state.sendStatus = 'idle';
      state.sendError = null;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(sendContactMessage.pending, (state) => {
        state.sendStatus = 'pending';
        state.sendError = null;
      })
      .addCase(sendContactMessage.fulfilled, (state) => {
        state.sendStatus = 'succeeded';
      })
      .addCase(sendContactMessage.rejected, (state, action) => {
        if (action.meta.condition) return;
        state.sendStatus = 'failed';
        state.sendError = action.payload ?? SEND_MESSAGE_FAILED;
      })
      .addCase(fetchSenderProfile.pending, (state) => {
        state.profileStatus = 'pending';
      })
      .addCase(fetchSenderProfile.fulfilled, (state, { payload }) => {
        state.profileStatus = 'succeeded';
        state.profile = payload;
      })
      .addCase(fetchSenderProfile.rejected, (state, action) => {
        if (action.meta.condition) return;
        state.profileStatus = 'failed';
      });
  },
  selectors: {
    selectContactMessage: (state) => state,
  },
});

export const { contactMessageStarted } = contactMessageSlice.actions;
export const { selectContactMessage } = contactMessageSlice.selectors;
