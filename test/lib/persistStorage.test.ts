import {
  localPersistStorage,
  rememberAwareStorage,
  sessionPersistStorage,
} from '@/lib/persistStorage';

/*
 * Issue 45: redux-persist writes every slice back just after reading it. With the site's data
 * cleared meanwhile (in this tab or another), that echo put the cleared login back.
 */
describe('the persisted state storages', () => {
  const login = JSON.stringify({ loggedIn: 'true', rememberMe: 'true', apiToken: '"t"' });

  it.each([
    ['localStorage', localPersistStorage, localStorage],
    ['sessionStorage', sessionPersistStorage, sessionStorage],
  ] as const)(
    'do not write back what they just read, over %s cleared meanwhile',
    async (_, storage, store) => {
      store.setItem('buscharter:cart', '{"a":"1"}');
      expect(await storage.getItem('buscharter:cart')).toBe('{"a":"1"}');
      store.clear();
      await storage.setItem('buscharter:cart', '{"a":"1"}');
      expect(store.getItem('buscharter:cart')).toBeNull();
      // Only the echo is left out: the same value written again, or a change, is written.
      await storage.setItem('buscharter:cart', '{"a":"1"}');
      expect(store.getItem('buscharter:cart')).toBe('{"a":"1"}');
      await storage.setItem('buscharter:cart', '{"a":"2"}');
      expect(store.getItem('buscharter:cart')).toBe('{"a":"2"}');
    },
  );

  it('leave a cleared login cleared (the login storage)', async () => {
    localStorage.setItem('buscharter:auth', login);
    expect(await rememberAwareStorage.getItem('buscharter:auth')).toBe(login);
    localStorage.clear();
    sessionStorage.clear();
    await rememberAwareStorage.setItem('buscharter:auth', login);
    expect(localStorage.getItem('buscharter:auth')).toBeNull();
    expect(sessionStorage.getItem('buscharter:auth')).toBeNull();
  });

  it('write what differs from what they read, and what was never there', async () => {
    expect(await rememberAwareStorage.getItem('buscharter:auth')).toBeNull();
    await rememberAwareStorage.setItem('buscharter:auth', login);
    expect(localStorage.getItem('buscharter:auth')).toBe(login);
    const loggedOut = JSON.stringify({ loggedIn: 'false', rememberMe: 'false' });
    expect(await rememberAwareStorage.getItem('buscharter:auth')).toBe(login);
    await rememberAwareStorage.setItem('buscharter:auth', loggedOut);
    expect(sessionStorage.getItem('buscharter:auth')).toBe(loggedOut);
    expect(localStorage.getItem('buscharter:auth')).toBeNull();
  });
});
