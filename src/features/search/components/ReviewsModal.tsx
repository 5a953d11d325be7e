import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { InfoDialog } from '@/components/dialogs/InfoDialog';
import { StarRating } from '@/components/StarRating';
import { formatDate } from '@/lib/dates';
import { plural } from '@/lib/format';
import { resultHeading } from '../resultView';
import { reviewsClosed } from '../searchSlice';
import { selectSelectedResult } from '../selectors';
import type { Review } from '../types';
import { useLastShown } from '@/lib/useLastShown';

function ReviewItem({ review, company }: { review: Review; company: string }) {
  const travelled = formatDate(review.travelledOn);
  const posted = formatDate(review.publishedOn);
  return (
    <article className="review border-bottom pb-3 mb-3">
      <h3 className="h6 mb-1">{review.title}</h3>
      <StarRating value={review.rating} />
      <p className="small mb-2">{review.name}</p>
      <p>{review.comment}</p>
      <dl className="review__dates small d-flex flex-wrap gap-3 mb-0">
        {travelled && (
          <div>
            <dt className="d-inline">Travelled on: </dt>
            <dd className="d-inline">{travelled}</dd>
          </div>
        )}
        {posted && (
          <div>
            <dt className="d-inline">Posted on: </dt>
            <dd className="d-inline">{posted}</dd>
          </div>
        )}
      </dl>
      {review.operatorResponse && (
        <div className="operator-response mt-2">
          <p className="fw-semibold mb-1">Response from {company}</p>
          <p className="mb-0">{review.operatorResponse}</p>
        </div>
      )}
    </article>
  );
}

/** The reviews of the selected result (spec 2). Loaded only when first opened. */
export function ReviewsModal({ show }: { show: boolean }) {
  const dispatch = useAppDispatch();
  const result = useLastShown(useAppSelector(selectSelectedResult));
  const close = () => dispatch(reviewsClosed());
  if (!result) return null;
  const heading = resultHeading(result.company);
  const count = result.reviews.length;

  return (
    <InfoDialog
      show={show}
      title={`Reviews of ${heading}`}
      onClose={close}
      closeLabel="Close reviews"
      size="lg"
      stacked
      headingTitle
    >
      <p className="d-flex align-items-center gap-2">
        <StarRating value={result.company.averageRating} />
        <span>
          {count} {plural(count, 'Review')}
        </span>
      </p>
      {result.reviews.map((review, index) => (
        <ReviewItem key={`${review.publishedOn}-${index}`} review={review} company={heading} />
      ))}
    </InfoDialog>
  );
}
