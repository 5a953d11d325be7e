import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { loadPlaceIndex } from '@/features/tripPlan/placeIndex';
import { legMiles, tripMiles } from '@/features/tripPlan/tripMiles';
import type { LatLon } from '@/features/tripPlan/types';
import { sheetParams } from '@/features/tripSheet/sheetLink';
import {
  answerSearch,
  card,
  cardTitles,
  renderSearch,
  wireBus,
  wireResult,
  wireSearch,
} from '../../../features/search/fixtures';
import { tripLabel } from '../../../features/tripRequest/tripForm';
import { persistedStore } from '../../../utils/persistedStore';
import { renderRoute } from '../../../utils/renderWithProviders';

/*
 * A Spokane search (the answer's coordinates are Spokane's centre) of two companies, for 40
 * people: Alpha's Full Size seats them ($1,500 a day, $4 a mile); Bravo needs 2 Minibuses
 * ($900 a day, $2 a mile each). Priced by miles, the order turns around on a long trip. Both
 * are based in Spokane: the all-in estimate adds no drive, only a room a night per bus ($110)
 * and a 15% gratuity (allIn).
 */
const SPOKANE = { latitude: 47.6588, longitude: -117.426 };
const spokane = wireSearch(
  [
    wireResult(21, 'Alpha Coaches', {
      company: { city: 'Spokane', state: 'WA', zip: '99201' },
      busResults: [wireBus(210, 'Full Size', { seats: 56, day_amount: 1500, mile_amount: 4 })],
    }),
    wireResult(22, 'Bravo Bus', {
      company: { city: 'Spokane', state: 'WA', zip: '99201' },
      busResults: [
        wireBus(220, 'Minibus', { seats: 28, quantity: 3, day_amount: 900, mile_amount: 2 }),
      ],
    }),
  ],
  {
    ...SPOKANE,
    city: 'Spokane',
    state: 'WA',
    url_friendly_city: 'spokane',
    url_friendly_state: 'wa',
  },
);

/** A 2-day trip's all-in figure: the base, a night's room a bus and a 15% gratuity. */
const allIn = (base: number, buses = 1) => base + 110 * buses + Math.round(base * 0.15);

/** Far enough ahead never to be "in the past". */
const DEPART = '2099-06-14';
const RETURN = '2099-06-15';

const here = (router: { state: { location: { pathname: string; search: string } } }) =>
  `${router.state.location.pathname}${router.state.location.search}`;
const query = (router: { state: { location: { search: string } } }) =>
  new URLSearchParams(router.state.location.search);

const toggle = () => screen.getByRole('button', { name: 'Estimate my trip' });
const planner = () => screen.getByRole('form', { name: 'Estimate my trip' });
const field = (label: string | RegExp) => within(planner()).getByLabelText(label);
const destination = () => field('Destination');
const addStop = () => field('Add a stop on the way (up to 5)');

async function openPlanner(user: UserEvent) {
  await user.click(toggle());
  return screen.findByRole('form', { name: 'Estimate my trip' });
}

/** Types into a place field and picks the match named `name`. */
async function choosePlace(user: UserEvent, input: HTMLElement, typed: string, name: string) {
  await user.clear(input);
  await user.type(input, typed);
  await user.click(await within(planner()).findByRole('button', { name }));
}

/** A date input takes a whole date at once, as a browser's date picker gives it. */
function setDate(label: string, value: string) {
  fireEvent.change(field(label), { target: { value } });
}

async function showEstimates(user: UserEvent) {
  await user.click(within(planner()).getByRole('button', { name: 'Show Estimates' }));
  await waitFor(() => expect(screen.queryByRole('form', { name: 'Estimate my trip' })).toBeNull());
  await waitFor(() => expect(document.querySelector('[aria-busy="true"]')).toBeNull());
}

/** The expected road miles, from the gazetteer's places (the unit tests hold the math itself). */
async function expectedMiles(stops: string[], to: string, roundTrip: boolean): Promise<number> {
  const index = await loadPlaceIndex();
  const place = (key: string): LatLon => {
    const found = index.find(key);
    if (!found) throw new Error(key);
    return found;
  };
  return tripMiles(legMiles(SPOKANE, stops.map(place), place(to), roundTrip));
}

const money = (dollars: number) => `$${dollars.toLocaleString('en-US')}`;

/**
 * /review's trip form as the Spokane-Seattle plan fills it (40 people, round trip, the planned
 * dates) with `notes` naming its stops; resolves to a reader of the form's fields by label.
 */
async function expectPlannedTrip(notes: string) {
  const form = await screen.findByRole('form', { name: 'Trip request' });
  const value = (label: RegExp) => within(form).getByLabelText(label);
  expect(value(tripLabel('departureCity'))).toHaveValue('Spokane');
  expect(value(tripLabel('departureState'))).toHaveValue('WA');
  expect(value(tripLabel('destinationCity'))).toHaveValue('Seattle');
  expect(value(tripLabel('destinationState'))).toHaveValue('WA');
  expect(value(tripLabel('departureDate'))).toHaveValue(DEPART);
  expect(value(tripLabel('returnDate'))).toHaveValue(RETURN);
  expect(value(tripLabel('numberOfPeople'))).toHaveValue(40);
  await waitFor(() =>
    expect(
      within(value(tripLabel('tripType'))).getByRole('option', { name: 'Round Trip' }),
    ).toHaveProperty('selected', true),
  );
  expect(value(tripLabel('notes'))).toHaveValue(notes);
  return value;
}

// Each test drives many steps of a lazily loaded planner and gazetteer: on two busy cores that
// can take longer than the default 15 s, though every wait is on what is shown.
describe('Search page: the trip planner', { timeout: 40_000 }, () => {
  it('plans a round trip with a stop: miles, days, every card, the sort and the address follow', async () => {
    const requests = answerSearch(spokane);
    const { user, router } = await renderSearch('/search/spokane/wa?people=40');
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
    await openPlanner(user);
    expect(field('People')).toHaveValue('40');
    expect(
      within(planner()).getByText('From Spokane, WA, where this search departs.'),
    ).toBeVisible();

    await choosePlace(user, destination(), 'Seatt', 'Seattle, WA');
    expect(destination()).toHaveValue('Seattle, WA');
    expect(destination()).toHaveFocus();
    await choosePlace(user, addStop(), 'Ellensb', 'Ellensburg, WA');
    expect(addStop()).toHaveValue('');
    expect(within(planner()).getByRole('list', { name: 'Stops on the way' })).toHaveTextContent(
      '1. Ellensburg, WA',
    );
    await user.click(within(planner()).getByRole('radio', { name: 'Round Trip' }));
    setDate('Departure date', DEPART);
    setDate('Return date', RETURN);

    const miles = await expectedMiles(['Ellensburg,WA'], 'Seattle,WA', true);
    expect(field('Days')).toHaveValue('2');
    expect(field('Total miles')).toHaveValue(String(miles));
    expect(
      within(planner()).getByText(
        /^About \d+ miles: 3 legs of about \d+, \d+ and \d+ miles straight-line, x 1\.2 for roads\.$/,
      ),
    ).toBeVisible();
    expect(
      within(planner()).getByText(
        '2 days: from the departure date to the return date, both counted.',
      ),
    ).toBeVisible();

    await showEstimates(user);
    expect(toggle()).toHaveFocus();
    // Round Trip is the search's trip type: the search runs again with it.
    expect(requests).toHaveLength(2);
    expect(requests[1]).toMatchObject({ trip_type: 2 });
    expect(
      screen.getByText(
        `All-in estimates for 40 people, 2 days and ${miles.toLocaleString('en-US')} miles: each company's posted day and mile rates, with the empty drive from each company's base to the start and home from the end, a room for each driver at $110 a night away and a 15% gratuity. Not included: tolls, parking, permits, fuel surcharges and taxes. The company's quote is what counts.`,
      ),
    ).toBeVisible();
    expect(
      await screen.findByText(/^Spokane, WA to Seattle, WA via Ellensburg, WA and back\./),
    ).toBeVisible();

    const alpha = allIn(2 * 1500 + miles * 4);
    const bravo = allIn(2 * (2 * 900 + miles * 2), 2);
    expect(
      within(card('Alpha Coaches')).getByText(`All-in estimate ${money(alpha)}`),
    ).toBeVisible();
    expect(within(card('Bravo Bus')).getByText(`All-in estimate ${money(bravo)}`)).toBeVisible();

    await waitFor(() => expect(query(router).get('to')).toBe('Seattle,WA'));
    const address = query(router);
    expect(address.getAll('via')).toEqual(['Ellensburg,WA']);
    expect(Object.fromEntries(address)).toMatchObject({
      people: '40',
      trip: '2',
      group: '40',
      days: '2',
      miles: String(miles),
      depart: DEPART,
      return: RETURN,
    });

    await user.selectOptions(screen.getByLabelText('Sort by'), 'All-in estimate, lowest first');
    expect(cardTitles()).toEqual(
      alpha <= bravo ? ['Alpha Coaches', 'Bravo Bus'] : ['Bravo Bus', 'Alpha Coaches'],
    );
    await waitFor(() => expect(query(router).get('sort')).toBe('estimate'));
    expect(query(router).get('to')).toBe('Seattle,WA');
  });

  it('a hand-typed value wins until what it depends on changes', async () => {
    answerSearch(spokane);
    const { user, router } = await renderSearch('/search/spokane/wa?people=40');
    await openPlanner(user);
    await choosePlace(user, destination(), 'Seattle, WA', 'Seattle, WA');
    // Round Trip is offered first when the search has no trip type yet.
    expect(within(planner()).getByRole('radio', { name: 'Round Trip' })).toBeChecked();
    const roundTrip = await expectedMiles([], 'Seattle,WA', true);
    expect(field('Total miles')).toHaveValue(String(roundTrip));

    await user.clear(field('Total miles'));
    await user.type(field('Total miles'), '600');
    await user.clear(field('Days'));
    await user.type(field('Days'), '3');
    expect(
      within(planner()).getByText(
        'Your miles are used instead until the places or the trip type change.',
      ),
    ).toBeVisible();
    // The dates change the days, not the miles.
    setDate('Departure date', DEPART);
    expect(field('Days')).toHaveValue('1');
    expect(field('Total miles')).toHaveValue('600');
    await showEstimates(user);
    await waitFor(() => expect(query(router).get('miles')).toBe('600'));

    // Opened again, the typed miles are still the traveller's.
    await openPlanner(user);
    expect(field('Total miles')).toHaveValue('600');
    expect(destination()).toHaveValue('Seattle, WA');
    await user.click(within(planner()).getByRole('radio', { name: 'One Way' }));
    const oneWay = await expectedMiles([], 'Seattle,WA', false);
    expect(field('Total miles')).toHaveValue(String(oneWay));
    expect(within(planner()).queryByText(/^Your miles are used instead/)).toBeNull();
    expect(here(router)).toContain('miles=600');
  });

  it('stops are added, reordered and removed from the keyboard, five at most', async () => {
    answerSearch(spokane);
    const { user } = await renderSearch('/search/spokane/wa');
    await openPlanner(user);
    await choosePlace(user, destination(), 'Seattle', 'Seattle, WA');
    // Enter picks the first match rather than sending the form half-typed.
    for (const [typed, first] of [
      ['Ellensburg', 'Ellensburg, WA'],
      ['Leavenworth, WA', 'Leavenworth, WA'],
      ['98926', 'Ellensburg, WA 98926'],
      ['Wenatchee', 'Wenatchee, WA'],
      ['Cle Elum', 'Cle Elum, WA'],
    ]) {
      addStop().focus();
      // Pasted in one go (typing has its tests): five stops typed key by key take long.
      await user.paste(typed ?? '');
      const matches = await within(planner()).findByRole('list', {
        name: `Places matching ${typed}`,
      });
      expect(within(matches).getAllByRole('button')[0]).toHaveAccessibleName(first);
      await user.keyboard('{Enter}');
    }
    const stops = () =>
      within(within(planner()).getByRole('list', { name: 'Stops on the way' }))
        .getAllByRole('listitem')
        .map((item) => item.querySelector('.plan-stops__name')?.textContent);
    expect(stops()).toEqual([
      '1. Ellensburg, WA',
      '2. Leavenworth, WA',
      '3. Ellensburg, WA 98926',
      '4. Wenatchee, WA',
      '5. Cle Elum, WA',
    ]);
    expect(within(planner()).queryByLabelText('Add a stop on the way (up to 5)')).toBeNull();
    expect(within(planner()).getByText('5 stops is the most a trip plan takes.')).toBeVisible();

    const moveUp = within(planner()).getByRole('button', { name: 'Move up Wenatchee, WA' });
    moveUp.focus();
    await user.keyboard('{Enter}');
    expect(stops()[2]).toBe('3. Wenatchee, WA');
    expect(within(planner()).getByRole('button', { name: 'Move up Wenatchee, WA' })).toHaveFocus();
    expect(screen.getByText('Wenatchee, WA is now stop 3 of 5.')).toBeInTheDocument();
    await user.keyboard('{Enter}{Enter}');
    // At the top, Move up is off: focus moves to Move down.
    expect(stops()[0]).toBe('1. Wenatchee, WA');
    expect(within(planner()).getByRole('button', { name: 'Move up Wenatchee, WA' })).toBeDisabled();
    expect(
      within(planner()).getByRole('button', { name: 'Move down Wenatchee, WA' }),
    ).toHaveFocus();

    await user.click(within(planner()).getByRole('button', { name: 'Remove Leavenworth, WA' }));
    expect(stops()).toEqual([
      '1. Wenatchee, WA',
      '2. Ellensburg, WA',
      '3. Ellensburg, WA 98926',
      '4. Cle Elum, WA',
    ]);
    expect(
      within(planner()).getByRole('button', { name: 'Remove Ellensburg, WA 98926' }),
    ).toHaveFocus();
    expect(addStop()).toBeInTheDocument();
  });

  it('judges a value typed and not left on Show Estimates, keeping it and every other message', async () => {
    answerSearch(spokane);
    const { user, router } = await renderSearch('/search/spokane/wa?people=40');
    await openPlanner(user);
    await user.type(field('Total miles'), '100');
    const days = field('Days');
    const gratuity = field('Gratuity (%)');
    await user.clear(gratuity);
    await user.type(gratuity, '300');
    await user.clear(days);
    // Still in the field, no blur: the press judges what it holds.
    await user.type(days, '15');
    await user.click(within(planner()).getByRole('button', { name: 'Show Estimates' }));
    expect(days).toHaveFocus();
    expect(days).toHaveValue('15');
    expect(days).toHaveAccessibleDescription('Days must be a whole number from 1 to 14');
    expect(gratuity).toHaveValue('300');
    expect(gratuity).toHaveAccessibleDescription(/^Gratuity must be/);

    // A field typed again loses its message until the next press; the others keep theirs.
    await user.type(days, '{Backspace}4');
    expect(days).not.toHaveAccessibleDescription(/must be/);
    expect(gratuity).toHaveAccessibleDescription(/^Gratuity must be/);
    await user.click(within(planner()).getByRole('button', { name: 'Show Estimates' }));
    expect(gratuity).toHaveFocus();
    expect(query(router).get('days')).toBeNull();
  });

  it('applies a plan once when Show Estimates is pressed twice at once', async () => {
    answerSearch(spokane);
    const { user, router } = await renderSearch('/search/spokane/wa?people=40');
    await openPlanner(user);
    const addresses: string[] = [];
    await user.type(field('Total miles'), '100');
    router.subscribe(() => addresses.push(here(router)));
    const press = within(planner()).getByRole('button', { name: 'Show Estimates' });
    fireEvent.click(press);
    fireEvent.click(press);
    await waitFor(() =>
      expect(screen.queryByRole('form', { name: 'Estimate my trip' })).toBeNull(),
    );
    await waitFor(() => expect(query(router).get('miles')).toBe('100'));
    expect(addresses.filter((address) => address.includes('miles=100'))).toHaveLength(1);
    expect(new Set(addresses).size).toBe(addresses.length);
  });

  it('says "We could not find that place" and asks for a destination the stops can lead to', async () => {
    answerSearch(spokane);
    const { user, router } = await renderSearch('/search/spokane/wa?people=40');
    await openPlanner(user);
    await user.type(destination(), 'Xqzvw');
    expect(await within(planner()).findByText('We could not find that place')).toBeVisible();
    await user.click(within(planner()).getByRole('button', { name: 'Show Estimates' }));
    expect(destination()).toHaveFocus();
    expect(destination()).toHaveAccessibleDescription(
      /^Choose the destination from the list, or clear it/,
    );

    await user.clear(destination());
    await choosePlace(user, addStop(), 'Ellensburg', 'Ellensburg, WA');
    await user.click(within(planner()).getByRole('button', { name: 'Show Estimates' }));
    expect(destination()).toHaveAccessibleDescription(
      /^Choose where the group is going, or remove the stops/,
    );

    await choosePlace(user, destination(), 'Seattle', 'Seattle, WA');
    setDate('Departure date', RETURN);
    setDate('Return date', DEPART);
    await user.click(within(planner()).getByRole('button', { name: 'Show Estimates' }));
    expect(field('Return date')).toHaveFocus();
    expect(field('Return date')).toHaveAccessibleDescription(
      'Return date cannot be before the departure date',
    );
    expect(query(router).get('to')).toBeNull();
  });

  it('a shared link reproduces the plan, and the planner opens on it', async () => {
    answerSearch(spokane);
    const miles = await expectedMiles(['Ellensburg,WA'], 'Seattle,WA', true);
    const link = `/search/spokane/wa?trip=2&group=40&days=2&miles=${miles}&to=Seattle,WA&via=Ellensburg,WA&depart=${DEPART}&return=${RETURN}`;
    const { user, router } = await renderSearch(link);
    expect(
      await screen.findByText(/^Spokane, WA to Seattle, WA via Ellensburg, WA and back\./),
    ).toBeVisible();
    expect(
      within(card('Alpha Coaches')).getByText(
        `All-in estimate ${money(allIn(2 * 1500 + miles * 4))}`,
      ),
    ).toBeVisible();
    expect(here(router)).toBe(link);

    await openPlanner(user);
    expect(destination()).toHaveValue('Seattle, WA');
    expect(within(planner()).getByRole('list', { name: 'Stops on the way' })).toHaveTextContent(
      'Ellensburg, WA',
    );
    expect(within(planner()).getByRole('radio', { name: 'Round Trip' })).toBeChecked();
    expect(field('Departure date')).toHaveValue(DEPART);
    expect(field('Return date')).toHaveValue(RETURN);
    expect(field('Days')).toHaveValue('2');
    expect(field('Total miles')).toHaveValue(String(miles));
    expect(within(planner()).queryByText(/^Your miles are used instead/)).toBeNull();
  });

  it('drops an unknown place of a link with a note and measures the trip again, never failing', async () => {
    answerSearch(spokane);
    const { router } = await renderSearch(
      '/search/spokane/wa?trip=2&group=40&days=2&miles=999&to=Seattle,WA&via=Nowhere,ZZ',
    );
    expect(
      await screen.findByText(
        'We could not find the stop "Nowhere,ZZ" from the link, so it was left out.',
      ),
    ).toBeVisible();
    const miles = await expectedMiles([], 'Seattle,WA', true);
    await waitFor(() => expect(query(router).get('miles')).toBe(String(miles)));
    expect(query(router).getAll('via')).toEqual([]);
    expect(query(router).get('to')).toBe('Seattle,WA');

    // An unknown destination leaves the plan out; the estimate of the link stays.
    answerSearch(spokane);
    const other = await renderSearch('/search/spokane/wa?group=40&days=2&miles=300&to=Atlantis,XX');
    expect(
      await screen.findByText(
        'We could not find the destination "Atlantis,XX" from the link, so the trip plan was left out.',
      ),
    ).toBeVisible();
    await waitFor(() =>
      expect(here(other.router)).toBe('/search/spokane/wa?group=40&days=2&miles=300'),
    );
    expect(screen.getAllByText(/^All-in estimate \$/).length).toBeGreaterThan(0);
  });

  it('measures the plan again from a new departure point', async () => {
    const SEATTLE = { latitude: 47.6062, longitude: -122.3321 };
    answerSearch((request) =>
      request.city === 'Seattle'
        ? { ...spokane, ...SEATTLE, city: 'Seattle', url_friendly_city: 'seattle' }
        : spokane,
    );
    const fromSpokane = await expectedMiles([], 'Ellensburg,WA', true);
    const plan = `trip=2&group=40&days=1&miles=${fromSpokane}&to=Ellensburg,WA`;
    const { router } = await renderSearch(`/search/spokane/wa?${plan}`);
    expect(await screen.findByText(/^Spokane, WA to Ellensburg, WA and back\./)).toBeVisible();

    await router.navigate(`/search/seattle/wa?${plan}`);
    expect(await screen.findByText(/^Seattle, WA to Ellensburg, WA and back\./)).toBeVisible();
    const index = await loadPlaceIndex();
    const ellensburg = index.find('Ellensburg,WA');
    if (!ellensburg) throw new Error('Ellensburg');
    const fromSeattle = tripMiles(legMiles(SEATTLE, [], ellensburg, true));
    expect(fromSeattle).not.toBe(fromSpokane);
    await waitFor(() => expect(query(router).get('miles')).toBe(String(fromSeattle)));
    expect(router.state.location.pathname).toBe('/search/seattle/wa');
  });

  it('prefills the trip request on /review from the plan, the stops in the notes', async () => {
    answerSearch(spokane);
    const { user } = await renderSearch('/search/spokane/wa?people=40');
    await openPlanner(user);
    await choosePlace(user, destination(), 'Seattle', 'Seattle, WA');
    await choosePlace(user, addStop(), 'Ellensburg', 'Ellensburg, WA');
    await choosePlace(user, addStop(), 'Leavenworth', 'Leavenworth, WA');
    setDate('Departure date', DEPART);
    setDate('Return date', RETURN);
    await showEstimates(user);
    await user.click(
      within(card('Alpha Coaches')).getByRole('button', { name: 'Add To Quote Request' }),
    );
    await user.click(screen.getByRole('link', { name: /Quote Requests/ }));

    const value = await expectPlannedTrip('Stops: Ellensburg, WA; Leavenworth, WA');
    // Still the traveller's to change.
    await user.clear(value(tripLabel('notes')));
    await user.type(value(tripLabel('notes')), 'No stops after all');
    expect(value(tripLabel('notes'))).toHaveValue('No stops after all');
  });

  it('fills /review from the plan after a reload, and when /review is opened afresh', async () => {
    answerSearch(spokane);
    const { store, persistor } = await persistedStore();
    const { user, unmount } = await renderSearch('/search/spokane/wa?people=40', { store });
    await openPlanner(user);
    await choosePlace(user, destination(), 'Seattle', 'Seattle, WA');
    await choosePlace(user, addStop(), 'Ellensburg', 'Ellensburg, WA');
    setDate('Departure date', DEPART);
    setDate('Return date', RETURN);
    await showEstimates(user);
    await user.click(
      within(card('Alpha Coaches')).getByRole('button', { name: 'Add To Quote Request' }),
    );
    // The address /review is opened at in the same tab, or /review reloaded: a new store read
    // back from storage, without the search's address.
    await act(() => persistor.flush());
    unmount();
    const { store: reloaded } = await persistedStore();
    renderRoute('/review', { store: reloaded });
    await expectPlannedTrip('Stops: Ellensburg, WA');
    expect(store).not.toBe(reloaded);
  });
});

describe(
  "Search page: the planner's days of the legs and hours at the destination",
  { timeout: 40_000 },
  () => {
    /** The day chosen for each leg, in order. */
    const legDays = () =>
      within(within(planner()).getByRole('group', { name: 'The day of each leg' }))
        .getAllByRole('combobox')
        .map((select) => (select as HTMLSelectElement).value);

    it('moves a leg to another day, and the estimate and the trip sheet show the same days', async () => {
      answerSearch(spokane);
      const { user, router } = await renderSearch('/search/spokane/wa?people=40');
      await openPlanner(user);
      await choosePlace(user, destination(), 'Seatt', 'Seattle, WA');
      await choosePlace(user, addStop(), 'Ellensb', 'Ellensburg, WA');
      await user.click(within(planner()).getByRole('radio', { name: 'Round Trip' }));
      setDate('Departure date', DEPART);
      setDate('Return date', '2099-06-16');
      // By default the way out fits in day 1, and the way back is on the last day.
      expect(legDays()).toEqual(['1', '1', '3']);
      await user.selectOptions(field('Ellensburg, WA to Seattle, WA'), 'Day 2');
      expect(legDays()).toEqual(['1', '2', '3']);
      // Moving the way back before it takes the leg before along: the legs stay in order.
      await user.selectOptions(field('Seattle, WA to Spokane, WA'), 'Day 1');
      expect(legDays()).toEqual(['1', '1', '1']);
      await user.selectOptions(field('Seattle, WA to Spokane, WA'), 'Day 3');
      await user.selectOptions(field('Ellensburg, WA to Seattle, WA'), 'Day 2');
      expect(
        within(planner()).getByText(/each leg on its day\. Day 1: about 3\.5 hours/),
      ).toBeVisible();

      await showEstimates(user);
      await waitFor(() => expect(query(router).get('legdays')).toBe('1,2,3'));
      expect(
        screen.getByText(
          /each leg on its day\. Day 1: about 3\.5 hours of driving \(\d+ miles\); Day 2: about 2\.5 hours of driving \(\d+ miles\); Day 3: about 5\.5 hours/,
        ),
      ).toBeVisible();
      const sheet = await screen.findByRole('link', { name: 'Trip sheet' });
      expect(
        sheetParams(new URL(sheet.getAttribute('href') ?? '', 'http://x').hash).get('legdays'),
      ).toBe('1,2,3');

      // Nothing lost: the planner opens again on the days the traveller chose.
      await openPlanner(user);
      expect(legDays()).toEqual(['1', '2', '3']);
    });

    it('asks the hours at the destination of a same-day trip, counts them on duty and checks them', async () => {
      answerSearch(spokane);
      const { user, router } = await renderSearch('/search/spokane/wa?people=40');
      await openPlanner(user);
      await choosePlace(user, destination(), 'Seatt', 'Seattle, WA');
      await user.click(within(planner()).getByRole('radio', { name: 'Round Trip' }));
      setDate('Departure date', DEPART);
      setDate('Return date', DEPART);
      const hours = field('Hours the group spends there');
      expect(hours).toHaveValue('4');
      expect(hours).toHaveAccessibleDescription(/4 hours unless you change it\.$/);
      expect(
        within(planner()).getByText(/hours on duty with 4 hours at the destination/),
      ).toBeVisible();

      await user.clear(hours);
      await user.type(hours, '9');
      expect(
        within(planner()).getByText(
          /^Too long for one day even with a relief driver: day 1 needs about/,
        ),
      ).toHaveTextContent(
        'waiting at the destination), and no driver may drive after 15 hours on duty',
      );

      await user.clear(hours);
      await user.type(hours, '30');
      await user.click(within(planner()).getByRole('button', { name: 'Show Estimates' }));
      expect(hours).toHaveFocus();
      expect(hours).toHaveAccessibleDescription(
        /Hours the group spends there must be a number from 0 to 24$/,
      );
      expect(query(router).get('to')).toBeNull();

      await user.clear(hours);
      await user.type(hours, '2.5');
      expect(hours).not.toHaveAccessibleDescription(/must be a number/);
      await showEstimates(user);
      await waitFor(() => expect(query(router).get('wait')).toBe('2.5'));
      expect(screen.getByText(/on duty with 2\.5 hours at the destination/)).toBeVisible();
      await openPlanner(user);
      expect(field('Hours the group spends there')).toHaveValue('2.5');
    });
  },
);
