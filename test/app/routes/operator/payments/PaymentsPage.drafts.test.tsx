import { screen, waitFor, within } from '@testing-library/react';
import { CARD_TEXTS } from '@/features/payments/constants';
import { getDb } from '@/mocks/db/store';
import { draftNames, logOut, reload } from '../../../../utils/drafts';
import { findToast } from '../../../../utils/toasts';
import {
  CARDS,
  companyIdOf,
  control,
  expectNoCardData,
  OPERATOR,
  openPayments,
  pasteCard,
} from './paymentsHelpers';

const cardOnFile = () => {
  const card = getDb().cards.find((row) => row.company_id === companyIdOf(OPERATOR));
  if (!card) throw new Error('No card on file');
  return card;
};

describe('Route /subscribers/payments: what is typed survives a reload, the card never', () => {
  it('keeps the billing data typed, never the card, and says so over the card after a reload', async () => {
    const page = await openPayments();
    // A first visit has nothing to say about the card.
    expect(screen.queryByText(CARD_TEXTS.cardNotKept)).toBeNull();
    await pasteCard(page.user, page.form, CARDS.mastercard);
    expect(draftNames()).toEqual(['payment-info']);
    expectNoCardData(page.store, [CARDS.mastercard]);

    const { form } = await reload(page, openPayments);
    await waitFor(() => expect(control(form, 'First Name')).toHaveValue('Keisha'));
    expect(control(form, 'Last Name')).toHaveValue('Brooks');
    expect(control(form, 'Billing Address')).toHaveValue('4410 Legacy Dr');
    expect(control(form, 'Billing City')).toHaveValue('Plano');
    expect(control(form, 'Email Address')).toHaveValue('billing@prairierose.example');
    // Consent is given afresh: the terms ticked before the reload are not kept.
    expect(within(form).getByRole('checkbox', { name: /I agree to the Terms/ })).not.toBeChecked();
    expect(window.sessionStorage.getItem('buscharter:draft:payment-info')).not.toContain('terms');
    // The card is as the server has it (its last four, its expiry), the CVV empty, and why.
    const { last4, exp_year: year } = cardOnFile();
    expect(control(form, 'Card Number')).toHaveValue(last4);
    expect(control(form, 'Expiry Year')).toHaveValue(year);
    expect(control(form, 'Security Code(CVV)')).toHaveValue('');
    const notice = within(form).getByRole('status');
    expect(notice).toHaveTextContent(CARD_TEXTS.cardNotKept);
    expect(within(form).getByRole('group', { name: 'Credit Card' })).toContainElement(notice);
  });

  it('drops the draft once the card is saved', async () => {
    const page = await openPayments();
    await pasteCard(page.user, page.form, CARDS.mastercard);
    expect(draftNames()).toEqual(['payment-info']);
    await page.user.click(within(page.form).getByRole('button', { name: 'Save' }));
    await findToast('Save Success');
    expect(draftNames()).toEqual([]);
    expectNoCardData(page.store, [CARDS.mastercard]);
  });

  it('forgets the draft on logout', async () => {
    const page = await openPayments();
    await pasteCard(page.user, page.form, CARDS.mastercard);
    expect(draftNames()).toEqual(['payment-info']);
    logOut(page);
    expect(draftNames()).toEqual([]);
    const { form } = await reload(page, openPayments);
    expect(control(form, 'First Name')).toHaveValue('Maria');
    expect(screen.queryByText(CARD_TEXTS.cardNotKept)).toBeNull();
  });
});
