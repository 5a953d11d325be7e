import Modal from 'react-bootstrap/Modal';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { loginModalHidden, selectAuth } from '../authSlice';
import { LoginForm } from './LoginForm';

/** The header's login modal; also opened by guards and when a session ends. */
export function LoginModal() {
  const dispatch = useAppDispatch();
  const { subscriberLoginModalVisible } = useAppSelector(selectAuth);
  const close = () => dispatch(loginModalHidden());
  return (
    <Modal
      show={subscriberLoginModalVisible}
      onHide={close}
      centered
      aria-labelledby="login-modal-title"
    >
      <Modal.Header closeButton closeLabel="Close login">
        <Modal.Title id="login-modal-title">Login</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <LoginForm userLabel="UserName" />
      </Modal.Body>
    </Modal>
  );
}
