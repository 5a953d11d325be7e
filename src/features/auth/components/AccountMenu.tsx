import { Trans } from '@lingui/react/macro';
import Button from 'react-bootstrap/Button';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { paths } from '@/config/paths';
import { accountHomeOf, loggedOut, loginModalShown, selectAuth } from '../authSlice';

/** Steps 2-5 of the setup wizard: My Account is disabled there (spec section 2). */
const SETUP_STEPS_WITHOUT_ACCOUNT: readonly string[] = paths.subscriberInit.slice(1);

/** Join/Login for visitors; My Account/Logout once logged in. */
export function AccountMenu() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { loggedIn, loginType } = useAppSelector(selectAuth);
  const inSetup = SETUP_STEPS_WITHOUT_ACCOUNT.includes(pathname.replace(/\/$/, ''));

  if (!loggedIn) {
    return (
      <>
        <Link className="nav-link" to={paths.join}>
          <Trans>Join</Trans>
        </Link>
        <Button variant="primary" onClick={() => dispatch(loginModalShown())}>
          <Trans>Login</Trans>
        </Button>
      </>
    );
  }
  return (
    <>
      {inSetup ? (
        // Until the payment step succeeds: a disabled link, out of the tab order.
        <span role="link" aria-disabled="true" className="nav-link disabled">
          <Trans>My Account</Trans>
        </span>
      ) : (
        <Link className="nav-link" to={accountHomeOf(loginType)}>
          <Trans>My Account</Trans>
        </Link>
      )}
      <Button
        variant="outline-secondary"
        onClick={() => {
          dispatch(loggedOut());
          void navigate(paths.home);
        }}
      >
        <Trans>Logout</Trans>
      </Button>
    </>
  );
}
