import { readItem, removeItem, writeItem } from './storage';

/**
 * Drafts: what someone typed into a form and has not saved or sent yet, so a reload (a phone's
 * pull to refresh), a crash or a visit to another screen loses none of it. The one mechanism of
 * every form that keeps a draft (components/form/KeepDraft writes and restores them).
 *
 * - Kept for the tab's session (sessionStorage): a draft never outlives the browser session, on a
 *   shared computer included.
 * - A draft holds only the fields that differ from what the form started with (the server's
 *   values, or what the page filled in), and only the fields its form names: card numbers,
 *   CVVs and passwords are never among them.
 * - Read back only where a stored value has the type of the form's own value: a draft of an
 *   older build, or a hand-edited one, restores what still fits and nothing else.
 * - A logout forgets every draft (the store's middleware, app/store.ts); an expired session
 *   keeps them for the same login, and a different login forgets them (`claimDrafts`).
 */
const PREFIX = 'buscharter:draft:';
const OWNER_KEY = 'buscharter:draft-owner';
const VERSION = 1;

type DraftValues = Record<string, unknown>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function read(name: string): DraftValues {
  const text = readItem('session', PREFIX + name);
  if (!text) return {};
  try {
    const stored = JSON.parse(text) as unknown;
    return isRecord(stored) && stored.v === VERSION && isRecord(stored.values) ? stored.values : {};
  } catch {
    return {};
  }
}

/** What a text or number field holds. */
const isTyped = (value: unknown): boolean => typeof value === 'string' || typeof value === 'number';

/** A value with no list or record inside (a row of a list: its name and e-mail). */
const isFlat = (value: unknown): boolean =>
  typeof value !== 'object' ||
  (isRecord(value) && Object.values(value).every((item) => typeof item !== 'object'));

/**
 * A stored value fits a form's value when both are of one kind (text, number, list, ...). A
 * list fits item by item: against the form's first item, or, when the form's list is empty
 * (rows added since), against the stored first, which must be flat. A record (a row) fits when
 * it has the form's keys and each of its values fits.
 */
function fits(stored: unknown, current: unknown): boolean {
  if (Array.isArray(current)) {
    if (!Array.isArray(stored)) return false;
    const sample: unknown = current.length > 0 ? current[0] : stored[0];
    return (current.length > 0 || isFlat(sample)) && stored.every((item) => fits(item, sample));
  }
  if (isRecord(current)) {
    const keys = Object.keys(current);
    return (
      isRecord(stored) &&
      Object.keys(stored).length === keys.length &&
      keys.every((key) => key in stored && fits(stored[key], current[key]))
    );
  }
  if (current === null) return stored === null || isTyped(stored);
  // A number field holds text until Formik reads it as a number (and '' once emptied): either
  // is the field's value.
  if (isTyped(current)) return isTyped(stored);
  return typeof stored === typeof current && !isRecord(stored);
}

const same = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);

/**
 * `base` with the draft named `name` laid over it (the fields `fields` names: no default, so a
 * field added to a form is never kept until named); `base` itself when there is nothing to restore.
 */
export function withDraft<V extends object>(
  name: string,
  base: V,
  fields: readonly (keyof V & string)[],
): V {
  const draft = read(name);
  const source = base as DraftValues;
  const restored: DraftValues = {};
  for (const field of fields) {
    if (field in draft && fits(draft[field], source[field]) && !same(draft[field], source[field]))
      restored[field] = draft[field];
  }
  return Object.keys(restored).length > 0 ? { ...base, ...restored } : base;
}

/** The fields of `values` (of those `fields` names) that differ from `base`. */
export function changedFields<V extends object>(
  values: V,
  base: V,
  fields: readonly (keyof V & string)[],
): Partial<V> {
  const changed: Partial<V> = {};
  for (const field of fields) {
    if (!same(values[field], base[field])) changed[field] = values[field];
  }
  return changed;
}

/** Keeps `changed` as the draft `name`; nothing changed removes it. */
export function writeDraft(name: string, changed: object): void {
  if (Object.keys(changed).length === 0) {
    removeItem('session', PREFIX + name);
    return;
  }
  writeItem('session', PREFIX + name, JSON.stringify({ v: VERSION, values: changed }));
}

export function clearDraft(name: string): void {
  removeItem('session', PREFIX + name);
}

/** Whether a draft named `name` is kept (a form can then say what it could not keep). */
export function hasDraft(name: string): boolean {
  return Object.keys(read(name)).length > 0;
}

function draftNames(): string[] {
  const names: string[] = [];
  try {
    for (let index = 0; index < window.sessionStorage.length; index += 1) {
      const key = window.sessionStorage.key(index);
      if (key?.startsWith(PREFIX)) names.push(key.slice(PREFIX.length));
    }
  } catch {
    // Storage refused: nothing was kept either.
  }
  return names;
}

/** A logout: every draft of the tab is forgotten, with whose they were. */
export function clearDrafts(): void {
  for (const name of draftNames()) clearDraft(name);
  removeItem('session', OWNER_KEY);
}

/**
 * A login: the drafts kept are this login's (kept through an expired session) or a visitor's
 * (a trip typed before logging in). Another login's are forgotten before anything reads them.
 */
export function claimDrafts(owner: string): void {
  const previous = readItem('session', OWNER_KEY);
  if (previous !== null && previous !== owner) clearDrafts();
  writeItem('session', OWNER_KEY, owner);
}
