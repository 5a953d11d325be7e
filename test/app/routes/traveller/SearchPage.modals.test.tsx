import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import {
  answerSearch,
  card,
  renderSearch,
  richResult,
  wireResult,
  wireSearch,
} from '../../../features/search/fixtures';

async function openDetails(user: UserEvent, name = 'Alpha Coaches') {
  await user.click(within(card(name)).getByRole('button', { name: 'More Details' }));
  return screen.findByRole('dialog', { name });
}

describe('Result card', () => {
  it('shows the name, stars and review count, photos, about text, member badge and bus features', async () => {
    answerSearch(wireSearch([richResult(), wireResult(12, 'Bravo Bus')]));
    await renderSearch('/search/dallas/tx');
    const alpha = card('Alpha Coaches');
    expect(
      within(alpha).getByRole('button', { name: 'Rated 4 out of 5 stars 2 Reviews' }),
    ).toBeEnabled();
    expect(
      within(alpha).getByRole('group', { name: 'Photos of Alpha Coaches' }),
    ).toBeInTheDocument();
    // The first card's photo is the page's main image (its LCP): fetched at once, and first.
    const mainPhoto = within(alpha).getByAltText('Alpha Coaches, photo 1');
    expect(mainPhoto).toHaveAttribute('loading', 'eager');
    expect(mainPhoto).toHaveAttribute('fetchpriority', 'high');
    expect(within(alpha).getByText('Photo 1 of 3')).toBeInTheDocument();
    expect(
      within(alpha).getByText('Alpha Coaches runs charters across North Texas.'),
    ).toBeInTheDocument();
    expect(
      within(alpha).getByTitle('Member of the United Motorcoach Association'),
    ).toHaveTextContent('UMA Member');
    // All types selected: the server's summary row.
    expect(within(alpha).getByText('Up to 99 seats available')).toBeInTheDocument();
    const amenities = within(alpha).getByRole('list', { name: 'Amenities' });
    expect(amenities).toHaveTextContent('Restroom');
    expect(amenities).toHaveTextContent('WiFi');
    expect(amenities).toHaveTextContent('No power outlets');

    const bravo = card('Bravo Bus');
    expect(within(bravo).getByText('No Images Available')).toBeInTheDocument();
    expect(within(bravo).queryByTitle('Member of the United Motorcoach Association')).toBeNull();
    expect(within(bravo).getByRole('button', { name: /0 Reviews/ })).toBeDisabled();
  });

  it('moves between photos with the buttons and enlarges one in the photo viewer', async () => {
    answerSearch(wireSearch([richResult()]));
    const { user } = await renderSearch('/search/dallas/tx');
    const alpha = card('Alpha Coaches');
    expect(within(alpha).getByRole('button', { name: 'Previous photo' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await user.click(within(alpha).getByRole('button', { name: 'Next photo' }));
    expect(await within(alpha).findByText('Photo 2 of 3')).toBeInTheDocument();
    // Only that first photo is eager: the others load when they are shown.
    expect(within(alpha).getByAltText('Alpha Coaches, photo 2')).toHaveAttribute('loading', 'lazy');
    // The pointer brought in react-slick's track, which takes over the photos: click once it has.
    await waitFor(() => expect(alpha.querySelector('.slick-slider')).toBeVisible());
    await user.click(within(alpha).getByRole('button', { name: 'Enlarge Alpha Coaches, photo 2' }));
    const viewer = await screen.findByRole('dialog', { name: 'Photo viewer' }, { timeout: 5000 });
    expect(within(viewer).getByRole('button', { name: 'Close photo viewer' })).toBeInTheDocument();
  });
});

describe('More Details modal', () => {
  it('shows the company, its contact details, payment types, social links and fleet', async () => {
    answerSearch(wireSearch([richResult()]));
    const { user } = await renderSearch('/search/dallas/tx');
    const dialog = await openDetails(user);
    expect(within(dialog).getByRole('button', { name: /2 Reviews/ })).toBeInTheDocument();
    expect(
      within(dialog).getByRole('group', { name: 'Photos of Alpha Coaches' }),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText('Alpha Coaches runs charters across North Texas.'),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByRole('heading', { name: 'Contact and Details' }),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: /www.company11.example/ })).toHaveAttribute(
      'href',
      'https://www.company11.example',
    );
    expect(within(dialog).getByText('1200 Commerce St')).toBeInTheDocument();
    expect(within(dialog).getByText('Dallas, TX 75202')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: /1234567/ })).toHaveAttribute(
      'href',
      'https://safer.fmcsa.dot.gov/query.asp?query_param=USDOT&query_string=1234567',
    );
    expect(within(dialog).getByText('$5,000,000 combined single limit.')).toBeInTheDocument();
    expect(within(dialog).getByText('UMA member; TMA member.')).toBeInTheDocument();
    for (const card of ['Visa', 'Mastercard', 'PayPal']) {
      expect(within(dialog).getByRole('img', { name: card })).toBeInTheDocument();
    }
    expect(within(dialog).queryByRole('img', { name: 'Discover' })).toBeNull();
    expect(within(dialog).getByText('Check')).toBeInTheDocument();
    for (const network of ['Facebook', 'Twitter', 'Instagram', 'YouTube']) {
      const link = within(dialog).getByRole('link', { name: new RegExp(network) });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(within(dialog).getByRole('button', { name: 'Close Details' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Add Quote Request' })).toBeInTheDocument();
  });

  it('lists the bus types, skipping rows of type all, with money in dollars', async () => {
    answerSearch(wireSearch([richResult()]));
    const { user } = await renderSearch('/search/dallas/tx');
    const dialog = await openDetails(user);
    const table = within(dialog).getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Qty',
      'Type',
      'Seats',
      'Model Year',
      'Restroom',
      'WiFi',
      '110V Outlets',
      'Day Amount',
      'Mile Amount',
      'Amenities',
    ]);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      '6Full Size562019-2023YesYesNo$1,650.00$4.25View Amenities',
      '3Minibus282022NoYesNo$1,125.50$3.00View Amenities',
    ]);
    // The type names its row for screen readers.
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Full Size', 'Minibus']);
  });

  it('Show Phone Number reveals the formatted phone', async () => {
    answerSearch(
      wireSearch([
        richResult(),
        wireResult(12, 'Bravo Bus', { company: { phone: '12145550143' } }),
        wireResult(13, 'Charlie Charters', { company: { phone: '555-01' } }),
      ]),
    );
    const { user } = await renderSearch('/search/dallas/tx');
    for (const [name, shown] of [
      ['Alpha Coaches', '(214) 555-0142'],
      ['Bravo Bus', '1 (214) 555-0143'],
      ['Charlie Charters', '55501'],
    ] as const) {
      const dialog = await openDetails(user, name);
      expect(within(dialog).queryByText(shown)).toBeNull();
      await user.click(within(dialog).getByRole('button', { name: 'Show Phone Number' }));
      const phone = within(dialog).getByRole('link', { name: shown });
      expect(phone).toHaveFocus();
      expect(phone.getAttribute('href')).toMatch(/^tel:\d+$/);
      await user.click(within(dialog).getByRole('button', { name: 'Close Details' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    }
  });

  it('shows Contact Us only for a company with an email and no hide flag', async () => {
    answerSearch(
      wireSearch([
        richResult(),
        wireResult(12, 'No Email', { company: { email: null } }),
        wireResult(13, 'Hidden', { company: { hide_contact_us: true } }),
      ]),
    );
    const { user } = await renderSearch('/search/dallas/tx');
    for (const [name, shown] of [
      ['Alpha Coaches', true],
      ['No Email', false],
      ['Hidden', false],
    ] as const) {
      const dialog = await openDetails(user, name);
      expect(Boolean(within(dialog).queryByRole('button', { name: 'Contact Us' }))).toBe(shown);
      await user.click(within(dialog).getByRole('button', { name: 'Close Details' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    }
  });

  it('View Amenities lists the amenities, the missing ones struck through', async () => {
    answerSearch(wireSearch([richResult()]));
    const { user } = await renderSearch('/search/dallas/tx');
    const details = await openDetails(user);
    await user.click(within(details).getByRole('button', { name: 'View Amenities: Full Size' }));
    const amenities = await screen.findByRole('dialog', { name: 'Full Size Amenities' });
    const items = within(amenities).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Restroom',
      'WiFi',
      'DVD Player (not available)',
    ]);
    expect(within(items[2]).getByText('DVD Player').tagName).toBe('S');
    await user.click(within(amenities).getByRole('button', { name: 'Close' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Full Size Amenities' })).toBeNull(),
    );
    expect(screen.getByRole('dialog', { name: 'Alpha Coaches' })).toBeInTheDocument();
  });

  it('Close Details closes the details', async () => {
    answerSearch(wireSearch([richResult()]));
    const { user } = await renderSearch('/search/dallas/tx');
    const dialog = await openDetails(user);
    await user.click(within(dialog).getByRole('button', { name: 'Close Details' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('Add Quote Request in the details puts the company in the cart; then it offers Remove Quote Request', async () => {
    answerSearch(wireSearch([richResult()]));
    const { user } = await renderSearch('/search/dallas/tx');
    // The floating cart sits behind the open dialog.
    const cart = () => screen.getByRole('link', { name: /Quote Requests/, hidden: true });
    const dialog = await openDetails(user);
    await user.click(within(dialog).getByRole('button', { name: 'Add Quote Request' }));
    expect(cart()).toHaveTextContent('Quote Requests1');
    await user.click(within(dialog).getByRole('button', { name: 'Remove Quote Request' }));
    expect(cart()).toHaveTextContent('Quote Requests0');
    expect(within(dialog).getByRole('button', { name: 'Add Quote Request' })).toBeInTheDocument();
  });
});

describe('Reviews modal', () => {
  it('shows each review: name, title, stars, comment, travelled and posted dates, the operator response', async () => {
    answerSearch(wireSearch([richResult()]));
    const { user } = await renderSearch('/search/dallas/tx');
    await user.click(within(card('Alpha Coaches')).getByRole('button', { name: /2 Reviews/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Reviews of Alpha Coaches' });
    const [first, second] = within(dialog).getAllByRole('article');
    if (!first || !second) throw new Error('two reviews');
    expect(
      within(first).getByRole('heading', { name: 'Great trip to state finals' }),
    ).toBeInTheDocument();
    expect(within(first).getByRole('img', { name: 'Rated 5 out of 5 stars' })).toBeInTheDocument();
    expect(first).toHaveTextContent('Coach Ramirez');
    expect(first).toHaveTextContent('Driver was early and the bus was spotless.');
    expect(first).toHaveTextContent('Travelled on: 03/08/2025');
    expect(first).toHaveTextContent('Posted on: 03/12/2025');
    expect(within(first).getByText('Response from Alpha Coaches')).toBeInTheDocument();
    expect(first).toHaveTextContent('Thank you, good luck next season!');
    expect(within(second).getByRole('img', { name: 'Rated 3 out of 5 stars' })).toBeInTheDocument();
    expect(within(second).queryByText(/Response from/)).toBeNull();

    // Opened from the card: closing it leaves no dialog behind.
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('closing the reviews opened from the details keeps the details and their result', async () => {
    answerSearch(wireSearch([wireResult(10, 'First Co'), richResult()]));
    const { user } = await renderSearch('/search/dallas/tx');
    const details = await openDetails(user);
    await user.click(within(details).getByRole('button', { name: /2 Reviews/ }));
    const reviews = await screen.findByRole('dialog', { name: 'Reviews of Alpha Coaches' });
    await user.click(within(reviews).getByRole('button', { name: 'Close reviews' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Reviews of Alpha Coaches' })).toBeNull(),
    );
    expect(screen.getByRole('dialog', { name: 'Alpha Coaches' })).toBeInTheDocument();
  });
});
