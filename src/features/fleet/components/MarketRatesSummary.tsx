import { DataTable, type DataColumn } from '@/components/data/DataTable';
import { SectionCard } from '@/components/layout/SectionCard';
import { busTypeName } from '../schemas';
import type { FleetItem, MarketRate } from '../types';
import { useMarketRates } from '../useMarket';
import { gapText, medianText, perDay, perMile } from './marketText';

export interface MarketRatesSummaryProps {
  city: string;
  state: string;
  /** The fleet to compare (a listing's, from the fleet slice). */
  fleet: readonly FleetItem[];
  /** The operator's own listing in that metro, left out of the market. */
  companyMetroId?: number;
}

interface Line {
  item: FleetItem;
  rate: MarketRate;
}

const yours = (item: FleetItem) =>
  [
    item.dayRate > 0 ? perDay(item.dayRate) : null,
    item.mileRate > 0 ? perMile(item.mileRate) : null,
  ]
    .filter(Boolean)
    .join(', ') || 'No rates given';

const columns: DataColumn<Line>[] = [
  { key: 'type', header: 'Bus Type', cell: ({ item }) => busTypeName(item.busTypeId) },
  { key: 'yours', header: 'Your Rates', cell: ({ item }) => yours(item) },
  { key: 'market', header: 'Market Median', cell: ({ rate }) => medianText(rate) },
  {
    key: 'gap',
    header: 'Compared',
    className: 'rt-wide',
    cell: ({ item, rate }) =>
      [
        gapText('day', item.dayRate, rate.dayMedian),
        gapText('mile', item.mileRate, rate.mileMedian),
      ]
        .filter(Boolean)
        .join(' ') || 'Within 25% of the market median.',
  },
];

/**
 * Rates against the market on a listing's page: each bus type of the fleet beside the median of
 * the other companies of the metro. Absent until the market is known, and when nothing in the
 * fleet has a market to compare with (a failed search just hides it).
 */
export function MarketRatesSummary({
  city,
  state,
  fleet,
  companyMetroId,
}: MarketRatesSummaryProps) {
  const rates = useMarketRates({ city, state, companyMetroId });
  const lines = fleet.flatMap((item) => {
    const rate = rates?.get(item.busTypeId);
    return rate ? [{ item, rate }] : [];
  });
  if (lines.length === 0) return null;
  return (
    <SectionCard
      title="Rates against the market"
      intro={`Your day and mile rates beside the median of the other companies listed in ${city}, ${state}.`}
    >
      <DataTable
        rows={lines}
        columns={columns}
        rowKey={({ item }) => item.id}
        caption={`Your rates against the market in ${city}, ${state}`}
      />
    </SectionCard>
  );
}
