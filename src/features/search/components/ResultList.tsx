import { Trans } from '@lingui/react/macro';
import {
  startTransition,
  useDeferredValue,
  useEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import Button from 'react-bootstrap/Button';
import type { ListedResult } from '../selectors';
import { ResultCard } from './ResultCard';

/** Cards rendered at a time: a long list (1,000 results) costs no more to filter than a short one. */
export const PAGE_SIZE = 20;

/*
 * Cards in the list's first frame: more than a screen holds. The rest of the page follows in
 * transitions of CARDS_PER_STEP cards each, so showing a new answer, a filter or another order
 * never blocks input: React renders a transition in small slices, but it puts each one on the
 * page at once, and twenty new cards in one go were a task of 600-850 ms at 4x CPU (a sort of
 * Dallas's 507 results; issue 46 allows 200).
 */
const FIRST_FRAME = 3;
const CARDS_PER_STEP = 4;

interface ResultListProps {
  results: readonly ListedResult[];
  busType: string | null;
  onDetails: (index: number) => void;
  onReviews: (index: number) => void;
  /** Each result's estimate line by result index (selectEstimateLines), when one is set. */
  estimates?: readonly ReactNode[] | null;
}

export function ResultList({
  results: given,
  busType,
  onDetails,
  onReviews,
  estimates,
}: ResultListProps) {
  // A new order or filter is drawn after the control's own update, in a render of its own: the
  // select's change (the store, the address) and the cards' swap were one task of 190-290 ms at
  // 4x CPU (a sort of 507 results), and are two now.
  const results = useDeferredValue(given);
  const [shown, setShown] = useState(PAGE_SIZE);
  const [listed, setListed] = useState(results);
  const [focusFrom, setFocusFrom] = useState<number | null>(null);
  const listRef = useRef<HTMLOListElement>(null);
  /** Cards on the page so far: they grow to `shown` a step at a time (above). */
  const [rendered, setRendered] = useState(FIRST_FRAME);

  // A new answer, filter or order starts again from the first page, and from its first frame.
  if (listed !== results) {
    setListed(results);
    setShown(PAGE_SIZE);
    setFocusFrom(null);
    setRendered(FIRST_FRAME);
  }

  useEffect(() => {
    if (rendered < shown)
      startTransition(() => setRendered(Math.min(shown, rendered + CARDS_PER_STEP)));
  }, [rendered, shown]);

  useEffect(() => {
    if (focusFrom === null) return;
    // After "Show More Results", keyboard and screen reader users continue at the first new card
    // once it is on the page.
    const title = listRef.current?.querySelector<HTMLElement>(
      `li[data-position="${focusFrom}"] .result-card__title`,
    );
    if (!title) return;
    title.focus();
    setFocusFrom(null);
  }, [focusFrom, rendered]);

  const visible = results.slice(0, Math.min(shown, rendered));
  // What the list holds once its last step is on the page: the count does not climb with them.
  const shownCount = Math.min(shown, results.length);
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
