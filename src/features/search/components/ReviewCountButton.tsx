import { Plural } from '@lingui/react/macro';
import Button from 'react-bootstrap/Button';
import { StarRating } from '@/components/StarRating';
import type { SearchResult } from '../types';

interface ReviewCountProps {
  averageRating: number;
  count: number;
}

/** The average rating and the number of reviews as plain text, where nothing opens them (a preview). */
export function ReviewCount({ averageRating, count }: ReviewCountProps) {
  return (
    <span className="d-inline-flex align-items-center gap-2">
      <StarRating value={averageRating} />{' '}
      <span>
        <Plural value={count} one="# Review" other="# Reviews" />
      </span>
    </span>
  );
}

interface ReviewCountButtonProps {
  result: SearchResult;
  onOpen: () => void;
}

/** The average rating and the number of reviews; opens the reviews (none: nothing to open). */
export function ReviewCountButton({ result, onOpen }: ReviewCountButtonProps) {
  const count = result.reviews.length;
  return (
    <Button
      variant="link"
      className="review-count p-0 d-inline-flex align-items-center gap-2 text-decoration-none"
      onClick={onOpen}
      disabled={count === 0}
    >
      <StarRating value={result.company.averageRating} />{' '}
      <span className="text-decoration-underline">
        <Plural value={count} one="# Review" other="# Reviews" />
      </span>
    </Button>
  );
}
