import { useLingui } from '@lingui/react/macro';
import { memo, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import { busResultFor, resultHeading } from '../resultView';
import type { ListedResult } from '../selectors';
import { postTracking } from '../trackingApi';
import { CompanyCardView } from './CompanyCardView';
import { CompareToggle } from './CompareToggle';
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
  /** The trip estimate's line, when one is set. */
  estimate?: ReactNode;
}

/**
 * One company of the results: the card view with what a traveller does with it (reviews, More
 * Details with its tracking, the quote cart). Memoized: a long list re-renders only the cards
 * that changed.
 */
export const ResultCard = memo(function ResultCard({
  listed,
  busType,
  onDetails,
  onReviews,
  priority,
  estimate,
}: ResultCardProps) {
  // Read here, not only below: the memoized card re-renders when the language changes.
  const { t } = useLingui();
  const { result, index } = listed;
  const { company } = result;
  return (
    <CompanyCardView
      heading={resultHeading(company)}
      photos={result.photos}
      about={company.about}
      isUmaMember={company.isUmaMember}
      rating={<ReviewCountButton result={result} onOpen={() => onReviews(index)} />}
      bus={busResultFor(result, busType)}
      busType={busType}
      priority={priority}
      estimate={estimate}
      actions={
        <>
          <Button
            variant="outline-primary"
            onClick={() => {
              postTracking(result, 'moreDetails');
              onDetails(index);
            }}
          >
            {t`More Details`}
          </Button>
          <QuoteRequestButton
            result={result}
            addLabel={t`Add To Quote Request`}
            removeLabel={t`Remove Request`}
          />
          <CompareToggle id={company.id} companyName={resultHeading(company)} />
        </>
      }
    />
  );
});
