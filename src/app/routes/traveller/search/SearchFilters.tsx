import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { useAppSelector } from '@/app/hooks';
import { Loading } from '@/components/feedback/Loading';
import { selectMetros } from '@/features/metadata/metadataSlice';
import { BusTypeFilter } from '@/features/search/components/BusTypeFilter';
import type { Departure } from '@/features/search/components/DepartFromFilter';
import { FilterBar } from '@/features/search/components/FilterBar';
import { selectSearch, selectSelectedBusType } from '@/features/search/selectors';
import { vocabularyName } from '@/lib/i18n/vocabulary';

// Depart From's and Amenities' forms load when first opened: most searches never refine either,
// and /search is the traveller's first load (npm run size).
const DepartFromFilter = lazy(async () => ({
  default: (await import('@/features/search/components/DepartFromFilter')).DepartFromFilter,
}));
const AmenitiesFilter = lazy(async () => ({
  default: (await import('@/features/search/components/AmenitiesFilter')).AmenitiesFilter,
}));

interface SearchFiltersProps {
  onBusType: (busType: number | null) => void;
  onDeparture: (departure: Departure) => void;
  onAmenities: (amenityIds: number[]) => void;
}

/** Bus Types, Depart From and Amenities, each a pill showing its current value (spec 2). */
export function SearchFilters({ onBusType, onDeparture, onAmenities }: SearchFiltersProps) {
  const { t } = useLingui();
  const search = useAppSelector(selectSearch);
  const selectedType = useAppSelector(selectSelectedBusType);
  // Named `busType` for the pill's message, whose placeholder it is.
  const busType = selectedType === null ? null : vocabularyName('busType', selectedType);
  const metros = useAppSelector(selectMetros);
  const departure: Departure = {
    city: search.departureCity,
    state: search.departureState,
    zip: search.filterZip,
    within: search.filterZipWithin,
  };
  const place = search.filterZip
    ? `${search.filterZip} (${search.filterZipWithin} mi)`
    : [search.departureCity, search.departureState].filter(Boolean).join(', ') || t`Anywhere`;

  const amenityCount = search.filterAmenities.length;

  return (
    <FilterBar
      panels={[
        {
          id: 'busTypes',
          label: busType === null ? t`Bus Types: All` : t`Bus Types: ${busType}`,
          render: () => (
            <BusTypeFilter
              busTypes={search.busTypes}
              selected={search.busTypeSelected}
              onChange={onBusType}
            />
          ),
        },
        {
          id: 'departFrom',
          label: t`Depart From: ${place}`,
          render: (close) => (
            <Suspense fallback={<Loading />}>
              <DepartFromFilter
                metros={metros}
                applied={departure}
                onRefine={(next) => {
                  close();
                  onDeparture(next);
                }}
              />
            </Suspense>
          ),
        },
        {
          id: 'amenities',
          label: t`Amenities (${amenityCount})`,
          render: (close) => (
            <Suspense fallback={<Loading />}>
              <AmenitiesFilter
                amenities={search.availableAmenities}
                applied={search.filterAmenities}
                onRefine={(ids) => {
                  close();
                  onAmenities(ids);
                }}
              />
            </Suspense>
          ),
        },
      ]}
    />
  );
}
