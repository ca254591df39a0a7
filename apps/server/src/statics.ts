/**
 * The static fields of a viewer's views (the ruleset's `staticPaths`, e.g. Victory at Sea ship rosters
 * and aircraft profiles, about a third of a view's bytes): sent once in the welcome's `statics` and
 * left out of every view the viewer is sent afterwards (`joinStatics` in @salvo/kernel/protocol puts
 * them back). A viewer's statics are taken, once per game object in this process, from that viewer's
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
      const parts = path.split('.');
      const field = parts.pop() as string;
      collect(view, parts, 0, field, (out[path] = {}));
    }
    byViewer.set(viewer, (s = out));
  }
  return s;
}

/** A copy along the path only where something is left out; unchanged parts are the view's own objects. */
function strip(node: unknown, parts: readonly string[], i: number, field: string, byId: ById): unknown {
  if (!isNode(node)) return node;
  if (i === parts.length) {
    const id = node.id;
    if (typeof id !== 'string' || !Object.hasOwn(byId, id)) return node;
    const value = node[field];
    if (byId[id] !== value) {
      // a rebuilt state (a seeded game's rebuild) holds new roster objects: the same content is still the
      // statics' value, and the statics point at the new object so later frames take the fast path
      if (value === undefined || JSON.stringify(value) !== JSON.stringify(byId[id])) return node;
      byId[id] = value;
    }
    // undefined: JSON.stringify leaves the field out, and the copy keeps the object's shape
    return { ...node, [field]: undefined };
  }
  const part = parts[i] as string;
  if (part !== '*') {
    const child = node[part];
    const next = strip(child, parts, i + 1, field, byId);
    return next === child ? node : { ...node, [part]: next };
  }
  if (Array.isArray(node)) {
    let changed = false;
    const out = node.map((c: unknown) => {
      const n = strip(c, parts, i + 1, field, byId);
      if (n !== c) changed = true;
      return n;
    });
    return changed ? out : node;
  }
  let out: Node | null = null;
  for (const k of Object.keys(node)) {
    const c = node[k];
    const n = strip(c, parts, i + 1, field, byId);
    if (n !== c) (out ??= { ...node })[k] = n;
  }
  return out ?? node;
}

/** `view` without the fields `statics` holds with the same value; the view itself is not changed (it may share objects with the state). */
export function stripStatics(view: unknown, statics: Statics | null): unknown {
  if (statics === null) return view;
  let out = view;
  for (const [path, byId] of Object.entries(statics)) {
    const parts = path.split('.');
    const field = parts.pop() as string;
    out = strip(out, parts, 0, field, byId as ById);
  }
  return out;
}
