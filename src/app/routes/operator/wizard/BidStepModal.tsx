import { useId } from 'react';
import Modal from 'react-bootstrap/Modal';
import { BidPlacementNotes } from '@/features/bidding/components/BidPlacementNotes';
import { BidPositionForm } from '@/features/bidding/components/BidPositionForm';
import type { BidSelection } from '@/features/bidding/types';
import type { BidStepRow } from '@/features/wizard/bidsStep';
import { formatMoney } from '@/lib/money';

interface BidStepModalProps {
  /** The metro being bid on; null while the modal is closed. */
  row: BidStepRow | null;
  onChoose: (selection: BidSelection) => void;
  onClose: () => void;
}

/**
 * Step 4's Bid for Placement modal: the bid page's position table and explanation, whose submit
 * only puts the bid on the step's pending list (nothing is sent until Save and Next).
 */
export function BidStepModal({ row, onChoose, onClose }: BidStepModalProps) {
  const titleId = useId();
  return (
    <Modal show={row !== null} onHide={onClose} size="lg" aria-labelledby={titleId}>
      <Modal.Header closeButton closeLabel="Close">
        <Modal.Title id={titleId}>Bid for Placement</Modal.Title>
      </Modal.Header>
      {row && (
        <Modal.Body>
          <p>
            {row.metro.metroName}: your position is <strong>{row.position}</strong> at{' '}
            <strong>{formatMoney(row.monthlyCost)}</strong> per month
            {row.bid ? ' with the bid you chose. A new choice replaces it.' : '.'}
          </p>
          <BidPlacementNotes />
          <BidPositionForm
            key={row.metro.companyMetroId}
            metro={row.metro}
            submitLabel="Submit Bid for Placement"
            onSubmit={onChoose}
          />
        </Modal.Body>
      )}
    </Modal>
  );
}
