import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { formatMoney } from '@/lib/money';
import { apiUrl } from '@/mocks/http';
import { server } from '@/mocks/node';
import { renderAsOperator } from '../listings/listingsHelpers';
import {
  bidPathOf,
  costAt,
  holderAt,
  listingIn,
  openBidPage,
  positionRow,
  positionsIn,
} from './bidsHelpers';

const submitBid = () => screen.getByRole('button', { name: 'Submit Bid' });

describe('Route /subscribers/bid/:companyMetroId: the position table', () => {
  it('lists Position, Company and Cost, with Current on the listing own row', async () => {
    await openBidPage('Dallas');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Bid For Placement: Dallas, TX' }),
    ).toBeVisible();
    const table = screen.getByRole('table', { name: 'Positions in Dallas, TX' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Position', 'Company', 'Cost', 'Bid']);
    const top = positionRow(1);
    expect(top).toHaveTextContent(holderAt('Dallas', 1));
    expect(top).toHaveTextContent(formatMoney(costAt('Dallas', 1)));
    const own = positionRow(3);
    expect(own).toHaveTextContent('Lone Star Charter Coaches');
    expect(within(own).getByText('Current')).toBeVisible();
    expect(within(own).queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.getByText(/Your current position in Dallas, TX is/)).toHaveTextContent(
      /is 3 of \d+, at \$262\.50 per month\./,
    );
    // One metro's bid page belongs to Bid for Placement in the side menu.
    const menu = screen.getByRole('navigation', { name: 'Account' });
    expect(within(menu).getByRole('link', { name: 'Bid for Placement' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('offers Bid Now only on the positions above the current one', async () => {
    await openBidPage('Dallas');
    const group = screen.getByRole('group', { name: 'Choose a position in Dallas, TX' });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('value'))).toEqual(['1', '2']);
    expect(within(positionRow(1)).getByRole('radio', { name: 'Bid Now for position 1' })).toBe(
      radios[0],
    );
    for (const position of [4, 5]) {
      expect(within(positionRow(position)).queryByRole('radio')).not.toBeInTheDocument();
      expect(within(positionRow(position)).queryByText('Current')).not.toBeInTheDocument();
    }
  });

  it('starts with the top, its own row and five below, and can show every position', async () => {
    const { user } = await openBidPage('Dallas');
    const table = screen.getByRole('table', { name: 'Positions in Dallas, TX' });
    const shown = () => within(table).getAllByRole('row').length - 1;
    expect(shown()).toBe(8);
    const total = positionsIn('Dallas');
    expect(total).toBeGreaterThan(8);
    const toggle = screen.getByRole('button', { name: `Show all ${total} positions` });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(shown()).toBe(total);
    expect(screen.getByRole('button', { name: 'Show fewer positions' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('keeps Submit Bid disabled until a position is chosen', async () => {
    const { user } = await openBidPage('Dallas');
    expect(submitBid()).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'Bid Now for position 2' }));
    expect(screen.getByRole('radio', { name: 'Bid Now for position 2' })).toBeChecked();
    expect(submitBid()).toBeEnabled();
  });

  it('is one radio group the keyboard can move through', async () => {
    const { user } = await openBidPage('Dallas');
    const first = screen.getByRole('radio', { name: 'Bid Now for position 1' });
    const second = screen.getByRole('radio', { name: 'Bid Now for position 2' });
    expect(first).toHaveAttribute('name', second.getAttribute('name'));
    first.focus();
    await user.keyboard(' ');
    expect(first).toBeChecked();
    await user.keyboard('{ArrowDown}');
    expect(second).toBeChecked();
    expect(second).toHaveFocus();
    expect(submitBid()).toBeEnabled();
  });

  it('shows the pending change and keeps Submit Bid disabled while it lasts', async () => {
    await openBidPage('Fort Worth');
    expect(
      screen.getByText(
        'Your request to move to position 5 is being reviewed. You can bid again once it has been processed.',
      ),
    ).toBeVisible();
    expect(submitBid()).toBeDisabled();
  });

  it('keeps Submit Bid disabled with a pending change even when a position is offered', async () => {
    const id = listingIn('Dallas').id;
    server.use(
      http.get(apiUrl('/subscribers/:companyId/bidforplacement'), () =>
        HttpResponse.json({
          success: true,
          results: [
            {
              company_metro_id: id,
              metro_name: 'Dallas, TX',
              current_position: 2,
              current_cost: 300,
              status: 'Active/Approved',
              has_pending_position_change: true,
              pending_position_change_message: null,
              positions: [
                {
                  position: 1,
                  company: 'Top Coach',
                  new_cost: 375,
                  is_current_position: false,
                  can_upgrade: true,
                },
                {
                  position: 2,
                  company: 'Lone Star Charter Coaches',
                  new_cost: 300,
                  is_current_position: true,
                  can_upgrade: false,
                },
              ],
            },
          ],
        }),
      ),
    );
    const { user } = await openBidPage('Dallas');
    // The server sent no text: the page still says why it cannot bid.
    expect(
      screen.getByText(
        'This metro has a pending position change. You can bid again once it has been reviewed.',
      ),
    ).toBeVisible();
    await user.click(screen.getByRole('radio', { name: 'Bid Now for position 1' }));
    expect(submitBid()).toBeDisabled();
  });

  it('explains how bidding works, in the spec terms', async () => {
    await openBidPage('Dallas');
    const notes = screen.getByRole('region', { name: 'How bidding works' });
    for (const text of [
      /placement in a metro is by longevity by tier/i,
      /new rank shows immediately/i,
      /nothing is paid now/i,
      /invoice is adjusted manually/i,
      /prorated to the nearest day/i,
      /bidding is open/i,
      /rank is not locked/i,
      /Higher Tier option lets your company bid past the top tier/,
    ]) {
      expect(notes).toHaveTextContent(text);
    }
  });

  it('says so when the listing is not among the company listings', async () => {
    renderAsOperator('/subscribers/bid/999999');
    expect(
      await screen.findByText('This listing could not be found among your metro listings.'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Bid for Placement' })).toHaveAttribute(
      'href',
      '/subscribers/bidListings',
    );
  });

  it('offers no Bid Now on a listing that is not active', async () => {
    renderAsOperator(bidPathOf('Arlington'));
    await screen.findByRole('table', { name: 'Positions in Arlington, TX' });
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.getByText('No position is open for bidding in this metro.')).toBeVisible();
    expect(submitBid()).toBeDisabled();
  });
});
