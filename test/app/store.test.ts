import { PERSIST, REHYDRATE } from 'redux-persist';
import type { makeStore } from '@/app/store';
import { loggedOut, sessionExpired, sessionStarted } from '@/features/auth/authSlice';

/**
 * The store maker of a fresh module graph, as a page load has it: test files share one (Vitest's
 * isolate is off), and another file's screens may have injected their slices into it already.
 */
async function freshMakeStore(): Promise<typeof makeStore> {
  vi.resetModules();
  return (await import('@/app/store')).makeStore;
}

/** What a saved-state gate does: start every persisted slice and read it back from storage. */
function persist(store: ReturnType<typeof makeStore>) {
  store.dispatch({
    type: PERSIST,
    register: () => undefined,
    rehydrate: (key: string, payload: unknown) => store.dispatch({ type: REHYDRATE, key, payload }),
  });
}

describe('the store', () => {
  it('starts without operator-only state: the upgrade slice joins when its screen loads', async () => {
    const store = (await freshMakeStore())();
    expect(store.getState()).not.toHaveProperty('upgrade');
    await import('@/features/upgrade/upgradeSlice');
    // The next action reaches the injected reducer, which adds its initial state.
    store.dispatch({ type: 'test/ping' });
    expect(store.getState()).toHaveProperty('upgrade.step', 'closed');
  });

  /** A store whose registration draft was read back and has a login name typed. */
  async function withDraft() {
    const makeFresh = await freshMakeStore();
    await import('@/app/routes/operator/registration/RegistrationDraft');
    const store = makeFresh();
    persist(store);
    await vi.waitFor(() =>
      expect(store.getState().registration).toHaveProperty('_persist.rehydrated', true),
    );
    store.dispatch({
      type: 'registration/loginEdited',
      payload: { loginName: 'prairieline', password: 'Coach2026!', confirmPassword: 'Coach2026!' },
    });
    return store;
  }

  it("keeps an operator registration's draft when a session ends (as the traveller's cart)", async () => {
    const store = await withDraft();
    const before = store.getState().registration;
    store.dispatch(sessionExpired());
    // The same state: reset from outside, its gate would read storage again and remount the form.
    expect(store.getState().registration).toBe(before);
  });

  it('empties the draft on logout through its own reducer, so the reset is written', async () => {
    const store = await withDraft();
    store.dispatch(loggedOut());
    const after = store.getState().registration;
    expect(after).toMatchObject({ loginName: '', password: '', profileChecked: false });
    // Still read back: the screens stay mounted, and redux-persist writes the empty draft.
    expect(after).toHaveProperty('_persist.rehydrated', true);
  });

  it('leaves no timer behind a PERSIST: a store gone writes nothing into storage later', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    try {
      const makeStore = await freshMakeStore();
      // An earlier test's store (or a closed tab's): logged in, its login written.
      const earlier = makeStore();
      persist(earlier);
      await vi.waitFor(() =>
        expect(earlier.getState().auth).toHaveProperty('_persist.rehydrated', true),
      );
      earlier.dispatch(
        sessionStarted({
          session: {
            apiToken: 'earlier-token',
            loginType: 'subscriber',
            userId: null,
            companyId: 7,
            companyName: 'Earlier Coaches',
            contactName: '',
            firstName: '',
            lastName: '',
          },
          rememberMe: false,
          now: Date.now(),
        }),
      );
      await vi.waitFor(() =>
        expect(window.sessionStorage.getItem('buscharter:auth')).toContain('earlier-token'),
      );
      // A gate of a slice injected later starts every persisted slice again (a no-op for them).
      persist(earlier);

      // The next test: storage cleared, a new store reads it back logged out.
      window.sessionStorage.clear();
      const next = makeStore();
      persist(next);
      await vi.waitFor(() =>
        expect(next.getState().auth).toHaveProperty('_persist.rehydrated', true),
      );
      await vi.advanceTimersByTimeAsync(6000);
      expect(next.getState().auth.loggedIn).toBe(false);
      expect(window.sessionStorage.getItem('buscharter:auth') ?? '').not.toContain('earlier-token');
    } finally {
      vi.useRealTimers();
    }
  });
});
