import { useId, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { SubmitButton } from '@/components/form/SubmitButton';

interface ConfirmDialogProps {
  show: boolean;
  title: string;
  /** What will happen, and what cannot be undone. */
  children: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** Shown on the confirm button while `busy`. */
  busyLabel?: string;
  /** A destructive action (delete, reset) gets the danger colour. */
  danger?: boolean;
  /** The confirmed action is running: both buttons wait, a second confirm is impossible. */
  busy?: boolean;
  /** A failure of the confirmed action, shown in the dialog so it can be tried again. */
  error?: string | null;
  /** A dialog that shows a table (an invoice) needs the wider modal. */
  size?: 'sm' | 'lg';
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * The one "are you sure?" of the app: a modal that keeps focus inside until it closes, starts
 * on Cancel (Enter does not destroy by accident), and cannot be confirmed twice while the action
 * runs; Escape and the backdrop cancel unless the action is already running.
 */
export function ConfirmDialog({
  show,
  title,
  children,
  confirmLabel,
  cancelLabel = 'Cancel',
  busyLabel,
  danger = false,
  busy = false,
  error,
  size,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const titleId = useId();
  const cancel = () => {
    if (!busy) onCancel();
  };
  return (
    <Modal
      show={show}
      onHide={cancel}
      backdrop={busy ? 'static' : true}
      keyboard={!busy}
      centered
      size={size}
      aria-labelledby={titleId}
    >
      <Modal.Header>
        <Modal.Title id={titleId}>{title}</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {children}
        {error && (
          <p className="alert alert-danger mt-3 mb-0" role="alert">
            {error}
          </p>
        )}
      </Modal.Body>
      <Modal.Footer>
        {/* Focus starts here: the safe choice. */}
        <Button variant="outline-secondary" onClick={cancel} disabled={busy} autoFocus>
          {cancelLabel}
        </Button>
        <SubmitButton
          type="button"
          variant={danger ? 'danger' : 'primary'}
          busy={busy}
          busyLabel={busyLabel}
          onClick={() => {
            if (!busy) onConfirm();
          }}
        >
          {confirmLabel}
        </SubmitButton>
      </Modal.Footer>
    </Modal>
  );
}
