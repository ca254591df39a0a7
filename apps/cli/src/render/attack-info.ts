/**
 * What a person needs to nominate an attack by typing it: for each of the fleet's ships that may
 * still attack this turn, its weapons (the number or name `attack <ship> <weapon>@<target>` takes,
 * range, the Attack Dice it has now and its Damage Dice, destroyed or spent ones marked) and, for
 * every enemy ship afloat, how far off it is and the fire arc(s) it lies in.
 *
 * The rules forbid pre-measuring (docs/rules-decisions.md, VAS-ATTACK-NOMINATE in the terminal):
 * distances are shown as a captain would judge them, to the nearest 5", unless the players agree on
 * the `--pre-measure` house rule. Arcs are shown as the Fire Arc Counter on the table would show them.
 */
import { arcsOfBearing, relativeBearing } from '@salvo/kernel';
import { currentAD, type ShipState, type VasState } from '@salvo/vas';

const inches = (n: number): string => `${Number.isInteger(n) ? String(n) : n.toFixed(1)}"`;

/** A judged distance: the nearest 5" (at least 5"), as an officer's estimate, never a measurement. */
export const estimate = (n: number): string => `about ${Math.max(5, Math.round(n / 5) * 5)}"`;

function weaponText(s: ShipState, i: number): string {
  const w = s.roster.weapons[i];
  if (!w) return `${i} ?`;
  const st = s.weapons[i];
  const out = st?.destroyed ? ' destroyed' : st?.spent ? ' spent' : '';
  return `${i} ${w.name} ${inches(w.range)} ${currentAD(s, i)}AD${w.dd === null ? ' (AA only)' : `/${w.dd}DD`}${out}`;
}

const afloat = (s: ShipState | undefined): s is ShipState => s !== undefined && !s.destroyed && !s.withdrawn;

export function attackInfo(state: VasState, fleet: string, preMeasure = false): string[] {
  const ships = state.shipOrder.map((id) => state.ships[id]).filter(afloat);
  const mine = ships.filter((s) => s.fleet === fleet && !s.attackedThisTurn);
  const enemies = ships.filter((s) => s.fleet !== fleet);
  if (mine.length === 0) return [];
  const how = preMeasure ? 'range (measured: house rule), arc' : 'distance by eye (no pre-measuring), arc';
  const out = [`Weapons (attack <ship> <weapon>@<target>, a weapon by its number or name; A/B turrets bear fore, X/Y aft, both on the beams), and targets: ${how}:`];
  for (const s of mine) {
    out.push(`  ${s.name}: ${s.roster.weapons.map((_, i) => weaponText(s, i)).join(', ')}`);
    const ranges = enemies.map((e) => {
      const d = Math.hypot(e.position.x - s.position.x, e.position.y - s.position.y);
      return `${e.name} ${preMeasure ? inches(d) : estimate(d)} ${arcsOfBearing(relativeBearing(s.position, s.heading, e.position)).join('/')}`;
    });
    if (ranges.length) out.push(`    targets: ${ranges.join(', ')}`);
  }
  return out;
}
