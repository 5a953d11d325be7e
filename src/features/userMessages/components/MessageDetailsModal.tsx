import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
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
  return (
    <Modal
      show={show && message !== null}
      onHide={onHide}
      centered
      aria-labelledby="message-details-title"
    >
      <Modal.Header closeButton>
        <Modal.Title id="message-details-title">{message?.subject ?? 'Message'}</Modal.Title>
      </Modal.Header>
      {message && (
        <Modal.Body>
          <dl className="row mb-2">
            <dt className="col-3">To</dt>
            <dd className="col-9">{recipientOf(message)}</dd>
            <dt className="col-3">Sent</dt>
            <dd className="col-9">{formatMessageTime(message.dateCreated)}</dd>
          </dl>
          <p className="mb-0 message-body">{message.body}</p>
        </Modal.Body>
      )}
      <Modal.Footer>
        <Button variant="secondary" onClick={onHide}>
          Close
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
