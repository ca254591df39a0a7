/**
 * The standard Victory at Sea test fixtures (shared by every VAS test).
 *
 * - `twoFleets()` / `fourShipBattle()`: setups (plain JSON) of a British fleet led by HMS Warspite
 *   (the roster printed in the rules, from @salvo/data) against a German cruiser (plus destroyers
 *   in the four-ship battle). The cruiser and destroyer rosters are inline test rosters.
 * - `start(setup)`: createGame that fails the test on a setup error.
 * - `play(state, actions)`: applies actions in order through the checked `apply`; the first
 *   rejection fails the test with its code and message.
 * - `scripted(state, dice)`: answers chance steps from the list, in order, until a decision is
 *   pending or the battle is over; fails the test if the list runs out. Returns the unused dice.
 * - `toMovement(state, dice)`: rolls initiative from a script and settles the first-move choice.
 */
import { findShipClass, type ShipRoster } from '@salvo/data';
import { vas, type SpecialActionKind, type VasAction, type VasEvent, type VasSetup, type VasShipSetup, type VasState } from '../src';

export const BRITISH = 'british';
export const GERMAN = 'german';

const warspite = (): ShipRoster => {
  const r = findShipClass('Queen Elizabeth');
  if (!r) throw new Error('fixture: Queen Elizabeth class missing from @salvo/data');
  return r;
};

/** A generic heavy cruiser for tests (figures in the range of the fleet lists' 8-inch cruisers). */
export const TEST_CRUISER: ShipRoster = {
  class: 'Test Cruiser', nation: 'Kriegsmarine', type: 'heavy cruiser', priority: 'Raid',
  speed: 6, turning: 2, target: 5, armour: 4, damage: [14, 5], crew: [22, 7],
  traits: ['Radar'], inService: 1939, origin: 'user:test',
  weapons: [
    { name: 'A Turret', kind: 'main', mount: 'A', range: 24, ad: 2, dd: 2, traits: ['AP'] },
    { name: 'B Turret', kind: 'main', mount: 'B', range: 24, ad: 2, dd: 2, traits: ['AP'] },
    { name: 'X Turret', kind: 'main', mount: 'X', range: 24, ad: 2, dd: 2, traits: ['AP'] },
    { name: 'Y Turret', kind: 'main', mount: 'Y', range: 24, ad: 2, dd: 2, traits: ['AP'] },
    { name: 'Secondary Armament', kind: 'secondary', range: 10, ad: 3, dd: 1, traits: ['Weak'] },
    { name: 'AA', kind: 'aa', range: 4, ad: 6, dd: null, traits: [] },
    { name: 'Torpedoes', kind: 'torpedo', range: 12, ad: 3, dd: 3, traits: ['AP', 'One-Shot'] },
  ],
};

/** A generic fleet destroyer for tests. */
export const TEST_DESTROYER: ShipRoster = {
  class: 'Test Destroyer', nation: 'Royal Navy', type: 'destroyer', priority: 'Patrol',
  speed: 8, turning: 2, target: 6, armour: 3, damage: [4, 1], crew: [8, 2],
  traits: [], inService: 1937, origin: 'user:test',
  weapons: [
    { name: 'A Turret', kind: 'main', mount: 'A', range: 12, ad: 1, dd: 1, traits: [] },
    { name: 'X Turret', kind: 'main', mount: 'X', range: 12, ad: 1, dd: 1, traits: [] },
    { name: 'AA', kind: 'aa', range: 3, ad: 2, dd: null, traits: [] },
    { name: 'Torpedoes', kind: 'torpedo', range: 12, ad: 4, dd: 3, traits: ['AP', 'One-Shot'] },
  ],
};

export const shipSetup = (id: string, name: string, roster: ShipRoster, x: number, y: number, heading: number, extra: Partial<VasShipSetup> = {}): VasShipSetup =>
  ({ id, name, roster, position: { x, y }, heading, ...extra });

/** Warspite (12, 24) heading 90 against a cruiser (60, 24) heading 270: 48" apart on the 72x48 table. */
export function twoFleets(seed: number | string = 1): VasSetup {
  return {
    seed,
    fleets: [
      { id: BRITISH, name: 'Royal Navy', ships: [{ id: 'warspite', name: 'HMS Warspite', class: 'Queen Elizabeth', position: { x: 12, y: 24 }, heading: 90 }] },
      { id: GERMAN, name: 'Kriegsmarine', ships: [shipSetup('hipper', 'Admiral Hipper', TEST_CRUISER, 60, 24, 270)] },
    ],
  };
}

/** Two against two: Warspite and a destroyer against the cruiser and a destroyer. */
export function fourShipBattle(seed: number | string = 1): VasSetup {
  return {
    seed,
    fleets: [
      {
        id: BRITISH, name: 'Royal Navy', ships: [
          { id: 'warspite', name: 'HMS Warspite', class: 'Queen Elizabeth', position: { x: 12, y: 24 }, heading: 90 },
          shipSetup('hotspur', 'HMS Hotspur', TEST_DESTROYER, 12, 16, 90),
        ],
      },
      {
        id: GERMAN, name: 'Kriegsmarine', ships: [
          shipSetup('hipper', 'Admiral Hipper', TEST_CRUISER, 60, 24, 270),
          shipSetup('z1', 'Z1 Leberecht Maass', { ...TEST_DESTROYER, nation: 'Kriegsmarine', class: 'Test Destroyer (KM)' }, 60, 32, 270),
        ],
      },
    ],
  };
}

export { warspite as warspiteRoster };

export function start(setup: VasSetup | unknown): VasState {
  const r = vas.createGame(setup);
  if (!r.ok) throw new Error(`fixture setup rejected: ${r.error.problems.map((p) => `${p.code} at ${p.path ?? ''}: ${p.message}`).join('; ')}`);
  return r.value;
}

export interface Played {
  readonly state: VasState;
  readonly events: VasEvent[];
}

export function play(state: VasState, actions: readonly VasAction[]): Played {
  let s = state;
  const events: VasEvent[] = [];
  actions.forEach((a, i) => {
    const r = vas.apply(s, a);
    if (!r.ok) throw new Error(`action ${i} (${JSON.stringify(a)}) rejected: ${r.error.code}: ${r.error.message}`);
    s = r.value.state;
    events.push(...r.value.events);
  });
  return { state: s, events };
}

export function scripted(state: VasState, dice: readonly number[]): Played & { readonly unused: number[] } {
  let s = state;
  let i = 0;
  const events: VasEvent[] = [];
  for (let p = vas.pending(s); p.kind === 'chance'; p = vas.pending(s)) {
    if (i + p.request.dice > dice.length) {
      throw new Error(`dice script exhausted at "${p.request.label}": needs ${p.request.dice}, ${dice.length - i} left`);
    }
    const r = vas.apply(s, vas.diceAction(dice.slice(i, i + p.request.dice)));
    if (!r.ok) throw new Error(`scripted roll rejected: ${r.error.code}: ${r.error.message}`);
    i += p.request.dice;
    s = r.value.state;
    events.push(...r.value.events);
  }
  return { state: s, events, unused: dice.slice(i) };
}

/**
 * From the start of a turn: initiative from `dice` (2d6 per fleet, setup order), then the winner
 * takes the first move (or declines with `first: false`). Fails if initiative does not settle.
 */
export function toMovement(state: VasState, dice: readonly number[], first = true): Played {
  const rolled = scripted(state, dice);
  const p = vas.pending(rolled.state);
  if (p.kind !== 'decision' || p.decision !== 'take-first') throw new Error(`expected the first-move choice, got ${JSON.stringify(p)}`);
  const chosen = play(rolled.state, [{ type: 'take-first', fleet: p.player, first }]);
  return { state: chosen.state, events: [...rolled.events, ...chosen.events] };
}

/** Initiative dice that make `fleet` win outright: 6+6 for it, 1+1 for every other fleet. */
export function winInitiative(state: VasState, fleet: string): number[] {
  const contenders = state.resolution?.kind === 'initiative' ? state.resolution.contenders : state.fleetOrder;
  return contenders.flatMap((f) => (f === fleet ? [6, 6] : [1, 1]));
}

/**
 * From the start of a turn: the ship's fleet wins initiative and moves first, the ship is
 * nominated (with `special`, whose Command check die is `checkDie`) and its move is awaited.
 */
export function nominatedToMove(state: VasState, shipId: string, special?: SpecialActionKind, checkDie = 6): VasState {
  const ship = state.ships[shipId];
  if (!ship) throw new Error(`fixture: no ship ${shipId}`);
  const moving = toMovement(state, winInitiative(state, ship.fleet)).state;
  const nominated = play(moving, [special ? { type: 'nominate-move', ship: shipId, special } : { type: 'nominate-move', ship: shipId }]).state;
  return vas.pending(nominated).kind === 'chance' ? scripted(nominated, [checkDie]).state : nominated;
}

/**
 * Plays the routine decisions of a turn: each nominated ship (first eligible, no Special Action)
 * moves its minimum straight ahead, every attack nomination holds fire. Stops at a chance step,
 * a Damage Control decision, a first-move choice, or the end of the battle.
 */
export function quietPhases(state: VasState): Played {
  let s = state;
  const events: VasEvent[] = [];
  for (let guard = 0; guard < 1000; guard++) {
    const p = vas.pending(s);
    if (p.kind !== 'decision') break;
    let action: VasAction | undefined;
    if (p.decision === 'nominate-move') action = vas.legalActions(s).find((a) => a.type === 'nominate-move' && a.special === undefined);
    else if (p.decision === 'move' && s.moving) {
      const ship = s.ships[s.moving];
      action = { type: 'move', ship: s.moving, legs: [{ forward: Math.min(1, ship ? ship.roster.speed : 1) }] };
    } else if (p.decision === 'attack') action = vas.legalActions(s).find((a) => a.type === 'attack' && a.fire.length === 0);
    if (!action) break;
    const r = play(s, [action]);
    s = r.state;
    events.push(...r.events);
  }
  return { state: s, events };
}

/**
 * From the start of a turn: `first`'s fleet wins initiative and moves first; every ship is then
 * nominated in the order the engine asks and moves straight ahead `forward[id]` inches (default 1,
 * no Special Action), so ships on a common heading keep their distances. Returns the state at the
 * first attack nomination (the initiative winner's). Fails the test if the turn goes elsewhere.
 */
export function toAttackPhase(state: VasState, first: string, forward: Readonly<Record<string, number>> = {}): VasState {
  let s = toMovement(state, winInitiative(state, first)).state;
  for (let guard = 0; guard < 200; guard++) {
    const p = vas.pending(s);
    if (p.kind !== 'decision' || p.decision !== 'nominate-move') break;
    const nominate = vas.legalActions(s).find((a) => a.type === 'nominate-move' && a.special === undefined);
    if (!nominate || nominate.type !== 'nominate-move') break;
    s = play(s, [nominate, { type: 'move', ship: nominate.ship, legs: [{ forward: forward[nominate.ship] ?? 1 }] }]).state;
  }
  const p = vas.pending(s);
  if (p.kind !== 'decision' || p.decision !== 'attack') throw new Error(`expected an attack nomination, got ${JSON.stringify(p)}`);
  return s;
}
