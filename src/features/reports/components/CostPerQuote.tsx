import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { AsyncSection } from '@/components/data/AsyncSection';
import { DataTable, type DataColumn } from '@/components/data/DataTable';
import {
  fetchListings,
  selectListings,
  selectListingsState,
} from '@/features/listings/listingsSlice';
import { formatMoney } from '@/lib/money';
import { costPerQuoteRows, type CostRow } from '../costPerQuote';
import type { MetroActivity, ReportRange } from '../types';

export const COST_EXPLAINED =
  "Cost per quote request is what a metro's listing costs for the days of this range (its current monthly cost, prorated by day) divided by the quote requests that metro received in the range.";
export const NOT_BILLED = 'No billed listing';
export const NO_QUOTE_REQUESTS = 'No quote requests';

/** The all-metros row reads as one: bold in every cell. */
const strongIf = (bold: boolean, text: string | number) => (bold ? <strong>{text}</strong> : text);

function columnsFor(total: CostRow | null): DataColumn<CostRow>[] {
  const isTotal = (row: CostRow) => row === total;
  return [
    { key: 'metro', header: 'Metro', cell: (row) => strongIf(isTotal(row), row.metro) },
    {
      key: 'quotes',
      header: 'Quote Requests',
      cell: (row) => strongIf(isTotal(row), row.quoteRequests),
    },
    {
      key: 'cost',
      header: 'Listing Cost',
      cell: (row) =>
        strongIf(
          isTotal(row),
          row.listingCost === null ? NOT_BILLED : formatMoney(row.listingCost),
        ),
    },
    {
      key: 'perQuote',
      header: 'Cost per Quote Request',
      cell: (row) => {
        if (row.listingCost === null) return NOT_BILLED;
        const text = row.costPerQuote === null ? NO_QUOTE_REQUESTS : formatMoney(row.costPerQuote);
        return strongIf(isTotal(row), text);
      },
    },
  ];
}

/**
 * Beyond the spec: the cost of a lead per metro. The listings (and their monthly costs) are the
 * listings slice's: read from it, loaded once if no screen has loaded them yet.
 */
export function CostPerQuote({
  activity,
  range,
}: {
  activity: readonly MetroActivity[];
  range: ReportRange;
}) {
  const dispatch = useAppDispatch();
  const { status, error } = useAppSelector(selectListingsState).requests.fetchListings;
  const listings = useAppSelector(selectListings);
  useEffect(() => {
    if (status === 'idle') void dispatch(fetchListings());
  }, [dispatch, status]);

  const { rows, total } = costPerQuoteRows(activity, listings, range);
  return (
    <>
      <p>{COST_EXPLAINED}</p>
      <AsyncSection
        request={{ status, error }}
        onRetry={() => void dispatch(fetchListings())}
        empty={status !== 'succeeded' && listings.length === 0}
        loadingText="Loading your listing costs..."
      >
        <DataTable
          rows={total ? [...rows, total] : rows}
          columns={columnsFor(total)}
          rowKey={(row) => (row === total ? 'total' : `metro-${row.metro}`)}
          caption="Cost per quote request per metro"
        />
      </AsyncSection>
    </>
  );
}
