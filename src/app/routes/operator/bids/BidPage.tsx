import { useEffect, useState } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { AsyncSection } from '@/components/data/AsyncSection';
import { lazyDialog } from '@/components/dialogs/lazyDialog';
import { paths } from '@/config/paths';
import { bidDraftName } from '@/features/bidding/bidRules';
import {
  bidFlowReset,
  fetchBidPositions,
  selectBidding,
  startBid,
} from '@/features/bidding/biddingSlice';
import { BidPlacementNotes } from '@/features/bidding/components/BidPlacementNotes';
import { BidPositionForm } from '@/features/bidding/components/BidPositionForm';
import type { BidMetro, BidSelection } from '@/features/bidding/types';
import { clearDraft } from '@/lib/drafts';
import { usePageTitle } from '@/lib/usePageTitle';

// The confirmation loads with Submit Bid.
const BidConfirmModal = lazyDialog(
  async () => (await import('@/features/bidding/components/BidConfirmModal')).BidConfirmModal,
);

/** A company metro id from the path: a positive whole number, else null. */
function idOf(param: string | undefined): number | null {
  return param && /^\d+$/.test(param) && Number(param) > 0 ? Number(param) : null;
}

function CurrentPlace({ metro }: { metro: BidMetro }) {
  if (metro.currentPosition <= 0) {
    return <p>This listing holds no position yet ({metro.status}).</p>;
  }
  return (
    <p>
      Your current position in {metro.metroName} is <strong>{metro.currentPosition}</strong> of{' '}
      {Math.max(metro.positions.length, metro.currentPosition)}, at{' '}
      <strong>{metro.currentCostDisplay}</strong> per month.
    </p>
  );
}

/**
 * /subscribers/bid/:companyMetroId: Bid For Placement in one metro (spec sections 2 and 4): the
 * position table with Bid Now, how bidding works, and the confirmation modal, whose Close
 * returns to the bid listings.
 */
export function BidPage() {
  const companyMetroId = idOf(useParams().companyMetroId);
  usePageTitle('Bid For Placement');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { metros, requests, submitted } = useAppSelector(selectBidding);
  const metro = metros.find((row) => row.companyMetroId === companyMetroId);
  const [confirming, setConfirming] = useState(false);

  useEffect(() => {
    dispatch(bidFlowReset());
    void dispatch(fetchBidPositions());
  }, [dispatch, companyMetroId]);

  // Sent: the choice is the server's now, and a reload shows the pending change instead.
  useEffect(() => {
    if (submitted && companyMetroId !== null) clearDraft(bidDraftName(companyMetroId));
  }, [submitted, companyMetroId]);

  if (companyMetroId === null) return <Navigate to={paths.subscriberBidListings} replace />;

  const bid = (selection: BidSelection) => {
    setConfirming(true);
    void dispatch(startBid(selection));
  };
  const cancel = () => {
    setConfirming(false);
    dispatch(bidFlowReset());
  };
  const done = () => {
    setConfirming(false);
    dispatch(bidFlowReset());
    void navigate(paths.subscriberBidListings);
  };

  return (
    <>
      <p className="mb-2">
        <Link to={paths.subscriberBidListings}>Back to Bid for Placement</Link>
      </p>
      <h1 className="h3 mb-3">Bid For Placement{metro ? `: ${metro.metroName}` : ''}</h1>
      <AsyncSection
        request={requests.fetchBidPositions}
        onRetry={() => void dispatch(fetchBidPositions())}
        empty={!metro}
        emptyText="This listing could not be found among your metro listings."
        loadingText="Loading the positions..."
      >
        {metro && (
          <>
            <CurrentPlace metro={metro} />
            <BidPlacementNotes />
            <BidPositionForm
              // Another metro, or the same one reloaded after a bid, starts with no choice.
              key={`${metro.companyMetroId}-${metro.currentPosition}`}
              metro={metro}
              submitLabel="Submit Bid"
              // The choice survives a reload; the confirmation does not open by itself (its
              // cart is made by Submit Bid, with that moment's figures).
              draft={bidDraftName(metro.companyMetroId)}
              busy={requests.startBid.status === 'pending'}
              onSubmit={bid}
            />
          </>
        )}
      </AsyncSection>
      <BidConfirmModal show={confirming} onCancel={cancel} onDone={done} />
    </>
  );
}
