/**
 * Hand-built draft states for the attack, damage and traits tests and the attack benchmark:
 * a two-fleet duel with Warspite's printed roster and a cruiser roster made up for tests.
 */
import type { ShipRoster } from '@salvo/data';
import { findShipClass } from '@salvo/data';
import type { ChanceRequest, RuleError, Vec } from '@salvo/kernel';
import { seedRng } from '@salvo/kernel';
import type { FireNomination, ShipState, VasEvent, VasState } from '../types';
import { attackChance, continueAttack, startAttack } from './resolve';
import { emptyNaval } from '../turn/clone-naval';
import { emptyAir } from '../aircraft/state';

const warspite = findShipClass('Queen Elizabeth');
if (!warspite) throw new Error('The data catalog has lost the Queen Elizabeth class.');
/** HMS Warspite as printed in the rules: Target 4+, Armour 5+, Damage 34/11, Crew 47/15. */
export const WARSPITE: ShipRoster = warspite;

/** A made-up cruiser: Target 5+, Armour 4+, Damage 14/5, Crew 20/7, four 6 in turrets and a secondary battery. */
export const CRUISER: ShipRoster = {
  class: 'Test Cruiser', nation: 'Kriegsmarine', type: 'cruiser', priority: 'Skirmish',
  speed: 7, turning: 2, target: 5, armour: 4, damage: [14, 5], crew: [20, 7],
  traits: [], inService: 1936, origin: 'user:test',
  weapons: [
    { name: 'A Turret', kind: 'main', mount: 'A', range: 25, ad: 2, dd: 1, traits: [] },
    { name: 'B Turret', kind: 'main', mount: 'B', range: 25, ad: 2, dd: 1, traits: [] },
    { name: 'X Turret', kind: 'main', mount: 'X', range: 25, ad: 2, dd: 1, traits: [] },
    { name: 'Y Turret', kind: 'main', mount: 'Y', range: 25, ad: 2, dd: 1, traits: [] },
    { name: 'Secondary Armament', kind: 'secondary', range: 10, ad: 3, dd: 1, traits: ['Weak'] },
  ],
};

export function makeShip(id: string, fleet: string, roster: ShipRoster, position: Vec, heading: number): ShipState {
  return {
    id, name: id, fleet, roster, command: 4, civilian: false, position, heading,
    damage: roster.damage[0], crew: roster.crew[0],
    crippled: false, skeleton: false, abandoned: false, destroyed: false, withdrawn: false,
    weapons: roster.weapons.map((_, index) => ({ index, destroyed: false, adLost: 0, lastFiredTurn: null, spent: false, failed: 0 })),
    lostTraits: [], criticals: [], fires: 0,
    movedThisTurn: false, distanceMovedThisTurn: 0, attackedThisTurn: false, special: null,
    submerged: false, hidden: false,
  };
}

/** A state in the Attack Phase of turn 1 with the given ships; fleet `a` and `b` are enemies. */
export function makeState(ships: readonly ShipState[]): VasState {
  const fleetIds = [...new Set(ships.map((s) => s.fleet))];
  return {
    v: 1,
    options: { weather: 'good', night: false, maxTurns: 12, variants: [], table: { width: 72, height: 48 }, year: 1940, radar: false },
    rng: seedRng(1), turn: 1, phase: 'attack',
    fleetOrder: fleetIds,
    fleets: Object.fromEntries(fleetIds.map((f) => [f, { id: f, name: f, side: f }])),
    ships: Object.fromEntries(ships.map((s) => [s.id, s])),
    shipOrder: ships.map((s) => s.id),
    initiativeOrder: fleetIds, activation: null, smoke: [], resolution: null, moving: null, result: null,
    nextCriticalId: 1, declinedFirst: [], endPhase: null, conceded: [], naval: emptyNaval(), air: emptyAir(), scenarioRules: { rules: [], reserves: [] },
    visibility: { radar: ships.filter((s) => s.roster.traits.includes('Radar')).map((s) => s.id), spotted: {}, detected: {}, night: null },
  };
}

/**
 * Warspite (fleet a) at the origin heading north; the cruiser `target` (fleet b) `range` inches due
 * east, also heading north: it lies on Warspite's starboard beam (all four turrets bear) and shows
 * its beam to her (+1 to hit).
 */
export function duel(range = 15, targetRoster: ShipRoster = CRUISER): VasState {
  return makeState([
    makeShip('warspite', 'a', WARSPITE, { x: 0, y: 0 }, 0),
    makeShip('target', 'b', targetRoster, { x: range, y: 0 }, 0),
  ]);
}

/** Every main turret of a ship at one target. */
export const allTurretsAt = (roster: ShipRoster, target: string): { weapon: number; target: string }[] =>
  roster.weapons.flatMap((w, i) => (w.kind === 'main' ? [{ weapon: i, target }] : []));

/** Runs a whole attack through the chance steps with scripted dice; every die must be used. */
export function runScripted(
  state: VasState,
  ship: string,
  fire: readonly FireNomination[],
  dice: readonly number[],
): { events: VasEvent[]; requests: ChanceRequest[]; error: RuleError | null } {
  const started = startAttack(state, ship, fire);
  if (!started.ok) return { events: [], requests: [], error: started.error };
  const events = [...started.value];
  const requests: ChanceRequest[] = [];
  let used = 0;
  while (state.resolution !== null) {
    const req = attackChance(state);
    requests.push(req);
    if (used + req.dice > dice.length) throw new Error(`Dice script exhausted at ${req.purpose}: ${req.label}`);
    events.push(...continueAttack(state, dice.slice(used, used + req.dice)));
    used += req.dice;
  }
  if (used !== dice.length) throw new Error(`Only ${used} of ${dice.length} scripted dice were used.`);
  return { events, requests, error: null };
}
