import { t } from '@lingui/core/macro';
import type { BusResult, SearchCompany, SearchResult } from './types';

/**
 * How a search result is read by the screen. Kept pure and in one place because cards, modals,
 * tracking and the cart must agree on it.
 */

/**
 * A sample result stands in for a listing (a placeholder a server may show where no company is
 * listed): it has no company metro id, so nothing can be tracked, quoted or messaged for it.
 */
export function isSampleResult(result: SearchResult): boolean {
  return !(Number.isInteger(result.company.id) && result.company.id > 0);
}

/**
 * The card and modal heading: the company name, else the location the listing serves (in the
 * language of the moment: a caller that renders it reads `useLingui` to re-render on a switch).
 */
export function resultHeading(company: Pick<SearchCompany, 'name' | 'city' | 'state'>): string {
  if (company.name.trim()) return company.name.trim();
  const place = [company.city, company.state].filter((part) => part.trim()).join(', ');
  return place ? t`Bus Charter Service in ${place}` : t`Bus Charter Service`;
}

/** Contact Us needs an address to send to and no request from the company to hide it. */
export function canContact(company: SearchCompany): boolean {
  return Boolean(company.email) && !company.hideContactUs;
}

const norm = (text: string): string => text.trim().toLowerCase();

/** A row of type "all" summarizes the fleet; the bus-type table skips it. */
export function isSummaryRow(bus: BusResult): boolean {
  return norm(bus.busType) === 'all';
}

export function fleetRows(result: Pick<SearchResult, 'busResults'>): BusResult[] {
  return result.busResults.filter((bus) => !isSummaryRow(bus));
}

export function hasBusType(result: SearchResult, busType: string): boolean {
  const wanted = norm(busType);
  return result.busResults.some((bus) => norm(bus.busType) === wanted);
}

/**
 * What the card shows for the selected bus type: that type's row; with all types selected, the
 * server's "all" row, else a summary of the fleet (most seats, any restroom, wifi or outlets).
 */
export function busResultFor(
  result: Pick<SearchResult, 'busResults'>,
  busType: string | null,
): BusResult | null {
  if (busType !== null) {
    const wanted = norm(busType);
    return result.busResults.find((bus) => norm(bus.busType) === wanted) ?? null;
  }
  const summary = result.busResults.find(isSummaryRow);
  if (summary) return summary;
  const rows = fleetRows(result);
  if (rows.length === 0) return null;
  return {
    id: 0,
    busType: 'all',
    quantity: rows.reduce((total, bus) => total + bus.quantity, 0),
    seats: Math.max(...rows.map((bus) => bus.seats)),
    years: '',
    restroom: rows.some((bus) => bus.restroom),
    wifi: rows.some((bus) => bus.wifi),
    oneTenVolts: rows.some((bus) => bus.oneTenVolts),
    dayAmount: 0,
    mileAmount: 0,
    amenities: [],
  };
}
