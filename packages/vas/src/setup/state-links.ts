/**
 * What a shape check cannot see (parse-state.ts): the keys of `ships` and `fleets` are exactly the ids
 * in setup order, each keyed under its own id; rosters pass the roster schema; a ship's weapons match
 * its roster; Damage and Crew stay within the roster's totals; a pending attack's shots name weapons of
 * its attacker. Then a probe: pending, legal choices and every fleet's view are computed once, and a
 * state that makes any of them throw is refused (it is inconsistent in a way no field shows alone).
 */
import type { VasState } from '../types';
import { legalActions } from '../turn/choices';
import { chanceOf, pendingOf } from '../turn/pending';
import { observe } from '../view/observe';
import { rosterProblems } from './roster-check';
import { byField, memoValid } from './known-valid';
import { airLinkProblem } from '../aircraft/state-fields';
import { observationLinkProblem } from '../aircraft/observation';

/** The roster schema (`rosterProblems`), remembered for rosters seen valid before (known-valid.ts). */
const rosterProblem = memoValid((v) => rosterProblems(v, 'roster')[0]?.message ?? null, byField('class'));

const sameSet = (keys: readonly string[], ids: readonly string[]): boolean =>
  keys.length === ids.length && ids.every((id) => keys.includes(id));

export function linkProblem(s: VasState): string | null {
  if (s.fleetOrder.length < 2 || !sameSet(Object.keys(s.fleets), s.fleetOrder)) return 'fleets and fleetOrder differ';
  if (s.shipOrder.length < 1 || !sameSet(Object.keys(s.ships), s.shipOrder)) return 'ships and shipOrder differ';
  for (const id of s.fleetOrder) if (s.fleets[id]?.id !== id) return `fleet ${id.slice(0, 40)} is filed under another id`;
  for (const id of s.shipOrder) {
    const ship = s.ships[id];
    if (!ship || ship.id !== id) return `ship ${id.slice(0, 40)} is filed under another id`;
    const roster = rosterProblem(ship.roster);
    if (roster) return roster;
    const r = ship.roster;
    if (ship.weapons.length !== r.weapons.length || ship.weapons.some((w, i) => w.index !== i || w.adLost > (r.weapons[i]?.ad ?? 0))) {
      return `ship ${id.slice(0, 40)}'s weapons do not match her roster`;
    }
    if (ship.damage > r.damage[0] || ship.crew > r.crew[0]) return `ship ${id.slice(0, 40)} has more Damage or Crew than her roster`;
    if (ship.criticals.some((c) => c.id >= s.nextCriticalId)) return `ship ${id.slice(0, 40)} has a critical numbered after nextCriticalId`;
  }
  if (s.activation && s.activation.next > s.activation.order.length) return 'activation is past its order';
  const air = airLinkProblem(s) ?? observationLinkProblem(s);
  if (air) return air;
  if (s.naval.crashDives.some((c) => !Object.hasOwn(s.ships, c.by) && !s.air.flights.some((f) => f.id === c.by))) return 'a crash dive offer names nobody in the battle';
  const res = s.resolution;
  if (res?.kind === 'attack') {
    const attacker = s.ships[res.data.attacker];
    const shots = res.data.shots as readonly { weapon: number }[];
    if (!attacker || shots.some((x) => x.weapon >= attacker.weapons.length)) return 'the attack in progress names a weapon its ship lacks';
  }
  return null;
}

export function probeProblem(s: VasState): string | null {
  try {
    pendingOf(s);
    chanceOf(s);
    legalActions(s);
    for (const f of s.fleetOrder) observe(s, f);
    return null;
  } catch {
    return 'its parts do not fit together (the game cannot say what comes next)';
  }
}
