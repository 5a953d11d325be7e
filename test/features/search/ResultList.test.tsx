import { screen, waitFor } from '@testing-library/react';
import { camelizeKeys } from 'humps';
import { useEffect, useState, type Dispatch, type SetStateAction } from 'react';
import { flushSync } from 'react-dom';
import { ResultList } from '@/features/search/components/ResultList';
import { toSearchResponse } from '@/features/search/searchApi';
import { renderWithProviders } from '../../utils/renderWithProviders';
import { cardTitles, wireResult, wireSearch } from './fixtures';

const answer = toSearchResponse(
  camelizeKeys(
    wireSearch(Array.from({ length: 45 }, (_, i) => wireResult(100 + i, `Company ${i + 1}`))),
  ),
);
const listed = answer.results.map((result, index) => ({ index, result }));

/** The harness's results, reachable from the test while it is on the page. */
let setResults: Dispatch<SetStateAction<typeof listed>> | null = null;

function Harness() {
  const [results, set] = useState(listed);
  useEffect(() => {
    setResults = set;
    return () => {
      setResults = null;
    };
  }, []);
  return (
    <ResultList
      results={results}
      busType={null}
      onDetails={() => undefined}
      onReviews={() => undefined}
    />
  );
}

describe('ResultList', () => {
  it('puts a new order on the page three cards first, then the rest a few at a time', async () => {
    renderWithProviders(<Harness />);
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(20));
    // Outside act, as a browser runs it: act would also run every step before returning.
    const acting: unknown = Reflect.get(globalThis, 'IS_REACT_ACT_ENVIRONMENT');
    Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', false);
    try {
      flushSync(() => setResults?.((results) => [...results].reverse()));
      // The new order's own commit: its first three cards, the last company now first (twenty
      // at once were a task of 600-850 ms at 4x CPU on a sort of 507 results).
      expect(cardTitles()).toEqual(['Company 45', 'Company 44', 'Company 43']);
      await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(20));
      expect(cardTitles()[19]).toBe('Company 26');
    } finally {
      Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', acting);
    }
  });
});
