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
  it('puts a new order on the page after the change, three cards first, then the rest a few at a time', async () => {
    renderWithProviders(<Harness />);
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(20));
    // Each commit's cards, as the browser gets them (a commit's mutations come in one batch).
    const commits: string[][] = [];
    const observer = new MutationObserver(() => commits.push(cardTitles()));
    observer.observe(document.body, { childList: true, subtree: true });
    // Outside act, as a browser runs it: act would also run every step before returning.
    const acting: unknown = Reflect.get(globalThis, 'IS_REACT_ACT_ENVIRONMENT');
    Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', false);
    try {
      flushSync(() => setResults?.((results) => [...results].reverse()));
      // The change's own commit leaves the cards as they were: the control's update and the
      // cards' swap were one task of 190-290 ms at 4x CPU on a sort of 507 results.
      expect(cardTitles()).toHaveLength(20);
      expect(cardTitles()[0]).toBe('Company 1');
      await waitFor(() => expect(cardTitles()[19]).toBe('Company 26'));
      // The new order's first commit: its first three cards, the last company now first (twenty
      // at once were a task of 600-850 ms at 4x CPU on a sort of 507 results).
      expect(commits.find((titles) => titles[0] === 'Company 45')).toEqual([
        'Company 45',
        'Company 44',
        'Company 43',
      ]);
    } finally {
      observer.disconnect();
      Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', acting);
    }
  });
});
