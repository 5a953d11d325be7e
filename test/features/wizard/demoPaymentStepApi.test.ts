import { postSearch } from '@/features/search/searchApi';
import type { SearchRequest } from '@/features/search/types';
import type { PaymentInfoRequest } from '@/features/payments/paymentsApi';
import { getSetupPaymentInfo, postSetupPayment } from '@/features/payments/setupPaymentApi';
import { getSetupPaymentListing } from '@/features/wizard/paymentStepApi';
import { ApiError } from '@/lib/apiError';
import { getDb } from '@/mocks/db/store';
import { apiSession } from '../../utils/apiSession';

const session = apiSession();

const SETUP5 = 'setup5@demo.test';

const { as } = session;

const account = (email: string) => getDb().accounts.find((row) => row.email === email);

async function failure(call: Promise<unknown>): Promise<ApiError> {
  const error = await call.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiError)) throw new Error('The call did not fail');
  return error;
}

function payment(cardNumber: string, paymentOption = 1): PaymentInfoRequest {
  return {
    card: { cardNumber, cardMonth: '08', cardYear: '2030', cardCvv: '123' },
    billing: {
      firstName: 'Andre',
      lastName: 'Thibodeaux',
      billingAddress: '2500 Navigation Blvd',
      billingCity: 'Houston',
      billingCountry: 'USA',
      billingState: 'TX',
      billingZip: '77003',
      email: 'billing@bayoucity.example',
    },
    ccRecurring: 1,
    paymentOption,
  };
}

const search = (city: string, state: string): SearchRequest => ({
  numberOfPeople: 1,
  tripType: 1,
  freeformLocation: '',
  city,
  state,
  amenities: [],
  zip: '',
  zipRange: 50,
});

const cents = (amount: number) => Math.round(amount * 100);

describe('demo API: setup step 5', () => {
  it('answers 401 without a valid token', async () => {
    expect((await failure(getSetupPaymentListing(1, 1))).status).toBe(401);
    expect((await failure(getSetupPaymentInfo(1))).status).toBe(401);
    await expect(postSetupPayment('pay', 1, payment('4242424242424242'))).rejects.toMatchObject({
      status: 401,
    });
  });

  it('bills the listings per payment option: one period less the prepay discount, prorated to the renewal', async () => {
    const companyId = as(SETUP5);
    const houston = getDb().company_metros.find((row) => row.company_id === companyId);
    const monthlyCost = houston?.monthly_cost ?? 0;
    const monthly = await getSetupPaymentListing(companyId, 1);
    expect(monthly.listings.map((row) => [row.metroName, row.status])).toEqual([
      ['Houston, TX', 'Pending Approval'],
    ]);
    expect(monthly.totalBilling).toBe(monthlyCost);
    // 2026-11-22 to the renewal on December 1: 9 of November's 30 days.
    expect(monthly.renewalDate).toBe('2026-12-01');
    expect(cents(monthly.proratedBilling)).toBe(Math.round((cents(monthlyCost) * 9) / 30));
    expect(monthly.discountRate).toBe(0);

    const annual = await getSetupPaymentListing(companyId, 4);
    expect(annual.discountRate).toBe(16.67);
    expect(cents(annual.totalBilling)).toBe(Math.round(cents(monthlyCost) * 12 * (1 - 0.1667)));
    expect(annual.listings[0]?.costCycle).toBe('Annual');
    const quarterly = await getSetupPaymentListing(companyId, 2);
    expect(quarterly.totalBilling).toBeLessThan(annual.totalBilling);
    expect(quarterly.totalBilling).toBeGreaterThan(monthly.totalBilling);
  });

  it("refuses another company's listing and an unknown option", async () => {
    const companyId = as(SETUP5);
    expect((await failure(getSetupPaymentListing(companyId + 1, 1))).message).toBe(
      'Unknown company.',
    );
    expect((await failure(getSetupPaymentListing(companyId, 7 as unknown as 1))).message).toBe(
      'Unknown payment option.',
    );
  });

  it('has no payment information on file for a new company', async () => {
    const info = await getSetupPaymentInfo(as(SETUP5));
    expect(info.lastFour).toBe('');
    expect(info.billing.firstName).toBe('');
    expect(info.paymentOption).toBe(1);
  });

  it('refuses an invalid number and a declined card, and the company stays at step 5', async () => {
    const companyId = as(SETUP5);
    expect(await postSetupPayment('save', companyId, payment('8888888888888888'))).toEqual({
      kind: 'invalidNumber',
      message: 'The credit card number is invalid.',
    });
    expect(await postSetupPayment('pay', companyId, payment('4000000000000002'))).toEqual({
      kind: 'declined',
    });
    expect(account(SETUP5)?.setup_progress).toBe(5);
    expect(getDb().cards.some((card) => card.company_id === companyId)).toBe(false);
  });

  it('saves: the card (last four only), the billing data and the option are kept; setup ends', async () => {
    const companyId = as(SETUP5);
    expect(await postSetupPayment('save', companyId, payment('5555555555554444', 3))).toEqual({
      kind: 'accepted',
      result: true,
    });
    expect(account(SETUP5)?.setup_progress).toBe(6);
    expect(getDb().cards.find((card) => card.company_id === companyId)).toMatchObject({
      last4: '4444',
      exp_month: '08',
      exp_year: '2030',
    });
    expect(JSON.stringify(getDb())).not.toContain('5555555555554444');
    const info = await getSetupPaymentInfo(companyId);
    expect(info).toMatchObject({ lastFour: '4444', paymentOption: 3 });
    expect(info.billing.billingCity).toBe('Houston');
    // Saving does not pay: the metro still waits.
    expect(getDb().company_metros.find((row) => row.company_id === companyId)?.status).toBe(
      'Pending Approval',
    );
    // Setup is over: the step cannot be finished twice.
    expect(await postSetupPayment('pay', companyId, payment('4242424242424242'))).toEqual({
      kind: 'declined',
    });
  });

  it('pays: the company appears in traveller searches of its metro', async () => {
    const companyId = as(SETUP5);
    const listingId = getDb().company_metros.find((row) => row.company_id === companyId)?.id;
    const before = await postSearch(search('Houston', 'TX'));
    expect(before.results.map((result) => result.company.id)).not.toContain(listingId);

    const payments = getDb().payments.length;
    expect(await postSetupPayment('pay', companyId, payment('4242424242424242'))).toEqual({
      kind: 'accepted',
      result: true,
    });
    expect(account(SETUP5)?.setup_progress).toBe(6);
    const charged = getDb().payments.slice(payments);
    expect(charged).toHaveLength(1);
    expect(charged[0]).toMatchObject({ company_id: companyId, card_last4: '4242' });

    session.useToken(null);
    const after = await postSearch(search('Houston', 'TX'));
    const found = after.results.find((result) => result.company.id === listingId);
    expect(found?.company.name).toBe('Bayou City Charters');
  });
});
