import { sumMoney } from '@/lib/money';
import type {
  ListingBilling,
  ListingStatus,
  ListingTotals,
  MetroListing,
  MetroOption,
} from './types';

/**
 * The next invoice as the listings answer lets us work it out, before a change is confirmed
 * (beyond the spec: operators of directory sites complain most about surprise charges).
 *
 * What the contract gives: each listing's monthly cost (costValue), the account's prepay
 * discount in percent (discountRate), the listing fee and the next charge's date. What it does
 * not: the split of a listed metro's cost into base rate and bid premium (only metros not yet
 * listed come with a base rate), so those two stay unknown (null) for listed metros.
 */

/** Statuses that are not billed on the next charge: refused, or on their way out. */
export const NOT_BILLED: readonly ListingStatus[] = ['Not Approved', 'Pending Removal'];

export interface PreviewLine {
  /** null for a metro being added. */
  companyMetroId: number | null;
  metroName: string;
  /** null when the server does not say (a metro already listed). */
  baseRate: number | null;
  bidPremium: number | null;
  monthlyCost: number;
  /** The prepay discount on this metro, in dollars (0 without one). */
  discount: number;
  charge: number;
  /** The metro the change adds. */
  added?: boolean;
}

export interface InvoicePreview {
  /** YYYY-MM-DD of the next charge; null when the server does not say. */
  date: string | null;
  discountRate: number;
  lines: PreviewLine[];
  listingFee: number;
  total: number;
  /** Listings not billed next time, with why. */
  leftOut: { metroName: string; status: ListingStatus; removing?: boolean }[];
}

export type ListingChange =
  { kind: 'add'; metro: MetroOption } | { kind: 'remove'; companyMetroId: number };

const cents = (amount: number): number => Math.round(amount * 100);

/** A percent the contract sends as a number; anything outside 0-100 is treated as none. */
export function discountPercent(rate: number): number {
  return Number.isFinite(rate) && rate > 0 && rate <= 100 ? rate : 0;
}

/** One metro's line: its cost, less the prepay discount, to the cent. */
export function previewLine(
  line: Omit<PreviewLine, 'discount' | 'charge'>,
  discountRate: number,
): PreviewLine {
  const discount = Math.round((cents(line.monthlyCost) * discountPercent(discountRate)) / 100);
  return {
    ...line,
    discount: discount / 100,
    charge: (cents(line.monthlyCost) - discount) / 100,
  };
}

export function metroLabel(metro: Pick<MetroOption, 'city' | 'state'>): string {
  return metro.state ? `${metro.city}, ${metro.state}` : metro.city;
}

/** The next charge with the listings as they are, or as they would be after `change`. */
export function nextInvoice(
  listings: readonly MetroListing[],
  totals: ListingTotals | null,
  billing: ListingBilling | null,
  change?: ListingChange,
): InvoicePreview {
  const discountRate = discountPercent(billing?.discountRate ?? 0);
  const lines: PreviewLine[] = [];
  const leftOut: InvoicePreview['leftOut'] = [];
  for (const listing of listings) {
    const removing = change?.kind === 'remove' && change.companyMetroId === listing.companyMetroId;
    if (removing || NOT_BILLED.includes(listing.status)) {
      leftOut.push({ metroName: listing.metroName, status: listing.status, removing });
      continue;
    }
    lines.push(
      previewLine(
        {
          companyMetroId: listing.companyMetroId,
          metroName: listing.metroName,
          baseRate: null,
          bidPremium: null,
          monthlyCost: listing.costValue,
        },
        discountRate,
      ),
    );
  }
  if (change?.kind === 'add') {
    // A new listing starts at the metro's base rate: no bid, so no premium yet.
    lines.push(
      previewLine(
        {
          companyMetroId: null,
          metroName: metroLabel(change.metro),
          baseRate: change.metro.baseRate,
          bidPremium: 0,
          monthlyCost: change.metro.baseRate,
          added: true,
        },
        discountRate,
      ),
    );
  }
  const listingFee = totals?.listingFee ?? 0;
  return {
    date: billing?.nextRecurringDate ?? null,
    discountRate,
    lines,
    listingFee,
    total: sumMoney([...lines.map((line) => line.charge), listingFee]),
    leftOut,
  };
}
