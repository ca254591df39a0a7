/**
 * `parse` checks (VAS-ENGINE-SERIALIZE) for the Advanced Rules' parts of a state: conditions/
 * (visibility, radar, the night-fighting variant) and the naval chapters (torpedoes, submarines,
 * squadrons, withdrawals). Typed by `Fields<T>` like state-fields.ts, so a field added to one of
 * these types does not compile until its check is added here.
 */
import type { ExitRecord, NavalState, NightFightingState, Squadron, TorpedoSpread, VisibilityState } from '../types';
import { MAX_FLEETS, MAX_SHIPS } from './create-game';
import { MAX_TURNS_LIMIT } from './options';
import { bool, dict, fleetId, int, list, lit, nullable, obj, opt, shipId, str, tagged, type Check } from './state-shape';

type Fields<T> = { readonly [K in keyof Required<T>]: Check };

const BIG = 1_000_000;
const turn = int(0, MAX_TURNS_LIMIT + 1);
const ships = list(shipId, MAX_SHIPS, true);
/** Facts of a turn that may name a ship more than once (lit by two starshells). */
const shipList = list(shipId, 10 * MAX_SHIPS);
const sideName = str(1000);

const nightFields: Fields<NightFightingState> = {
  spots: dict(shipId, ships, MAX_SHIPS),
  nearMiss: dict(shipId, ships, MAX_SHIPS),
  spotlights: list(obj({ by: shipId, target: shipId, since: turn }), MAX_SHIPS),
  starshellsDue: list(obj({ by: shipId, target: shipId, needed: int(-99, 99) }), MAX_SHIPS),
  misidentified: dict(shipId, shipId, MAX_SHIPS),
  now: obj({ fired: shipList, starshell: shipList, lit: shipList }),
  last: obj({ fired: shipList, starshell: shipList, lit: shipList, spotlight: shipList }),
};

export const visibilityFields: Fields<VisibilityState> = {
  radar: ships,
  spotted: dict(sideName, ships, MAX_FLEETS),
  detected: dict(shipId, ships, MAX_SHIPS),
  night: nullable(obj(nightFields)),
};

const square = obj({ col: int(0, 100), row: int(0, 100) });
const edge = lit('north', 'south', 'east', 'west');
const spreadFields: Fields<TorpedoSpread> = {
  // A ship, or with `air` a flight (aircraft/state-fields.ts checks which: airLinkProblem).
  id: int(1, BIG), attacker: str(100), fleet: fleetId, weapon: int(0, 63), target: shipId, dice: int(0, 999),
  beam: bool, longLance: bool, placedTurn: turn, dueTurn: turn, attackerEvasive: bool, attackerFlankSpeed: opt(bool), air: opt(bool),
};
const squadronFields: Fields<Squadron> = { id: str(100), fleet: fleetId, ships };
const exitFields: Fields<ExitRecord> = { turn, edge, forbidden: bool };

export const navalFields: Fields<NavalState> = {
  torpedoes: list(obj(spreadFields), 64 * MAX_SHIPS),
  nextSpreadId: int(1, BIG),
  hidden: dict(shipId, square, MAX_SHIPS),
  detected: dict(shipId, list(sideName, MAX_FLEETS, true), MAX_SHIPS),
  depthChanged: ships,
  revealDone: list(fleetId, MAX_FLEETS, true),
  detectionTried: list(str(2100), MAX_SHIPS * MAX_FLEETS, true),
  pendingHunts: list(obj({ ship: shipId, square }), 64 * MAX_SHIPS),
  mustReveal: ships,
  // `by`: a ship or a flight (setup/state-links.ts checks which is there).
  crashDives: list(obj({ ship: shipId, by: str(110) }), MAX_SHIPS * MAX_SHIPS),
  squadrons: list(obj(squadronFields), MAX_SHIPS),
  squadronTurn: nullable(obj({ squadron: str(100), phase: lit('movement', 'attack'), remaining: ships })),
  exits: dict(shipId, obj(exitFields), MAX_SHIPS),
  forbiddenEdges: dict(fleetId, list(edge, 4, true), MAX_FLEETS),
};

const die = int(-99, 99);
/** Radar and spotting rolls still due (conditions/, variants/night-fighting/). */
export const visibilityResolution = obj({
  kind: lit('visibility'),
  data: obj({
    spotsQueued: bool,
    steps: list(tagged('t', {
      radar: obj({ t: lit('radar'), ship: shipId, targets: ships }),
      electrical: obj({ t: lit('electrical'), ship: shipId, count: int(1, MAX_SHIPS) }),
      spot: obj({ t: lit('spot'), side: sideName, targets: ships, needed: list(die, MAX_SHIPS) }),
      'nf-spot': obj({ t: lit('nf-spot'), ship: shipId, rolls: list(obj({ target: shipId, needed: die, radar: bool, friendlyNear: nullable(shipId) }), 2 * MAX_SHIPS) }),
      'nf-friendly': obj({ t: lit('nf-friendly'), ship: shipId, friend: shipId }),
      'nf-starshell': obj({ t: lit('nf-starshell'), ship: shipId, target: shipId, needed: die }),
      'nf-scatter': obj({ t: lit('nf-scatter'), ship: shipId, among: ships }),
    }), 10 * MAX_SHIPS * MAX_SHIPS),
  }),
});

/**
 * Plain JSON of bounded size and depth: the open-ended resolution data of torpedoes/ and submarines/
 * (their own modules narrow it). Bounds keep a tampered state from costing more than its size.
 */
export function boundedJson(maxDepth: number, maxKeys: number): Check {
  const check = (v: unknown, p: string, depth: number): string | null => {
    if (v === null || typeof v === 'boolean' || typeof v === 'string') return typeof v === 'string' && v.length > 1000 ? `${p} is too long` : null;
    if (typeof v === 'number') return Number.isFinite(v) && Math.abs(v) <= BIG ? null : `${p} must be a small number`;
    if (depth >= maxDepth || typeof v !== 'object') return `${p} is malformed`;
    const keys = Object.keys(v);
    if (keys.length > maxKeys || (Array.isArray(v) && keys.length !== v.length)) return `${p} is too large`;
    for (const k of keys) {
      const bad = check((v as Record<string, unknown>)[k], `${p}.${k.slice(0, 40)}`, depth + 1);
      if (bad) return bad;
    }
    return null;
  };
  return (v, p) => check(v, p, 0);
}

const openData = (tag: string, kind: string): Check => (v, p, ctx) => {
  const shape = obj({ kind: lit(kind), data: boundedJson(6, 10 * MAX_SHIPS) })(v, p, ctx);
  if (shape) return shape;
  const data = (v as { data: Record<string, unknown> }).data;
  return typeof data === 'object' && data !== null && !Array.isArray(data) && tag in data ? null : `${p}.data.${tag} is missing`;
};
export const torpedoResolution = openData('spread', 'torpedo');
export const submarineResolution = openData('step', 'submarine');
