/**
 * Run by `npm run bench:search` (scripts/bench-search.mjs), not by `npm test`: timings depend on
 * the machine, so only the ratio between the two sizes is a pass/fail criterion.
 *
 * Renders the search page with 100 and with 1,000 results and times three client-side changes,
 * each a store update, the selectors, re-rendering the list and the URL rewrite: a bus type
 * change (filtering), setting the trip estimate (every result's estimate) and sorting by it.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
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

/** Rates that differ from company to company, so sorting by estimate moves cards. */
const rates = (i: number) => ({ day_amount: 900 + ((i * 37) % 900), mile_amount: 3 + (i % 7) / 4 });

function answerWith(size: number) {
  return wireSearch(
    Array.from({ length: size }, (_, i) =>
      wireResult(100_000 + i, `Company ${i + 1}`, {
        photos: [`/demo-photos/coach-${i}.svg`, `/demo-photos/coach-${i + 1}.svg`],
        busResults:
          i % 3 === 0
            ? [
                wireBus(i * 10, 'Full Size', rates(i)),
                wireBus(i * 10 + 1, 'Minibus', { ...rates(i + 1), seats: 28 }),
              ]
            : [wireBus(i * 10, i % 3 === 1 ? 'Full Size' : 'Minibus', rates(i))],
      }),
    ),
  );
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

/** One timed change on the page: `prepare` (untimed) then `change` (timed), run by run. */
interface Scenario {
  name: string;
  route: string;
  setup?: (user: UserEvent) => Promise<void>;
  prepare?: (run: number, user: UserEvent) => Promise<void>;
  change: (run: number) => void;
  /**
   * Timed too, when the page settles later: Show Estimates checks the plan with Formik (a
   * promise) before the panel closes and every card shows its estimate.
   */
  settle?: () => Promise<void>;
}

const estimateForm = () => screen.getByRole('form', { name: 'Estimate my trip' });

const SCENARIOS: readonly Scenario[] = [
  {
    name: 'a bus type change',
    route: '/search/dallas/tx',
    setup: async (user) => {
      await user.click(screen.getByRole('button', { name: /^Bus Types/ }));
    },
    change: (run) => {
      const select = within(screen.getByRole('region', { name: /^Bus Types/ })).getByLabelText(
        'Bus Type',
      );
      fireEvent.change(select, { target: { value: run % 2 === 0 ? '2' : '' } });
    },
  },
  {
    name: 'setting the trip estimate',
    route: '/search/dallas/tx?group=40&days=1&miles=100',
    // The form closes on Show Estimates: opening it and typing are not what is timed.
    prepare: async (run, user) => {
      await user.click(screen.getByRole('button', { name: 'Estimate my trip' }));
      const form = await screen.findByRole('form', { name: 'Estimate my trip' });
      const days = within(form).getByLabelText('Days');
      fireEvent.change(days, { target: { value: String((run % 2) + 2) } });
    },
    change: () => {
      fireEvent.submit(estimateForm());
    },
    // The panel closes once the estimate is applied (waitFor acts around each check).
    settle: () =>
      waitFor(() => expect(screen.queryByRole('form', { name: 'Estimate my trip' })).toBeNull(), {
        interval: 5,
      }),
  },
  {
    name: 'sorting by estimate',
    route: '/search/dallas/tx?group=40&days=2&miles=300',
    change: (run) => {
      fireEvent.change(screen.getByLabelText('Sort by'), {
        target: { value: run % 2 === 0 ? 'estimate' : 'featured' },
      });
    },
  },
];

async function timeChange(scenario: Scenario, size: number): Promise<number> {
  answerSearch(answerWith(size));
  const { user, unmount } = await renderSearch(scenario.route);
  await scenario.setup?.(user);
  const times: number[] = [];
  for (let run = 0; run < WARMUP + RUNS; run += 1) {
    await scenario.prepare?.(run, user);
    const start = performance.now();
    act(() => scenario.change(run));
    await scenario.settle?.();
    const elapsed = performance.now() - start;
    expect(screen.getByText(/^Viewing \d+ Results$/)).toBeInTheDocument();
    if (run >= WARMUP) times.push(elapsed);
  }
  unmount();
  return median(times);
}

it(`client-side changes with 1,000 results stay within ${MAX_RATIO}x of 100 results`, async () => {
  const lines = ['', 'Search page: time of a change (median of 15, jsdom)'];
  const ratios: number[] = [];
  for (const scenario of SCENARIOS) {
    const results: Record<number, number> = {};
    for (const size of SIZES) results[size] = await timeChange(scenario, size);
    const ratio = (results[1000] ?? 0) / (results[100] ?? 1);
    ratios.push(ratio);
    lines.push(
      `  ${scenario.name}:`,
      ...SIZES.map(
        (size) => `    ${String(size).padStart(5)} results  ${results[size]?.toFixed(1)} ms`,
      ),
      `    ratio 1000/100: ${ratio.toFixed(2)} (budget ${MAX_RATIO})`,
    );
  }
  console.log([...lines, ''].join('\n'));
  for (const ratio of ratios) expect(ratio).toBeLessThanOrEqual(MAX_RATIO);
}, 300_000);
