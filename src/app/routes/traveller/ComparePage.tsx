import { useMemo, useState } from 'react';
import Container from 'react-bootstrap/Container';
import Form from 'react-bootstrap/Form';
import { Link, useSearchParams } from 'react-router-dom';
import { AsyncSection } from '@/components/data/AsyncSection';
import { searchPath } from '@/config/paths';
import { parseCompareUrl } from '@/features/compare/compareRequest';
import { readCosts } from '@/features/search/costs';
import { estimateNote } from '@/features/search/estimateNote';
import { selectEstimateInputs } from '@/features/search/selectors';
import { usePageTitle } from '@/lib/usePageTitle';
import { useAppSelector } from '@/app/hooks';
import { compareRows } from './compare/compareRows';
import { CompareTable } from './compare/CompareTable';
import { placeText, useBackToSearch } from './compare/areaLinks';
import { useCompareBases } from './compare/useCompareBases';
import { useCompareColumns } from './compare/useCompareColumns';

/** Route /compare?ids=...: up to four companies side by side (shareable). */
export function ComparePage() {
  usePageTitle('Compare Bus Companies');
  const [query] = useSearchParams();
  const request = useMemo(() => parseCompareUrl(query), [query]);
  const { columns, area, status, error, retry } = useCompareColumns(request);
  const ownEstimate = useAppSelector(selectEstimateInputs);
  const ownCosts = useAppSelector((state) => state.search.costs);
  const estimate = request.estimate ?? ownEstimate;
  const costs = useMemo(
    () => readCosts(request.estimate ? request.costs : ownCosts),
    [request, ownCosts],
  );
  const [onlyDifferences, setOnlyDifferences] = useState(false);
  const back = useBackToSearch(area, estimate);
  const results = columns.flatMap((column) => (column.result ? [column.result] : []));
  const bases = useCompareBases(results, area, estimate !== null);
  const rows = compareRows(
    results,
    estimate && {
      inputs: estimate,
      context: (result) => ({
        costs,
        baseMiles: bases?.miles.get(result.company.id) ?? null,
        departure: bases?.from ?? 'you',
      }),
    },
  );

  return (
    <Container className="compare-page py-4">
      <h1 className="h2 mb-2">Compare Bus Companies</h1>
      <p className="mb-3">
        <Link to={back}>Back to the search results</Link>
      </p>
      {request.ids.length === 0 ? (
        <p>
          No companies to compare yet. Choose up to 4 with Compare on the{' '}
          <Link to={searchPath()}>search results</Link>.
        </p>
      ) : (
        <AsyncSection
          request={{ status, error }}
          onRetry={retry}
          empty={status !== 'succeeded'}
          loadingText="Loading companies"
        >
          <Form.Check
            type="switch"
            role="switch"
            id="compare-only-differences"
            className="mb-3"
            label="Show only differences"
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
