import { useRef, useState } from 'react';
import { ConfirmDialog } from '@/components/dialogs/ConfirmDialog';
import { SAVE_TOAST_MS } from '@/config/constants';
import { messageOf } from '@/lib/apiError';
import { notify } from '@/lib/notify';
import { ARREARS_TEXTS } from '../constants';
import { postChargeArrears } from '../paymentsApi';

interface ArrearsChargeDialogProps {
  show: boolean;
  companyId: number | null;
  /** Paid, or put off: the page moves on either way. */
  onDone: () => void;
}

/**
 * After a save that shows an outstanding balance (section 4): the card is saved, and the
 * balance can be charged to it now. One charge per press; a failure stays in the dialog.
 */
export function ArrearsChargeDialog({ show, companyId, onDone }: ArrearsChargeDialogProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const charging = useRef(false);

  const pay = async () => {
    if (charging.current) return;
    charging.current = true;
    setBusy(true);
    setError(null);
    try {
      await postChargeArrears(companyId ?? 0);
    } catch (failure) {
      setError(messageOf(failure, ARREARS_TEXTS.payFail));
      return;
    } finally {
      charging.current = false;
      setBusy(false);
    }
    notify('success', ARREARS_TEXTS.paySuccess, SAVE_TOAST_MS);
    onDone();
  };

  return (
    <ConfirmDialog
      show={show}
      title="Save Success"
      confirmLabel="Pay Now"
      cancelLabel="Later"
      busyLabel="Paying..."
      busy={busy}
      error={error}
      onConfirm={() => void pay()}
      onCancel={onDone}
    >
      <p>Your credit card has been saved.</p>
      <p className="mb-0">
        Your account has an outstanding balance. Would you like to pay it now with this card?
      </p>
    </ConfirmDialog>
  );
}
