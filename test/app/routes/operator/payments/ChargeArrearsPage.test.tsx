import { screen, waitFor, within } from '@testing-library/react';
import { apiUrl } from '@/mocks/http';
import { DEMO_ARREARS_ID } from '@/mocks/db/seed';
import { getDb } from '@/mocks/db/store';
import { holdRequests } from '../../../../utils/heldRequests';
import { recordLocations } from '../../../../utils/locations';
import { renderRoute } from '../../../../utils/renderWithProviders';
import { findToast } from '../../../../utils/toasts';
import { nextBodyOf } from '../../user/helpers';
import { CARDS, companyIdOf, control, CVV, expectNoCardData, retype } from './paymentsHelpers';

const ARREARS = 'arrears@demo.test';
const PAY_FAIL = 'Pay Fail! Please check the input items. try again.';

/** The page as a visitor with the secret link (the arrears operator is never logged in). */
async function openArrears(secretKey = DEMO_ARREARS_ID) {
  const rendered = renderRoute(`/charge_arrears/${secretKey}`);
  const seen = recordLocations(rendered.router);
  const form = await screen.findByRole('form', { name: 'Pay Your Balance' });
  return { ...rendered, seen, form };
}

const unpaid = () =>
  getDb().invoice_lines.filter((line) => line.company_id === companyIdOf(ARREARS) && !line.paid);

const totalText = () =>
  `$${(unpaid().reduce((sum, line) => sum + Math.round(line.amount * 100), 0) / 100).toFixed(2)}`;

async function fillNewCard(
  user: Awaited<ReturnType<typeof openArrears>>['user'],
  form: HTMLElement,
  number: string,
) {
  await retype(user, control(form, 'Card Number'), number);
  await user.selectOptions(control(form, 'Expiry Year'), '2030');
  await retype(user, control(form, 'Security Code(CVV)'), CVV);
}

describe('Route /charge_arrears/:secretKey', () => {
  it('shows the unpaid invoice lines, their total, and the billing data on file', async () => {
    const { form } = await openArrears();
    const table = screen.getByRole('table', { name: 'Unpaid invoice lines' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(unpaid().length);
    expect(within(table).getByRole('cell', { name: 'Late payment fee' })).toBeVisible();
    expect(within(table).getByRole('cell', { name: '$25.00' })).toBeVisible();
    const total = screen.getByText('Total').parentElement;
    expect(total).toHaveTextContent(totalText());
    expect(control(form, 'Company Name')).toHaveValue('Red River Coach Lines');
    expect(control(form, 'First Name')).toHaveValue('Hector');
    expect(within(form).getByRole('button', { name: `Pay ${totalText()}` })).toBeVisible();
    // No plan and no terms on this page; its own year list.
    expect(within(form).queryByLabelText(/CC Recurring/)).toBeNull();
    expect(within(form).queryByRole('checkbox')).toBeNull();
    const years = within(control(form, 'Expiry Year')).getAllByRole('option');
    expect([years[0]?.textContent, years.at(-1)?.textContent]).toEqual(['2021', '2032']);
  });

  it('says "please check input item" and names what is missing, sending nothing', async () => {
    const { user, form } = await openArrears();
    await fillNewCard(user, form, '4242 4242 4242 4241');
    await user.clear(control(form, 'Company Name'));
    await user.clear(control(form, 'Billing Zip'));
    await user.click(within(form).getByRole('button', { name: /^Pay/ }));
    const alert = await within(form).findByRole('alert');
    expect(within(alert).getByText('please check input item')).toBeVisible();
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Card Number', 'Company Name', 'Billing Zip']);
    expect(unpaid().length).toBeGreaterThan(0);
  });

  it('pays with notification_company_id from the secret key: "Pay Success!", then home', async () => {
    const held = holdRequests('post', apiUrl('/subscribers/:id/payments/arrears'));
    const { user, form, seen, store } = await openArrears();
    // After the page's own GET of the same path.
    const body = nextBodyOf('/payments/arrears');
    await fillNewCard(user, form, CARDS.visa);
    await user.click(within(form).getByRole('button', { name: /^Pay/ }));
    await held.arrived;
    expect(within(form).getByRole('button', { name: 'Paying...' })).toBeDisabled();
    held.release();
    expect(await body).toMatchObject({
      card_number: CARDS.visa,
      card_cvv: CVV,
      company_name: 'Red River Coach Lines',
      notification_company_id: DEMO_ARREARS_ID,
    });
    await findToast('Pay Success!');
    await waitFor(() => expect(seen.at(-1)).toBe('/'));
    expect(held.calls).toBe(1);
    expect(unpaid()).toEqual([]);
    expect(getDb().accounts.find((row) => row.email === ARREARS)?.arrears_state).toBe(false);
    expectNoCardData(store, [CARDS.visa]);
  });

  it('says "Pay Fail!" when the card is refused, and stays to try again', async () => {
    const { user, form, seen, store } = await openArrears();
    await fillNewCard(user, form, CARDS.declined);
    await user.click(within(form).getByRole('button', { name: /^Pay/ }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(PAY_FAIL);
    expect(seen.at(-1)).toBe(`/charge_arrears/${DEMO_ARREARS_ID}`);
    expect(control(form, 'Card Number')).toHaveValue('4000 0000 0000 0002');
    expectNoCardData(store, [CARDS.declined]);
  });

  it('alerts why a link does not load, and goes home', async () => {
    const rendered = renderRoute('/charge_arrears/not-a-key');
    const seen = recordLocations(rendered.router);
    await findToast('This payment link is not valid, or the balance has already been paid.');
    await waitFor(() => expect(seen.at(-1)).toBe('/'));
    expect(screen.queryByRole('form', { name: 'Pay Your Balance' })).toBeNull();
  });

  it("is reached from the login's arrears notice", async () => {
    const rendered = renderRoute('/join');
    await rendered.user.click(await screen.findByRole('button', { name: 'Login' }));
    const login = await screen.findByRole('dialog', { name: 'Login' });
    await rendered.user.type(within(login).getByLabelText(/UserName/), ARREARS);
    await rendered.user.type(within(login).getByLabelText(/Password/), 'Operator2026!');
    await rendered.user.click(within(login).getByRole('button', { name: 'Login' }));
    const notice = await screen.findByRole('dialog', { name: 'Account Suspended' });
    await rendered.user.click(within(notice).getByRole('button', { name: 'Go' }));
    expect(await screen.findByRole('form', { name: 'Pay Your Balance' })).toBeVisible();
    expect(screen.getByRole('table', { name: 'Unpaid invoice lines' })).toBeVisible();
  });
});
