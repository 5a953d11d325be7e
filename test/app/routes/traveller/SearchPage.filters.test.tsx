import { screen, waitFor, within } from '@testing-library/react';
import {
  openFilterPanel,
  answerSearch,
  cardTitles,
  recordPosts,
  renderSearch,
  wireBus,
  wireResult,
  wireSearch,
} from '../../../features/search/fixtures';

const mixedFleet = wireSearch([
  wireResult(11, 'Big Coaches', { busResults: [wireBus(110, 'Full Size', { seats: 56 })] }),
  wireResult(12, 'Small Buses', { busResults: [wireBus(120, 'Minibus', { seats: 28 })] }),
  wireResult(13, 'Both Kinds', {
    busResults: [wireBus(130, 'Full Size', { seats: 54 }), wireBus(131, 'Minibus', { seats: 24 })],
  }),
]);

const here = (router: { state: { location: { pathname: string; search: string } } }) =>
  `${router.state.location.pathname}${router.state.location.search}`;

describe('Bus Types filter', () => {
  it('filters the loaded results to companies with the type, without searching again', async () => {
    const requests = answerSearch(mixedFleet);
    const { user, router } = await renderSearch('/search/dallas/tx');
    const panel = await openFilterPanel(user, /^Bus Types: All$/);
    await user.selectOptions(within(panel).getByLabelText('Bus Type'), 'Minibus');
    expect(cardTitles()).toEqual(['Small Buses', 'Both Kinds']);
    expect(screen.getByText('Viewing 2 Results')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Bus Types: Minibus' })).toBeInTheDocument();
    // The card shows the selected type's seats.
    expect(
      within(screen.getByRole('article', { name: 'Both Kinds' })).getByText(/24 seats/),
    ).toBeInTheDocument();
    await waitFor(() => expect(here(router)).toBe('/search/dallas/tx?type=2'));
    expect(router.state.historyAction).toBe('REPLACE');

    await user.selectOptions(within(panel).getByLabelText('Bus Type'), 'All Bus Types');
    expect(cardTitles()).toEqual(['Big Coaches', 'Small Buses', 'Both Kinds']);
    expect(requests).toHaveLength(1);
  });
});

describe('Depart From filter', () => {
  it('changing the state makes its metros the city choices and picks the first; Refine Search searches there', async () => {
    const requests = recordPosts('/search');
    const { user, router } = await renderSearch('/search/dallas/tx');
    const panel = await openFilterPanel(user, /^Depart From: Dallas, TX$/);
    const city = within(panel).getByLabelText('City');
    expect(city).toHaveValue('Dallas');
    await user.selectOptions(within(panel).getByLabelText('State'), 'OK');
    expect(
      within(city)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Oklahoma City', 'Tulsa']);
    expect(city).toHaveValue('Oklahoma City');
    await user.selectOptions(city, 'Tulsa');
    await user.click(within(panel).getByRole('button', { name: 'Refine Search' }));
    expect(
      await screen.findByText('Results in the Tulsa, OK bus charter service area'),
    ).toBeInTheDocument();
    expect(requests[1]).toMatchObject({ city: 'Tulsa', state: 'OK', zip: '' });
    await waitFor(() => expect(here(router)).toBe('/search/tulsa/ok'));
    // The traveller's own refinement is a new history entry: Back returns to Dallas.
    expect(router.state.historyAction).toBe('PUSH');
    await router.navigate(-1);
    expect(
      await screen.findByText('Results in the Dallas, TX bus charter service area'),
    ).toBeInTheDocument();
  });

  it('searches by zip within the chosen radius, and the URL keeps them', async () => {
    const requests = recordPosts('/search');
    const { user, router } = await renderSearch('/search/dallas/tx');
    const panel = await openFilterPanel(user, /^Depart From/);
    expect(
      within(within(panel).getByLabelText('Within'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['10 miles', '50 miles', '100 miles', '150 miles']);
    expect(within(panel).getByLabelText('Within')).toHaveValue('50');
    await user.type(within(panel).getByLabelText('Zip Code'), '75201');
    await user.selectOptions(within(panel).getByLabelText('Within'), '100 miles');
    await user.click(within(panel).getByRole('button', { name: 'Refine Search' }));
    expect(
      await screen.findByText('Results within 100 miles of zip code 75201'),
    ).toBeInTheDocument();
    expect(requests[1]).toMatchObject({ zip: '75201', zip_range: 100, city: '', state: '' });
    await waitFor(() => expect(here(router)).toBe('/search/dallas/tx?zip=75201&within=100'));
    expect(screen.getByRole('button', { name: 'Depart From: 75201 (100 mi)' })).toBeInTheDocument();
  });

  it('refuses a zip that is not five digits', async () => {
    const requests = recordPosts('/search');
    const { user } = await renderSearch('/search/dallas/tx');
    const panel = await openFilterPanel(user, /^Depart From/);
    await user.type(within(panel).getByLabelText('Zip Code'), '752');
    await user.click(within(panel).getByRole('button', { name: 'Refine Search' }));
    expect(within(panel).getByText('Enter a 5-digit zip code')).toBeInTheDocument();
    expect(within(panel).getByLabelText('Zip Code')).toHaveAttribute('aria-invalid', 'true');
    expect(requests).toHaveLength(1);
  });

  it('Clear empties the zip and resets the radius; Refine Search then searches the city', async () => {
    const requests = recordPosts('/search');
    const { user } = await renderSearch('/search/dallas/tx?zip=75201&within=150');
    const panel = await openFilterPanel(user, /^Depart From: 75201/);
    expect(within(panel).getByLabelText('Zip Code')).toHaveValue('75201');
    await user.click(within(panel).getByRole('button', { name: 'Clear' }));
    expect(within(panel).getByLabelText('Zip Code')).toHaveValue('');
    expect(within(panel).getByLabelText('Within')).toHaveValue('50');
    await user.click(within(panel).getByRole('button', { name: 'Refine Search' }));
    expect(
      await screen.findByText('Results in the Dallas, TX bus charter service area'),
    ).toBeInTheDocument();
    expect(requests[1]).toMatchObject({ zip: '', city: 'Dallas', state: 'TX', zip_range: 50 });
  });

  it('Escape closes a panel and returns focus to its pill', async () => {
    const { user } = await renderSearch('/search/dallas/tx');
    await openFilterPanel(user, /^Depart From/);
    await user.click(screen.getByLabelText('Zip Code'));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: /Depart From/ })).toBeNull();
    expect(screen.getByRole('button', { name: /^Depart From/ })).toHaveFocus();
  });
});

describe('Amenities filter', () => {
  it('counts the checked amenities and Refine Search searches with their ids', async () => {
    const requests = recordPosts('/search');
    const { user, router } = await renderSearch('/search/dallas/tx');
    const panel = await openFilterPanel(user, /^Amenities \(0\)$/);
    const legend = within(panel).getByRole('group', { name: /Amenities/ });
    expect(legend).toHaveAccessibleName('Amenities 0 selected');
    await user.click(within(panel).getByLabelText('WiFi'));
    await user.click(within(panel).getByLabelText('Restroom'));
    expect(legend).toHaveAccessibleName('Amenities 2 selected');
    await user.click(within(panel).getByRole('button', { name: 'Refine Search' }));
    await screen.findByRole('button', { name: 'Amenities (2)' });
    await waitFor(() => expect(requests).toHaveLength(2));
    expect(requests[1]).toMatchObject({ amenities: [1, 2], city: 'Dallas' });
    await waitFor(() => expect(here(router)).toBe('/search/dallas/tx?amenities=1,2'));
  });

  it('Clear unchecks every amenity; Refine Search then searches without them', async () => {
    const requests = recordPosts('/search');
    const { user } = await renderSearch('/search/dallas/tx?amenities=1,2');
    const panel = await openFilterPanel(user, /^Amenities \(2\)$/);
    expect(within(panel).getByLabelText('WiFi')).toBeChecked();
    await user.click(within(panel).getByRole('button', { name: 'Clear' }));
    expect(within(panel).getByLabelText('WiFi')).not.toBeChecked();
    expect(within(panel).getByLabelText('Restroom')).not.toBeChecked();
    await user.click(within(panel).getByRole('button', { name: 'Refine Search' }));
    await screen.findByRole('button', { name: 'Amenities (0)' });
    await waitFor(() => expect(requests).toHaveLength(2));
    expect(requests[1]).toMatchObject({ amenities: [] });
  });
});

describe('Filters on a phone', () => {
  it('fold behind a Filters button that says whether they are shown', async () => {
    const { user } = await renderSearch('/search/dallas/tx');
    const toggle = screen.getByRole('button', { name: 'Filters' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const bar = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(bar).toHaveClass('d-none', 'd-md-block');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Hide Filters' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(bar).not.toHaveClass('d-none');
  });
});
