import { http, HttpResponse } from 'msw';
import { offeredMetros } from '@/features/listings/metroSearch';
import { getListings, postSelfPay } from '@/features/listings/listingsApi';
import { apiUrl, paymentsUrl } from '@/mocks/http';
import { server } from '@/mocks/node';

const answer = (body: Record<string, unknown>, init?: ResponseInit) =>
  server.use(http.get(apiUrl('/subscribers/listings'), () => HttpResponse.json(body, init)));

describe('listings api: reading the answers', () => {
  it('adds the totals up from the rows when the server sends none, and builds the cost text', async () => {
    answer({
      success: true,
      listings: [
        { company_metro_id: 1, metro_id: 1, metro_name: 'A', cost_value: 0.1, status: 'No Bus' },
        {
          company_metro_id: 2,
          metro_id: 2,
          metro_name: 'B',
          cost_value: 0.2,
          status: 'Active/Approved',
        },
        { company_metro_id: 3, metro_id: 3, metro_name: 'C', status: 'Unheard Of' },
      ],
    });
    const overview = await getListings(1);
    expect(overview.listings.map((row) => [row.cost, row.position])).toEqual([
      ['$0.10', '--'],
      ['$0.20', '--'],
    ]);
    expect(overview.totals).toEqual({ metros: 2, metroCosts: 0.3, listingFee: 0, totalFees: 0.3 });
    // Unsent account facts block nobody: the server refuses an add itself if it must.
    expect(overview.billing).toMatchObject({
      companyApproved: true,
      paymentsAvailable: true,
      nextRecurringDate: null,
      discountRate: 0,
    });
  });

  it("fails with the server's text, or its own", async () => {
    answer({ success: false, error_message: 'Nope.' });
    await expect(getListings(1)).rejects.toThrow('Nope.');
    answer({ success: true, listings: 'not a list' });
    await expect(getListings(1)).rejects.toThrow(
      'There was a problem loading your listings. Please try again later.',
    );
  });

  it('says "NetWork Error" for a pay answer that is not HTTP 200, whatever its body', async () => {
    server.use(
      http.post(paymentsUrl('/self_pay'), () =>
        HttpResponse.json({ success: false, error_message: 'Bad gateway' }, { status: 502 }),
      ),
    );
    await expect(postSelfPay(1, 1)).rejects.toThrow(/^NetWork Error$/);
  });
});

describe('metro search: what a radius search offers', () => {
  const metro = (id: number) => ({ id, city: `C${id}`, state: 'TX', baseRate: 1, position: '1/1' });

  it('leaves out listed metros, unless every one is listed', () => {
    expect(offeredMetros([metro(1), metro(2), metro(3)], [2]).map((m) => m.id)).toEqual([1, 3]);
    expect(offeredMetros([metro(1), metro(2)], [1, 2]).map((m) => m.id)).toEqual([1, 2]);
    expect(offeredMetros([], [1])).toEqual([]);
  });
});
