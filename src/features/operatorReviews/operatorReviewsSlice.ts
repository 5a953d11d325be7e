import { createEntityAdapter, createSlice, type EntityState } from '@reduxjs/toolkit';
import { rootReducer } from '@/app/rootReducer';
import { createApiThunk } from '@/app/withTypes';
import { addRequestCases, idleRequest, type RequestState } from '@/lib/requestStatus';
import { timeOf } from '@/lib/time';
import { getReviews, postReviewReply } from './operatorReviewsApi';
import type { OperatorReview } from './types';

/** The reviews of the operator's company and the replies to them (the Reviews screen). */
export interface OperatorReviewsState {
  reviews: EntityState<OperatorReview, number>;
  requests: { fetchOperatorReviews: RequestState; replyToReview: RequestState };
}

/** Newest first; ties (same day) keep the higher id first. */
const reviewsAdapter = createEntityAdapter<OperatorReview, number>({
  selectId: (review) => review.companyRatingId,
  sortComparer: (a, b) => timeOf(b.date) - timeOf(a.date) || b.companyRatingId - a.companyRatingId,
});

const initialState: OperatorReviewsState = {
  reviews: reviewsAdapter.getInitialState(),
  requests: { fetchOperatorReviews: idleRequest(), replyToReview: idleRequest() },
};

interface ThunkState {
  getState: () => { auth: { companyId: number | null }; operatorReviews?: OperatorReviewsState };
}

export const fetchOperatorReviews = createApiThunk<OperatorReview[]>(
  'operatorReviews/fetchOperatorReviews',
  (_, { getState }) => getReviews(getState().auth.companyId ?? 0),
  { condition: (_, { getState }: ThunkState) => getState().auth.companyId !== null },
);

/** The reply's answer: which review, and the server's message (shown as the success note). */
interface ReplyResult {
  companyRatingId: number;
  message: string | null;
}

export const replyToReview = createApiThunk<
  ReplyResult,
  { companyRatingId: number; response: string }
>(
  'operatorReviews/replyToReview',
  async ({ companyRatingId, response }) => ({
    companyRatingId,
    message: await postReviewReply(companyRatingId, response),
  }),
  {
    // One reply per press, however often the button or Enter is pressed.
    condition: (_, { getState }: ThunkState) =>
      getState().operatorReviews?.requests.replyToReview.status !== 'pending',
  },
);

export const operatorReviewsSlice = createSlice({
  name: 'operatorReviews',
  initialState,
  reducers: {
    /** The reply modal opened: the last failure belongs to another review. */
    replyToReviewReset(state) {
      state.requests.replyToReview = idleRequest();
    },
  },
  extraReducers: (builder) => {
    addRequestCases(builder, fetchOperatorReviews, (state) => state.requests.fetchOperatorReviews, {
      latestOnly: true,
      fulfilled: (state, { payload }) => {
        reviewsAdapter.setAll(state.reviews, payload);
      },
    });
    addRequestCases(builder, replyToReview, (state) => state.requests.replyToReview, {
      // The contract: a successful reply resolves the review (no reload needed to show it).
      fulfilled: (state, { payload }) => {
        reviewsAdapter.updateOne(state.reviews, {
          id: payload.companyRatingId,
          changes: { isResolved: true },
        });
      },
    });
  },
  selectors: {
    selectOperatorReviewsState: (state) => state,
  },
});

export const { replyToReviewReset } = operatorReviewsSlice.actions;

/** Only operators need this state: it joins the store with the Reviews screen. */
export const { selectOperatorReviewsState } =
  operatorReviewsSlice.injectInto(rootReducer).selectors;

/** The reviews, newest first. */
export const { selectAll: selectOperatorReviews } = reviewsAdapter.getSelectors(
  (state: Parameters<typeof selectOperatorReviewsState>[0]) =>
    selectOperatorReviewsState(state).reviews,
);
