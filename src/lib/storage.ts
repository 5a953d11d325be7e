/**
 * Browser storage that never throws: private modes, full quotas and disabled storage all
 * degrade to "nothing stored" instead of a crash.
 */
export type StorageKind = 'local' | 'session';

function area(kind: StorageKind): Storage | null {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readItem(kind: StorageKind, key: string): string | null {
  try {
    return area(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeItem(kind: StorageKind, key: string, value: string): void {
  try {
    area(kind)?.setItem(key, value);
  } catch {
    // Quota exceeded or storage disabled: the app keeps working, it just forgets on reload.
  }
}

export function removeItem(kind: StorageKind, key: string): void {
  try {
    area(kind)?.removeItem(key);
  } catch {
    // Nothing to clean when storage is unavailable.
  }
}

/** A Storage that lives in memory: what a page gets when the browser refuses real storage. */
class MemoryStorage implements Storage {
  #items = new Map<string, string>();
  get length(): number {
    return this.#items.size;
  }
  clear(): void {
    this.#items.clear();
  }
  getItem(key: string): string | null {
    return this.#items.get(key) ?? null;
  }
  key(index: number): string | null {
    return [...this.#items.keys()][index] ?? null;
  }
  removeItem(key: string): void {
    this.#items.delete(key);
  }
  setItem(key: string, value: string): void {
    this.#items.set(key, String(value));
  }
}

/**
 * A browser set to block site data throws a SecurityError on the first touch of
 * `localStorage`, and some libraries (MSW, at import) touch it unguarded: the page would stay
 * blank. Such a page gets storage in memory instead, so everything runs and forgets on reload.
 */
export function fallBackToMemoryStorage(): void {
  for (const name of ['localStorage', 'sessionStorage'] as const) {
    try {
      void window[name].length;
    } catch {
      try {
        Object.defineProperty(window, name, { configurable: true, value: new MemoryStorage() });
      } catch {
        // Not redefinable here: our own wrappers above still never throw.
      }
    }
  }
}
