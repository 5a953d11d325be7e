import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '@/app/rootReducer';
import { createApiThunk } from '@/app/withTypes';
import { addRequestCases, idleRequest, type RequestState } from '@/lib/requestStatus';
import { getUnreadCount } from './operatorMessagesApi';

/** The operator's messages; for now the unread count of the side menu's Messages badge. */
export interface OperatorMessagesState {
  /** null until known (or when the server does not send it). */
  unreadCount: number | null;
  requests: { fetchUnreadCount: RequestState };
}

const initialState: OperatorMessagesState = {
  unreadCount: null,
  requests: { fetchUnreadCount: idleRequest() },
};

export const fetchUnreadCount = createApiThunk<number | null>(
  'operatorMessages/fetchUnreadCount',
  (_, { getState }) => getUnreadCount(getState().auth.companyId ?? 0),
  { condition: (_, { getState }) => getState().auth.companyId !== null },
);

export const operatorMessagesSlice = createSlice({
  name: 'operatorMessages',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    addRequestCases(builder, fetchUnreadCount, (state) => state.requests.fetchUnreadCount, {
      latestOnly: true,
      fulfilled: (state, { payload }) => {
        state.unreadCount = payload;
      },
    });
  },
  selectors: {
    selectOperatorUnreadCount: (state) => state.unreadCount,
  },
});

/** Only operators need this state: it joins the store with the operator screens. */
declare module '@/app/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- module augmentation
  export interface LazyLoadedSlices extends WithSlice<typeof operatorMessagesSlice> {}
}
const injectedOperatorMessagesSlice = operatorMessagesSlice.injectInto(rootReducer);

export const { selectOperatorUnreadCount } = injectedOperatorMessagesSlice.selectors;
