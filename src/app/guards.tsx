import { useEffect, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Container from 'react-bootstrap/Container';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { loginModalShown, selectAuth } from '@/features/auth/authSlice';
import type { LoginType } from '@/features/auth/types';
import { useAppDispatch, useAppSelector } from './hooks';

const ROLE_NAMES: Record<LoginType, string> = {
  user: 'traveller',
  subscriber: 'bus operator',
  admin: 'admin',
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

function LoginRequired({ role }: { role: LoginType }) {
  const dispatch = useAppDispatch();
  const location = useLocation();
  const { loggedIn } = useAppSelector(selectAuth);
  const returnTo = `${location.pathname}${location.search}`;

  useEffect(() => {
    if (!loggedIn) dispatch(loginModalShown({ returnTo }));
  }, [dispatch, loggedIn, returnTo]);

  return (
    <Container className="py-5 text-center">
      <h1 className="h3">Please log in</h1>
      <p>
        {loggedIn
          ? `This page is for ${ROLE_NAMES[role]} accounts. Log in with a ${ROLE_NAMES[role]} account to see it.`
          : `Log in with your ${ROLE_NAMES[role]} account to see this page.`}
      </p>
      {!loggedIn && <Button onClick={() => dispatch(loginModalShown({ returnTo }))}>Login</Button>}
    </Container>
  );
}

/** The one guard of each route tree. The role comes from the server's login_type only. */
export function RequireRole({ role, otherwise, children }: RequireRoleProps) {
  const { loggedIn, loginType } = useAppSelector(selectAuth);
  if (loggedIn && loginType === role) return children ?? <Outlet />;
  if (otherwise === 'unauthenticated') return <Navigate to={paths.unauthenticated} replace />;
  return <LoginRequired role={role} />;
}
