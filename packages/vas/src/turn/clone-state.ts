/**
 * The one clone per action (docs/architecture.md). Contract: the copy is deep (no object or array
 * of the copy is shared with the source) except the ship rosters, which are read-only by type and
 * never mutated by any rules module, and, copy on write, each ship's `weapons` (copied by the module
 * that changes one, turn/own-weapons.ts), its `lostTraits` (a new list when one is lost) and each ship's and flight's `position` (never changed in
 * place: a move sets a new object). States are immutable once made, so sharing them is safe. The copy writes its keys in the order createGame gives them,
 * so a state from createGame (or parsed from the engine's own output) serializes byte for byte as
 * before; a hand-written state with its keys in another order comes out in the engine's order.
 *
 * The state, its ships and their weapons are copied with object literals: TypeScript rejects a
 * literal that misses a required field, and clone-state.test.ts fails for a field that is dropped
 * or an object that is shared. An attack in progress is copied by its owner (attack/tasks.ts);
 * the other resolutions, `endPhase`, `result` and `smoke` go through the generic JSON copy. A
 * generic copy of the whole state (megamorphic keyed loads and stores) was about half the CPU
 * time of a random playout.
 */
import type { CriticalHit, FleetId, FleetState, Resolution, ShipState, VasState, VasView, VisibilityState } from '../types';
import { cloneAttackData, isAttackData } from '../attack/tasks';
import { cloneNaval } from './clone-naval';
import { cloneAir } from '../aircraft/state';

/** Deep copy of plain JSON data; any `roster` key is shared, not copied. */
function copy(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) return value.map(copy);
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    const v = (value as Record<string, unknown>)[key];
    out[key] = key === 'roster' ? v : copy(v);
  }
  return out;
}

const copyOf = <T>(value: T): T => copy(value) as T;

/** Fields in damage/critical-apply.ts's order; `data`, when there is any, is set last. */
function cloneCritical(c: CriticalHit): CriticalHit {
  const out: CriticalHit = { id: c.id, location: c.location, effect: c.effect, turn: c.turn, repairable: c.repairable, repaired: c.repaired };
  if (c.data !== undefined) out.data = { ...c.data };
  return out;
}

/** Fields in createGame's order (setup/create-game.ts `buildShip`). */
function cloneShip(s: ShipState): ShipState {
  return {
    id: s.id, fleet: s.fleet, roster: s.roster, command: s.command, name: s.name, civilian: s.civilian,
    // never changed in place (a move sets a new one): shared with the state before
    position: s.position,
    heading: s.heading, damage: s.damage, crew: s.crew,
    crippled: s.crippled, skeleton: s.skeleton, abandoned: s.abandoned, destroyed: s.destroyed, withdrawn: s.withdrawn,
    // shared with the state before; a module that changes a weapon copies them first (turn/own-weapons.ts)
    weapons: s.weapons,
    // shared too: a trait lost to crippling makes a new list (damage/thresholds.ts)
    lostTraits: s.lostTraits,
    criticals: s.criticals.length === 0 ? [] : s.criticals.map(cloneCritical),
    fires: s.fires,
    movedThisTurn: s.movedThisTurn, distanceMovedThisTurn: s.distanceMovedThisTurn, attackedThisTurn: s.attackedThisTurn,
    special: s.special === null ? null : { ...s.special },
    submerged: s.submerged, hidden: s.hidden,
    // Campaign fields, set last by createGame (setup/carried.ts) and only when given.
    ...(s.checkBonus ? { checkBonus: { ...s.checkBonus } } : {}),
    ...(s.rerolls !== undefined ? { rerolls: s.rerolls } : {}),
    ...(s.newCaptain !== undefined ? { newCaptain: s.newCaptain } : {}),
    ...(s.radarRefit !== undefined ? { radarRefit: s.radarRefit } : {}),
    ...(s.special2 !== undefined ? { special2: { ...s.special2 } } : {}),
  };
}

/** Fields in setup/options.ts's order. */
function cloneOptions(o: VasState['options']): VasState['options'] {
  return {
    weather: o.weather, night: o.night, table: { width: o.table.width, height: o.table.height }, maxTurns: o.maxTurns, variants: o.variants.slice(), year: o.year, radar: o.radar,
    ...(o.rulesVersion !== undefined ? { rulesVersion: o.rulesVersion } : {}),
    ...(o.aaByHand === true ? { aaByHand: true } : {}),
  };
}

function cloneFleets(fleets: Record<string, FleetState>): Record<string, FleetState> {
  const out: Record<string, FleetState> = {};
  for (const id of Object.keys(fleets)) {
    const f = fleets[id];
    if (f) out[id] = { id: f.id, name: f.name, side: f.side };
  }
  return out;
}

function cloneShips(ships: Record<string, ShipState>): Record<string, ShipState> {
  const out: Record<string, ShipState> = {};
  for (const id of Object.keys(ships)) {
    const s = ships[id];
    if (s) out[id] = cloneShip(s);
  }
  return out;
}

/** Spotting and radar (conditions/): cheap when nothing is recorded, as in most day battles. */
function isEmpty(o: object): boolean {
  for (const _ in o) return false;
  return true;
}

function cloneVisibility(v: VisibilityState): VisibilityState {
  const empty = v.night === null && isEmpty(v.spotted) && isEmpty(v.detected);
  return empty ? { radar: v.radar.slice(), spotted: {}, detected: {}, night: null } : { radar: v.radar.slice(), ...copyOf({ spotted: v.spotted, detected: v.detected, night: v.night }) };
}

/** The attack in progress by its owner's copy (attack/tasks.ts); the other kinds are rarer. */
function cloneResolution(r: Resolution | null): Resolution | null {
  if (r !== null && r.kind === 'attack' && isAttackData(r.data)) return { kind: r.kind, data: cloneAttackData(r.data) };
  return copyOf(r);
}

/** Fields in createGame's order (setup/create-game.ts). */
export function cloneState(state: VasState): VasState {
  const a = state.activation;
  return {
    v: state.v,
    options: cloneOptions(state.options),
    rng: [state.rng[0], state.rng[1], state.rng[2], state.rng[3]],
    turn: state.turn,
    phase: state.phase,
    fleetOrder: state.fleetOrder.slice(),
    fleets: cloneFleets(state.fleets),
    ships: cloneShips(state.ships),
    shipOrder: state.shipOrder.slice(),
    initiativeOrder: state.initiativeOrder.slice(),
    activation: a === null ? null : { order: a.order.slice(), next: a.next },
    smoke: state.smoke.length === 0 ? [] : copyOf(state.smoke),
    resolution: cloneResolution(state.resolution),
    moving: state.moving,
    result: copyOf(state.result),
    nextCriticalId: state.nextCriticalId,
    declinedFirst: state.declinedFirst.slice(),
    endPhase: copyOf(state.endPhase),
    conceded: state.conceded.slice(),
    visibility: cloneVisibility(state.visibility),
    naval: cloneNaval(state.naval),
    air: cloneAir(state.air),
    scenarioRules: state.scenarioRules.rules.length === 0 ? { rules: [], reserves: [] } : copyOf(state.scenarioRules),
    ...(state.scenario ? { scenario: copyOf(state.scenario) } : {}),
    ...(state.judgement ? { judgement: copyOf(state.judgement) } : {}),
  };
}

/**
 * A player's view (view/observe.ts): the copy cloneState makes, without the PRNG and with `viewer`
 * last, built in one object literal (a clone, then a rest copy without `rng`, then a spread with
 * `viewer` cost three copies of every top-level key). Keys in the order those copies gave them:
 * cloneState's order without `rng`, then `viewer`; keep the two literals' keys in step.
 */
export function cloneView(state: VasState, viewer: FleetId): VasView {
  const a = state.activation;
  return {
    v: state.v,
    options: cloneOptions(state.options),
    turn: state.turn,
    phase: state.phase,
    fleetOrder: state.fleetOrder.slice(),
    fleets: cloneFleets(state.fleets),
    ships: cloneShips(state.ships),
    shipOrder: state.shipOrder.slice(),
    initiativeOrder: state.initiativeOrder.slice(),
    activation: a === null ? null : { order: a.order.slice(), next: a.next },
    smoke: state.smoke.length === 0 ? [] : copyOf(state.smoke),
    resolution: cloneResolution(state.resolution),
    moving: state.moving,
    result: copyOf(state.result),
    nextCriticalId: state.nextCriticalId,
    declinedFirst: state.declinedFirst.slice(),
    endPhase: copyOf(state.endPhase),
    conceded: state.conceded.slice(),
    visibility: cloneVisibility(state.visibility),
    naval: cloneNaval(state.naval),
    air: cloneAir(state.air),
    scenarioRules: state.scenarioRules.rules.length === 0 ? { rules: [], reserves: [] } : copyOf(state.scenarioRules),
    ...(state.scenario ? { scenario: copyOf(state.scenario) } : {}),
    ...(state.judgement ? { judgement: copyOf(state.judgement) } : {}),
    viewer,
  };
}
