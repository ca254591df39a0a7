/**
 * Checking a fleet file (parsed JSON) against the fleet lists, the Fleet Allocation table and the
 * budget. The fleet is judged whole: the report always carries the cost of what could be costed and
 * every problem (code, sentence, path, rule id in details.rule); `fleet` is set only when there is none.
 *
 * File shape: { nation, name?, year?, ships: [{ class, name?, count?, command?, flights?: [{ aircraft, count }] }],
 *               squadrons?: [{ aircraft, command?, count? }], civilians?: [{ type, name?, count? }] }
 * Every object may carry a `comment`; any other unknown key is a problem (a misspelt "comand" must not
 * silently become Command 4). Names are matched without regard to case; an unknown name is answered
 * with the closest known one.
 */
import { showValue, ruleError, type RuleError } from '@salvo/kernel';
import { defaultCatalog, findAircraft, findShipClass, isNewClass, unknownNameHint, type Catalog } from '../catalog';
import { didYouMean } from '../rosters/suggest';
import type { PriorityLevel, ShipRoster } from '../roster-types';
import { carrierCapacity, carrierEligible, defaultCarrierFlights } from './carrier-flights';
import { allocationCost, allocationFor, levelDifference } from './allocation';
import { readCivilians } from './civilians';
import { checkKeys, checkNames, fleetNationOf, nameOf, type NamedEntry } from './file-shape';
import { fleetLimitProblem } from './limits';
import { parseCommand } from './crew';
import { fleetList, listedClass, listedSquadron, nationsListing, FLEET_NATIONS, type FleetNation } from './fleet-lists';
import type { CarrierFlight, Fleet, FleetOptions, FleetShip, FleetSquadron } from './types';

export interface FleetReport {
  readonly cost: number;
  readonly points: number;
  readonly problems: readonly RuleError[];
  readonly fleet?: Fleet;
}

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

function problem(rule: string, code: string, path: string, message: string): RuleError {
  return ruleError(code, message, { path, details: { rule } });
}

function countOf(raw: Obj, path: string, problems: RuleError[]): number {
  if (raw.count === undefined) return 1;
  if (typeof raw.count === 'number' && Number.isInteger(raw.count) && raw.count >= 1 && raw.count <= 99) return raw.count;
  problems.push(problem('VAS-FLEET-LIST', 'ERR_FLEET_COUNT', `${path}.count`, 'count must be a whole number from 1 to 99.'));
  return 0;
}

function commandOf(raw: Obj, path: string, problems: RuleError[]): number {
  const c = parseCommand(raw.command);
  if (c !== undefined) return c;
  problems.push(problem('VAS-FLEET-COMMAND', 'ERR_FLEET_COMMAND', `${path}.command`,
    'Command must be 2 to 6 (Green 2, Conscript 3, Military-Grade 4, Veteran 5, Elite 6).'));
  return 4;
}

interface Ctx {
  readonly nation: FleetNation;
  readonly opts: FleetOptions;
  readonly catalog: Catalog;
  readonly problems: RuleError[];
  /** Priority Level of every ship and squadron bought, for the cost. */
  readonly levels: PriorityLevel[];
  /** Every ship's name and the entry that gave it, for the unique-name check. */
  readonly names: NamedEntry[];
}

const FILE_KEYS = ['nation', 'name', 'year', 'ships', 'squadrons', 'civilians', 'comment'];
const SHIP_KEYS = ['class', 'name', 'count', 'command', 'flights', 'comment'];
const SQUADRON_KEYS = ['aircraft', 'count', 'command', 'flights', 'comment'];
const FLIGHT_KEYS = ['aircraft', 'count', 'comment'];

/** Names of the nation's list, for "did you mean". */
function listNames(nation: FleetNation, what: 'ships' | 'squadrons'): string[] {
  return fleetList(nation).flatMap((l) => (what === 'ships' ? l.ships.map((c) => c.class) : l.squadrons.map((q) => q.aircraft)));
}

function checkLevel(ctx: Ctx, level: PriorityLevel, what: string, path: string): boolean {
  const d = levelDifference(level, ctx.opts.level);
  if (allocationFor(d).kind !== 'forbidden') return true;
  ctx.problems.push(problem('VAS-FLEET-MAX-ABOVE', 'ERR_FLEET_LEVEL_TOO_HIGH', path,
    `${what} is Priority Level ${level}, more than two levels above ${ctx.opts.level}: it can never be bought for this scenario.`));
  return false;
}

function checkYear(ctx: Ctx, inService: number | undefined, what: string, path: string): void {
  if (ctx.opts.year === undefined || inService === undefined || inService <= ctx.opts.year) return;
  ctx.problems.push(problem('VAS-FLEET-IN-SERVICE', 'ERR_FLEET_NOT_IN_SERVICE', path,
    `${what} entered service in ${inService}, after the scenario year ${ctx.opts.year}.`));
}

function carrierFlights(ctx: Ctx, raw: unknown, carrier: ShipRoster, path: string): CarrierFlight[] {
  const capacity = carrierCapacity(carrier);
  const cls = carrier.class;
  if (raw === undefined) return defaultCarrierFlights(carrier, ctx.catalog, ctx.opts.year);
  if (!Array.isArray(raw)) {
    ctx.problems.push(problem('VAS-FLEET-CARRIER-FLIGHTS', 'ERR_FLEET_FLIGHTS', path, 'flights must be a list of { aircraft, count }.'));
    return [];
  }
  if (capacity === 0) {
    ctx.problems.push(problem('VAS-FLEET-CARRIER-FLIGHTS', 'ERR_FLEET_NOT_A_CARRIER', path,
      `The ${cls} class is not a carrier: only carriers bring flights free. Buy land-based squadrons instead.`));
    return [];
  }
  const out: CarrierFlight[] = [];
  raw.forEach((f: unknown, i) => {
    const p = `${path}[${i}]`;
    if (!isObj(f) || typeof f.aircraft !== 'string') {
      ctx.problems.push(problem('VAS-FLEET-CARRIER-FLIGHTS', 'ERR_FLEET_FLIGHTS', p, 'each flight entry needs an aircraft name and a count, e.g. { "aircraft": "Fairey Swordfish", "count": 2 }.'));
      return;
    }
    checkKeys(f, FLIGHT_KEYS, p, 'a flight entry', ctx.problems);
    const count = countOf(f, p, ctx.problems);
    const listed = listedSquadron(ctx.nation, f.aircraft);
    const profile = findAircraft(f.aircraft, ctx.catalog);
    const eligible = carrierEligible(carrier, ctx.catalog);
    if (!listed && (!profile || profile.nation !== ctx.nation)) {
      const elsewhere = profile ? ` (it is a ${profile.nation} aircraft)` : '';
      ctx.problems.push(problem('VAS-FLEET-CARRIER-FLIGHTS', 'ERR_FLEET_UNKNOWN_AIRCRAFT', `${p}.aircraft`,
        `${f.aircraft} is not an aircraft of the ${ctx.nation} list${elsewhere}.${profile ? '' : didYouMean(f.aircraft, eligible.map((a) => a.name))}`));
      return;
    }
    if (profile && !eligible.includes(profile)) {
      ctx.problems.push(problem('VAS-FLEET-CARRIER-FLIGHTS', 'ERR_FLEET_NOT_CARRIER_AIRCRAFT', `${p}.aircraft`, `${profile.name} cannot fly from a carrier.`));
    }
    checkYear(ctx, profile?.inService, f.aircraft, `${p}.aircraft`);
    out.push({ aircraft: listed?.aircraft ?? profile?.name ?? f.aircraft, count });
  });
  const total = out.reduce((n, f) => n + f.count, 0);
  if (total > capacity) {
    ctx.problems.push(problem('VAS-FLEET-CARRIER-FLIGHTS', 'ERR_FLEET_CARRIER_FULL', path,
      `The ${cls} class carries ${capacity} flights; ${total} are embarked.`));
  }
  return out;
}

function readShips(ctx: Ctx, raw: unknown): FleetShip[] {
  if (!Array.isArray(raw)) {
    ctx.problems.push(problem('DATA-FLEET-FILE', 'ERR_FLEET_FILE', 'ships', 'ships must be a list.'));
    return [];
  }
  const ships: FleetShip[] = [];
  const perClass = new Map<string, number>();
  raw.forEach((entry: unknown, i) => {
    const path = `ships[${i}]`;
    if (!isObj(entry) || typeof entry.class !== 'string') {
      ctx.problems.push(problem('DATA-FLEET-FILE', 'ERR_FLEET_FILE', path, 'each ship needs a class, e.g. { "class": "Tribal" }.'));
      return;
    }
    checkKeys(entry, SHIP_KEYS, path, 'a ship entry', ctx.problems);
    const listed = listedClass(ctx.nation, entry.class);
    const roster = findShipClass(listed?.class ?? entry.class, ctx.catalog);
    if (!listed) {
      const elsewhere = nationsListing(entry.class);
      const hint = unknownNameHint(entry.class, ctx.catalog, 'ships');
      const own = didYouMean(entry.class, listNames(ctx.nation, 'ships'));
      ctx.problems.push(problem('VAS-FLEET-LIST', roster || elsewhere.length ? 'ERR_FLEET_NOT_IN_LIST' : 'ERR_FLEET_UNKNOWN_CLASS', `${path}.class`,
        elsewhere.length ? `${entry.class} is in the ${elsewhere.join(' and ')} list, not the ${ctx.nation} list.`
          : `${entry.class} is not a ship class of any fleet list.${hint.includes(' is a ship of the ') || (roster !== undefined && isNewClass(roster.class, ctx.catalog)) ? hint : own || hint}`));
      return;
    }
    if (!roster) {
      ctx.problems.push(problem('VAS-FLEET-LIST', 'ERR_FLEET_NO_ROSTER', `${path}.class`, `The ${listed.class} class has no roster yet (no spec): give one with --rosters.`));
      return;
    }
    const count = countOf(entry, path, ctx.problems);
    const command = commandOf(entry, path, ctx.problems);
    if (!checkLevel(ctx, roster.priority, `The ${roster.class} class`, `${path}.class`)) return;
    checkYear(ctx, roster.inService, `The ${roster.class} class`, `${path}.class`);
    const flights = carrierFlights(ctx, entry.flights, roster, `${path}.flights`);
    const given = nameOf(entry, path, ctx.problems);
    if (count > 1 && given !== undefined) {
      ctx.problems.push(problem('DATA-FLEET-FILE', 'ERR_FLEET_NAME', `${path}.name`, 'a name can only be given to a single ship (count 1).'));
    }
    for (let k = 0; k < count; k += 1) {
      const n = (perClass.get(roster.class) ?? 0) + 1;
      perClass.set(roster.class, n);
      const name = given !== undefined && count === 1 ? given : `${roster.class} ${n}`;
      ctx.names.push({ name, path: given !== undefined ? `${path}.name` : path });
      ships.push({ name, class: roster.class, roster, command, flights });
      ctx.levels.push(roster.priority);
    }
  });
  return ships;
}

function readSquadrons(ctx: Ctx, raw: unknown): FleetSquadron[] {
  if (raw === undefined) return [];
  if (!Array.isArray(raw)) {
    ctx.problems.push(problem('DATA-FLEET-FILE', 'ERR_FLEET_FILE', 'squadrons', 'squadrons must be a list.'));
    return [];
  }
  const out: FleetSquadron[] = [];
  raw.forEach((entry: unknown, i) => {
    const path = `squadrons[${i}]`;
    if (!isObj(entry) || typeof entry.aircraft !== 'string') {
      ctx.problems.push(problem('DATA-FLEET-FILE', 'ERR_FLEET_FILE', path, 'each squadron needs an aircraft name, e.g. { "aircraft": "Hawker Hurricane" }.'));
      return;
    }
    checkKeys(entry, SQUADRON_KEYS, path, 'a squadron entry', ctx.problems);
    const listed = listedSquadron(ctx.nation, entry.aircraft);
    if (!listed) {
      const other = findAircraft(entry.aircraft, ctx.catalog);
      ctx.problems.push(problem('VAS-FLEET-SQUADRON', 'ERR_FLEET_UNKNOWN_AIRCRAFT', `${path}.aircraft`,
        `${entry.aircraft} is not a squadron of the ${ctx.nation} list${other ? ` (it is a ${other.nation} aircraft)` : ''}.${other ? '' : didYouMean(entry.aircraft, listNames(ctx.nation, 'squadrons'))}`));
      return;
    }
    if (entry.flights !== undefined && entry.flights !== listed.flights) {
      ctx.problems.push(problem('VAS-FLEET-SQUADRON', 'ERR_FLEET_SQUADRON_SIZE', `${path}.flights`,
        typeof entry.flights === 'number'
          ? `A ${listed.aircraft} squadron is bought whole: ${listed.flights} flights, not ${showValue(entry.flights)}.`
          : `flights must be a number (a ${listed.aircraft} squadron is bought whole: ${listed.flights} flights); leave it out to get them.`));
    }
    const count = countOf(entry, path, ctx.problems);
    const command = commandOf(entry, path, ctx.problems);
    if (!checkLevel(ctx, listed.priority, `A ${listed.aircraft} squadron`, `${path}.aircraft`)) return;
    const roster = findAircraft(listed.aircraft, ctx.catalog);
    checkYear(ctx, roster?.inService, listed.aircraft, `${path}.aircraft`);
    for (let k = 0; k < count; k += 1) {
      out.push({ aircraft: listed.aircraft, flights: listed.flights, priority: listed.priority, command, ...(roster ? { roster } : {}) });
      ctx.levels.push(listed.priority);
    }
  });
  return out;
}

export function validateFleet(input: unknown, options: FleetOptions, catalog: Catalog = defaultCatalog()): FleetReport {
  const points = options.points ?? 5;
  const problems: RuleError[] = [];
  if (!isObj(input)) {
    return { cost: 0, points, problems: [problem('DATA-FLEET-FILE', 'ERR_FLEET_FILE', '', 'A fleet file must hold an object with a nation and a list of ships.')] };
  }
  const tooBig = fleetLimitProblem(input);
  if (tooBig) return { cost: 0, points, problems: [tooBig] };
  const nation = fleetNationOf(input.nation);
  if (nation === undefined) {
    const given = typeof input.nation === 'string' ? ` "${input.nation}" is not one.${didYouMean(input.nation, FLEET_NATIONS)}` : input.nation === undefined ? ' It is missing.' : '';
    return { cost: 0, points, problems: [problem('VAS-FLEET-LIST', 'ERR_FLEET_NATION', 'nation', `nation must be one of: ${FLEET_NATIONS.join(', ')}.${given}`)] };
  }
  checkKeys(input, FILE_KEYS, '', 'a fleet file', problems);
  if (input.name !== undefined && typeof input.name !== 'string') {
    problems.push(problem('DATA-FLEET-FILE', 'ERR_FLEET_NAME', 'name', 'the fleet\'s name must be a text in quotes.'));
  }
  let year = options.year;
  if (input.year !== undefined) {
    if (typeof input.year === 'number' && Number.isInteger(input.year) && input.year >= 1900 && input.year <= 1950) year ??= input.year;
    else problems.push(problem('VAS-FLEET-IN-SERVICE', 'ERR_FLEET_YEAR', 'year', `year must be a year of the fleet lists' era, 1900 to 1950 (e.g. 1941), not ${showValue(input.year)}.`));
  }
  const ctx: Ctx = { nation, opts: { ...options, ...(year !== undefined ? { year } : {}) }, catalog, problems, levels: [], names: [] };
  const ships = readShips(ctx, input.ships ?? []);
  const squadrons = readSquadrons(ctx, input.squadrons);
  const civilians = readCivilians(input.civilians, catalog, problems, ctx.names);
  checkNames(ctx.names, problems);
  if (ships.length + squadrons.length + civilians.ships.length === 0 && problems.length === 0) {
    problems.push(problem('DATA-FLEET-FILE', 'ERR_FLEET_EMPTY', 'ships',
      'The fleet buys nothing: list at least one ship, squadron or civilian ship, e.g. "ships": [{ "class": "Tribal" }].'));
  }
  const civilianPoints = options.civilianPoints ?? 0;
  if (civilians.cost > civilianPoints) {
    problems.push(problem('VAS-FLEET-CIVILIAN', 'ERR_FLEET_CIVILIAN_BUDGET', 'civilians',
      `The civilian ships cost ${civilians.cost} civilian ship points; only ${civilianPoints} may be spent.`));
  }
  const { total, lines } = allocationCost(ctx.levels, options.level);
  if (total > points) {
    problems.push(problem('VAS-FLEET-BUDGET', 'ERR_FLEET_OVER_BUDGET', '',
      `The fleet costs ${total} Fleet Allocation Points; only ${points} may be spent at Priority Level ${options.level}.`));
  }
  if (problems.length > 0) return { cost: total, points, problems };
  const fleet: Fleet = {
    nation, ...(typeof input.name === 'string' ? { name: input.name } : {}), level: options.level, points,
    ...(year !== undefined ? { year } : {}), ships, squadrons, civilians: civilians.ships, civilianCost: civilians.cost,
    cost: total, costLines: lines,
  };
  return { cost: total, points, problems, fleet };
}
