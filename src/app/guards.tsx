import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useEffect, useState, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Container from 'react-bootstrap/Container';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { loginModalShown, selectAuth } from '@/features/auth/authSlice';
import type { LoginType } from '@/features/auth/types';
import { useLingui } from '@/lib/i18n/react';
import type { Message } from '@/lib/i18n/runtime';
import { useAppDispatch, useAppSelector } from './hooks';

/** Whole sentences per role, never a role's name glued into one (docs/i18n.md). */
const LOG_IN_TO_SEE: Record<LoginType, Message> = {
  user: msg`Log in with your traveller account to see this page.`,
  subscriber: msg`Log in with your bus operator account to see this page.`,
  admin: msg`Log in with your admin account to see this page.`,
};
const WRONG_ACCOUNT: Record<LoginType, Message> = {
  user: msg`This page is for traveller accounts. Log in with a traveller account to see it.`,
  subscriber: msg`This page is for bus operator accounts. Log in with a bus operator account to see it.`,
  admin: msg`This page is for admin accounts. Log in with a admin account to see it.`,
};

interface RequireRoleProps {
  role: LoginType;
  /**
   * What a visitor without the role gets: the operator tree sends them to the Oops page (spec);
   * the other trees ask them to log in and bring them back to the page they asked for.
   */
  otherwise: 'unauthenticated' | 'login';
  children?: ReactNode;
}

function LoginRequired({ role, arrived }: { role: LoginType; arrived: boolean }) {
  const { i18n } = useLingui();
  const dispatch = useAppDispatch();
  const location = useLocation();
  const { loggedIn, sessionNotice } = useAppSelector(selectAuth);
  const returnTo = `${location.pathname}${location.search}`;

  // A visitor who arrives logged out is asked to log in, and so is one whose session expired
  // here (its modal is already up; this adds the way back). A logout on this page is someone
  // leaving for home: asking them would leave the modal open over the home page.
  const ask = !loggedIn && (arrived || sessionNotice !== null);
  useEffect(() => {
    if (ask) dispatch(loginModalShown({ returnTo }));
  }, [dispatch, ask, returnTo]);

  return (
    <Container className="py-5 text-center">
      <h1 className="h3">
        <Trans>Please log in</Trans>
      </h1>
      <p>{i18n._(loggedIn ? WRONG_ACCOUNT[role] : LOG_IN_TO_SEE[role])}</p>
      {!loggedIn && (
        <Button onClick={() => dispatch(loginModalShown({ returnTo }))}>
          <Trans>Login</Trans>
        </Button>
      )}
    </Container>
  );
}

/** The one guard of each route tree. The role comes from the server's login_type only. */
export function RequireRole({ role, otherwise, children }: RequireRoleProps) {
  const { loggedIn, loginType } = useAppSelector(selectAuth);
  // Whether the session ended while this guard was showing its page (see LoginRequired).
  const [hadSession, setHadSession] = useState(loggedIn);
  const [endedHere, setEndedHere] = useState(false);
  if (hadSession !== loggedIn) {
    setHadSession(loggedIn);
    setEndedHere(!loggedIn);
  }
  if (loggedIn && loginType === role) return children ?? <Outlet />;
  // A session that ends on this page (Logout, another tab, expiry) leaves for home, where
  // Logout is already going: the Oops page is for visitors who arrive without the role, and
  // sending a departing operator there would overtake Logout's own navigation.
  if (otherwise === 'unauthenticated' && endedHere) return <Navigate to={paths.home} replace />;
  if (otherwise === 'unauthenticated') return <Navigate to={paths.unauthenticated} replace />;
  return <LoginRequired role={role} arrived={!endedHere} />;
}
