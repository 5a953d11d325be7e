import { waitFor, within } from '@testing-library/react';
import { CARD_TEXTS } from '@/features/payments/constants';
import { draftNames, logOut, reload } from '../../../../utils/drafts';
import { enterText } from '../../../../utils/enterText';
import { CARDS, control, CVV, expectNoCardData, pasteCard } from '../payments/paymentsHelpers';
import { openStepFive, type StepFive } from './paymentStepHelpers';

const option = ({ summary }: Pick<StepFive, 'summary'>) =>
  within(summary).getByRole('combobox', { name: 'Payment Option' });

/** Quarterly chosen, some billing data and a card typed, nothing sent. */
async function fillStepFive(whole = false) {
  const step = await openStepFive();
  await step.user.selectOptions(option(step), 'Quarterly');
  if (whole) {
    await pasteCard(step.user, step.form, CARDS.visa);
    return step;
  }
  for (const [label, value] of [
    ['First Name', 'Keisha'],
    ['Billing City', 'Plano'],
    ['Card Number', CARDS.visa],
    ['Security Code(CVV)', CVV],
  ])
    await enterText(step.user, control(step.form, label), value);
  return step;
}

describe('Route /subscribers/init5: what is typed survives a reload, the card never', () => {
  it('brings back the option and the billing data, not the card, and says why', async () => {
    const step = await fillStepFive();
    expect(draftNames()).toEqual(['setup-payment', 'setup-payment-option']);
    expectNoCardData(step.store, [CARDS.visa]);

    const again = await reload(step, openStepFive);
    await waitFor(() => expect(control(again.form, 'First Name')).toHaveValue('Keisha'));
    expect(option(again)).toHaveDisplayValue('Quarterly');
    expect(control(again.form, 'Billing City')).toHaveValue('Plano');
    expect(control(again.form, 'Card Number')).toHaveValue('');
    expect(control(again.form, 'Security Code(CVV)')).toHaveValue('');
    expect(within(again.form).getByRole('status')).toHaveTextContent(CARD_TEXTS.cardNotKept);
  });

  it('forgets both drafts once paid', async () => {
    const step = await fillStepFive(true);
    expect(draftNames()).toHaveLength(2);
    await step.user.click(within(step.form).getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(step.router.state.location.pathname).toBe('/subscribers/listings'));
    expect(draftNames()).toEqual([]);
  });

  it('forgets both drafts on logout', async () => {
    const step = await fillStepFive();
    expect(draftNames()).toHaveLength(2);
    logOut(step);
    expect(draftNames()).toEqual([]);
  });
});
