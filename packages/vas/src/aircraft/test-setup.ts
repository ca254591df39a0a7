/**
 * Test helpers for aircraft combat: Ark Royal with a Swordfish and a Fulmar against Bismarck with four
 * Stukas and an Me-109. `toAttack` plays to the Attack Phase: rn wins the initiative, every ship steams
 * 1" ahead (Ark Royal to (11, 24), Bismarck to (59, 24)), the given fleet's aircraft move first and the
 * planned flights fly to their points (with torpedoes declared).
 */
import type { Vec } from '@salvo/kernel';
import { vas } from '../index';
import type { AirTorpedoDeclaration, VasAction, VasSetup, VasState } from '../types';
import { play, start, toMovement } from '../../test/fixtures';
import { isFighter } from './movement';

export const AIR_SETUP: VasSetup = {
  seed: 8,
  fleets: [
    {
      id: 'rn', ships: [{ id: 'ark', name: 'HMS Ark Royal', class: 'Ark Royal', position: { x: 10, y: 24 }, heading: 90 }],
      flights: [
        { id: 'sword', aircraft: 'Fairey Swordfish', carrier: 'ark', airborne: true, position: { x: 54, y: 28 } },
        { id: 'fulmar', aircraft: 'Fairey Fulmar', carrier: 'ark', airborne: true, position: { x: 18, y: 33 } },
      ],
    },
    {
      id: 'km', ships: [{ id: 'bismarck', name: 'Bismarck', class: 'Bismarck', position: { x: 60, y: 24 }, heading: 270 }],
      flights: [
        { id: 'stuka1', aircraft: 'Junkers Ju-87', position: { x: 16, y: 27 } },
        { id: 'stuka2', aircraft: 'Junkers Ju-87', position: { x: 16, y: 30 } },
        { id: 'stuka3', aircraft: 'Junkers Ju-87', position: { x: 16, y: 30 } },
        { id: 'stuka4', aircraft: 'Junkers Ju-87', position: { x: 16, y: 30 } },
        { id: 'me109', aircraft: 'Messerschmitt Me-109', position: { x: 30, y: 30 } },
      ],
    },
  ],
};

export interface AirPlan {
  readonly to?: Readonly<Record<string, Vec>>;
  readonly torpedoes?: readonly AirTorpedoDeclaration[];
  /** The fleet whose aircraft move first (default rn). */
  readonly first?: 'rn' | 'km';
}

export function toAttack(plan: AirPlan, s0: VasState = start(AIR_SETUP), stop?: (s: VasState) => boolean): VasState {
  let s = toMovement(s0, [6, 6, 1, 1]).state;
  for (let i = 0; i < 100 && s.phase === 'movement' && !stop?.(s); i++) {
    const p = vas.pending(s);
    if (p.kind !== 'decision') throw new Error(`unexpected ${JSON.stringify(p)}`);
    let a: VasAction;
    if (p.decision === 'nominate-move') {
      const ship = s.shipOrder.find((id) => s.ships[id]?.fleet === p.player && !s.ships[id]?.movedThisTurn) ?? '';
      a = { type: 'nominate-move', ship };
    } else if (p.decision === 'move') a = { type: 'move', ship: s.moving ?? '', legs: [{ forward: 1 }] };
    else if (p.decision === 'air-first') a = { type: 'air-first', fleet: p.player, first: p.player === (plan.first ?? 'rn') };
    else if (p.decision === 'fly') {
      const fighters = s.air.stage?.kind === 'fighters';
      const mine = s.air.flights.filter((f) => f.fleet === p.player && isFighter(f) === fighters);
      const moves = mine.flatMap((f) => (plan.to?.[f.id] ? [{ flight: f.id, to: plan.to[f.id] as Vec }] : []));
      const torpedoes = (plan.torpedoes ?? []).filter((t) => mine.some((f) => f.id === t.flight));
      a = { type: 'fly', fleet: p.player, moves, ...(torpedoes.length ? { torpedoes } : {}) };
    } else throw new Error(`unexpected decision ${p.decision}`);
    s = play(s, [a]).state;
  }
  return s;
}

/** Answers every pending AA and dodge roll with `face` on each die. */
export function rollAA(s0: VasState, face: number): VasState {
  let s = s0;
  for (let p = vas.pending(s); p.kind === 'chance' && (p.request.purpose === 'aa' || p.request.purpose === 'dodge'); p = vas.pending(s)) {
    s = play(s, [{ type: 'roll', values: Array.from({ length: p.request.dice }, () => face) }]).state;
  }
  return s;
}

export const tamper = (s: VasState, f: (x: VasState) => void): VasState => {
  const copy = JSON.parse(vas.serialize(s)) as VasState;
  f(copy);
  return copy;
};

export const flight = (s: VasState, id: string) => {
  const f = s.air.flights.find((x) => x.id === id);
  if (!f) throw new Error(`no flight ${id}`);
  return f;
};
