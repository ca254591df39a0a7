/**
 * VAS-ATTACK-SMOKE: no attack may be made along a line that crosses a Smoke Counter (radar
 * excepted, checked by the caller). The counter blocks the line in both directions: a smoking ship's
 * trail starts at its centre, and a line to or from that ship is blocked only when it runs through the
 * trail, not by merely touching its leading edge (docs/rules-decisions.md, settled again for issue 8).
 */
import { segmentsIntersect } from '@salvo/kernel';
import type { ShipState, SmokeCounter } from '../types';

const NUDGE = 1e-6;

export function smokeBlocks(smoke: readonly SmokeCounter[], attacker: ShipState, target: ShipState): boolean {
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
