import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { AsyncSection } from '@/components/data/AsyncSection';
import { selectAuth, selectShowUpgradeBanner } from '@/features/auth/authSlice';
import { fetchBidPositions, selectBidding } from '@/features/bidding/biddingSlice';
import { RankChangeNotes } from '@/features/bidding/components/RankChangeNotes';
import { upgradeOffered } from '@/features/upgrade/upgradeSlice';
import { usePageTitle } from '@/lib/usePageTitle';
import { BidListingsTable } from './BidListingsTable';

/**
 * /subscribers/bidListings: the metro listings to bid on (spec sections 2 and 4), what moved
 * since the last visit, and for a free trial offered the premium upgrade, the upgrade modal (the
 * shell's own, from features/upgrade).
 */
export function BidListingsPage() {
  usePageTitle('Bid for Placement');
  const dispatch = useAppDispatch();
  const { isFreeTrial } = useAppSelector(selectAuth);
  const offersUpgrade = useAppSelector(selectShowUpgradeBanner);
  const { metros, rankChanges, requests } = useAppSelector(selectBidding);
  const request = requests.fetchBidPositions;

  useEffect(() => {
    void dispatch(fetchBidPositions({ noteRanks: true }));
  }, [dispatch]);

  useEffect(() => {
    if (!offersUpgrade) return;
    dispatch(upgradeOffered());
  }, [dispatch, offersUpgrade]);

  return (
    <>
      <h1 className="h3 mb-3">Bid for Placement</h1>
      <p>Choose Edit to bid for a higher position in one of your active metros.</p>
      <RankChangeNotes changes={rankChanges} metros={metros} isFreeTrial={isFreeTrial} />
      <AsyncSection
        request={request}
        onRetry={() => void dispatch(fetchBidPositions({ noteRanks: true }))}
        empty={metros.length === 0}
        emptyText="You have no metro listings to bid on yet."
        loadingText="Loading your listings..."
      >
        <BidListingsTable metros={metros} isFreeTrial={isFreeTrial} />
      </AsyncSection>
    </>
  );
}
