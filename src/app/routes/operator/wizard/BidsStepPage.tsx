import { useEffect, useState } from 'react';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { AsyncSection } from '@/components/data/AsyncSection';
import { lazyDialog } from '@/components/dialogs/lazyDialog';
import { Alert } from '@/components/feedback/Alert';
import { SubmitButton } from '@/components/form/SubmitButton';
import { fetchBidPositions, selectBidding } from '@/features/bidding/biddingSlice';
import type { BidSelection } from '@/features/bidding/types';
import { bidStepRows, bidStepTotal } from '@/features/wizard/bidsStep';
import {
  bidChosen,
  bidsStepOpened,
  saveBidStep,
  selectBidsStep,
  skipBidStep,
} from '@/features/wizard/bidsStepSlice';
import { BidStepTable } from '@/features/wizard/components/BidStepTable';
import { StepMetroListing } from '@/features/wizard/components/StepMetroListing';
import { useKeptPendingBids } from '@/features/wizard/useKeptPendingBids';
import { setupStepDone } from '@/features/wizard/wizardSlice';
import { succeeded } from '@/lib/succeeded';

// The bid modal loads on the click that opens it.
const BidStepModal = lazyDialog(
  async () => (await import('./BidStepModal')).BidStepModal,
  ({ row }) => row !== null,
);

/**
 * /subscribers/init4, Bid for Placement (spec sections 2 and 4): the company's metros with their
 * positions, a bid per metro chosen in the modal and kept on a pending list (the table, summary
 * and total show it at once), then Skip or Save and Next. Either moves on only on code 0; on
 * failure its button comes back and the server's message shows in an alert on the page.
 */
export function BidsStepPage() {
  const dispatch = useAppDispatch();
  const { metros, requests: biddingRequests } = useAppSelector(selectBidding);
  const { pending, requests } = useAppSelector(selectBidsStep);
  const [biddingOn, setBiddingOn] = useState<number | null>(null);
  const rows = bidStepRows(metros, pending);
  const open = rows.find((row) => row.metro.companyMetroId === biddingOn) ?? null;
  const skipping = requests.skipBidStep.status === 'pending';
  const saving = requests.saveBidStep.status === 'pending';
  const failure = requests.saveBidStep.error ?? requests.skipBidStep.error;
  const forgetBids = useKeptPendingBids(metros, pending);

  useEffect(() => {
    dispatch(bidsStepOpened());
    void dispatch(fetchBidPositions());
  }, [dispatch]);

  const choose = (selection: BidSelection) => {
    dispatch(bidChosen(selection));
    setBiddingOn(null);
  };
  const finish = async (thunk: typeof skipBidStep) => {
    // The alert shows the server's message; the button is back.
    if (!(await succeeded(dispatch(thunk()).unwrap()))) return;
    // Sent or skipped: step 5 may replace this page before it draws the emptied list.
    forgetBids();
    dispatch(setupStepDone(4));
  };

  return (
    <>
      <p>Bid for a higher position in your metros, or skip this step.</p>
      <AsyncSection
        request={biddingRequests.fetchBidPositions}
        onRetry={() => void dispatch(fetchBidPositions())}
        empty={metros.length === 0}
        emptyText="You have no metros to bid on."
        loadingText="Loading your positions..."
      >
        <Row className="g-4">
          <Col lg={8}>
            <BidStepTable rows={rows} onBid={(row) => setBiddingOn(row.metro.companyMetroId)} />
          </Col>
          <Col lg={4}>
            <StepMetroListing
              rows={rows.map((row) => ({
                id: row.metro.companyMetroId,
                metroName: row.metro.metroName,
                monthlyCost: row.monthlyCost,
              }))}
              total={bidStepTotal(rows)}
              intro="Monthly costs with the bids you chose."
            />
          </Col>
        </Row>
      </AsyncSection>
      {failure && (
        <Alert variant="danger" className="mt-4 mb-0">
          {failure}
        </Alert>
      )}
      <div className="d-flex flex-wrap justify-content-end gap-3 mt-4">
        <SubmitButton
          type="button"
          variant="outline-secondary"
          busy={skipping}
          busyLabel="Skipping..."
          disabled={saving}
          onClick={() => void finish(skipBidStep)}
        >
          Skip
        </SubmitButton>
        <SubmitButton
          type="button"
          busy={saving}
          busyLabel="Saving..."
          disabled={skipping}
          onClick={() => void finish(saveBidStep)}
        >
          Save and Next
        </SubmitButton>
      </div>
      <BidStepModal row={open} onChoose={choose} onClose={() => setBiddingOn(null)} />
    </>
  );
}
