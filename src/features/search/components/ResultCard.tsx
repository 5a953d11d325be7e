import { memo, useId } from 'react';
import Button from 'react-bootstrap/Button';
import { PhotoSlider } from '@/components/media/PhotoSlider';
import { busResultFor, resultHeading } from '../resultView';
import type { ListedResult } from '../selectors';
import { postTracking } from '../trackingApi';
import { BusFeatures } from './BusFeatures';
import { MemberBadge } from './MemberBadge';
import { QuoteRequestButton } from './QuoteRequestButton';
import { ReviewCountButton } from './ReviewCountButton';

interface ResultCardProps {
  listed: ListedResult;
  /** The selected bus type, or null for all types. */
  busType: string | null;
  onDetails: (index: number) => void;
  onReviews: (index: number) => void;
  /** The first card: its photo is the page's main image, fetched eagerly. */
  priority?: boolean;
}

/** One company of the results. Memoized: a long list re-renders only the cards that changed. */
export const ResultCard = memo(function ResultCard({
  listed,
  busType,
  onDetails,
  onReviews,
  priority,
}: ResultCardProps) {
  const { result, index } = listed;
  const { company } = result;
  const headingId = useId();
  const heading = resultHeading(company);
  const photos = result.photos.map((photo, position) => ({
    url: photo.url,
    alt: `${heading}, photo ${position + 1}`,
  }));

  return (
    <article className="result-card card shadow-sm" aria-labelledby={headingId}>
      <div className="row g-0">
        <div className="col-md-5 result-card__media">
          <PhotoSlider
            photos={photos}
            label={`Photos of ${heading}`}
            emptyText="No Images Available"
            priority={priority}
          />
        </div>
        <div className="col-md-7">
          <div className="card-body d-flex flex-column h-100 gap-2">
            <div className="d-flex flex-wrap justify-content-between align-items-start gap-2">
              <h2 id={headingId} className="h5 mb-0 result-card__title" tabIndex={-1}>
                {heading}
              </h2>
              {company.isUmaMember && <MemberBadge />}
            </div>
            <div>
              <ReviewCountButton result={result} onOpen={() => onReviews(index)} />
            </div>
            {company.about && <p className="result-card__about mb-0">{company.about}</p>}
            <BusFeatures bus={busResultFor(result, busType)} busType={busType} />
            <div className="d-flex flex-wrap gap-2 mt-auto pt-2">
              <Button
                variant="outline-primary"
                onClick={() => {
                  postTracking(result, 'moreDetails');
                  onDetails(index);
                }}
              >
                More Details
              </Button>
              <QuoteRequestButton
                result={result}
                addLabel="Add To Quote Request"
                removeLabel="Remove Request"
              />
            </div>
          </div>
        </div>
      </div>
    </article>
  );
});
