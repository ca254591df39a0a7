/**
 * `createGame(setup)`: the only way into a game (VAS-SETUP-VALID). The setup is untrusted JSON;
 * every problem is reported with a code and a path, then the state of turn 1 is built with the
 * PRNG seeded from `setup.seed` and the Initiative Phase awaiting its first roll.
 */
import { err, ok, ruleError, seedRng, setupError, type Result, type RuleError, type SetupError, type Vec } from '@salvo/kernel';
import { findShipClass, type ShipRoster } from '@salvo/data';
import type { FleetState, ShipState, SquareRef, Squadron, TableEdge, VasSetup, VasState } from '../types';
import { readForbiddenEdges } from '../withdrawal/edges';
import { readSquadrons } from '../squadrons/setup';
import { readSubmarineSetup } from '../submarines/setup';
import { squareCentre } from '../submarines/squares';
import { footprintRadius, footprintsOverlap } from '../movement/footprint';
import { emptyNaval } from '../turn/clone-naval';
import { startTurn } from '../turn/start-turn';
import { readOptions } from './options';
import { asRoster, rosterProblems } from './roster-check';
import { commandScore } from '../command/variants';
import { applyCarried, readCarried } from './carried';
import { applyCarriedCriticals, readCarriedCriticals } from './carried-criticals';
import { applyCrippleLosses, readCrippleLosses } from './carried-cripple';
import { initialVisibility } from '../conditions/setup';
import { readFlights, type FlightInput } from '../aircraft/setup';
import { observationFlights } from '../aircraft/observation';
import { noAircraft } from '../variants/night-fighting/no-aircraft';
import { readScenarioRules } from '../scenario-rules/setup';
import { aircraftBanned } from '../scenario-rules/hooks';
import { readScenario } from '../scenario/setup';
import { applyFirstTurn } from '../scenario/first-turn';

export const MAX_FLEETS = 8;
export const MAX_SHIPS = 60;
/** Ids and names (fleets, ships, sides, classes): longer texts are refused, never echoed. */
export const MAX_TEXT = 100;

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isNum = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

interface Placed { id: string; path: string; at: Vec; radius: number }

export function createGame(input: VasSetup | unknown): Result<VasState, SetupError> {
  const problems: RuleError[] = [];
  const p = (code: string, message: string, path: string): void => void problems.push(ruleError(code, message, { path }));
  if (!isObj(input)) return err(setupError([ruleError('ERR_SETUP_SHAPE', 'A setup must be a JSON object.', { path: '' })]));
  if (!(isNum(input.seed) || typeof input.seed === 'string')) p('ERR_BAD_SEED', 'The seed must be a number or a string.', 'seed');
  const options = readOptions(input.options, problems);
  const fleetsIn = input.fleets;
  if (!Array.isArray(fleetsIn) || fleetsIn.length < 2) {
    p('ERR_MISSING_FLEETS', 'A battle needs at least two fleets.', 'fleets');
  } else if (fleetsIn.length > MAX_FLEETS) {
    p('ERR_TOO_MANY_FLEETS', `A battle has at most ${MAX_FLEETS} fleets.`, 'fleets');
  }
  // Limits before work: a setup naming 40,000 ships is refused before any is placed.
  const shipsGiven = Array.isArray(fleetsIn) && fleetsIn.length <= MAX_FLEETS
    ? fleetsIn.reduce((n: number, f: unknown) => n + (isObj(f) && Array.isArray(f.ships) ? f.ships.length : 0), 0) : 0;
  if (shipsGiven > MAX_SHIPS) return err(setupError([ruleError('ERR_TOO_MANY_SHIPS', `A battle has at most ${MAX_SHIPS} ships.`, { path: 'fleets' })]));
  const fleets: Record<string, FleetState> = {};
  const fleetOrder: string[] = [];
  const ships: Record<string, ShipState> = {};
  const shipOrder: string[] = [];
  /** VAS-SETUP-CRITICALS: ids for carried critical hits; the battle's own go on from here. */
  let criticalId = 1;
  const placed: Placed[] = [];
  const radar: Record<string, boolean> = {};
  const hiddenSquares: Record<string, SquareRef> = {};
  const flightInputs: FlightInput[] = [];
  const { width, height } = options.table;

  (Array.isArray(fleetsIn) ? fleetsIn : []).forEach((f: unknown, fi: number) => {
    const fp = `fleets[${fi}]`;
    if (!isObj(f)) return p('ERR_SETUP_SHAPE', 'A fleet must be an object.', fp);
    const fid = f.id;
    if (typeof fid === 'string' && fid.length > MAX_TEXT) return p('ERR_BAD_ID', `A fleet id has at most ${MAX_TEXT} characters.`, `${fp}.id`);
    if (f.name !== undefined && (typeof f.name !== 'string' || f.name.length > MAX_TEXT)) return p('ERR_SETUP_SHAPE', `A fleet name is a text of at most ${MAX_TEXT} characters.`, `${fp}.name`);
    if (typeof f.side === 'string' && f.side.length > MAX_TEXT) return p('ERR_SETUP_SHAPE', `A side is a name of at most ${MAX_TEXT} characters.`, `${fp}.side`);
    if (typeof fid !== 'string' || fid === '') p('ERR_MISSING_ID', 'A fleet needs an id.', `${fp}.id`);
    else if (fid === '__proto__') p('ERR_BAD_ID', 'That id is reserved; choose another.', `${fp}.id`);
    else if (Object.hasOwn(fleets, fid)) p('ERR_DUPLICATE_ID', `Two fleets are called "${fid}".`, `${fp}.id`);
    const fleetId = typeof fid === 'string' && fid !== '' && fid !== '__proto__' ? fid : `#${fi}`;
    if (!Object.hasOwn(fleets, fleetId)) {
      fleets[fleetId] = {
        id: fleetId,
        name: typeof f.name === 'string' ? f.name : fleetId,
        side: typeof f.side === 'string' && f.side !== '' ? f.side : fleetId,
      };
      fleetOrder.push(fleetId);
    }
    if (f.side !== undefined && typeof f.side !== 'string') p('ERR_SETUP_SHAPE', 'A side must be a name.', `${fp}.side`);
    flightInputs.push({ fleet: fleetId, path: fp, raw: f.flights });
    if (!Array.isArray(f.ships) || f.ships.length === 0) return p('ERR_EMPTY_FLEET', `Fleet "${fleetId}" has no ships.`, `${fp}.ships`);
    f.ships.forEach((s: unknown, si: number) => {
      const sp = `${fp}.ships[${si}]`;
      if (!isObj(s)) return p('ERR_SETUP_SHAPE', 'A ship must be an object.', sp);
      const sid = s.id;
      if (typeof sid !== 'string' || sid === '') return p('ERR_MISSING_ID', 'A ship needs an id.', `${sp}.id`);
      if (sid.length > MAX_TEXT) return p('ERR_BAD_ID', `A ship id has at most ${MAX_TEXT} characters.`, `${sp}.id`);
      if (typeof s.name === 'string' && s.name.length > MAX_TEXT) return p('ERR_SETUP_SHAPE', `A ship name has at most ${MAX_TEXT} characters.`, `${sp}.name`);
      if (typeof s.class === 'string' && s.class.length > MAX_TEXT) return p('ERR_UNKNOWN_CLASS', `A class name has at most ${MAX_TEXT} characters.`, `${sp}.class`);
      if (sid === '__proto__') return p('ERR_BAD_ID', 'That id is reserved; choose another.', `${sp}.id`);
      if (Object.hasOwn(ships, sid) || placed.some((x) => x.id === sid)) return p('ERR_DUPLICATE_ID', `Two ships are called "${sid}".`, `${sp}.id`);
      let roster: ShipRoster | undefined;
      if (s.roster !== undefined) {
        const rp = rosterProblems(s.roster, `${sp}.roster`);
        problems.push(...rp);
        if (rp.length === 0) roster = asRoster(s.roster);
      } else if (typeof s.class === 'string') {
        roster = findShipClass(s.class);
        if (!roster) p('ERR_UNKNOWN_CLASS', `No ship class called "${s.class}" is known.`, `${sp}.class`);
      } else {
        p('ERR_MISSING_CLASS', `Ship "${sid}" needs a class or an inline roster.`, `${sp}.class`);
      }
      const command = commandScore(s.command ?? 4);
      if (command === undefined) {
        p('ERR_BAD_COMMAND', 'Command must be a whole number from 2 (Green) to 6 (Elite), or elite, veteran, military-grade, conscript or green.', `${sp}.command`);
      }
      if (s.radar !== undefined && typeof s.radar !== 'boolean') p('ERR_SETUP_SHAPE', 'radar must be true or false.', `${sp}.radar`);
      else if (typeof s.radar === 'boolean') radar[sid] = s.radar;
      const sub = readSubmarineSetup(s, roster, sp, options.table, problems);
      const pos = sub.hidden ? squareCentre(options.table, sub.hidden) : s.position;
      let at: Vec | null = null;
      if (!isObj(pos) || !isNum(pos.x) || !isNum(pos.y)) {
        p('ERR_BAD_POSITION', 'A position must be { x, y } in inches.', `${sp}.position`);
      } else if (pos.x < 0 || pos.x > width || pos.y < 0 || pos.y > height) {
        p('ERR_OFF_TABLE', `Ship "${sid}" is placed off the ${width}x${height} table.`, `${sp}.position`);
      } else {
        at = { x: pos.x, y: pos.y };
      }
      if (!isNum(s.heading)) p('ERR_BAD_HEADING', 'A heading must be a number of degrees.', `${sp}.heading`);
      if (s.civilian !== undefined && typeof s.civilian !== 'boolean') p('ERR_SETUP_SHAPE', 'civilian must be true or false.', `${sp}.civilian`);
      if (s.name !== undefined && typeof s.name !== 'string') p('ERR_SETUP_SHAPE', 'A ship name must be text.', `${sp}.name`);
      if (at && roster && !sub.hidden) {
        const radius = footprintRadius(roster.type);
        const hit = placed.find((o) => footprintsOverlap(at, radius, o.at, o.radius));
        if (hit) p('ERR_SHIPS_OVERLAP', `Ship "${sid}" is placed on top of "${hit.id}".`, `${sp}.position`);
        placed.push({ id: sid, path: sp, at, radius });
      }
      const carried = readCarried(s, roster, sp, problems);
      const criticals = readCarriedCriticals(s.criticals, roster, `${sp}.criticals`, problems);
      const crippleLosses = readCrippleLosses(s.crippleLosses, roster, s.damage, `${sp}.crippleLosses`, problems);
      if (!roster || !at || !isNum(s.heading) || typeof command !== 'number') return;
      const ship: ShipState = { ...buildShip(sid, fleetId, roster, s, at, command), submerged: sub.submerged, hidden: sub.hidden !== null };
      applyCarried(ship, carried);
      applyCarriedCriticals(ship, criticals, () => criticalId++);
      applyCrippleLosses(ship, crippleLosses);
      ships[sid] = ship;
      if (sub.hidden) hiddenSquares[sid] = sub.hidden;
      shipOrder.push(sid);
    });
  });
  // Before squadrons: a reinforcement is off the table (hidden) and may not be in a squadron.
  const scenarioRules = readScenarioRules(input.scenarioRules, fleets, ships, problems);
  const squadrons: Squadron[] = [];
  const forbiddenEdges: Record<string, TableEdge[]> = {};
  const squadronTaken = new Set<string>();
  (Array.isArray(fleetsIn) ? fleetsIn : []).forEach((f: unknown, fi: number) => {
    if (!isObj(f) || typeof f.id !== 'string') return;
    squadrons.push(...readSquadrons(f.squadrons, f.id, ships, squadronTaken, `fleets[${fi}].squadrons`, problems));
    const edges = readForbiddenEdges(f.forbiddenEdges, `fleets[${fi}].forbiddenEdges`, problems);
    if (edges.length > 0) forbiddenEdges[f.id] = edges;
  });
  if (shipOrder.length > MAX_SHIPS) p('ERR_TOO_MANY_SHIPS', `A battle has at most ${MAX_SHIPS} ships.`, 'fleets');
  const air = readFlights(flightInputs, ships, options.table, problems, noAircraft(options));
  const flightIds = new Set([...shipOrder, ...air.flights.map((f) => f.id)]);
  air.flights.push(...observationFlights(shipOrder.flatMap((id) => ships[id] ?? []), flightIds, problems));
  const sides = new Set(Object.values(fleets).map((f) => f.side));
  if (Array.isArray(fleetsIn) && fleetsIn.length >= 2 && sides.size < 2) p('ERR_ONE_SIDE', 'Every fleet is on the same side: nobody to fight.', 'fleets');
  const scenario = readScenario(input.scenario, fleetOrder, problems);
  // VAS-SCN-NO-AIRCRAFT: flights given for such a fleet are refused; its ships take no observation aircraft (Aircraft X) aboard.
  for (const f of flightInputs) {
    if (Array.isArray(f.raw) && f.raw.length > 0 && aircraftBanned({ scenarioRules }, f.fleet)) p('ERR_SCENARIO_NO_AIRCRAFT', `Fleet "${f.fleet}" uses no aircraft in this scenario (VAS-SCN-NO-AIRCRAFT): leave out its flights.`, `${f.path}.flights`);
  }
  air.flights = air.flights.filter((f) => !aircraftBanned({ scenarioRules }, f.fleet));
  if (problems.length > 0) return err(setupError(problems));

  const state: VasState = {
    v: 1, options, rng: seedRng(input.seed as number | string), turn: 1, phase: 'initiative',
    fleetOrder, fleets, ships, shipOrder, initiativeOrder: [], activation: null, smoke: [], resolution: null,
    moving: null, result: null, nextCriticalId: criticalId, declinedFirst: [], endPhase: null, conceded: [],
    visibility: initialVisibility(shipOrder.flatMap((id) => ships[id] ?? []), radar),
    naval: { ...emptyNaval(), hidden: hiddenSquares, squadrons, forbiddenEdges },
    air,
    scenarioRules,
    ...(scenario ? { scenario } : {}),
  };
  startTurn(state);
  applyFirstTurn(state);
  return ok(state);
}

function buildShip(id: string, fleet: string, roster: ShipRoster, s: Record<string, unknown>, at: Vec, command: number): ShipState {
  return {
    id, fleet, roster, command,
    name: typeof s.name === 'string' && s.name !== '' ? s.name : id,
    civilian: s.civilian === true || roster.type === 'civilian',
    position: at,
    heading: ((s.heading as number) % 360 + 360) % 360,
    damage: roster.damage[0], crew: roster.crew[0],
    crippled: false, skeleton: false, abandoned: false, destroyed: false, withdrawn: false,
    weapons: roster.weapons.map((_, index) => ({ index, destroyed: false, adLost: 0, lastFiredTurn: null, spent: false, failed: 0 })),
    lostTraits: [], criticals: [], fires: 0,
    movedThisTurn: false, distanceMovedThisTurn: 0, attackedThisTurn: false, special: null,
    submerged: false, hidden: false,
  };
}
