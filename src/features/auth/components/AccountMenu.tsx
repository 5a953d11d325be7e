import Button from 'react-bootstrap/Button';
import { Link, useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { paths } from '@/config/paths';
import { accountHomeOf, loggedOut, loginModalShown, selectAuth } from '../authSlice';

/** Join/Login for visitors; My Account/Logout once logged in. */
export function AccountMenu() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { loggedIn, loginType } = useAppSelector(selectAuth);

  if (!loggedIn) {
    return (
      <>
        <Link className="nav-link" to={paths.join}>
          Join
        </Link>
        <Button variant="primary" onClick={() => dispatch(loginModalShown())}>
          Login
        </Button>
      </>
    );
  }
  return (
    <>
      <Link className="nav-link" to={accountHomeOf(loginType)}>
        My Account
      </Link>
      <Button
        variant="outline-secondary"
        onClick={() => {
          dispatch(loggedOut());
          void navigate(paths.home);
        }}
      >
        Logout
      </Button>
    </>
  );
}
