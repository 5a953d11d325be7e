import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { selectSearch } from '@/features/search/selectors';
import { locateBases } from '../baseDistances';

/**
 * Measures how far each company is based (issue 29) for every answer while they are wanted: the
 * results sorted by it, an estimate (its drive from the base), or a visit that already knows the
 * places (the planner measured them).
 */
export function useLocateBases(): void {
  const dispatch = useAppDispatch();
  const { status, requestId, bases, sortOrder, estimate } = useAppSelector(selectSearch);
  // The all-in estimate counts the drive from each company's base.
  const wanted = sortOrder === 'nearest' || bases !== null || estimate !== null;
  const stale = bases?.requestId !== (requestId ?? null);
  const measure = status === 'succeeded' && wanted && stale;
  useEffect(() => {
    if (measure) void dispatch(locateBases());
  }, [dispatch, measure, requestId]);
}
