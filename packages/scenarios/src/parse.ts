/**
 * `parseScenario(raw)`: untrusted JSON to a `Scenario`, or every problem as a sentence with its path
 * (VAS-SCN-FORMAT). Shape by the zod schema; then what a schema cannot say: an id of its own (not a
 * built-in's), zones and ships inside the table, known nations and classes (with "did you mean"), each
 * fixed ship of her fleet's nation, ships inside their zone and not on another ship, side ids that exist,
 * and scenario rule ids the engine implements (VAS-SCN-RULES). Every problem is reported at once: the
 * checks that need only a few fields (id, table, nations, classes, positions) read the raw file, so they
 * run even when the shape is wrong elsewhere. Pure: no I/O.
 */
import { defaultCatalog, didYouMean, findShipClass, fleetList, FLEET_NATIONS, issueSentence, listedClass, nationsListing, unknownNameHint, type Catalog, type FleetNation } from '@salvo/data';
import { footprintRadius, isScenarioRule } from '@salvo/vas';
import { BUILTIN_SCENARIOS } from './builtin';
import { SCENARIO_NATIONS_TEXT, scenarioNationOf } from './nation';
import { ScenarioSchema, type Scenario, type ScenarioZone } from './schema';
import { checkShipRules } from './ship-rules';

export interface ScenarioProblem {
  /** Where in the file, e.g. `sides[0].deployment.zones[1]`; '' for the whole file. */
  readonly path: string;
  readonly message: string;
}

export type ParseResult = { readonly ok: true; readonly value: Scenario } | { readonly ok: false; readonly problems: ScenarioProblem[] };

/** `sides.0.fleet` -> `sides[0].fleet`. */
export function pathText(path: readonly PropertyKey[]): string {
  return path.reduce<string>((acc, k) => (typeof k === 'number' ? `${acc}[${k}]` : acc === '' ? String(k) : `${acc}.${String(k)}`), '');
}

export function insideZone(z: ScenarioZone, at: { x: number; y: number }): boolean {
  return at.x >= z.x && at.x <= z.x + z.width && at.y >= z.y && at.y <= z.y + z.height;
}

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const num = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
/** A text the schema accepts for a name (so the schema's own sentence is not repeated). */
const text = (v: unknown): v is string => typeof v === 'string' && v.length >= 1 && v.length <= 100;

/** The same JSON value (object keys in any order). */
function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b)) return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((v, i) => sameJson(v, b[i]));
  if (!isObj(a) || !isObj(b)) return false;
  const ka = Object.keys(a);
  return ka.length === Object.keys(b).length && ka.every((k) => Object.hasOwn(b, k) && sameJson(a[k], b[k]));
}

/**
 * A file with a built-in scenario's id is refused (a battle and its record name their scenario by id), unless
 * it is that built-in itself, unchanged: the built-ins load through here, and a verbatim copy plays as the built-in.
 */
function checkId(raw: Obj, out: ScenarioProblem[]): void {
  const id = raw.id;
  if (typeof id !== 'string' || !Object.hasOwn(BUILTIN_SCENARIOS, id)) return;
  const builtin = BUILTIN_SCENARIOS[id];
  if (sameJson(raw, builtin)) return;
  const name = isObj(builtin) && typeof builtin.name === 'string' ? ` ${builtin.name}` : '';
  out.push({ path: 'id', message: `"${id}" is the id of the built-in scenario${name}: give your scenario an "id" of its own, since a battle and its record name their scenario by id.` });
}

/** Every class name of the nation's fleet list, for "did you mean". */
const listNames = (nation: FleetNation): string[] => fleetList(nation).flatMap((l) => l.ships.map((c) => c.class));

/** A fixed fleet's nation, each ship's class (known, and of that nation or a civilian ship) and flights. */
function checkFixedFleet(fleet: Obj, fp: string, out: ScenarioProblem[], catalog: Catalog): void {
  const nation = scenarioNationOf(fleet.nation);
  if (text(fleet.nation) && !nation) {
    out.push({ path: `${fp}.nation`, message: `No nation called "${fleet.nation}" has a fleet list: a fixed fleet's nation is one of ${SCENARIO_NATIONS_TEXT}.${didYouMean(fleet.nation, FLEET_NATIONS)}` });
  }
  list(fleet.ships).forEach((ship, i) => {
    if (!isObj(ship)) return;
    const p = `${fp}.ships[${i}]`;
    const cls = ship.class;
    if (text(cls)) {
      const roster = findShipClass(cls, catalog);
      if (!roster) {
        // The fleet file's hint (packages/data/src/fleet/validate.ts): a ship's name, else the closest class of the nation's list, else of any.
        const hint = unknownNameHint(cls, undefined, 'ships');
        const own = nation ? didYouMean(cls, listNames(nation)) : '';
        out.push({ path: `${p}.class`, message: `No ship class called "${cls}" is known (salvo ships lists them).${hint.includes(' is a ship of the ') ? hint : own || hint}` });
      } else if (nation && roster.nation !== 'Civilian' && roster.type !== 'civilian' && roster.nation !== nation && !listedClass(nation, cls)) {
        const elsewhere = nationsListing(cls);
        const where = elsewhere.length > 0 ? `${cls} is in the ${elsewhere.join(' and ')} list, not the ${nation} list` : `The ${roster.class} class is a ${roster.nation} ship, not a ${nation} one`;
        out.push({ path: `${p}.class`, message: `${where}: the ships of a fixed fleet are of its nation, as in a fleet file.` });
      }
    }
    list(ship.flights).forEach((f, k) => {
      if (isObj(f) && num(f.count) && num(f.airborne) && f.airborne > f.count) {
        out.push({ path: `${p}.flights[${k}].airborne`, message: `must be at most the flight's count (${f.count}), not ${f.airborne}: only the flights embarked can start in the air.` });
      }
    });
  });
}

/** Coordinates beyond the table's width or height, one sentence per coordinate (below 0 is the schema's). */
function checkOnTable(at: unknown, what: string, path: string, table: { width: number; height: number }, out: ScenarioProblem[]): void {
  if (!isObj(at)) return;
  if (num(at.x) && at.x > table.width) out.push({ path: `${path}.x`, message: `${what} is placed at x ${at.x}, off the ${table.width}x${table.height} table (x runs from 0 at the west edge to ${table.width} at the east edge).` });
  if (num(at.y) && at.y > table.height) out.push({ path: `${path}.y`, message: `${what} is placed at y ${at.y}, off the ${table.width}x${table.height} table (y runs from 0 at the south edge to ${table.height} at the north edge).` });
}

/**
 * The checks that read only a few fields, made on the raw file so that they are reported together with the
 * schema's problems. `schemaPaths`: places the schema already spoke of (not repeated).
 */
function checkRaw(raw: unknown, schemaPaths: ReadonlySet<string>, out: ScenarioProblem[], catalog: Catalog): void {
  if (!isObj(raw)) return;
  const found: ScenarioProblem[] = [];
  checkId(raw, found);
  const t = raw.table === undefined ? { width: 72, height: 48 } : raw.table;
  const table = isObj(t) && num(t.width) && num(t.height) && t.width >= 6 && t.height >= 6 && t.width <= 480 && t.height <= 480 ? { width: t.width, height: t.height } : undefined;
  list(raw.sides).forEach((side, si) => {
    if (!isObj(side)) return;
    const sp = `sides[${si}]`;
    if (table && isObj(side.deployment)) {
      list(side.deployment.zones).forEach((z, zi) => {
        if (!isObj(z) || !num(z.x) || !num(z.y) || !num(z.width) || !num(z.height)) return;
        if (z.x + z.width > table.width + 1e-9 || z.y + z.height > table.height + 1e-9) {
          found.push({ path: `${sp}.deployment.zones[${zi}]`, message: `Zone "${String(z.id)}" (x ${z.x} to ${z.x + z.width}, y ${z.y} to ${z.y + z.height}) reaches outside the ${table.width}x${table.height} table.` });
        }
      });
    }
    const fleet = side.fleet;
    if (!isObj(fleet) || fleet.kind !== 'fixed') return;
    const fp = `${sp}.fleet`;
    checkFixedFleet(fleet, fp, found, catalog);
    if (!table) return;
    list(fleet.ships).forEach((ship, i) => {
      if (isObj(ship)) checkOnTable(ship.position, typeof ship.name === 'string' ? ship.name : `Ship ${i + 1}`, `${fp}.ships[${i}].position`, table, found);
    });
    list(fleet.landFlights).forEach((f, i) => {
      if (isObj(f)) checkOnTable(f.position, typeof f.aircraft === 'string' ? `The ${f.aircraft} flight` : `Flight ${i + 1}`, `${fp}.landFlights[${i}].position`, table, found);
    });
  });
  out.push(...found.filter((p) => !schemaPaths.has(p.path)));
}

function checkGeometry(s: Scenario, out: ScenarioProblem[], catalog: Catalog): void {
  const { width, height } = s.table;
  const placed: { name: string; x: number; y: number; r: number }[] = [];
  s.sides.forEach((side, si) => {
    const sp = `sides[${si}]`;
    if (side.deployment.kind === 'zone' && side.deployment.zones.length === 0 && (side.fleet.kind === 'allocation' || side.fleet.ships.some((sh) => !sh.position))) {
      out.push({ path: `${sp}.deployment.zones`, message: `Side "${side.id}" deploys in zones but has none: give at least one zone.` });
    }
    if (side.fleet.kind !== 'fixed') return;
    side.fleet.ships.forEach((ship, i) => {
      const p = `${sp}.fleet.ships[${i}]`;
      const roster = findShipClass(ship.class, catalog);
      const zone = ship.zone === undefined ? undefined : side.deployment.zones.find((z) => z.id === ship.zone);
      if (ship.zone !== undefined && !zone) out.push({ path: `${p}.zone`, message: `Side "${side.id}" has no zone "${ship.zone}".` });
      if (side.deployment.kind === 'fixed' && !ship.position) out.push({ path: `${p}.position`, message: `${ship.name} needs a position: side "${side.id}" deploys at fixed positions.` });
      if (!ship.position) return;
      const at = ship.position;
      if (at.x > width || at.y > height) return; // said by checkRaw, coordinate by coordinate
      if (zone && !insideZone(zone, at)) out.push({ path: `${p}.position`, message: `${ship.name} at (${at.x}, ${at.y}) is outside her zone "${zone.id}".` });
      const r = roster ? footprintRadius(roster.type) : 0;
      const hit = placed.find((o) => Math.hypot(o.x - at.x, o.y - at.y) < o.r + r);
      if (hit) out.push({ path: `${p}.position`, message: `${ship.name} is placed on top of ${hit.name}.` });
      placed.push({ name: ship.name, x: at.x, y: at.y, r });
    });
  });
}

function checkReferences(s: Scenario, out: ScenarioProblem[]): void {
  const ids = s.sides.map((x) => x.id);
  s.sides.forEach((side, i) => {
    if (ids.indexOf(side.id) !== i) out.push({ path: `sides[${i}].id`, message: `Two sides are called "${side.id}".` });
  });
  for (const key of ['firstTurnOrder', 'freeTurn'] as const) {
    (s.initiative?.[key] ?? []).forEach((id, i) => {
      if (!ids.includes(id)) out.push({ path: `initiative.${key}[${i}]`, message: `No side is called "${id}" (sides: ${ids.join(', ')}).` });
    });
  }
  s.rules.forEach((id, i) => {
    if (!isScenarioRule(id)) out.push({ path: `rules[${i}]`, message: `The engine does not implement the scenario rule "${id}": this scenario cannot be played without it.` });
  });
  for (const id of Object.keys(s.ruleParams)) {
    if (!s.rules.includes(id)) out.push({ path: `ruleParams.${id}`, message: `Parameters for "${id}", which is not in "rules".` });
  }
  if (s.victory.kind === 'special' && s.rules.length === 0) {
    out.push({ path: 'victory', message: 'Special victory conditions need the scenario rule ids that decide them in "rules".' });
  }
  const needs = (rule: string, why: string, path: string): void => {
    if (!s.rules.includes(rule)) out.push({ path, message: `${why} needs the scenario rule "${rule}" in "rules".` });
  };
  if (s.initiative?.freeTurn?.length) needs('VAS-SCN-FREE-TURN', 'A free turn', 'initiative.freeTurn');
  if (s.initiative?.firstTurnOrder?.length) needs('VAS-SCN-FIRST-INITIATIVE', 'A fixed first-turn initiative', 'initiative.firstTurnOrder');
  if (s.victory.end === 'civilians-gone') needs('VAS-SCN-END-CIVILIANS', 'Ending when the civilian ships are gone', 'victory.end');
  if (s.victory.end === 'sides-gone') needs('VAS-SCN-END-FLEETS', 'Ending when some sides are gone', 'victory.end');
  if (s.victory.end === 'sides-gone' && !s.victory.endSides?.length) out.push({ path: 'victory.endSides', message: 'Ending when some sides are gone needs those side ids in "endSides".' });
  (s.victory.endSides ?? []).forEach((id, i) => {
    if (!ids.includes(id)) out.push({ path: `victory.endSides[${i}]`, message: `No side is called "${id}" (sides: ${ids.join(', ')}).` });
  });
  s.sides.forEach((side, i) => {
    if (side.deployment.kind === 'blockade-roll') needs('VAS-SCN-BLOCKADE-DEPLOY', 'A rolled blockade deployment', `sides[${i}].deployment.kind`);
    if (side.deployment.kind === 'long-edge-entry') needs('VAS-SCN-CONVOY-ENTRY', 'Entry from the long edges', `sides[${i}].deployment.kind`);
    if (side.scoring.exitEdges.length > 0) needs('VAS-VP-EXIT', 'Scoring ships off an edge', `sides[${i}].scoring.exitEdges`);
    const sc = side.scoring;
    if (sc.civilianDestroyedBonus + sc.civilianExitBonus + sc.civilianSurvivalBonus > 0 || sc.civilianWithdrawalDestroyed) needs('VAS-VP-CIVILIAN', 'A civilian ship bonus', `sides[${i}].scoring`);
  });
}

/** `catalog`: the classes a fixed fleet may name (a modder's rosters on top of Salvo's own; default: Salvo's own). */
export function parseScenario(raw: unknown, catalog: Catalog = defaultCatalog()): ParseResult {
  const shaped = ScenarioSchema.safeParse(raw);
  const problems: ScenarioProblem[] = [];
  if (!shaped.success) {
    // Each schema issue as a sentence a designer reads ("must be a number, not the text "x""), not zod's wording.
    problems.push(...shaped.error.issues.flatMap((i) =>
      issueSentence(i, raw, 'is not a scenario field (misspelt? docs/scenarios.md lists the fields)').map(({ field, message }) => ({
        path: field === '(roster)' ? '' : field,
        message,
      })),
    ));
  }
  // The checks of a few fields read the raw file, so they are reported with the schema's problems, not once those are fixed.
  checkRaw(raw, new Set(problems.map((p) => p.path)), problems, catalog);
  if (!shaped.success) return { ok: false, problems };
  checkGeometry(shaped.data, problems, catalog);
  checkReferences(shaped.data, problems);
  checkShipRules(shaped.data, problems);
  return problems.length > 0 ? { ok: false, problems } : { ok: true, value: shaped.data };
}
