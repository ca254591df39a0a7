/**
 * Copies of the Advanced Rules bookkeeping (`VasState.naval`), keys in `emptyNaval`'s order, for the
 * one clone per action (turn/clone-state.ts).
 */
import type { NavalState, SquareRef } from '../types';

/** Fields in the order every state has them (setup/naval.ts). */
export function emptyNaval(): NavalState {
  return {
    torpedoes: [], nextSpreadId: 1, hidden: {}, detected: {}, depthChanged: [], revealDone: [], detectionTried: [],
    pendingHunts: [], mustReveal: [], crashDives: [], squadrons: [], squadronTurn: null, exits: {}, forbiddenEdges: {},
  };
}

function mapOf<T, U>(rec: Record<string, T>, f: (v: T) => U): Record<string, U> {
  const out: Record<string, U> = {};
  for (const k of Object.keys(rec)) {
    const v = rec[k];
    if (v !== undefined) out[k] = f(v);
  }
  return out;
}

const sq = (s: SquareRef): SquareRef => ({ col: s.col, row: s.row });

export function cloneNaval(n: NavalState): NavalState {
  const t = n.squadronTurn;
  return {
    torpedoes: n.torpedoes.map((s) => ({ ...s })),
    nextSpreadId: n.nextSpreadId,
    hidden: mapOf(n.hidden, sq),
    detected: mapOf(n.detected, (v) => v.slice()),
    depthChanged: n.depthChanged.slice(),
    revealDone: n.revealDone.slice(),
    detectionTried: n.detectionTried.slice(),
    pendingHunts: n.pendingHunts.map((h) => ({ ship: h.ship, square: sq(h.square) })),
    mustReveal: n.mustReveal.slice(),
    crashDives: n.crashDives.map((c) => ({ ship: c.ship, by: c.by })),
    squadrons: n.squadrons.map((q) => ({ id: q.id, fleet: q.fleet, ships: q.ships.slice() })),
    squadronTurn: t === null ? null : { squadron: t.squadron, phase: t.phase, remaining: t.remaining.slice() },
    exits: mapOf(n.exits, (e) => ({ ...e })),
    forbiddenEdges: mapOf(n.forbiddenEdges, (v) => v.slice()),
  };
}
