/**
 * War at Sea damage points and Victory at Sea Damage, each way (WAS-SALVO-TACTICAL-DAMAGE; Salvo's own,
 * docs/rules-decisions.md). A War at Sea ship of Defense D is sunk past D points (7.4) and at exactly D has an
 * Attack of 1 (7.6); a Victory at Sea ship of Damage S and threshold T is Crippled at T or below. So the
 * points before D share out the S - T points before crippling, in proportion, and D is Crippled:
 *
 * - to the table: d = 0 is S; 0 < d < D leaves S - round(d / D * (S - T)), never at or below T; d = D leaves T.
 * - back: Crippled (L <= T) is D; else round((S - L) / (S - T) * D), at most D - 1; never less than before.
 *
 * A ship sunk on the table is sunk; that is not this module's business. Round trips keep d: an untouched
 * ship comes back with the points it went in with.
 */

/** Damage points left on the table for a ship with `d` War at Sea damage points. */
export function damageOnTable(d: number, defense: number, total: number, threshold: number): number {
  if (d <= 0 || defense <= 0) return total;
  if (d >= defense) return threshold;
  const band = total - threshold;
  return Math.max(threshold + 1, total - Math.round((d / defense) * band));
}

/** War at Sea damage points after the battle, from the Damage left on the table (`left` > 0: afloat). */
export function damageFromTable(left: number, before: number, defense: number, total: number, threshold: number): number {
  if (defense <= 0) return before;
  if (left <= threshold) return Math.max(before, defense);
  const band = total - threshold;
  const d = band > 0 ? Math.round(((total - left) / band) * defense) : 0;
  return Math.max(before, Math.min(defense - 1, d));
}
