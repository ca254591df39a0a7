/** Small checks for `stateProblem` (state-check.ts): each returns null or the sentence of the first problem, with its path. */
import { showValue } from '@salvo/kernel';

export type Check = (v: unknown, path: string) => string | null;

export const fail = (path: string, what: string): string => `The state's ${path} must be ${what}.`;

export function obj(v: unknown, path: string): string | null {
  return typeof v === 'object' && v !== null && !Array.isArray(v) ? null : fail(path, 'an object');
}

export const bool: Check = (v, p) => (typeof v === 'boolean' ? null : fail(p, 'true or false'));

export const int = (min: number, max: number): Check => (v, p) =>
  Number.isInteger(v) && (v as number) >= min && (v as number) <= max ? null : fail(p, `a whole number from ${min} to ${max}, not ${showValue(v)}`);

export const oneOf = (values: readonly string[]): Check => (v, p) =>
  typeof v === 'string' && values.includes(v) ? null : fail(p, `one of ${values.join(', ')}`);

export const nullable = (c: Check): Check => (v, p) => (v === null ? null : c(v, p));
export const optional = (c: Check): Check => (v, p) => (v === undefined ? null : c(v, p));

export const shipId = (ids: ReadonlySet<string>): Check => (v, p) => (typeof v === 'string' && ids.has(v) ? null : fail(p, 'the id of a ship of the game'));

/** A list of `min` to `max` entries (no check of the entries). */
export function list(v: unknown, path: string, min: number, max: number): string | null {
  if (!Array.isArray(v)) return fail(path, 'a list');
  return v.length >= min && v.length <= max ? null : fail(path, `a list of ${min === max ? String(min) : `${min} to ${max}`} entries`);
}

export const listOf = (item: Check, max: number): Check => (v, p) => {
  const e = list(v, p, 0, max);
  if (e) return e;
  const a = v as unknown[];
  for (let i = 0; i < a.length; i++) {
    const x = item(a[i], `${p}[${i}]`);
    if (x) return x;
  }
  return null;
};

/** An object whose keys pass `key` and whose values pass `value`. */
export const dictOf = (key: (k: string) => boolean, value: Check): Check => (v, p) => {
  const e = obj(v, p);
  if (e) return e;
  for (const [k, x] of Object.entries(v as Record<string, unknown>)) {
    if (!key(k)) return `The state's ${p} has an unknown key ${JSON.stringify(k.slice(0, 40))}.`;
    const y = value(x, `${p}.${k}`);
    if (y) return y;
  }
  return null;
};
