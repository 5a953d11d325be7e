import './reviews.css';
import { useId } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { StarRating } from '@/components/StarRating';
import { formatDate } from '@/lib/dates';
import type { OperatorReview } from '../types';

interface ReviewListProps {
  reviews: readonly OperatorReview[];
  onReply: (review: OperatorReview) => void;
}

/** Says where a review stands, in words (not only by the Reply button being there or not). */
export function ReviewStatus({ resolved }: { resolved: boolean }) {
  return resolved ? (
    <Badge bg="success">Replied</Badge>
  ) : (
    <Badge bg="warning" text="dark">
      Awaiting your reply
    </Badge>
  );
}

/** What a traveller wrote: stars, name, title, comment, the trip and its date. */
export function ReviewText({ review, headingId }: { review: OperatorReview; headingId?: string }) {
  const date = formatDate(review.date);
  return (
    <>
      <h2 id={headingId} className="h6 mb-1 text-break">
        {review.title}
      </h2>
      <p className="d-flex flex-wrap align-items-center gap-2 mb-2">
        <StarRating value={review.rating} />
        <span className="small">{review.name}</span>
      </p>
      <p className="review-comment">{review.comment}</p>
      <dl className="review-facts small mb-0">
        {review.trip && (
          <div>
            <dt>Trip:</dt> <dd>{review.trip}</dd>
          </div>
        )}
        {date && (
          <div>
            <dt>Date:</dt> <dd>{date}</dd>
          </div>
        )}
      </dl>
    </>
  );
}

function ReviewItem({ review, onReply }: { review: OperatorReview; onReply: () => void }) {
  const headingId = useId();
  return (
    <Card as="article" className="shadow-sm" aria-labelledby={headingId}>
      <Card.Body>
        <ReviewText review={review} headingId={headingId} />
        <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mt-3">
          <ReviewStatus resolved={review.isResolved} />
          {!review.isResolved && (
            <Button
              size="sm"
              aria-label={`Reply to the review "${review.title}" by ${review.name}`}
              onClick={onReply}
            >
              Reply
            </Button>
          )}
        </div>
      </Card.Body>
    </Card>
  );
}

/** The company's reviews, newest first; unresolved ones offer Reply (spec section 4). */
export function ReviewList({ reviews, onReply }: ReviewListProps) {
  return (
    <ul className="list-unstyled d-grid gap-3 mb-0" aria-label="Reviews of your company">
      {reviews.map((review) => (
        <li key={review.companyRatingId}>
          <ReviewItem review={review} onReply={() => onReply(review)} />
        </li>
      ))}
    </ul>
  );
}
