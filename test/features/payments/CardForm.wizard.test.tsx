import { screen, waitFor, within } from '@testing-library/react';
import { cardValuesFrom } from '@/features/payments/cardValues';
import { CardForm } from '@/features/payments/components/CardForm';
import { PAYMENT_YEARS } from '@/features/payments/constants';
import type { CardSubmitResult, CardValues } from '@/features/payments/types';
import { renderWithProviders } from '../../utils/renderWithProviders';
import { control, retype } from '../../app/routes/operator/payments/paymentsHelpers';

/** The wizard's step 5 will compose the form this way: per-field messages as it is filled in. */
function renderWizardForm() {
  const sent: CardValues[] = [];
  const onSubmit = (values: CardValues): Promise<CardSubmitResult> => {
    sent.push(values);
    return Promise.resolve({ kind: 'done' });
  };
  const rendered = renderWithProviders(
    <CardForm
      variant="wizard"
      label="Payment"
      initialValues={cardValuesFrom({ years: PAYMENT_YEARS })}
      draft="test-card"
      submitLabel="Pay"
      busyLabel="Paying..."
      onSubmit={onSubmit}
    />,
  );
  return { ...rendered, sent, form: screen.getByRole('form', { name: 'Payment' }) };
}

describe('the card form in the setup wizard', () => {
  it('says what each empty field needs, under it and in the summary', async () => {
    const { user, form, sent } = renderWizardForm();
    await user.click(within(form).getByRole('button', { name: 'Pay' }));
    expect(
      await within(form).findByText(
        'Some fields are invalid, please check all fields and try again',
      ),
    ).toBeVisible();
    for (const [label, message] of [
      ['Card Number', 'Card Number is required.'],
      ['Security Code(CVV)', 'Security Code(CVV) is required.'],
      ['First Name', 'First Name is required.'],
      ['Last Name', 'Last Name is required.'],
      ['Billing Address', 'Billing Address is required.'],
      ['Billing City', 'Billing City is required.'],
      ['Billing Zip', 'Billing Zip is required.'],
      ['Email Address', 'Email Address is required.'],
    ] as const) {
      // The number's description also names the accepted brands.
      expect(control(form, label)).toHaveAccessibleDescription(
        expect.stringMatching(new RegExp(`^${message.replace(/[()]/g, '\\$&')}`)),
      );
    }
    expect(
      within(form).getByRole('checkbox', { name: /I agree to the Terms/ }),
    ).toHaveAccessibleDescription('Terms and conditions is required.');
    // Defaults are values: the expiry, country and state need nothing.
    expect(control(form, 'Expiry Month')).toHaveValue('01');
    expect(control(form, 'Expiry Year')).toHaveValue('2025');
    expect(control(form, 'Billing State')).toHaveValue('AL');
    expect(sent).toEqual([]);
  });

  it('hides a message once its field is filled, and takes 13 to 19 digits without a checksum', async () => {
    const { user, form } = renderWizardForm();
    await user.click(within(form).getByRole('button', { name: 'Pay' }));
    const first = control(form, 'First Name');
    await waitFor(() => expect(first).toHaveAccessibleDescription('First Name is required.'));
    await user.type(first, 'Maria');
    await waitFor(() => expect(first).not.toHaveAccessibleDescription('First Name is required.'));
    const number = control(form, 'Card Number');
    await retype(user, number, '4242');
    await waitFor(() =>
      expect(number).toHaveAccessibleDescription(
        expect.stringContaining('The credit card number you entered is invalid'),
      ),
    );
    await retype(user, number, '4242424242424241');
    await waitFor(() => expect(number).toHaveAccessibleDescription('Card type: Visa'));
  });
});
