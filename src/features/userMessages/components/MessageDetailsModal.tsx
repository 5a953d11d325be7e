import { Trans, useLingui } from '@lingui/react/macro';
import { InfoDialog } from '@/components/dialogs/InfoDialog';
import { formatMessageTime } from '@/lib/dates';
import { recipientOf } from '../recipient';
import type { UserMessage } from '../types';

interface MessageDetailsModalProps {
  /** Kept while the modal fades out. */
  message: UserMessage | null;
  show: boolean;
  onHide: () => void;
}

/** One sent message in full. */
export function MessageDetailsModal({ message, show, onHide }: MessageDetailsModalProps) {
  const { t } = useLingui();
  return (
    <InfoDialog
      show={show && message !== null}
      title={message?.subject ?? t`Message`}
      onClose={onHide}
      centered
    >
      {message && (
        <>
          <dl className="row mb-2">
            <dt className="col-3">
              <Trans>To</Trans>
            </dt>
            <dd className="col-9">{recipientOf(message)}</dd>
            <dt className="col-3">
              <Trans>Sent</Trans>
            </dt>
            <dd className="col-9">{formatMessageTime(message.dateCreated)}</dd>
          </dl>
          <p className="mb-0 message-body">{message.body}</p>
        </>
      )}
    </InfoDialog>
  );
}
