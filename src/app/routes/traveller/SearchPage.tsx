import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Container from 'react-bootstrap/Container';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { Loading } from '@/components/feedback/Loading';
import { OfflineNotice } from '@/components/feedback/OfflineNotice';
import { ProgressSteps } from '@/components/feedback/ProgressSteps';
import { SEARCH_PROGRESS } from '@/config/constants';
import { searchPath } from '@/config/paths';
import { CompareBar } from '@/features/compare/components/CompareBar';
import { QuoteCartButton } from '@/features/search/components/QuoteCartButton';
import { ResultList } from '@/features/search/components/ResultList';
import { detailsOpened, reviewsOpened } from '@/features/search/searchSlice';
import {
  selectEstimateInputs,
  selectPlanWaiting,
  selectResults,
  selectSearch,
  selectSelectedBusType,
} from '@/features/search/selectors';
import type { SearchedArea } from '@/features/search/types';
import { useOfflineWait } from '@/lib/useOnline';
import { usePageTitle } from '@/lib/usePageTitle';
import { SearchEstimate } from './search/SearchEstimate';
import { SearchFilters } from './search/SearchFilters';
import { SearchModalsHost } from './search/SearchModalsHost';
import { SearchSummary } from './search/SearchSummary';
import { useEstimateView } from './search/useEstimateView';
import { usePlanPieces } from './search/usePlanPieces';
import { useSearchRoute } from './search/useSearchRoute';
import '@/styles/search.css';

const nothingYet = () => null;

/**
 * What a search engine lists for a search: its place in the title and description, and the
 * city and state path as the canonical URL (the filters and sort in the query vary per visit).
 */
function useSearchHead(
  searched: SearchedArea | null,
  city: string,
  state: string,
): Parameters<typeof usePageTitle> {
  const { t } = useLingui();
  if (!searched || !city) return [t`Bus Quote Search Results`];
  const place = [searched.city, searched.state].filter(Boolean).join(', ');
  return [
    t`Charter Buses in ${place}`,
    {
      description: t`Compare charter bus companies serving ${place}: fleets, amenities, reviews and trip estimates. Request quotes from several at once.`,
      canonicalPath: searchPath(city, state),
    },
  ];
}

/** /search/:city?/:state?: the bus quote search results (spec 2). */
export function SearchPage() {
  const { t } = useLingui();
  const dispatch = useAppDispatch();
  const { refineDeparture, refineAmenities, chooseBusType, showAddress, chooseSort, retry } =
    useSearchRoute();
  const search = useAppSelector(selectSearch);
  const { status, requestId, searched, urlFriendlyCity, urlFriendlyState, sortOrder } = search;
  const { bases, planNote } = search;
  usePageTitle(...useSearchHead(searched, urlFriendlyCity, urlFriendlyState));
  // A trip estimate's figures and order come with its own code, loaded when one is first set; so
  // do how far each company is based and the nearest-first order (issue 29).
  const estimate = useAppSelector(selectEstimateInputs);
  const nearest = sortOrder === 'nearest';
  const figured = estimate !== null || nearest || bases !== null;
  const view = useEstimateView(figured);
  const planned = figured || planNote !== null;
  const pieces = usePlanPieces(planned);
  const planWaiting = useAppSelector(selectPlanWaiting) && estimate !== null;
  const results = useAppSelector(view?.selectOrderedResults ?? selectResults);
  const estimates = useAppSelector(view?.selectCardLines ?? nothingYet);
  const note = useAppSelector(view?.selectEstimateNote ?? nothingYet);
  const orderPending = useAppSelector(view?.selectOrderPending ?? nothingYet);
  const busType = useAppSelector(selectSelectedBusType);
  const searching = status === 'idle' || status === 'pending';
  const failed = status === 'failed';
  // Offline: the results say so instead of spinning, and a failed search runs again once back.
  const offline = useOfflineWait(searching || failed, failed ? retry : undefined);
  // An order by figures not known yet is not shown (issue 39): no card moves under the reader.
  const byFigures = nearest || (sortOrder === 'estimate' && estimate !== null);
  const sorting = byFigures && (view === null || orderPending === true);
  const estimating = (estimate !== null && view === null) || sorting;
  // Nor is an answer's list shown before what goes above it (a linked plan's lines and route
  // map, issue 45): a card would move down under a tap, by the map's height, when they came.
  // Once shown it stays: an estimate set later changes what is above it at the traveller's hand.
  const [listedFor, setListedFor] = useState<string | null | undefined>(undefined);
  const settling =
    listedFor !== requestId && (planWaiting || (planned && pieces.status === 'pending'));
  if (status === 'succeeded' && !sorting && !settling && listedFor !== requestId)
    setListedFor(requestId);
  // Stable handlers keep the memoized cards from re-rendering on every store change.
  const openDetails = useCallback((index: number) => dispatch(detailsOpened(index)), [dispatch]);
  const openReviews = useCallback((index: number) => dispatch(reviewsOpened(index)), [dispatch]);

  // The first search of a visit: only the loading indicator (spec 2, "While searching").
  if (searching && searched === null) {
    return (
      <Container className="py-4">
        {offline ? <OfflineNotice /> : <Loading text={t`Searching`} />}
        <QuoteCartButton />
      </Container>
    );
  }

  return (
    <Container className="search-page py-4">
      <h1 className="h3 mb-3">
        <Trans>Bus Quote Search Results</Trans>
      </h1>
      <ProgressSteps percent={SEARCH_PROGRESS} />
      {status === 'succeeded' && <SearchSummary area={searched} count={results.length} />}
      <SearchFilters
        onBusType={chooseBusType}
        onDeparture={refineDeparture}
        onAmenities={refineAmenities}
      />
      <SearchEstimate note={note} onAddress={showAddress} onSort={chooseSort} pieces={pieces} />
      <section
        className="search-results"
        aria-label={t`Search results`}
        aria-busy={searching || estimating || settling}
        data-size-ready={status === 'succeeded' ? '' : undefined}
      >
        {offline && <OfflineNotice />}
        {searching && !offline && <Loading text={t`Searching`} />}
        {failed && !offline && (
          // Spec 8: a failed search shows no message; the filters and this stay usable.
          <div className="text-center py-4">
            <Button onClick={retry}>
              <Trans>Search Again</Trans>
            </Button>
          </div>
        )}
        {status === 'succeeded' && (sorting || settling) && (
          // What the list says while the figures it is sorted by, or the plan above it, are coming.
          <Loading
            text={
              !sorting
                ? t`Loading your trip plan`
                : nearest
                  ? t`Sorting by distance: finding where each company is based`
                  : t`Sorting by all-in estimate: measuring the drive from each company’s base`
            }
          />
        )}
        {status === 'succeeded' && !sorting && !settling && (
          <ResultList
            results={results}
            busType={busType}
            onDetails={openDetails}
            onReviews={openReviews}
            estimates={estimates}
          />
        )}
      </section>
      <CompareBar besideCart />
      <QuoteCartButton />
      <SearchModalsHost />
    </Container>
  );
}
