/**
 * What a person needs to nominate an attack by typing it: for each of the fleet's ships that may
 * still attack this turn, its weapons (the number or name `attack <ship> <weapon>@<target>` takes,
 * range, Attack and Damage Dice, destroyed or spent ones marked) and, for every enemy ship afloat,
 * the centre-to-centre range and the fire arc(s) of the firing ship it lies in (the kernel's
 * `arcsOfBearing`, as the engine measures). Which mounts bear on which arc is the engine's call.
 */
import { arcsOfBearing, relativeBearing } from '@salvo/kernel';
import type { ShipState, VasState } from '@salvo/vas';

const inches = (n: number): string => `${Number.isInteger(n) ? String(n) : n.toFixed(1)}"`;

function weaponText(s: ShipState, i: number): string {
  const w = s.roster.weapons[i];
  if (!w) return `${i} ?`;
  const st = s.weapons.find((x) => x.index === i);
  const ad = Math.max(0, w.ad - (st?.adLost ?? 0));
  const out = st?.destroyed ? ' destroyed' : st?.spent ? ' spent' : '';
  return `${i} ${w.name} ${inches(w.range)} ${ad}AD${w.dd === null ? ' (AA only)' : `/${w.dd}DD`}${out}`;
}

const afloat = (s: ShipState | undefined): s is ShipState => s !== undefined && !s.destroyed && !s.withdrawn;

export function attackInfo(state: VasState, fleet: string): string[] {
  const ships = state.shipOrder.map((id) => state.ships[id]).filter(afloat);
  const mine = ships.filter((s) => s.fleet === fleet && !s.attackedThisTurn);
  const enemies = ships.filter((s) => s.fleet !== fleet);
  if (mine.length === 0) return [];
  const out = ['Weapons (attack <ship> <weapon>@<target>, a weapon by its number or name; A/B turrets bear fore, X/Y aft, both on the beams), and targets: range, arc:'];
  for (const s of mine) {
    out.push(`  ${s.name}: ${s.roster.weapons.map((_, i) => weaponText(s, i)).join(', ')}`);
    const ranges = enemies.map((e) => {
      const range = inches(Math.hypot(e.position.x - s.position.x, e.position.y - s.position.y));
      return `${e.name} ${range} ${arcsOfBearing(relativeBearing(s.position, s.heading, e.position)).join('/')}`;
    });
    if (ranges.length) out.push(`    targets: ${ranges.join(', ')}`);
  }
  return out;
}
