import { createRng } from './random';
import { createSeed, SEED_VERSION } from './seed';
import type { AccountRow, DemoDb, RowOf, TableName } from './types';

/**
 * The stateful demo database behind the mock API.
 *
 * Persistence: the generated seed is about 3 MB of JSON (hundreds of companies with fleets,
 * photos and reviews), too close to the ~5 MB localStorage quota to store whole. Since
 * createSeed() is deterministic, only the difference from the seed is stored: per table, the rows
 * that were added or changed and the keys of removed rows. Loading regenerates the seed and
 * replays that difference. A fresh database therefore stores a few bytes, and a session of normal
 * use a few kilobytes. Consequences for handler authors:
 *   - mutate rows of getDb() in place (or push/splice), then call saveDb(), or use withDb();
 *   - every row needs its key (TABLE_KEYS) and keys must stay unique;
 *   - array order is not persisted for seeded rows (new rows are appended in order), so sort
 *     when order matters (lists are shown newest first anyway);
 *   - bump SEED_VERSION in seed.ts whenever the generator changes, so old diffs are dropped.
 * Without localStorage (node tests) the database lives in memory only.
 */

export const STORAGE_KEY = `demo-db-v${SEED_VERSION}`;

/** Upper bound for what this module writes to localStorage (the browser quota is about 5 MB). */
export const STORAGE_BUDGET_BYTES = 2.5 * 1024 * 1024;

type RowKey = string | number;

/** Key field names per table; the values are primary keys of that table. */
export const TABLE_KEYS = {
  metros: 'id',
  zips: 'zip',
  trip_types: 'id',
  bus_types: 'id',
  amenities: 'id',
  associations: 'id',
  business_highlight_types: 'id',
  charter_service_types: 'id',
  companies: 'id',
  company_metros: 'id',
  buses: 'id',
  reviews: 'id',
  users: 'user_id',
  accounts: 'id',
  quotes: 'itinerary_id',
  user_messages: 'message_id',
  company_messages: 'message_id',
  message_replies: 'id',
  tracking_events: 'id',
  newsletter: 'id',
  cards: 'id',
  billing_profiles: 'company_id',
  invoice_lines: 'id',
  payments: 'id',
  bid_carts: 'cart_guid',
} as const satisfies { [T in TableName]: keyof RowOf<T> & string };

/** Tables whose key is a number (nextId works on these). */
export type NumericKeyTable = {
  [T in TableName]: RowOf<T>[(typeof TABLE_KEYS)[T] & keyof RowOf<T>] extends number ? T : never;
}[TableName];

const TABLE_NAMES = Object.keys(TABLE_KEYS) as TableName[];

interface StoredTableDiff {
  upsert: unknown[];
  remove: RowKey[];
}

interface StoredDb {
  version: number;
  tables: Partial<Record<TableName, StoredTableDiff>>;
}

let current: DemoDb | null = null;
/** JSON of every seeded row, per table and key: the baseline the stored diff is taken against. */
let pristine: Map<TableName, Map<RowKey, string>> | null = null;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Some environments throw on access (privacy modes, node without a storage file).
    return null;
  }
}

function rowsOf(db: DemoDb, table: TableName): Record<string, unknown>[] {
  return db[table] as unknown as Record<string, unknown>[];
}

function keyOf(row: Record<string, unknown>, table: TableName): RowKey {
  const key = row[TABLE_KEYS[table]];
  if (typeof key !== 'string' && typeof key !== 'number') {
    throw new Error(`Row of ${table} has no ${TABLE_KEYS[table]}`);
  }
  return key;
}

function indexSeed(db: DemoDb): Map<TableName, Map<RowKey, string>> {
  const index = new Map<TableName, Map<RowKey, string>>();
  for (const table of TABLE_NAMES) {
    const rows = new Map<RowKey, string>();
    for (const row of rowsOf(db, table)) rows.set(keyOf(row, table), JSON.stringify(row));
    index.set(table, rows);
  }
  return index;
}

/**
 * The seed as JSON, generated once per page load (createSeed takes ~0.2 s). Fresh copies are
 * parsed from it, which keeps resetDb() cheap enough to run after every unit test.
 */
let seedJson: string | null = null;

function freshSeed(): DemoDb {
  seedJson ??= JSON.stringify(createSeed());
  return JSON.parse(seedJson) as DemoDb;
}

function baseline(): Map<TableName, Map<RowKey, string>> {
  pristine ??= indexSeed(freshSeed());
  return pristine;
}

function isStoredDb(value: unknown): value is StoredDb {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as { version?: unknown; tables?: unknown };
  return (
    candidate.version === SEED_VERSION &&
    typeof candidate.tables === 'object' &&
    candidate.tables !== null
  );
}

/** Replays a stored diff onto a freshly generated seed (mutates `db`). */
function applyDiff(db: DemoDb, stored: StoredDb): void {
  for (const table of TABLE_NAMES) {
    const diff = stored.tables[table];
    if (!diff) continue;
    if (!Array.isArray(diff.upsert) || !Array.isArray(diff.remove)) {
      throw new Error(`Stored table ${table} is malformed`);
    }
    const rows = rowsOf(db, table);
    const position = new Map<RowKey, number>();
    rows.forEach((row, index) => position.set(keyOf(row, table), index));
    for (const item of diff.upsert) {
      if (typeof item !== 'object' || item === null) throw new Error(`Bad row in ${table}`);
      const row = item as Record<string, unknown>;
      const at = position.get(keyOf(row, table));
      if (at === undefined) rows.push(row);
      else rows[at] = row;
    }
    const removed = new Set(diff.remove);
    if (removed.size > 0) {
      const kept = rows.filter((row) => !removed.has(keyOf(row, table)));
      rows.splice(0, rows.length, ...kept);
    }
  }
}

/** JSON of the difference between `db` and the seed: what saveDb() writes. */
export function snapshotDb(db: DemoDb = getDb()): string {
  const seedIndex = baseline();
  const stored: StoredDb = { version: SEED_VERSION, tables: {} };
  for (const table of TABLE_NAMES) {
    const seeded = seedIndex.get(table) ?? new Map<RowKey, string>();
    const seen = new Set<RowKey>();
    const upsert: unknown[] = [];
    for (const row of rowsOf(db, table)) {
      const key = keyOf(row, table);
      seen.add(key);
      if (seeded.get(key) !== JSON.stringify(row)) upsert.push(row);
    }
    const remove = [...seeded.keys()].filter((key) => !seen.has(key));
    if (upsert.length > 0 || remove.length > 0) stored.tables[table] = { upsert, remove };
  }
  return JSON.stringify(stored);
}

/** Rebuilds a database from a snapshotDb() string; throws when it does not fit this seed version. */
export function restoreDb(snapshot: string): DemoDb {
  const parsed: unknown = JSON.parse(snapshot);
  if (!isStoredDb(parsed)) throw new Error('Snapshot is not for this seed version');
  const db = freshSeed();
  applyDiff(db, parsed);
  return db;
}

function readStored(store: Storage | null): string | null {
  try {
    return store?.getItem(STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

/** The live database: loaded from localStorage on first use, else freshly seeded. */
export function getDb(): DemoDb {
  if (current) return current;
  const store = storage();
  const raw = readStored(store);
  if (raw) {
    try {
      current = restoreDb(raw);
      return current;
    } catch {
      // Unreadable or from another seed version: start over rather than fail the demo.
      try {
        store?.removeItem(STORAGE_KEY);
      } catch {
        /* storage unavailable: nothing to clean */
      }
    }
  }
  current = freshSeed();
  return current;
}

/** Writes the current database (as a diff from the seed) to localStorage, when there is one. */
export function saveDb(): void {
  const store = storage();
  if (!current || !store) return;
  try {
    store.setItem(STORAGE_KEY, snapshotDb(current));
  } catch (error) {
    // Quota exceeded (e.g. many large photo uploads): keep working from memory.
    console.warn('Demo database could not be saved to localStorage', error);
  }
}

/** Back to the seed: forgets the stored copy; the next getDb() starts from a fresh seed. */
export function resetDb(): void {
  current = null;
  try {
    storage()?.removeItem(STORAGE_KEY);
  } catch {
    /* storage unavailable: memory reset is enough */
  }
}

/** Drops the in-memory copy so the next getDb() loads from localStorage again (tests, other tabs). */
export function reloadDb(): DemoDb {
  current = null;
  return getDb();
}

/** Swaps in a given database (tests, fixtures). Not persisted until saveDb() is called. */
export function replaceDb(db: DemoDb): void {
  current = db;
}

/** Runs a (synchronous) mutation against the live database and saves it afterwards. */
export function withDb<T>(fn: (db: DemoDb) => T): T {
  const result = fn(getDb());
  saveDb();
  return result;
}

/** Next free key of a numeric-key table (max + 1, at least 1). */
export function nextId(table: NumericKeyTable): number {
  let max = 0;
  for (const row of rowsOf(getDb(), table)) {
    const key = keyOf(row, table);
    if (typeof key === 'number' && key > max) max = key;
  }
  return max + 1;
}

/** The account holding this api_token, if any. */
export function findAccountByToken(token: string | null | undefined): AccountRow | undefined {
  if (!token) return undefined;
  return getDb().accounts.find((account) => account.api_token === token);
}

// Fallback generator for environments without Web Crypto; seeded from the clock because tokens
// only need to be unguessable by accident, not secure.
let fallbackRng: ReturnType<typeof createRng> | null = null;

/** New random 32-character hex token for api_token, cart guids and the like. */
export function issueToken(): string {
  const cryptoApi = globalThis.crypto as Crypto | undefined;
  if (cryptoApi?.getRandomValues) {
    const bytes = cryptoApi.getRandomValues(new Uint8Array(16));
    return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  }
  fallbackRng ??= createRng(Date.now() >>> 0);
  return fallbackRng.hex(32);
}

export { distanceMiles } from './seed/geo';
