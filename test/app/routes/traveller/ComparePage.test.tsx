import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiUrl } from '@/mocks/http';
import { server } from '@/mocks/node';
import { renderRoute } from '../../../utils/renderWithProviders';
import {
  answerSearch,
  recordPosts,
  renderSearch,
  wireBus,
  wireResult,
  wireSearch,
} from '../../../features/search/fixtures';

const review = (rating: number) => ({
  name: 'Pat',
  title: 'Trip',
  rating,
  comment: 'Fine.',
  travelled_on: '2025-03-08',
  published_on: '2025-03-12',
  operator_response: null,
});

const three = wireSearch([
  wireResult(11, 'Alpha Coaches', {
    company: { average_rating: 4.8, is_uma_member: true },
    photos: ['/demo-photos/coach-1.svg'],
    reviews: [review(5), review(4)],
    busResults: [
      wireBus(110, 'Full Size', { seats: 56, day_amount: 1650, mile_amount: 4.25 }),
      wireBus(111, 'Minibus', { seats: 28, day_amount: 900, mile_amount: 3 }),
    ],
  }),
  wireResult(12, 'Bravo Bus', {
    company: { average_rating: 4.2 },
    reviews: [review(4)],
    busResults: [wireBus(120, 'Full Size', { seats: 57, day_amount: 1500, mile_amount: 4.25 })],
  }),
  wireResult(13, 'Charlie Charters', {
    busResults: [wireBus(130, 'Full Size', { seats: 56, day_amount: 0, mile_amount: 0 })],
  }),
]);

const table = () => screen.getByRole('table', { name: /^Comparing/ });
/** A row's cells, one per company column. */
function cells(label: string): HTMLElement[] {
  const row = within(table()).getByRole('rowheader', { name: label }).closest('tr');
  if (!row) throw new Error(`No row ${label}`);
  return within(row).getAllByRole('cell');
}
const columnNames = () =>
  within(table())
    .getAllByRole('columnheader')
    .map((header) => header.textContent);

async function openCompare(route: string, options: Parameters<typeof renderRoute>[1] = {}) {
  const rendered = renderRoute(route, options);
  await screen.findByRole('table', { name: /^Comparing/ });
  return rendered;
}

describe('Route /compare', () => {
  it('from the search on hand: one column per company, no second search', async () => {
    const searches = answerSearch(three);
    const { user, router } = await renderSearch('/search/dallas/tx');
    for (const name of ['Alpha Coaches', 'Bravo Bus', 'Charlie Charters']) {
      const found = await screen.findByRole('article', { name });
      await user.click(within(found).getByRole('button', { name: `Compare ${name}` }));
    }
    await user.click(screen.getByRole('link', { name: 'Compare 3 companies' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Compare Bus Companies' }),
    ).toBeInTheDocument();
    await screen.findByRole('table', { name: 'Comparing 3 bus companies' });
    expect(router.state.location.search).toBe('?ids=11,12,13&city=Dallas&state=TX');
    expect(columnNames()).toEqual(['Alpha Coaches', 'Bravo Bus', 'Charlie Charters']);
    expect(searches).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Back to the search results' })).toHaveAttribute(
      'href',
      '/search/dallas/tx',
    );
  });

  it('marks the best value of a row in words: highest rating, most seats, lowest rate', async () => {
    answerSearch(three);
    await openCompare('/compare?ids=11,12,13&city=Dallas&state=TX');
    const [alpha, bravo, charlie] = cells('Rating');
    expect(alpha).toHaveTextContent('Highest rating');
    expect(within(alpha).getByRole('img', { name: 'Rated 5 out of 5 stars' })).toBeInTheDocument();
    expect(alpha).toHaveTextContent('2 Reviews');
    expect(bravo).not.toHaveTextContent('Highest rating');
    expect(charlie).toHaveTextContent('0 Reviews');

    expect(cells('Seats: Full Size').map((cell) => cell.textContent)).toEqual([
      '56 seats',
      '57 seatsMost seats',
      '56 seats',
    ]);
    expect(cells('Seats: Minibus').map((cell) => cell.textContent)).toEqual([
      '28 seats',
      'Not offered',
      'Not offered',
    ]);
    expect(cells('Day rate: Full Size').map((cell) => cell.textContent)).toEqual([
      '$1,650',
      '$1,500Lowest rate',
      'No posted rates',
    ]);
    // Everyone posting the same figure: nothing stands out.
    expect(cells('Mile rate: Full Size').map((cell) => cell.textContent)).toEqual([
      '$4.25',
      '$4.25',
      'No posted rates',
    ]);

    const [alphaPhoto, bravoPhoto] = cells('Photo');
    expect(within(alphaPhoto).getByRole('img', { name: 'Alpha Coaches, photo 1' })).toBeVisible();
    expect(bravoPhoto).toHaveTextContent('No Images Available');
    expect(cells('Association Member')[0]).toHaveTextContent('UMA Member');
    expect(cells('Association Member')[1]).toHaveTextContent('No');
    expect(
      within(cells('US DOT Number')[0]).getByRole('link', { name: /1234567/ }),
    ).toHaveAttribute(
      'href',
      'https://safer.fmcsa.dot.gov/query.asp?query_param=USDOT&query_string=1234567',
    );
    expect(cells('Licensing and Insurance')[2]).toHaveTextContent(
      '$5,000,000 combined single limit.',
    );
    expect(
      within(cells('Payment Types')[0]).getByRole('img', { name: 'Visa' }),
    ).toBeInTheDocument();
  });

  it('a shared link opened cold: one search of the area it names, each company in link order', async () => {
    const searches = answerSearch(three);
    await openCompare('/compare?ids=13,11&zip=75202&within=100');
    expect(searches).toHaveLength(1);
    expect(searches[0]).toMatchObject({
      zip: '75202',
      zip_range: 100,
      city: '',
      state: '',
      amenities: [],
    });
    expect(columnNames()).toEqual(['Charlie Charters', 'Alpha Coaches']);
    expect(screen.getByRole('link', { name: 'Back to the search results' })).toHaveAttribute(
      'href',
      '/search?zip=75202&within=100',
    );
  });

  it('a company no longer found says so in its column (named when the cart knows it)', async () => {
    const searches = answerSearch(three);
    await openCompare('/compare?ids=11,99,98&city=Dallas&state=TX', {
      preloadedState: { quoteCart: { quoteRequests: [{ id: 99, companyName: 'Zulu Tours' }] } },
    });
    expect(searches[0]).toMatchObject({ city: 'Dallas', state: 'TX', zip: '' });
    expect(columnNames()).toEqual([
      'Alpha Coaches',
      'Zulu ToursNo longer found in a search of Dallas, TX',
      'Company not foundNo longer found in a search of Dallas, TX',
    ]);
    expect(cells('Rating')[1]).toHaveTextContent('Not available');
  });

  it('shows the failure with Try again, then the companies', async () => {
    answerSearch(three);
    // Handlers added later answer first: this one fails the first search only.
    server.use(
      http.post(apiUrl('/search'), () => HttpResponse.json({ error: 'down' }, { status: 500 }), {
        once: true,
      }),
    );
    const { user } = renderRoute('/compare?ids=11,12&city=Dallas&state=TX');
    expect(await screen.findByText('The search is unavailable.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Comparing 2 bus companies' })).toBeVisible();
  });

  it('Add To Quote Request and Remove Request per column use the quote cart', async () => {
    answerSearch(three);
    const { user, store } = await openCompare('/compare?ids=11,12&city=Dallas&state=TX');
    await user.click(
      within(cells('Quote Request')[1]).getByRole('button', { name: 'Add To Quote Request' }),
    );
    expect(store.getState().quoteCart.quoteRequests).toEqual([
      { id: 12, companyName: 'Bravo Bus', city: 'Dallas, TX', phone: '2145550142' },
    ]);
    await user.click(
      within(cells('Quote Request')[1]).getByRole('button', { name: 'Remove Request' }),
    );
    expect(store.getState().quoteCart.quoteRequests).toEqual([]);
  });

  it('Show Phone Number reveals the phone and records the same phone event as the card', async () => {
    answerSearch(three);
    const tracked = recordPosts('/tracking/');
    const { user } = await openCompare('/compare?ids=11,12&city=Dallas&state=TX');
    await user.click(
      within(cells('Contact')[1]).getByRole('button', { name: 'Show Phone Number' }),
    );
    expect(within(cells('Contact')[1]).getByRole('link', { name: '(214) 555-0142' })).toHaveFocus();
    await waitFor(() => expect(tracked).toHaveLength(1));
    expect(tracked[0]).toEqual({ company_metro_id: 12, tracking_type: 9, count: 1 });
  });

  it('Show only differences hides the rows where every company agrees', async () => {
    answerSearch(three);
    const { user } = await openCompare('/compare?ids=11,12,13&city=Dallas&state=TX');
    expect(within(table()).getByRole('rowheader', { name: 'Restroom' })).toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Show only differences' }));
    expect(within(table()).queryByRole('rowheader', { name: 'Restroom' })).not.toBeInTheDocument();
    expect(
      within(table()).queryByRole('rowheader', { name: 'US DOT Number' }),
    ).not.toBeInTheDocument();
    expect(
      within(table()).getByRole('rowheader', { name: 'Seats: Full Size' }),
    ).toBeInTheDocument();
    // What a traveller does with each company stays, agreeing or not.
    expect(within(table()).getByRole('rowheader', { name: 'Contact' })).toBeInTheDocument();
    expect(within(table()).getByRole('rowheader', { name: 'Quote Request' })).toBeInTheDocument();
    expect(table()).toHaveAccessibleName(/rows where all agree are hidden$/);
    await user.click(screen.getByRole('switch', { name: 'Show only differences' }));
    expect(within(table()).getByRole('rowheader', { name: 'Restroom' })).toBeInTheDocument();
  });

  it('with an estimate in the link: the all-in row, the lowest marked, and a row per line', async () => {
    answerSearch(three);
    await openCompare('/compare?ids=11,12,13&city=Dallas&state=TX&group=45&days=2&miles=300');
    // The figures wait for the bases to be measured: none changes under the reader.
    await waitFor(() =>
      expect(cells('All-in estimate')[0]).toHaveTextContent('All-in estimate $5,371'),
    );
    const [alpha, bravo, charlie] = cells('All-in estimate');
    // 2 x $1,650 + 300 x $4.25 and 2 x $1,500 + 300 x $4.25, on the Full Size coaches that seat
    // 45; then a night's room ($110) and a 15% gratuity; every base is in Dallas.
    expect(alpha).toHaveTextContent('All-in estimate $5,371');
    expect(bravo).toHaveTextContent('All-in estimate $5,026');
    expect(bravo).toHaveTextContent('Lowest estimate');
    expect(alpha).not.toHaveTextContent('Lowest estimate');
    expect(charlie).toHaveTextContent('No posted rates');
    expect(cells('Base price').map((cell) => cell.firstChild?.textContent)).toEqual([
      '$4,575',
      '$4,275',
      'No posted rates',
    ]);
    expect(cells('Gratuity')[1]).toHaveTextContent('$641Gratuity: 15% of the base price');
    expect(cells("Driver's room")[0]).toHaveTextContent("$110Driver's room: 1 night x $110");
    expect(cells('Bringing the bus')[0]).toHaveTextContent('None');
    expect(cells('Taking the bus home')[0]).toHaveTextContent('None');
    expect(cells('Not included')[0]).toHaveTextContent(
      'Tolls, parking, permits, fuel surcharges and taxes.',
    );
    expect(
      screen.getByText(/^All-in estimates for 45 people, 2 days and 300 miles/),
    ).toBeInTheDocument();
  });

  it("takes the link's assumptions: no gratuity, a relief driver", async () => {
    answerSearch(three);
    await openCompare(
      '/compare?ids=11,12&city=Dallas&state=TX&group=45&days=2&miles=300&costs=tip0.relief',
    );
    // $4,275 + 2 days x $400 + 1 night x 2 drivers x $110.
    await waitFor(() =>
      expect(cells('All-in estimate')[1]).toHaveTextContent('All-in estimate $5,295'),
    );
    expect(cells('Relief driver')[1]).toHaveTextContent('$800Relief driver: 2 days x $400');
    expect(cells('Gratuity')[1]).toHaveTextContent('None');
  });

  it('without an estimate there is no estimate row', async () => {
    answerSearch(three);
    await openCompare('/compare?ids=11,12&city=Dallas&state=TX');
    expect(
      within(table()).queryByRole('rowheader', { name: 'All-in estimate' }),
    ).not.toBeInTheDocument();
    expect(
      within(table()).queryByRole('rowheader', { name: 'Base price' }),
    ).not.toBeInTheDocument();
  });

  it('says there is nothing to compare without ids', async () => {
    renderRoute('/compare');
    expect(await screen.findByText(/No companies to compare yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'search results' })).toHaveAttribute('href', '/search');
  });
});
