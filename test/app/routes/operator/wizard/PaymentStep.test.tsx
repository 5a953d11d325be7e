import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { withDb } from '@/mocks/db/store';
import { server } from '@/mocks/node';
import { control, companyIdOf, retype } from '../payments/paymentsHelpers';
import {
  answered,
  expectedTotals,
  figure,
  holdListing,
  openStepFive,
  recordListingRequests,
  SETUP5,
} from './paymentStepHelpers';

describe('Route /subscribers/init5: the payment step', () => {
  it('shows the Metro Listing, the totals, the tip, the renewal date, the card logos and the terms link', async () => {
    const { summary, form } = await openStepFive();
    expect(screen.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
    expect(within(summary).getByRole('combobox', { name: 'Payment Option' })).toHaveValue('1');
    const table = within(summary).getByRole('table', { name: 'Metros in your listing' });
    expect(within(table).getByRole('cell', { name: 'Houston, TX' })).toBeVisible();
    const monthly = expectedTotals(1);
    expect(figure(summary, 'Total Billing')).toBe(monthly.total);
    expect(figure(summary, 'Prorated Billing')).toBe(monthly.prorated);
    // The demo clock is pinned to 2026-11-22: Recurring 1st renews on December 1.
    expect(figure(summary, 'Renewal Date')).toBe('12/01/2026');
    expect(figure(summary, 'Billing Period')).toBe('Monthly');
    expect(
      within(summary).getByText(
        'Tip: a prorated amount is charged now for the days between today and your next renewal date.',
      ),
    ).toBeVisible();
    const logos = screen.getByRole('list', { name: 'Accepted cards' });
    for (const brand of ['Visa', 'Mastercard', 'American Express', 'Discover'])
      expect(within(logos).getByRole('img', { name: brand })).toBeVisible();
    const terms = within(form).getByRole('link', { name: /Terms and Conditions/ });
    expect(terms).toHaveAttribute('href', '/terms-and-conditions');
    expect(terms).toHaveAttribute('target', '_blank');
    expect(terms.getAttribute('rel')).toMatch(/\bnoopener\b/);
    // Both buttons, in the spec's order.
    expect(
      within(form)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Just Save Payment Information', 'Pay']);
  });

  it("gives each empty field the wizard's message and hides it once the field is filled", async () => {
    const { user, form } = await openStepFive();
    await user.click(within(form).getByRole('button', { name: 'Pay' }));
    const first = control(form, 'First Name');
    await waitFor(() => expect(first).toHaveAccessibleDescription('First Name is required.'));
    const number = control(form, 'Card Number');
    expect(number).toHaveAccessibleDescription(expect.stringMatching(/^Card Number is required\./));
    const terms = within(form).getByRole('checkbox', { name: /I agree to the Terms/ });
    expect(terms).toHaveAccessibleDescription('Terms and conditions is required.');

    await user.type(first, 'Andre');
    await waitFor(() => expect(first).not.toHaveAccessibleDescription('First Name is required.'));
    await retype(user, number, '4242424242424242');
    await waitFor(() => expect(number).toHaveAccessibleDescription('Card type: Visa'));
    await user.click(terms);
    await waitFor(() => expect(terms).not.toHaveAccessibleDescription());
    // The others still say what they need.
    expect(control(form, 'Last Name')).toHaveAccessibleDescription('Last Name is required.');
  });

  it('takes digits only: the number groups in fours up to 19 digits, the CVV keeps 4', async () => {
    const { user, form } = await openStepFive();
    const number = control(form, 'Card Number');
    await retype(user, number, '4242-4242 abc 4242 4242 1234 9999');
    expect(number).toHaveValue('4242 4242 4242 4242 123');
    const cvv = control(form, 'Security Code(CVV)');
    await retype(user, cvv, '12a345');
    expect(cvv).toHaveValue('1234');
  });

  it('switches the state list with the country and starts it on the first', async () => {
    const { user, form } = await openStepFive();
    const state = control(form, 'Billing State');
    expect(state).toHaveValue('AL');
    await user.selectOptions(control(form, 'Billing Country'), 'CA');
    expect(state).toHaveValue('AB');
    expect(within(state).queryByRole('option', { name: /Texas/ })).toBeNull();
  });

  it('asks for the totals again when the option changes, and shows the new ones', async () => {
    const asked = recordListingRequests();
    const { user, summary } = await openStepFive();
    await user.selectOptions(
      within(summary).getByRole('combobox', { name: 'Payment Option' }),
      'Quarterly',
    );
    const quarterly = expectedTotals(2);
    await waitFor(() => expect(figure(summary, 'Total Billing')).toBe(quarterly.total));
    expect(quarterly.total).not.toBe(expectedTotals(1).total);
    expect(figure(summary, 'Prorated Billing')).toBe(quarterly.prorated);
    expect(figure(summary, 'Billing Period')).toBe('Quarterly');
    expect(figure(summary, 'Prepay Discount')).toBe('16.67%');
    expect(asked).toEqual(['1', '2']);
  });

  it('shows the answer to the latest choice, whatever order the answers come in', async () => {
    const { user, summary } = await openStepFive();
    const stale = holdListing(2, () =>
      HttpResponse.json({
        status: { code: 0, msg: 'success' },
        result: { listing: [], total_billing_amount: 9999, prorated_billing_amount: 9999 },
      }),
    );
    const latest = holdListing(4);
    // Anything the page ever shows of the stale answer is caught, however briefly.
    let sawStale = false;
    const observer = new MutationObserver(() => {
      if (summary.textContent?.includes('$9,999.00')) sawStale = true;
    });
    observer.observe(summary, { subtree: true, childList: true, characterData: true });
    const select = within(summary).getByRole('combobox', { name: 'Payment Option' });
    await user.selectOptions(select, 'Quarterly');
    await stale.arrived;
    await user.selectOptions(select, 'Annual');
    await latest.arrived;
    // The last totals stay, marked as being updated.
    expect(await within(summary).findByRole('status')).toHaveTextContent('Updating your totals...');
    expect(figure(summary, 'Total Billing')).toBe(expectedTotals(1).total);

    latest.release();
    const annual = expectedTotals(4);
    await waitFor(() => expect(figure(summary, 'Total Billing')).toBe(annual.total));
    expect(within(summary).queryByText('Updating your totals...')).toBeNull();
    // Now the earlier choice's answer comes in, late; then one more choice is made.
    const staleAnswered = answered('paymentOption=2');
    stale.release();
    await staleAnswered;
    await user.selectOptions(select, 'Six Months');
    await waitFor(() => expect(figure(summary, 'Total Billing')).toBe(expectedTotals(3).total));
    observer.disconnect();
    expect(sawStale).toBe(false);
  });

  it('says when the totals cannot be loaded, keeps the form usable, and tries again', async () => {
    const { user, summary, form } = await openStepFive();
    const failed = holdListing(3, () => HttpResponse.error());
    failed.release();
    await user.selectOptions(
      within(summary).getByRole('combobox', { name: 'Payment Option' }),
      'Six Months',
    );
    expect(
      await within(summary).findByText(
        'There was a problem loading your billing totals. Please try again later.',
      ),
    ).toBeVisible();
    // No figures of another option are left on screen.
    expect(within(summary).queryByText('Total Billing')).toBeNull();
    const first = control(form, 'First Name');
    await user.type(first, 'Andre');
    expect(first).toHaveValue('Andre');
    expect(within(form).getByRole('button', { name: 'Pay' })).toBeEnabled();

    server.resetHandlers();
    await user.click(within(summary).getByRole('button', { name: 'Try again' }));
    const six = expectedTotals(3);
    await waitFor(() => expect(figure(summary, 'Total Billing')).toBe(six.total));
  });

  it('prefills the billing data and the option on file, never the card', async () => {
    withDb((db) => {
      const companyId = companyIdOf(SETUP5);
      db.cards.push({
        id: 99,
        company_id: companyId,
        brand: 'visa',
        last4: '4242',
        exp_month: '08',
        exp_year: '2029',
        name_on_card: 'Andre Thibodeaux',
      });
      db.billing_profiles.push({
        company_id: companyId,
        first_name: 'Andre',
        last_name: 'Thibodeaux',
        billing_address: '2500 Navigation Blvd',
        billing_city: 'Houston',
        billing_country: 'USA',
        billing_state: 'TX',
        billing_zip: '77003',
        email: 'billing@bayoucity.example',
        account_status: 'cc_recurring',
        cc_recurring: 1,
        payment_option: 4,
        next_recurring_date: '2026-12-01',
      });
    });
    const asked = recordListingRequests();
    const { form, summary } = await openStepFive();
    expect(control(form, 'First Name')).toHaveValue('Andre');
    expect(control(form, 'Billing City')).toHaveValue('Houston');
    expect(control(form, 'Billing State')).toHaveValue('TX');
    expect(control(form, 'Email Address')).toHaveValue('billing@bayoucity.example');
    expect(control(form, 'Card Number')).toHaveValue('');
    expect(control(form, 'Security Code(CVV)')).toHaveValue('');
    expect(within(summary).getByRole('combobox', { name: 'Payment Option' })).toHaveValue('4');
    expect(asked).toEqual(['4']);
  });
});
