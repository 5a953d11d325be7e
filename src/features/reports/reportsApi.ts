import { api } from '@/lib/apiClient';
import { callApi } from '@/lib/apiCall';
import { d, type Decoder } from '@/lib/decode';
import type { MetroActivity, Report, ReportQuote, ReportRange } from './types';

export const REPORT_FAILED = 'There was a problem loading your report. Please try again later.';

const count = d.withDefault(d.integer, 0);
const text = d.withDefault(d.string, '');

const activityRow: Decoder<MetroActivity> = d.object({
  city: d.string,
  state: text,
  numberOfQuotes: d.integer,
  messages: count,
  moreDetails: count,
  phoneClicks: count,
  contactUs: count,
  websiteVisits: count,
  facebookClicks: count,
  twitterClicks: count,
  instagramClicks: count,
  youtubeClicks: count,
  totalActivity: d.integer,
});

const quoteRow: Decoder<ReportQuote> = d.map(
  d.object({
    quoteId: d.integer,
    companyMetroId: d.integer,
    city: text,
    state: text,
    submittedOn: d.string,
    name: text,
    email: text,
    phone: text,
    nameOfGroup: text,
    numberOfPeople: d.optional(d.integer),
    destinationCity: text,
    destinationState: text,
    departureDate: text,
    returnDate: text,
    tripType: text,
    delivered: d.withDefault(d.boolean, false),
    deliveredDate: d.withDefault(d.nullable(d.string), null),
    additionalInfo: text,
  }),
  ({ numberOfPeople, ...quote }) => ({ ...quote, numberOfPeople: numberOfPeople ?? null }),
);

/** An absent list is an empty one (the contract does not require the keys); a non-list fails. */
const listOf =
  <T>(decoder: Decoder<T>): Decoder<T[]> =>
  (value) =>
    value === undefined || value === null ? [] : d.arrayOf(decoder)(value);

const report: Decoder<Report> = d.object({
  activity: listOf(activityRow),
  quotes: listOf(quoteRow),
});

/**
 * POST /subscribers/reports/ (envelope a): activity per metro and the quote requests of a range.
 * The trailing slash is the client's path (the contract's x-client-path).
 */
export function postReport(
  companyId: number,
  { startDate, endDate }: ReportRange,
): Promise<Report> {
  return callApi(
    () =>
      api.post('/subscribers/reports/', {
        companyId,
        startDate,
        endDate,
      }),
    { fallback: REPORT_FAILED, decode: report },
  );
}
