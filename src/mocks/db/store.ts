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
 * Without localStorage (node tests, or a browser that blocks storage and throws SecurityError on
 * access) the database lives in memory only and a reload starts from the seed again.
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
/** Tables reached through `current` since the last save: the only ones saveDb() diffs again. */
const touched = new Set<TableName>();
/** Each table's diff from the seed as last saved (JSON), absent when the table is as seeded. */
const savedDiffs = new Map<TableName, string>();
/** JSON of every seeded row, per table and key, built per table on first need. */
const pristine = new Map<TableName, Map<RowKey, string>>();

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

/**
 * The seed, generated once per page load (createSeed takes ~0.2 s) and never handed out: fresh
 * copies are parsed from its JSON, which keeps resetDb() cheap enough to run after every test.
 */
let seed: DemoDb | null = null;
let seedJson: Map<TableName, string> | null = null;

function freshSeed(): DemoDb {
  seed ??= createSeed();
  const from = seed;
  seedJson ??= new Map(
    (Object.keys(from) as TableName[]).map((table) => [table, JSON.stringify(from[table])]),
  );
  const tables = seedJson;
  // Each table is parsed when first read (most calls reach a few of them; the seed is 3 MB).
  const db = {} as DemoDb;
  for (const table of tables.keys()) {
    Object.defineProperty(db, table, {
      enumerable: true,
      configurable: true,
      get: () => {
        const rows = JSON.parse(tables.get(table) ?? '[]') as unknown;
        Object.defineProperty(db, table, { value: rows, enumerable: true, writable: true });
        return rows;
      },
    });
  }
  return db;
}

/**
 * Hands over a seed made elsewhere (the tests make it once for all their files: createSeed
 * takes half a second). It must be what createSeed gives at the same demo clock.
 */
export function primeSeed(made: DemoDb): void {
  seed = made;
  seedJson = null;
  pristine.clear();
}

/** The seeded rows of one table as JSON by key: the baseline its diff is taken against. */
function baseline(table: TableName): Map<RowKey, string> {
  let rows = pristine.get(table);
  if (!rows) {
    freshSeed();
    rows = new Map<RowKey, string>();
    for (const row of rowsOf(seed as DemoDb, table))
      rows.set(keyOf(row, table), JSON.stringify(row));
    pristine.set(table, rows);
  }
  return rows;
}

/** `db` with every table behind a getter that notes the access (rows stay plain objects). */
function tracked(db: DemoDb): DemoDb {
  const out = {} as DemoDb;
  for (const table of Object.keys(db) as TableName[]) {
    // Read on first use: a fresh seed parses a table only when something reaches it.
    let rows: DemoDb[typeof table] | undefined;
    Object.defineProperty(out, table, {
      enumerable: true,
      get: () => {
        touched.add(table);
        rows ??= db[table];
        return rows;
      },
      set: (next: typeof rows) => {
        touched.add(table);
        rows = next;
      },
    });
  }
  return out;
}

/** Makes `db` the live database; `diffs` are its tables' stored diffs when known. */
function install(db: DemoDb, diffs: StoredDb['tables'] | null): DemoDb {
  savedDiffs.clear();
  for (const [table, diff] of Object.entries(diffs ?? {})) {
    savedDiffs.set(table as TableName, JSON.stringify(diff));
  }
  current = tracked(db);
  touched.clear();
  // A database of unknown origin (replaceDb) is diffed whole at its first save.
  if (!diffs) for (const table of TABLE_NAMES) touched.add(table);
  return current;
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

/** One table's difference from the seed, or null when it is as seeded. */
function diffOf(db: DemoDb, table: TableName): StoredTableDiff | null {
  const seeded = baseline(table);
  const seen = new Set<RowKey>();
  const upsert: unknown[] = [];
  for (const row of rowsOf(db, table)) {
    const key = keyOf(row, table);
    seen.add(key);
    if (seeded.get(key) !== JSON.stringify(row)) upsert.push(row);
  }
  const remove = [...seeded.keys()].filter((key) => !seen.has(key));
  return upsert.length > 0 || remove.length > 0 ? { upsert, remove } : null;
}

/** The stored form from each table's diff JSON (written by hand: the parts are already JSON). */
function assemble(diffs: ReadonlyMap<TableName, string>): string {
  const tables = TABLE_NAMES.flatMap((table) => {
    const diff = diffs.get(table);
    return diff === undefined ? [] : [`${JSON.stringify(table)}:${diff}`];
  });
  return `{"version":${SEED_VERSION},"tables":{${tables.join(',')}}}`;
}

/** JSON of the difference between `db` and the seed (every table): what saveDb() stores. */
export function snapshotDb(db: DemoDb = getDb()): string {
  const diffs = new Map<TableName, string>();
  for (const table of TABLE_NAMES) {
    const diff = diffOf(db, table);
    if (diff) diffs.set(table, JSON.stringify(diff));
  }
  return assemble(diffs);
}

function parseSnapshot(snapshot: string): StoredDb {
  const parsed: unknown = JSON.parse(snapshot);
  if (!isStoredDb(parsed)) throw new Error('Snapshot is not for this seed version');
  return parsed;
}

/** Rebuilds a database from a snapshotDb() string; throws when it does not fit this seed version. */
export function restoreDb(snapshot: string): DemoDb {
  const db = freshSeed();
  applyDiff(db, parseSnapshot(snapshot));
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
      const stored = parseSnapshot(raw);
      const db = freshSeed();
      applyDiff(db, stored);
      return install(db, stored.tables);
    } catch {
      // Unreadable or from another seed version: start over rather than fail the demo.
      try {
        store?.removeItem(STORAGE_KEY);
      } catch {
        /* storage unavailable: nothing to clean */
      }
    }
  }
  return install(freshSeed(), {});
}

/**
 * Writes the current database (as a diff from the seed) to localStorage, when there is one.
 * Only the tables reached since the last save are diffed again.
 */
export function saveDb(): void {
  const store = storage();
  if (!current || !store) return;
  const db = current;
  const tables = [...touched];
  touched.clear();
  for (const table of tables) {
    const diff = diffOf(db, table);
    if (diff) savedDiffs.set(table, JSON.stringify(diff));
    else savedDiffs.delete(table);
  }
  // Reading the tables above went through their getters: that was not a change.
  touched.clear();
  try {
    store.setItem(STORAGE_KEY, assemble(savedDiffs));
  } catch (error) {
    // Quota exceeded (e.g. many large photo uploads): keep working from memory.
    console.warn('Demo database could not be saved to localStorage', error);
  }
}

/** Back to the seed: forgets the stored copy; the next getDb() starts from a fresh seed. */
export function resetDb(): void {
  current = null;
  touched.clear();
  savedDiffs.clear();
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
  install(db, null);
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

// Fallback generator for environments without Web Crypto; seeded by Math.random because tokens
// only need to be unguessable by accident, not secure.
let fallbackRng: ReturnType<typeof createRng> | null = null;

/** New random 32-character hex token for api_token, cart guids and the like. */
export function issueToken(): string {
  const cryptoApi = globalThis.crypto as Crypto | undefined;
  if (cryptoApi?.getRandomValues) {
    const bytes = cryptoApi.getRandomValues(new Uint8Array(16));
    return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  }
  fallbackRng ??= createRng(Math.floor(Math.random() * 2 ** 32));
  return fallbackRng.hex(32);
}

export { distanceMiles } from './seed/geo';
