import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { AsyncSection } from '@/components/data/AsyncSection';
import { lazyDialog } from '@/components/dialogs/lazyDialog';
import { useDialogSubject } from '@/components/dialogs/useDialogSubject';
import { ReviewList } from '@/features/operatorReviews/components/ReviewList';
import {
  fetchOperatorReviews,
  replyToReviewReset,
  selectOperatorReviews,
  selectOperatorReviewsState,
} from '@/features/operatorReviews/operatorReviewsSlice';
import type { OperatorReview } from '@/features/operatorReviews/types';
import { plural } from '@/lib/format';
import { usePageTitle } from '@/lib/usePageTitle';

// The reply form loads on the click that opens it.
const ReplyReviewModal = lazyDialog(
  async () =>
    (await import('@/features/operatorReviews/components/ReplyReviewModal')).ReplyReviewModal,
);

export const NO_REVIEWS =
  'No reviews yet. When travellers review your company, their reviews appear here for you to answer.';

/** How many reviews, and how many still wait for an answer. */
function summaryOf(reviews: readonly OperatorReview[]): string {
  const open = reviews.filter((review) => !review.isResolved).length;
  const count = `${reviews.length} ${plural(reviews.length, 'review')}`;
  return open === 0 ? `${count}, all replied to.` : `${count}, ${open} awaiting your reply.`;
}

/** /subscribers/reviews: the company's reviews, newest first, with Reply on unresolved ones. */
export function ReviewsPage() {
  usePageTitle('Reviews');
  const dispatch = useAppDispatch();
  const reviews = useAppSelector(selectOperatorReviews);
  const request = useAppSelector(selectOperatorReviewsState).requests.fetchOperatorReviews;
  const replying = useDialogSubject<OperatorReview>(
    () => dispatch(replyToReviewReset()),
    // A reply being written when the page was reloaded opens again, with its text, while the
    // review still awaits one.
    {
      draft: 'review-reply-open',
      idOf: (review) => review.companyRatingId,
      among: request.status === 'succeeded' ? reviews.filter((review) => !review.isResolved) : null,
    },
  );

  return (
    <>
      <h1 className="h3 mb-3">Reviews</h1>
      <AsyncSection
        request={request}
        load={() => void dispatch(fetchOperatorReviews())}
        empty={reviews.length === 0}
        emptyText={NO_REVIEWS}
        loadingText="Loading your reviews..."
      >
        <p className="text-body-secondary">{summaryOf(reviews)}</p>
        <ReviewList reviews={reviews} onReply={replying.open} />
      </AsyncSection>
      <ReplyReviewModal review={replying.shown} show={replying.show} onClose={replying.close} />
    </>
  );
}
