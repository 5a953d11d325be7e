import { beforeEach } from 'vitest';
import { registerSession } from '@/lib/apiClient';
import { getDb } from '@/mocks/db/store';
import { sessionFor } from './renderWithProviders';

/**
 * The API client's session for a file that calls the API functions with no page: each test starts
 * with no token and sends the one it last set. Registered before each test, since test/setup.ts
 * disconnects the session when a test ends (a late answer of its page must end nothing in the
 * next test).
 */
export function apiSession() {
  let token: string | null = null;
  beforeEach(() => {
    token = null;
    registerSession({ getToken: () => token, onUnauthorized: () => undefined });
  });
  return {
    /** Logs a demo account in (its token written to the demo database); returns its company. */
    as: (email: string): number => {
      token = sessionFor(email).apiToken ?? null;
      return getDb().accounts.find((row) => row.email === email)?.company_id ?? 0;
    },
    /** Sends this token from now on (none, or one the server does not know). */
    useToken: (value: string | null): void => {
      token = value;
    },
  };
}
