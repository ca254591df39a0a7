/**
 * VAS-SUB-HIDDEN-INFO: a hidden submersible's square is secret from every other side. In a view for a
 * viewer not on its side (a spectator included), the boat's recorded square is left out and its
 * position and heading read as a fixed placeholder, so that two states differing only in where a boat
 * hides give the same view. That it is hidden is public.
 */
import type { VasView } from '../types';

export const HIDDEN_PLACE = { x: 0, y: 0 } as const;

/** Mutates a freshly copied view (observe's own copy). */
export function redactHidden(view: VasView & { naval: VasView['naval'] }, viewer: string): void {
  const viewerSide = Object.hasOwn(view.fleets, viewer) ? view.fleets[viewer]?.side : undefined;
  for (const id of view.shipOrder) {
    const s = view.ships[id];
    if (!s || !s.hidden) continue;
    if (viewerSide !== undefined && view.fleets[s.fleet]?.side === viewerSide) continue;
    s.position = { x: HIDDEN_PLACE.x, y: HIDDEN_PLACE.y };
    s.heading = 0;
    delete view.naval.hidden[id];
  }
}
