import { Navigate, Outlet } from 'react-router-dom';
import { RequireRole } from '@/app/guards';
import { useAppSelector } from '@/app/hooks';
import { paths } from '@/config/paths';
import { selectAuth } from '@/features/auth/authSlice';

/** Every operator call is keyed by the company: a subscriber login without one has nothing here. */
function RequireCompany() {
  const { companyId } = useAppSelector(selectAuth);
  if (companyId === null || companyId <= 0) return <Navigate to={paths.unauthenticated} replace />;
  return <Outlet />;
}

/**
 * The operator tree's one guard (spec section 2, Access rules): a subscriber login with a
 * company; anyone else goes to the Oops page.
 */
export function OperatorGuard() {
  return (
    <RequireRole role="subscriber" otherwise="unauthenticated">
      <RequireCompany />
    </RequireRole>
  );
}
