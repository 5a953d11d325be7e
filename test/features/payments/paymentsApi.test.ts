import { http, HttpResponse, type JsonBodyType } from 'msw';
import {
  getArrears,
  getPaymentInfo,
  postArrearsPayment,
  postChargeArrears,
  postPaymentInfo,
} from '@/features/payments/paymentsApi';
import { ApiError } from '@/lib/apiError';
import { apiUrl } from '@/mocks/http';
import { server } from '@/mocks/node';

const NUMBER = '4242424242424242';
const CARD = { cardNumber: NUMBER, cardMonth: '08', cardYear: '2030', cardCvv: '987' };
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
const SAVE = { card: CARD, billing: BILLING, ccRecurring: 1, paymentOption: 1 };

const answer = (method: 'get' | 'post', path: string, body: JsonBodyType, status = 200) =>
  server.use(http[method](apiUrl(path), () => HttpResponse.json(body, { status })));

async function failure(call: Promise<unknown>): Promise<ApiError> {
  const error = await call.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiError)) throw new Error('The call did not fail');
  return error;
}

describe('the payments calls', () => {
  it('keeps only the last four of whatever card the server shows', async () => {
    answer('get', '/subscribers/7/payments/init', {
      success: true,
      card_number: '************4242',
      card_month: '08',
      card_year: '2027',
      billing_country: 'USA',
      next_recurring_date: null,
    });
    const info = await getPaymentInfo(7);
    expect(info.lastFour).toBe('4242');
    expect(JSON.stringify(info)).not.toContain('*');
    expect(info.billing.firstName).toBe('');
    expect(info.paymentOption).toBe(1);
  });

  it('reads the save: invalid number, declined, saved with or without arrears', async () => {
    answer('post', '/subscribers/7/paymentInfo', {
      status: { code: 1, msg: 'The credit card number is invalid.' },
    });
    expect(await postPaymentInfo(7, SAVE)).toEqual({
      kind: 'invalidNumber',
      message: 'The credit card number is invalid.',
    });
    answer('post', '/subscribers/7/paymentInfo', { status: { code: 9, msg: 'Do not honor' } });
    expect(await postPaymentInfo(7, SAVE)).toEqual({ kind: 'declined' });
    answer('post', '/subscribers/7/paymentInfo', {
      status: { code: 0, msg: 'success' },
      result: { arrears_status: true, arrears_id: 'a9c4' },
    });
    expect(await postPaymentInfo(7, SAVE)).toEqual({
      kind: 'saved',
      arrearsStatus: true,
      arrearsId: 'a9c4',
    });
    answer('post', '/subscribers/7/paymentInfo', { status: { code: 0, msg: 'success' } });
    expect(await postPaymentInfo(7, SAVE)).toMatchObject({ kind: 'saved', arrearsStatus: false });
  });

  it('fails with its own words when the answer is no envelope', async () => {
    answer('post', '/subscribers/7/paymentInfo', { ok: true });
    expect((await failure(postPaymentInfo(7, SAVE))).message).toBe(
      'There was a problem saving your credit card. Please try again later.',
    );
  });

  it('never carries the card in a failure', async () => {
    answer('post', '/subscribers/7/paymentInfo', { error_message: 'Internal error' }, 500);
    const error = await failure(postPaymentInfo(7, SAVE));
    const everything = JSON.stringify({
      ...error,
      message: error.message,
      stack: error.stack,
      cause: String(error.cause),
    });
    expect(everything).not.toContain(NUMBER);
    expect(everything).not.toContain('987');
  });

  it('counts result 1 as paid, with or without the status block', async () => {
    answer('post', '/subscribers/7/payments/arrears', { result: 1 });
    await expect(postChargeArrears(7)).resolves.toBeUndefined();
    answer('post', '/subscribers/7/payments/arrears', { status: { code: 0 }, result: 1 });
    await expect(postChargeArrears(7)).resolves.toBeUndefined();
    answer('post', '/subscribers/7/payments/arrears', {
      status: { code: 4, msg: 'No' },
      result: 1,
    });
    expect((await failure(postChargeArrears(7))).message).toBe('No');
    answer('post', '/subscribers/7/payments/arrears', { result: 0 });
    expect((await failure(postChargeArrears(7))).message).toBe(
      'Pay Fail! Please check the input items. try again.',
    );
  });

  it("answers the arrears page's failed payment in the spec's words only", async () => {
    answer('post', '/subscribers/abc/payments/arrears', {
      status: { code: 2, msg: 'Your card was declined.' },
      result: 0,
    });
    const pay = postArrearsPayment('abc', {
      card: CARD,
      billing: BILLING,
      companyName: 'Red River',
    });
    expect((await failure(pay)).message).toBe('Pay Fail! Please check the input items. try again.');
  });

  it('adds up the invoice in cents when the server sends no total', async () => {
    answer('get', '/subscribers/abc/payments/arrears', {
      success: true,
      invoice: [
        { note: 'A', amount: 0.1 },
        { note: 'B', amount: 0.2 },
      ],
    });
    expect((await getArrears('abc')).totalAmount).toBe(0.3);
  });
});
