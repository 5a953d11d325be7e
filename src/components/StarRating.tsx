import { useLingui } from '@lingui/react/macro';
import './StarRating.css';
import { STAR_SCALE } from '@/config/constants';

interface StarRatingProps {
  /** 0 (no rating) to 5; shown to the nearest half star. */
  value: number;
  className?: string;
}

/**
 * A 1-5 star rating drawn as two rows of stars, the filled row cut to the rating. Screen readers
 * get the rating as text instead of ten star characters.
 */
export function StarRating({ value, className }: StarRatingProps) {
  const { t } = useLingui();
  const rating = Number.isFinite(value) ? Math.min(STAR_SCALE, Math.max(0, value)) : 0;
  const shown = Math.round(rating * 2) / 2;
  const scale = STAR_SCALE;
  const label = shown === 0 ? t`Not rated yet` : t`Rated ${shown} out of ${scale} stars`;
  const stars = '★'.repeat(STAR_SCALE);
  return (
    <span className={`star-rating ${className ?? ''}`.trim()} role="img" aria-label={label}>
      <span className="star-rating__empty" aria-hidden="true">
        {stars}
      </span>
      <span
        className="star-rating__fill"
        aria-hidden="true"
        style={{ width: `${(shown / STAR_SCALE) * 100}%` }}
      >
        {stars}
      </span>
    </span>
  );
}
