import { Fragment } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { Alert } from '@/components/feedback/Alert';
import { Loading } from '@/components/feedback/Loading';
import { SubmitButton } from '@/components/form/SubmitButton';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import { isRepeatClick } from '@/lib/repeatClick';
import { compareBidCosts } from '../bidCosts';
import { selectBidding, submitBid } from '../biddingSlice';
import type { BidConfirmation } from '../types';
import { BidCostComparison } from './BidCostComparison';

interface BidConfirmModalProps {
  show: boolean;
  /** Closed before the bid was sent. */
  onCancel: () => void;
  /** Closed after the received-request notice (the spec returns to the bid listings). */
  onDone: () => void;
}

function ConfirmationDetails({ confirmation }: { confirmation: BidConfirmation }) {
  const { discount } = compareBidCosts(confirmation);
  const rows: [string, string][] = [
    ['Metro', confirmation.metroName],
    ['Current Position', String(confirmation.currentPosition)],
    ['Current Price', formatMoney(confirmation.currentPrice)],
    ['New Position', String(confirmation.newPosition)],
    ['New Price', formatMoney(confirmation.newPrice)],
    ['Renewal Date', formatDate(confirmation.renewalDate) || 'Not set'],
    ['Prorated Amount', formatMoney(confirmation.proratedAmount)],
    [
      'Discount',
      discount > 0
        ? `${confirmation.discountRate}% (${formatMoney(discount)})`
        : `${confirmation.discountRate}%`,
    ],
    ['Total', formatMoney(confirmation.total)],
  ];
  return (
    <dl className="row mb-3">
      {rows.map(([term, value]) => (
        <Fragment key={term}>
          <dt className="col-6 col-sm-5">{term}</dt>
          <dd className="col-6 col-sm-7 mb-1">{value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}

/** A failure: the server's text or the spec's, and the way to the billing information. */
function BidFailure({ text, onLeave }: { text: string | null; onLeave: () => void }) {
  return (
    <Alert variant="danger" className="mb-0">
      <p className="mb-1">{text}</p>
      <p className="mb-0">
        To update your billing information, please{' '}
        <Link to={paths.subscriberPayments} onClick={onLeave}>
          click here
        </Link>
        .
      </p>
    </Alert>
  );
}

/**
 * Bid confirmation: the cart's figures (current and new position and price, renewal date,
 * prorated amount, discount, total) and the cost beside the current position; Submit Changes
 * sends it once. Then the received-request notice, whose Close goes back to the bid listings.
 */
export function BidConfirmModal({ show, onCancel, onDone }: BidConfirmModalProps) {
  const dispatch = useAppDispatch();
  const { confirmation, submitted, requests } = useAppSelector(selectBidding);
  const loading = requests.startBid.status === 'pending';
  const sending = requests.submitBid.status === 'pending';
  const failure = requests.startBid.error ?? requests.submitBid.error;
  const hide = () => {
    if (submitted) onDone();
    else if (!sending) onCancel();
  };

  return (
    <Modal
      show={show}
      onHide={hide}
      // The notice answers a press of Submit Changes: its backdrop, where the second click of a
      // double-click may land once the dialog shrank to the notice, does not close it.
      backdrop={sending || submitted ? 'static' : true}
      keyboard={!sending}
      centered
      size="lg"
      aria-labelledby="bid-confirm-title"
    >
      <Modal.Header>
        <Modal.Title id="bid-confirm-title">
          {submitted ? 'Bid Received' : 'Bid Confirmation'}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {loading && <Loading text="Preparing your bid..." />}
        {submitted ? (
          <div role="status">
            <p>Thank you. We have received your request to change your position.</p>
            <p className="mb-0">
              Your request will be reviewed. Bidding is open, so another company may outbid you; if
              you are outbid, we will send you an e-mail.
            </p>
          </div>
        ) : (
          <>
            {confirmation && (
              <>
                <ConfirmationDetails confirmation={confirmation} />
                <BidCostComparison confirmation={confirmation} />
              </>
            )}
            {failure && (
              <div className={confirmation ? 'mt-3' : undefined} role="alert">
                <BidFailure text={failure} onLeave={onCancel} />
              </div>
            )}
          </>
        )}
      </Modal.Body>
      <Modal.Footer>
        {submitted ? (
          <Button
            onClick={(event) => {
              if (!isRepeatClick(event)) onDone();
            }}
            autoFocus
          >
            Close
          </Button>
        ) : (
          <>
            <Button variant="outline-secondary" onClick={onCancel} disabled={sending}>
              Cancel
            </Button>
            {confirmation && (
              <SubmitButton
                type="button"
                busy={sending}
                busyLabel="Submitting..."
                onClick={() => void dispatch(submitBid())}
              >
                Submit Changes
              </SubmitButton>
            )}
          </>
        )}
      </Modal.Footer>
    </Modal>
  );
}
