import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { ConfirmDialog } from '@/components/dialogs/ConfirmDialog';
import { formatMoney } from '@/lib/money';
import { removeWizardMetro, selectMetrosStep } from '../metrosStepSlice';
import type { StepMetroRow } from './StepMetroListing';
import { succeeded } from '@/lib/succeeded';

interface RemoveStepMetroDialogProps {
  /** The metro to remove; null while the dialog is closed. */
  row: StepMetroRow | null;
  onClose: () => void;
}

/** The Metro Listing's delete asks first; a failure stays in the dialog to try again. */
export function RemoveStepMetroDialog({ row, onClose }: RemoveStepMetroDialogProps) {
  const dispatch = useAppDispatch();
  const { status, error } = useAppSelector(selectMetrosStep).requests.removeWizardMetro;

  const confirm = async () => {
    if (!row) return;
    // The dialog shows the server's text.
    if (!(await succeeded(dispatch(removeWizardMetro(row.id)).unwrap()))) return;
    onClose();
  };

  return (
    <ConfirmDialog
      show={row !== null}
      title={row ? `Remove ${row.metroName}` : 'Remove Metro'}
      confirmLabel="Yes, Remove Metro"
      busyLabel="Removing..."
      danger
      busy={status === 'pending'}
      error={error}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    >
      <p className="mb-0">
        Are you sure you want to remove this metro from your Metro Listing?
        {row && ` Your Total Billing goes down by ${formatMoney(row.monthlyCost)} per month.`}
      </p>
    </ConfirmDialog>
  );
}
