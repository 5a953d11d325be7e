/**
 * Typed readers for server answers (after camelizing). Every api function reads its answer through
 * these once, so the slices and screens only ever see the shapes in `types.ts`.
 *
 * The rule: a container of the wrong shape (the envelope, a list that is not a list, an object
 * that is not an object) throws a DecodeError, which the api helper turns into the call's
 * fallback text; an item of a list that does not read is dropped; a field read with `optional`
 * or `withDefault` that has the wrong type counts as absent.
 */

/** Thrown by a reader; never shown (the api helper swaps in the call's own text). */
export class DecodeError extends Error {
  constructor(expected: string) {
    super(`Unexpected response shape: expected ${expected}`);
    this.name = 'DecodeError';
  }
}

/** Reads an unknown value as T, or throws a DecodeError. */
export type Decoder<T> = (value: unknown) => T;

export type Decoded<D> = D extends Decoder<infer T> ? T : never;

export const string: Decoder<string> = (value) => {
  if (typeof value !== 'string') throw new DecodeError('a string');
  return value;
};

/** A finite number; numeric text is not a number (the contract sends numbers as numbers). */
export const number: Decoder<number> = (value) => {
  if (typeof value !== 'number' || !Number.isFinite(value)) throw new DecodeError('a number');
  return value;
};

export const integer: Decoder<number> = (value) => {
  if (!Number.isInteger(value)) throw new DecodeError('an integer');
  return value as number;
};

export const boolean: Decoder<boolean> = (value) => {
  if (typeof value !== 'boolean') throw new DecodeError('a boolean');
  return value;
};

/** One of a fixed set of values (an enumeration of the contract). */
export function literal<const T extends string | number>(...allowed: readonly T[]): Decoder<T> {
  return (value) => {
    if (!allowed.includes(value as T)) throw new DecodeError(`one of ${allowed.join(', ')}`);
    return value as T;
  };
}

/** null or absent reads as null; anything else must read with `decoder`. */
export function nullable<T>(decoder: Decoder<T>): Decoder<T | null> {
  return (value) => (value === null || value === undefined ? null : decoder(value));
}

/** Absent, null or of the wrong type reads as undefined: the field is dropped, not fatal. */
export function optional<T>(decoder: Decoder<T>): Decoder<T | undefined> {
  return (value) => {
    try {
      return value === null || value === undefined ? undefined : decoder(value);
    } catch (error) {
      if (error instanceof DecodeError) return undefined;
      throw error;
    }
  };
}

/** Like `optional`, with a value to use instead of undefined. */
export function withDefault<T>(decoder: Decoder<T>, fallback: T): Decoder<T> {
  const read = optional(decoder);
  return (value) => read(value) ?? fallback;
}

/** A list; an item that does not read (null, wrong type, missing required field) is dropped. */
export function arrayOf<T>(decoder: Decoder<T>): Decoder<T[]> {
  return (value) => {
    if (!Array.isArray(value)) throw new DecodeError('a list');
    const items: T[] = [];
    for (const item of value) {
      try {
        items.push(decoder(item));
      } catch (error) {
        if (!(error instanceof DecodeError)) throw error;
      }
    }
    return items;
  };
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

type Fields = Record<string, Decoder<unknown>>;

/** The decoded object: keys whose reader may give undefined become optional keys. */
type ObjectOf<F extends Fields> = {
  [K in keyof F as undefined extends Decoded<F[K]> ? never : K]: Decoded<F[K]>;
} & {
  [K in keyof F as undefined extends Decoded<F[K]> ? K : never]?: Decoded<F[K]>;
};

type Simplify<T> = { [K in keyof T]: T[K] } & {};

/**
 * An object read field by field; keys not listed are left out. Undefined results are left out
 * too, so the decoded object has no `key: undefined` entries.
 */
export function object<F extends Fields>(fields: F): Decoder<Simplify<ObjectOf<F>>> {
  // Listed once, not per object read: a search answer reads thousands of objects.
  const entries = Object.entries(fields);
  return (value) => {
    if (!isRecord(value)) throw new DecodeError('an object');
    const result: Record<string, unknown> = {};
    for (const [key, read] of entries) {
      const field = read(value[key]);
      if (field !== undefined) result[key] = field;
    }
    return result as Simplify<ObjectOf<F>>;
  };
}

/** Reads the value, then maps it (e.g. to trim, or to rename fields). */
export function map<A, B>(decoder: Decoder<A>, transform: (value: A) => B): Decoder<B> {
  return (value) => transform(decoder(value));
}

/** The first reader that accepts the value. */
export function oneOf<T>(...decoders: readonly Decoder<T>[]): Decoder<T> {
  return (value) => {
    for (const decoder of decoders) {
      try {
        return decoder(value);
      } catch (error) {
        if (!(error instanceof DecodeError)) throw error;
      }
    }
    throw new DecodeError('one of several shapes');
  };
}

/** Accepts anything (for answers whose body the caller does not read). */
export const ignore: Decoder<void> = () => undefined;

/**
 * The vocabulary under one name, as an api file reads it: `d.object({ id: d.integer })`. One
 * import line per file (`import { d } from '@/lib/decode'`), whatever readers it uses.
 */
export const d = {
  string,
  number,
  integer,
  boolean,
  literal,
  nullable,
  optional,
  withDefault,
  arrayOf,
  object,
  map,
  oneOf,
  ignore,
} as const;
