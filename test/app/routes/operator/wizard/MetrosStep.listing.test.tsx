import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { getDb } from '@/mocks/db/store';
import { apiUrl } from '@/mocks/http';
import { server } from '@/mocks/node';
import { holdRequests } from '../../../../utils/heldRequests';
import { renderAsOperator } from '../helpers';
import { nextBodyOf } from '../../user/helpers';
import {
  accountOf,
  addListingIn,
  callsTo,
  companyOf,
  failStatus,
  NEXT_PATH,
  openMetrosStep,
  SETUP3,
  STEP3_PATH,
  STEP4_PATH,
  summary,
  summaryRows,
  THIRD,
  totalBilling,
} from './metrosStepHelpers';

const NEEDS_METRO =
  'Add at least one metro to continue: travellers find your company only in the metros you list.';

const nextButton = () => screen.getByRole('button', { name: 'Next' });

describe('Route /subscribers/init3: the Metro Listing summary', () => {
  it('adds the monthly costs up itself, in cents, when the server sends no total', async () => {
    const row = { status: 'Pending Approval', position: '--', cost_cycle: 'Monthly' };
    server.use(
      http.get(apiUrl(`${THIRD}/listing`), () =>
        HttpResponse.json({
          status: { code: 0, msg: 'success' },
          result: {
            listing: [
              {
                ...row,
                company_metro_id: 1,
                metro_id: 8,
                metro_name: 'Tyler, TX',
                cost_value: 69.1,
              },
              {
                ...row,
                company_metro_id: 2,
                metro_id: 9,
                metro_name: 'Dallas, TX',
                cost_value: 150.2,
              },
            ],
          },
        }),
      ),
    );
    await openMetrosStep();
    await waitFor(() =>
      expect(summaryRows()).toEqual([
        ['Tyler, TX', '$69.10'],
        ['Dallas, TX', '$150.20'],
      ]),
    );
    expect(totalBilling()).toHaveTextContent('Total Billing$219.30 per month');
  });

  it("shows the server's Total Billing with the metros it lists", async () => {
    addListingIn('Tyler');
    addListingIn('Longview');
    await openMetrosStep();
    await waitFor(() =>
      expect(summaryRows()).toEqual([
        ['Tyler, TX', '$69.00'],
        ['Longview, TX', '$59.00'],
      ]),
    );
    expect(totalBilling()).toHaveTextContent('Total Billing$128.00 per month');
  });

  it('asks before deleting a metro, then removes it and lowers the total', async () => {
    const tyler = addListingIn('Tyler');
    addListingIn('Longview');
    const { user } = await openMetrosStep();
    await user.click(within(summary()).getByRole('button', { name: 'Delete Tyler, TX' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Tyler, TX' });
    expect(dialog).toHaveTextContent(
      'Are you sure you want to remove this metro from your Metro Listing? Your Total Billing goes down by $69.00 per month.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(summaryRows()).toHaveLength(2);

    await user.click(within(summary()).getByRole('button', { name: 'Delete Tyler, TX' }));
    const again = await screen.findByRole('dialog', { name: 'Remove Tyler, TX' });
    const body = nextBodyOf(`${THIRD}/removemetro`);
    await user.click(within(again).getByRole('button', { name: 'Yes, Remove Metro' }));
    expect(await body).toEqual({
      company_metro_id: tyler,
      company_id: accountOf(SETUP3).company_id,
      company_name: companyOf(SETUP3).name,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(summaryRows()).toEqual([['Longview, TX', '$59.00']]);
    expect(totalBilling()).toHaveTextContent('Total Billing$59.00 per month');
    expect(getDb().company_metros.some((row) => row.id === tyler)).toBe(false);
  });

  it("keeps the metro and shows the server's message when the delete fails", async () => {
    addListingIn('Tyler');
    failStatus('post', `${THIRD}/removemetro`, 'This metro cannot be removed now.');
    const { user } = await openMetrosStep();
    await user.click(within(summary()).getByRole('button', { name: 'Delete Tyler, TX' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Tyler, TX' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, Remove Metro' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This metro cannot be removed now.',
    );
    expect(summaryRows()).toEqual([['Tyler, TX', '$69.00']]);
  });

  it('shows a failed load with Try again, and recovers', async () => {
    addListingIn('Tyler');
    let failing = true;
    server.use(
      http.get(apiUrl(`${THIRD}/listing`), () =>
        failing
          ? HttpResponse.json({ status: { code: 1, msg: 'Listings are resting.' }, result: null })
          : undefined,
      ),
    );
    const { user } = renderAsOperator(STEP3_PATH, SETUP3);
    expect(await screen.findByText('Listings are resting.')).toBeVisible();
    expect(nextButton()).toBeDisabled();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(summaryRows()).toEqual([['Tyler, TX', '$69.00']]));
    expect(nextButton()).toBeEnabled();
  });
});

describe('Route /subscribers/init3: Next', () => {
  it('waits for a first metro, and says why', async () => {
    await openMetrosStep();
    expect(within(summary()).getByText('You have not added any metros yet.')).toBeVisible();
    expect(totalBilling()).toHaveTextContent('Total Billing$0.00 per month');
    expect(screen.getByText(NEEDS_METRO)).toBeVisible();
    expect(nextButton()).toBeDisabled();
  });

  it('marks step 3 done and moves on to step 4 on code 0', async () => {
    addListingIn('Tyler');
    const calls = callsTo(NEXT_PATH);
    const { user, router } = await openMetrosStep();
    expect(screen.queryByText(NEEDS_METRO)).toBeNull();
    await user.click(nextButton());
    await waitFor(() => expect(router.state.location.pathname).toBe(STEP4_PATH));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bid for Placement' }),
    ).toBeVisible();
    expect(calls).toEqual([`POST ${NEXT_PATH}?companyId=${accountOf(SETUP3).company_id}`]);
    expect(accountOf(SETUP3).setup_progress).toBe(4);
  });

  it('stays, with no message, and gives Next back when the server refuses', async () => {
    addListingIn('Tyler');
    failStatus('post', NEXT_PATH, 'Not today.');
    const { user, router } = await openMetrosStep();
    await user.click(nextButton());
    await waitFor(() => expect(nextButton()).toBeEnabled());
    expect(router.state.location.pathname).toBe('/subscribers/init3');
    expect(screen.queryByText('Not today.')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows its loading state and sends one request however often it is pressed', async () => {
    addListingIn('Tyler');
    const held = holdRequests('post', apiUrl(NEXT_PATH));
    const { user, router } = await openMetrosStep();
    await user.click(nextButton());
    await held.arrived;
    const busy = screen.getByRole('button', { name: 'Saving...' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    await user.click(busy);
    held.release();
    await waitFor(() => expect(router.state.location.pathname).toBe(STEP4_PATH));
    expect(held.calls).toBe(1);
  });
});
