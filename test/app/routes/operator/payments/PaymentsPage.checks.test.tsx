import { screen, waitFor, within } from '@testing-library/react';
import { server } from '@/mocks/node';
import { CARDS, control, fillCard, openPayments, retype } from './paymentsHelpers';

const HELP =
  'Should you continue to have trouble saving your credit card, Please call us at (800) 555-0199 and we will be happy to help you!';
const INVALID = `The credit card number you entered is invalid, please re-enter the correct credit card number. ${HELP}`;
const INCOMPLETE =
  'Your credit card information is incomplete, please fill in the following field:';
const TERMS = 'You must accept the terms and conditions to continue.';

/** Counts the saves that reach the server (none may, while a check fails). */
function countSaves(): { count: number } {
  const seen = { count: 0 };
  server.events.on('request:start', ({ request }) => {
    if (request.url.endsWith('/paymentInfo')) seen.count += 1;
  });
  return seen;
}

describe('Route /subscribers/payments: the form', () => {
  it('is in the side menu between Bid for Placement and Invoice, and prefills what is on file', async () => {
    const { form } = await openPayments();
    const menu = screen.getByRole('navigation', { name: 'Account' });
    const names = within(menu)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names.indexOf('Payments')).toBeGreaterThan(names.indexOf('Bid for Placement'));
    expect(names.indexOf('Payments')).toBeLessThan(names.indexOf('Invoice'));
    expect(screen.getByRole('heading', { level: 1, name: 'Payments' })).toBeInTheDocument();

    expect(control(form, 'Card Number')).toHaveValue('4242');
    expect(screen.getByText(/The card on file ends in 4242, expiring 08\/2028/)).toBeVisible();
    expect(control(form, 'Expiry Month')).toHaveValue('08');
    expect(control(form, 'Expiry Year')).toHaveValue('2028');
    expect(control(form, 'Security Code(CVV)')).toHaveValue('');
    expect(control(form, 'First Name')).toHaveValue('Maria');
    expect(control(form, 'Billing Country')).toHaveValue('USA');
    expect(control(form, 'Billing State')).toHaveValue('TX');
    expect(control(form, 'CC Recurring')).toHaveDisplayValue('Recurring 1st');
    expect(within(control(form, 'CC Recurring')).getAllByRole('option')).toHaveLength(1);
  });

  it('lists months 01-12 and years 2025-2040, and links the terms in a new tab', async () => {
    const { form } = await openPayments();
    const months = within(control(form, 'Expiry Month')).getAllByRole('option');
    expect(months.map((option) => option.textContent)).toEqual([
      '01',
      '02',
      '03',
      '04',
      '05',
      '06',
      '07',
      '08',
      '09',
      '10',
      '11',
      '12',
    ]);
    const years = within(control(form, 'Expiry Year')).getAllByRole('option');
    expect(years[0]).toHaveTextContent('2025');
    expect(years.at(-1)).toHaveTextContent('2040');
    expect(years).toHaveLength(16);
    const link = within(form).getByRole('link', { name: /Terms and Conditions/ });
    expect(link).toHaveAttribute('href', '/terms-and-conditions');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('groups the number in fours as it is typed, names the brand, and asks the browser for card autofill', async () => {
    const { user, form } = await openPayments();
    const number = control(form, 'Card Number');
    expect(number).toHaveAttribute('autocomplete', 'cc-number');
    expect(number).toHaveAttribute('inputmode', 'numeric');
    await retype(user, number, '42424242a42');
    expect(number).toHaveValue('4242 4242 42');
    expect(within(form).getByText('Card type: Visa')).toBeVisible();
    await retype(user, number, '378282246310005');
    expect(number).toHaveValue('3782 8224 6310 005');
    expect(within(form).getByText('Card type: American Express')).toBeVisible();
    await retype(user, number, '12345678901234567890');
    expect(number).toHaveValue('1234 5678 9012 3456 789');
    expect(within(form).getByText('Visa, Mastercard, American Express or Discover')).toBeVisible();
  });

  it('keeps the caret where a digit is typed in the middle', async () => {
    const { user, form } = await openPayments();
    const number = control(form, 'Card Number') as HTMLInputElement;
    await retype(user, number, '42424242');
    // After "4242 42", one more digit: the groups shift, the caret stays after it.
    await user.type(number, '9', { initialSelectionStart: 7, initialSelectionEnd: 7 });
    expect(number).toHaveValue('4242 4294 2');
    expect(number.selectionStart).toBe(8);
  });

  it('takes only digits in the CVV, four at most', async () => {
    const { user, form } = await openPayments();
    const cvv = control(form, 'Security Code(CVV)');
    await user.type(cvv, '1a2b345');
    expect(cvv).toHaveValue('1234');
    expect(cvv).toHaveAttribute('maxlength', '4');
  });

  it('resets the state to the first of the country when the country changes', async () => {
    const { user, form } = await openPayments();
    const state = control(form, 'Billing State');
    await user.selectOptions(control(form, 'Billing Country'), 'CA');
    expect(state).toHaveValue('AB');
    expect(within(state).getByRole('option', { name: 'Ontario' })).toBeInTheDocument();
    expect(within(state).queryByRole('option', { name: 'Texas' })).toBeNull();
    await user.selectOptions(state, 'ON');
    await user.selectOptions(control(form, 'Billing Country'), 'USA');
    expect(state).toHaveValue('AL');
    expect(within(state).getByRole('option', { name: 'Puerto Rico' })).toBeInTheDocument();
    expect(within(state).queryByRole('option', { name: 'Ontario' })).toBeNull();
  });
});

describe('Route /subscribers/payments: the checks on Save', () => {
  it.each([
    ['4242 4242 4242 4241', 'a wrong check digit'],
    ['4242 4242 424', 'eleven digits'],
    ['424', 'three digits'],
    ['', 'nothing'],
  ])('turns the number red for %s (%s) and sends nothing', async (number) => {
    const saves = countSaves();
    const { user, form } = await openPayments();
    await fillCard(user, form, number);
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    const field = control(form, 'Card Number');
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(expect.stringContaining(INVALID)),
    );
    expect(field).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(field).toHaveFocus());
    expect(screen.queryByText(INCOMPLETE)).toBeNull();
    expect(saves.count).toBe(0);
  });

  it('accepts the four digits of the card on file', async () => {
    const { user, form } = await openPayments();
    await fillCard(user, form, '4242');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Save Success')).toBeInTheDocument();
  });

  it.each([
    ['Security Code(CVV)'],
    ['First Name'],
    ['Last Name'],
    ['Billing Address'],
    ['Billing City'],
    ['Billing Zip'],
    ['Email Address'],
  ])('names %s when it is left empty, with the help line', async (label) => {
    const saves = countSaves();
    const { user, form } = await openPayments();
    await fillCard(user, form, CARDS.visa);
    await user.clear(control(form, label));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    const alert = await within(form).findByRole('alert');
    expect(within(alert).getByText(INCOMPLETE)).toBeVisible();
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([label]);
    expect(within(alert).getByText(HELP)).toBeVisible();
    expect(saves.count).toBe(0);
  });

  it('lists every empty field at once, in the order of the form', async () => {
    const { user, form } = await openPayments('freetrial@demo.test');
    await fillCard(user, form, CARDS.visa);
    await user.clear(control(form, 'Security Code(CVV)'));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    const alert = await within(form).findByRole('alert');
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Security Code(CVV)',
      'First Name',
      'Last Name',
      'Billing Address',
      'Billing City',
      'Billing Zip',
      'Email Address',
    ]);
  });

  it('asks for the terms, under the checkbox', async () => {
    const saves = countSaves();
    const { user, form } = await openPayments();
    await fillCard(user, form, CARDS.visa, { terms: false });
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    const terms = within(form).getByRole('checkbox', { name: /I agree to the Terms/ });
    await waitFor(() => expect(terms).toHaveAccessibleDescription(TERMS));
    expect(terms).toBeInvalid();
    expect(within(form).queryByRole('alert')).toBeNull();
    expect(saves.count).toBe(0);
  });

  it('says all three at once when all three fail', async () => {
    const { user, form } = await openPayments();
    await fillCard(user, form, '12345', { terms: false });
    await user.clear(control(form, 'Billing City'));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText(INVALID)).toBeVisible();
    expect(within(form).getByRole('alert')).toHaveTextContent('Billing City');
    expect(within(form).getByText(TERMS)).toBeVisible();
  });
});
