import { PERSIST, REHYDRATE } from 'redux-persist';
import { makeStore } from '@/app/store';
import { loggedOut, sessionExpired } from '@/features/auth/authSlice';

describe('the store', () => {
  it('starts without operator-only state: the upgrade slice joins when its screen loads', async () => {
    const store = makeStore();
    expect(store.getState()).not.toHaveProperty('upgrade');
    await import('@/features/upgrade/upgradeSlice');
    // The next action reaches the injected reducer, which adds its initial state.
    store.dispatch({ type: 'test/ping' });
    expect(store.getState()).toHaveProperty('upgrade.step', 'closed');
  });

  /** A store whose registration draft was read back and has a login name typed. */
  async function withDraft() {
    await import('@/app/routes/operator/registration/RegistrationDraft');
    const store = makeStore();
    // What the registration screens' gate does: start the injected slice and read it back.
    store.dispatch({
      type: PERSIST,
      register: () => undefined,
      rehydrate: (key: string, payload: unknown) =>
        store.dispatch({ type: REHYDRATE, key, payload }),
    });
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
});
