import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { rootReducer } from '@/app/rootReducer';
import { createApiThunk } from '@/app/withTypes';
import type { BidMetro, BidSelection } from '@/features/bidding/types';
import { addRequestCases, idleRequest, type RequestState } from '@/lib/requestStatus';
import { bidsToSave, withPendingBid } from './bidsStep';
import { postSaveBidStep, postSkipBidStep } from './bidsStepApi';

/**
 * Step 4's pending bids (kept here, not sent, until Save and Next) and its two ways on. The
 * position tables are the bidding slice's (GET /subscribers/{companyId}/bidforplacement).
 */
export interface BidsStepState {
  pending: BidSelection[];
  requests: { skipBidStep: RequestState; saveBidStep: RequestState };
}

const initialState: BidsStepState = {
  pending: [],
  requests: { skipBidStep: idleRequest(), saveBidStep: idleRequest() },
};

/** What these thunks read of the store (the app's state, seen from below app/). */
interface StoreView {
  auth: { companyId: number | null };
  bidding?: { metros: BidMetro[] };
  bidsStep?: BidsStepState;
}

/** Skip and Save and Next: one of them at a time, each sent once. */
const neitherRunning = (_: unknown, { getState }: { getState: () => StoreView }) => {
  const { requests } = getState().bidsStep ?? initialState;
  return requests.skipBidStep.status !== 'pending' && requests.saveBidStep.status !== 'pending';
};

/** Skip: no bids; the company moves on to step 5. */
export const skipBidStep = createApiThunk<void>(
  'bidsStep/skipBidStep',
  (_, { getState }) => postSkipBidStep(getState().auth.companyId ?? 0),
  { condition: neitherRunning },
);

/** Save and Next: the pending bids of the metros listed, then step 5. */
export const saveBidStep = createApiThunk<void>(
  'bidsStep/saveBidStep',
  (_, { getState }) => {
    const state = getState();
    const pending = state.bidsStep?.pending ?? [];
    return postSaveBidStep(
      state.auth.companyId ?? 0,
      bidsToSave(state.bidding?.metros ?? [], pending),
    );
  },
  { condition: neitherRunning },
);

export const bidsStepSlice = createSlice({
  name: 'bidsStep',
  initialState,
  reducers: {
    /** A position was chosen in the bid modal: it replaces an earlier bid for that metro. */
    bidChosen(state, { payload }: PayloadAction<BidSelection>) {
      state.pending = withPendingBid(state.pending, payload);
    },
    /** The step opened again: no failure of an earlier visit is shown. */
    bidsStepOpened(state) {
      state.requests = initialState.requests;
    },
  },
  extraReducers: (builder) => {
    const sent = (state: BidsStepState) => {
      state.pending = [];
    };
    // Each attempt starts without the other button's failure: the alert tells of the last one.
    addRequestCases(builder, skipBidStep, (state) => state.requests.skipBidStep, {
      pending: (state) => {
        state.requests.saveBidStep = idleRequest();
      },
      fulfilled: sent,
    });
    addRequestCases(builder, saveBidStep, (state) => state.requests.saveBidStep, {
      pending: (state) => {
        state.requests.skipBidStep = idleRequest();
      },
      fulfilled: sent,
    });
  },
  selectors: {
    selectBidsStep: (state) => state,
  },
});

export const { bidChosen, bidsStepOpened } = bidsStepSlice.actions;

/** Only operators in setup need this state: it joins the store with step 4. */
export const { selectBidsStep } = bidsStepSlice.injectInto(rootReducer).selectors;
