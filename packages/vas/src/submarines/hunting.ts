/**
 * Long-Ranged Detection (VAS-SUB-LONG-RANGE): whenever a Sub-Hunter moves into a new square, a die is
 * rolled; on a 6 every enemy submersible still hidden in that square is revealed and its owner places it
 * anywhere in the square. Salvo rolls for each square the ship's path enters other than the one it
 * started in, and only while an enemy fleet still has a hidden submersible (so that the roll itself says
 * nothing about where they are; docs/rules-decisions.md).
 */
import { normalizeHeading, type ChanceRequest, type Vec } from '@salvo/kernel';
import type { MoveLeg, ShipState, SquareRef, VasEvent, VasState } from '../types';
import { hasShipTrait } from '../traits/ship-traits';
import type { SubData } from './resolution-data';
import { sameSquare, squareName, squareOf } from './squares';

const STEP = 0.25;
const sideOf = (state: VasState, ship: ShipState): string => state.fleets[ship.fleet]?.side ?? ship.fleet;

/** Squares entered along the legs from `from` at `heading`, in order, without the starting square. */
export function squaresEntered(state: VasState, from: Vec, heading: number, legs: readonly MoveLeg[]): SquareRef[] {
  const out: SquareRef[] = [];
  let at = from;
  let h = heading;
  let last = squareOf(state.options.table, from);
  for (const leg of legs) {
    if ('turn' in leg) {
      h = normalizeHeading(h + leg.turn);
      continue;
    }
    const rad = (h * Math.PI) / 180;
    const steps = Math.max(1, Math.ceil(leg.forward / STEP));
    for (let i = 1; i <= steps; i++) {
      const d = (leg.forward * i) / steps;
      const p = { x: at.x + Math.sin(rad) * d, y: at.y + Math.cos(rad) * d };
      const sq = squareOf(state.options.table, p);
      if (!sameSquare(sq, last)) {
        out.push(sq);
        last = sq;
      }
    }
    at = { x: at.x + Math.sin(rad) * leg.forward, y: at.y + Math.cos(rad) * leg.forward };
  }
  return out;
}

export const enemyHasHidden = (state: VasState, ship: ShipState): boolean =>
  state.shipOrder.some((id) => {
    const s = state.ships[id];
    return s !== undefined && s.hidden && !s.destroyed && Object.hasOwn(state.naval.hidden, id) && sideOf(state, s) !== sideOf(state, ship);
  });

/** After a Sub-Hunter's move: queue a roll for each square it entered. */
export function queueHunts(draft: VasState, ship: ShipState, from: Vec, heading: number, legs: readonly MoveLeg[]): void {
  if (!hasShipTrait(ship, 'Sub-Hunter') || !enemyHasHidden(draft, ship)) return;
  for (const square of squaresEntered(draft, from, heading, legs)) draft.naval.pendingHunts.push({ ship: ship.id, square });
}

/** Sets the next Long-Ranged Detection roll as the resolution; false when none is due. */
export function startHunt(draft: VasState): boolean {
  for (let h = draft.naval.pendingHunts.shift(); h !== undefined; h = draft.naval.pendingHunts.shift()) {
    const ship = draft.ships[h.ship];
    if (!ship || !enemyHasHidden(draft, ship)) continue;
    draft.resolution = { kind: 'submarine', data: { step: 'hunt', ship: h.ship, square: h.square } };
    return true;
  }
  return false;
}

export function huntChance(state: VasState, d: Extract<SubData, { step: 'hunt' }>): ChanceRequest {
  const ship = state.ships[d.ship];
  return {
    dice: 1, sides: 6, purpose: 'long-ranged-detection',
    label: `Roll 1d6 for ${ship?.name ?? d.ship}'s Long-Ranged Detection in ${squareName(d.square)}: a 6 reveals every enemy submersible hidden there`,
    context: { ship: d.ship },
  };
}

export function applyHuntRoll(draft: VasState, d: Extract<SubData, { step: 'hunt' }>, values: readonly number[]): VasEvent[] {
  draft.resolution = null;
  const ship = draft.ships[d.ship];
  const die = values[0] ?? 0;
  if (!ship || die !== 6) {
    return [{ type: 'long-ranged-detection', ship: d.ship, rule: 'VAS-SUB-LONG-RANGE', text: `${ship?.name ?? d.ship} listens in ${squareName(d.square)}: ${die}, nothing is found.`, data: { die } }];
  }
  const found = draft.shipOrder.filter((id) => {
    const s = draft.ships[id];
    const sq = draft.naval.hidden[id];
    return s !== undefined && s.hidden && sq !== undefined && sameSquare(sq, d.square) && sideOf(draft, s) !== sideOf(draft, ship);
  });
  draft.naval.mustReveal.push(...found.filter((id) => !draft.naval.mustReveal.includes(id)));
  const names = found.map((id) => draft.ships[id]?.name ?? id);
  return [{
    type: 'long-ranged-detection', ship: d.ship, rule: 'VAS-SUB-LONG-RANGE',
    text: found.length === 0 ? `${ship.name} listens in ${squareName(d.square)}: 6, but nothing is there.`
      : `${ship.name} listens in ${squareName(d.square)}: 6! Revealed: ${names.join(', ')}.`,
    data: { die, revealed: found },
  }];
}
