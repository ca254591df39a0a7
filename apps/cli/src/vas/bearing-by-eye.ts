/**
 * Whether a weapon bears on a target as the player sees it at the attack prompt (render/attack-info):
 * the arcs shown (exact, as the Fire Arc Counter on the table) and the distance shown (judged to the
 * nearest 5", or measured under the `--pre-measure` house rule). The engine still decides; this only
 * lets the terminal warn before a nomination the player's own view says is wasted (the rules make an
 * out-of-arc or out-of-range nomination spent), and lets `all@<target>` pick the guns that bear.
 * Torpedoes are judged on arc only: their reach comes from the Torpedoes chapter, not the printed Range.
 */
import { arcsOfBearing, relativeBearing } from '@salvo/kernel';
import { currentAD, judgedDistance, reachByEye, weaponArcs, type ShipState, type VasAction, type VasState } from '@salvo/vas';

const judged = (d: number, preMeasure: boolean): number => (preMeasure ? d : judgedDistance(d));

/** Null when the weapon bears by the player's view; otherwise a sentence saying why it does not. */
export function notBearingByEye(ship: ShipState, weapon: number, target: ShipState, preMeasure: boolean): string | null {
  const w = ship.roster.weapons[weapon];
  if (!w) return null;
  const seen = arcsOfBearing(relativeBearing(ship.position, ship.heading, target.position));
  const arcs = weaponArcs(w, ship.roster.type === 'submersible');
  if (!seen.some((a) => arcs.includes(a))) {
    return `${ship.name}'s ${w.name} bears ${arcs.join('/')}, and ${target.name} lies ${seen.join('/')}`;
  }
  const measured = Math.hypot(target.position.x - ship.position.x, target.position.y - ship.position.y);
  const d = judged(measured, preMeasure);
  // out of reach only when every distance "about N"" may mean is beyond the Range (the engine's reachByEye, as the web form)
  if (w.kind !== 'torpedo' && reachByEye(measured, w.range, preMeasure) === 'no') return `${ship.name}'s ${w.name} reaches ${w.range}", and ${target.name} is ${preMeasure ? '' : 'about '}${Number.isInteger(d) ? d : d.toFixed(1)}" off`;
  return null;
}

/**
 * `all@<target>`: every gun (main and secondary battery) of the ship that is neither destroyed nor spent,
 * has Attack Dice now and bears on the target by the player's view. Torpedoes and depth charges are left
 * to be named one by one: launching them is a decision of its own.
 */
export function gunsBearingByEye(state: VasState, ship: ShipState, target: ShipState, preMeasure: boolean): number[] {
  return ship.roster.weapons.flatMap((w, i) => {
    const st = ship.weapons[i];
    if ((w.kind !== 'main' && w.kind !== 'secondary') || w.dd === null || st?.destroyed || st?.spent) return [];
    if (currentAD(ship, i) <= 0 || state.ships[target.id] === undefined) return [];
    return notBearingByEye(ship, i, target, preMeasure) === null ? [i] : [];
  });
}

/** For a typed attack: one sentence per nomination that the player's view says cannot bear. */
export function wastedByEye(state: VasState, action: VasAction, preMeasure: boolean): string[] {
  if (action.type !== 'attack') return [];
  const ship = state.ships[action.ship];
  if (!ship || !Array.isArray(action.fire)) return [];
  return action.fire.flatMap((f) => {
    const target = state.ships[f.target];
    const why = target ? notBearingByEye(ship, f.weapon, target, preMeasure) : null;
    return why === null ? [] : [why];
  });
}
