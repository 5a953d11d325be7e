import { createSlice } from '@reduxjs/toolkit';
import { rootReducer } from '@/app/rootReducer';
import { createApiThunk, createAppAsyncThunk } from '@/app/withTypes';
import { todayIso } from '@/lib/dates';
import { addRequestCases, idleRequest, type RequestState } from '@/lib/requestStatus';
import {
  getBidConfirmation,
  getBidPositions,
  postBidCart,
  postBidConfirmation,
} from './biddingApi';
import { dismissRankChange, noteRanks } from './rankMemory';
import type { BidConfirmation, BidMetro, BidSelection, RankChange } from './types';

/**
 * Bids for placement: every listing's position table (one owner: the bid list and the bid page
 * read it here), the moves since the last visit, and one bid at a time from cart to submit.
 */
export interface BiddingState {
  metros: BidMetro[];
  rankChanges: RankChange[];
  /** The bid in the confirmation modal: its cart's confirmation, then whether it was sent. */
  confirmation: BidConfirmation | null;
  submitted: boolean;
  requests: {
    fetchBidPositions: RequestState;
    startBid: RequestState;
    submitBid: RequestState;
  };
}

const initialState: BiddingState = {
  metros: [],
  rankChanges: [],
  confirmation: null,
  submitted: false,
  requests: {
    fetchBidPositions: idleRequest(),
    startBid: idleRequest(),
    submitBid: idleRequest(),
  },
};

interface Loaded {
  metros: BidMetro[];
  /** Only the bid list notes positions; the bid page leaves the notes as they are. */
  rankChanges?: RankChange[];
}

/** The position tables; with `noteRanks`, also the moves since the last visit (the bid list). */
export const fetchBidPositions = createApiThunk<Loaded, { noteRanks?: boolean } | void>(
  'bidding/fetchBidPositions',
  async (options, { getState }) => {
    const companyId = getState().auth.companyId ?? 0;
    const metros = await getBidPositions(companyId);
    if (!options?.noteRanks) return { metros };
    return { metros, rankChanges: noteRanks(companyId, metros, todayIso()) };
  },
);

/** Submit Bid: creates the cart of the chosen position and loads its confirmation. */
export const startBid = createApiThunk<BidConfirmation, BidSelection>(
  'bidding/startBid',
  async (selection, { getState }) => {
    const companyId = getState().auth.companyId ?? 0;
    const cartGuid = await postBidCart(companyId, [selection]);
    return getBidConfirmation(companyId, cartGuid);
  },
  {
    condition: (_, { getState }) =>
      selectBidding(getState()).requests.startBid.status !== 'pending',
  },
);

/** Submit Changes: sends the confirmation once, however often it is pressed. */
export const submitBid = createApiThunk<void>(
  'bidding/submitBid',
  async (_, { getState }) => {
    const { confirmation } = selectBidding(getState());
    if (!confirmation) return;
    await postBidConfirmation(getState().auth.companyId ?? 0, confirmation.cartGuid);
  },
  {
    condition: (_, { getState }) => {
      const { confirmation, submitted, requests } = selectBidding(getState());
      return confirmation !== null && !submitted && requests.submitBid.status !== 'pending';
    },
  },
);

/** The operator has read a move's note: it is not shown again. */
export const rankChangeDismissed = createAppAsyncThunk<number, number>(
  'bidding/rankChangeDismissed',
  (companyMetroId, { getState }) => {
    dismissRankChange(getState().auth.companyId ?? 0, companyMetroId);
    return companyMetroId;
  },
);

export const biddingSlice = createSlice({
  name: 'bidding',
  initialState,
  reducers: {
    /** The confirmation modal closed: the next bid starts clean. */
    bidFlowReset(state) {
      state.confirmation = null;
      state.submitted = false;
      state.requests.startBid = idleRequest();
      state.requests.submitBid = idleRequest();
    },
  },
  extraReducers: (builder) => {
    addRequestCases(builder, fetchBidPositions, (state) => state.requests.fetchBidPositions, {
      latestOnly: true,
      fulfilled: (state, { payload }) => {
        state.metros = payload.metros;
        if (payload.rankChanges) state.rankChanges = payload.rankChanges;
      },
    });
    addRequestCases(builder, startBid, (state) => state.requests.startBid, {
      pending: (state) => {
        state.confirmation = null;
        state.submitted = false;
        state.requests.submitBid = idleRequest();
      },
      fulfilled: (state, { payload }) => {
        state.confirmation = payload;
      },
    });
    addRequestCases(builder, submitBid, (state) => state.requests.submitBid, {
      fulfilled: (state) => {
        state.submitted = true;
      },
    });
    builder.addCase(rankChangeDismissed.fulfilled, (state, { payload }) => {
      state.rankChanges = state.rankChanges.filter((change) => change.companyMetroId !== payload);
    });
  },
  selectors: {
    selectBidding: (state) => state,
  },
});

export const { bidFlowReset } = biddingSlice.actions;

/** Only operators need this state: it joins the store with the bid screens. */
export const { selectBidding } = biddingSlice.injectInto(rootReducer).selectors;
