import { t } from '@lingui/core/macro';
import { registerSession } from '@/lib/apiClient';
import { notify } from '@/lib/notify';
import { sessionExpired } from '@/features/auth/authSlice';
import type { AppStore } from './store';

/**
 * Connects the API client to the store: the token comes from the state, and a 401 on an
 * authenticated call ends the session once (several calls may fail together).
 */
export function connectSession(store: AppStore): void {
  registerSession({
    getToken: () => {
      const { auth } = store.getState();
      return auth.loggedIn ? auth.apiToken : null;
    },
    onUnauthorized: () => {
      if (!store.getState().auth.loggedIn) return;
      store.dispatch(sessionExpired());
      // SESSION_ENDED_NOTICE's text, in the visitor's language.
      notify('warning', t`Your session has ended. Please log in again.`, 5000, 'session-ended');
    },
  });
}
