import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useState } from 'react';
import Container from 'react-bootstrap/Container';
import Form from 'react-bootstrap/Form';
import { Link, useSearchParams } from 'react-router-dom';
import { AsyncSection } from '@/components/data/AsyncSection';
import { searchPath } from '@/config/paths';
import { parseCompareUrl, withPoint } from '@/features/compare/compareRequest';
import { selectCompareTrip } from '@/features/compare/compareSlice';
import { selectTripTypes } from '@/features/metadata/metadataSlice';
import { readCosts } from '@/features/search/costs';
import { estimateNote } from '@/features/search/estimateNote';
import { isOneWay } from '@/features/tripPlan/tripTypes';
import { usePageTitle } from '@/lib/usePageTitle';
import { useAppSelector } from '@/app/hooks';
import { compareRows } from './compare/compareRows';
import { CompareTable } from './compare/CompareTable';
import { placeText, useBackToSearch } from './compare/areaLinks';
import { useCompareBases, useOwnSearchStart } from './compare/useCompareBases';
import { useCompareColumns } from './compare/useCompareColumns';

/** Route /compare?ids=...: up to four companies side by side (shareable). */
export function ComparePage() {
  const { t } = useLingui();
  usePageTitle(t`Compare Bus Companies`);
  const [query, setQuery] = useSearchParams();
  const request = useMemo(() => parseCompareUrl(query), [query]);
  const { columns, area, status, error, retry } = useCompareColumns(request);
  // The link's trip when it carries one, else the search's own: priced as the cards price it.
  const ownTrip = useAppSelector(selectCompareTrip);
  const trip = request.estimate ? { ...request, estimate: request.estimate } : ownTrip;
  const estimate = trip?.estimate ?? null;
  const costs = useMemo(() => readCosts(trip?.costs ?? ''), [trip?.costs]);
  const tripTypes = useAppSelector(selectTripTypes);
  const oneWay = trip !== null && isOneWay(trip.tripType, tripTypes);
  const [onlyDifferences, setOnlyDifferences] = useState(false);
  const back = useBackToSearch(area, estimate);
  const results = columns.flatMap((column) => (column.result ? [column.result] : []));
  // The search on show's point into this page's own address (issue 47): copied and opened
  // elsewhere, it measures as the cards did. A trip only: nothing else is measured from it.
  const own = useOwnSearchStart(area);
  const point =
    trip && own && own.latitude !== null && own.longitude !== null && !request.point
      ? { latitude: own.latitude, longitude: own.longitude }
      : null;
  useEffect(() => {
    if (point) setQuery((current) => withPoint(current, point), { replace: true });
    // The point is fully described by its two numbers.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [point?.latitude, point?.longitude, setQuery]);
  const measured = useCompareBases(
    results,
    { area, point: request.point },
    trip !== null,
    oneWay ? trip.destination : null,
  );
  const rows = compareRows(
    results,
    trip && {
      trip: { inputs: trip.estimate, busType: trip.busType, costs },
      baseOf: (result) =>
        measured === 'measuring'
          ? 'measuring'
          : { ends: measured.ends, base: measured.bases.get(result.company.id) ?? null },
    },
  );

  return (
    <Container className="compare-page py-4">
      <h1 className="h2 mb-2">
        <Trans>Compare Bus Companies</Trans>
      </h1>
      <p className="mb-3">
        <Link to={back}>
          <Trans>Back to the search results</Trans>
        </Link>
      </p>
      {request.ids.length === 0 ? (
        <p>
          <Trans>
            No companies to compare yet. Choose up to 4 with Compare on the{' '}
            <Link to={searchPath()}>search results</Link>.
          </Trans>
        </p>
      ) : (
        <AsyncSection
          request={{ status, error }}
          onRetry={retry}
          empty={status !== 'succeeded'}
          loadingText={t`Loading companies`}
        >
          <Form.Check
            type="switch"
            role="switch"
            id="compare-only-differences"
            className="mb-3"
            label={t`Show only differences`}
            checked={onlyDifferences}
            onChange={(event) => setOnlyDifferences(event.target.checked)}
          />
          {estimate && <p className="small text-body-secondary">{estimateNote(estimate, costs)}</p>}
          <CompareTable
            columns={columns}
            rows={rows}
            onlyDifferences={onlyDifferences}
            place={area ? placeText(area) : null}
          />
        </AsyncSection>
      )}
    </Container>
  );
}
