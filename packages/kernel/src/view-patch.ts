/**
 * View patches (issue 9): after its first full view, a connection that says `patches: true` in its hello
 * is sent each later view as the difference from the view it was sent before ("snapshot on join, deltas
 * after", as Colyseus does; server-anchors.md section 3). A view is plain JSON, so the difference is a
 * list of operations on paths of object keys and array indices:
 *   [path, value]  set the value at `path` (an index one past an array's end appends to it)
 *   [path]         remove the key at `path` from its object
 * Operations apply in order; the empty path replaces the whole view. Keys and values are the new view's
 * own, so a patch never carries anything its viewer's view does not.
 *
 * Contracts: `applyViewPatch(prev, diffView(prev, next))` deep-equals `next` as JSON (a field whose value
 * is undefined counts as absent), and `applyViewPatch` never changes `prev`: it copies each object and
 * array on a changed path and shares every other one with `prev` (new objects only where something
 * changed, as a UI that compares by reference wants).
 */
import { joinStatics, type Statics } from './statics';

export type PathKey = string | number;
export type PatchOp = readonly [path: readonly PathKey[], value?: unknown];
export type ViewPatch = readonly PatchOp[];

type Obj = Record<string, unknown>;
const isObj = (x: unknown): x is Obj => typeof x === 'object' && x !== null && !Array.isArray(x);

function walk(prev: unknown, next: unknown, path: PathKey[], out: PatchOp[]): void {
  if (prev === next) return;
  if (Array.isArray(prev) && Array.isArray(next)) {
    // grown: the common part by index, then the new elements appended; shrunk: sent whole
    if (next.length < prev.length) return void out.push([[...path], next]);
    for (let i = 0; i < next.length; i++) {
      if (i < prev.length) {
        path.push(i);
        walk(prev[i], next[i], path, out);
        path.pop();
      } else out.push([[...path, i], next[i]]);
    }
    return;
  }
  if (isObj(prev) && isObj(next)) {
    for (const k in next) {
      const b = next[k];
      if (b === undefined) continue;
      path.push(k);
      if (prev[k] === undefined) out.push([[...path], b]);
      else walk(prev[k], b, path, out);
      path.pop();
    }
    for (const k in prev) if (prev[k] !== undefined && next[k] === undefined) out.push([[...path, k]]);
    return;
  }
  out.push([[...path], next]);
}

/** The operations that turn `prev` into `next` (both plain JSON values); empty when they are equal. */
export function diffView(prev: unknown, next: unknown): PatchOp[] {
  const out: PatchOp[] = [];
  walk(prev, next, [], out);
  return out;
}

/** A patch that does not fit the view it is applied to (a client that missed a frame): resynchronise. */
export class PatchMismatch extends Error {}

const FORBIDDEN = new Set(['__proto__', 'constructor', 'prototype']);

/** `prev` with `patch` applied, copied along the changed paths (see the contract above). */
export function applyViewPatch<T>(prev: T, patch: ViewPatch): T {
  const copies = new Set<object>();
  const own = (x: unknown, at: readonly PathKey[]): Obj | unknown[] => {
    if (typeof x !== 'object' || x === null) throw new PatchMismatch(`the view has no object at ${at.join('.')}`);
    if (copies.has(x)) return x as Obj | unknown[];
    const c = Array.isArray(x) ? x.slice() : { ...(x as Obj) };
    copies.add(c);
    return c;
  };
  let root: unknown = prev;
  for (const op of patch) {
    const path = op[0];
    if (path.length === 0) {
      root = op[1];
      continue;
    }
    for (const k of path) if (typeof k === 'string' && FORBIDDEN.has(k)) throw new PatchMismatch(`a patch may not name ${k}`);
    root = own(root, []);
    let node = root as Obj & unknown[];
    for (let i = 0; i < path.length - 1; i++) {
      const k = path[i] as PathKey;
      const child = own(node[k as never], path.slice(0, i + 1));
      (node as Obj)[k] = child;
      node = child as Obj & unknown[];
    }
    const last = path[path.length - 1] as PathKey;
    if (op.length === 1) {
      if (Array.isArray(node)) throw new PatchMismatch(`a removal inside an array at ${path.join('.')}`);
      delete (node as Obj)[last];
    } else {
      if (Array.isArray(node) && (typeof last !== 'number' || last > node.length)) throw new PatchMismatch(`no element ${String(last)} to set at ${path.join('.')}`);
      (node as Obj)[last] = op[1];
    }
  }
  return root as T;
}

/**
 * A client's whole view after an update or welcome frame: the frame's `view`, or its `patch` applied to
 * `prev` (the view after this connection's previous frame), with the welcome's statics joined back in.
 * Throws PatchMismatch for a patch without a previous view: the client should reconnect.
 */
export function viewOfFrame(prev: unknown, frame: { readonly view?: unknown; readonly patch?: ViewPatch }, statics: Statics | undefined): unknown {
  if (frame.patch === undefined) return joinStatics(frame.view, statics);
  if (prev === undefined || prev === null) throw new PatchMismatch('a patch came before any view');
  return joinStatics(applyViewPatch(prev, frame.patch), statics);
}
