import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiUrl } from '@/mocks/http';
import { server } from '@/mocks/node';
import { renderAsOperator } from '../helpers';
import {
  accountOf,
  bidFor,
  bidStepRow,
  callsTo,
  companyOf,
  FORTH,
  openBidModal,
  openBidsStep,
  SETUP4,
  STEP4_PATH,
  summaryRows,
  totalBilling,
} from './metrosStepHelpers';

const BIDS = () => `/subscribers/${accountOf(SETUP4).company_id}/bidforplacement`;

describe('Route /subscribers/init4: the metros and their bids', () => {
  it('lists Metro, Position (current/total), Cost per month and Bid Position, with the total', async () => {
    await openBidsStep();
    const table = screen.getByRole('table', { name: 'Your metros for bidding' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Metro', 'Position', 'Cost per month', 'Bid Position']);
    // A metro requested in step 3 holds the last place of its metro until it bids.
    expect(bidStepRow('Austin, TX')).toEqual({
      Metro: 'Austin, TX',
      Position: '8/8',
      'Cost per month': '$135.00',
    });
    expect(bidStepRow('San Antonio, TX')).toMatchObject({
      Position: '7/7',
      'Cost per month': '$125.00',
    });
    expect(summaryRows()).toEqual([
      ['Austin, TX', '$135.00'],
      ['San Antonio, TX', '$125.00'],
    ]);
    expect(totalBilling()).toHaveTextContent('Total Billing$260.00 per month');
  });

  it('opens Bid for Placement: the explanation, the positions, Current and Bid Now', async () => {
    const rendered = await openBidsStep();
    const dialog = await openBidModal(rendered, 'Austin, TX');
    expect(within(dialog).getByRole('heading', { name: 'How bidding works' })).toBeVisible();
    for (const text of [
      /by longevity by tier/,
      /new rank shows immediately/,
      /Nothing is paid now\. Your invoice is adjusted manually, prorated to the nearest day\./,
      /other companies can outbid you/,
      /Higher Tier option lets your company bid past the top tier/,
    ])
      expect(within(dialog).getByText(text)).toBeVisible();
    const table = within(dialog).getByRole('table', { name: 'Positions in Austin, TX' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Position', 'Company', 'Cost', 'Bid']);
    const own = within(table)
      .getByRole('cell', { name: companyOf(SETUP4).name })
      .closest('tr');
    expect(own).toHaveTextContent(/^8.*\$135\.00Current$/);
    const radios = within(dialog).getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('value'))).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
    ]);
    expect(within(dialog).getByRole('button', { name: 'Submit Bid for Placement' })).toBeDisabled();
    await rendered.user.click(
      within(dialog).getByRole('radio', { name: 'Bid Now for position 2' }),
    );
    expect(within(dialog).getByRole('button', { name: 'Submit Bid for Placement' })).toBeEnabled();
  });

  it('shows a chosen bid at once in the table, the summary and the total, sending nothing', async () => {
    const calls = callsTo(FORTH);
    const carts = callsTo(BIDS());
    const rendered = await openBidsStep();
    const dialog = await openBidModal(rendered, 'Austin, TX');
    await bidFor(rendered, dialog, 2);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bidStepRow('Austin, TX')).toEqual({
      Metro: 'Austin, TX',
      Position: '2/8New bid, not saved yet',
      'Cost per month': '$270.00',
    });
    expect(summaryRows()).toEqual([
      ['Austin, TX', '$270.00'],
      ['San Antonio, TX', '$125.00'],
    ]);
    expect(totalBilling()).toHaveTextContent('Total Billing$395.00 per month');
    expect(calls).toEqual([]);
    // Only the one read of the positions: no bid cart either.
    expect(carts).toEqual([`GET ${BIDS()}`]);
  });

  it('replaces an earlier bid for the same metro', async () => {
    const rendered = await openBidsStep();
    await bidFor(rendered, await openBidModal(rendered, 'Austin, TX'), 2);
    await bidFor(rendered, await openBidModal(rendered, 'San Antonio, TX'), 6);
    const again = await openBidModal(rendered, 'Austin, TX');
    expect(again).toHaveTextContent(
      'Austin, TX: your position is 2/8 at $270.00 per month with the bid you chose. A new choice replaces it.',
    );
    await bidFor(rendered, again, 5);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bidStepRow('Austin, TX')).toMatchObject({ Position: '5/8New bid, not saved yet' });
    expect(bidStepRow('Austin, TX')['Cost per month']).toBe('$202.50');
    expect(totalBilling()).toHaveTextContent('Total Billing$358.75 per month');
  });

  it('keeps Submit disabled while the metro has a pending position change', async () => {
    const pending = 'Your request to move to position 3 is being reviewed.';
    server.use(
      http.get(apiUrl('/subscribers/:companyId/bidforplacement'), () =>
        HttpResponse.json({
          success: true,
          results: [
            {
              company_metro_id: 10007,
              metro_name: 'Austin, TX',
              current_position: 8,
              current_cost: 135,
              status: 'Pending Approval',
              has_pending_position_change: true,
              pending_position_change_message: pending,
              positions: [
                {
                  position: 7,
                  company: 'Bayfront Travel Group',
                  new_cost: 168.75,
                  is_current_position: false,
                  can_upgrade: true,
                },
                {
                  position: 8,
                  company: 'Capital City Coach Lines',
                  new_cost: 135,
                  is_current_position: true,
                  can_upgrade: false,
                },
              ],
            },
          ],
        }),
      ),
    );
    const rendered = await openBidsStep();
    const dialog = await openBidModal(rendered, 'Austin, TX');
    expect(within(dialog).getByText(pending)).toBeVisible();
    await rendered.user.click(
      within(dialog).getByRole('radio', { name: 'Bid Now for position 7' }),
    );
    expect(within(dialog).getByRole('button', { name: 'Submit Bid for Placement' })).toBeDisabled();
  });

  it('shows a failed load of the positions with Try again', async () => {
    let failing = true;
    server.use(
      http.get(apiUrl('/subscribers/:companyId/bidforplacement'), () =>
        failing
          ? HttpResponse.json({ success: false, error_message: 'Positions are resting.' })
          : undefined,
      ),
    );
    const { user } = renderAsOperator(STEP4_PATH, SETUP4);
    expect(await screen.findByText('Positions are resting.')).toBeVisible();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Your metros for bidding' })).toBeVisible();
  });
});
