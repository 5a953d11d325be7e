// Own module graph: the gazetteer (placeIndex) is mocked to hold it back, and the mock would reach every later file.
import { screen, waitFor, within } from '@testing-library/react';
import type * as PlaceIndexModule from '@/features/tripPlan/placeIndex';
import { renderRoute } from '../../../utils/renderWithProviders';
import {
  answerSearch,
  card,
  cardTitles,
  renderSearch,
  wireBus,
  wireResult,
  wireSearch,
} from '../../../features/search/fixtures';

/*
 * No card moves under the reader (issue 39). The planner's gazetteer, which measures each
 * company's base, is held back until the test lets it through, so what the page shows while
 * the figures are still coming can be seen.
 */
const gate = vi.hoisted(() => {
  let open = () => {};
  let wait = Promise.resolve();
  return {
    close() {
      wait = new Promise((resolve) => {
        open = resolve;
      });
    },
    open: () => open(),
    wait: () => wait,
  };
});

vi.mock('@/features/tripPlan/placeIndex', async (importOriginal) => {
  const actual = await importOriginal<typeof PlaceIndexModule>();
  return {
    ...actual,
    loadPlaceIndex: async () => {
      await gate.wait();
      return actual.loadPlaceIndex();
    },
  };
});

/*
 * For 20 people, 2 days, 300 miles from Dallas, TX (as in SearchPage.allIn.test.tsx): Far Coaches
 * is cheaper at its base price ($2,770 against $2,900) but dearer all-in once its drive from
 * Fort Worth is counted ($3,510 against $3,445): a sort before the drive would put it first.
 */
const fleets = wireSearch([
  wireResult(21, 'Far Coaches', {
    company: { city: 'Fort Worth', zip: '76102' },
    busResults: [wireBus(210, 'Full Size', { day_amount: 950, mile_amount: 2.9 })],
  }),
  wireResult(22, 'Near Coaches', {
    busResults: [wireBus(220, 'Full Size', { day_amount: 1000, mile_amount: 3 })],
  }),
]);

const TRIP = '/search/dallas/tx?people=20&group=20&days=2&miles=300';

describe('Search page: the all-in figures while the places arrive', () => {
  it('sorted by the all-in estimate: the list shows once, in its final order', async () => {
    gate.close();
    answerSearch(fleets);
    renderRoute(`${TRIP}&sort=estimate`);
    expect(
      await screen.findByText(
        'Sorting by all-in estimate: measuring the drive from each company’s base',
      ),
    ).toBeVisible();
    expect(screen.getByRole('region', { name: 'Search results' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(screen.queryAllByRole('article')).toEqual([]);

    gate.open();
    // The first cards shown are already in the all-in order, each with its final figure.
    const first = await screen.findAllByRole('article');
    expect(first.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Near Coaches',
      'Far Coaches',
    ]);
    expect(within(card('Far Coaches')).getByText(/^All-in estimate \$3,510$/)).toBeVisible();
    expect(screen.queryByText(/Sorting by all-in estimate/)).toBeNull();
    expect(cardTitles()).toEqual(['Near Coaches', 'Far Coaches']);
  });

  it("in the server's order: the cards stay put and say which figures are still coming", async () => {
    gate.close();
    answerSearch(fleets);
    await renderSearch(TRIP);
    expect(cardTitles()).toEqual(['Far Coaches', 'Near Coaches']);
    for (const name of ['Far Coaches', 'Near Coaches']) {
      expect(
        await within(card(name)).findByText(
          'All-in estimate coming: measuring the drive from the company’s base',
        ),
      ).toBeVisible();
      expect(within(card(name)).queryByText(/^All-in estimate \$/)).toBeNull();
    }

    gate.open();
    expect(await within(card('Far Coaches')).findByText(/^All-in estimate \$3,510$/)).toBeVisible();
    expect(within(card('Near Coaches')).getByText(/^All-in estimate \$3,445$/)).toBeVisible();
    await waitFor(() => expect(screen.queryByText(/All-in estimate coming/)).toBeNull());
    expect(cardTitles()).toEqual(['Far Coaches', 'Near Coaches']);
  });
});
