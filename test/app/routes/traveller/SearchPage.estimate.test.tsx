import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
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
 * For 20 people, 2 days and 300 miles, all-in (every base in Dallas: no drive to add; 1 night:
 * a driver's room at $110 a bus; a 15% gratuity on the base price):
 * - Alpha: a Minibus (28 seats) and a Full Size (56) both seat them: $2,900 + 110 + 435 = $3,445
 *   to $4,275 + 110 + 641 = $5,026;
 * - Bravo: one Full Size: 2 x 1,650 + 300 x 4.25 = $4,575, + 110 + 686 = $5,371;
 * - Charlie: Vans of 14 seats, none seats 20: 2 x (2 x 450 + 300 x 1.50) = $2,700, + 2 x 110 +
 *   405 = $3,325;
 * - Delta: a Minibus without posted rates.
 */
const fleets = wireSearch(
  [
    wireResult(11, 'Alpha Coaches', {
      busResults: [
        wireBus(110, 'all', { seats: 56, day_amount: 0, mile_amount: 0 }),
        wireBus(111, 'Minibus', { seats: 28, day_amount: 1000, mile_amount: 3 }),
        wireBus(112, 'Full Size', { seats: 56, day_amount: 1500, mile_amount: 4.25 }),
      ],
    }),
    wireResult(12, 'Bravo Bus', { busResults: [wireBus(120, 'Full Size')] }),
    wireResult(13, 'Charlie Vans', {
      busResults: [
        wireBus(130, 'Van', { seats: 14, quantity: 3, day_amount: 450, mile_amount: 1.5 }),
      ],
    }),
    wireResult(14, 'Delta Lines', {
      busResults: [wireBus(140, 'Minibus', { seats: 28, day_amount: 0, mile_amount: null })],
    }),
  ],
  {
    bus_types: [
      { id: 1, name: 'Full Size' },
      { id: 2, name: 'Minibus' },
      { id: 8, name: 'Van' },
    ],
  },
);

const FEATURED = ['Alpha Coaches', 'Bravo Bus', 'Charlie Vans', 'Delta Lines'];
const BY_ESTIMATE = ['Charlie Vans', 'Alpha Coaches', 'Bravo Bus', 'Delta Lines'];
const NOTE =
  "All-in estimates for 20 people, 2 days and 300 miles: each company's posted day and mile rates, with the empty drive from each company's base to the start and home from the end, a room for each driver at $110 a night away and a 15% gratuity. Not included: tolls, parking, permits, fuel surcharges and taxes. The company's quote is what counts.";

const here = (router: { state: { location: { pathname: string; search: string } } }) =>
  `${router.state.location.pathname}${router.state.location.search}`;

/** The search at `route`, once every card is shown (the list fills in after its first frame). */
async function openSearch(route: string, cards = 4) {
  const rendered = await renderSearch(route);
  await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(cards));
  return rendered;
}

/** The estimate lines of the cards. */
const cardFigures = () =>
  screen
    .getAllByRole('article')
    .flatMap((item) => within(item).queryAllByText(/^All-in estimate \$/));

const toggle = () => screen.getByRole('button', { name: 'Estimate my trip' });
const form = () => screen.getByRole('form', { name: 'Estimate my trip' });
/** Opens the disclosure; the form loads on first use. */
async function openForm(user: UserEvent) {
  await user.click(toggle());
  return screen.findByRole('form', { name: 'Estimate my trip' });
}
const sortSelect = () => screen.getByLabelText('Sort by');

async function setEstimate(
  user: UserEvent,
  values: { people?: string; days?: string; miles?: string },
) {
  if (toggle().getAttribute('aria-expanded') !== 'true') await openForm(user);
  for (const [label, value] of [
    ['People', values.people],
    ['Days', values.days],
    ['Total miles', values.miles],
  ] as const) {
    if (value === undefined) continue;
    const input = within(form()).getByLabelText(label);
    await user.clear(input);
    if (value) await user.type(input, value);
  }
  await user.click(within(form()).getByRole('button', { name: 'Show Estimates' }));
  // The first estimate of a visit loads its code: the results are busy until it is there.
  await waitFor(() => expect(document.querySelector('[aria-busy="true"]')).toBeNull());
}

describe('Search page: Estimate my trip', () => {
  it('is a disclosure with people prefilled from the search, 1 day and no miles; Escape closes it', async () => {
    answerSearch(fleets);
    const { user } = await openSearch('/search/dallas/tx?people=20');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('form', { name: 'Estimate my trip' })).toBeNull();
    expect(cardFigures()).toEqual([]);

    await openForm(user);
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    expect(within(form()).getByLabelText('People')).toHaveValue('20');
    expect(within(form()).getByLabelText('Days')).toHaveValue('1');
    expect(within(form()).getByLabelText('Total miles')).toHaveValue('');
    expect(
      screen.getByText(/^All-in estimates start from each company's posted day and mile rates/),
    ).toBeVisible();
    expect(within(form()).queryByRole('button', { name: 'Clear Estimate' })).toBeNull();

    await user.click(within(form()).getByLabelText('Days'));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('form', { name: 'Estimate my trip' })).toBeNull();
    expect(toggle()).toHaveFocus();
  });

  it('shows each card its figure, a range, several vehicles or "No posted rates", and keeps it in the URL', async () => {
    const requests = answerSearch(fleets);
    const { user, router } = await openSearch('/search/dallas/tx?people=20');
    await setEstimate(user, { days: '2', miles: '300' });

    expect(screen.queryByRole('form', { name: 'Estimate my trip' })).toBeNull();
    expect(toggle()).toHaveFocus();
    expect(screen.getByText(NOTE)).toBeVisible();

    const alpha = card('Alpha Coaches');
    // The estimate's code loads with the first estimate.
    expect(await within(alpha).findByText('$3,445-$5,026')).toBeVisible();
    // A screen reader hears "to", not "minus".
    expect(within(alpha).getByText('$3,445 to $5,026')).toHaveClass('visually-hidden');
    expect(within(alpha).getByText('(Minibus to Full Size)')).toBeVisible();
    expect(within(alpha).getByText('Estimate from posted rates, not a quote')).toBeVisible();
    expect(within(card('Bravo Bus')).getByText(/^All-in estimate \$5,371$/)).toBeVisible();
    expect(within(card('Bravo Bus')).getByText('(Full Size)')).toBeVisible();
    expect(within(card('Charlie Vans')).getByText(/^All-in estimate \$3,325$/)).toBeVisible();
    expect(within(card('Charlie Vans')).getByText('(2 x Van)')).toBeVisible();
    expect(within(card('Delta Lines')).getByText('No posted rates')).toBeVisible();
    expect(within(card('Delta Lines')).queryByText(/All-in estimate/)).toBeNull();

    // A filter of the loaded results: written to the address, never searched again.
    await waitFor(() =>
      expect(here(router)).toBe('/search/dallas/tx?people=20&group=20&days=2&miles=300'),
    );
    expect(router.state.historyAction).toBe('REPLACE');
    expect(requests).toHaveLength(1);
    expect(cardTitles()).toEqual(FEATURED);
  });

  it('sorts by estimated price, lowest first and companies without one last, only once an estimate is set', async () => {
    answerSearch(fleets);
    const { user, router } = await openSearch('/search/dallas/tx?people=20');
    const byEstimate = within(sortSelect()).getByRole('option', {
      name: 'All-in estimate (set an estimate first)',
    });
    expect(byEstimate).toBeDisabled();
    expect(sortSelect()).toHaveValue('featured');

    await setEstimate(user, { days: '2', miles: '300' });
    await user.selectOptions(sortSelect(), 'All-in estimate, lowest first');
    expect(cardTitles()).toEqual(BY_ESTIMATE);
    await waitFor(() => expect(here(router)).toMatch(/&sort=estimate$/));

    await user.selectOptions(sortSelect(), 'Featured');
    expect(cardTitles()).toEqual(FEATURED);
    await waitFor(() => expect(here(router)).not.toContain('sort='));
  });

  it('a reload of the address shows the same estimate and order, and the form starts from it', async () => {
    answerSearch(fleets);
    const first = await openSearch('/search/dallas/tx?people=20');
    await setEstimate(first.user, { people: '20', days: '2', miles: '300' });
    await first.user.selectOptions(sortSelect(), 'All-in estimate, lowest first');
    await waitFor(() => expect(here(first.router)).toMatch(/sort=estimate$/));
    const address = here(first.router);
    first.unmount();

    const { user } = await openSearch(address);
    expect(cardTitles()).toEqual(BY_ESTIMATE);
    expect(sortSelect()).toHaveValue('estimate');
    expect(screen.getByText(NOTE)).toBeVisible();
    expect(within(card('Bravo Bus')).getByText(/^All-in estimate \$5,371$/)).toBeVisible();
    await openForm(user);
    expect(within(form()).getByLabelText('People')).toHaveValue('20');
    expect(within(form()).getByLabelText('Days')).toHaveValue('2');
    expect(within(form()).getByLabelText('Total miles')).toHaveValue('300');
  });

  it('ignores an estimate in the address that is out of bounds', async () => {
    answerSearch(fleets);
    await openSearch('/search/dallas/tx?group=20&days=15&miles=300&sort=estimate');
    expect(cardFigures()).toEqual([]);
    expect(cardTitles()).toEqual(FEATURED);
    expect(sortSelect()).toHaveValue('featured');
  });

  it('says what is wrong with each value, focuses the first, and keeps the results as they were', async () => {
    answerSearch(fleets);
    const { user, router } = await openSearch('/search/dallas/tx');
    await setEstimate(user, { people: '', days: '15', miles: '6,000' });

    const people = within(form()).getByLabelText('People');
    expect(people).toHaveFocus();
    expect(people).toHaveAccessibleDescription('People must be a whole number from 1 to 999');
    expect(within(form()).getByLabelText('Days')).toHaveAccessibleDescription(
      'Days must be a whole number from 1 to 14',
    );
    expect(within(form()).getByLabelText('Total miles')).toHaveAccessibleDescription(
      'Total miles must be a whole number from 0 to 5,000',
    );
    expect(within(form()).getByLabelText('Days')).toHaveAttribute('aria-invalid', 'true');
    expect(cardFigures()).toEqual([]);
    expect(here(router)).toBe('/search/dallas/tx');

    // Typing into a field clears its message; "1,200" miles reads as 1200.
    await user.type(people, '2.5');
    expect(screen.queryByText('People must be a whole number from 1 to 999')).toBeNull();
    await setEstimate(user, { days: '0', miles: '1,200' });
    expect(within(form()).getByLabelText('People')).toHaveFocus();
    expect(screen.getByText('People must be a whole number from 1 to 999')).toBeVisible();
    expect(screen.getByText('Days must be a whole number from 1 to 14')).toBeVisible();
    expect(screen.queryByText(/^Total miles must/)).toBeNull();

    await setEstimate(user, { people: '20', days: '14', miles: '1,200' });
    expect(screen.queryByRole('form', { name: 'Estimate my trip' })).toBeNull();
    await waitFor(() => expect(here(router)).toBe('/search/dallas/tx?group=20&days=14&miles=1200'));
  });

  it('Clear Estimate removes the figures, the sort by them and their part of the address', async () => {
    answerSearch(fleets);
    const { user, router } = await openSearch(
      '/search/dallas/tx?group=20&days=2&miles=300&sort=estimate',
    );
    expect(cardTitles()).toEqual(BY_ESTIMATE);
    await openForm(user);
    await user.click(within(form()).getByRole('button', { name: 'Clear Estimate' }));
    expect(cardFigures()).toEqual([]);
    expect(screen.queryByText(NOTE)).toBeNull();
    expect(cardTitles()).toEqual(FEATURED);
    expect(sortSelect()).toHaveValue('featured');
    await waitFor(() => expect(here(router)).toBe('/search/dallas/tx'));
  });

  it('estimates the selected bus type only, as the card shows that type', async () => {
    answerSearch(fleets);
    const { user } = await openSearch('/search/dallas/tx?type=2&group=20&days=2&miles=300', 2);
    expect(cardTitles()).toEqual(['Alpha Coaches', 'Delta Lines']);
    expect(within(card('Alpha Coaches')).getByText(/^All-in estimate \$3,445$/)).toBeVisible();
    expect(within(card('Alpha Coaches')).getByText('(Minibus)')).toBeVisible();
    await user.click(screen.getByRole('button', { name: /^Bus Types/ }));
    await user.selectOptions(screen.getByLabelText('Bus Type'), 'All Bus Types');
    expect(within(card('Alpha Coaches')).getByText('$3,445-$5,026')).toBeVisible();
  });
});
