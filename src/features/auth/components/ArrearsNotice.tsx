import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { env } from '@/config/env';
import { chargeArrearsPath } from '@/config/paths';
import { formatPhone } from '@/lib/format';
import { arrearsNoticeClosed, selectAuth } from '../authSlice';

/**
 * Shown instead of logging in when the operator's account is suspended for unpaid balances;
 * `show` is the store's arrearsId being set, passed in so the shell can load this on demand.
 */
export function ArrearsNotice({ show }: { show: boolean }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { arrearsId } = useAppSelector(selectAuth);
  const close = () => dispatch(arrearsNoticeClosed());
  const go = () => {
    if (arrearsId === null) return;
    close();
    void navigate(chargeArrearsPath(arrearsId));
  };
  return (
    <Modal show={show} onHide={close} centered aria-labelledby="arrears-title">
      <Modal.Header closeButton closeLabel="Close">
        <Modal.Title id="arrears-title">Account Suspended</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p>Your account has been suspended due to unpaid balances.</p>
        <p className="mb-0">
          You can reinstate it by updating your credit card and settling the balance online, or by
          phone at <a href={`tel:${env.supportPhone}`}>{formatPhone(env.supportPhone)}</a>.
        </p>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="primary" onClick={go}>
          Go
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
