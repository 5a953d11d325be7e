import Modal from 'react-bootstrap/Modal';
import { useAppDispatch } from '@/app/hooks';
import { loginModalHidden } from '../authSlice';
import { LoginForm } from './LoginForm';

/**
 * The header's login modal; also opened by guards and when a session ends. `show` is the
 * store's subscriberLoginModalVisible, passed in so the shell can load this on demand.
 */
export function LoginModal({ show }: { show: boolean }) {
  const dispatch = useAppDispatch();
  const close = () => dispatch(loginModalHidden());
  return (
    <Modal show={show} onHide={close} centered aria-labelledby="login-modal-title">
      <Modal.Header closeButton closeLabel="Close login">
        <Modal.Title id="login-modal-title">Login</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <LoginForm userLabel="UserName" />
      </Modal.Body>
    </Modal>
  );
}
