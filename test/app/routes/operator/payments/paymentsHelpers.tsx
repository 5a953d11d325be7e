import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { AppStore } from '@/app/store';
import { getDb } from '@/mocks/db/store';
import { enterText } from '../../../../utils/enterText';
import { renderRoute, sessionFor, type Rendered } from '../../../../utils/renderWithProviders';

export const OPERATOR = 'operator@demo.test';
export const FREE_TRIAL = 'freetrial@demo.test';
export const PAYMENTS_PATH = '/subscribers/payments';

/** The demo's test cards (mocks/db/cards.ts). */
export const CARDS = {
  visa: '4242424242424242',
  mastercard: '5555555555554444',
  declined: '4000000000000002',
  /** Passes Luhn, belongs to no network: the server calls it invalid. */
  serverInvalid: '8888888888888888',
} as const;
export const CVV = '987';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A control by its label, ignoring the required star. */
export function control(scope: HTMLElement, label: string): HTMLElement {
  return within(scope).getByLabelText(new RegExp(`^\\*?\\s*${escape(label)}$`));
}

export function companyIdOf(email: string): number {
  return getDb().accounts.find((row) => row.email === email)?.company_id ?? 0;
}

/** The payments page as a demo operator, once its form is there. */
export async function openPayments(email = OPERATOR): Promise<Rendered & { form: HTMLElement }> {
  const rendered = renderRoute(PAYMENTS_PATH, { preloadedState: { auth: sessionFor(email) } });
  const form = await screen.findByRole('form', { name: 'Credit Card Information' });
  return { ...rendered, form };
}

/** Types over what a field holds. */
export async function retype(user: UserEvent, input: HTMLElement, value: string) {
  await user.clear(input);
  if (value) await user.type(input, value);
}

/** A card and, where the form has none yet, the billing data. */
export async function fillCard(
  user: UserEvent,
  form: HTMLElement,
  number: string,
  { billing = false, terms = true }: { billing?: boolean; terms?: boolean } = {},
) {
  await retype(user, control(form, 'Card Number'), number);
  await user.selectOptions(control(form, 'Expiry Year'), '2030');
  await retype(user, control(form, 'Security Code(CVV)'), CVV);
  if (billing) {
    await retype(user, control(form, 'First Name'), 'Keisha');
    await retype(user, control(form, 'Last Name'), 'Brooks');
    await retype(user, control(form, 'Billing Address'), '4410 Legacy Dr');
    await retype(user, control(form, 'Billing City'), 'Plano');
    await user.selectOptions(control(form, 'Billing State'), 'TX');
    await retype(user, control(form, 'Billing Zip'), '75024');
    await retype(user, control(form, 'Email Address'), 'billing@prairierose.example');
  }
  if (terms) await user.click(within(form).getByRole('checkbox', { name: /I agree to the Terms/ }));
}

/**
 * The same card and billing data as `fillCard` gives, pasted (the number included: its grouping
 * is another test's), for tests about what is kept of them.
 */
export async function pasteCard(user: UserEvent, form: HTMLElement, number: string) {
  const fields: [string, string][] = [
    ['Card Number', number],
    ['Security Code(CVV)', CVV],
    ['First Name', 'Keisha'],
    ['Last Name', 'Brooks'],
    ['Billing Address', '4410 Legacy Dr'],
    ['Billing City', 'Plano'],
    ['Billing Zip', '75024'],
    ['Email Address', 'billing@prairierose.example'],
  ];
  for (const [label, value] of fields) {
    await user.clear(control(form, label));
    await enterText(user, control(form, label), value);
  }
  await user.selectOptions(control(form, 'Expiry Year'), '2030');
  await user.click(within(form).getByRole('checkbox', { name: /I agree to the Terms/ }));
}

/** Every way a card number could have been kept: as digits and grouped in fours. */
function spellings(number: string): string[] {
  return [number, number.replace(/(\d{4})(?=\d)/g, '$1 ')];
}

/**
 * The card is nowhere but gone: not in the store, not in localStorage or sessionStorage (the
 * demo database included), and no CVV or card field under any name.
 */
export function expectNoCardData(store: AppStore, numbers: readonly string[]) {
  const places = {
    store: JSON.stringify(store.getState()),
    localStorage: JSON.stringify({ ...window.localStorage }),
    sessionStorage: JSON.stringify({ ...window.sessionStorage }),
  };
  for (const [place, text] of Object.entries(places)) {
    for (const number of numbers)
      for (const spelling of spellings(number)) expect(text, place).not.toContain(spelling);
    // A field of the card by its name, as a key (the stored JSON may be encoded twice): a bare
    // /cvv/ also matched a random request id ("CvvuFXV6...", clean-clone run T23).
    expect(text, place).not.toMatch(/\b(cvv|card_?number)\\?"\s*:/i);
    expect(text, place).not.toContain(`"${CVV}"`);
  }
}
