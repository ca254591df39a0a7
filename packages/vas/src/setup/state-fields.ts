/**
 * The full shape of a Victory at Sea state (`parse`, VAS-ENGINE-SERIALIZE): one table of checks per
 * object of types.ts. A table is typed by the fields of its type (`Fields<T>`), so a field added to
 * the state does not compile until its check is added here. Bounds are those of createGame (60 ships,
 * 8 fleets, 30 turns, tables up to 480") with room for what play can reach.
 */
import type {
  CriticalHit, EndPhaseProgress, FleetState, ShipState, SmokeCounter, VasState, WeaponState,
} from '../types';
import type { Shot } from '../attack/tasks';
import { SPECIAL_ACTION_KINDS } from '../special-actions/catalog';
import { MAX_FLEETS, MAX_SHIPS } from './create-game';
import { airFields, airResolution } from '../aircraft/state-fields';
import { MAX_TURNS_LIMIT } from './options';
import { OLDEST_RULES, VAS_RULES_VERSION } from '../rules-version';
import { scenarioRulesFields } from '../scenario-rules/state-fields';
import { scenarioStateCheck } from '../scenario/state-fields';
import { navalFields, submarineResolution, torpedoResolution, visibilityFields, visibilityResolution } from './state-fields-advanced';
import {
  all, bool, dict, fleetId, int, list, lit, nullable, num, obj, opt, shipId, str, tagged, type Check,
} from './state-shape';

type Fields<T> = { readonly [K in keyof Required<T>]: Check };

const BIG = 1_000_000;
/** Positions may leave the table (withdrawal), but not by more than this many inches. */
const FAR = 10_000;
const NAME = 1000;
const vec = obj({ x: num(-FAR, FAR), y: num(-FAR, FAR) });
const location = lit('crew', 'engines', 'weapons', 'vital');
const die = int(1, 6);
const turn = int(0, MAX_TURNS_LIMIT + 1);
const anyRoster: Check = (v, p) => (typeof v === 'object' && v !== null && !Array.isArray(v) ? null : `${p} must be a roster`);

const weaponFields: Fields<WeaponState> = {
  index: int(0, 63), destroyed: bool, adLost: int(0, 99), lastFiredTurn: nullable(turn), spent: bool, failed: int(0, 99),
};
const criticalFields: Fields<CriticalHit> = {
  id: int(1, BIG), location, effect: str(60), turn, repairable: bool, repaired: bool,
  data: opt(dict(str(40), (v, p) => (Number.isInteger(v) && Math.abs(v as number) <= BIG) || (typeof v === 'string' && v.length <= 60) ? null : `${p} must be a small number or text`, 8)),
};
const shipFields: Fields<ShipState> = {
  id: shipId, name: str(NAME), fleet: fleetId, roster: anyRoster, command: int(2, 6), civilian: bool,
  position: vec, heading: num(0, 360), damage: int(0, 999), crew: int(0, 999),
  crippled: bool, skeleton: bool, abandoned: bool, destroyed: bool, withdrawn: bool,
  weapons: list(obj(weaponFields), 64), lostTraits: list(str(NAME), 32), criticals: list(obj(criticalFields), 1000), fires: int(0, 999),
  movedThisTurn: bool, distanceMovedThisTurn: num(0, FAR), attackedThisTurn: bool,
  special: nullable(obj({ kind: lit(...SPECIAL_ACTION_KINDS), success: bool })),
  submerged: bool, hidden: bool,
  checkBonus: opt(obj({ damageControl: opt(int(0, 3)), comeAbout: opt(int(0, 3)) })),
  rerolls: opt(int(0, 99)),
  newCaptain: opt(bool),
  radarRefit: opt(bool),
  special2: opt(obj({ kind: lit(...SPECIAL_ACTION_KINDS), success: bool })),
};
const fleetFields: Fields<FleetState> = { id: fleetId, name: str(NAME), side: str(NAME) };
const smokeFields: Fields<SmokeCounter> = { ship: shipId, from: vec, to: vec, turn };
const endPhaseFields: Fields<EndPhaseProgress> = {
  dcDone: list(shipId, MAX_SHIPS, true), dcAttempted: dict(shipId, list(int(1, BIG), 1000), MAX_SHIPS), fireDone: list(shipId, MAX_SHIPS, true),
};

const shotFields: Fields<Shot> = {
  weapon: int(0, 63), target: shipId, dice: int(0, 999), need: int(-99, 99), mod: int(-99, 99), rerollMisses: bool, rerollHits: bool,
  dd: int(0, 99), ddMod: int(-99, 99), canCrit: bool, range: num(0, FAR), hits: int(0, 999),
};
const shotIndex = int(0, 999);
const attackTask = tagged('t', {
  'fire-control': obj({ t: lit('fire-control'), weapons: list(int(0, 63), 64) }),
  attack: obj({ t: lit('attack'), shot: shotIndex }),
  reroll: obj({ t: lit('reroll'), shot: shotIndex, count: int(0, 999) }),
  'gun-failure': obj({ t: lit('gun-failure'), shot: shotIndex, count: int(0, 999) }),
  'electrical-failure': obj({ t: lit('electrical-failure'), shot: shotIndex, count: int(0, 999) }),
  damage: obj({ t: lit('damage'), shot: shotIndex }),
  confirm: obj({ t: lit('confirm'), target: shipId, count: int(0, 999) }),
  'crit-location': obj({ t: lit('crit-location'), target: shipId }),
  'crit-effect': obj({ t: lit('crit-effect'), target: shipId, location }),
  'crit-extra': obj({ t: lit('crit-extra'), target: shipId, location, effectDie: die }),
  'crit-follow': obj({ t: lit('crit-follow'), target: shipId, location, effectDie: die, extras: list(die, 64) }),
  cripple: obj({ t: lit('cripple'), ship: shipId }),
});
/** Every task's shot is one of the attack's shots. */
const shotsExist: Check = (v, p) => {
  const d = v as { shots: unknown[]; tasks: { shot?: number }[] };
  return d.tasks.every((t) => t.shot === undefined || t.shot < d.shots.length) ? null : `${p} names a shot it does not have`;
};
const resolution = tagged('kind', {
  initiative: obj({
    kind: lit('initiative'), rolls: dict(fleetId, int(-99, 99), MAX_FLEETS), contenders: list(fleetId, MAX_FLEETS, true),
    groups: list(list(fleetId, MAX_FLEETS, true), MAX_FLEETS), round: int(1, BIG),
  }),
  'special-check': obj({ kind: lit('special-check'), ship: shipId, action: lit(...SPECIAL_ACTION_KINDS), needed: int(-99, 99), then: opt(lit(...SPECIAL_ACTION_KINDS)), second: opt(bool) }),
  attack: obj({
    kind: lit('attack'),
    data: all(obj({ attacker: shipId, shots: list(obj(shotFields), 64 * MAX_SHIPS), tasks: list(attackTask, 10_000) }), shotsExist),
  }),
  'end-phase': obj({
    kind: lit('end-phase'),
    data: tagged('step', {
      'damage-control': obj({ step: lit('damage-control'), ship: shipId, critical: int(1, BIG), needed: int(-99, 99) }),
      fire: obj({ step: lit('fire'), ship: shipId, fires: int(0, 999) }),
    }),
  }),
  visibility: visibilityResolution,
  torpedo: torpedoResolution,
  submarine: submarineResolution,
  air: airResolution,
});

export const stateFields: Fields<VasState> = {
  v: lit(1),
  options: obj({
    weather: lit('good', 'bad'), night: bool, maxTurns: int(1, MAX_TURNS_LIMIT), variants: list(str(100), 32, true),
    table: obj({ width: num(6, 480), height: num(6, 480) }), year: int(1900, 1950), radar: bool,
    // present only for a game kept under older rules (setup/options.ts)
    rulesVersion: opt(int(OLDEST_RULES, VAS_RULES_VERSION - 1)),
    aaByHand: opt(lit(true)),
  }),
  rng: all(list(int(-0x8000_0000, 0xffff_ffff), 4), (v, p) => ((v as unknown[]).length === 4 ? null : `${p} must be four whole numbers`)),
  turn: int(1, MAX_TURNS_LIMIT + 1),
  phase: lit('initiative', 'movement', 'attack', 'end', 'over'),
  fleetOrder: list(fleetId, MAX_FLEETS, true),
  fleets: dict(fleetId, obj(fleetFields), MAX_FLEETS),
  ships: dict(shipId, obj(shipFields), MAX_SHIPS),
  shipOrder: list(shipId, MAX_SHIPS, true),
  initiativeOrder: list(fleetId, MAX_FLEETS, true),
  activation: nullable(obj({ order: list(fleetId, MAX_FLEETS, true), next: int(0, MAX_FLEETS) })),
  smoke: list(obj(smokeFields), 10 * MAX_SHIPS * (MAX_TURNS_LIMIT + 1)),
  resolution: nullable(resolution),
  moving: nullable(shipId),
  result: nullable(obj({ winners: list(fleetId, MAX_FLEETS, true), summary: str(NAME) })),
  nextCriticalId: int(1, BIG),
  declinedFirst: list(fleetId, MAX_FLEETS, true),
  endPhase: nullable(obj(endPhaseFields)),
  conceded: list(fleetId, MAX_FLEETS, true),
  visibility: obj(visibilityFields),
  naval: obj(navalFields),
  air: obj(airFields),
  scenarioRules: obj(scenarioRulesFields),
  scenario: scenarioStateCheck,
  judgement: opt(obj({ values: list(int(1, 100), 10_000), asked: list(shipId, MAX_SHIPS, true), rerolled: list(int(0, 9_999), 10_000, true), rerolling: nullable(list(int(0, 9_999), 10_000, true)) })),
};
