import { formatMoney } from '@/lib/money';
import type { ListingTotals } from '../types';

/** The totals under the listings table: metros, metro costs, listing fee and total. */
export function ListingTotalsList({ totals }: { totals: ListingTotals }) {
  const rows: [string, string][] = [
    ['Metros', String(totals.metros)],
    ['Metro Costs', formatMoney(totals.metroCosts)],
    ['Listing Fee', formatMoney(totals.listingFee)],
    ['Total', formatMoney(totals.totalFees)],
  ];
  return (
    <dl className="row mb-0">
      {rows.map(([term, value]) => (
        <div key={term} className="col-6 col-md-3">
          <dt className="small text-secondary">{term}</dt>
          <dd className="fs-5 mb-0">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
