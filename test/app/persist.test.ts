import { persistStore } from 'redux-persist';
import { migrateAuth, PERSIST_KEY_PREFIX } from '@/app/persist';
import { AUTH_PERSIST_VERSION as PERSIST_VERSION } from '@/features/auth/persistedAuth';
import { makeStore } from '@/app/store';
import { REMEMBER_ME_MS } from '@/config/constants';
import { initialAuthState, loggedOut, logIn, sessionExpired } from '@/features/auth/authSlice';
import { quoteRequestAdded } from '@/features/quoteCart/quoteCartSlice';
import { persistedStore, persistedValue } from '../utils/persistedStore';

const KEY = `${PERSIST_KEY_PREFIX}auth`;
const DAY = 24 * 60 * 60 * 1000;

const savedLogin = (overrides: Record<string, unknown> = {}) => ({
  ...initialAuthState,
  loggedIn: true,
  loginType: 'user',
  apiToken: 'token-123',
  userId: 7,
  rememberMe: true,
  expiresAt: Date.now() + DAY,
  _persist: { version: PERSIST_VERSION, rehydrated: true },
  ...overrides,
});

/** savedLogin() already carries its _persist; written in redux-persist's format. */
const serialize = (state: Record<string, unknown>) => {
  const { _persist: meta, ...rest } = state as { _persist: { version: number } };
  return persistedValue(rest, meta.version);
};

const rehydratedStore = async () => (await persistedStore()).store;

describe('persisted login', () => {
  it('keeps a remembered login younger than two weeks', async () => {
    window.localStorage.setItem(KEY, serialize(savedLogin()));
    const store = await rehydratedStore();
    expect(store.getState().auth).toMatchObject({
      loggedIn: true,
      apiToken: 'token-123',
      userId: 7,
    });
  });

  it('drops a remembered login once it is two weeks old', async () => {
    window.localStorage.setItem(KEY, serialize(savedLogin({ expiresAt: Date.now() - 1 })));
    const store = await rehydratedStore();
    expect(store.getState().auth.loggedIn).toBe(false);
    expect(store.getState().auth.apiToken).toBeNull();
  });

  it('starts clean from corrupt data instead of failing', async () => {
    window.localStorage.setItem(KEY, '{not json');
    const store = await rehydratedStore();
    expect(store.getState().auth.loggedIn).toBe(false);
  });

  it('starts clean from data of another version or with the wrong types', async () => {
    expect(
      await migrateAuth(
        savedLogin({ _persist: { version: 0, rehydrated: true } }) as never,
        PERSIST_VERSION,
      ),
    ).toBeUndefined();
    expect(
      await migrateAuth(savedLogin({ loginType: 'superuser' }) as never, PERSIST_VERSION),
    ).toBeUndefined();
    expect(
      await migrateAuth(savedLogin({ apiToken: 42 }) as never, PERSIST_VERSION),
    ).toBeUndefined();
    expect(await migrateAuth(savedLogin() as never, PERSIST_VERSION)).toMatchObject({
      apiToken: 'token-123',
    });
  });

  it('keeps a login without Remember Me for the browser session only', async () => {
    const store = await rehydratedStore();
    await store.dispatch(
      logIn({ email: 'traveller@demo.test', password: 'Travel2026!', rememberMe: false }),
    );
    await vi.waitFor(() => expect(window.sessionStorage.getItem(KEY)).toContain('apiToken'));
    expect(window.localStorage.getItem(KEY)).toBeNull();
    expect(store.getState().auth.expiresAt).toBeNull();
  });

  it('keeps a Remember Me login in local storage for two weeks', async () => {
    const store = await rehydratedStore();
    const before = Date.now();
    await store.dispatch(
      logIn({ email: 'traveller@demo.test', password: 'Travel2026!', rememberMe: true }),
    );
    await vi.waitFor(() => expect(window.localStorage.getItem(KEY)).toContain('apiToken'));
    expect(window.sessionStorage.getItem(KEY)).toBeNull();
    const { expiresAt } = store.getState().auth;
    expect(expiresAt).toBeGreaterThanOrEqual(before + REMEMBER_ME_MS);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + REMEMBER_ME_MS);
  });

  it('never persists transient fields such as the modal or errors', async () => {
    const store = await rehydratedStore();
    await store.dispatch(
      logIn({ email: 'traveller@demo.test', password: 'nope', rememberMe: false }),
    );
    await store.dispatch(
      logIn({ email: 'traveller@demo.test', password: 'Travel2026!', rememberMe: false }),
    );
    await vi.waitFor(() => expect(window.sessionStorage.getItem(KEY)).toContain('apiToken'));
    const stored = JSON.parse(window.sessionStorage.getItem(KEY) ?? '{}') as Record<string, string>;
    expect(Object.keys(stored)).not.toContain('loginError');
    expect(Object.keys(stored)).not.toContain('subscriberLoginModalVisible');
  });
});

/** A store wired as main.tsx wires it: the session's end is flushed to storage at once. */
async function wiredStore() {
  let flush = (): void => undefined;
  const store = makeStore(undefined, { onSessionEnd: () => flush() });
  const persistor = persistStore(store);
  flush = () => void persistor.flush();
  await vi.waitFor(() => expect(persistor.getState().bootstrapped).toBe(true));
  return store;
}

describe('logout', () => {
  it.each([
    ['with Remember Me', true, 'local'],
    ['without Remember Me', false, 'session'],
  ] as const)(
    'removes the persisted login %s at once, so a reload starts logged out',
    async (_, rememberMe, area) => {
      const store = await wiredStore();
      await store.dispatch(
        logIn({ email: 'traveller@demo.test', password: 'Travel2026!', rememberMe }),
      );
      const storage = area === 'local' ? window.localStorage : window.sessionStorage;
      const token = store.getState().auth.apiToken ?? 'none';
      await vi.waitFor(() => expect(storage.getItem(KEY)).toContain(token));
      store.dispatch(quoteRequestAdded({ id: 10001, companyName: 'Lone Star Charter Coaches' }));

      store.dispatch(loggedOut());

      // No waiting: the reset is written before dispatch returns.
      for (const any of [window.localStorage, window.sessionStorage]) {
        expect(any.getItem(KEY) ?? '').not.toContain(token);
      }
      expect(window.localStorage.getItem(`${PERSIST_KEY_PREFIX}quoteCart`)).not.toContain(
        'Lone Star',
      );
      const reloaded = await rehydratedStore();
      expect(reloaded.getState().auth.loggedIn).toBe(false);
      expect(reloaded.getState().quoteCart.quoteRequests).toEqual([]);
    },
  );

  it('keeps the cart but drops the login when the session expires', async () => {
    const store = await wiredStore();
    await store.dispatch(
      logIn({ email: 'traveller@demo.test', password: 'Travel2026!', rememberMe: true }),
    );
    store.dispatch(quoteRequestAdded({ id: 10001, companyName: 'Lone Star Charter Coaches' }));
    const token = store.getState().auth.apiToken ?? 'none';
    await vi.waitFor(() => expect(window.localStorage.getItem(KEY)).toContain(token));
    store.dispatch(sessionExpired());
    expect(window.localStorage.getItem(KEY) ?? '').not.toContain(token);
    expect(window.localStorage.getItem(`${PERSIST_KEY_PREFIX}quoteCart`)).toContain('Lone Star');
    expect(store.getState().auth.subscriberLoginModalVisible).toBe(true);
  });
});
