import type { ListingStatus, MetroListing } from '@/features/listings/types';
import { addDays, daysInMonth, nextMonthStart } from './reportDates';
import { metroLabel } from './reportFigures';
import type { MetroActivity, ReportRange } from './types';

/**
 * Beyond the spec: what one quote request cost. For each metro of the report, the listing's
 * monthly cost for the days of the range divided by the quote requests the metro brought in.
 *
 * What the contract gives: each listing's current monthly cost (the listings call) and the
 * quote requests per metro of a range (the report). What it does not: a listing's past prices
 * or the day it was listed, so the current monthly cost stands for the whole range.
 */

/** Listings never billed: waiting for approval (and the first payment), or refused. */
const NEVER_BILLED: readonly ListingStatus[] = ['Pending Approval', 'Not Approved'];

/**
 * A monthly cost prorated by days: each day of the range costs its month's price divided by
 * that month's days, so a whole calendar month costs exactly the monthly cost. In dollars, to
 * the cent.
 */
export function proratedCost(monthly: number, range: ReportRange): number {
  if (!(monthly > 0) || range.endDate < range.startDate) return 0;
  let cents = 0;
  // Month by month (not day by day): the range has no bound.
  for (let day = range.startDate; day <= range.endDate; day = nextMonthStart(day)) {
    const monthEnd = addDays(nextMonthStart(day), -1);
    const last = monthEnd < range.endDate ? monthEnd : range.endDate;
    const days = Number(last.slice(8)) - Number(day.slice(8)) + 1;
    cents += (monthly * 100 * days) / daysInMonth(day);
  }
  return Math.round(cents) / 100;
}

export interface CostRow {
  metro: string;
  quoteRequests: number;
  /** The listing's cost for the range; null when no billed listing of this metro is known. */
  listingCost: number | null;
  /** null when there is no cost or no quote request to divide by. */
  costPerQuote: number | null;
}

const keyOf = (text: string) => text.trim().toLowerCase();

function listingKey(listing: MetroListing): string {
  return keyOf(listing.city ? metroLabel(listing) : listing.metroName);
}

function costPer(listingCost: number | null, quoteRequests: number): number | null {
  if (listingCost === null || quoteRequests === 0) return null;
  return Math.round((listingCost * 100) / quoteRequests) / 100;
}

/** One row per metro of the report, then (with a cost anywhere) all billed metros together. */
export function costPerQuoteRows(
  activity: readonly MetroActivity[],
  listings: readonly MetroListing[],
  range: ReportRange,
): { rows: CostRow[]; total: CostRow | null } {
  const monthlyByMetro = new Map<string, number>();
  for (const listing of listings) {
    if (NEVER_BILLED.includes(listing.status)) continue;
    const key = listingKey(listing);
    monthlyByMetro.set(key, (monthlyByMetro.get(key) ?? 0) + listing.costValue);
  }
  const rows = activity.map((row): CostRow => {
    const metro = metroLabel(row);
    const monthly = monthlyByMetro.get(keyOf(metro));
    const listingCost = monthly === undefined ? null : proratedCost(monthly, range);
    return {
      metro,
      quoteRequests: row.numberOfQuotes,
      listingCost,
      costPerQuote: costPer(listingCost, row.numberOfQuotes),
    };
  });
  const billed = rows.filter((row) => row.listingCost !== null);
  if (billed.length === 0) return { rows, total: null };
  const quoteRequests = billed.reduce((sum, row) => sum + row.quoteRequests, 0);
  const cents = billed.reduce((sum, row) => sum + Math.round((row.listingCost ?? 0) * 100), 0);
  const listingCost = cents / 100;
  return {
    rows,
    total: {
      metro: 'All billed metros',
      quoteRequests,
      listingCost,
      costPerQuote: costPer(listingCost, quoteRequests),
    },
  };
}
