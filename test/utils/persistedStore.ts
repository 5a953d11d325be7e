import { persistStore, type Persistor } from 'redux-persist';
import { vi } from 'vitest';
import { makeStore, type AppStore } from '@/app/store';

/** A store as the app builds it after a reload: rehydrated from storage before it is used. */
export async function persistedStore(
  preloaded?: Parameters<typeof makeStore>[0],
): Promise<{ store: AppStore; persistor: Persistor }> {
  const store = makeStore(preloaded);
  const persistor = persistStore(store);
  await vi.waitFor(() => expect(persistor.getState().bootstrapped).toBe(true));
  return { store, persistor };
}

/** redux-persist's own format: each key serialized, then the whole object. */
export function persistedValue(state: Record<string, unknown>, version = 1): string {
  const withMeta = { ...state, _persist: { version, rehydrated: true } };
  return JSON.stringify(
    Object.fromEntries(
      Object.entries(withMeta).map(([key, value]) => [key, JSON.stringify(value)]),
    ),
  );
}

/** The inverse, for assertions on what was written. */
export function readPersisted(raw: string | null): Record<string, unknown> | null {
  if (raw === null) return null;
  const outer = JSON.parse(raw) as Record<string, string>;
  return Object.fromEntries(
    Object.entries(outer)
      .filter(([key]) => key !== '_persist')
      .map(([key, value]) => [key, JSON.parse(value) as unknown]),
  );
}
