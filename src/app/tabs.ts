import { loggedOut, sessionExpired } from '@/features/auth/authSlice';
import type { AppStore, SessionEnd } from './store';

const CHANNEL = 'buscharter:session';

interface SessionEndMessage {
  kind: 'loggedOut' | 'sessionExpired';
  token: string;
}

function isMessage(data: unknown): data is SessionEndMessage {
  if (!data || typeof data !== 'object') return false;
  const { kind, token } = data as Record<string, unknown>;
  return (kind === 'loggedOut' || kind === 'sessionExpired') && typeof token === 'string';
}

/** Marks an action replayed from another tab, so it is not announced back (no ping-pong). */
const FROM_OTHER_TAB = { fromOtherTab: true } as const;

function isFromOtherTab(action: SessionEnd): boolean {
  const meta = (action as { meta?: unknown }).meta;
  return typeof meta === 'object' && meta !== null && 'fromOtherTab' in meta;
}

export interface Tabs {
  announce: (action: SessionEnd, endedToken: string | null) => void;
  connect: (store: AppStore) => () => void;
}

/**
 * A logout or an expired session in one tab ends the same login in every tab of this browser:
 * otherwise a second tab stays logged in, and its next persisted write puts the login back in
 * storage. Only tabs holding the same token follow (a tab logged in as someone else keeps its
 * own session). Without BroadcastChannel (very old browsers) each tab stands alone.
 */
export function createTabs(): Tabs {
  const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL) : null;
  return {
    announce(action, endedToken) {
      if (!channel || endedToken === null || isFromOtherTab(action)) return;
      const kind = loggedOut.match(action) ? 'loggedOut' : 'sessionExpired';
      channel.postMessage({ kind, token: endedToken } satisfies SessionEndMessage);
    },
    connect(store) {
      if (!channel) return () => undefined;
      const onMessage = (event: MessageEvent) => {
        if (!isMessage(event.data)) return;
        const { auth } = store.getState();
        if (!auth.loggedIn || auth.apiToken !== event.data.token) return;
        const action = event.data.kind === 'loggedOut' ? loggedOut() : sessionExpired();
        store.dispatch({ ...action, meta: FROM_OTHER_TAB });
      };
      channel.addEventListener('message', onMessage);
      return () => channel.removeEventListener('message', onMessage);
    },
  };
}
