import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { getDb } from '@/mocks/db/store';
import { server } from '@/mocks/node';
import { holdRequests } from '../../../../utils/heldRequests';
import { recordLocations } from '../../../../utils/locations';
import { nextBodyOf } from '../../user/helpers';
import {
  CARDS,
  companyIdOf,
  control,
  CVV,
  expectNoCardData,
  fillCard,
} from '../payments/paymentsHelpers';
import {
  BILLING_ON_FILE,
  DECLINED,
  fileBilling,
  HELP,
  openStepFive,
  PAY_URL,
  SAVE_URL,
  SETUP5,
  STEP5_PATH,
  type StepFive,
} from './paymentStepHelpers';

const progressOf = (email: string) =>
  getDb().accounts.find((row) => row.email === email)?.setup_progress;
const houstonListing = () =>
  getDb().company_metros.find((row) => row.company_id === companyIdOf(SETUP5));

/** Step 5 with the billing data on file (prefilled) and a card typed in, terms accepted. */
async function filledStepFive(number: string = CARDS.visa) {
  fileBilling();
  const step = await openStepFive();
  const seen = recordLocations(step.router);
  await fillCard(step.user, step.form, number);
  return { ...step, seen };
}

const press = (step: StepFive, name: string) =>
  step.user.click(within(step.form).getByRole('button', { name }));

/** My Account in the header: a link, or the disabled stand-in of setup steps 2-5. */
const myAccount = () =>
  within(screen.getByRole('banner')).getByRole('link', { name: 'My Account' });

describe('Route /subscribers/init5: Just Save Payment Information and Pay', () => {
  it('saves the card, the billing data and the option, then goes to the invoice; nothing of the card is kept', async () => {
    const body = nextBodyOf('/fifth/step/save');
    const step = await filledStepFive(CARDS.mastercard);
    await step.user.selectOptions(
      within(step.summary).getByRole('combobox', { name: 'Payment Option' }),
      'Annual',
    );
    await press(step, 'Just Save Payment Information');
    expect(await body).toEqual({
      card_number: CARDS.mastercard,
      card_month: '01',
      card_year: '2030',
      card_cvv: CVV,
      ...BILLING_ON_FILE,
      company_id: companyIdOf(SETUP5),
      account_status: 'cc_recurring',
      cc_recurring: 1,
      payment_option: 4,
    });
    await waitFor(() => expect(step.router.state.location.pathname).toBe('/subscribers/crash'));
    expect(progressOf(SETUP5)).toBe(6);
    // Saved, not paid: the metro still waits on the invoice.
    expect(houstonListing()?.status).toBe('Pending Approval');
    expect(getDb().cards.find((card) => card.company_id === companyIdOf(SETUP5))?.last4).toBe(
      '4444',
    );
    expectNoCardData(step.store, [CARDS.mastercard]);
  });

  it('stays, with the declined text, when the save answers code 0 but result false', async () => {
    server.use(
      http.post(SAVE_URL, () =>
        HttpResponse.json({ status: { code: 0, msg: 'success' }, result: false }),
      ),
    );
    const step = await filledStepFive();
    await press(step, 'Just Save Payment Information');
    expect(await within(step.form).findByRole('alert')).toHaveTextContent(`${DECLINED} ${HELP}`);
    expect(step.seen).not.toContain('/subscribers/crash');
    expect(step.router.state.location.pathname).toBe(STEP5_PATH);
    // Everything typed is still there.
    expect(control(step.form, 'Card Number')).toHaveValue('4242 4242 4242 4242');
    expect(control(step.form, 'First Name')).toHaveValue('Andre');
    expect(within(step.form).getByRole('checkbox', { name: /I agree/ })).toBeChecked();
  });

  it('pays, goes to the listings with My Account back, and the metro is live', async () => {
    const step = await filledStepFive();
    expect(within(screen.getByRole('banner')).getByText('My Account')).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await press(step, 'Pay');
    await waitFor(() => expect(step.router.state.location.pathname).toBe('/subscribers/listings'));
    await waitFor(() => expect(myAccount()).toHaveAttribute('href', '/subscribers/listings'));
    expect(myAccount()).not.toHaveAttribute('aria-disabled');
    expect(progressOf(SETUP5)).toBe(6);
    expect(houstonListing()?.status).toBe('Active/Approved');
    expectNoCardData(step.store, [CARDS.visa]);
  });

  it('moves on after Pay on code 0, whatever its result says', async () => {
    server.use(
      http.post(PAY_URL, () =>
        HttpResponse.json({ status: { code: 0, msg: 'success' }, result: false }),
      ),
    );
    const step = await filledStepFive();
    await press(step, 'Pay');
    await waitFor(() => expect(step.router.state.location.pathname).toBe('/subscribers/listings'));
  });

  it('marks the number when the server calls it invalid, and keeps what was typed', async () => {
    const step = await filledStepFive(CARDS.serverInvalid);
    await press(step, 'Pay');
    // Its own alert (the wizard's summary of invalid fields names it too).
    await waitFor(() =>
      expect(
        within(step.form)
          .getAllByRole('alert')
          .map((alert) => alert.textContent),
      ).toContain('The credit card number is invalid.'),
    );
    const number = control(step.form, 'Card Number');
    expect(number).toHaveAttribute('aria-invalid', 'true');
    expect(number).toHaveAccessibleDescription(
      expect.stringContaining('The credit card number is invalid.'),
    );
    expect(number).toHaveValue('8888 8888 8888 8888');
    expect(step.seen).not.toContain('/subscribers/listings');
    expect(progressOf(SETUP5)).toBe(5);
    expectNoCardData(step.store, [CARDS.serverInvalid]);
  });

  it('says the card was declined, with the help line and phone, for any other refusal', async () => {
    const step = await filledStepFive(CARDS.declined);
    await press(step, 'Pay');
    expect(await within(step.form).findByRole('alert')).toHaveTextContent(`${DECLINED} ${HELP}`);
    expect(control(step.form, 'Card Number')).not.toHaveAttribute('aria-invalid');
    expect(control(step.form, 'Card Number')).toHaveValue('4000 0000 0000 0002');
    expect(houstonListing()?.status).toBe('Pending Approval');
    expect(progressOf(SETUP5)).toBe(5);
  });

  it('sends one request however often either button or Enter is pressed while it runs', async () => {
    const held = holdRequests('post', PAY_URL);
    const saves = holdRequests('post', SAVE_URL);
    const step = await filledStepFive();
    await press(step, 'Pay');
    await held.arrived;
    const pay = within(step.form).getByRole('button', { name: 'Paying...' });
    const save = within(step.form).getByRole('button', { name: 'Just Save Payment Information' });
    expect(pay).toBeDisabled();
    expect(save).toBeDisabled();
    await step.user.click(pay);
    await step.user.click(save);
    await step.user.type(control(step.form, 'Billing Zip'), '{Enter}');
    held.release();
    await waitFor(() => expect(step.router.state.location.pathname).toBe('/subscribers/listings'));
    expect(held.calls).toBe(1);
    expect(saves.calls).toBe(0);
  });

  it('says the save failed when no answer comes back, and the card can be sent again', async () => {
    server.use(http.post(SAVE_URL, () => HttpResponse.error(), { once: true }));
    const step = await filledStepFive();
    await press(step, 'Just Save Payment Information');
    expect(await within(step.form).findByRole('alert')).toHaveTextContent(
      `There was a problem saving your credit card. Please try again later. ${HELP}`,
    );
    await press(step, 'Just Save Payment Information');
    await waitFor(() => expect(step.router.state.location.pathname).toBe('/subscribers/crash'));
  });
});
