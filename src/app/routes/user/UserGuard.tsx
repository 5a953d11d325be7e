import { RequireRole } from '@/app/guards';

/** The user tree's guard: a traveller's login; visitors get the login modal and come back. */
export function UserGuard() {
  return <RequireRole role="user" otherwise="login" />;
}
