import {
  getArrears,
  getPaymentInfo,
  postArrearsPayment,
  postChargeArrears,
  postPaymentInfo,
  type PaymentInfoRequest,
} from '@/features/payments/paymentsApi';
import { ApiError } from '@/lib/apiError';
import { DEMO_ARREARS_ID } from '@/mocks/db/seed';
import { getDb, snapshotDb, withDb } from '@/mocks/db/store';
import { apiSession } from '../../utils/apiSession';

const session = apiSession();

const { as } = session;

async function failure(call: Promise<unknown>): Promise<ApiError> {
  const error = await call.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiError)) throw new Error('The call did not fail');
  return error;
}

const BILLING = {
  firstName: 'Maria',
  lastName: 'Delgado',
  billingAddress: '1200 Commerce St',
  billingCity: 'Dallas',
  billingCountry: 'USA',
  billingState: 'TX',
  billingZip: '75202',
  email: 'billing@lonestar.example',
};

function request(cardNumber: string, overrides: Partial<PaymentInfoRequest['card']> = {}) {
  return {
    card: { cardNumber, cardMonth: '08', cardYear: '2030', cardCvv: '123', ...overrides },
    billing: BILLING,
    ccRecurring: 1,
    paymentOption: 1,
  };
}

const unpaidOf = (companyId: number) =>
  getDb().invoice_lines.filter((line) => line.company_id === companyId && !line.paid);

describe('demo API: payment information', () => {
  it('answers 401 without a valid token', async () => {
    expect((await failure(getPaymentInfo(1))).status).toBe(401);
    session.useToken('not-a-token');
    expect((await failure(postPaymentInfo(1, request('4242424242424242')))).status).toBe(401);
  });

  it('prefills the last four and the billing data on file, never more of the card', async () => {
    const companyId = as('operator@demo.test');
    const info = await getPaymentInfo(companyId);
    expect(info.lastFour).toBe('4242');
    expect(info.cardYear).toBe('2028');
    expect(info.billing.billingCountry).toBe('USA');
    expect(info.billing.firstName).toBe('Maria');
    expect(info.nextRecurringDate).toBe('2026-12-01');
  });

  it('has nothing on file for the free-trial operator', async () => {
    const info = await getPaymentInfo(as('freetrial@demo.test'));
    expect(info.lastFour).toBe('');
    expect(info.billing.firstName).toBe('');
  });

  it('refuses another company', async () => {
    const companyId = as('operator@demo.test');
    expect((await failure(getPaymentInfo(companyId + 1))).message).toBe(
      'Your company could not be found.',
    );
  });

  it('accepts a good card and keeps only its brand, last four and expiry', async () => {
    const companyId = as('freetrial@demo.test');
    expect(await postPaymentInfo(companyId, request('5555555555554444'))).toEqual({
      kind: 'saved',
      arrearsStatus: false,
      arrearsId: null,
    });
    const card = getDb().cards.find((row) => row.company_id === companyId);
    expect(card).toMatchObject({ brand: 'mastercard', last4: '4444', exp_year: '2030' });
    expect(snapshotDb()).not.toMatch(/5555555555554444|"card_cvv"|"123"/);
    const info = await getPaymentInfo(companyId);
    expect(info.lastFour).toBe('4444');
    expect(info.billing.billingCity).toBe('Dallas');
  });

  it('keeps the card on file when its last four are sent', async () => {
    const companyId = as('operator@demo.test');
    expect((await postPaymentInfo(companyId, request('4242'))).kind).toBe('saved');
    expect((await postPaymentInfo(companyId, request('1111'))).kind).toBe('invalidNumber');
  });

  it.each([
    ['8888888888888888', 'a number of no card network', 'invalidNumber'],
    ['4242424242424241', 'a failed checksum', 'invalidNumber'],
    ['4000000000000002', 'the declined test card', 'declined'],
  ])('answers %s (%s) as %s', async (number, _why, kind) => {
    const companyId = as('operator@demo.test');
    const outcome = await postPaymentInfo(companyId, request(number));
    expect(outcome.kind).toBe(kind);
    if (outcome.kind === 'invalidNumber')
      expect(outcome.message).toBe('The credit card number is invalid.');
  });

  it('declines an expired card and a CVV of the wrong length', async () => {
    const companyId = as('operator@demo.test');
    expect(
      (await postPaymentInfo(companyId, request('4242424242424242', { cardYear: '2025' }))).kind,
    ).toBe('declined');
    expect((await postPaymentInfo(companyId, request('378282246310005'))).kind).toBe('declined');
    expect(
      (await postPaymentInfo(companyId, request('378282246310005', { cardCvv: '1234' }))).kind,
    ).toBe('saved');
  });

  it('says when the company owes a balance, and charges it to the card on file', async () => {
    const companyId = as('operator@demo.test');
    withDb((db) => {
      db.invoice_lines.push({
        id: 9001,
        company_id: companyId,
        company_metro_id: null,
        note: 'Late payment fee',
        amount: 25,
        due_date: '2026-11-01',
        paid: false,
        paid_on: null,
      });
    });
    const outcome = await postPaymentInfo(companyId, request('4242424242424242'));
    expect(outcome).toMatchObject({ kind: 'saved', arrearsStatus: true });
    await postChargeArrears(companyId);
    expect(unpaidOf(companyId)).toEqual([]);
    expect(getDb().payments.at(-1)).toMatchObject({ amount: 25, card_last4: '4242' });
    expect((await failure(postChargeArrears(companyId))).message).toBe(
      'There is no balance to pay.',
    );
  });
});

describe('demo API: the arrears page', () => {
  const arrearsCompany = () =>
    getDb().accounts.find((row) => row.email === 'arrears@demo.test')?.company_id ?? 0;
  const PAY = {
    card: { cardNumber: '4242424242424242', cardMonth: '08', cardYear: '2030', cardCvv: '123' },
    billing: BILLING,
    companyName: 'Red River Coach Lines',
  };

  it('shows the unpaid lines and their total from the secret key, with no login', async () => {
    const invoice = await getArrears(DEMO_ARREARS_ID);
    const unpaid = unpaidOf(arrearsCompany());
    expect(invoice.lines).toHaveLength(unpaid.length);
    expect(invoice.lines.at(-1)).toEqual({ note: 'Late payment fee', amount: 25 });
    const cents = unpaid.reduce((sum, line) => sum + Math.round(line.amount * 100), 0);
    expect(invoice.totalAmount).toBe(cents / 100);
    expect(invoice.totalAmount).toBeGreaterThan(25);
    expect(invoice.companyName).toBe('Red River Coach Lines');
  });

  it('refuses an unknown secret key with its reason', async () => {
    expect((await failure(getArrears('nope'))).message).toBe(
      'This payment link is not valid, or the balance has already been paid.',
    );
  });

  it('pays the balance with a new card and lifts the suspension', async () => {
    await postArrearsPayment(DEMO_ARREARS_ID, PAY);
    const companyId = arrearsCompany();
    expect(unpaidOf(companyId)).toEqual([]);
    const account = getDb().accounts.find((row) => row.company_id === companyId);
    expect(account).toMatchObject({ arrears_state: false, arrears_id: null });
    expect(getDb().cards.find((row) => row.company_id === companyId)?.last4).toBe('4242');
    expect(snapshotDb()).not.toContain('4242424242424242');
    // The link is spent.
    expect((await failure(getArrears(DEMO_ARREARS_ID))).message).toMatch(/already been paid/);
  });

  it('refuses a declined card or a missing company name, and nothing is paid', async () => {
    const before = unpaidOf(arrearsCompany()).length;
    const declined = { ...PAY, card: { ...PAY.card, cardNumber: '4000000000000002' } };
    expect((await failure(postArrearsPayment(DEMO_ARREARS_ID, declined))).message).toBe(
      'Pay Fail! Please check the input items. try again.',
    );
    await failure(postArrearsPayment(DEMO_ARREARS_ID, { ...PAY, companyName: '' }));
    expect(unpaidOf(arrearsCompany())).toHaveLength(before);
  });

  it("will not charge the arrears operator's expired card on file", async () => {
    const companyId = as('arrears@demo.test');
    expect((await failure(postChargeArrears(companyId))).message).toBe('Your card has expired.');
  });
});
