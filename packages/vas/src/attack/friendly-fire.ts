/**
 * VAS-NF-FRIENDLY-FIRE (night-fighting variant, optional part): a ship that has mistaken a friendly
 * ship for the enemy "will fire all guns that have range and can bear on the friendly". Its attack
 * nomination is then exactly that set (possibly empty: it holds fire), refused otherwise with
 * ERR_FRIENDLY_FIRE. The engine measures, as it does for the bots.
 */
import { ruleError, type RuleError } from '@salvo/kernel';
import type { FireNomination, ShipState, VasState } from '../types';
import { currentAD } from '../damage/active';
import { weaponsSilenced } from '../damage/effective';
import { slowLoadingBlocks } from '../traits/weapon-traits';
import { arcsToTarget, rangeTo, weaponArcMask } from './arcs';
import { beyond } from './stages';
import { submarineAttackerProblem } from '../submarines/attack-rules';
import { weatherWeaponProblem } from '../conditions/attack-hooks';
import { succeeded } from '../special-actions/succeeded';

/** The friendly ship `ship` has mistaken for the enemy this turn, if any. */
export function mistakenFriend(state: VasState, ship: ShipState): ShipState | null {
  const nf = state.visibility.night;
  if (nf === null || !Object.hasOwn(nf.misidentified, ship.id)) return null;
  const friend = state.ships[nf.misidentified[ship.id] ?? ''];
  return friend !== undefined && !friend.destroyed && !friend.withdrawn ? friend : null;
}

/**
 * The nominations the ship must make, or null when it is free to choose. A ship that may not attack at
 * all this turn (abandoned, silenced, running silent, a boat that surfaced or dived) is not forced; a
 * gun the ship could not fire at an enemy either (a submerged boat's, a surfaced boat's in Bad Weather)
 * is not in the forced set.
 */
export function forcedFire(state: VasState, ship: ShipState): FireNomination[] | null {
  const friend = mistakenFriend(state, ship);
  if (!friend || ship.abandoned || weaponsSilenced(ship, state.turn)) return null;
  if (succeeded(ship, 'rig-for-silent-running')) return null;
  if (submarineAttackerProblem(state, ship) !== null) return null;
  if (ship.submerged) return [];
  const range = rangeTo(ship.position, friend.position);
  const arcs = arcsToTarget(ship, friend);
  const out: FireNomination[] = [];
  ship.roster.weapons.forEach((w, i) => {
    const ws = ship.weapons[i];
    if (!ws || ws.destroyed || ws.spent || ws.lastFiredTurn === state.turn || w.dd === null) return;
    if (w.kind !== 'main' && w.kind !== 'secondary') return;
    if (weatherWeaponProblem(state, ship, w.kind, w.name, '') !== null) return;
    if (slowLoadingBlocks(w, ws.lastFiredTurn, state.turn) || currentAD(ship, i) === 0) return;
    if (beyond(range, w.range) || (arcs & weaponArcMask(w)) === 0) return;
    out.push({ weapon: i, target: friend.id });
  });
  return ship.skeleton ? out.slice(0, 1) : out;
}

const key = (fire: readonly FireNomination[]): string => fire.map((n) => `${n.weapon}>${n.target}`).sort().join(',');

/** ERR_FRIENDLY_FIRE when a misidentifying ship nominates anything but its forced set. */
export function friendlyFireProblem(state: VasState, ship: ShipState, fire: readonly FireNomination[]): RuleError | null {
  const forced = forcedFire(state, ship);
  if (forced === null || key(forced) === key(fire.map((n) => ({ weapon: n.weapon, target: n.target })))) return null;
  const friend = mistakenFriend(state, ship);
  const list = forced.map((n) => ship.roster.weapons[n.weapon]?.name ?? String(n.weapon)).join(', ');
  return ruleError('ERR_FRIENDLY_FIRE', `${ship.name} has mistaken ${friend?.name ?? 'a friendly ship'} for the enemy: she must fire ${forced.length > 0 ? `${list} at her` : 'nothing this turn'}.`, { path: 'fire' });
}
