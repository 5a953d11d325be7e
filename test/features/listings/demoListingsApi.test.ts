import {
  getListings,
  getPendingListings,
  getRecommendedMetros,
  postAddMetro,
  postFindMetros,
  postLocationSearch,
  postRemoveMetro,
  postSelfPay,
  postSelfPayMultiple,
} from '@/features/listings/listingsApi';
import { ApiError } from '@/lib/apiError';
import { getDb, withDb } from '@/mocks/db/store';
import { apiSession } from '../../utils/apiSession';

const session = apiSession();

/** Logs a demo account in (its token is written to the demo database) and returns its company. */
function as(email: string) {
  const companyId = session.as(email);
  const company = getDb().companies.find((row) => row.id === companyId);
  return { companyId, change: { companyId, companyName: company?.name ?? '' } };
}

const metroId = (city: string) => getDb().metros.find((row) => row.city === city)?.id ?? 0;
const rowOf = (companyId: number, city: string) =>
  getDb().company_metros.find(
    (row) => row.company_id === companyId && row.metro_id === metroId(city),
  );

async function failure(call: Promise<unknown>): Promise<ApiError> {
  const error = await call.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiError)) throw new Error('The call did not fail');
  return error;
}

describe('demo API: listings', () => {
  it('answers 401 without a valid token', async () => {
    expect((await failure(getListings(1001))).status).toBe(401);
    session.useToken('not-a-token');
    expect((await failure(postSelfPay(1, 1001))).status).toBe(401);
  });

  it("refuses another company's listings", async () => {
    const { companyId } = as('operator@demo.test');
    expect((await failure(getListings(companyId + 1))).message).toBe(
      'Your company could not be found.',
    );
  });

  it('lists the demo operator in every status, with positions, costs and billing facts', async () => {
    const { companyId } = as('operator@demo.test');
    const overview = await getListings(companyId);
    expect(overview.listings.map((row) => row.status).sort()).toEqual(
      [
        'Active/Approved',
        'Active/Approved',
        'Inactive/Approved',
        'No Bus',
        'Not Approved',
        'Pending Approval',
        'Pending Removal',
      ].sort(),
    );
    const waco = overview.listings.find((row) => row.metroName === 'Waco, TX');
    expect(waco?.position).toBe('--');
    expect(overview.listings[0]?.position).toMatch(/^3\/\d+$/);
    expect(overview.billing).toMatchObject({
      companyApproved: true,
      paymentsAvailable: true,
      nextRecurringDate: '2026-12-01',
      discountRate: 0,
    });
    const pending = await getPendingListings(companyId);
    expect(pending.listings.map((row) => [row.metroName, row.payTotal])).toEqual([
      ['Plano, TX', 29.7],
    ]);
  });

  it('recommends the nearest metros not listed yet, and finds metros by distance', async () => {
    const { companyId } = as('operator@demo.test');
    const recommended = await getRecommendedMetros(companyId);
    expect(recommended.map((metro) => metro.city)).toEqual([
      'Sherman',
      'Tyler',
      'Temple',
      'Longview',
      'Wichita Falls',
    ]);
    expect(recommended[0]).toMatchObject({ state: 'TX', baseRate: 59 });
    expect(recommended[0]?.position).toMatch(/^(\d+)\/\1$/);
    const [dallas] = await postLocationSearch('dal');
    expect(dallas).toEqual({ id: metroId('Dallas'), name: 'Dallas, TX' });
    expect((await postLocationSearch('worth')).map((city) => city.name)).toEqual([
      'Fort Worth, TX',
    ]);
    const near = await postFindMetros(dallas?.id ?? 0, 100);
    expect(near.map((metro) => metro.city)).toEqual([
      'Dallas',
      'Plano',
      'Arlington',
      'McKinney',
      'Fort Worth',
      'Denton',
      'Sherman',
      'Waco',
      'Tyler',
    ]);
    expect((await failure(postLocationSearch('d'))).message).toBe(
      'Please type at least 2 characters.',
    );
    expect((await failure(postFindMetros(99999, 50))).message).toBe(
      'This city could not be found.',
    );
  });

  it('adds a metro as Pending Approval at its base rate, once', async () => {
    const { companyId, change } = as('operator@demo.test');
    const id = await postAddMetro({ id: metroId('Sherman'), baseRate: 1 }, change);
    expect(rowOf(companyId, 'Sherman')).toMatchObject({
      id,
      status: 'Pending Approval',
      monthly_cost: 59,
    });
    expect(
      (await failure(postAddMetro({ id: metroId('Sherman'), baseRate: 59 }, change))).message,
    ).toBe('You are already listed in this metro.');
    expect((await failure(postAddMetro({ id: 99999, baseRate: 59 }, change))).message).toBe(
      'This metro could not be found.',
    );
  });

  it('refuses an add from an unapproved company or one without payment information', async () => {
    const { companyId, change } = as('operator@demo.test');
    withDb((db) => {
      db.cards = db.cards.filter((card) => card.company_id !== companyId);
    });
    expect(
      (await failure(postAddMetro({ id: metroId('Tyler'), baseRate: 69 }, change))).message,
    ).toBe('Your account is missing payment information.');
    withDb((db) => {
      const company = db.companies.find((row) => row.id === companyId);
      if (company) company.approved = false;
    });
    expect(
      (await failure(postAddMetro({ id: metroId('Tyler'), baseRate: 69 }, change))).message,
    ).toBe(
      'Your account is still pending approval. You cannot add additional metros at this time.',
    );
  });

  it('lets a free trial add without a card, unbilled, and never pay', async () => {
    const { companyId, change } = as('freetrial@demo.test');
    const id = (await postAddMetro({ id: metroId('Dallas'), baseRate: 150 }, change)) ?? 0;
    expect(rowOf(companyId, 'Dallas')).toMatchObject({
      status: 'Pending Approval',
      monthly_cost: 0,
    });
    expect((await failure(postSelfPay(id, companyId))).message).toBe(
      'Free-trial listings have nothing to pay.',
    );
  });

  it('removes a metro to Pending Removal, and refuses unknown or repeated removals', async () => {
    const { companyId, change } = as('operator@demo.test');
    const fortWorth = rowOf(companyId, 'Fort Worth')?.id ?? 0;
    await postRemoveMetro(fortWorth, change);
    expect(rowOf(companyId, 'Fort Worth')?.status).toBe('Pending Removal');
    expect((await failure(postRemoveMetro(fortWorth, change))).message).toBe(
      'This metro is already pending removal.',
    );
    expect((await failure(postRemoveMetro(10234, change))).message).toBe(
      'This listing could not be found.',
    );
  });

  it('pays pending metros: approved, ranked last, one payment each call', async () => {
    const { companyId, change } = as('operator@demo.test');
    const sherman = (await postAddMetro({ id: metroId('Sherman'), baseRate: 59 }, change)) ?? 0;
    const plano = rowOf(companyId, 'Plano')?.id ?? 0;
    expect(
      (await failure(postSelfPay(rowOf(companyId, 'Dallas')?.id ?? 0, companyId))).message,
    ).toBe('This listing has nothing to pay.');
    const paymentsBefore = getDb().payments.length;
    await postSelfPayMultiple([plano, sherman], companyId);
    const db = getDb();
    expect(db.payments).toHaveLength(paymentsBefore + 1);
    // $99.00 and $59.00 a month, for 9 of November's 30 days.
    expect(db.payments.at(-1)?.amount).toBe(47.4);
    const ranked = db.company_metros.filter(
      (row) => row.metro_id === metroId('Plano') && row.status === 'Active/Approved',
    );
    expect(rowOf(companyId, 'Plano')?.position).toBe(
      Math.max(...ranked.map((row) => row.position)),
    );
    expect((await failure(postSelfPayMultiple([plano], companyId))).message).toBe(
      'This listing has nothing to pay.',
    );
  });
});
