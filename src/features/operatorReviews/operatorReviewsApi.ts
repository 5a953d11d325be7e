import { api } from '@/lib/apiClient';
import { callApi } from '@/lib/apiCall';
import { textOrNull } from '@/lib/apiError';
import { d } from '@/lib/decode';
import type { OperatorReview } from './types';

export const REVIEWS_FAILED = 'Your reviews could not be loaded. Please try again later.';
/** Spec section 8: the reply's own message first, else this. */
export const REVIEW_REPLY_FAILED =
  'There was a problem replying to this review. Please try again later.';

const text = d.withDefault(d.string, '');

/** One review; a review without a resolved flag reads as unresolved (Reply stays offered). */
const operatorReview = d.object({
  companyRatingId: d.integer,
  name: text,
  rating: d.withDefault(d.number, 0),
  title: text,
  comment: text,
  trip: d.optional(d.string),
  date: d.optional(d.string),
  isResolved: d.withDefault(d.boolean, false),
});

/** GET /review/listing/{companyId}: the company's reviews. */
export function getReviews(companyId: number): Promise<OperatorReview[]> {
  return callApi(() => api.get(`/review/listing/${companyId}`), {
    fallback: REVIEWS_FAILED,
    decode: (body) => d.object({ reviews: d.arrayOf(operatorReview) })(body).reviews,
  });
}

/**
 * POST /review/{companyRatingId}/reply: response. The answer is `{success, message}` (not
 * error_message): the message is the failure's text, and on success what was done.
 */
export function postReviewReply(companyRatingId: number, response: string): Promise<string | null> {
  return callApi(() => api.post(`/review/${companyRatingId}/reply`, { response }), {
    fallback: REVIEW_REPLY_FAILED,
    decode: (body) => textOrNull(d.object({ message: d.optional(d.string) })(body).message),
  });
}
