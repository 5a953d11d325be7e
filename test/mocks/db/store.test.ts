import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSeed } from '../../../src/mocks/db/seed';
import {
  distanceMiles,
  findAccountByToken,
  getDb,
  issueToken,
  nextId,
  reloadDb,
  replaceDb,
  resetDb,
  restoreDb,
  saveDb,
  snapshotDb,
  STORAGE_BUDGET_BYTES,
  STORAGE_KEY,
  withDb,
} from '../../../src/mocks/db/store';
import type { DemoDb } from '../../../src/mocks/db/types';

/** In-memory Storage so the localStorage path can run under the node environment. */
class MemoryStorage implements Storage {
  private readonly data = new Map<string, string>();
  get length(): number {
    return this.data.size;
  }
  clear(): void {
    this.data.clear();
  }
  getItem(key: string): string | null {
    return this.data.get(key) ?? null;
  }
  key(index: number): string | null {
    return [...this.data.keys()][index] ?? null;
  }
  removeItem(key: string): void {
    this.data.delete(key);
  }
  setItem(key: string, value: string): void {
    this.data.set(key, value);
  }
}

/** Runs the store without any localStorage, as in a plain node environment. */
function withoutStorage(): void {
  beforeEach(() => {
    vi.stubGlobal('localStorage', undefined);
    resetDb();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });
}

/** A handful of typical handler mutations: edit, insert, delete, login. */
function mutate(db: DemoDb): void {
  const company = db.companies[0];
  if (company) company.about = 'Updated from the company page.';
  const quote = db.quotes[0];
  if (quote) {
    db.quotes.push({ ...quote, itinerary_id: 99999, quote_number: 'Q-261122-0001', user_id: null });
  }
  db.reviews.splice(5, 1);
  const account = db.accounts.find((a) => a.email === 'operator@demo.test');
  if (account) account.api_token = 'feedc0de'.repeat(4);
  db.bid_carts.push({
    cart_guid: 'cart-1',
    company_id: company?.id ?? 0,
    metros: [],
    created_at: '2026-11-22T10:00:00.000Z',
    confirmed: false,
  });
}

describe('store without localStorage (node)', () => {
  withoutStorage();

  it('seeds lazily and keeps mutations in memory', () => {
    const db = getDb();
    expect(db.companies.length).toBeGreaterThan(0);
    withDb((d) => {
      d.newsletter.push({
        id: nextId('newsletter'),
        email: 'a@b.test',
        created_at: '2026-11-22T00:00:00Z',
      });
    });
    expect(getDb().newsletter.some((n) => n.email === 'a@b.test')).toBe(true);
    resetDb();
    expect(getDb().newsletter.some((n) => n.email === 'a@b.test')).toBe(false);
  });

  it('replaceDb swaps the database', () => {
    const db = createSeed();
    db.metros = db.metros.slice(0, 2);
    replaceDb(db);
    expect(getDb().metros).toHaveLength(2);
  });

  it('nextId returns max + 1', () => {
    const db = getDb();
    expect(nextId('companies')).toBe(Math.max(...db.companies.map((c) => c.id)) + 1);
    expect(nextId('message_replies')).toBe(db.message_replies.length + 1);
  });

  it('finds accounts by token', () => {
    const token = issueToken();
    withDb((db) => {
      const account = db.accounts.find((a) => a.email === 'traveller@demo.test');
      if (account) account.api_token = token;
    });
    expect(findAccountByToken(token)?.email).toBe('traveller@demo.test');
    expect(findAccountByToken('nope')).toBeUndefined();
    expect(findAccountByToken(null)).toBeUndefined();
    expect(findAccountByToken('')).toBeUndefined();
  });

  it('issues 32-char hex tokens', () => {
    const tokens = new Set(Array.from({ length: 50 }, () => issueToken()));
    expect(tokens.size).toBe(50);
    for (const token of tokens) expect(token).toMatch(/^[0-9a-f]{32}$/);
  });

  it('measures real distances', () => {
    expect(distanceMiles(32.7767, -96.797, 32.7555, -97.3308)).toBeGreaterThan(28);
    expect(distanceMiles(32.7767, -96.797, 32.7555, -97.3308)).toBeLessThan(34);
    expect(distanceMiles(32.7767, -96.797, 29.7604, -95.3698)).toBeGreaterThan(215);
    expect(distanceMiles(32.7767, -96.797, 29.7604, -95.3698)).toBeLessThan(235);
  });
});

describe('snapshots', () => {
  withoutStorage();

  it('stores almost nothing for a fresh database', () => {
    const snapshot = snapshotDb(getDb());
    expect(snapshot.length).toBeLessThan(100);
    expect(JSON.stringify(restoreDb(snapshot))).toBe(JSON.stringify(createSeed()));
  });

  it('round-trips edits, inserts and deletes', () => {
    const db = getDb();
    mutate(db);
    const snapshot = snapshotDb(db);
    expect(snapshot.length).toBeLessThan(10_000);
    expect(JSON.stringify(restoreDb(snapshot))).toBe(JSON.stringify(db));
  });

  it('stays far below the budget after heavy use', () => {
    const db = getDb();
    for (let i = 0; i < 2000; i += 1) {
      db.tracking_events.push({
        id: 1_000_000 + i,
        company_metro_id: db.company_metros[i % 50]?.id ?? 0,
        tracking_type: 6,
        created_at: '2026-11-22T12:00:00.000Z',
      });
    }
    for (const company of db.companies.slice(0, 100)) company.about += ' Edited.';
    expect(snapshotDb(db).length).toBeLessThan(STORAGE_BUDGET_BYTES / 4);
  });

  it('rejects snapshots of another seed version', () => {
    expect(() => restoreDb(JSON.stringify({ version: -1, tables: {} }))).toThrow();
  });
});

describe('store with localStorage', () => {
  let storage: MemoryStorage;

  beforeEach(() => {
    storage = new MemoryStorage();
    vi.stubGlobal('localStorage', storage);
    resetDb();
  });

  afterEach(() => {
    resetDb();
    vi.unstubAllGlobals();
  });

  it('persists mutations and loads them back', () => {
    withDb(mutate);
    const expected = JSON.stringify(getDb());
    expect(storage.getItem(STORAGE_KEY)).not.toBeNull();
    expect(JSON.stringify(reloadDb())).toBe(expected);
    expect(findAccountByToken('feedc0de'.repeat(4))?.email).toBe('operator@demo.test');
  });

  it('resetDb clears the stored copy', () => {
    withDb(mutate);
    resetDb();
    expect(storage.getItem(STORAGE_KEY)).toBeNull();
    expect(JSON.stringify(reloadDb())).toBe(JSON.stringify(createSeed()));
  });

  it('falls back to the seed when the stored copy is unreadable', () => {
    storage.setItem(STORAGE_KEY, '{not json');
    expect(JSON.stringify(reloadDb())).toBe(JSON.stringify(createSeed()));
    expect(storage.getItem(STORAGE_KEY)).toBeNull();
  });

  it('keeps working in memory when the quota is exceeded', () => {
    storage.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    const warn = console.warn;
    console.warn = () => undefined;
    try {
      withDb(mutate);
      saveDb();
    } finally {
      console.warn = warn;
    }
    expect(getDb().bid_carts).toHaveLength(1);
  });
});
