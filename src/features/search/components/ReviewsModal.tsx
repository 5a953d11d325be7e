import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { InfoDialog } from '@/components/dialogs/InfoDialog';
import { StarRating } from '@/components/StarRating';
import { formatDate } from '@/lib/dates';
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
            <dt className="d-inline">
              <Trans>Travelled on:</Trans>{' '}
            </dt>
            <dd className="d-inline">{travelled}</dd>
          </div>
        )}
        {posted && (
          <div>
            <dt className="d-inline">
              <Trans>Posted on:</Trans>{' '}
            </dt>
            <dd className="d-inline">{posted}</dd>
          </div>
        )}
      </dl>
      {review.operatorResponse && (
        <div className="operator-response mt-2">
          <p className="fw-semibold mb-1">
            <Trans>Response from {company}</Trans>
          </p>
          <p className="mb-0">{review.operatorResponse}</p>
        </div>
      )}
    </article>
  );
}

/** The reviews of the selected result (spec 2). Loaded only when first opened. */
export function ReviewsModal({ show }: { show: boolean }) {
  const { t } = useLingui();
  const dispatch = useAppDispatch();
  const result = useLastShown(useAppSelector(selectSelectedResult));
  const close = () => dispatch(reviewsClosed());
  if (!result) return null;
  const heading = resultHeading(result.company);
  const count = result.reviews.length;

  return (
    <InfoDialog
      show={show}
      title={t`Reviews of ${heading}`}
      onClose={close}
      closeLabel={t`Close reviews`}
      size="lg"
      stacked
      headingTitle
    >
      <p className="d-flex align-items-center gap-2">
        <StarRating value={result.company.averageRating} />
        <span>
          <Plural value={count} one="# Review" other="# Reviews" />
        </span>
      </p>
      {result.reviews.map((review, index) => (
        <ReviewItem key={`${review.publishedOn}-${index}`} review={review} company={heading} />
      ))}
    </InfoDialog>
  );
}
