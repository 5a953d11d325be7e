import { http, HttpResponse } from 'msw';
import {
  BID_FAILED,
  getBidConfirmation,
  getBidPositions,
  postBidCart,
  postBidConfirmation,
} from '@/features/bidding/biddingApi';
import type { BidSelection } from '@/features/bidding/types';
import { api } from '@/lib/apiClient';
import { ApiError } from '@/lib/apiError';
import { getDb, withDb } from '@/mocks/db/store';
import { apiUrl } from '@/mocks/http';
import { server } from '@/mocks/node';
import { apiSession } from '../../utils/apiSession';

const session = apiSession();

const { as } = session;

const listingOf = (companyId: number, city: string) => {
  const metroId = getDb().metros.find((row) => row.city === city)?.id;
  const row = getDb().company_metros.find(
    (listing) => listing.company_id === companyId && listing.metro_id === metroId,
  );
  if (!row) throw new Error(`No listing in ${city}`);
  return row;
};

async function failure(call: Promise<unknown>): Promise<ApiError> {
  const error = await call.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiError)) throw new Error('The call did not fail');
  return error;
}

/** Dallas from 3 to `position` at the demo's price. */
function dallasBid(companyId: number, position = 1): BidSelection {
  const dallas = listingOf(companyId, 'Dallas');
  const costs: Record<number, number> = { 1: 375, 2: 300 };
  return {
    companyMetroId: dallas.id,
    currentPosition: dallas.position,
    currentCost: dallas.monthly_cost,
    newPosition: position,
    newMonthlyCost: costs[position] ?? 0,
  };
}

describe('the bidding calls against the demo API', () => {
  it('reads every listing with its positions, top first', async () => {
    const companyId = as('operator@demo.test');
    const metros = await getBidPositions(companyId);
    expect(metros).toHaveLength(7);
    const dallas = metros.find((metro) => metro.metroName === 'Dallas, TX');
    expect(dallas).toMatchObject({
      currentPosition: 3,
      currentCost: 262.5,
      currentCostDisplay: '$262.50',
      status: 'Active/Approved',
      hasPendingPositionChange: false,
      pendingPositionChangeMessage: null,
    });
    expect(dallas?.positions.slice(0, 4).map((row) => [row.position, row.canUpgrade])).toEqual([
      [1, true],
      [2, true],
      [3, false],
      [4, false],
    ]);
    expect(dallas?.positions[2]?.isCurrentPosition).toBe(true);
    const fortWorth = metros.find((metro) => metro.metroName === 'Fort Worth, TX');
    expect(fortWorth?.hasPendingPositionChange).toBe(true);
    expect(fortWorth?.positions.some((row) => row.canUpgrade)).toBe(false);
  });

  it('offers nothing to a free trial', async () => {
    const companyId = as('freetrial@demo.test');
    const metros = await getBidPositions(companyId);
    expect(metros.flatMap((metro) => metro.positions).some((row) => row.canUpgrade)).toBe(false);
    const plano = listingOf(companyId, 'Plano');
    const bid = {
      companyMetroId: plano.id,
      currentPosition: plano.position,
      currentCost: plano.monthly_cost,
      newPosition: 1,
      newMonthlyCost: 1,
    };
    expect((await failure(postBidCart(companyId, [bid]))).message).toBe(
      'Free-trial listings cannot bid for placement. Please upgrade first.',
    );
  });

  it('makes a cart, confirms it once, and moves the rank at once', async () => {
    const companyId = as('operator@demo.test');
    const guid = await postBidCart(companyId, [dallasBid(companyId)]);
    const confirmation = await getBidConfirmation(companyId, guid);
    expect(confirmation).toMatchObject({
      cartGuid: guid,
      metroName: 'Dallas, TX',
      currentPosition: 3,
      newPosition: 1,
      currentPrice: 262.5,
      newPrice: 375,
      renewalDate: '2026-12-01',
      proratedAmount: 33.75,
      discountRate: 0,
      total: 375,
    });
    const holder = listingOf(companyId, 'Dallas').metro_id;
    const before = getDb()
      .company_metros.filter((row) => row.metro_id === holder && [1, 2].includes(row.position))
      .map((row) => row.id);
    await postBidConfirmation(companyId, guid);
    expect(listingOf(companyId, 'Dallas')).toMatchObject({ position: 1, monthly_cost: 375 });
    // The two above move down one each.
    expect(
      before.map((id) => getDb().company_metros.find((row) => row.id === id)?.position),
    ).toEqual([2, 3]);
    expect((await failure(postBidConfirmation(companyId, guid))).message).toBe(
      'This bid has already been submitted.',
    );
  });

  it('refuses an unknown metro, a stale position and a changed price', async () => {
    const companyId = as('operator@demo.test');
    const bid = dallasBid(companyId);
    expect((await failure(postBidCart(companyId, [{ ...bid, companyMetroId: 1 }]))).message).toBe(
      'This listing could not be found.',
    );
    expect((await failure(postBidCart(companyId, [{ ...bid, currentPosition: 4 }]))).message).toBe(
      'Your position in this metro has changed. Please review the positions and bid again.',
    );
    expect((await failure(postBidCart(companyId, [{ ...bid, newMonthlyCost: 1 }]))).message).toBe(
      'The price of this position has changed. Please review the positions and bid again.',
    );
    expect((await failure(postBidCart(companyId, [{ ...bid, newPosition: 3 }]))).message).toBe(
      'Please choose a position above your current one.',
    );
    const fortWorth = listingOf(companyId, 'Fort Worth');
    expect(
      (
        await failure(
          postBidCart(companyId, [
            { ...bid, companyMetroId: fortWorth.id, currentPosition: 5, newPosition: 4 },
          ]),
        )
      ).message,
    ).toMatch(/is being reviewed/);
  });

  it('refuses an unknown cart and a missing card', async () => {
    const companyId = as('operator@demo.test');
    expect((await failure(getBidConfirmation(companyId, 'nope'))).message).toBe(
      'This bid could not be found. Please choose your position again.',
    );
    expect((await failure(postBidConfirmation(companyId, 'nope'))).message).toBe(
      'This bid could not be found. Please choose your position again.',
    );
    const guid = await postBidCart(companyId, [dallasBid(companyId, 2)]);
    withDb((db) => {
      db.cards = db.cards.filter((card) => card.company_id !== companyId);
    });
    expect((await failure(postBidConfirmation(companyId, guid))).message).toBe(
      'Your account is missing payment information. Please update your billing information.',
    );
  });

  it('answers 401 without a valid token', async () => {
    const companyId = as('operator@demo.test');
    session.useToken('made-up');
    const error = await failure(getBidPositions(companyId));
    expect(error.status).toBe(401);
  });

  it('answers 400 when money travels as text', async () => {
    const companyId = as('operator@demo.test');
    const bid = dallasBid(companyId);
    const body = {
      metros: [
        {
          companyMetroId: bid.companyMetroId,
          currentPosition: bid.currentPosition,
          currentCost: bid.currentCost,
          newPosition: bid.newPosition,
          newMonthlyCost: String(bid.newMonthlyCost),
        },
      ],
    };
    const error = await failure(api.post(`/subscribers/${companyId}/bidforplacement`, body));
    expect(error.status).toBe(400);
    expect(error.message).toBe('Expected metros: a list of bid selections.');
  });
});

describe('reading bidding answers', () => {
  const metro = {
    company_metro_id: 7,
    metro_name: 'Spokane, WA',
    current_position: 2,
    current_cost: 120,
    status: 'Active/Approved',
    has_pending_position_change: false,
    positions: [
      { position: 2, company: 'Us', new_cost: 120, is_current_position: true, can_upgrade: false },
      {
        position: 1,
        company: 'Them',
        new_cost: 150.5,
        is_current_position: false,
        can_upgrade: true,
      },
      {
        position: 'x',
        company: 'Broken',
        new_cost: 1,
        is_current_position: false,
        can_upgrade: true,
      },
    ],
  };

  it('builds missing displays, sorts the positions and drops the unreadable ones', async () => {
    session.useToken('t');
    server.use(
      http.get(apiUrl('/subscribers/:companyId/bidforplacement'), () =>
        HttpResponse.json({ success: true, results: [metro, { metro_name: 'no id' }] }),
      ),
    );
    const [read, ...rest] = await getBidPositions(1);
    expect(rest).toEqual([]);
    expect(read).toMatchObject({
      currentCostDisplay: '$120.00',
      pendingPositionChangeMessage: null,
    });
    expect(read?.positions.map((row) => [row.position, row.newCostDisplay])).toEqual([
      [1, '$150.50'],
      [2, '$120.00'],
    ]);
  });

  it('fails the cart with the spec text when the answer has no guid', async () => {
    session.useToken('t');
    server.use(
      http.post(apiUrl('/subscribers/:companyId/bidforplacement'), () =>
        HttpResponse.json({ success: true }),
      ),
    );
    expect((await failure(postBidCart(1, []))).message).toBe(BID_FAILED);
  });

  it('reads a confirmation with no success flag, and fails one with success false', async () => {
    session.useToken('t');
    const fields = {
      metro_name: 'Spokane, WA',
      current_position: 2,
      new_position: 1,
      current_price: 120,
      new_price: 150.5,
      total: 150.5,
    };
    server.use(
      http.get(apiUrl('/subscribers/:companyId/bidforplacement/:guid/confirmation'), ({ params }) =>
        HttpResponse.json(params.guid === 'good' ? fields : { ...fields, success: false }),
      ),
    );
    expect(await getBidConfirmation(1, 'good')).toEqual({
      ...{
        cartGuid: 'good',
        metroName: 'Spokane, WA',
        currentPosition: 2,
        newPosition: 1,
        currentPrice: 120,
        newPrice: 150.5,
        total: 150.5,
      },
      renewalDate: null,
      proratedAmount: 0,
      discountRate: 0,
    });
    expect((await failure(getBidConfirmation(1, 'bad'))).message).toBe(BID_FAILED);
  });
});
