/**
 * Blockade's rolled deployment (VAS-SCN-BLOCKADE-DEPLOY). The blockader's long edge is the south edge
 * (y = 0) and his left-hand short edge the west edge (x = 0). Each ship is put on the west edge up to
 * 24" from the south edge, moved right (east) 12" times one die, and may then be placed anywhere within
 * 6" of that point; all ships face the same way. Salvo spreads the starting points evenly over the 24"
 * and uses the 6" only to keep ships apart (docs/rules-decisions.md); a point past the east edge stops
 * 1" inside it. Pure: the dice come from the given PRNG.
 */
import { rollD6, type RngState } from '@salvo/kernel';

export interface BlockadePoint { readonly x: number; readonly y: number; readonly roll: number }

export function blockadePoints(rng: RngState, count: number, table: { width: number; height: number }): BlockadePoint[] {
  return blockadePointsOf(Array.from({ length: count }, () => rollD6(rng)), table);
}

/** The same points from dice already rolled (one per ship, in order): a table's own dice (VAS-SCN-PRE-BATTLE-DICE). */
export function blockadePointsOf(rolls: readonly number[], table: { width: number; height: number }): BlockadePoint[] {
  const out: BlockadePoint[] = [];
  const depth = Math.min(24, table.height);
  const count = rolls.length;
  for (let i = 0; i < count; i++) {
    const roll = rolls[i] ?? 1;
    const y = Math.round(((i + 1) * depth) / (count + 1) * 10) / 10;
    out.push({ x: Math.min(roll * 12, table.width - 1), y, roll });
  }
  return out;
}

/** A point within 6" of `p` at distance `r` from every point of `taken`, searched outwards; p itself if none. */
export function nudge(p: { x: number; y: number }, taken: readonly { x: number; y: number; r: number }[], r: number,
  table: { width: number; height: number }): { x: number; y: number } {
  const free = (q: { x: number; y: number }): boolean => q.x >= 0 && q.y >= 0 && q.x <= table.width && q.y <= table.height
    && taken.every((t) => Math.hypot(t.x - q.x, t.y - q.y) >= t.r + r);
  if (free(p)) return p;
  for (let d = 1; d <= 6; d++) {
    for (let a = 0; a < 16; a++) {
      const q = { x: Math.round((p.x + d * Math.cos((a * Math.PI) / 8)) * 10) / 10, y: Math.round((p.y + d * Math.sin((a * Math.PI) / 8)) * 10) / 10 };
      if (free(q)) return q;
    }
  }
  return p;
}
