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

  it.each([
    ['a logout', loggedOut()],
    ['an ended session', sessionExpired()],
  ])(
    "keeps an operator registration's draft through %s (a visitor's draft, not the session's)",
    async (_, ending) => {
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
        payload: {
          loginName: 'prairieline',
          password: 'Coach2026!',
          confirmPassword: 'Coach2026!',
        },
      });
      const before = store.getState().registration;
      store.dispatch(ending);
      // The same state: were it reset, its gate would read storage again and mount the form anew.
      expect(store.getState().registration).toBe(before);
    },
  );
});
