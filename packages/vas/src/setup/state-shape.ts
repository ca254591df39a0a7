/**
 * Small checks of untrusted JSON for `parse` (state-fields.ts): each returns null or a sentence
 * naming the path. Objects must have exactly the listed keys (`opt` marks the optional ones);
 * lists and records are bounded and may carry no extra own keys (an own `constructor` on a list
 * would break every `.map` of the rules code). Ids are checked against the state's own ids (`Ctx`).
 * A path of '' is a quick pass: no path text is built, and a caller that gets a sentence back runs the
 * check again with the real path for the message (parse-state.ts).
 */
export interface Ctx {
  readonly fleets: ReadonlySet<string>;
  readonly ships: ReadonlySet<string>;
}

export type Check = ((v: unknown, path: string, ctx: Ctx) => string | null) & { readonly optional?: true };

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const own = (o: object, k: string): boolean => Object.prototype.hasOwnProperty.call(o, k);

export const int = (min: number, max: number): Check => (v, p) =>
  (Number.isInteger(v) && (v as number) >= min && (v as number) <= max ? null : `${p} must be a whole number from ${min} to ${max}`);
export const num = (min: number, max: number): Check => (v, p) =>
  (typeof v === 'number' && Number.isFinite(v) && v >= min && v <= max ? null : `${p} must be a number from ${min} to ${max}`);
export const bool: Check = (v, p) => (typeof v === 'boolean' ? null : `${p} must be true or false`);
export const str = (max: number): Check => (v, p) => (typeof v === 'string' && v.length <= max ? null : `${p} must be a text of at most ${max} characters`);
export const lit = (...values: readonly unknown[]): Check => (v, p) => (values.includes(v) ? null : `${p} has an unknown value`);
export const fleetId: Check = (v, p, c) => (typeof v === 'string' && c.fleets.has(v) ? null : `${p} must name a fleet of this battle`);
export const shipId: Check = (v, p, c) => (typeof v === 'string' && c.ships.has(v) ? null : `${p} must name a ship of this battle`);

export const opt = (c: Check): Check => Object.assign((v: unknown, p: string, ctx: Ctx) => (v === undefined ? null : c(v, p, ctx)), { optional: true as const });
export const nullable = (c: Check): Check => (v, p, ctx) => (v === null ? null : c(v, p, ctx));

export const list = (item: Check, max: number, unique = false): Check => (v, p, ctx) => {
  if (!Array.isArray(v) || v.length > max || Object.keys(v).length !== v.length) return `${p} must be a list of at most ${max}`;
  for (let i = 0; i < v.length; i++) {
    const bad = item(v[i], p === '' ? '' : `${p}[${i}]`, ctx);
    if (bad) return bad;
  }
  return unique && new Set(v).size !== v.length ? `${p} names something twice` : null;
};

/** A record whose keys pass `key` (a fleet or ship id) and whose values pass `value`. */
export const dict = (key: Check, value: Check, max: number): Check => (v, p, ctx) => {
  if (!isObj(v)) return `${p} must be an object`;
  const keys = Object.keys(v);
  if (keys.length > max) return `${p} has more than ${max} entries`;
  for (const k of keys) {
    const bad = key(k, p === '' ? '' : `${p} key "${k.slice(0, 40)}"`, ctx) ?? value(v[k], p === '' ? '' : `${p}.${k.slice(0, 40)}`, ctx);
    if (bad) return bad;
  }
  return null;
};

/** Exactly these fields: every required one present, none other. */
export const obj = (fields: Readonly<Record<string, Check>>): Check => {
  const entries = Object.entries(fields);
  return (v, p, ctx) => {
    if (!isObj(v)) return `${p} must be an object`;
    for (const k in v) if (own(v, k) && !own(fields, k)) return `${p} has an unknown field "${k.slice(0, 40)}"`;
    for (const [k, c] of entries) {
      if (!own(v, k) && !c.optional) return `${p}.${k} is missing`;
      const bad = c(v[k], p === '' ? '' : `${p}.${k}`, ctx);
      if (bad) return bad;
    }
    return null;
  };
};

/** One of several object shapes, chosen by the value of `tag`. */
export const tagged = (tag: string, shapes: Readonly<Record<string, Check>>): Check => (v, p, ctx) => {
  if (!isObj(v)) return `${p} must be an object`;
  const t = v[tag];
  const shape = typeof t === 'string' && own(shapes, t) ? shapes[t] : undefined;
  return shape ? shape(v, p, ctx) : `${p}.${tag} has an unknown value`;
};

/** Every check in turn (a shape, then a relation between its fields). */
export const all = (...checks: readonly Check[]): Check => (v, p, ctx) => {
  for (const c of checks) {
    const bad = c(v, p, ctx);
    if (bad) return bad;
  }
  return null;
};
