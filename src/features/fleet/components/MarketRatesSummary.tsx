import { DataTable, type DataColumn } from '@/components/data/DataTable';
import { SectionCard } from '@/components/layout/SectionCard';
import { busTypeName } from '../fleetValues';
import type { FleetItem, MarketRate } from '../types';
import { useMarketRates } from '../useMarket';
import { plural } from '@/lib/format';
import { gapText, perDay, perMile } from './marketText';

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

/** One figure per line: "$1,825/day" over "$5.39/mile" reads at a glance in a narrow column. */
function Rates({ day, mile }: { day: number | null; mile: number | null }) {
  const figures = [day ? perDay(day) : null, mile ? perMile(mile) : null].filter(
    (figure): figure is string => figure !== null,
  );
  if (figures.length === 0) return <>No rates given</>;
  return (
    <>
      {figures.map((figure) => (
        <span key={figure} className="d-block text-nowrap">
          {figure}
        </span>
      ))}
    </>
  );
}

const columns: DataColumn<Line>[] = [
  { key: 'type', header: 'Bus Type', cell: ({ item }) => busTypeName(item.busTypeId) },
  {
    key: 'yours',
    header: 'Your Rates',
    cell: ({ item }) => (
      <span className="d-inline-block">
        <Rates day={item.dayRate} mile={item.mileRate} />
      </span>
    ),
  },
  {
    key: 'market',
    header: 'Market Median',
    // One inline block per cell: the phone's card layout keeps it beside its label.
    cell: ({ rate }) => (
      <span className="d-inline-block">
        <Rates day={rate.dayMedian} mile={rate.mileMedian} />
        <span className="d-block small text-secondary">
          {rate.companies} {plural(rate.companies, 'company', 'companies')}
        </span>
      </span>
    ),
  },
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
