/**
 * The bases of view patches: per game object and viewer, the last view this process sent that viewer's
 * connections (in full or as a patch) and its version. A connection that applies patches and was last
 * sent exactly that version is sent the next view as `diffView(base, view)`; any other is sent the view
 * whole, so a patch always applies to what the connection holds. Views are the engine's `observe`
 * results, which nothing changes after they are built (withoutStatics restores what it hides before it
 * returns), so holding one is safe. A rebuilt game object starts without bases.
 */
import type { LiveGame } from './live';

interface Base { readonly v: number; readonly view: unknown }

const bases = new WeakMap<LiveGame, Map<string, Base>>();

/** The view `viewer` was sent at version `v` in game `g`, if it is the last one this process sent it. */
export function baseAt(g: LiveGame, viewer: string, v: number): unknown {
  const b = bases.get(g)?.get(viewer);
  return b !== undefined && b.v === v ? b.view : undefined;
}

/** Records that `viewer` was sent `view`, the view at version `v` of game `g`. */
export function rememberSent(g: LiveGame, viewer: string, v: number, view: unknown): void {
  let byViewer = bases.get(g);
  if (!byViewer) bases.set(g, (byViewer = new Map()));
  const b = byViewer.get(viewer);
  if (b === undefined || b.v <= v) byViewer.set(viewer, { v, view });
}
