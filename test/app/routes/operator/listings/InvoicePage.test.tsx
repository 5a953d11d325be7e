import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiUrl, paymentsUrl } from '@/mocks/http';
import { server } from '@/mocks/node';
import { holdRequests } from '../../../../utils/heldRequests';
import { recordLocations } from '../../../../utils/locations';
import { findToast } from '../../../../utils/toasts';
import { nextBodyOf } from '../../user/helpers';
import {
  accountOf,
  cellOf,
  FREE_TRIAL,
  INVOICE_PATH,
  listingIn,
  renderAsOperator,
} from './listingsHelpers';

async function openInvoice(...args: [string?, Parameters<typeof renderAsOperator>[2]?]) {
  const rendered = renderAsOperator(INVOICE_PATH, ...args);
  const seen = recordLocations(rendered.router);
  await screen.findByRole('heading', { level: 1, name: 'Invoice' });
  return { ...rendered, seen };
}

const pending = (rows: { id: number; name: string; payTotal: number }[]) =>
  server.use(
    http.get(apiUrl('/subscribers/listings_pending'), () =>
      HttpResponse.json({
        success: true,
        listings: rows.map((row) => ({
          company_metro_id: row.id,
          metro_id: row.id,
          metro_name: row.name,
          cost: '$10.00',
          cost_value: 10,
          pay_total: row.payTotal,
          status: 'Pending Approval',
        })),
        next_recurring_date: '2026-12-01',
      }),
    ),
  );

async function openPayAll(...args: Parameters<typeof openInvoice>) {
  const rendered = await openInvoice(...args);
  await rendered.user.click(await screen.findByRole('button', { name: 'Pay All' }));
  const dialog = await screen.findByRole('dialog', { name: 'Pay All' });
  return { ...rendered, dialog };
}

describe('Route /subscribers/crash (Invoice)', () => {
  it('is titled Invoice and lists the pending metros with their prorated amounts', async () => {
    await openInvoice();
    // The title is set in an effect, after the heading paints.
    await waitFor(() => expect(document.title).toMatch(/^Invoice/));
    const table = await screen.findByRole('table', { name: 'Metros waiting for payment' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(1);
    expect(cellOf(rows[0], 'Metro')).toHaveTextContent('Plano, TX');
    expect(cellOf(rows[0], 'Monthly Cost')).toHaveTextContent('$99.00');
    expect(cellOf(rows[0], 'Prorated Amount')).toHaveTextContent('$29.70');
    expect(screen.getByText(/up to your next renewal on 12\/01\/2026/)).toBeVisible();
    const menu = screen.getByRole('navigation', { name: 'Account' });
    expect(within(menu).getByRole('link', { name: 'Invoice' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('adds the amounts up to the cent', async () => {
    pending([
      { id: 1, name: 'Sherman, TX', payTotal: 0.1 },
      { id: 2, name: 'Tyler, TX', payTotal: 0.2 },
    ]);
    await openInvoice();
    await screen.findByRole('table', { name: 'Metros waiting for payment' });
    expect(screen.getByText('Total').nextElementSibling).toHaveTextContent(/^\$0\.30$/);
  });

  it('pays all in a modal, says "Pay Success." and reads the invoice again', async () => {
    const { user, dialog } = await openPayAll();
    expect(within(dialog).getByText('Plano, TX')).toBeVisible();
    const body = nextBodyOf('/self_pay_multiple');
    await user.click(within(dialog).getByRole('button', { name: 'Pay $29.70' }));
    expect(await body).toEqual({
      company_metro_ids: [listingIn('Plano').id],
      company_id: accountOf('operator@demo.test').company_id,
    });
    await findToast('Pay Success.');
    expect(await screen.findByText('You have no metros waiting for payment.')).toBeVisible();
    expect(listingIn('Plano').status).toBe('Active/Approved');
  });

  it('sends a failure about missing payment information to the payments page', async () => {
    server.use(
      http.post(paymentsUrl('/self_pay_multiple'), () =>
        HttpResponse.json({
          success: false,
          error_message: 'Payment information is missing. Please add a credit card.',
        }),
      ),
    );
    const { user, dialog, seen } = await openPayAll();
    await user.click(within(dialog).getByRole('button', { name: 'Pay $29.70' }));
    await waitFor(() => expect(seen).toContain('/subscribers/payments'));
    await findToast('Payment information is missing. Please add a credit card.');
  });

  it('keeps any other failure in the dialog', async () => {
    server.use(
      http.post(paymentsUrl('/self_pay_multiple'), () =>
        HttpResponse.json({ success: false, error_message: 'Card declined.' }),
      ),
    );
    const { user, dialog, seen } = await openPayAll();
    await user.click(within(dialog).getByRole('button', { name: 'Pay $29.70' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Card declined.');
    expect(seen).not.toContain('/subscribers/payments');
  });

  it('says "NetWork Error" for an answer that is not HTTP 200', async () => {
    server.use(
      http.post(paymentsUrl('/self_pay_multiple'), () => new HttpResponse(null, { status: 500 })),
    );
    const { user, dialog } = await openPayAll();
    await user.click(within(dialog).getByRole('button', { name: 'Pay $29.70' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/^NetWork Error$/);
  });

  it('pays once however often Pay is pressed', async () => {
    const held = holdRequests('post', paymentsUrl('/self_pay_multiple'));
    const { user, dialog } = await openPayAll();
    await user.click(within(dialog).getByRole('button', { name: 'Pay $29.70' }));
    await held.arrived;
    await user.click(within(dialog).getByRole('button', { name: /Paying/ }));
    held.release();
    await findToast('Pay Success.');
    expect(held.calls).toBe(1);
  });

  it('offers no Pay All to a free trial', async () => {
    pending([{ id: 1, name: 'Sherman, TX', payTotal: 0 }]);
    await openInvoice(FREE_TRIAL, { isFreeTrial: true });
    await screen.findByRole('table', { name: 'Metros waiting for payment' });
    expect(screen.queryByRole('button', { name: 'Pay All' })).toBeNull();
  });

  it('says so when nothing waits for payment, and shows a failure with Try again', async () => {
    server.use(
      http.get(apiUrl('/subscribers/listings_pending'), () =>
        HttpResponse.json({ success: false, error_message: 'Billing is asleep.' }),
      ),
    );
    const { user } = await openInvoice();
    expect(await screen.findByText('Billing is asleep.')).toBeVisible();
    server.resetHandlers();
    pending([]);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('You have no metros waiting for payment.')).toBeVisible();
  });
});
