import type { ReactNode } from 'react';
import { SubmitButton } from '@/components/form/SubmitButton';
import { DialogFrame, type DialogProps } from './DialogFrame';

interface ConfirmDialogProps extends DialogProps {
  /** What will happen, and what cannot be undone. */
  children: ReactNode;
  confirmLabel: string;
  /** Shown on the confirm button while `busy`. */
  busyLabel?: string;
  /** A destructive action (delete, reset) gets the danger colour. */
  danger?: boolean;
  onConfirm: () => void;
}

/**
 * The one "are you sure?" of the app: a modal that keeps focus inside until it closes, starts
 * on Cancel (Enter does not destroy by accident), and cannot be confirmed twice while the action
 * runs; Escape and the backdrop cancel unless the action is already running.
 */
export function ConfirmDialog({
  children,
  confirmLabel,
  busyLabel,
  danger = false,
  busy = false,
  onConfirm,
  ...dialog
}: ConfirmDialogProps) {
  return (
    <DialogFrame
      {...dialog}
      busy={busy}
      centered
      focusCancel
      action={
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
      }
    >
      {children}
    </DialogFrame>
  );
}
