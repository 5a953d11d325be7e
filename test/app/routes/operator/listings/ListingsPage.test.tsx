import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { getDb } from '@/mocks/db/store';
import { apiUrl } from '@/mocks/http';
import { server } from '@/mocks/node';
import {
  cellOf,
  FREE_TRIAL,
  listingIn,
  openListings,
  renderAsOperator,
  rowOf,
} from './listingsHelpers';

/** Positioned listings of a metro, as the page shows n/total. */
const positioned = (metroId: number) =>
  getDb().company_metros.filter(
    (row) =>
      row.metro_id === metroId &&
      ['Active/Approved', 'Inactive/Approved', 'Pending Removal'].includes(row.status),
  ).length;

describe('Route /subscribers/listings: the table', () => {
  it('lists every listing with Metro, Position, Cost, Status and the actions', async () => {
    await openListings();
    const table = screen.getByRole('table', { name: 'Your metro listings' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Metro', 'Position', 'Cost', 'Status', 'Actions']);
    expect(within(table).getAllByRole('row')).toHaveLength(8);
    const dallas = listingIn('Dallas');
    const row = rowOf('Dallas, TX');
    expect(cellOf(row, 'Position')).toHaveTextContent(`3/${positioned(dallas.metro_id)}`);
    expect(cellOf(row, 'Cost')).toHaveTextContent('$262.50');
  });

  it('marks Active/Approved with a green tick and no other status', async () => {
    await openListings();
    const active = cellOf(rowOf('Dallas, TX'), 'Status');
    expect(active).toHaveTextContent('Active/Approved');
    expect(active.querySelector('svg.text-success')).not.toBeNull();
    for (const [metro, status] of [
      ['Arlington, TX', 'Inactive/Approved'],
      ['McKinney, TX', 'Not Approved'],
      ['Waco, TX', 'No Bus'],
    ]) {
      const cell = cellOf(rowOf(metro), 'Status');
      expect(cell).toHaveTextContent(status);
      expect(cell.querySelector('svg')).toBeNull();
    }
  });

  it('shows icons with text instead of position and cost while approval or removal is pending', async () => {
    await openListings();
    for (const [metro, text] of [
      ['Plano, TX', 'Pending approval'],
      ['Denton, TX', 'Pending removal'],
    ]) {
      const row = rowOf(metro);
      for (const column of ['Position', 'Cost']) {
        const cell = cellOf(row, column);
        expect(cell).toHaveTextContent(text);
        expect(cell).not.toHaveTextContent(/\$|\//);
        expect(within(cell).getByTitle(text).querySelector('svg')).not.toBeNull();
      }
    }
  });

  it('shows -- as the position of a listing without buses, and its cost', async () => {
    await openListings();
    const row = rowOf('Waco, TX');
    expect(cellOf(row, 'Position')).toHaveTextContent(/^--$/);
    expect(cellOf(row, 'Cost')).toHaveTextContent('$69.00');
  });

  it('links Edit to each listing and disables Remove while removal is pending', async () => {
    await openListings();
    expect(screen.getByRole('link', { name: 'Edit Dallas, TX' })).toHaveAttribute(
      'href',
      `/subscribers/listings/${listingIn('Dallas').id}`,
    );
    expect(screen.getByRole('button', { name: 'Remove Denton, TX' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Remove Dallas, TX' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Remove Plano, TX' })).toBeEnabled();
  });

  it('offers Pay only for the listing awaiting approval', async () => {
    await openListings();
    const pay = screen.getAllByRole('button', { name: /^Pay / });
    expect(pay.map((button) => button.textContent)).toEqual(['Pay Plano, TX']);
    expect(pay[0]).toBeEnabled();
  });

  it('never offers Pay to a free trial', async () => {
    const plano = listingIn('Plano', FREE_TRIAL);
    server.use(
      http.get(apiUrl('/subscribers/listings'), () =>
        HttpResponse.json({
          success: true,
          listings: [
            {
              company_metro_id: plano.id,
              metro_id: plano.metro_id,
              metro_name: 'Plano, TX',
              position: '--',
              cost: '$0.00',
              cost_value: 0,
              status: 'Pending Approval',
            },
          ],
          company_approved: true,
          payments_available: false,
        }),
      ),
    );
    await openListings(FREE_TRIAL, { isFreeTrial: true });
    expect(rowOf('Plano, TX')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Pay / })).not.toBeInTheDocument();
  });

  it('shows the totals: metros, metro costs, listing fee and total', async () => {
    await openListings();
    const totals = screen.getByRole('region', { name: 'Totals' });
    const value = (term: string) =>
      within(totals).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(value('Metros')).toBe('7');
    // Every listing but the refused one (McKinney) is billed.
    expect(value('Metro Costs')).toBe('$796.00');
    expect(value('Listing Fee')).toBe('$0.00');
    expect(value('Total')).toBe('$796.00');
  });

  it("shows the server's text when the listings cannot be loaded, and tries again", async () => {
    server.use(
      http.get(apiUrl('/subscribers/listings'), () =>
        HttpResponse.json({ success: false, error_message: 'Listings are resting.' }),
      ),
    );
    const { user } = renderAsOperator('/subscribers/listings');
    expect(await screen.findByText('Listings are resting.')).toBeVisible();
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Your metro listings' })).toBeVisible();
  });

  it('says so when there are no listings', async () => {
    server.use(
      http.get(apiUrl('/subscribers/listings'), () =>
        HttpResponse.json({ success: true, listings: [] }),
      ),
    );
    renderAsOperator('/subscribers/listings');
    expect(
      await screen.findByText('You have no metro listings yet. Add one with Add New Metro.'),
    ).toBeVisible();
  });

  it('is in the side menu between Company and Invoice', async () => {
    await openListings();
    const menu = screen.getByRole('navigation', { name: 'Account' });
    await waitFor(() =>
      expect(within(menu).getByRole('link', { name: 'Listings' })).toHaveAttribute(
        'aria-current',
        'page',
      ),
    );
  });
});
