import { createEntityAdapter, createSlice, type EntityState } from '@reduxjs/toolkit';
import { rootReducer } from '@/app/rootReducer';
import { createApiThunk } from '@/app/withTypes';
import { addRequestCases, idleRequest, resetRequest, type RequestState } from '@/lib/requestStatus';
import { timeOf } from '@/lib/time';
import {
  getMessages,
  getUnreadCount,
  postDelete,
  postMarkRead,
  postReply,
} from './operatorMessagesApi';
import type { MessageReplyValues, OperatorMessage } from './types';

/**
 * The operator's messages: the list of the Messages screen and the unread count of the side
 * menu's badge (and the My Account health panel). One owner, so opening or deleting a message
 * moves the badge in the same reducer that changes the row.
 */
export interface OperatorMessagesState {
  /** null until known (or when the server does not send it). */
  unreadCount: number | null;
  messages: EntityState<OperatorMessage, number>;
  requests: {
    fetchUnreadCount: RequestState;
    fetchOperatorMessages: RequestState;
    markMessageRead: RequestState;
    replyToMessage: RequestState;
    deleteMessage: RequestState;
  };
}

export type OperatorMessagesRequest = keyof OperatorMessagesState['requests'];

/** Newest first; ties keep the higher id first. */
const messagesAdapter = createEntityAdapter<OperatorMessage, number>({
  selectId: (message) => message.messageId,
  sortComparer: (a, b) => timeOf(b.createDate) - timeOf(a.createDate) || b.messageId - a.messageId,
});

const initialState: OperatorMessagesState = {
  unreadCount: null,
  messages: messagesAdapter.getInitialState(),
  requests: {
    fetchUnreadCount: idleRequest(),
    fetchOperatorMessages: idleRequest(),
    markMessageRead: idleRequest(),
    replyToMessage: idleRequest(),
    deleteMessage: idleRequest(),
  },
};

/** One unread message fewer; never below 0 (spec section 4), and an unknown count stays unknown. */
function oneReadLess(state: OperatorMessagesState): void {
  if (state.unreadCount !== null) state.unreadCount = Math.max(0, state.unreadCount - 1);
}

interface ThunkState {
  getState: () => { auth: { companyId: number | null }; operatorMessages?: OperatorMessagesState };
}
const stateOf = (getState: ThunkState['getState']) => getState().operatorMessages ?? initialState;
const hasCompany = (_: unknown, { getState }: ThunkState) => getState().auth.companyId !== null;
/** A second press while the call runs sends nothing. */
const idle =
  (request: OperatorMessagesRequest) =>
  (_: unknown, { getState }: ThunkState) =>
    stateOf(getState).requests[request].status !== 'pending';

export const fetchUnreadCount = createApiThunk<number | null>(
  'operatorMessages/fetchUnreadCount',
  (_, { getState }) => getUnreadCount(getState().auth.companyId ?? 0),
  { condition: hasCompany },
);

export const fetchOperatorMessages = createApiThunk<OperatorMessage[]>(
  'operatorMessages/fetchOperatorMessages',
  (_, { getState }) => getMessages(getState().auth.companyId ?? 0),
  { condition: hasCompany },
);

/**
 * Marks a new message read as it is opened for reply. The row and the badge change at once (the
 * pending case); when the server refuses, the row is new again and the badge is read again from
 * the server rather than guessed back.
 */
export const markMessageRead = createApiThunk<number, number>(
  'operatorMessages/markMessageRead',
  async (messageId, { dispatch }) => {
    try {
      await postMarkRead(messageId);
    } catch (error) {
      void dispatch(fetchUnreadCount());
      throw error;
    }
    return messageId;
  },
  {
    // Only a message still new: opening it twice lowers the count once.
    condition: (messageId, { getState }) =>
      stateOf(getState).messages.entities[messageId]?.isNew === true,
  },
);

export const replyToMessage = createApiThunk<
  number,
  { messageId: number; reply: MessageReplyValues }
>(
  'operatorMessages/replyToMessage',
  async ({ messageId, reply }) => {
    await postReply(messageId, reply);
    return messageId;
  },
  { condition: idle('replyToMessage') },
);

export const deleteMessage = createApiThunk<number, number>(
  'operatorMessages/deleteMessage',
  async (messageId) => {
    await postDelete(messageId);
    return messageId;
  },
  { condition: idle('deleteMessage') },
);

export const operatorMessagesSlice = createSlice({
  name: 'operatorMessages',
  initialState,
  reducers: {
    /** A dialog opened or closed: its last failure no longer applies. */
    operatorMessagesRequestReset: resetRequest<OperatorMessagesRequest>,
  },
  extraReducers: (builder) => {
    addRequestCases(builder, fetchUnreadCount, (state) => state.requests.fetchUnreadCount, {
      latestOnly: true,
      fulfilled: (state, { payload }) => {
        state.unreadCount = payload;
      },
    });
    addRequestCases(
      builder,
      fetchOperatorMessages,
      (state) => state.requests.fetchOperatorMessages,
      {
        latestOnly: true,
        fulfilled: (state, { payload }) => {
          messagesAdapter.setAll(state.messages, payload);
        },
      },
    );
    addRequestCases(builder, markMessageRead, (state) => state.requests.markMessageRead, {
      pending: (state, { meta }) => {
        messagesAdapter.updateOne(state.messages, { id: meta.arg, changes: { isNew: false } });
        oneReadLess(state);
      },
      rejected: (state, { meta }) => {
        messagesAdapter.updateOne(state.messages, { id: meta.arg, changes: { isNew: true } });
      },
    });
    addRequestCases(builder, replyToMessage, (state) => state.requests.replyToMessage);
    addRequestCases(builder, deleteMessage, (state) => state.requests.deleteMessage, {
      fulfilled: (state, { payload }) => {
        // An unread message that goes away is one unread fewer on the server too.
        if (state.messages.entities[payload]?.isNew) oneReadLess(state);
        messagesAdapter.removeOne(state.messages, payload);
      },
    });
  },
  selectors: {
    selectOperatorUnreadCount: (state) => state.unreadCount,
    selectOperatorMessagesState: (state) => state,
  },
});

export const { operatorMessagesRequestReset } = operatorMessagesSlice.actions;

/** Only operators need this state: it joins the store with the operator screens. */
export const { selectOperatorUnreadCount, selectOperatorMessagesState } =
  operatorMessagesSlice.injectInto(rootReducer).selectors;

/** The messages, newest first. */
export const { selectAll: selectOperatorMessages } = messagesAdapter.getSelectors(
  (state: Parameters<typeof selectOperatorMessagesState>[0]) =>
    selectOperatorMessagesState(state).messages,
);
