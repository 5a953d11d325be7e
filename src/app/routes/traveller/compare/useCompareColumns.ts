import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import {
  compareLoadKey,
  fetchCompareResults,
  selectCompareResults,
} from '@/features/compare/compareResultsSlice';
import { selectCompareEntries, selectCurrentArea } from '@/features/compare/compareSlice';
import type { CompareRequest } from '@/features/compare/compareRequest';
import type { CompareArea } from '@/features/compare/types';
import { selectQuoteRequests } from '@/features/quoteCart/quoteCartSlice';
import { resultHeading } from '@/features/search/resultView';
import { selectSearch } from '@/features/search/selectors';
import type { SearchResult } from '@/features/search/types';
import type { RequestStatus } from '@/lib/requestStatus';

/** One company of the compare screen; `result` is null when the search no longer finds it. */
export interface CompareColumn {
  id: number;
  /** Its name when anything on hand knows it (the answer, the compare list, the cart). */
  name: string | null;
  result: SearchResult | null;
}

export interface CompareColumns {
  columns: CompareColumn[];
  /** Where companies not on hand were looked for (null: nowhere to look). */
  area: CompareArea | null;
  status: RequestStatus;
  error: string | null;
  retry: () => void;
}

/**
 * The companies of a compare address: from the search answer on hand, else from one search of
 * the area the address names (a link without one: the last search's place). Nothing is asked
 * when the answer on hand holds them all.
 */
export function useCompareColumns({ ids, area: linkArea }: CompareRequest): CompareColumns {
  const dispatch = useAppDispatch();
  const onShow = useAppSelector(selectSearch).unfilteredResults;
  const entries = useAppSelector(selectCompareEntries);
  const cart = useAppSelector(selectQuoteRequests);
  const lastArea = useAppSelector(selectCurrentArea);
  const loaded = useAppSelector(selectCompareResults);

  const findIn = (results: readonly SearchResult[], id: number) =>
    results.find((result) => result.company.id === id);
  const missing = ids.filter((id) => !findIn(onShow, id));
  const area = linkArea ?? lastArea;
  const load = missing.length > 0 && area ? { area, ids: missing } : null;
  const key = load ? compareLoadKey(load) : null;
  const current = key !== null && loaded.key === key;

  useEffect(() => {
    if (load) void dispatch(fetchCompareResults(load));
    // The load is fully described by its key.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dispatch, key]);

  const columns = ids.map((id): CompareColumn => {
    const result = findIn(onShow, id) ?? (current ? findIn(loaded.results, id) : undefined);
    const known =
      entries.find((entry) => entry.id === id)?.companyName ??
      cart.find((request) => request.id === id)?.companyName;
    return {
      id,
      name: result ? resultHeading(result.company) : (known ?? null),
      result: result ?? null,
    };
  });

  return {
    columns,
    area,
    status: !load ? 'succeeded' : current ? loaded.status : 'pending',
    error: current ? loaded.error : null,
    retry: () => {
      if (load) void dispatch(fetchCompareResults(load));
    },
  };
}
