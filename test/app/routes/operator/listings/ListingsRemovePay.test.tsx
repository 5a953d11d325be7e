import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { getDb } from '@/mocks/db/store';
import { apiUrl, paymentsUrl } from '@/mocks/http';
import { server } from '@/mocks/node';
import { holdRequests } from '../../../../utils/heldRequests';
import { recordLocations } from '../../../../utils/locations';
import { findToast } from '../../../../utils/toasts';
import { nextBodyOf } from '../../user/helpers';
import { accountOf, cellOf, failPost, listingIn, openListings, rowOf } from './listingsHelpers';

const WARNING =
  'Your pricing may need to be adjusted for any discounts or packages on your account. ' +
  'Your new rate will be e-mailed to you within two business days.';

async function askRemove(metro: string) {
  const rendered = await openListings();
  await rendered.user.click(screen.getByRole('button', { name: `Remove ${metro}` }));
  const dialog = await screen.findByRole('dialog', { name: `Remove ${metro}` });
  return { ...rendered, dialog };
}

async function askPay() {
  const rendered = await openListings();
  const seen = recordLocations(rendered.router);
  await rendered.user.click(screen.getByRole('button', { name: 'Pay Plano, TX' }));
  const dialog = await screen.findByRole('dialog', { name: 'Pay for Plano, TX' });
  return { ...rendered, dialog, seen };
}

const payAnswers = (answer: () => Response) =>
  server.use(http.post(paymentsUrl('/self_pay'), answer));

describe('Route /subscribers/listings: Remove', () => {
  it('warns, previews the next invoice without the metro, then requests the removal', async () => {
    const { user, dialog } = await askRemove('Dallas, TX');
    expect(within(dialog).getByText(WARNING)).toBeVisible();
    expect(
      within(dialog).getByText('Next charge on 12/01/2026: $454.50 (now $717.00)'),
    ).toBeVisible();
    const preview = within(dialog).getByRole('table', { name: 'Next invoice without Dallas, TX' });
    expect(within(preview).queryByRole('cell', { name: 'Dallas, TX' })).toBeNull();
    expect(
      within(dialog).getByText(/Not billed: .*Dallas, TX \(removal requested\)/),
    ).toBeVisible();

    const body = nextBodyOf('/subscribers/listings/removemetro');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, Remove Metro' }));
    expect(await body).toEqual({
      company_metro_id: listingIn('Dallas').id,
      company_id: accountOf('operator@demo.test').company_id,
      company_name: expect.any(String) as string,
    });
    await findToast('Your request to remove Dallas, TX has been sent.');
    // The table renders the new list in the background (useDeferredValue): wait for it.
    await waitFor(() =>
      expect(cellOf(rowOf('Dallas, TX'), 'Status')).toHaveTextContent('Pending Removal'),
    );
    expect(screen.getByRole('button', { name: 'Remove Dallas, TX' })).toBeDisabled();
    expect(listingIn('Dallas').status).toBe('Pending Removal');
  });

  it("shows the server's failure in the dialog", async () => {
    failPost('/subscribers/listings/removemetro', 'Call us to remove your last metro.');
    const { user, dialog } = await askRemove('Fort Worth, TX');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, Remove Metro' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Call us to remove your last metro.',
    );
    expect(cellOf(rowOf('Fort Worth, TX'), 'Status')).toHaveTextContent('Active/Approved');
  });

  it('keeps the listing when the question is cancelled', async () => {
    const { user, dialog } = await askRemove('Fort Worth, TX');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(listingIn('Fort Worth').status).toBe('Active/Approved');
  });
});

describe('Route /subscribers/listings: Pay', () => {
  it('says what is charged now, pays, says "Pay Success." and opens the listing', async () => {
    const { user, dialog, seen } = await askPay();
    // Plano's $99.00 a month, for the 9 days left of November.
    expect(within(dialog).getByText(/\$29\.70 is charged now/)).toBeVisible();
    const plano = listingIn('Plano');
    const body = nextBodyOf('/self_pay');
    await user.click(within(dialog).getByRole('button', { name: 'Pay $29.70' }));
    expect(await body).toEqual({
      company_metro_id: plano.id,
      company_id: accountOf('operator@demo.test').company_id,
    });
    await findToast('Pay Success.');
    await waitFor(() => expect(seen).toContain(`/subscribers/listings/${plano.id}`));
    expect(listingIn('Plano').status).toBe('Active/Approved');
    expect(getDb().payments.at(-1)?.amount).toBe(29.7);
  });

  it('says "NetWork Error" for an answer that is not HTTP 200', async () => {
    payAnswers(() =>
      HttpResponse.json({ success: false, error_message: 'Upstream down' }, { status: 502 }),
    );
    const { user, dialog, seen } = await askPay();
    await user.click(within(dialog).getByRole('button', { name: 'Pay $29.70' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/^NetWork Error$/);
    expect(seen.at(-1)).toBe('/subscribers/listings');
  });

  it('shows the server\'s refusal, else "Pay Fail!"', async () => {
    payAnswers(() => HttpResponse.json({ success: false, error_message: 'Card declined.' }));
    const { user, dialog } = await askPay();
    await user.click(within(dialog).getByRole('button', { name: 'Pay $29.70' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Card declined.');
    payAnswers(() => HttpResponse.json({ success: false }));
    await user.click(within(dialog).getByRole('button', { name: 'Pay $29.70' }));
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent(/^Pay Fail!$/));
  });

  it('refuses through the demo API without a card on file', async () => {
    const { company_id } = accountOf('operator@demo.test');
    const { user, dialog } = await askPay();
    // The card goes away after the page loaded (the page still offers Pay).
    getDb().cards = getDb().cards.filter((card) => card.company_id !== company_id);
    await user.click(within(dialog).getByRole('button', { name: 'Pay $29.70' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Payment information is missing. Please add a credit card.',
    );
  });

  it('pays once however often Pay is pressed', async () => {
    const held = holdRequests('post', paymentsUrl('/self_pay'));
    const { user, dialog } = await askPay();
    await user.click(within(dialog).getByRole('button', { name: 'Pay $29.70' }));
    await held.arrived;
    await user.click(within(dialog).getByRole('button', { name: /Paying/ }));
    held.release();
    await findToast('Pay Success.');
    expect(held.calls).toBe(1);
  });
});

describe('Route /subscribers/listings: the next invoice', () => {
  it('lists each billed metro, the metros left out, the date and the total', async () => {
    await openListings();
    const card = screen.getByRole('region', { name: 'Next invoice' });
    const table = within(card).getByRole('table', { name: 'Next invoice by metro' });
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => cellOf(row, 'Metro').textContent),
    ).toEqual(['Dallas, TX', 'Fort Worth, TX', 'Arlington, TX', 'Waco, TX', 'Plano, TX']);
    expect(
      within(card).getByText('Next charge on 12/01/2026').nextElementSibling,
    ).toHaveTextContent('$717.00');
    expect(
      within(card).getByText(
        'Not billed: Denton, TX (pending removal), McKinney, TX (not approved).',
      ),
    ).toBeVisible();
    // The listings answer has no base rate or bid premium for a listed metro: no empty columns,
    // one sentence instead.
    expect(within(table).queryByRole('columnheader', { name: 'Base Rate' })).toBeNull();
    expect(
      within(card).getByText(
        'The monthly cost of a listed metro comes as one figure, base rate and bid premium together.',
      ),
    ).toBeVisible();
  });

  it('takes the prepay discount off each metro, to the cent', async () => {
    server.use(
      http.get(apiUrl('/subscribers/listings'), () =>
        HttpResponse.json({
          success: true,
          listings: [
            {
              company_metro_id: 1,
              metro_id: 1,
              metro_name: 'Dallas, TX',
              cost_value: 262.5,
              status: 'Active/Approved',
              position: '3/9',
            },
            {
              company_metro_id: 2,
              metro_id: 2,
              metro_name: 'Fort Worth, TX',
              cost_value: 187.5,
              status: 'Active/Approved',
              position: '5/9',
            },
          ],
          totals: { metros: 2, metro_costs: 450, listing_fee: 10, total_fees: 460 },
          next_recurring_date: '2027-01-01',
          discount_rate: 16.67,
        }),
      ),
    );
    await openListings();
    const card = screen.getByRole('region', { name: 'Next invoice' });
    const rows = within(card).getAllByRole('row').slice(1);
    // 16.67% of 262.50 is 43.76 (43.75875); of 187.50 it is 31.26 (31.25625).
    expect(cellOf(rows[0], 'Prepay Discount')).toHaveTextContent('-$43.76');
    expect(cellOf(rows[0], 'Charge')).toHaveTextContent('$218.74');
    expect(cellOf(rows[1], 'Charge')).toHaveTextContent('$156.24');
    expect(within(card).getByText('16.67%')).toBeVisible();
    // 218.74 + 156.24 + the 10.00 listing fee.
    expect(
      within(card).getByText('Next charge on 01/01/2027').nextElementSibling,
    ).toHaveTextContent('$384.98');
  });
});
