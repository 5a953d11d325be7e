import { useAppSelector } from '@/app/hooks';
import { EstimateControl } from '@/features/search/components/EstimateControl';
import { selectEstimateInputs, selectSearch, selectSortOrder } from '@/features/search/selectors';
import type { EstimateInputs, SortOrder } from '@/features/search/types';

interface SearchEstimateProps {
  onEstimate: (estimate: EstimateInputs | null) => void;
  onSort: (order: SortOrder) => void;
}

/** The trip estimate and sort control, started with the search's number of people. */
export function SearchEstimate({ onEstimate, onSort }: SearchEstimateProps) {
  const estimate = useAppSelector(selectEstimateInputs);
  const sortOrder = useAppSelector(selectSortOrder);
  const { numberOfPeople } = useAppSelector(selectSearch);
  return (
    <EstimateControl
      estimate={estimate}
      people={numberOfPeople}
      sortOrder={sortOrder}
      onEstimate={onEstimate}
      onSort={onSort}
    />
  );
}
