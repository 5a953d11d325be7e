import { readItem, removeItem, writeItem } from './storage';

/**
 * A redux-persist storage that keeps a remembered login in localStorage (it outlives the
 * browser) and any other login in sessionStorage (gone when the browser closes). The choice is
 * read from the `rememberMe` field of the state being written.
 */
function remembers(serialized: string): boolean {
  try {
    const outer = JSON.parse(serialized) as Record<string, unknown>;
    return typeof outer.rememberMe === 'string' && JSON.parse(outer.rememberMe) === true;
  } catch {
    return false;
  }
}

export const rememberAwareStorage = {
  getItem(key: string): Promise<string | null> {
    return Promise.resolve(readItem('session', key) ?? readItem('local', key));
  },
  setItem(key: string, value: string): Promise<void> {
    if (remembers(value)) {
      writeItem('local', key, value);
      removeItem('session', key);
    } else {
      writeItem('session', key, value);
      removeItem('local', key);
    }
    return Promise.resolve();
  },
  removeItem(key: string): Promise<void> {
    removeItem('local', key);
    removeItem('session', key);
    return Promise.resolve();
  },
};

/** A redux-persist storage on localStorage that never throws (see storage.ts). */
export const localPersistStorage = {
  getItem(key: string): Promise<string | null> {
    return Promise.resolve(readItem('local', key));
  },
  setItem(key: string, value: string): Promise<void> {
    writeItem('local', key, value);
    return Promise.resolve();
  },
  removeItem(key: string): Promise<void> {
    removeItem('local', key);
    return Promise.resolve();
  },
};
