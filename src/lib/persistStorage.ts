import { readItem, removeItem, writeItem, type StorageKind } from './storage';

interface PersistStorage {
  getItem: (key: string) => Promise<string | null>;
  setItem: (key: string, value: string) => Promise<void>;
  removeItem: (key: string) => Promise<void>;
}

/**
 * Leaves out the echo: the first write of a key that only repeats what was read for it.
 * redux-persist writes every slice back just after reading it (its first write after REHYDRATE
 * sends every key), half a second or more into a page's life. That adds nothing, and when the
 * site's data was cleared meanwhile (in this tab or another) it put the cleared login back: the
 * next page started logged in with a token the demo API no longer knew, and its "session
 * ended" dialog opened over the portal login, under the visitor's press (issue 45).
 */
function withoutEcho(storage: PersistStorage): PersistStorage {
  const read = new Map<string, string>();
  return {
    async getItem(key) {
      const value = await storage.getItem(key);
      if (value === null) read.delete(key);
      else read.set(key, value);
      return value;
    },
    setItem(key, value) {
      const echo = read.get(key) === value;
      read.delete(key);
      return echo ? Promise.resolve() : storage.setItem(key, value);
    },
    removeItem(key) {
      read.delete(key);
      return storage.removeItem(key);
    },
  };
}

/**
 * redux-persist storages over lib/storage, so they never throw (blocked or full storage means
 * "forget on reload", not a blank page) and write synchronously: a flush right after a logout
 * has really reached storage when it returns.
 */
function on(kind: StorageKind): PersistStorage {
  return {
    getItem: (key: string): Promise<string | null> => Promise.resolve(readItem(kind, key)),
    setItem: (key: string, value: string): Promise<void> => {
      writeItem(kind, key, value);
      return Promise.resolve();
    },
    removeItem: (key: string): Promise<void> => {
      removeItem(kind, key);
      return Promise.resolve();
    },
  };
}

/** Outlives the browser session (the quote cart, the departure). */
export const localPersistStorage = withoutEcho(on('local'));
/** Ends with the tab's browser session (the confirmation's quote number). */
export const sessionPersistStorage = withoutEcho(on('session'));

/** Reads the `rememberMe` field of the state being written (redux-persist's format). */
function remembers(serialized: string): boolean {
  try {
    const outer = JSON.parse(serialized) as Record<string, unknown>;
    return typeof outer.rememberMe === 'string' && JSON.parse(outer.rememberMe) === true;
  } catch {
    return false;
  }
}

/**
 * The login: a remembered one in localStorage (it outlives the browser), any other in
 * sessionStorage (gone when the browser closes). Writing one always removes the other, so a
 * logout (which writes rememberMe false) leaves no remembered login behind.
 */
export const rememberAwareStorage = withoutEcho({
  getItem(key: string): Promise<string | null> {
    return Promise.resolve(readItem('session', key) ?? readItem('local', key));
  },
  setItem(key: string, value: string): Promise<void> {
    const [keep, drop]: StorageKind[] = remembers(value)
      ? ['local', 'session']
      : ['session', 'local'];
    writeItem(keep, key, value);
    removeItem(drop, key);
    return Promise.resolve();
  },
  removeItem(key: string): Promise<void> {
    removeItem('local', key);
    removeItem('session', key);
    return Promise.resolve();
  },
});
