import { http } from 'msw';
import { fail, int, isResponse, match, readBody, strict } from '../body';
import { activityPerMetro, reportQuotes, type ReportDays } from '../db/reports';
import { getDb } from '../db/store';
import { csvFile } from '../csv';
import { clicksCsv, quotesCsv } from '../db/csvReports';
import type { AccountRow, DemoDb } from '../db/types';
import { apiUrl, latency, longApiUrl, ok, withAccount } from '../http';

/**
 * The contract's reports tag: the operator's activity report (POST /subscribers/reports). The
 * CSV exports of the same tag (/subscribers/reports/export/quotes and /clicks, long-running API)
 * join this list; they read the same rows (db/reports.ts).
 */

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The report's body: the caller's company and a range of YYYY-MM-DD days, no bound. */
export const reportBody = {
  company_id: strict(int('Expected a company id.')),
  start_date: match(DAY, 'Start Date is required'),
  end_date: match(DAY, 'End Date is required'),
};

/** The body's company must be the caller's; the end may not come before the start. */
export function reportProblem(
  companyId: number | null,
  body: { company_id: number; start_date: string; end_date: string },
): Response | null {
  if (companyId === null || body.company_id !== companyId) {
    return fail('Your company could not be found.');
  }
  if (body.end_date < body.start_date) return fail('The end date is before the start date.');
  return null;
}

/** A report's body (company and dates), read and checked: the body, or the failure to answer. */
async function checkedReportBody(request: Request, account: AccountRow) {
  const body = await readBody(request, reportBody);
  if (isResponse(body)) return body;
  return reportProblem(account.company_id, body) ?? body;
}

async function report({ request }: { request: Request }) {
  await latency();
  return withAccount(request, ['subscriber'], async (account) => {
    const body = await checkedReportBody(request, account);
    if (isResponse(body)) return body;
    const db = getDb();
    return ok({
      activity: activityPerMetro(db, body.company_id, body),
      quotes: reportQuotes(db, body.company_id, body),
    });
  });
}

/**
 * A CSV export (long-running API): the report's body and checks, the file named by the dates
 * (the contract's assumed {start_date}_{end_date}.csv), streamed.
 */
function exportCsv(build: (db: DemoDb, companyId: number, days: ReportDays) => string) {
  return async ({ request }: { request: Request }) => {
    await latency();
    return withAccount(request, ['subscriber'], async (account) => {
      const body = await checkedReportBody(request, account);
      if (isResponse(body)) return body;
      const csv = build(getDb(), body.company_id, body);
      return csvFile(csv, `${body.start_date}_${body.end_date}.csv`);
    });
  };
}

export const reportsHandlers = [
  // The client posts to /subscribers/reports/ (trailing slash); the contract's path is accepted too.
  http.post(apiUrl('/subscribers/reports/'), report),
  http.post(apiUrl('/subscribers/reports'), report),
  http.post(longApiUrl('/subscribers/reports/export/quotes'), exportCsv(quotesCsv)),
  http.post(longApiUrl('/subscribers/reports/export/clicks'), exportCsv(clicksCsv)),
];
