import { HttpResponse } from 'msw';

/**
 * Reading and checking request bodies, once for every handler. A handler declares each field it
 * reads with a rule; readBody() parses JSON (or a form), runs the rules in declaration order and
 * answers the first failure in the contract's envelope (a): HTTP 200 with success false for a
 * business failure the client shows, HTTP 400 (the contract's ClientError) for a body no client
 * could have meant (malformed JSON, a value of the wrong kind where the contract says so).
 */

export type Checked<T> = { value: T } | { problem: string; malformed?: true };

/** A field rule: reads the raw value; `body` is the whole body for rules comparing fields. */
export type Rule<T> = (raw: unknown, body: Readonly<Record<string, unknown>>) => Checked<T>;

type Shape = Record<string, Rule<unknown>>;
export type Parsed<S extends Shape> = { [K in keyof S]: S[K] extends Rule<infer T> ? T : never };

const good = <T>(value: T): Checked<T> => ({ value });
const bad = (problem: string): Checked<never> => ({ problem });

/** The contract's envelope (a) failure, HTTP 200: the client shows error_message. */
export function fail(errorMessage: string) {
  return HttpResponse.json({ success: false, error_message: errorMessage });
}

/** The contract's ClientError (assumed 4XX): a transport-level rejection. */
export function malformed(errorMessage = 'Malformed request body.') {
  return HttpResponse.json({ success: false, error_message: errorMessage }, { status: 400 });
}

async function rawBody(request: Request): Promise<Record<string, unknown> | null> {
  const type = request.headers.get('Content-Type') ?? '';
  try {
    if (type.includes('form')) {
      const form = await request.formData();
      // A file field keeps its File; text fields are strings, as in JSON.
      return Object.fromEntries(form.entries());
    }
    const text = await request.text();
    // No body at all reads as an empty object: every field is then missing, not malformed.
    const parsed: unknown = text.trim() === '' ? {} : JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** The body read against `shape`, or the response that refuses it. */
export async function readBody<S extends Shape>(
  request: Request,
  shape: S,
): Promise<Parsed<S> | Response> {
  const body = await rawBody(request);
  if (!body) return malformed();
  const out: Record<string, unknown> = {};
  for (const [key, rule] of Object.entries(shape)) {
    const checked = rule(body[key], body);
    if ('problem' in checked) {
      return checked.malformed ? malformed(checked.problem) : fail(checked.problem);
    }
    out[key] = checked.value;
  }
  return out as Parsed<S>;
}

export function isResponse(value: unknown): value is Response {
  return value instanceof Response;
}

// --- Rules ---------------------------------------------------------------------------------

/** A string, trimmed; missing or not a string reads as ''. With `required`, '' fails with it. */
export function text(required?: string): Rule<string> {
  return (raw) => {
    const value = typeof raw === 'string' ? raw.trim() : '';
    return required && !value ? bad(required) : good(value);
  };
}

/** A string kept as sent (passwords, base64); '' when missing. */
export function raw(check?: (value: string) => string | null): Rule<string> {
  return (input) => {
    const value = typeof input === 'string' ? input : '';
    const problem = check?.(value) ?? null;
    return problem ? bad(problem) : good(value);
  };
}

/** A password of at least `min` characters (the contract's minLength). */
export function password(min: number, problem: string): Rule<string> {
  return raw((value) => (value.length < min ? problem : null));
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const isEmail = (value: unknown): value is string =>
  typeof value === 'string' && EMAIL.test(value.trim());

/** An e-mail address, trimmed. */
export function email(problem = 'Please enter a valid email address.'): Rule<string> {
  return (input) => (isEmail(input) ? good(input.trim()) : bad(problem));
}

/** A trimmed string matching `pattern`. */
export function match(pattern: RegExp, problem: string): Rule<string> {
  return (input) => {
    const value = typeof input === 'string' ? input.trim() : '';
    return pattern.test(value) ? good(value) : bad(problem);
  };
}

/** A whole number of at least `min`; anything else fails with `problem`. */
export function int(problem: string, min = Number.MIN_SAFE_INTEGER): Rule<number> {
  return (input) =>
    typeof input === 'number' && Number.isInteger(input) && input >= min
      ? good(input)
      : bad(problem);
}

/** A whole number, also when sent as a numeric string (path-like ids); null when absent. */
export function id(): Rule<number | null> {
  return (input) => {
    const value = typeof input === 'string' && input.trim() !== '' ? Number(input) : input;
    return good(typeof value === 'number' && Number.isInteger(value) ? value : null);
  };
}

/** One of the contract's enumerated values. */
export function oneOf<T extends string | number>(choices: readonly T[], problem: string): Rule<T> {
  return (input) => (choices.includes(input as T) ? good(input as T) : bad(problem));
}

/** A list of whole numbers (with `nonEmpty`, at least one). */
export function intList(problem: string, nonEmpty = false): Rule<number[]> {
  return (input) =>
    Array.isArray(input) &&
    (!nonEmpty || input.length > 0) &&
    input.every((item) => Number.isInteger(item))
      ? good(input as number[])
      : bad(problem);
}

/** `rule` when the field is present; `fallback` when it is missing or null. */
export function optional<T>(rule: Rule<T>, fallback: T): Rule<T> {
  return (input, body) =>
    input === undefined || input === null ? good(fallback) : rule(input, body);
}

/** A failure of `rule` becomes the contract's 400 ClientError instead of a business failure. */
export function strict<T>(rule: Rule<T>): Rule<T> {
  return (input, body) => {
    const checked = rule(input, body);
    return 'problem' in checked ? { problem: checked.problem, malformed: true } : checked;
  };
}

/** `rule`, then `check` on its value (business rules that need the parsed value or the body). */
export function refine<T>(
  rule: Rule<T>,
  check: (value: T, body: Readonly<Record<string, unknown>>) => string | null,
): Rule<T> {
  return (input, body) => {
    const checked = rule(input, body);
    if ('problem' in checked) return checked;
    const problem = check(checked.value, body);
    return problem ? bad(problem) : checked;
  };
}

/** Any value, unchecked (fields only passed through). */
export function passThrough(): Rule<unknown> {
  return (input) => good(input);
}
