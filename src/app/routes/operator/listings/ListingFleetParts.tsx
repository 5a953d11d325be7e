import { useEffect, useMemo, useRef } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { ListingFleetSection } from '@/features/fleet/components/ListingFleetSection';
import { MarketRatesSummary } from '@/features/fleet/components/MarketRatesSummary';
import { selectFleetItems, selectFleetList } from '@/features/fleet/fleetSlice';
import { fetchListingPreviewFleet } from '@/features/listingEdit/listingEditSlice';
import type { RequestStatus } from '@/lib/requestStatus';

/*
 * The fleet sections of a listing's edit page, below its forms: a chunk of their own with the
 * fleet slice, loaded as they near the viewport (LazySection in ListingEditPage).
 */

interface ListingFleetProps {
  companyMetroId: number;
  metro: { city: string; state: string } | null;
}

/**
 * The listing's Fleet section. Once a save or delete of it has gone through, the preview's fleet
 * summary is read again from the listing (as the search shows it).
 */
export function ListingFleet({ companyMetroId, metro }: ListingFleetProps) {
  const dispatch = useAppDispatch();
  const level = useMemo(() => ({ kind: 'listing' as const, companyMetroId }), [companyMetroId]);
  const list = useAppSelector((state) => selectFleetList(state, level));
  const save = list.save.status;
  const remove = list.remove.status;
  // What the statuses were when the section opened: an earlier visit's save is no change now.
  const before = useRef({ save, remove });
  useEffect(() => {
    const became = (now: RequestStatus, was: RequestStatus) =>
      now === 'succeeded' && was !== 'succeeded';
    const changed = became(save, before.current.save) || became(remove, before.current.remove);
    before.current = { save, remove };
    if (changed) void dispatch(fetchListingPreviewFleet(companyMetroId));
  }, [save, remove, dispatch, companyMetroId]);
  return <ListingFleetSection companyMetroId={companyMetroId} metro={metro} />;
}

/** The listing's fleet against the market of its metro. */
export function ListingMarketRates({
  companyMetroId,
  metro,
}: ListingFleetProps & { metro: { city: string; state: string } }) {
  const level = useMemo(() => ({ kind: 'listing' as const, companyMetroId }), [companyMetroId]);
  const fleet = useAppSelector((state) => selectFleetItems(state, level));
  return (
    <MarketRatesSummary
      city={metro.city}
      state={metro.state}
      fleet={fleet}
      companyMetroId={companyMetroId}
    />
  );
}
