import { useId } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';

interface NewAccountModalProps {
  show: boolean;
  /** Continue to My Account. */
  onContinue: () => void;
}

/** The registration confirmation (spec section 2): received, reviewed within a business day, e-mail follows. */
export function NewAccountModal({ show, onContinue }: NewAccountModalProps) {
  const titleId = useId();
  return (
    <Modal show={show} onHide={onContinue} centered aria-labelledby={titleId}>
      <Modal.Header closeButton>
        <Modal.Title id={titleId}>Thank You for Registering</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p>Your submission has been received.</p>
        <p>
          Please allow one business day for us to review your account. Once it is approved, you will
          receive an approval e-mail.
        </p>
        <p className="mb-0">Meanwhile, you can continue to My Account.</p>
      </Modal.Body>
      <Modal.Footer>
        <Button onClick={onContinue} autoFocus>
          Continue to My Account
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
