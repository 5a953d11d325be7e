import { RequireRole } from '@/app/guards';

/**
 * The admin tree's one guard (spec section 2: "a separate admin guard"): the admin role, which
 * comes only from the server's login_type at login. Anyone else, logged out or of another role,
 * goes where the operator guard sends refused visitors: the Oops page, with its login link.
 */
export function AdminGuard() {
  return <RequireRole role="admin" otherwise="unauthenticated" />;
}
