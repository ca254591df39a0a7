/**
 * The ship classes and aircraft Salvo knows: the generated rosters (origin 'model'), with the
 * rosters the rules print taking precedence (origin 'official'), and optionally a user's roster
 * file on top (origin 'user:<file>'). A catalog is an immutable value; `withRosterOverrides` returns
 * a new one. The default catalog is built once, at import, from committed and validated data.
 */
import { err, ok, ruleError, type Result, type RuleError } from '@salvo/kernel';
import type { AircraftRoster, ShipRoster } from './roster-types';
import { COMMITTED_ROSTER_FILES } from './rosters/committed';
import { OFFICIAL_SHIP_ROSTERS } from './rosters/official';
import { parseRosterFile, type RosterSet } from './rosters/parse';
import { FLEET_LIST_CLASSES } from './specs/fleet-list-names';

export interface Catalog {
  readonly ships: readonly ShipRoster[];
  readonly aircraft: readonly AircraftRoster[];
}

const key = (name: string): string => name.trim().toLowerCase().replace(/[-\s]+class$/, '');

function buildDefaultCatalog(): Catalog {
  const ships: ShipRoster[] = [];
  const aircraft: AircraftRoster[] = [];
  const problems: RuleError[] = [];
  for (const [file, data] of Object.entries(COMMITTED_ROSTER_FILES)) {
    const r = parseRosterFile(`packages/data/rosters/${file}`, data);
    if (r.ok) { ships.push(...r.value.ships); aircraft.push(...r.value.aircraft); } else problems.push(...r.error);
  }
  // A broken committed file is a bug in the repository, not bad input: fail loudly.
  if (problems.length > 0) throw new Error(`Committed rosters are invalid: ${problems.map((p) => p.message).join('; ')}`);
  for (const official of OFFICIAL_SHIP_ROSTERS) {
    const i = ships.findIndex((s) => key(s.class) === key(official.class));
    if (i >= 0) ships[i] = official; else ships.push(official);
  }
  return { ships, aircraft };
}

const DEFAULT_CATALOG: Catalog = buildDefaultCatalog();

export function defaultCatalog(): Catalog {
  return DEFAULT_CATALOG;
}

export function allShipClasses(catalog: Catalog = DEFAULT_CATALOG): readonly ShipRoster[] {
  return catalog.ships;
}

/** The fleet lists' own spellings of a class ("Ciao Duilio", "Emile Bertain") name the same class. */
const LISTED_SPELLINGS: ReadonlyMap<string, string> = new Map(
  FLEET_LIST_CLASSES.filter((c) => c.listed !== undefined).map((c) => [key(c.listed ?? ''), c.class]),
);

/** Case-insensitive lookup by class name ("Queen Elizabeth", "queen elizabeth-class", the list's "Ciao Duilio"). */
export function findShipClass(name: string, catalog: Catalog = DEFAULT_CATALOG): ShipRoster | undefined {
  const k = key(name);
  const alias = LISTED_SPELLINGS.get(k);
  const wanted = alias === undefined ? k : key(alias);
  return catalog.ships.find((r) => key(r.class) === wanted);
}

export function findAircraft(name: string, catalog: Catalog = DEFAULT_CATALOG): AircraftRoster | undefined {
  const k = key(name);
  return catalog.aircraft.find((a) => key(a.name) === k);
}

/**
 * A new catalog in which every roster of `overrides` replaces the catalog's roster of the same class
 * (or aircraft). Overrides may only name known classes, of the same nation; every problem is listed
 * and nothing is applied unless all are valid. `file` names the source in the errors.
 */
export function withRosterOverrides(
  overrides: RosterSet, base: Catalog = DEFAULT_CATALOG, file = 'roster file',
): Result<Catalog, RuleError[]> {
  const problems: RuleError[] = [];
  const ships = [...base.ships];
  const aircraft = [...base.aircraft];
  for (const r of overrides.ships) {
    const i = ships.findIndex((s) => key(s.class) === key(r.class));
    const known = ships[i];
    if (!known) {
      problems.push(ruleError('ERR_ROSTER_UNKNOWN_CLASS', `${file}: ${r.class}: no such ship class in the fleet lists.`, { path: `${file}#${r.class}.class`, details: { file, class: r.class, field: 'class', rule: 'DATA-ROSTER-OVERRIDE' } }));
    } else if (known.nation !== r.nation) {
      problems.push(ruleError('ERR_ROSTER_NATION', `${file}: ${r.class}: nation: the ${known.class} class belongs to the ${known.nation}, not the ${r.nation}.`, { path: `${file}#${r.class}.nation`, details: { file, class: r.class, field: 'nation', rule: 'DATA-ROSTER-OVERRIDE' } }));
    } else ships[i] = r;
  }
  for (const a of overrides.aircraft) {
    const i = aircraft.findIndex((x) => key(x.name) === key(a.name));
    if (i < 0) {
      problems.push(ruleError('ERR_ROSTER_UNKNOWN_AIRCRAFT', `${file}: ${a.name}: no such aircraft in the fleet lists.`, { path: `${file}#${a.name}.name`, details: { file, class: a.name, field: 'name', rule: 'DATA-ROSTER-OVERRIDE' } }));
    } else aircraft[i] = a;
  }
  return problems.length > 0 ? err(problems) : ok({ ships, aircraft });
}
