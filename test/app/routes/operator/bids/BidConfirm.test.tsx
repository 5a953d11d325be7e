import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { getDb, withDb } from '@/mocks/db/store';
import { apiUrl } from '@/mocks/http';
import { server } from '@/mocks/node';
import { holdRequests } from '../../../../utils/heldRequests';
import { accountOf, cellOf, dropCards } from '../listings/listingsHelpers';
import { BID_LISTINGS_PATH, bidRowOf, listingIn, OPERATOR, openBidPage } from './bidsHelpers';

const CART = '/subscribers/:companyId/bidforplacement';
const CONFIRMATION = `${CART}/:guid/confirmation`;

/** Chooses `position` on the Dallas bid page and presses Submit Bid. */
async function bidFor(position: number) {
  const rendered = await openBidPage('Dallas');
  await rendered.user.click(
    screen.getByRole('radio', { name: `Bid Now for position ${position}` }),
  );
  await rendered.user.click(screen.getByRole('button', { name: 'Submit Bid' }));
  const dialog = await screen.findByRole('dialog', { name: 'Bid Confirmation' });
  return { ...rendered, dialog };
}

/** The value beside a term of the confirmation's list. */
function figure(dialog: HTMLElement, term: string): string | null | undefined {
  return within(dialog).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
}

/** The comparison table's cells of one row, by its heading. */
function costsRow(dialog: HTMLElement, heading: RegExp): string[] {
  const table = within(dialog).getByRole('table', {
    name: 'What this bid costs, beside your current position',
  });
  const row = within(table).getByRole('rowheader', { name: heading }).closest('tr');
  if (!row) throw new Error('No row');
  return within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent ?? '');
}

describe('Bid confirmation', () => {
  it('posts the chosen position in snake_case with money as numbers', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(apiUrl(CART), async ({ request }) => {
        bodies.push(await request.clone().json());
        return undefined;
      }),
    );
    await bidFor(1);
    expect(bodies).toEqual([
      {
        metros: [
          {
            company_metro_id: listingIn('Dallas').id,
            current_position: 3,
            current_cost: 262.5,
            new_position: 1,
            new_monthly_cost: 375,
          },
        ],
      },
    ]);
  });

  it("shows the cart's figures to 2 decimals, prorated to the renewal date", async () => {
    const { dialog } = await bidFor(1);
    expect(await within(dialog).findByText('Metro', { selector: 'dt' })).toBeVisible();
    expect(figure(dialog, 'Metro')).toBe('Dallas, TX');
    expect(figure(dialog, 'Current Position')).toBe('3');
    expect(figure(dialog, 'Current Price')).toBe('$262.50');
    expect(figure(dialog, 'New Position')).toBe('1');
    expect(figure(dialog, 'New Price')).toBe('$375.00');
    expect(figure(dialog, 'Renewal Date')).toBe('12/01/2026');
    // 9 of November's 30 days are left: 9/30 of the $112.50 difference.
    expect(figure(dialog, 'Prorated Amount')).toBe('$33.75');
    expect(figure(dialog, 'Discount')).toBe('0%');
    expect(figure(dialog, 'Total')).toBe('$375.00');
  });

  it('sets this billing period and the monthly cost beside the current position', async () => {
    const { dialog } = await bidFor(1);
    await within(dialog).findByRole('table');
    expect(
      within(dialog)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Current position (3)', 'New position (1)']);
    expect(costsRow(dialog, /This billing period, until 12\/01\/2026/)).toEqual([
      '$262.50',
      '$296.25',
    ]);
    expect(costsRow(dialog, /Per month afterwards/)).toEqual(['$262.50', '$375.00']);
  });

  it('takes a prepay discount off the prorated amount, summed to the cent', async () => {
    const companyId = accountOf(OPERATOR).company_id;
    withDb((db) => {
      const profile = db.billing_profiles.find((row) => row.company_id === companyId);
      if (profile) profile.payment_option = 2;
    });
    const { dialog } = await bidFor(1);
    await within(dialog).findByRole('table');
    // A quarter: 9 of the 91 days from September 1 of three months' $112.50 difference.
    expect(figure(dialog, 'Prorated Amount')).toBe('$33.38');
    expect(figure(dialog, 'Discount')).toBe('16.67% ($5.56)');
    expect(figure(dialog, 'Total')).toBe('$312.49');
    expect(costsRow(dialog, /This billing period/)).toEqual(['$262.50', '$290.32']);
  });

  it('sends Submit Changes once, then shows the received-request notice', async () => {
    const { dialog, user } = await bidFor(1);
    const held = holdRequests('post', apiUrl(CONFIRMATION));
    const submit = await within(dialog).findByRole('button', { name: 'Submit Changes' });
    await user.dblClick(submit);
    await held.arrived;
    expect(within(dialog).getByRole('button', { name: /Submitting/ })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: /Submitting/ }));
    held.release();
    const received = await screen.findByRole('dialog', { name: 'Bid Received' });
    expect(held.calls).toBe(1);
    expect(received).toHaveTextContent(
      'Thank you. We have received your request to change your position.',
    );
    expect(received).toHaveTextContent(/Your request will be reviewed/);
    expect(received).toHaveTextContent(/another company may outbid you/);
    expect(received).toHaveTextContent(/if you are outbid, we will send you an e-mail/);
  });

  it('keeps the notice through the rest of a double-click on Submit Changes', async () => {
    const { dialog, user, router } = await bidFor(1);
    await user.click(await within(dialog).findByRole('button', { name: 'Submit Changes' }));
    const received = await screen.findByRole('dialog', { name: 'Bid Received' });
    // The second click of the double-click, landing on Close or beside the smaller notice.
    fireEvent.click(within(received).getByRole('button', { name: 'Close' }), { detail: 2 });
    const modal = received.closest('.modal');
    if (!modal) throw new Error('No modal');
    fireEvent.mouseDown(modal);
    fireEvent.click(modal, { detail: 2 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('dialog', { name: 'Bid Received' })).toBeInTheDocument();
    expect(router.state.location.pathname).not.toBe(BID_LISTINGS_PATH);
  });

  it('returns to the bid listings on Close, where the new rank shows at once', async () => {
    const { dialog, user, router } = await bidFor(1);
    await user.click(await within(dialog).findByRole('button', { name: 'Submit Changes' }));
    const received = await screen.findByRole('dialog', { name: 'Bid Received' });
    await user.click(within(received).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(BID_LISTINGS_PATH));
    await waitFor(() =>
      expect(cellOf(bidRowOf('Dallas, TX'), 'Position')).toHaveTextContent(/^1\//),
    );
    expect(cellOf(bidRowOf('Dallas, TX'), 'Cost')).toHaveTextContent('$375.00');
    expect(
      getDb().company_metros.find((row) => row.id === listingIn('Dallas').id)?.pending_bid,
    ).toMatchObject({ new_position: 1, new_monthly_cost: 375 });
  });

  it('sends nothing when cancelled', async () => {
    const { dialog, user } = await bidFor(2);
    await within(dialog).findByRole('button', { name: 'Submit Changes' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(getDb().bid_carts.map((cart) => cart.confirmed)).toEqual([false]);
    expect(screen.getByRole('button', { name: 'Submit Bid' })).toBeEnabled();
  });
});

describe('Bid confirmation: failures', () => {
  const paymentsLink = (dialog: HTMLElement) =>
    within(dialog).getByRole('link', { name: 'click here' });

  it("shows the server's text and the way to the billing information", async () => {
    dropCards();
    const { dialog, user } = await bidFor(1);
    await user.click(await within(dialog).findByRole('button', { name: 'Submit Changes' }));
    expect(
      await within(dialog).findByText(
        'Your account is missing payment information. Please update your billing information.',
      ),
    ).toBeVisible();
    expect(dialog).toHaveTextContent('To update your billing information, please click here.');
    expect(paymentsLink(dialog)).toHaveAttribute('href', '/subscribers/payments');
  });

  it('says "There was a problem saving your bid." when the server gives no text', async () => {
    server.use(http.post(apiUrl(CONFIRMATION), () => HttpResponse.json({ success: false })));
    const { dialog, user } = await bidFor(1);
    await user.click(await within(dialog).findByRole('button', { name: 'Submit Changes' }));
    expect(await within(dialog).findByText('There was a problem saving your bid.')).toBeVisible();
    expect(paymentsLink(dialog)).toHaveAttribute('href', '/subscribers/payments');
    // The bid was not received: no notice, and it can be sent again.
    expect(screen.queryByRole('dialog', { name: 'Bid Received' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Submit Changes' })).toBeEnabled();
  });

  it('fails the cart with the same texts, offering no Submit Changes', async () => {
    server.use(http.post(apiUrl(CART), () => HttpResponse.json({ success: false })));
    const { dialog } = await bidFor(1);
    expect(await within(dialog).findByText('There was a problem saving your bid.')).toBeVisible();
    expect(paymentsLink(dialog)).toBeVisible();
    expect(
      within(dialog).queryByRole('button', { name: 'Submit Changes' }),
    ).not.toBeInTheDocument();
  });

  it("shows a confirmation's error text even without a success flag", async () => {
    server.use(
      http.get(apiUrl(CONFIRMATION), () =>
        HttpResponse.json({ error_message: 'This cart has expired.' }),
      ),
    );
    const { dialog } = await bidFor(1);
    expect(await within(dialog).findByText('This cart has expired.')).toBeVisible();
    expect(
      within(dialog).queryByRole('button', { name: 'Submit Changes' }),
    ).not.toBeInTheDocument();
  });

  it('refuses a position that is no longer open (the rank moved meanwhile)', async () => {
    const { dialog, user } = await bidFor(2);
    await within(dialog).findByRole('button', { name: 'Submit Changes' });
    withDb((db) => {
      const dallas = db.company_metros.find((row) => row.id === listingIn('Dallas').id);
      if (dallas) dallas.position = 4;
    });
    await user.click(within(dialog).getByRole('button', { name: 'Submit Changes' }));
    expect(
      await within(dialog).findByText(
        'Your position in this metro has changed. Please review the positions and bid again.',
      ),
    ).toBeVisible();
  });
});
