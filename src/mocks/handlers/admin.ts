import { http, HttpResponse } from 'msw';
import { fail } from '../body';
import { csvFile } from '../csv';
import {
  metroBreakdownCsv,
  metroRankingStatsCsv,
  readRange,
  registeredUsersCsv,
  salesPushCsv,
  umaCompaniesCsv,
  type DayRange,
} from '../db/csvReports';
import { getDb } from '../db/store';
import type { DemoDb } from '../db/types';
import { accountOf, latency, longApiUrl, unauthorized } from '../http';

/**
 * The contract's admin tag: the five CSV reports of /admin/reports, on the long-running API,
 * for an admin token only (no token: 401; another role's token: 403), each for start_date and
 * end_date. The files are built from the demo data and streamed (see csv.ts).
 */

type Build = (db: DemoDb, range: DayRange) => string;

const REPORTS: readonly [string, Build, (range: DayRange) => string][] = [
  ['metro_breakdown', metroBreakdownCsv, () => 'metro_breakdown.csv'],
  ['sales_push', salesPushCsv, () => 'sales_push.csv'],
  ['registered_users', registeredUsersCsv, () => 'registered_users.csv'],
  ['uma_companies', umaCompaniesCsv, () => 'uma_companies.csv'],
  [
    'metro_ranking_stats',
    metroRankingStatsCsv,
    ({ start, end }) => `metro_ranking_stats_${start}_${end}.csv`,
  ],
];

export const adminHandlers = REPORTS.map(([name, build, fileName]) =>
  http.get(longApiUrl(`/portal/reports/${name}`), async ({ request }) => {
    await latency();
    const account = accountOf(request);
    if (!account) return unauthorized();
    if (account.login_type !== 'admin') {
      return HttpResponse.json(
        { success: false, error_message: 'These reports are for admin accounts only.' },
        { status: 403 },
      );
    }
    const query = new URL(request.url).searchParams;
    const range = readRange(query.get('start_date'), query.get('end_date'));
    if (typeof range === 'string') return fail(range);
    return csvFile(build(getDb(), range), fileName(range));
  }),
);
