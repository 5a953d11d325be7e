// Own module graph: the gazetteer (placeIndex) is mocked to hold it back or fail it, and the mock would reach every later file.
import { act, screen, waitFor, within } from '@testing-library/react';
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
 * No card moves under the reader (issue 39), and every figure resolves (issue 47). The planner's
 * gazetteer, which measures each company's base and looks up a plan from the address, is held
 * back until the test lets it through, so what the page shows while the figures are still coming
 * can be seen; or it fails to load (offline, a failed chunk: it is not kept offline), as long as
 * the test says so.
 */
const gate = vi.hoisted(() => {
  let open = () => {};
  let wait = Promise.resolve();
  let failing = false;
  return {
    close() {
      wait = new Promise((resolve) => {
        open = resolve;
      });
    },
    open: () => open(),
    wait: () => wait,
    /** Every load from now on fails (true) or goes through (false). */
    fail(on: boolean) {
      failing = on;
    },
    failing: () => failing,
  };
});

vi.mock('@/features/tripPlan/placeIndex', async (importOriginal) => {
  const actual = await importOriginal<typeof PlaceIndexModule>();
  return {
    ...actual,
    loadPlaceIndex: async () => {
      await gate.wait();
      // What the browser says of a chunk that did not arrive.
      if (gate.failing()) throw new TypeError('Failed to fetch dynamically imported module');
      return actual.loadPlaceIndex();
    },
  };
});

afterEach(() => {
  gate.fail(false);
  gate.open();
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
/** The same trip with a plan from the address: its places are looked up in the gazetteer. */
const PLANNED = `${TRIP}&to=Austin,TX`;
/** Far Coaches without its drive from Fort Worth: $2,770 base, $110 room, $416 gratuity. */
const FAR_WITHOUT_DRIVE = /^All-in estimate \$3,296$/;
const NOT_COUNTED = /^The drive to and from the company is not counted: the distances could not/;

const table = () => screen.getByRole('table', { name: /^Comparing/ });
function estimateCells(): HTMLElement[] {
  const row = within(table()).getByRole('rowheader', { name: 'All-in estimate' }).closest('tr');
  if (!row) throw new Error('No all-in estimate row');
  return within(row).getAllByRole('cell');
}
/** A company's all-in cell, by its column. */
function estimateCell(column: number): HTMLElement {
  const cell = estimateCells()[column];
  if (!cell) throw new Error(`No column ${column}`);
  return cell;
}

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

  it('a plan from the address: the list shows once the plan and its route are above it', async () => {
    gate.close();
    answerSearch(fleets);
    renderRoute(PLANNED);
    expect(await screen.findByText('Loading your trip plan')).toBeVisible();
    // The plan's code is here (its estimate lines show), its places not yet: the list still waits.
    expect(await screen.findByText('How this is estimated')).toBeVisible();
    expect(screen.getByText('Loading your trip plan')).toBeVisible();
    expect(screen.getByRole('region', { name: 'Search results' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(screen.queryAllByRole('article')).toEqual([]);

    gate.open();
    // In the commit that shows the first cards, what goes above them is there already: a card
    // would otherwise move down under a tap, by the map's height (issue 45).
    await screen.findAllByRole('article');
    expect(screen.getByText('Legs of the trip')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Trip sheet' })).toBeVisible();
    expect(screen.queryByText('Loading your trip plan')).toBeNull();
  });

  it('a page left before its plan is looked up stays left', async () => {
    gate.close();
    answerSearch(fleets);
    // A stop the lookup leaves out: the address is written again without it, once looked up.
    const { router, store } = renderRoute(`${PLANNED}&via=Atlantis,TX`);
    expect(await screen.findByText('Loading your trip plan')).toBeVisible();
    await act(() => router.navigate('/terms-and-conditions'));
    gate.open();
    await waitFor(() => expect(store.getState().search.plan).not.toBeNull());
    // The lookup's end, then its address: nothing of it is left after a turn of the event loop.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(router.state.location.pathname).toBe('/terms-and-conditions');
  });

  it('a page chosen while the plan is looked up opens, though its code is still loading', async () => {
    gate.close();
    answerSearch(fleets);
    const { router, store } = renderRoute(`${PLANNED}&via=Atlantis,TX`);
    expect(await screen.findByText('Loading your trip plan')).toBeVisible();
    // The trip sheet is a lazy route: the search stays on the page while its code loads, and
    // the lookup ends meanwhile, with an address to write.
    let leaving: Promise<void> = Promise.resolve();
    act(() => {
      leaving = router.navigate('/trip');
    });
    expect(router.state.navigation.state).toBe('loading');
    gate.open();
    await act(() => leaving);
    await waitFor(() => expect(store.getState().search.plan).not.toBeNull());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(router.state.location.pathname).toBe('/trip');
  });

  it('a page chosen as the plan is looked up opens, before the page has drawn its loading', async () => {
    gate.close();
    answerSearch(fleets);
    const { router, store } = renderRoute(`${PLANNED}&via=Atlantis,TX`);
    expect(await screen.findByText('Loading your trip plan')).toBeVisible();
    // Trip sheet pressed in the very task the lookup ends: the router is loading the sheet's
    // code, and the page has not drawn that yet (the router's state reaches it in a transition;
    // WebKit, run T18). The lookup's address comes after, and must not cancel the sheet.
    let leaving: Promise<void> | null = null;
    const unsubscribe = store.subscribe(() => {
      if (leaving === null && store.getState().search.plan !== null) {
        leaving = router.navigate('/trip');
      }
    });
    gate.open();
    await waitFor(() => expect(leaving).not.toBeNull());
    unsubscribe();
    await act(() => leaving ?? undefined);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(router.state.location.pathname).toBe('/trip');
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

describe('Search page: a plan whose places cannot load (issue 47)', () => {
  it('each card shows its figure without the drive, says so, and Try again brings the rest', async () => {
    gate.fail(true);
    answerSearch(fleets);
    const { user } = await renderSearch(PLANNED);
    expect(await within(card('Far Coaches')).findByText(FAR_WITHOUT_DRIVE)).toBeVisible();
    // Near Coaches is based in Dallas: its figure has no drive either way.
    expect(within(card('Near Coaches')).getByText(/^All-in estimate \$3,445$/)).toBeVisible();
    for (const name of ['Far Coaches', 'Near Coaches']) {
      expect(within(card(name)).getByText(NOT_COUNTED)).toBeVisible();
    }
    expect(screen.queryByText(/All-in estimate coming/)).toBeNull();

    // The breakdown says why, in the same words: not that the company's base is unknown.
    await user.click(within(card('Far Coaches')).getByRole('button', { name: "What's in it" }));
    const breakdown = within(card('Far Coaches')).getByRole('table', { name: /^All-in estimate/ });
    expect(breakdown.parentElement).toHaveTextContent(NOT_COUNTED.source.slice(1));
    expect(within(card('Far Coaches')).queryByText(/Where this company is based/)).toBeNull();

    // Back online: Try again looks the plan up and measures the drive.
    gate.fail(false);
    await user.click(within(card('Far Coaches')).getByRole('button', { name: 'Try again' }));
    expect(await within(card('Far Coaches')).findByText(/^All-in estimate \$3,510$/)).toBeVisible();
    expect(within(card('Near Coaches')).getByText(/^All-in estimate \$3,445$/)).toBeVisible();
    expect(screen.queryByText(NOT_COUNTED)).toBeNull();
    expect(screen.queryAllByRole('button', { name: 'Try again' })).toEqual([]);
  });

  it('sorted by the all-in estimate: the list shows, in the order of the figures it has', async () => {
    gate.fail(true);
    answerSearch(fleets);
    renderRoute(`${PLANNED}&sort=estimate`);
    expect(await within(await findCard('Far Coaches')).findByText(FAR_WITHOUT_DRIVE)).toBeVisible();
    expect(cardTitles()).toEqual(['Far Coaches', 'Near Coaches']);
    expect(screen.queryByText(/Sorting by all-in estimate/)).toBeNull();
    expect(screen.getByRole('region', { name: 'Search results' })).toHaveAttribute(
      'aria-busy',
      'false',
    );
  });

  it('/review shows the figures it has, and that the drives are not counted', async () => {
    gate.fail(true);
    answerSearch(fleets);
    const { user, router } = await renderSearch(PLANNED);
    await within(card('Far Coaches')).findByText(FAR_WITHOUT_DRIVE);
    for (const name of ['Far Coaches', 'Near Coaches']) {
      await user.click(within(card(name)).getByRole('button', { name: 'Add To Quote Request' }));
      expect(
        await within(card(name)).findByRole('button', { name: 'Remove Request' }),
      ).toBeVisible();
    }
    await router.navigate('/review');
    const line = (await screen.findByText(/^for your trip/)).closest('p');
    expect(line).toHaveTextContent(': $3,296 to $3,445 for the companies in your list');
    expect(line).toHaveTextContent('The drive to and from each company is not counted.');
  });
});

describe('/compare while the places arrive (issue 47)', () => {
  it('tags "Lowest estimate" only among the figures it shows', async () => {
    gate.close();
    answerSearch(fleets);
    renderRoute(
      '/compare?ids=21,22&city=Dallas&state=TX&from=32.7767,-96.797&group=20&days=2&miles=300',
    );
    await screen.findByRole('table', { name: /^Comparing/ });
    for (const cell of estimateCells()) {
      expect(cell).toHaveTextContent('All-in estimate coming');
    }
    // Far Coaches' base price alone is the lower: no tag on a figure not shown.
    expect(screen.queryByText('Lowest estimate')).toBeNull();

    gate.open();
    await waitFor(() => expect(estimateCell(0)).toHaveTextContent('All-in estimate $3,510'));
    expect(estimateCell(1)).toHaveTextContent('All-in estimate $3,445');
    expect(within(estimateCell(1)).getByText('Lowest estimate')).toBeVisible();
    expect(within(estimateCell(0)).queryByText('Lowest estimate')).toBeNull();
  });
});

/** A card, once the list shows it. */
async function findCard(name: string): Promise<HTMLElement> {
  return screen.findByRole('article', { name });
}
