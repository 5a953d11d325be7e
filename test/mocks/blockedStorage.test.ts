import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getDb, reloadDb, resetDb, saveDb, withDb } from '@/mocks/db/store';
import { apiUrl } from '@/mocks/http';
import { storageBlocked } from '@/mocks/storageAccess';

/** A browser set to block site data: touching either storage throws a SecurityError. */
const STORAGES = ['localStorage', 'sessionStorage'] as const;
const originals = new Map<string, PropertyDescriptor | undefined>();

function blockStorage(): void {
  for (const name of STORAGES) {
    originals.set(name, Object.getOwnPropertyDescriptor(window, name));
    Object.defineProperty(window, name, {
      configurable: true,
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
  }
}

function restoreStorage(): void {
  for (const name of STORAGES) {
    const original = originals.get(name);
    if (original) Object.defineProperty(window, name, original);
    else Reflect.deleteProperty(window, name);
  }
}

describe('demo database with storage blocked by the browser', () => {
  beforeEach(() => {
    blockStorage();
    resetDb();
  });

  afterEach(() => {
    restoreStorage();
  });

  it('is detected', () => {
    expect(() => window.localStorage).toThrow('insecure');
    expect(storageBlocked()).toBe(true);
    restoreStorage();
    expect(storageBlocked()).toBe(false);
  });

  it('runs in memory, then forgets on reload', () => {
    withDb((db) => {
      db.newsletter.push({ id: 999, email: 'kept@example.org', created_at: '2026-11-22' });
    });
    saveDb();
    expect(getDb().newsletter.some((row) => row.email === 'kept@example.org')).toBe(true);
    expect(reloadDb().newsletter.some((row) => row.email === 'kept@example.org')).toBe(false);
  });

  it('answers the handlers: a login works', async () => {
    const response = await fetch(new URL(apiUrl('/login'), window.location.href), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'traveller@demo.test', password: 'Travel2026!' }),
    });
    const body = (await response.json()) as { success: boolean; api_token: string };
    expect(body.success).toBe(true);
    expect(getDb().accounts.some((row) => row.api_token === body.api_token)).toBe(true);
  });
});
