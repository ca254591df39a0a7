/**
 * VAS-ATTACK-SMOKE: no attack may be made along a line that crosses a Smoke Counter (radar
 * excepted: `seesThroughSmoke`). The counter blocks the line in both directions: a smoking ship's
 * trail starts at its centre, and a line to or from that ship is blocked only when it runs through the
 * trail, not by merely touching its leading edge (docs/rules-decisions.md, settled again for issue 8).
 * Either end may be a flight's centre (AA fire, aircraft/aa.ts): a flight lays no smoke.
 */
import { segmentsIntersect, type Vec } from '@salvo/kernel';
import type { ShipState, SmokeCounter, VasState } from '../types';
import { isDetected } from '../conditions/radar';
import { hasRadar } from '../traits/ship-traits';

const NUDGE = 1e-6;

/** One end of a line of fire: a ship, or a flight (by its id and centre). */
export interface LineEnd { readonly id: string; readonly position: Vec }

export function smokeBlocks(smoke: readonly SmokeCounter[], attacker: LineEnd, target: LineEnd): boolean {
  for (const s of smoke) {
    let from = s.from;
    if (s.ship === attacker.id || s.ship === target.id) {
      const dx = s.to.x - s.from.x;
      const dy = s.to.y - s.from.y;
      const len = Math.hypot(dx, dy);
      if (len <= NUDGE) continue;
      from = { x: s.from.x + (dx / len) * NUDGE, y: s.from.y + (dy / len) * NUDGE };
    }
    if (segmentsIntersect(attacker.position, target.position, from, s.to)) return true;
  }
  return false;
}

/**
 * The radar exception: with the Advanced Rules for Radar only a ship whose radar has detected `target`
 * fires through smoke (radar detects ships only, so never at a flight); without them, any ship with Radar.
 */
export function seesThroughSmoke(state: VasState, ship: ShipState, target: string): boolean {
  return state.options.radar ? isDetected(state, ship.id, target) : hasRadar(ship);
}
