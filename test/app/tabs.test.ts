import { makeStore } from '@/app/store';
import { createTabs } from '@/app/tabs';
import { initialAuthState, loggedOut, sessionExpired } from '@/features/auth/authSlice';

/** One "tab": its own store, wired to the channel as main.tsx wires it. */
function tab(token: string | null) {
  const tabs = createTabs();
  const auth = token
    ? { ...initialAuthState, loggedIn: true, loginType: 'user' as const, apiToken: token }
    : initialAuthState;
  const store = makeStore({ auth } as never, {
    onSessionEnd: (action, endedToken) => tabs.announce(action, endedToken),
  });
  const disconnect = tabs.connect(store);
  return { store, disconnect };
}

describe('sessions across tabs', () => {
  const open: (() => void)[] = [];
  afterEach(() => open.splice(0).forEach((disconnect) => disconnect()));

  it('a logout in one tab logs out the other tabs holding the same login', async () => {
    const a = tab('same-token');
    const b = tab('same-token');
    const other = tab('someone-else');
    open.push(a.disconnect, b.disconnect, other.disconnect);

    a.store.dispatch(loggedOut());

    await vi.waitFor(() => expect(b.store.getState().auth.loggedIn).toBe(false));
    expect(b.store.getState().auth.apiToken).toBeNull();
    // A tab logged in as someone else keeps its own session.
    expect(other.store.getState().auth.loggedIn).toBe(true);
  });

  it('an expired session in one tab asks the other tabs to log in again', async () => {
    const a = tab('same-token');
    const b = tab('same-token');
    open.push(a.disconnect, b.disconnect);

    a.store.dispatch(sessionExpired());

    await vi.waitFor(() => expect(b.store.getState().auth.loggedIn).toBe(false));
    expect(b.store.getState().auth.subscriberLoginModalVisible).toBe(true);
    expect(b.store.getState().auth.sessionNotice).toBe(
      'Your session has ended. Please log in again.',
    );
  });
});
