import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { ConfirmDialog } from '@/components/dialogs/ConfirmDialog';
import { SAVE_TOAST_MS } from '@/config/constants';
import { formatMessageTime } from '@/lib/dates';
import { notify } from '@/lib/notify';
import { deleteMessage, selectOperatorMessagesState } from '../operatorMessagesSlice';
import type { OperatorMessage } from '../types';
import { succeeded } from '@/lib/succeeded';

export const MESSAGE_DELETED = 'The message has been deleted.';

interface DeleteMessageDialogProps {
  /** The message to delete; kept by the caller while the dialog fades out. */
  message: OperatorMessage | null;
  show: boolean;
  onClose: () => void;
}

/** Delete asks first (spec section 2); a failure stays in the dialog to be tried again. */
export function DeleteMessageDialog({ message, show, onClose }: DeleteMessageDialogProps) {
  const dispatch = useAppDispatch();
  const { status, error } = useAppSelector(selectOperatorMessagesState).requests.deleteMessage;

  const confirm = async () => {
    if (!message) return;
    // The dialog shows the spec's text.
    if (!(await succeeded(dispatch(deleteMessage(message.messageId)).unwrap()))) return;
    notify('success', MESSAGE_DELETED, SAVE_TOAST_MS);
    onClose();
  };

  return (
    <ConfirmDialog
      show={show && message !== null}
      title="Delete Message"
      confirmLabel="Yes, Delete Message"
      busyLabel="Deleting..."
      danger
      busy={status === 'pending'}
      error={error}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    >
      <p>Are you sure you want to delete this message? It cannot be undone.</p>
      {message && (
        <p className="mb-0 text-break">
          <strong>{message.subject}</strong> from {message.senderName || message.senderEmail},{' '}
          {formatMessageTime(message.createDate)}
        </p>
      )}
    </ConfirmDialog>
  );
}
