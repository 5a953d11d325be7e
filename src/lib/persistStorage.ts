import { readItem, removeItem, writeItem, type StorageKind } from './storage';

/**
 * redux-persist storages over lib/storage, so they never throw (blocked or full storage means
 * "forget on reload", not a blank page) and write synchronously: a flush right after a logout
 * has really reached storage when it returns.
 */
function on(kind: StorageKind) {
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
export const localPersistStorage = on('local');
/** Ends with the tab's browser session (the confirmation's quote number). */
export const sessionPersistStorage = on('session');

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
export const rememberAwareStorage = {
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
};
