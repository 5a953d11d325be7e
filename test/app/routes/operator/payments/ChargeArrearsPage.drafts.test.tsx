import { screen, waitFor, within } from '@testing-library/react';
import { CARD_TEXTS } from '@/features/payments/constants';
import { DEMO_ARREARS_ID } from '@/mocks/db/seed';
import { draftNames, reload } from '../../../../utils/drafts';
import { enterText } from '../../../../utils/enterText';
import { renderRoute, type Rendered } from '../../../../utils/renderWithProviders';
import { findToast } from '../../../../utils/toasts';
import { CARDS, control, CVV, expectNoCardData } from './paymentsHelpers';

async function openArrears() {
  const rendered = renderRoute(`/charge_arrears/${DEMO_ARREARS_ID}`);
  const form = await screen.findByRole('form', { name: 'Pay Your Balance' });
  return { ...rendered, form };
}

/** Another payer's name and company, and a card. */
async function typePayer({ user }: Rendered, form: HTMLElement) {
  for (const [label, value] of [
    ['Company Name', 'Red River Coaches LLC'],
    ['First Name', 'Rosa'],
    ['Card Number', CARDS.visa],
    ['Security Code(CVV)', CVV],
  ]) {
    await user.clear(control(form, label));
    await enterText(user, control(form, label), value);
  }
  await user.selectOptions(control(form, 'Expiry Year'), '2030');
}

describe('Route /charge_arrears/:secretKey: what is typed survives a reload, the card never', () => {
  it('brings back the payer, not the card, says why, and forgets them once paid', async () => {
    const page = await openArrears();
    await typePayer(page, page.form);
    // The link's key is a secret: no draft is named by it.
    expect(draftNames()).toEqual(['arrears-payment']);
    expectNoCardData(page.store, [CARDS.visa]);

    const again = await reload(page, openArrears);
    const { form } = again;
    await waitFor(() => expect(control(form, 'Company Name')).toHaveValue('Red River Coaches LLC'));
    expect(control(form, 'First Name')).toHaveValue('Rosa');
    expect(control(form, 'Card Number')).toHaveValue('');
    expect(within(form).getByRole('status')).toHaveTextContent(CARD_TEXTS.cardNotKept);

    await typePayer(again, form);
    await again.user.click(within(form).getByRole('button', { name: /^Pay \$/ }));
    await findToast('Pay Success!');
    expect(draftNames()).toEqual([]);
  });
});
