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
 * The all-in estimate (issue 34) for 20 people, 2 days and 300 miles from Dallas, TX, with the
 * defaults (1 night: a driver's room at $110; a 15% gratuity on the base price):
 * - Near Coaches (Dallas 75202): 2 x $1,000 + 300 x $3 = $2,900, + 110 + 435 = $3,445;
 * - Far Coaches (Fort Worth 76102, about 37 road miles away): 2 x $950 + 300 x $2.90 = $2,770,
 *   + the drive out 37 x $2.90 = $107 and the same drive home $107, + 110 + 416 = $3,510:
 *   cheaper at its base price, dearer all-in;
 * - Lost Coaches (a place the gazetteer does not know): $3,100 + 110 + 465 = $3,675, no drive.
 */
const fleets = wireSearch([
  wireResult(21, 'Far Coaches', {
    company: { city: 'Fort Worth', zip: '76102' },
    busResults: [wireBus(210, 'Full Size', { day_amount: 950, mile_amount: 2.9 })],
  }),
  wireResult(22, 'Near Coaches', {
    busResults: [wireBus(220, 'Full Size', { day_amount: 1000, mile_amount: 3 })],
  }),
  wireResult(23, 'Lost Coaches', {
    company: { city: 'Atlantis', state: 'ZZ', zip: '' },
    busResults: [wireBus(230, 'Full Size', { day_amount: 1100, mile_amount: 3 })],
  }),
]);

const here = (router: { state: { location: { pathname: string; search: string } } }) =>
  `${router.state.location.pathname}${router.state.location.search}`;

async function openSearch(route: string) {
  const rendered = await renderSearch(route);
  await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(3));
  return rendered;
}

const toggle = () => screen.getByRole('button', { name: 'Estimate my trip' });
const form = () => screen.getByRole('form', { name: 'Estimate my trip' });

async function openForm(user: UserEvent) {
  await user.click(toggle());
  return screen.findByRole('form', { name: 'Estimate my trip' });
}

/** The breakdown of a card, opened with its disclosure. */
async function breakdown(user: UserEvent, name: string) {
  const button = within(card(name)).getByRole('button', { name: "What's in it" });
  await user.click(button);
  expect(button).toHaveAttribute('aria-expanded', 'true');
  return within(card(name)).getByRole('table', { name: /^All-in estimate for/ });
}

/** A table's rows as "label | amount". */
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) =>
      [...row.querySelectorAll('th, td')].map((cell) => cell.textContent?.trim()).join(' | '),
    );

const TRIP = '/search/dallas/tx?people=20&group=20&days=2&miles=300';

describe('Search page: the all-in estimate', () => {
  it('shows each card the all-in figure with its breakdown a click away, line by line', async () => {
    answerSearch(fleets);
    const { user } = await openSearch(TRIP);
    // The drive from Fort Worth is counted once the places are known.
    expect(await within(card('Far Coaches')).findByText(/^All-in estimate \$3,510$/)).toBeVisible();
    expect(within(card('Near Coaches')).getByText(/^All-in estimate \$3,445$/)).toBeVisible();
    expect(within(card('Lost Coaches')).getByText(/^All-in estimate \$3,675$/)).toBeVisible();

    expect(rowsOf(await breakdown(user, 'Far Coaches'))).toEqual([
      'Base price: 2 days x $950 + 300 miles x $2.90 | $2,770',
      'Bringing the bus to Dallas, TX: 37 miles at $2.90 | $107',
      'Taking the bus home from Dallas, TX: 37 miles at $2.90 | $107',
      "Driver's room: 1 night x $110 | $110",
      'Gratuity: 15% of the base price | $416',
      'All-in estimate | $3,510',
    ]);
    const far = card('Far Coaches');
    expect(
      within(far).getByText('Not included: tolls, parking, permits, fuel surcharges and taxes.'),
    ).toBeVisible();
    expect(within(far).queryByText(/is not known/)).toBeNull();

    // A company in the departure's own town adds no drive; one whose base is unknown says so.
    expect(rowsOf(await breakdown(user, 'Near Coaches'))).not.toContainEqual(
      expect.stringMatching(/^Bringing the bus/),
    );
    await breakdown(user, 'Lost Coaches');
    expect(
      within(card('Lost Coaches')).getByText(
        'Where this company is based is not known, so the drive to reach you is not counted.',
      ),
    ).toBeVisible();
  });

  it('sorts by the all-in figure, the drive from the base included', async () => {
    answerSearch(fleets);
    const { user } = await openSearch(`${TRIP}&sort=estimate`);
    await within(card('Far Coaches')).findByText(/^All-in estimate \$3,510$/);
    await waitFor(() =>
      expect(cardTitles()).toEqual(['Near Coaches', 'Far Coaches', 'Lost Coaches']),
    );
    expect(screen.getByLabelText('Sort by')).toHaveValue('estimate');
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Featured');
    expect(cardTitles()).toEqual(['Far Coaches', 'Near Coaches', 'Lost Coaches']);
  });

  it('takes changed assumptions from the planner, keeps them in the link, and a link shows the same', async () => {
    answerSearch(fleets);
    const first = await openSearch(TRIP);
    const { user, router } = first;
    await within(card('Near Coaches')).findByText(/^All-in estimate \$3,445$/);
    await openForm(user);
    const planner = form();
    expect(within(planner).getByLabelText('Gratuity (%)')).toHaveValue('15');
    expect(within(planner).getByLabelText('Room per night ($)')).toHaveValue('110');
    expect(within(planner).queryByLabelText('Relief driver per day ($)')).toBeNull();

    // A wrong value: its message, the field focused, nothing applied.
    await user.clear(within(planner).getByLabelText('Gratuity (%)'));
    await user.type(within(planner).getByLabelText('Gratuity (%)'), '45');
    await user.click(within(planner).getByRole('button', { name: 'Show Estimates' }));
    expect(within(planner).getByText('Gratuity must be a whole number from 0 to 30')).toBeVisible();
    expect(within(planner).getByLabelText('Gratuity (%)')).toHaveFocus();
    expect(within(planner).getByLabelText('Gratuity (%)')).toHaveValue('45');

    await user.clear(within(planner).getByLabelText('Gratuity (%)'));
    await user.type(within(planner).getByLabelText('Gratuity (%)'), '0');
    await user.clear(within(planner).getByLabelText('Room per night ($)'));
    await user.type(within(planner).getByLabelText('Room per night ($)'), '90');
    await user.click(within(planner).getByLabelText('Add a relief driver'));
    expect(within(planner).getByLabelText('Relief driver per day ($)')).toHaveValue('400');
    await user.click(within(planner).getByRole('button', { name: 'Show Estimates' }));

    // $2,900 + a relief driver 2 x $400 + 1 night x 2 drivers x $90, no gratuity.
    expect(
      await within(card('Near Coaches')).findByText(/^All-in estimate \$3,880$/),
    ).toBeVisible();
    expect(rowsOf(await breakdown(user, 'Near Coaches'))).toEqual([
      'Base price: 2 days x $1,000 + 300 miles x $3 | $2,900',
      'Relief driver: 2 days x $400 | $800',
      "Drivers' rooms: 1 night x 2 drivers x $90 | $180",
      'All-in estimate | $3,880',
    ]);
    await waitFor(() => expect(here(router)).toBe(`${TRIP}&costs=tip0.room90.relief`));
    const link = here(router);
    first.unmount();
    localStorage.clear();

    answerSearch(fleets);
    await openSearch(link);
    expect(
      await within(card('Near Coaches')).findByText(/^All-in estimate \$3,880$/),
    ).toBeVisible();
    expect(
      screen.getByText(
        /with the empty drive from each company's base to the start and home from the end, a relief driver at \$400 a day and a room for each driver at \$90 a night away\. Not included/,
      ),
    ).toBeVisible();
  });

  it('ignores a damaged assumption in a link: the default stands', async () => {
    answerSearch(fleets);
    await openSearch(`${TRIP}&costs=tip99.room-3.bogus.relief12345.room90`);
    // tip99 is out of bounds; room-3, bogus and relief12345 are not parts; room90 is: $2,900 +
    // 90 + 435.
    expect(
      await within(card('Near Coaches')).findByText(/^All-in estimate \$3,425$/),
    ).toBeVisible();
  });

  it('flags a same-day trip past 15 hours on duty, and offers only the day more that fixes it', async () => {
    answerSearch(fleets);
    const { user, router } = await openSearch(
      '/search/dallas/tx?people=20&trip=2&group=20&days=1&miles=600',
    );
    // 12 hours at the wheel and the default 4 at the destination: no relief driver may drive it.
    const warning = await screen.findByText(
      /^Too long for one day even with a relief driver: day 1 needs about 16 hours on duty/,
    );
    expect(warning).toHaveTextContent(
      '(12 hours at the wheel and 4 hours waiting at the destination), and no driver may drive after 15 hours on duty (49 CFR 395.5). Add a day to the trip.',
    );
    expect(screen.queryByRole('button', { name: 'Add a relief driver' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add a day' }));
    await waitFor(() =>
      expect(here(router)).toBe('/search/dallas/tx?people=20&trip=2&group=20&days=2&miles=600'),
    );
    expect(screen.queryByText(/^Too long for one day/)).toBeNull();
    expect(
      screen.getByText(
        /each leg on its day\. Day 1: about 6 hours of driving \(300 miles\); Day 2: about 6 hours/,
      ),
    ).toBeVisible();
  });

  it('offers a relief driver for a long one-way day, within the 15 hours on duty', async () => {
    answerSearch(fleets);
    const { user, router } = await openSearch(
      '/search/dallas/tx?people=20&trip=1&group=20&days=1&miles=600',
    );
    // One leg of 12 hours: a day more cannot split it, two drivers may share it.
    expect(
      await screen.findByText(/^One driver may not drive this: .* Add a relief driver\.$/),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Add a day' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add a relief driver' }));
    await waitFor(() => expect(here(router)).toMatch(/&costs=relief$/));
    expect(screen.queryByText(/may not drive this/)).toBeNull();
    expect(screen.getByLabelText('Sort by')).toBeVisible();
  });

  it('a day too long for any fix is told to plan a night on the way, with no button', async () => {
    answerSearch(fleets);
    await openSearch('/search/dallas/tx?people=20&trip=2&group=20&days=1&miles=1100');
    expect(await screen.findByText(/Plan a night on the way\.$/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Add a day' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add a relief driver' })).toBeNull();
  });

  it('/review sums it up in one line with the trip, for the companies in the list', async () => {
    answerSearch(fleets);
    const { user, router } = await openSearch(TRIP);
    await within(card('Far Coaches')).findByText(/^All-in estimate \$3,510$/);
    for (const name of ['Near Coaches', 'Far Coaches']) {
      await user.click(within(card(name)).getByRole('button', { name: 'Add To Quote Request' }));
    }
    await router.navigate('/review');
    const line = await screen.findByText(/^for your trip/);
    expect(line.closest('p')).toHaveTextContent(
      'All-in estimate for your trip (2 days, 300 miles, 20 people): $3,445 to $3,510 for the companies in your list (not sent with the request).',
    );
  });
});
