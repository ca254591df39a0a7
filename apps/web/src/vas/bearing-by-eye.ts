/**
 * Whether a weapon bears on a target as the player sees the table (the web twin of the terminal's
 * apps/cli/src/vas/bearing-by-eye.ts). Fire arcs are public: the arc a target lies in is read from the
 * table exactly as the Fire Arc Counter would show it (centre to centre, as the engine measures,
 * VAS-ATTACK-ARC). Range is another matter: the rules forbid pre-measuring (VAS-ATTACK-NOMINATE), so
 * without the pre-measure house rule a gun is said not to reach only when its printed Range falls short
 * of every distance the player's "about 30"" may mean (the engine's `reachByEye`); under the house rule,
 * when it falls short of the measured distance. A gun that may or may not reach is left to the player
 * (the to-hit line beside it says so: "out of range (Range 14") if more than 14""). A torpedo is judged on
 * its arc only (its reach comes from the Torpedoes chapter, not the printed Range) and its distance is
 * never told. The engine still decides: a weapon nominated that cannot bear is spent without firing.
 */
import { arcsOfBearing, distance, relativeBearing, type Arc } from '@salvo/kernel';
import { currentAD, judgedDistance, reachByEye, weaponArcs, type ShipState } from '@salvo/vas';

type Place = Pick<ShipState, 'name' | 'position' | 'heading'>;
type Shooter = Place & Pick<ShipState, 'roster'>;

/** The arcs of `ship` in which `target` lies (two on a boundary line). */
export function liesIn(ship: Pick<ShipState, 'position' | 'heading'>, target: Pick<ShipState, 'position'>): Arc[] {
  return arcsOfBearing(relativeBearing(ship.position, ship.heading, target.position));
}

/** A weapon as a player calls it in a sentence: its turret letter when it has one ("X"), else "it". */
const shortName = (w: ShipState['roster']['weapons'][number]): string => (w.kind === 'main' && w.mount ? w.mount : 'it');

/**
 * Null when the weapon bears on the target by the player's view; otherwise why not, in the words shown
 * beside the weapon ("X Turret cannot bear on Vittorio Veneto (she lies fore; X bears starboard/aft/port)").
 */
export function notBearing(ship: Shooter, weapon: number, target: Place, preMeasure: boolean): string | null {
  const w = ship.roster.weapons[weapon];
  if (!w) return null;
  const lies = liesIn(ship, target);
  const arcs = weaponArcs(w, ship.roster.type === 'submersible');
  if (!lies.some((a) => arcs.includes(a))) {
    return `${w.name} cannot bear on ${target.name} (she lies ${lies.join('/')}; ${shortName(w)} bears ${arcs.join('/')})`;
  }
  if (w.kind !== 'torpedo') {
    const d = distance(ship.position, target.position);
    if (reachByEye(d, w.range, preMeasure) === 'no') {
      return `${w.name} cannot reach ${target.name} (Range ${w.range}"; she is ${preMeasure ? `${d.toFixed(1)}" off, measured under the house rule` : `about ${judgedDistance(d)}" off`})`;
    }
  }
  return null;
}

/**
 * "All weapons at X": the guns (main and secondary batteries) that are neither destroyed nor spent,
 * have Attack Dice now and bear on the target by the player's view (in arc, and not clearly out of
 * Range: a gun that may reach is kept). Torpedoes and depth charges are
 * left to be named one by one (as the terminal's `all@`): launching them is a decision of its own.
 */
export function gunsBearing(ship: ShipState, target: Place, preMeasure: boolean): number[] {
  return ship.roster.weapons.flatMap((w, i) => {
    const st = ship.weapons[i];
    if ((w.kind !== 'main' && w.kind !== 'secondary') || w.dd === null || st?.destroyed || st?.spent) return [];
    if (currentAD(ship, i) <= 0) return [];
    return notBearing(ship, i, target, preMeasure) === null ? [i] : [];
  });
}

/** One entry per nomination the player's view says is wasted: the weapon, and the sentence to show beside it. */
export function wastedNominations(
  ships: Readonly<Record<string, Place | undefined>>, ship: Shooter,
  fire: readonly { readonly weapon: number; readonly target: string }[], preMeasure: boolean,
): { weapon: number; target: string; why: string }[] {
  return fire.flatMap((f) => {
    const target = ships[f.target];
    const why = target ? notBearing(ship, f.weapon, target, preMeasure) : null;
    return why === null ? [] : [{ weapon: f.weapon, target: f.target, why }];
  });
}
