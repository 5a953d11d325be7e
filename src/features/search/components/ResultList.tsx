import { Trans } from '@lingui/react/macro';
import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import type { ListedResult } from '../selectors';
import { ResultCard } from './ResultCard';

/** Cards rendered at a time: a long list (1,000 results) costs no more to filter than a short one. */
export const PAGE_SIZE = 20;

/*
 * Cards in the list's first frame: more than a screen holds. The rest of the page follows in a
 * transition, which React renders in small slices, so showing a new answer never blocks input
 * (Lighthouse's Total Blocking Time on /search).
 */
const FIRST_FRAME = 3;

interface ResultListProps {
  results: readonly ListedResult[];
  busType: string | null;
  onDetails: (index: number) => void;
  onReviews: (index: number) => void;
  /** Each result's estimate line by result index (selectEstimateLines), when one is set. */
  estimates?: readonly ReactNode[] | null;
}

export function ResultList({ results, busType, onDetails, onReviews, estimates }: ResultListProps) {
  const [shown, setShown] = useState(PAGE_SIZE);
  const [listed, setListed] = useState(results);
  const [focusFrom, setFocusFrom] = useState<number | null>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const [complete, setComplete] = useState(false);
  useEffect(() => startTransition(() => setComplete(true)), []);

  // A new answer or filter starts again from the first page.
  if (listed !== results) {
    setListed(results);
    setShown(PAGE_SIZE);
    setFocusFrom(null);
  }

  useEffect(() => {
    if (focusFrom === null) return;
    // After "Show More Results", keyboard and screen reader users continue at the first new card.
    listRef.current
      ?.querySelector<HTMLElement>(`li[data-position="${focusFrom}"] .result-card__title`)
      ?.focus();
  }, [focusFrom]);

  const visible = results.slice(0, complete ? shown : Math.min(shown, FIRST_FRAME));
  const shownCount = visible.length;
  const total = results.length;
  return (
    <>
      <ol ref={listRef} className="result-list list-unstyled d-grid gap-3 mb-3">
        {visible.map((item, position) => (
          <li key={`${item.index}-${item.result.company.id}`} data-position={position}>
            <ResultCard
              listed={item}
              busType={busType}
              onDetails={onDetails}
              onReviews={onReviews}
              priority={position === 0}
              estimate={estimates?.[item.index]}
            />
          </li>
        ))}
      </ol>
      {shown < results.length && (
        <div className="text-center">
          <p className="small text-body-secondary mb-2">
            <Trans>
              Showing {shownCount} of {total}
            </Trans>
          </p>
          <Button
            variant="outline-primary"
            onClick={() => {
              setFocusFrom(shown);
              setShown(shown + PAGE_SIZE);
            }}
          >
            <Trans>Show More Results</Trans>
          </Button>
        </div>
      )}
    </>
  );
}
