import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { todayIso } from '@/lib/dates';
import { withDb } from '@/mocks/db/store';
import { apiUrl } from '@/mocks/http';
import { server } from '@/mocks/node';
import { logRequests } from '../../../../utils/requestLog';
import { accountOf, cellOf, renderAsOperator } from '../listings/listingsHelpers';
import {
  BID_LISTINGS_PATH,
  bidPathOf,
  bidRowOf,
  FREE_TRIAL,
  listingIn,
  openBidListings,
  OPERATOR,
} from './bidsHelpers';

const METROS = [
  'Dallas, TX',
  'Fort Worth, TX',
  'Arlington, TX',
  'Denton, TX',
  'Waco, TX',
  'McKinney, TX',
  'Plano, TX',
];

describe('Route /subscribers/bidListings: the table', () => {
  it('lists every listing with Metro, Position, Cost, Status and Actions', async () => {
    await openBidListings();
    const table = screen.getByRole('table', { name: 'Your metro listings for bidding' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Metro', 'Position', 'Cost', 'Status', 'Actions']);
    for (const metro of METROS) expect(bidRowOf(metro)).toBeInTheDocument();
    const dallas = bidRowOf('Dallas, TX');
    expect(cellOf(dallas, 'Position')).toHaveTextContent(/^3\/\d+$/);
    expect(cellOf(dallas, 'Cost')).toHaveTextContent('$262.50');
    expect(cellOf(dallas, 'Status')).toHaveTextContent('Active/Approved');
    expect(cellOf(bidRowOf('Waco, TX'), 'Position')).toHaveTextContent(/^--$/);
    expect(cellOf(bidRowOf('Plano, TX'), 'Position')).toHaveTextContent('Pending approval');
  });

  it('enables Edit only for Active/Approved listings, each going to its bid page', async () => {
    await openBidListings();
    for (const city of ['Dallas', 'Fort Worth']) {
      expect(screen.getByRole('link', { name: `Edit ${city}, TX` })).toHaveAttribute(
        'href',
        bidPathOf(city),
      );
    }
    for (const metro of ['Arlington, TX', 'Denton, TX', 'Waco, TX', 'McKinney, TX', 'Plano, TX']) {
      expect(screen.queryByRole('link', { name: `Edit ${metro}` })).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: `Edit ${metro}` })).toBeDisabled();
    }
  });

  it('opens the bid page of a metro from Edit', async () => {
    const { user, router } = await openBidListings();
    await user.click(screen.getByRole('link', { name: 'Edit Dallas, TX' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bid For Placement: Dallas, TX' }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe(bidPathOf('Dallas'));
  });

  it('never enables Edit during a free trial, active listings included', async () => {
    withDb((db) => {
      const account = db.accounts.find((row) => row.email === FREE_TRIAL);
      if (account) account.upgrade_premium = false;
    });
    await openBidListings(FREE_TRIAL, { isFreeTrial: true });
    expect(cellOf(bidRowOf('Plano, TX'), 'Status')).toHaveTextContent('Active/Approved');
    for (const metro of ['Plano, TX', 'McKinney, TX']) {
      expect(screen.getByRole('button', { name: `Edit ${metro}` })).toBeDisabled();
    }
    expect(screen.queryByRole('link', { name: /^Edit/ })).not.toBeInTheDocument();
    // Not offered the upgrade: no modal.
    expect(screen.queryByRole('dialog', { name: 'Upgrade to Premium' })).not.toBeInTheDocument();
  });

  it('offers the upgrade to a free trial flagged for it; the list is asked for only after Upgrade', async () => {
    const log = logRequests();
    const { user } = await openBidListings(FREE_TRIAL, {
      isFreeTrial: true,
      isUpgradePremium: true,
    });
    const dialog = await screen.findByRole('dialog', { name: 'Upgrade to Premium' });
    expect(within(dialog).getByText(/Premium placement does more/)).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Continue as Free Trial' })).toBeVisible();
    expect(within(dialog).queryByRole('table')).not.toBeInTheDocument();
    expect(log.paths.filter((path) => path.endsWith('/upgrade_to_premium'))).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Upgrade' }));
    expect(await within(dialog).findByRole('cell', { name: 'Plano, TX' })).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Add Credit Card' })).toBeVisible();
    expect(log.paths.filter((path) => path.endsWith('/upgrade_to_premium'))).toHaveLength(1);
    log.stop();
  });

  it('closes the offer on Continue as Free Trial without any call', async () => {
    const { user } = await openBidListings(FREE_TRIAL, {
      isFreeTrial: true,
      isUpgradePremium: true,
    });
    const dialog = await screen.findByRole('dialog', { name: 'Upgrade to Premium' });
    const log = logRequests();
    await user.click(within(dialog).getByRole('button', { name: 'Continue as Free Trial' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(log.paths).toEqual([]);
    log.stop();
    expect(screen.getByRole('heading', { level: 1, name: 'Bid for Placement' })).toBeVisible();
  });

  it('does not offer the upgrade to a paying operator', async () => {
    await openBidListings();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("shows the server's text when the listings cannot be loaded, and tries again", async () => {
    server.use(
      http.get(apiUrl('/subscribers/:companyId/bidforplacement'), () =>
        HttpResponse.json({ success: false, error_message: 'Bids are resting.' }),
      ),
    );
    const { user } = renderAsOperator(BID_LISTINGS_PATH);
    expect(await screen.findByText('Bids are resting.')).toBeVisible();
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('table', { name: 'Your metro listings for bidding' }),
    ).toBeVisible();
  });

  it('falls back to its own text when the server gives none', async () => {
    server.use(
      http.get(apiUrl('/subscribers/:companyId/bidforplacement'), () =>
        HttpResponse.json({ success: false }),
      ),
    );
    renderAsOperator(BID_LISTINGS_PATH);
    expect(
      await screen.findByText(
        'There was a problem loading your bid positions. Please try again later.',
      ),
    ).toBeVisible();
  });

  it('says so when there is nothing to bid on', async () => {
    server.use(
      http.get(apiUrl('/subscribers/:companyId/bidforplacement'), () =>
        HttpResponse.json({ success: true, results: [] }),
      ),
    );
    renderAsOperator(BID_LISTINGS_PATH);
    expect(await screen.findByText('You have no metro listings to bid on yet.')).toBeVisible();
  });

  it('keeps none of the bid tables after Logout', async () => {
    const { user, store } = await openBidListings();
    expect(store.getState().bidding?.metros).not.toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(store.getState().auth.loggedIn).toBe(false));
    expect(store.getState().bidding?.metros ?? []).toEqual([]);
    expect(store.getState().bidding?.rankChanges ?? []).toEqual([]);
  });

  it('is in the side menu between Listings and Invoice, marked when open', async () => {
    await openBidListings();
    const menu = screen.getByRole('navigation', { name: 'Account' });
    const names = within(menu)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names.indexOf('Bid for Placement')).toBe(names.indexOf('Listings') + 1);
    expect(within(menu).getByRole('link', { name: 'Bid for Placement' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });
});

describe('Route /subscribers/bidListings: moves since the last visit', () => {
  const keyOf = (email = OPERATOR) => `bid-ranks-v1-${accountOf(email).company_id}`;
  const remember = (metros: Record<number, unknown>, email = OPERATOR) =>
    window.localStorage.setItem(keyOf(email), JSON.stringify({ version: 1, metros }));

  it('says nothing on the first visit and remembers only ids, positions and dates', async () => {
    await openBidListings();
    expect(screen.queryByRole('region', { name: 'Position changes' })).not.toBeInTheDocument();
    const stored = JSON.parse(window.localStorage.getItem(keyOf()) ?? 'null') as {
      version: number;
      metros: Record<string, Record<string, unknown>>;
    };
    expect(stored.version).toBe(1);
    expect(stored.metros[listingIn('Dallas').id]).toEqual({ position: 3, seenOn: todayIso() });
    // Nothing else of the account: no names, no money.
    const text = JSON.stringify(stored);
    expect(text).not.toMatch(/Dallas|Lone Star|262|\$/);
    for (const entry of Object.values(stored.metros)) {
      expect(Object.keys(entry).sort()).toEqual(['position', 'seenOn']);
    }
  });

  it('says how a listing moved since the last visit, with a Bid Position shortcut', async () => {
    remember({ [listingIn('Dallas').id]: { position: 2, seenOn: '2026-11-10' } });
    const { user, router } = await openBidListings();
    const notes = screen.getByRole('region', { name: 'Position changes' });
    expect(
      within(notes).getByText('You moved from 2 to 3 in Dallas, TX since 11/10/2026'),
    ).toBeVisible();
    await user.click(within(notes).getByRole('link', { name: 'Bid Position in Dallas, TX' }));
    await screen.findByRole('heading', { level: 1, name: 'Bid For Placement: Dallas, TX' });
    expect(router.state.location.pathname).toBe(bidPathOf('Dallas'));
  });

  it('keeps the note on later visits until it is dismissed', async () => {
    remember({ [listingIn('Dallas').id]: { position: 2, seenOn: '2026-11-10' } });
    const first = await openBidListings();
    expect(screen.getByText(/You moved from 2 to 3 in Dallas, TX/)).toBeVisible();
    first.unmount();

    const { user } = await openBidListings();
    const note = screen.getByText(/You moved from 2 to 3 in Dallas, TX/);
    await user.click(screen.getByRole('button', { name: 'Dismiss the note about Dallas, TX' }));
    await waitFor(() => expect(note).not.toBeInTheDocument());
    const stored = JSON.parse(window.localStorage.getItem(keyOf()) ?? '{}') as {
      metros: Record<string, unknown>;
    };
    expect(stored.metros[listingIn('Dallas').id]).toEqual({ position: 3, seenOn: todayIso() });
  });

  it('offers no shortcut where bidding is closed', async () => {
    remember({ [listingIn('Arlington').id]: { position: 1, seenOn: '2026-11-01' } });
    await openBidListings();
    const notes = screen.getByRole('region', { name: 'Position changes' });
    expect(within(notes).getByText(/You moved from 1 to \d+ in Arlington, TX/)).toBeVisible();
    expect(within(notes).queryByRole('link')).not.toBeInTheDocument();
  });

  it("never reads another company's memory, and drops what it cannot read", async () => {
    // The free-trial company's key holds the operator's Dallas id: not the operator's data.
    remember({ [listingIn('Dallas').id]: { position: 1, seenOn: '2026-11-01' } }, FREE_TRIAL);
    window.localStorage.setItem(keyOf(), '{"version":1,"metros":{"x":{"position":"two"}}}');
    await openBidListings();
    expect(screen.queryByRole('region', { name: 'Position changes' })).not.toBeInTheDocument();
  });
});
