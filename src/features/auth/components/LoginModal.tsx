import { Trans, useLingui } from '@lingui/react/macro';
import Modal from 'react-bootstrap/Modal';
import { useAppDispatch } from '@/app/hooks';
import { loginModalHidden } from '../authSlice';
import { LoginForm } from './LoginForm';

/**
 * The header's login modal; also opened by guards and when a session ends. `show` is the
 * store's subscriberLoginModalVisible, passed in so the shell can load this on demand.
 */
export function LoginModal({ show }: { show: boolean }) {
  const { t } = useLingui();
  const dispatch = useAppDispatch();
  const close = () => dispatch(loginModalHidden());
  return (
    <Modal show={show} onHide={close} centered aria-labelledby="login-modal-title">
      <Modal.Header closeButton closeLabel={t`Close login`}>
        <Modal.Title id="login-modal-title">
          <Trans>Login</Trans>
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <LoginForm userLabel={t`UserName`} />
      </Modal.Body>
    </Modal>
  );
}
