import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { ConfirmDialog } from '@/components/dialogs/ConfirmDialog';
import { notify } from '@/lib/notify';
import { REMOVE_WARNING } from '../constants';
import { nextInvoice } from '../invoicePreview';
import { removeMetro, selectListings, selectListingsState } from '../listingsSlice';
import type { MetroListing } from '../types';
import { InvoiceChange } from './InvoiceChange';
import { succeeded } from '@/lib/succeeded';

interface RemoveMetroDialogProps {
  /** The listing to remove; null while the dialog is closed. */
  listing: MetroListing | null;
  onClose: () => void;
}

/** Remove asks first, with the spec's warning and the next invoice without the metro. */
export function RemoveMetroDialog({ listing, onClose }: RemoveMetroDialogProps) {
  const dispatch = useAppDispatch();
  const { totals, billing, requests } = useAppSelector(selectListingsState);
  const listings = useAppSelector(selectListings);
  const { status, error } = requests.removeMetro;

  const confirm = async () => {
    if (!listing) return;
    // The dialog shows the server's text.
    if (!(await succeeded(dispatch(removeMetro(listing.companyMetroId)).unwrap()))) return;
    notify('success', `Your request to remove ${listing.metroName} has been sent.`);
    onClose();
  };

  return (
    <ConfirmDialog
      show={listing !== null}
      title={listing ? `Remove ${listing.metroName}` : 'Remove Metro'}
      confirmLabel="Yes, Remove Metro"
      busyLabel="Sending..."
      danger
      busy={status === 'pending'}
      error={error}
      size="lg"
      onConfirm={() => void confirm()}
      onCancel={onClose}
    >
      <p>Are you sure you want to request to remove this metro?</p>
      <p>{REMOVE_WARNING}</p>
      {listing && (
        <InvoiceChange
          current={nextInvoice(listings, totals, billing)}
          next={nextInvoice(listings, totals, billing, {
            kind: 'remove',
            companyMetroId: listing.companyMetroId,
          })}
          caption={`Next invoice without ${listing.metroName}`}
        />
      )}
    </ConfirmDialog>
  );
}
