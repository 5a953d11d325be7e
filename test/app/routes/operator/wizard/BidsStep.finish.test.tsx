import { screen, waitFor } from '@testing-library/react';
import { apiUrl } from '@/mocks/http';
import { addListing } from '@/mocks/db/listings';
import { getDb, withDb } from '@/mocks/db/store';
import { holdRequests } from '../../../../utils/heldRequests';
import { nextBodyOf } from '../../user/helpers';
import {
  accountOf,
  bidFor,
  bidStepRow,
  callsTo,
  failStatus,
  FORTH,
  listingIn,
  metroIn,
  openBidModal,
  openBidsStep,
  SETUP4,
  STEP4_PATH,
} from './metrosStepHelpers';

const STEP5_PATH = '/subscribers/init5';
const skip = () => screen.getByRole('button', { name: 'Skip' });
const saveAndNext = () => screen.getByRole('button', { name: 'Save and Next' });

describe('Route /subscribers/init4: Skip and Save and Next', () => {
  it('skips with no bids and moves on to step 5', async () => {
    const rendered = await openBidsStep();
    await bidFor(rendered, await openBidModal(rendered, 'Austin, TX'), 2);
    const body = nextBodyOf(`${FORTH}/skip`);
    await rendered.user.click(skip());
    expect(await body).toEqual({ company_id: accountOf(SETUP4).company_id, metros: [] });
    await waitFor(() => expect(rendered.router.state.location.pathname).toBe(STEP5_PATH));
    expect(accountOf(SETUP4).setup_progress).toBe(5);
    expect(listingIn('Austin', SETUP4)).toMatchObject({ monthly_cost: 135, pending_bid: null });
  });

  it('saves the pending bids, one per metro, and moves on to step 5', async () => {
    const rendered = await openBidsStep();
    await bidFor(rendered, await openBidModal(rendered, 'Austin, TX'), 2);
    await bidFor(rendered, await openBidModal(rendered, 'Austin, TX'), 4);
    const austin = listingIn('Austin', SETUP4)?.id;
    const body = nextBodyOf(`${FORTH}/save`);
    await rendered.user.click(saveAndNext());
    expect(await body).toEqual({
      company_id: accountOf(SETUP4).company_id,
      metros: [
        {
          company_metro_id: austin,
          current_position: 8,
          current_cost: 135,
          new_position: 4,
          new_monthly_cost: 202.5,
        },
      ],
    });
    await waitFor(() => expect(rendered.router.state.location.pathname).toBe(STEP5_PATH));
    expect(accountOf(SETUP4).setup_progress).toBe(5);
    // The demo keeps the bid: the new price now, the place once the metro is paid.
    expect(listingIn('Austin', SETUP4)).toMatchObject({
      monthly_cost: 202.5,
      pending_bid: { new_position: 4, new_monthly_cost: 202.5 },
    });
  });

  it("stays with the server's message in an alert and the buttons back when the save fails", async () => {
    failStatus('post', `${FORTH}/save`, 'Bidding is closed for maintenance.');
    const rendered = await openBidsStep();
    await bidFor(rendered, await openBidModal(rendered, 'Austin, TX'), 2);
    await rendered.user.click(saveAndNext());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Bidding is closed for maintenance.',
    );
    expect(saveAndNext()).toBeEnabled();
    expect(skip()).toBeEnabled();
    expect(rendered.router.state.location.pathname).toBe(STEP4_PATH);
    // The bid is still there to send again.
    expect(bidStepRow('Austin, TX')).toMatchObject({ 'Cost per month': '$270.00' });
    expect(accountOf(SETUP4).setup_progress).toBe(4);
  });

  it('says so in its own words when a failed Skip has no message', async () => {
    failStatus('post', `${FORTH}/skip`);
    const rendered = await openBidsStep();
    await rendered.user.click(skip());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'There was a problem saving your bids. Please try again later.',
    );
    expect(skip()).toBeEnabled();
    expect(rendered.router.state.location.pathname).toBe(STEP4_PATH);
  });

  it("shows the demo server's refusal of a bid whose place has moved", async () => {
    const rendered = await openBidsStep();
    await bidFor(rendered, await openBidModal(rendered, 'Austin, TX'), 2);
    // Someone else joins Austin meanwhile: the company's place is now 9, not 8.
    withDb((db) => {
      const other = db.companies.find((row) => row.id !== accountOf(SETUP4).company_id);
      const id = addListing(db, {
        company_id: other?.id ?? 1,
        metro_id: metroIn('Austin').id,
        monthly_cost: 135,
        contact: null,
      });
      const row = db.company_metros.find((item) => item.id === id);
      if (row) Object.assign(row, { status: 'Active/Approved', position: 8 });
    });
    await rendered.user.click(saveAndNext());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your position in this metro has changed. Please review the positions and bid again.',
    );
    expect(getDb().accounts.find((row) => row.email === SETUP4)?.setup_progress).toBe(4);
  });

  it('sends one request however often the buttons are pressed', async () => {
    const held = holdRequests('post', apiUrl(`${FORTH}/save`));
    const skips = callsTo(`${FORTH}/skip`);
    const rendered = await openBidsStep();
    await rendered.user.click(saveAndNext());
    await held.arrived;
    const busy = screen.getByRole('button', { name: 'Saving...' });
    expect(busy).toBeDisabled();
    expect(skip()).toBeDisabled();
    await rendered.user.click(busy);
    await rendered.user.click(skip());
    held.release();
    await waitFor(() => expect(rendered.router.state.location.pathname).toBe(STEP5_PATH));
    expect(held.calls).toBe(1);
    expect(skips).toEqual([]);
  });
});
