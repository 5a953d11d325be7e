import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { onTestFinished } from 'vitest';
import { getDb, withDb } from '@/mocks/db/store';
import { setupPaymentListing } from '@/mocks/handlers/wizardPayment';
import type { PaymentOption } from '@/mocks/db/types';
import { apiUrl } from '@/mocks/http';
import { server } from '@/mocks/node';
import { formatMoney } from '@/lib/money';
import { renderRoute, sessionFor, type Rendered } from '../../../../utils/renderWithProviders';
import { companyIdOf } from '../payments/paymentsHelpers';

export const SETUP5 = 'setup5@demo.test';
export const STEP5_PATH = '/subscribers/init5';
export const LISTING_URL = apiUrl('/company/progress/fifth/step/listing');
export const SAVE_URL = apiUrl('/company/progress/fifth/step/save');
export const PAY_URL = apiUrl('/company/progress/fifth/step/pay');

export const HELP =
  'Should you continue to have trouble saving your credit card, Please call us at (800) 555-0199 and we will be happy to help you!';
export const DECLINED =
  'Your credit card has been declined for authorization, please provide new credit card.';

export type StepFive = Rendered & { form: HTMLElement; summary: HTMLElement };

/** Step 5 as the setup5 demo operator, once the form and the first totals are there. */
export async function openStepFive(email = SETUP5): Promise<StepFive> {
  const rendered = renderRoute(STEP5_PATH, { preloadedState: { auth: sessionFor(email) } });
  const form = await screen.findByRole('form', { name: 'Payment Information' });
  const summary = screen.getByRole('region', { name: 'Metro Listing' });
  await within(summary).findByText('Total Billing');
  return { ...rendered, form, summary };
}

/** The figure shown beside a term of the summary (Total Billing, Prorated Billing, ...). */
export function figure(summary: HTMLElement, term: string): string {
  const dt = within(summary).getByText(term, { selector: 'dt' });
  return dt.nextElementSibling?.textContent ?? '';
}

/** What the demo API bills the setup5 company for an option, as the page shows it. */
export function expectedTotals(option: PaymentOption, email = SETUP5) {
  const answer = setupPaymentListing(getDb(), companyIdOf(email), option);
  return {
    total: formatMoney(answer.total_billing_amount),
    prorated: formatMoney(answer.prorated_billing_amount),
  };
}

export interface Gate {
  /** Settles when the request has arrived and is being held. */
  arrived: Promise<void>;
  release: () => void;
}

/**
 * Holds the listing request of one payment option until released; then `answer` replies, or
 * the demo API when there is none. Requests for other options pass by.
 */
export function holdListing(option: number, answer?: () => Response): Gate {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  let arrive: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  server.use(
    http.get(LISTING_URL, async ({ request }) => {
      if (new URL(request.url).searchParams.get('paymentOption') !== String(option)) return;
      arrive();
      await gate;
      return answer?.();
    }),
  );
  return { arrived, release: () => release() };
}

/** The payment options the page has asked the listing for, in order. */
export function recordListingRequests(): string[] {
  const options: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (url.pathname.endsWith('/fifth/step/listing'))
      options.push(url.searchParams.get('paymentOption') ?? '');
  };
  server.events.on('request:start', listener);
  onTestFinished(() => {
    server.events.removeListener('request:start', listener);
  });
  return options;
}

/** Settles once the demo API (or a test's handler) has answered a request whose URL has `part`. */
export function answered(part: string): Promise<void> {
  return new Promise((resolve) => {
    const listener = ({ request }: { request: Request }) => {
      if (!request.url.includes(part)) return;
      server.events.removeListener('response:mocked', listener);
      resolve();
    };
    server.events.on('response:mocked', listener);
  });
}

/** Billing data on file for the company (no card), so a test types only the card. */
export const BILLING_ON_FILE = {
  first_name: 'Andre',
  last_name: 'Thibodeaux',
  billing_address: '2500 Navigation Blvd',
  billing_city: 'Houston',
  billing_country: 'USA',
  billing_state: 'TX',
  billing_zip: '77003',
  email: 'billing@bayoucity.example',
} as const;

export function fileBilling(paymentOption: PaymentOption = 1, email = SETUP5): void {
  withDb((db) => {
    db.billing_profiles.push({
      company_id: companyIdOf(email),
      ...BILLING_ON_FILE,
      account_status: 'cc_recurring',
      cc_recurring: 1,
      payment_option: paymentOption,
      next_recurring_date: '2026-12-01',
    });
  });
}
