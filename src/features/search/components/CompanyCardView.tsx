import { useLingui } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import { PhotoSlider } from '@/components/media/PhotoSlider';
import type { BusResult, Photo } from '../types';
import { BusFeatures } from './BusFeatures';
import { MemberBadge } from './MemberBadge';

export interface CompanyCardViewProps {
  heading: string;
  /** 2 in the result list; 3 where the card sits inside a section (a preview). */
  headingLevel?: 2 | 3;
  photos: readonly Photo[];
  about: string;
  isUmaMember?: boolean;
  /** The rating line: the results' review button, a preview's plain rating, or nothing. */
  rating?: ReactNode;
  /** The fleet summary for `busType` (null: all types); none without a bus. */
  bus?: BusResult | null;
  busType?: string | null;
  /** The trip estimate's line (results with an estimate set). */
  estimate?: ReactNode;
  /** The card's buttons (More Details, the quote cart); a preview has none. */
  actions?: ReactNode;
  /** The first card: its photo is the page's main image, fetched eagerly. */
  priority?: boolean;
}

/**
 * A company's card as travellers see it in the search results, drawn from plain props: no
 * store, no tracking, no cart. The result list adds those through the slots; the operator's
 * previews (company page, listing edit) render it as it is.
 */
export function CompanyCardView({
  heading,
  headingLevel = 2,
  photos,
  about,
  isUmaMember = false,
  rating,
  bus = null,
  busType = null,
  estimate,
  actions,
  priority,
}: CompanyCardViewProps) {
  const { t } = useLingui();
  const headingId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const slides = photos.map((photo, position) => {
    const number = position + 1;
    return { url: photo.url, alt: t`${heading}, photo ${number}` };
  });

  return (
    <article className="result-card card shadow-sm" aria-labelledby={headingId}>
      <div className="row g-0">
        <div className="col-md-5 result-card__media">
          <PhotoSlider
            photos={slides}
            label={t`Photos of ${heading}`}
            emptyText={t`No Images Available`}
            priority={priority}
          />
        </div>
        <div className="col-md-7">
          <div className="card-body d-flex flex-column h-100 gap-2">
            <div className="d-flex flex-wrap justify-content-between align-items-start gap-2">
              {/* Focusable by script: "Show More Results" moves the reader to the first new card. */}
              <Heading id={headingId} className="h5 mb-0 result-card__title" tabIndex={-1}>
                {heading}
              </Heading>
              {isUmaMember && <MemberBadge />}
            </div>
            {rating && <div>{rating}</div>}
            {about && <p className="result-card__about mb-0">{about}</p>}
            <BusFeatures bus={bus} busType={busType} />
            {estimate}
            {actions && <div className="d-flex flex-wrap gap-2 mt-auto pt-2">{actions}</div>}
          </div>
        </div>
      </div>
    </article>
  );
}
