import { getDb, reloadDb } from '@/mocks/db/store';
import { apiUrl } from '@/mocks/http';
import { sessionFor } from '../../../../utils/renderWithProviders';
import { OPERATOR } from '../helpers';

/** The demo API's operator review operations, called as any contract-faithful client would. */

async function call(method: 'GET' | 'POST', path: string, token?: string, body?: unknown) {
  const response = await fetch(new URL(apiUrl(path), window.location.href), {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { 'X-User-Token': token } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

function operator() {
  const auth = sessionFor(OPERATOR);
  const companyId = auth.companyId as number;
  const reviews = getDb().reviews.filter((review) => review.company_id === companyId);
  return {
    token: auth.apiToken as string,
    companyId,
    open: reviews.find((review) => review.operator_response === null)!,
    answered: reviews.find((review) => review.operator_response !== null)!,
  };
}

describe('Demo API: operator reviews', () => {
  it('lists the company reviews newest first, resolved and unresolved, in the contract shape', async () => {
    const { token, companyId } = operator();
    const { status, body } = await call('GET', `/review/listing/${companyId}`, token);
    expect(status).toBe(200);
    const reviews = body.reviews as Record<string, unknown>[];
    expect(Object.keys(reviews[0]).sort()).toEqual([
      'comment',
      'company_rating_id',
      'date',
      'is_resolved',
      'name',
      'rating',
      'title',
      'trip',
    ]);
    const dates = reviews.map((review) => review.date as string);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(reviews.some((review) => review.is_resolved)).toBe(true);
    expect(reviews.some((review) => !review.is_resolved)).toBe(true);
  });

  it('keeps a reply (saved), after which the review is resolved and cannot be answered again', async () => {
    const { token, companyId, open } = operator();
    const path = `/review/${open.id}/reply`;
    expect((await call('POST', path, token, { response: ' Thanks! ' })).body).toEqual({
      success: true,
      message: 'Your response has been posted.',
    });
    reloadDb();
    expect(getDb().reviews.find((review) => review.id === open.id)?.operator_response).toBe(
      'Thanks!',
    );
    const listed = (await call('GET', `/review/listing/${companyId}`, token)).body.reviews as {
      company_rating_id: number;
      is_resolved: boolean;
    }[];
    expect(listed.find((review) => review.company_rating_id === open.id)?.is_resolved).toBe(true);
    expect((await call('POST', path, token, { response: 'Again' })).body).toEqual({
      success: false,
      message: 'You have already replied to this review.',
    });
  });

  it('refuses an empty response with the reply shape (message)', async () => {
    const { token, open } = operator();
    expect(
      (await call('POST', `/review/${open.id}/reply`, token, { response: '  ' })).body,
    ).toEqual({ success: false, message: 'Please write a response.' });
  });

  it('answers 401 without a valid operator token', async () => {
    const { companyId, open } = operator();
    const traveller = sessionFor('traveller@demo.test').apiToken as string;
    for (const token of [undefined, 'not-a-token', traveller]) {
      expect((await call('GET', `/review/listing/${companyId}`, token)).status).toBe(401);
      expect(
        (await call('POST', `/review/${open.id}/reply`, token, { response: 'x' })).status,
      ).toBe(401);
    }
  });

  it("refuses another company's reviews, and an unknown or foreign review", async () => {
    const { token, companyId } = operator();
    const foreign = getDb().reviews.find(
      (review) => review.company_id !== companyId && review.operator_response === null,
    )!;
    expect((await call('GET', `/review/listing/${foreign.company_id}`, token)).body).toEqual({
      success: false,
      error_message: 'This is not your company.',
    });
    for (const id of [foreign.id, 99999999]) {
      expect((await call('POST', `/review/${id}/reply`, token, { response: 'x' })).body).toEqual({
        success: false,
        message: 'This review could not be found.',
      });
    }
    expect(
      getDb().reviews.find((review) => review.id === foreign.id)?.operator_response,
    ).toBeNull();
  });
});
