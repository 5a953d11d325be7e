import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { getDb, withDb } from '@/mocks/db/store';
import { apiUrl } from '@/mocks/http';
import { server } from '@/mocks/node';
import { holdRequests } from '../../../../utils/heldRequests';
import { logRequests } from '../../../../utils/requestLog';
import { recordLocations } from '../../../../utils/locations';
import { findToast } from '../../../../utils/toasts';
import { nextBodyOf } from '../../user/helpers';
import {
  CARDS,
  companyIdOf,
  control,
  CVV,
  expectNoCardData,
  fillCard,
  FREE_TRIAL,
  OPERATOR,
  openPayments,
} from './paymentsHelpers';

const HELP =
  'Should you continue to have trouble saving your credit card, Please call us at (800) 555-0199 and we will be happy to help you!';
const DECLINED =
  'Your credit card has been declined for authorization, please provide new credit card.';

async function save(number: string, email = OPERATOR) {
  const rendered = await openPayments(email);
  const seen = recordLocations(rendered.router);
  await fillCard(rendered.user, rendered.form, number, { billing: email === FREE_TRIAL });
  await rendered.user.click(within(rendered.form).getByRole('button', { name: 'Save' }));
  return { ...rendered, seen };
}

/** An unpaid invoice line: the account owes a balance. */
function owe(email: string, amount = 40) {
  withDb((db) => {
    db.invoice_lines.push({
      id: 9001,
      company_id: companyIdOf(email),
      company_metro_id: null,
      note: 'Late payment fee',
      amount,
      due_date: '2026-11-01',
      paid: false,
      paid_on: null,
    });
  });
}

describe('Route /subscribers/payments: Save', () => {
  it('sends the card once, snake_case, the number in digits only', async () => {
    const body = nextBodyOf('/paymentInfo');
    await save(CARDS.visa);
    expect(await body).toEqual({
      card_number: CARDS.visa,
      card_month: '08',
      card_year: '2030',
      card_cvv: CVV,
      first_name: 'Maria',
      last_name: 'Delgado',
      billing_address: expect.any(String) as string,
      billing_city: 'Dallas',
      billing_country: 'USA',
      billing_state: 'TX',
      billing_zip: expect.any(String) as string,
      email: expect.any(String) as string,
      company_id: companyIdOf(OPERATOR),
      account_status: 'cc_recurring',
      cc_recurring: 1,
      payment_option: 1,
    });
  });

  it('says "Save Success", clears the card and goes to the listings; the card is kept nowhere', async () => {
    const { store, form, seen } = await save(CARDS.mastercard);
    await findToast('Save Success');
    await waitFor(() => expect(seen).toContain('/subscribers/listings'));
    expect(getDb().cards.find((card) => card.company_id === companyIdOf(OPERATOR))?.last4).toBe(
      '4444',
    );
    // The listings screen loads on demand: the form goes once it is there.
    await waitFor(() => expect(form).not.toBeInTheDocument());
    expectNoCardData(store, [CARDS.mastercard]);
  });

  it('turns the number red and alerts when the server calls it invalid', async () => {
    const { form, store } = await save(CARDS.serverInvalid);
    const alert = await within(form).findByRole('alert');
    expect(alert).toHaveTextContent('The credit card number is invalid.');
    const number = control(form, 'Card Number');
    expect(number).toHaveAttribute('aria-invalid', 'true');
    expect(number).toHaveAccessibleDescription(
      expect.stringContaining('The credit card number is invalid.'),
    );
    // Nothing is lost: the number stays to be corrected.
    expect(number).toHaveValue('8888 8888 8888 8888');
    expectNoCardData(store, [CARDS.serverInvalid]);
  });

  it('says the card was declined, with the help line, for any other refusal', async () => {
    const { form, store, seen } = await save(CARDS.declined);
    expect(await within(form).findByRole('alert')).toHaveTextContent(`${DECLINED} ${HELP}`);
    expect(control(form, 'Card Number')).not.toHaveAttribute('aria-invalid');
    expect(seen).not.toContain('/subscribers/listings');
    expectNoCardData(store, [CARDS.declined]);
  });

  it("says the server's own status message is not shown for a refusal", async () => {
    server.use(
      http.post(apiUrl('/subscribers/:id/paymentInfo'), () =>
        HttpResponse.json({ status: { code: 7, msg: 'Gateway code 05' } }),
      ),
    );
    const { form } = await save(CARDS.visa);
    expect(await within(form).findByRole('alert')).toHaveTextContent(`${DECLINED} ${HELP}`);
    expect(within(form).queryByText(/Gateway code/)).toBeNull();
  });

  it('says the save failed when no answer comes back, and can be tried again', async () => {
    server.use(
      http.post(apiUrl('/subscribers/:id/paymentInfo'), () => HttpResponse.error(), {
        once: true,
      }),
    );
    const { form, user } = await save(CARDS.visa);
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      `There was a problem saving your credit card. Please try again later. ${HELP}`,
    );
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await findToast('Save Success');
  });

  it('sends one save however often Save and Enter are pressed', async () => {
    const held = holdRequests('post', apiUrl('/subscribers/:id/paymentInfo'));
    const { user, form } = await openPayments();
    await fillCard(user, form, CARDS.visa);
    const button = within(form).getByRole('button', { name: 'Save' });
    await user.click(button);
    await held.arrived;
    expect(within(form).getByRole('button', { name: 'Saving...' })).toBeDisabled();
    await user.click(button);
    await user.type(control(form, 'Billing City'), '{Enter}');
    held.release();
    await findToast('Save Success');
    expect(held.calls).toBe(1);
  });
});

describe('Route /subscribers/payments: a balance is owed', () => {
  it('offers to pay it now; Pay Now charges the card on file once and goes to the listings', async () => {
    owe(OPERATOR);
    const body = nextBodyOf('/payments/arrears');
    const held = holdRequests('post', apiUrl('/subscribers/:id/payments/arrears'));
    const { user, store, seen } = await save(CARDS.visa);
    const dialog = await screen.findByRole('dialog', { name: 'Save Success' });
    expect(dialog).toHaveTextContent('Your account has an outstanding balance.');
    const pay = within(dialog).getByRole('button', { name: 'Pay Now' });
    await user.click(pay);
    await held.arrived;
    await user.click(within(dialog).getByRole('button', { name: 'Paying...' }));
    held.release();
    expect(await body).toEqual({ company_id: companyIdOf(OPERATOR), payment_origin: '1' });
    await findToast('Pay Success!');
    await waitFor(() => expect(seen).toContain('/subscribers/listings'));
    expect(held.calls).toBe(1);
    const unpaid = getDb().invoice_lines.filter(
      (line) => line.company_id === companyIdOf(OPERATOR) && !line.paid,
    );
    expect(unpaid).toEqual([]);
    expectNoCardData(store, [CARDS.visa]);
  });

  it('shows a failed charge in the dialog; Later moves on without paying', async () => {
    owe(OPERATOR);
    server.use(
      http.post(apiUrl('/subscribers/:id/payments/arrears'), () =>
        HttpResponse.json({ status: { code: 3, msg: 'Your card has expired.' }, result: 0 }),
      ),
    );
    const { user, seen } = await save(CARDS.visa);
    const dialog = await screen.findByRole('dialog', { name: 'Save Success' });
    await user.click(within(dialog).getByRole('button', { name: 'Pay Now' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Your card has expired.');
    await user.click(within(dialog).getByRole('button', { name: 'Later' }));
    await waitFor(() => expect(seen).toContain('/subscribers/listings'));
  });

  it('says "Pay Fail!" when the charge fails without a reason', async () => {
    owe(OPERATOR);
    server.use(
      http.post(apiUrl('/subscribers/:id/payments/arrears'), () =>
        HttpResponse.json({ result: 0 }),
      ),
    );
    const { user } = await save(CARDS.visa);
    const dialog = await screen.findByRole('dialog', { name: 'Save Success' });
    await user.click(within(dialog).getByRole('button', { name: 'Pay Now' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Pay Fail! Please check the input items. try again.',
    );
  });
});

describe('Route /subscribers/payments: the free-trial upgrade', () => {
  it('hands a free-trial operator who may upgrade to the upgrade offer, which can now pay the bill', async () => {
    const log = logRequests();
    const { user, store, seen } = await save(CARDS.mastercard, FREE_TRIAL);
    await findToast('Save Success');
    const offer = await screen.findByRole('dialog', { name: 'Upgrade to Premium' });
    // The offer first: no upgrade list is asked for before the operator chooses Upgrade.
    expect(within(offer).getByRole('button', { name: 'Continue as Free Trial' })).toBeVisible();
    expect(within(offer).queryByRole('table')).not.toBeInTheDocument();
    expect(log.paths.filter((path) => path.endsWith('/upgrade_to_premium'))).toEqual([]);
    await user.click(within(offer).getByRole('button', { name: 'Upgrade' }));
    expect(await within(offer).findByRole('table')).toBeVisible();
    expect(log.paths.filter((path) => path.endsWith('/upgrade_to_premium'))).toHaveLength(1);
    log.stop();
    await user.click(await within(offer).findByRole('button', { name: 'Pay the Bill' }));
    expect(await screen.findByRole('dialog', { name: 'Congratulations!' })).toBeVisible();
    expect(seen).not.toContain('/subscribers/listings');
    expectNoCardData(store, [CARDS.mastercard]);
  });

  it('sends a free-trial operator who may not upgrade to the listings', async () => {
    withDb((db) => {
      const row = db.accounts.find((account) => account.email === FREE_TRIAL);
      if (row) row.upgrade_premium = false;
    });
    const { seen } = await save(CARDS.mastercard, FREE_TRIAL);
    await waitFor(() => expect(seen).toContain('/subscribers/listings'));
    expect(screen.queryByRole('dialog', { name: 'Upgrade to Premium' })).toBeNull();
  });
});
