import {
  createEntityAdapter,
  createSlice,
  type EntityState,
  type WithSlice,
} from '@reduxjs/toolkit';
import { rootReducer } from '@/app/rootReducer';
import { createApiThunk } from '@/app/withTypes';
import { addRequestCases, idleRequest, type RequestState } from '@/lib/requestStatus';
import { timeOf } from '@/lib/time';
import type { CompanyMatch, CompanyWithLocations, SendMessageRequest, UserMessage } from './types';

/** The calls load with the first one: the slice is in every first load (/search's too). */
const api = () => import('./userMessagesApi');

/** Newest first (spec section 9); ties keep the higher id first. */
function newestFirst(a: UserMessage, b: UserMessage): number {
  return timeOf(b.dateCreated) - timeOf(a.dateCreated) || b.messageId - a.messageId;
}

export function sortMessagesNewestFirst(messages: readonly UserMessage[]): UserMessage[] {
  return [...messages].sort(newestFirst);
}

/** Messages by id, kept newest first: a sent message joins the list in its place. */
const messagesAdapter = createEntityAdapter<UserMessage, number>({
  selectId: (message) => message.messageId,
  sortComparer: newestFirst,
});

export interface UserMessagesState {
  messages: EntityState<UserMessage, number>;
  /**
   * Unread messages for the side-menu badge. The contract gives the user side no read flag
   * (UserMessage has none) and no unread count or read call, so with a contract-faithful server
   * this stays 0 and the badge stays hidden; it is the one place a future count would go.
   */
  unreadCount: number;
  companyMatches: CompanyMatch[];
  company: CompanyWithLocations | null;
  requests: {
    fetchUserMessages: RequestState;
    saveUserMessage: RequestState;
    fetchCompanyMatches: RequestState;
    fetchCompanyLocations: RequestState;
  };
}

export const initialUserMessagesState: UserMessagesState = {
  messages: messagesAdapter.getInitialState(),
  unreadCount: 0,
  companyMatches: [],
  company: null,
  requests: {
    fetchUserMessages: idleRequest(),
    saveUserMessage: idleRequest(),
    fetchCompanyMatches: idleRequest(),
    fetchCompanyLocations: idleRequest(),
  },
};

export const fetchUserMessages = createApiThunk<UserMessage[]>(
  'userMessages/fetchUserMessages',
  async () => (await api()).getUserMessages(),
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
export const saveUserMessage = createApiThunk<UserMessage, SendArgs>(
  'userMessages/saveUserMessage',
  async ({ request, recipient }) => {
    await (await api()).postUserMessage(request);
    localIds -= 1;
    return {
      messageId: localIds,
      ...recipient,
      subject: request.subject,
      body: request.message,
      dateCreated: new Date().toISOString(),
    };
  },
  // One message per click, however often the button or Enter is pressed.
  {
    condition: (_, { getState }) =>
      selectUserMessages(getState()).requests.saveUserMessage.status !== 'pending',
  },
);

export const fetchCompanyMatches = createApiThunk<CompanyMatch[], string>(
  'userMessages/fetchCompanyMatches',
  async (name, { signal }) => (await api()).getCompanyMatches(name, signal),
);

export const fetchCompanyLocations = createApiThunk<CompanyWithLocations, number>(
  'userMessages/fetchCompanyLocations',
  async (companyId) => (await api()).getCompanyLocations(companyId),
);

export const userMessagesSlice = createSlice({
  name: 'userMessages',
  initialState: initialUserMessagesState,
  reducers: {
    /** A fresh New Message form: no old failure, no old company. */
    newMessageStarted(state) {
      state.requests.saveUserMessage = idleRequest();
      state.companyMatches = [];
      state.requests.fetchCompanyMatches = idleRequest();
      state.company = null;
      state.requests.fetchCompanyLocations = idleRequest();
    },
    /** Also makes any answer still on its way stale (the request forgets its id). */
    companyCleared(state) {
      state.company = null;
      state.requests.fetchCompanyLocations = idleRequest();
    },
    companyMatchesCleared(state) {
      state.companyMatches = [];
      state.requests.fetchCompanyMatches = idleRequest();
    },
  },
  extraReducers: (builder) => {
    addRequestCases(builder, fetchUserMessages, (state) => state.requests.fetchUserMessages, {
      fulfilled: (state, { payload }) => {
        messagesAdapter.setAll(state.messages, payload);
      },
    });
    addRequestCases(builder, saveUserMessage, (state) => state.requests.saveUserMessage, {
      fulfilled: (state, { payload }) => {
        messagesAdapter.addOne(state.messages, payload);
      },
    });
    // Typing quickly starts several searches: only the last one's answer is shown.
    addRequestCases(builder, fetchCompanyMatches, (state) => state.requests.fetchCompanyMatches, {
      latestOnly: true,
      fulfilled: (state, { payload }) => {
        state.companyMatches = payload;
      },
      rejected: (state) => {
        state.companyMatches = [];
      },
    });
    addRequestCases(
      builder,
      fetchCompanyLocations,
      (state) => state.requests.fetchCompanyLocations,
      {
        latestOnly: true,
        pending: (state) => {
          state.company = null;
        },
        fulfilled: (state, { payload }) => {
          state.company = payload;
        },
      },
    );
  },
  selectors: {
    selectUserMessages: (state) => state,
    selectUnreadMessageCount: (state) => state.unreadCount,
  },
});

export const { newMessageStarted, companyCleared, companyMatchesCleared } =
  userMessagesSlice.actions;

/** Only travellers with an account need this state: it joins the store with their screens. */
declare module '@/app/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- module augmentation
  export interface LazyLoadedSlices extends WithSlice<typeof userMessagesSlice> {}
}
const injectedUserMessagesSlice = userMessagesSlice.injectInto(rootReducer);

export const { selectUserMessages, selectUnreadMessageCount } = injectedUserMessagesSlice.selectors;

/** The messages, newest first. */
export const { selectAll: selectMessageList } = messagesAdapter.getSelectors(
  (state: Parameters<typeof selectUserMessages>[0]) => selectUserMessages(state).messages,
);
