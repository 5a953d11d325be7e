import { postReport } from '@/features/reports/reportsApi';
import { api } from '@/lib/apiClient';
import { ApiError } from '@/lib/apiError';
import { getDb } from '@/mocks/db/store';
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

/** The demo database's quote requests to a company in a range, counted here. */
function quotesTo(companyId: number, startDate: string, endDate: string) {
  const db = getDb();
  const ids = new Set(
    db.company_metros.filter((row) => row.company_id === companyId).map((row) => row.id),
  );
  return db.quotes.filter((quote) => {
    const day = quote.date_submitted.slice(0, 10);
    return day >= startDate && day <= endDate && quote.company_metro_ids.some((id) => ids.has(id));
  });
}

describe('the demo API: POST /subscribers/reports', () => {
  it("reports months of the finished operator's activity, with the quotes of the demo database", async () => {
    const companyId = as('operator@demo.test');
    const range = { startDate: '2026-05-01', endDate: '2026-11-22' };
    const report = await postReport(companyId, range);
    const expected = quotesTo(companyId, range.startDate, range.endDate);
    expect(expected.length).toBeGreaterThan(40);
    expect(report.quotes.map((quote) => quote.quoteId).sort()).toEqual(
      expected.map((quote) => quote.itinerary_id).sort(),
    );
    expect(report.quotes.some((quote) => quote.name === 'Dana Whitfield')).toBe(true);
    const quotes = report.activity.reduce((sum, row) => sum + row.numberOfQuotes, 0);
    expect(quotes).toBe(expected.length);
    const dallas = report.activity.find((row) => row.city === 'Dallas');
    expect(dallas?.moreDetails).toBeGreaterThan(50);
    for (const row of report.activity) {
      const counted = Object.entries(row).filter(
        ([key, value]) => typeof value === 'number' && key !== 'totalActivity',
      );
      expect(row.totalActivity).toBe(counted.reduce((sum, [, n]) => sum + Number(n), 0));
    }
  });

  it('has clicks in every month of the last four, in both metros listed longest', async () => {
    const companyId = as('operator@demo.test');
    for (const [startDate, endDate] of [
      ['2026-08-01', '2026-08-31'],
      ['2026-09-01', '2026-09-30'],
      ['2026-10-01', '2026-10-31'],
      ['2026-11-01', '2026-11-21'],
    ] as const) {
      const { activity } = await postReport(companyId, { startDate, endDate });
      for (const city of ['Dallas', 'Fort Worth']) {
        const row = activity.find((candidate) => candidate.city === city);
        expect(row && row.totalActivity - row.numberOfQuotes - row.messages).toBeGreaterThan(0);
      }
    }
  });

  it('counts a click the search screen records at once', async () => {
    const companyId = as('operator@demo.test');
    const range = { startDate: '2026-11-22', endDate: '2026-11-22' };
    const dallasId = getDb().company_metros.find(
      (row) =>
        row.company_id === companyId &&
        getDb().metros.find((metro) => metro.id === row.metro_id)?.city === 'Dallas',
    )?.id;
    const before = (await postReport(companyId, range)).activity.find((r) => r.city === 'Dallas');
    await api.post('/tracking/', { companyMetroId: dallasId, trackingType: 9, count: 1 });
    const after = (await postReport(companyId, range)).activity.find((r) => r.city === 'Dallas');
    expect(after?.phoneClicks).toBe((before?.phoneClicks ?? 0) + 1);
  });

  it('answers with and without the trailing slash', async () => {
    const companyId = as('operator@demo.test');
    const body = { companyId, startDate: '2026-11-15', endDate: '2026-11-22' };
    for (const path of ['/subscribers/reports/', '/subscribers/reports']) {
      const { data } = await api.post<{ success: boolean }>(path, body);
      expect(data.success).toBe(true);
    }
  });

  it("refuses another company's report, a reversed range and a date that is not one", async () => {
    const companyId = as('operator@demo.test');
    const other = getDb().accounts.find((row) => row.email === 'freetrial@demo.test');
    const range = { startDate: '2026-11-15', endDate: '2026-11-22' };
    expect((await failure(postReport(other?.company_id ?? 0, range))).message).toBe(
      'Your company could not be found.',
    );
    expect(
      (await failure(postReport(companyId, { startDate: '2026-11-22', endDate: '2026-11-15' })))
        .message,
    ).toBe('The end date is before the start date.');
    expect(
      (await failure(postReport(companyId, { startDate: '11/15/2026', endDate: '2026-11-22' })))
        .message,
    ).toBe('Start Date is required');
  });

  it('answers 401 without a valid token', async () => {
    const companyId = as('operator@demo.test');
    session.useToken('not-a-token');
    const error = await failure(
      postReport(companyId, { startDate: '2026-11-15', endDate: '2026-11-22' }),
    );
    expect(error.status).toBe(401);
  });
});
