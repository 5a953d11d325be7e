/**
 * What Formik takes from lodash (clone, cloneDeep, toPath), for form values: plain objects,
 * arrays and primitives. The build hands these to Formik instead of lodash's (vite.config.ts,
 * formikWithSmallLodash): lodash's clone handles every built-in type through one engine, about
 * 6 KB gzip on every screen with a form. Anything else (a Date, a File) is kept as it is, where
 * lodash would copy a Date and empty a File. test/lib/formikLodash.test.ts compares them.
 */

type Key = string | symbol;

function isPlainObject(value: unknown): value is Record<Key, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/** A shallow copy of an array or an object (its prototype kept, as lodash's clone does). */
export function clone<T>(value: T): T {
  if (Array.isArray(value)) return value.slice() as T;
  if (value === null || typeof value !== 'object') return value;
  return Object.assign(Object.create(Object.getPrototypeOf(value) as object | null), value) as T;
}

/** A deep copy of the arrays and plain objects in a value; anything else is kept. */
export function cloneDeep<T>(value: T): T {
  if (Array.isArray(value)) return value.map((item: unknown) => cloneDeep(item)) as T;
  if (!isPlainObject(value)) return value;
  const copy = Object.create(Object.getPrototypeOf(value) as object | null) as Record<Key, unknown>;
  const symbols = Object.getOwnPropertySymbols(value).filter((symbol) =>
    Object.prototype.propertyIsEnumerable.call(value, symbol),
  );
  for (const key of [...Object.keys(value), ...symbols]) copy[key] = cloneDeep(value[key]);
  return copy as T;
}

/** lodash's property-name pattern: a.b, a[0], a["b.c"], a['b']. */
const PROPERTY =
  /[^.[\]]+|\[(?:(-?\d+(?:\.\d+)?)|(["'])((?:(?!\2)[^\\]|\\.)*?)\2)\]|(?=(?:\.|\[\])(?:\.|\[\]|$))/g;
const ESCAPE = /\\(\\)?/g;

function keyOf(value: unknown): Key {
  if (typeof value === 'symbol') return value;
  if (Object.is(value, -0)) return '-0';
  return String(value);
}

/** "additionalEmails[0].email" as ['additionalEmails', '0', 'email']. */
export function toPath(value: unknown): Key[] {
  if (Array.isArray(value)) return value.map(keyOf);
  if (typeof value === 'symbol') return [value];
  const text =
    typeof value === 'string'
      ? value
      : typeof value === 'number' || typeof value === 'boolean'
        ? String(value)
        : '';
  const path: Key[] = text.startsWith('.') ? [''] : [];
  text.replace(
    PROPERTY,
    (match: string, number?: string, quote?: string, quoted?: string): string => {
      path.push(quote ? (quoted ?? '').replace(ESCAPE, '$1') : (number ?? match));
      return match;
    },
  );
  return path;
}
