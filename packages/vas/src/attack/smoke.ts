/**
 * VAS-ATTACK-SMOKE: no attack may be made along a line that crosses a Smoke Counter (ships with
 * Radar excepted, checked by the caller). A ship's own smoke trails from its centre: the line of
 * its own fire is blocked only when it runs back through the trail, not by merely starting at the
 * leading edge (docs/rules-decisions.md).
 */
import { segmentsIntersect } from '@salvo/kernel';
import type { ShipState, SmokeCounter } from '../types';

const NUDGE = 1e-6;

export function smokeBlocks(smoke: readonly SmokeCounter[], attacker: ShipState, target: ShipState): boolean {
  for (const s of smoke) {
    let from = s.from;
    if (s.ship === attacker.id) {
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
