import { api } from '@/lib/apiClient';
import { callApi } from '@/lib/apiCall';
import {
  arrayOf,
  boolean,
  integer,
  map,
  nullable,
  object,
  optional,
  string,
  withDefault,
  type Decoder,
} from '@/lib/decode';
import type { MetroActivity, Report, ReportQuote, ReportRange } from './types';

export const REPORT_FAILED = 'There was a problem loading your report. Please try again later.';

const count = withDefault(integer, 0);
const text = withDefault(string, '');

const activityRow: Decoder<MetroActivity> = object({
  city: string,
  state: text,
  numberOfQuotes: integer,
  messages: count,
  moreDetails: count,
  phoneClicks: count,
  contactUs: count,
  websiteVisits: count,
  facebookClicks: count,
  twitterClicks: count,
  instagramClicks: count,
  youtubeClicks: count,
  totalActivity: integer,
});

const quoteRow: Decoder<ReportQuote> = map(
  object({
    quoteId: integer,
    companyMetroId: integer,
    city: text,
    state: text,
    submittedOn: string,
    name: text,
    email: text,
    phone: text,
    nameOfGroup: text,
    numberOfPeople: optional(integer),
    destinationCity: text,
    destinationState: text,
    departureDate: text,
    returnDate: text,
    tripType: text,
    delivered: withDefault(boolean, false),
    deliveredDate: withDefault(nullable(string), null),
    additionalInfo: text,
  }),
  ({ numberOfPeople, ...quote }) => ({ ...quote, numberOfPeople: numberOfPeople ?? null }),
);

/** An absent list is an empty one (the contract does not require the keys); a non-list fails. */
const listOf =
  <T>(decoder: Decoder<T>): Decoder<T[]> =>
  (value) =>
    value === undefined || value === null ? [] : arrayOf(decoder)(value);

const report: Decoder<Report> = object({
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
