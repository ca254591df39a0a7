/**
 * A bounded memo for `parse` (VAS-ENGINE-SERIALIZE): saved states repeat the same rosters and aircraft
 * profiles step after step, and their schema check is the dearest part of `parse`. A value counts as
 * already checked only when it is deeply equal to a frozen copy of one the check passed before: same
 * keys in the same order, every leaf `Object.is`-equal (so -0, NaN and Infinity never pass for 0 or null).
 * Anything else gets the full check. The memo changes no answer, only how fast it comes: it is the one
 * piece of module state in the engine, and callers cannot observe it.
 */
const LIMIT = 256;

function same(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(b)) {
    if (!Array.isArray(a) || a.length !== b.length || Object.keys(a).length !== b.length) return false;
    for (let i = 0; i < b.length; i++) if (!same(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(a) || Object.getPrototypeOf(a) !== Object.prototype) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  for (let i = 0; i < kb.length; i++) {
    const k = kb[i] as string;
    if (ka[i] !== k || !same((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k])) return false;
  }
  return true;
}

function frozenCopy<T>(v: T): T {
  const c = structuredClone(v);
  const freeze = (x: unknown): void => {
    if (typeof x !== 'object' || x === null) return;
    Object.freeze(x);
    for (const y of Object.values(x)) freeze(y);
  };
  freeze(c);
  return c;
}

/**
 * `check` (null: valid, else a sentence) wrapped so that values deeply equal to one it passed before
 * pass at once. `bucket` narrows the search (a roster's class or a profile's name).
 */
export function memoValid(check: (v: unknown) => string | null, bucket: (v: unknown) => string): (v: unknown) => string | null {
  const passed = new Map<string, unknown[]>();
  let size = 0;
  return (v) => {
    const key = bucket(v);
    const seen = passed.get(key);
    if (seen?.some((p) => same(v, p))) return null;
    const bad = check(v);
    if (bad === null) {
      if (size >= LIMIT) { passed.clear(); size = 0; }
      const list = passed.get(key) ?? [];
      list.push(frozenCopy(v));
      passed.set(key, list);
      size += 1;
    }
    return bad;
  };
}

/** A bucket for JSON objects: the text at `field`, or '' without one. */
export const byField = (field: string) => (v: unknown): string => {
  const f = typeof v === 'object' && v !== null ? (v as Record<string, unknown>)[field] : undefined;
  return typeof f === 'string' ? f : '';
};
