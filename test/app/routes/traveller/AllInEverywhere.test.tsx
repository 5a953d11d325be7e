import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { renderRoute } from '../../../utils/renderWithProviders';
import {
  answerSearch,
  card,
  renderSearch,
  wireBus,
  wireResult,
  wireSearch,
} from '../../../features/search/fixtures';

/*
 * One all-in figure everywhere (issue 39): the card, its breakdown, /compare and /review give the
 * same company, bus type and plan the same figure, with or without a bus-type filter; a one-way
 * trip counts the bus's empty drive home from its destination.
 */
const companies = [
  wireResult(21, 'Far Coaches', {
    company: { city: 'Fort Worth', zip: '76102' },
    busResults: [
      wireBus(210, 'Full Size', { day_amount: 950, mile_amount: 2.9 }),
      wireBus(211, 'Minibus', { seats: 28, day_amount: 500, mile_amount: 1.5 }),
    ],
  }),
  wireResult(22, 'Near Coaches', {
    busResults: [
      wireBus(220, 'Full Size', { day_amount: 1000, mile_amount: 3 }),
      wireBus(221, 'Minibus', { seats: 28, day_amount: 600, mile_amount: 2 }),
    ],
  }),
];
const fleets = wireSearch(companies);

/** A card's final figure line: "All-in estimate $3,510 (Full Size)". */
async function figureOf(name: string): Promise<string> {
  const line = await within(card(name)).findByText(/^All-in estimate \$[\d,]+$/);
  return line.closest('p')?.textContent ?? '';
}

const table = () => screen.getByRole('table', { name: /^Comparing/ });
function cells(label: string): HTMLElement[] {
  const row = within(table()).getByRole('rowheader', { name: label }).closest('tr');
  if (!row) throw new Error(`No row ${label}`);
  return within(row).getAllByRole('cell');
}

/** The rows of a card's breakdown, opened with its disclosure: "label | amount". */
async function breakdown(user: UserEvent, name: string): Promise<string[]> {
  await user.click(within(card(name)).getByRole('button', { name: "What's in it" }));
  const found = within(card(name)).getByRole('table', { name: /^All-in estimate for/ });
  return within(found)
    .getAllByRole('row')
    .map((row) =>
      [...row.querySelectorAll('th, td')].map((cell) => cell.textContent?.trim()).join(' | '),
    );
}

describe('one all-in figure everywhere', () => {
  it('with a bus-type filter, /compare and /review show the figures of the cards', async () => {
    answerSearch(fleets);
    // type=1 is Full Size: the cards price that type, not the cheaper Minibus.
    const { user, router } = await renderSearch(
      '/search/dallas/tx?type=1&people=20&group=20&days=2&miles=300',
    );
    const far = await figureOf('Far Coaches');
    const near = await figureOf('Near Coaches');
    expect(far).toBe('All-in estimate $3,510 (Full Size)');
    expect(near).toBe('All-in estimate $3,445 (Full Size)');

    for (const name of ['Far Coaches', 'Near Coaches']) {
      await user.click(within(card(name)).getByRole('button', { name: `Compare ${name}` }));
    }
    const link = screen.getByRole('link', { name: 'Compare 2 companies' });
    expect(link.getAttribute('href')).toMatch(/&bus=Full\+Size$/);
    await user.click(link);
    await screen.findByRole('table', { name: /^Comparing/ });
    await waitFor(() => expect(cells('All-in estimate')[0]).toHaveTextContent(far));
    expect(cells('All-in estimate')[1]).toHaveTextContent(near);

    await router.navigate('/search/dallas/tx?type=1&people=20&group=20&days=2&miles=300');
    await screen.findByRole('heading', { level: 1, name: 'Bus Quote Search Results' });
    await waitFor(() => expect(document.querySelector('[aria-busy="true"]')).toBeNull());
    for (const name of ['Far Coaches', 'Near Coaches']) {
      expect(await figureOf(name)).toBe(name === 'Far Coaches' ? far : near);
      await user.click(within(card(name)).getByRole('button', { name: 'Add To Quote Request' }));
      expect(
        await within(card(name)).findByRole('button', { name: 'Remove Request' }),
      ).toBeVisible();
    }
    await router.navigate('/review');
    const line = await screen.findByText(/^for your trip/);
    expect(line.closest('p')).toHaveTextContent(
      ': $3,445 to $3,510 for the companies in your list',
    );
  });

  it('a one-way trip counts the drive to the departure and the drive home from the destination', async () => {
    answerSearch(fleets);
    const { user } = await renderSearch(
      '/search/dallas/tx?type=1&people=20&trip=1&group=20&days=1&miles=230&to=Austin,TX',
    );
    await figureOf('Far Coaches');
    const far = await breakdown(user, 'Far Coaches');
    expect(far[1]).toBe('Bringing the bus to Dallas, TX: 37 miles at $2.90 | $107');
    expect(far[2]).toMatch(
      /^Taking the bus home from Austin, TX: \d{3} miles at \$2\.90 \| \$\d+$/,
    );
    // Based in Dallas: no drive to the departure, but the whole way home from Austin.
    const near = await breakdown(user, 'Near Coaches');
    expect(near.filter((row) => row.startsWith('Bringing the bus'))).toEqual([]);
    expect(near[1]).toMatch(/^Taking the bus home from Austin, TX: \d{3} miles at \$3 \| \$\d+$/);
  });

  it('a one-way trip without a destination says its drive home is not counted', async () => {
    answerSearch(fleets);
    const { user } = await renderSearch(
      '/search/dallas/tx?type=1&people=20&trip=1&group=20&days=1&miles=230',
    );
    await figureOf('Far Coaches');
    const rows = await breakdown(user, 'Far Coaches');
    expect(rows[1]).toBe('Bringing the bus to Dallas, TX: 37 miles at $2.90 | $107');
    expect(rows.filter((row) => row.startsWith('Taking the bus home'))).toEqual([]);
    expect(
      within(card('Far Coaches')).getByText(
        'Where this one-way trip ends is not known, so the drive home from there is not counted.',
      ),
    ).toBeVisible();
  });

  it("/compare's address carries the search's point: opened elsewhere, it measures as the cards did", async () => {
    // The search's answer places Dallas at this point (Fort Worth's, to make the drives differ
    // from the gazetteer's Dallas): the cards measure from it, and so must /compare's address.
    answerSearch(wireSearch(companies, { latitude: 32.75, longitude: -97.33 }));
    const { user, router, unmount } = await renderSearch(
      '/search/dallas/tx?type=1&people=20&group=20&days=2&miles=300',
    );
    const figures = [await figureOf('Far Coaches'), await figureOf('Near Coaches')];
    for (const name of ['Far Coaches', 'Near Coaches']) {
      await user.click(within(card(name)).getByRole('button', { name: `Compare ${name}` }));
    }
    await user.click(screen.getByRole('link', { name: 'Compare 2 companies' }));
    await waitFor(() => expect(cells('All-in estimate')[0]).toHaveTextContent(figures[0] ?? ''));
    await waitFor(() => expect(router.state.location.search).toContain('&from=32.75%2C-97.33'));
    const address = `${router.state.location.pathname}${router.state.location.search}`;
    unmount();

    // Another browser: no search on show, the companies found again by the address's area.
    renderRoute(address);
    await screen.findByRole('table', { name: /^Comparing/ });
    await waitFor(() => expect(cells('All-in estimate')[0]).toHaveTextContent(figures[0] ?? ''));
    expect(cells('All-in estimate')[1]).toHaveTextContent(figures[1] ?? '');
  });
});
