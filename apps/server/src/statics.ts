/**
 * The static fields of a viewer's views (the ruleset's `staticPaths`, e.g. Victory at Sea ship rosters
 * and aircraft profiles, about a third of a view's bytes): sent once in the welcome's `statics` and
 * left out of every view the viewer is sent afterwards (`joinStatics` in @salvo/kernel/protocol puts
 * them back; `withoutStatics` serialises a view without them). A viewer's statics are taken, once per game object in this process, from that viewer's
 * own `observe` view, the first time a frame is built for it; so they hold nothing its view did not.
 * A field is left out of a view only where its value is the very object the statics hold (engines share
 * rosters between states, never mutate them) or has the same JSON; a field that changed, or an element
 * the statics do not know, stays in the view: stripping never loses anything, it only fails to save.
 */
import type { Statics } from '@salvo/kernel/protocol';
import type { LiveGame } from './live';

type Node = Record<string, unknown>;
type ById = Record<string, unknown>;
const isNode = (x: unknown): x is Node => typeof x === 'object' && x !== null;

/** By game object, by viewer (a rebuilt game gets new statics: its rosters are new objects). */
const taken = new WeakMap<LiveGame, Map<string, Statics>>();

function collect(node: unknown, parts: readonly string[], i: number, field: string, out: ById): void {
  if (!isNode(node)) return;
  if (i === parts.length) {
    if (typeof node.id === 'string' && Object.hasOwn(node, field) && node[field] !== undefined) out[node.id] = node[field];
    return;
  }
  const part = parts[i] as string;
  if (part !== '*') return collect(node[part], parts, i + 1, field, out);
  for (const child of Array.isArray(node) ? node : Object.values(node)) collect(child, parts, i + 1, field, out);
}

/** The statics of `viewer` in game `g` (taken from `view`, that viewer's current view, when first asked), or null when the ruleset has none. */
export function staticsFor(g: LiveGame, viewer: string, view: unknown): Statics | null {
  const paths = g.rs.staticPaths;
  if (paths.length === 0) return null;
  let byViewer = taken.get(g);
  if (!byViewer) taken.set(g, (byViewer = new Map()));
  let s = byViewer.get(viewer);
  if (s === undefined) {
    const out: Record<string, ById> = {};
    for (const path of paths) {
      const { parts, field } = pathOf(path);
      collect(view, parts, 0, field, (out[path] = {}));
    }
    byViewer.set(viewer, (s = out));
  }
  return s;
}

interface Path { readonly parts: readonly string[]; readonly field: string }
const parsed = new Map<string, Path>();
function pathOf(path: string): Path {
  let p = parsed.get(path);
  if (p === undefined) {
    const parts = path.split('.');
    const field = parts.pop() as string;
    parsed.set(path, (p = { parts, field }));
  }
  return p;
}

interface Hidden { readonly node: Node; readonly field: string; readonly value: unknown }

function hide(node: unknown, parts: readonly string[], i: number, field: string, byId: ById, out: Hidden[]): void {
  if (!isNode(node)) return;
  if (i === parts.length) {
    const id = node.id;
    if (typeof id !== 'string' || !Object.hasOwn(byId, id)) return;
    const value = node[field];
    if (byId[id] !== value) {
      // a rebuilt state (a seeded game's rebuild) holds new roster objects: the same content is still the
      // statics' value, and the statics point at the new object so later frames take the fast path
      if (value === undefined || JSON.stringify(value) !== JSON.stringify(byId[id])) return;
      byId[id] = value;
    }
    if (Object.isFrozen(node)) return;
    // undefined, not delete: JSON.stringify leaves the field out and the object keeps its shape
    node[field] = undefined;
    out.push({ node, field, value });
    return;
  }
  const part = parts[i] as string;
  if (part !== '*') return hide(node[part], parts, i + 1, field, byId, out);
  if (Array.isArray(node)) for (const child of node) hide(child, parts, i + 1, field, byId, out);
  else for (const k of Object.keys(node)) hide(node[k], parts, i + 1, field, byId, out);
}

/**
 * `encode()` (a JSON.stringify of something holding `view`) with the fields `statics` holds left out of
 * `view`. The fields are set to undefined for the call and put back before this returns, even if it throws:
 * nothing else runs in between, so no other code ever sees the view (or a state object it may share)
 * changed. Copying the objects instead cost about a fifth of the frame's serialisation.
 */
export function withoutStatics<T>(view: unknown, statics: Statics | null, encode: () => T): T {
  if (statics === null) return encode();
  const hidden: Hidden[] = [];
  try {
    for (const path of Object.keys(statics)) {
      const { parts, field } = pathOf(path);
      hide(view, parts, 0, field, statics[path] as ById, hidden);
    }
    return encode();
  } finally {
    for (const h of hidden) h.node[h.field] = h.value;
  }
}

/**
 * Whether a patch's values may hold a static field: an operation whose path stops at or above the
 * elements of a static path (`ships`, or `ships.<id>`, for `ships.*.roster`) sets a subtree that may
 * contain one. Otherwise the patch is serialised as it is, without the walk over the view that
 * `withoutStatics` makes.
 */
export function patchMayHoldStatics(patch: readonly (readonly [readonly (string | number)[], unknown?])[], statics: Statics | null): boolean {
  if (statics === null) return false;
  for (const path of Object.keys(statics)) {
    const { parts } = pathOf(path);
    for (const [at] of patch) {
      if (at.length > parts.length) continue;
      let prefix = true;
      for (let i = 0; i < at.length && prefix; i++) prefix = parts[i] === '*' || parts[i] === String(at[i]);
      if (prefix) return true;
    }
  }
  return false;
}
