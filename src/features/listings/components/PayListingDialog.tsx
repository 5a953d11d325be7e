import { useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { ConfirmDialog } from '@/components/dialogs/ConfirmDialog';
import { formatMoney } from '@/lib/money';
import { notify } from '@/lib/notify';
import { PAY_SUCCESS } from '../constants';
import { payListing, selectListingsState } from '../listingsSlice';
import type { MetroListing } from '../types';
import { succeeded } from '@/lib/succeeded';

interface PayListingDialogProps {
  /** The Pending Approval listing to pay; null while the dialog is closed. */
  listing: MetroListing | null;
  /** Where a paid listing goes next: its edit page (spec section 4). */
  paidPath: (listing: MetroListing) => string;
  onClose: () => void;
}

/**
 * Pay one metro with the card on file, after saying what is charged now. Success says
 * "Pay Success." and opens the listing's edit page; a failure stays in the dialog.
 */
export function PayListingDialog({ listing, paidPath, onClose }: PayListingDialogProps) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { status, error } = useAppSelector(selectListingsState).requests.payListing;

  const confirm = async () => {
    if (!listing) return;
    // The dialog shows "NetWork Error", the server's text or "Pay Fail!".
    if (!(await succeeded(dispatch(payListing(listing.companyMetroId)).unwrap()))) return;
    notify('success', PAY_SUCCESS);
    onClose();
    void navigate(paidPath(listing));
  };

  return (
    <ConfirmDialog
      show={listing !== null}
      title={listing ? `Pay for ${listing.metroName}` : 'Pay'}
      confirmLabel={listing ? `Pay ${formatMoney(listing.payTotal)}` : 'Pay'}
      busyLabel="Paying..."
      busy={status === 'pending'}
      error={error}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    >
      {listing && (
        <>
          <p>
            {listing.metroName}: {formatMoney(listing.payTotal)} is charged now to the card on file,
            prorated to the day until your next renewal.
          </p>
          <p className="mb-0">
            After that, {listing.cost} {listing.costCycle ? listing.costCycle.toLowerCase() : ''}{' '}
            with your other metros.
          </p>
        </>
      )}
    </ConfirmDialog>
  );
}
