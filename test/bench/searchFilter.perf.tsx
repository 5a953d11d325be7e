/**
 * Run by `npm run bench:search` (scripts/bench-search.mjs), not by `npm test`: timings depend on
 * the machine, so only the ratio between the two sizes is a pass/fail criterion.
 *
 * Renders the search page with 100 and with 1,000 results and times a bus type change (the
 * client-side filter: store update, filtering, re-rendering the list and the URL rewrite).
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import {
  answerSearch,
  renderSearch,
  wireBus,
  wireResult,
  wireSearch,
} from '../features/search/fixtures';

const SIZES = [100, 1000] as const;
const WARMUP = 3;
const RUNS = 15;
const MAX_RATIO = 2;

function answerWith(size: number) {
  return wireSearch(
    Array.from({ length: size }, (_, i) =>
      wireResult(100_000 + i, `Company ${i + 1}`, {
        photos: [`/demo-photos/coach-${i}.svg`, `/demo-photos/coach-${i + 1}.svg`],
        busResults:
          i % 3 === 0
            ? [wireBus(i * 10, 'Full Size'), wireBus(i * 10 + 1, 'Minibus')]
            : [wireBus(i * 10, i % 3 === 1 ? 'Full Size' : 'Minibus')],
      }),
    ),
  );
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

async function timeFilterChange(size: number): Promise<number> {
  answerSearch(answerWith(size));
  const { user, unmount } = await renderSearch('/search/dallas/tx');
  await user.click(screen.getByRole('button', { name: /^Bus Types/ }));
  const select = within(screen.getByRole('region', { name: /^Bus Types/ })).getByLabelText(
    'Bus Type',
  );
  const times: number[] = [];
  for (let run = 0; run < WARMUP + RUNS; run += 1) {
    const value = run % 2 === 0 ? '2' : '';
    const start = performance.now();
    act(() => {
      fireEvent.change(select, { target: { value } });
    });
    const elapsed = performance.now() - start;
    expect(screen.getByText(/^Viewing \d+ Results$/)).toBeInTheDocument();
    if (run >= WARMUP) times.push(elapsed);
  }
  unmount();
  return median(times);
}

it(`a filter change with 1,000 results stays within ${MAX_RATIO}x of 100 results`, async () => {
  const results: Record<number, number> = {};
  for (const size of SIZES) results[size] = await timeFilterChange(size);
  const ratio = (results[1000] ?? 0) / (results[100] ?? 1);
  const lines = [
    '',
    'Search page: time of a bus type change (median of 15, jsdom)',
    ...SIZES.map(
      (size) => `  ${String(size).padStart(5)} results  ${results[size]?.toFixed(1)} ms`,
    ),
    `  ratio 1000/100: ${ratio.toFixed(2)} (budget ${MAX_RATIO})`,
    '',
  ];
  console.log(lines.join('\n'));
  expect(ratio).toBeLessThanOrEqual(MAX_RATIO);
}, 120_000);
