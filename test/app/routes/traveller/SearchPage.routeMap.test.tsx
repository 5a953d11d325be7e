import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { loadPlaceIndex } from '@/features/tripPlan/placeIndex';
import { aboutMiles, roadMiles } from '@/features/tripPlan/tripMiles';
import type { LatLon } from '@/features/tripPlan/types';
import {
  answerSearch,
  card,
  cardTitles,
  renderSearch,
  wireResult,
  wireSearch,
} from '../../../features/search/fixtures';

/*
 * Issue 29 on a Spokane search (the answer's coordinates are Spokane's centre): the plan's route
 * map and its legs in words, and how far each company is based. Four companies: one in Spokane
 * (by zip), one in Seattle, one in Coeur d'Alene, ID, and one whose place no one knows. Listed
 * by the server in that order but for the nearest, which it puts third.
 */
const SPOKANE = { latitude: 47.6588, longitude: -117.426 };
const company = (id: number, name: string, city: string, state: string, zip: string) =>
  wireResult(id, name, { company: { city, state, zip } });
const spokane = wireSearch(
  [
    company(31, 'Seattle Charters', 'Seattle', 'WA', ''),
    company(32, 'Atlantis Lines', 'Atlantis', 'XX', ''),
    company(33, 'Lilac City Coaches', 'Spokane', 'WA', '99207'),
    company(34, 'Lake Coeur Tours', "Coeur d'Alene", 'ID', ''),
  ],
  {
    ...SPOKANE,
    city: 'Spokane',
    state: 'WA',
    url_friendly_city: 'spokane',
    url_friendly_state: 'wa',
  },
);

/** The server's order, and the nearest base first (Atlantis, unknown, last). */
const SERVER_ORDER = [
  'Seattle Charters',
  'Atlantis Lines',
  'Lilac City Coaches',
  'Lake Coeur Tours',
];
const NEAREST_FIRST = [
  'Lilac City Coaches',
  'Lake Coeur Tours',
  'Seattle Charters',
  'Atlantis Lines',
];

const query = (router: { state: { location: { search: string } } }) =>
  new URLSearchParams(router.state.location.search);

const planner = () => screen.getByRole('form', { name: 'Estimate my trip' });
const field = (label: string) => within(planner()).getByLabelText(label);

async function choosePlace(user: UserEvent, input: HTMLElement, typed: string, name: string) {
  await user.clear(input);
  await user.type(input, typed);
  await user.click(await within(planner()).findByRole('button', { name }));
}

/** The gazetteer's place of a key (the unit tests hold the math itself). */
async function at(key: string): Promise<LatLon> {
  const found = (await loadPlaceIndex()).find(key);
  if (!found) throw new Error(key);
  return found;
}

const baseLine = (card: HTMLElement) => within(card).queryByText(/^Based /)?.textContent ?? null;

describe('Search page: the route map and the companies’ bases', { timeout: 40_000 }, () => {
  it('draws the planned route as an image named with its legs, the legs listed in words', async () => {
    answerSearch(spokane);
    const { user } = await renderSearch('/search/spokane/wa?people=40');
    expect(screen.queryByRole('img', { name: /^Route:/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Estimate my trip' }));
    await screen.findByRole('form', { name: 'Estimate my trip' });
    await choosePlace(user, field('Destination'), 'Seatt', 'Seattle, WA');
    await choosePlace(user, field('Add a stop on the way (up to 5)'), 'Ellensb', 'Ellensburg, WA');
    await user.click(within(planner()).getByRole('radio', { name: 'Round Trip' }));
    await user.click(within(planner()).getByRole('button', { name: 'Show Estimates' }));

    const [ellensburg, seattle] = [await at('Ellensburg,WA'), await at('Seattle,WA')];
    const legs = [
      aboutMiles(roadMiles(SPOKANE, ellensburg)),
      aboutMiles(roadMiles(ellensburg, seattle)),
      aboutMiles(roadMiles(seattle, SPOKANE)),
    ];
    const map = await screen.findByRole('img', {
      name: `Route: Spokane, WA to Ellensburg, WA, ${legs[0]}; to Seattle, WA, ${legs[1]}; and back, ${legs[2]}`,
    });
    expect(map.tagName.toLowerCase()).toBe('svg');
    // An image to assistive technology, not a stop for the keyboard.
    expect(map).not.toHaveAttribute('tabindex');
    expect(map).toHaveAttribute('viewBox');
    expect(map).not.toHaveAttribute('width');
    // The three places as markers, the three legs as lines, each leg's miles written on the map.
    expect(map.querySelectorAll('.route-map__marker')).toHaveLength(3);
    expect(map.querySelectorAll('.route-map__leg')).toHaveLength(3);
    expect(map.querySelectorAll('.route-map__leg--back')).toHaveLength(1);
    expect(
      [...map.querySelectorAll('.route-map__label--leg')].map((label) => label.textContent),
    ).toEqual(legs.map((leg) => `${leg.replace(/^about | miles?$/g, '')} mi`));
    expect(map.querySelectorAll('.route-map__states path').length).toBeGreaterThan(0);

    const list = screen.getByRole('list', { name: 'Legs of the trip' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      `Spokane, WA to Ellensburg, WA: ${legs[0]}`,
      `Ellensburg, WA to Seattle, WA: ${legs[1]}`,
      `Seattle, WA back to Spokane, WA: ${legs[2]}`,
    ]);

    // Cleared, the plan takes its map with it.
    await user.click(screen.getByRole('button', { name: 'Estimate my trip' }));
    await user.click(within(planner()).getByRole('button', { name: 'Clear Estimate' }));
    await waitFor(() => expect(screen.queryByRole('img', { name: /^Route:/ })).toBeNull());
    expect(screen.queryByRole('list', { name: 'Legs of the trip' })).toBeNull();
  });

  it('says on each card how far the company is based once the planner has its places', async () => {
    answerSearch(spokane);
    const { user } = await renderSearch('/search/spokane/wa');
    // Not on the first load: the places come with the planner's data.
    expect(screen.queryAllByText(/^Based /)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Estimate my trip' }));
    await screen.findByRole('form', { name: 'Estimate my trip' });

    const seattle = aboutMiles(roadMiles(SPOKANE, await at('Seattle,WA')));
    const lake = aboutMiles(roadMiles(SPOKANE, await at("Coeur d'Alene,ID")));
    const lilac = aboutMiles(roadMiles(SPOKANE, await at('99207')));
    await waitFor(() => {
      expect(baseLine(card('Seattle Charters'))).toBe(`Based ${seattle} from Spokane, WA`);
      expect(baseLine(card('Lake Coeur Tours'))).toBe(`Based ${lake} from Spokane, WA`);
    });
    expect(baseLine(card('Lilac City Coaches'))).toBe(`Based ${lilac} from Spokane, WA`);
    // A company whose place is unknown says nothing.
    expect(baseLine(card('Atlantis Lines'))).toBeNull();
    expect(seattle).toMatch(/^about 2[6-8]0 miles$/);
  });

  it('sorts the nearest base first, the unknown place last, and keeps the sort in the address', async () => {
    answerSearch(spokane);
    const { user, router } = await renderSearch('/search/spokane/wa');
    // The list's first frame holds three cards; the rest follow.
    await waitFor(() => expect(cardTitles()).toEqual(SERVER_ORDER));
    // Offered without an estimate: the places load on the choice.
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Nearest base first');
    await waitFor(() => expect(cardTitles()).toEqual(NEAREST_FIRST));
    expect(baseLine(card('Lilac City Coaches'))).toMatch(
      /^Based (about \d+ miles?|less than a mile) from Spokane, WA$/,
    );
    await waitFor(() => expect(query(router).get('sort')).toBe('nearest'));

    // Back to the server's order.
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Featured');
    expect(cardTitles()[0]).toBe('Seattle Charters');
    await waitFor(() => expect(query(router).get('sort')).toBeNull());
  });

  it('a link sorted by the nearest base opens in that order', async () => {
    answerSearch(spokane);
    await renderSearch('/search/spokane/wa?sort=nearest');
    await waitFor(() => expect(cardTitles()).toEqual(NEAREST_FIRST));
    expect(screen.getByLabelText('Sort by')).toHaveValue('nearest');
  });
});
