import { createSlice } from '@reduxjs/toolkit';
import { createAppAsyncThunk } from '@/app/withTypes';
import { messageOf } from '@/lib/apiError';
import { timeOf } from '@/lib/time';
import type { RequestStatus } from '@/lib/requestStatus';
import type { CompanyMatch, CompanyWithLocations, SendMessageRequest, UserMessage } from './types';
import {
  COMPANIES_FAILED,
  fetchCompanyLocations,
  fetchUserMessages,
  findCompanies,
  LOCATIONS_FAILED,
  MESSAGES_FAILED,
  postUserMessage,
  SEND_FAILED,
} from './userMessagesApi';

export interface UserMessagesState {
  messages: UserMessage[];
  status: RequestStatus;
  error: string | null;
  /**
   * Unread messages for the side-menu badge. The contract gives the user side no read flag
   * (UserMessage has none) and no unread count or read call, so with a contract-faithful server
   * this stays 0 and the badge stays hidden; it is the one place a future count would go.
   */
  unreadCount: number;
  sendStatus: RequestStatus;
  sendError: string | null;
  companyMatches: CompanyMatch[];
  companySearchStatus: RequestStatus;
  companySearchError: string | null;
  /** The query the matches answer, so a slow older answer cannot replace a newer one. */
  companyQuery: string;
  company: CompanyWithLocations | null;
  /** The company asked for last; answers for any other are stale. */
  companyRequestedId: number | null;
  companyStatus: RequestStatus;
  companyError: string | null;
}

const initialState: UserMessagesState = {
  messages: [],
  status: 'idle',
  error: null,
  unreadCount: 0,
  sendStatus: 'idle',
  sendError: null,
  companyMatches: [],
  companySearchStatus: 'idle',
  companySearchError: null,
  companyQuery: '',
  company: null,
  companyRequestedId: null,
  companyStatus: 'idle',
  companyError: null,
};

/** Newest first (spec section 9); ties keep the higher id first. */
export function sortMessagesNewestFirst(messages: readonly UserMessage[]): UserMessage[] {
  return [...messages].sort(
    (a, b) => timeOf(b.dateCreated) - timeOf(a.dateCreated) || b.messageId - a.messageId,
  );
}

export const loadUserMessages = createAppAsyncThunk<UserMessage[], void>(
  'userMessages/loadUserMessages',
  async (_, { rejectWithValue }) => {
    try {
      return sortMessagesNewestFirst(await fetchUserMessages());
    } catch (error) {
      return rejectWithValue(messageOf(error, MESSAGES_FAILED));
    }
  },
);

interface SendArgs {
  request: SendMessageRequest;
  /** How the new message is listed: the send call answers with success only. */
  recipient: { toCompany: string; metroCity: string; metroState: string };
}

let localIds = 0;

/**
 * Sends a message and lists it at once. The contract's answer carries no message, so the row is
 * built here with a temporary negative id; the next list load brings the server's own.
 */
export const sendUserMessage = createAppAsyncThunk<UserMessage, SendArgs>(
  'userMessages/sendUserMessage',
  async ({ request, recipient }, { rejectWithValue }) => {
    try {
      await postUserMessage(request);
    } catch (error) {
      return rejectWithValue(messageOf(error, SEND_FAILED));
    }
    localIds -= 1;
    return {
      messageId: localIds,
      ...recipient,
      subject: request.subject,
      body: request.message,
      dateCreated: new Date().toISOString(),
    };
  },
  { condition: (_, { getState }) => getState().userMessages.sendStatus !== 'pending' },
);

export const searchCompanies = createAppAsyncThunk<CompanyMatch[], string>(
  'userMessages/searchCompanies',
  async (name, { rejectWithValue }) => {
    try {
      return await findCompanies(name);
    } catch (error) {
      return rejectWithValue(messageOf(error, COMPANIES_FAILED));
    }
  },
);

export const loadCompanyLocations = createAppAsyncThunk<CompanyWithLocations, number>(
  'userMessages/loadCompanyLocations',
  async (companyId, { rejectWithValue }) => {
    try {
      return await fetchCompanyLocations(companyId);
    } catch (error) {
      return rejectWithValue(messageOf(error, LOCATIONS_FAILED));
    }
  },
);

export const userMessagesSlice = createSlice({
  name: 'userMessages',
  initialState,
  reducers: {
    /** A fresh New Message form: no old failure, no old company. */
    newMessageStarted(state) {
      state.sendStatus = 'idle';
      state.sendError = null;
      state.companyMatches = [];
      state.companySearchStatus = 'idle';
      state.companySearchError = null;
      state.companyQuery = '';
      state.company = null;
      state.companyRequestedId = null;
      state.companyStatus = 'idle';
      state.companyError = null;
    },
    companyCleared(state) {
      state.company = null;
      state.companyRequestedId = null;
      state.companyStatus = 'idle';
      state.companyError = null;
    },
    companyMatchesCleared(state) {
      state.companyMatches = [];
      state.companySearchStatus = 'idle';
      state.companySearchError = null;
      state.companyQuery = '';
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(loadUserMessages.pending, (state) => {
        state.status = 'pending';
        state.error = null;
      })
      .addCase(loadUserMessages.fulfilled, (state, { payload }) => {
        state.status = 'succeeded';
        state.messages = payload;
      })
      .addCase(loadUserMessages.rejected, (state, action) => {
        state.status = 'failed';
        state.error = action.payload ?? MESSAGES_FAILED;
      })
      .addCase(sendUserMessage.pending, (state) => {
        state.sendStatus = 'pending';
        state.sendError = null;
      })
      .addCase(sendUserMessage.fulfilled, (state, { payload }) => {
        state.sendStatus = 'succeeded';
        state.messages = sortMessagesNewestFirst([payload, ...state.messages]);
      })
      .addCase(sendUserMessage.rejected, (state, action) => {
        state.sendStatus = 'failed';
        state.sendError = action.payload ?? SEND_FAILED;
      })
      .addCase(searchCompanies.pending, (state, { meta }) => {
        state.companyQuery = meta.arg;
        state.companySearchStatus = 'pending';
        state.companySearchError = null;
      })
      .addCase(searchCompanies.fulfilled, (state, { payload, meta }) => {
        if (meta.arg !== state.companyQuery) return;
        state.companySearchStatus = 'succeeded';
        state.companyMatches = payload;
      })
      .addCase(searchCompanies.rejected, (state, action) => {
        if (action.meta.arg !== state.companyQuery) return;
        state.companySearchStatus = 'failed';
        state.companyMatches = [];
        state.companySearchError = action.payload ?? COMPANIES_FAILED;
      })
      .addCase(loadCompanyLocations.pending, (state, { meta }) => {
        state.company = null;
        state.companyRequestedId = meta.arg;
        state.companyStatus = 'pending';
        state.companyError = null;
      })
      .addCase(loadCompanyLocations.fulfilled, (state, { payload, meta }) => {
        if (meta.arg !== state.companyRequestedId) return;
        state.companyStatus = 'succeeded';
        state.company = payload;
      })
      .addCase(loadCompanyLocations.rejected, (state, action) => {
        if (action.meta.arg !== state.companyRequestedId) return;
        state.companyStatus = 'failed';
        state.companyError = action.payload ?? LOCATIONS_FAILED;
      });
  },
  selectors: {
    selectUserMessages: (state) => state,
    selectUnreadMessageCount: (state) => state.unreadCount,
  },
});

export const { newMessageStarted, companyCleared, companyMatchesCleared } =
  userMessagesSlice.actions;
export const { selectUserMessages, selectUnreadMessageCount } = userMessagesSlice.selectors;
