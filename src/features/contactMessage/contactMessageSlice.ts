import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '@/app/rootReducer';
import { createApiThunk } from '@/app/withTypes';
import { addRequestCases, type RequestState } from '@/lib/requestStatus';
import { postContactMessage } from './contactMessageApi';
import type { ContactMessage } from './types';

/** The search screen's Send Message. The sender's name and email come from userAccount. */
export type ContactMessageState = RequestState;

const initialState: ContactMessageState = { status: 'idle', error: null };

export const saveContactMessage = createApiThunk<void, ContactMessage>(
  'contactMessage/saveContactMessage',
  postContactMessage,
  // A second submit while the first runs is dropped: the company gets one message.
  { condition: (_, { getState }) => selectContactMessage(getState()).status !== 'pending' },
);

export const contactMessageSlice = createSlice({
  name: 'contactMessage',
  initialState,
  reducers: {
    /** A new message begins: the last one's outcome is forgotten. */
    contactMessageStarted() {
      return initialState;
    },
  },
  extraReducers: (builder) => {
    addRequestCases(builder, saveContactMessage, (state) => state);
  },
  selectors: {
    selectContactMessage: (state) => state,
  },
});

export const { contactMessageStarted } = contactMessageSlice.actions;

/** Only Send Message needs this state: it joins the store with that modal. */
declare module '@/app/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- module augmentation
  export interface LazyLoadedSlices extends WithSlice<typeof contactMessageSlice> {}
}
const injectedContactMessageSlice = contactMessageSlice.injectInto(rootReducer);
export const { selectContactMessage } = injectedContactMessageSlice.selectors;
