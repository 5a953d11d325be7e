import { useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { ConfirmDialog } from '@/components/dialogs/ConfirmDialog';
import { paths } from '@/config/paths';
import { formatMoney } from '@/lib/money';
import { notify } from '@/lib/notify';
import { isMissingPayment, PAY_SUCCESS } from '../constants';
import { payAllListings, selectListingsState } from '../listingsSlice';
import type { MetroListing } from '../types';

interface PayAllDialogProps {
  show: boolean;
  listings: readonly MetroListing[];
  total: number;
  onClose: () => void;
}

/**
 * Pay all: the metros and the total, then one charge. Success refreshes the invoice; a failure
 * about missing payment information goes to the payments page (spec section 8), any other
 * stays in the dialog.
 */
export function PayAllDialog({ show, listings, total, onClose }: PayAllDialogProps) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { status, error } = useAppSelector(selectListingsState).requests.payAllListings;

  const confirm = async () => {
    try {
      await dispatch(payAllListings()).unwrap();
    } catch (failure) {
      const text = typeof failure === 'string' ? failure : null;
      if (isMissingPayment(text)) {
        notify('error', text ?? '');
        onClose();
        void navigate(paths.subscriberPayments);
      }
      return;
    }
    notify('success', PAY_SUCCESS);
    onClose();
  };

  return (
    <ConfirmDialog
      show={show}
      title="Pay All"
      confirmLabel={`Pay ${formatMoney(total)}`}
      busyLabel="Paying..."
      busy={status === 'pending'}
      error={isMissingPayment(error) ? null : error}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    >
      <p>These metros are charged now to the card on file, prorated to your next renewal:</p>
      <ul className="list-unstyled mb-2">
        {listings.map((listing) => (
          <li key={listing.companyMetroId} className="d-flex justify-content-between gap-3">
            <span>{listing.metroName}</span>
            <span>{formatMoney(listing.payTotal)}</span>
          </li>
        ))}
      </ul>
      <p className="d-flex justify-content-between gap-3 fw-bold border-top pt-2 mb-0">
        <span>Total</span>
        <span>{formatMoney(total)}</span>
      </p>
    </ConfirmDialog>
  );
}
