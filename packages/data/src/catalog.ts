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
import { didYouMean, nameKey } from './rosters/suggest';
import { FLEET_LIST_CLASSES } from './specs/fleet-list-names';
import { SHIP_SPEC_FILES } from './specs/load';

export interface Catalog {
  readonly ships: readonly ShipRoster[];
  readonly aircraft: readonly AircraftRoster[];
}

const key = nameKey;

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

/** Lookup by class name in any case, spacing or punctuation ("queen elizabeth-class", "Type VII", the list's "Ciao Duilio"). */
export function findShipClass(name: string, catalog: Catalog = DEFAULT_CATALOG): ShipRoster | undefined {
  const k = key(name);
  const alias = LISTED_SPELLINGS.get(k);
  const wanted = alias === undefined ? k : key(alias);
  return catalog.ships.find((r) => key(r.class) === wanted);
}

/**
 * The ships of each class, by name, from the specifications' `namedShips` ("Warspite" is a Queen
 * Elizabeth-class ship). Built once from committed data; the raw files are read defensively.
 */
const NAMED_SHIPS: ReadonlyMap<string, { readonly ship: string; readonly class: string }> = new Map(
  SHIP_SPEC_FILES.flatMap((f) => (Array.isArray(f.data) ? (f.data as unknown[]) : []).flatMap((entry) => {
    const e = typeof entry === 'object' && entry !== null ? (entry as Record<string, unknown>) : {};
    const cls = e.class;
    const names = Array.isArray(e.namedShips) ? e.namedShips.filter((n): n is string => typeof n === 'string') : [];
    return typeof cls === 'string' ? names.map((n) => [key(n), { ship: n, class: cls }] as const) : [];
  })),
);

/** The class of a named ship ("warspite" -> { ship: 'Warspite', class: 'Queen Elizabeth' }), if it is in the catalog. */
export function classOfNamedShip(name: string, catalog: Catalog = DEFAULT_CATALOG): { ship: string; class: string } | undefined {
  const hit = NAMED_SHIPS.get(key(name));
  return hit && findShipClass(hit.class, catalog) ? hit : undefined;
}

/**
 * The classes a short name may mean: those with a whole word of their class name, or of one of their ships' names,
 * equal to `word` in any case ("veneto": Littorio, for Vittorio Veneto; "elizabeth": Queen Elizabeth). Words of
 * fewer than three letters mean nothing here.
 */
export function classesByWord(word: string, catalog: Catalog = DEFAULT_CATALOG): ShipRoster[] {
  const w = word.trim().toLowerCase();
  if (w.length < 3 || /[^a-z0-9]/.test(w)) return [];
  const words = (s: string): string[] => s.toLowerCase().split(/[^a-z0-9]+/);
  const viaShips = new Set([...NAMED_SHIPS.values()].filter((n) => words(n.ship).includes(w)).map((n) => key(n.class)));
  return catalog.ships.filter((r) => words(r.class).includes(w) || viaShips.has(key(r.class)));
}

/**
 * A sentence to append to "no such class" errors: that the name is a ship of some class, or the
 * closest class or aircraft name (with the leading space), or "" when nothing is close.
 */
export function unknownNameHint(name: string, catalog: Catalog = DEFAULT_CATALOG, kinds: 'ships' | 'aircraft' | 'both' = 'both'): string {
  const named = kinds === 'aircraft' ? undefined : classOfNamedShip(name, catalog);
  if (named) return ` ${named.ship} is a ship of the ${named.class} class: use the class name "${named.class}".`;
  const names = [
    ...(kinds === 'aircraft' ? [] : catalog.ships.map((s) => s.class)),
    ...(kinds === 'ships' ? [] : catalog.aircraft.map((a) => a.name)),
  ];
  return didYouMean(name, names);
}

export function findAircraft(name: string, catalog: Catalog = DEFAULT_CATALOG): AircraftRoster | undefined {
  const k = key(name);
  return catalog.aircraft.find((a) => key(a.name) === k);
}

/**
 * A new catalog in which every roster of `overrides` replaces the catalog's roster of the same class
 * (or aircraft). Overrides may only name known classes, each once, of the same nation and the fleet
 * list's Priority Level (and, for aircraft, its squadron size); every problem is listed
 * and nothing is applied unless all are valid. `file` names the source in the errors.
 */
export function withRosterOverrides(
  overrides: RosterSet, base: Catalog = DEFAULT_CATALOG, file = 'roster file',
): Result<Catalog, RuleError[]> {
  const problems: RuleError[] = [];
  const ships = [...base.ships];
  const aircraft = [...base.aircraft];
  const where = (name: string, field: string) => ({ path: `${file}#${name}.${field}`, details: { file, class: name, field, rule: 'DATA-ROSTER-OVERRIDE' } });
  const done = new Set<string>();
  for (const r of overrides.ships) {
    const known = findShipClass(r.class, base);
    const i = known ? base.ships.indexOf(known) : -1;
    if (!known || i < 0) {
      problems.push(ruleError('ERR_ROSTER_UNKNOWN_CLASS', `${file}: ${r.class}: class: no such ship class in the fleet lists.${unknownNameHint(r.class, base, 'ships')}`, where(r.class, 'class')));
    } else if (known.nation !== r.nation) {
      problems.push(ruleError('ERR_ROSTER_NATION', `${file}: ${r.class}: nation: the ${known.class} class belongs to the ${known.nation}, not the ${r.nation}.`, where(r.class, 'nation')));
    } else if (done.has(known.class)) {
      problems.push(ruleError('ERR_ROSTER_DUPLICATE', `${file}: ${r.class}: class: the ${known.class} class is given more than once.`, where(r.class, 'class')));
    } else if (known.priority !== r.priority) {
      // The fleet list sets the Priority Level, and with it the cost (DATA-SPEC-TYPES); a roster cannot reprice a class.
      problems.push(ruleError('ERR_ROSTER_PRIORITY', `${file}: ${r.class}: priority: the fleet list puts the ${known.class} class at ${known.priority}, not ${r.priority}.`, where(r.class, 'priority')));
    } else {
      // The catalog's spelling of the class wins ("queen elizabeth" or the list's "Ciao Duilio" replace the class as named).
      done.add(known.class);
      ships[i] = { ...r, class: known.class };
    }
  }
  for (const a of overrides.aircraft) {
    const known = findAircraft(a.name, base);
    const i = known ? base.aircraft.indexOf(known) : -1;
    if (!known || i < 0) {
      problems.push(ruleError('ERR_ROSTER_UNKNOWN_AIRCRAFT', `${file}: ${a.name}: name: no such aircraft in the fleet lists.${unknownNameHint(a.name, base, 'aircraft')}`, where(a.name, 'name')));
    } else if (known.nation !== a.nation) {
      problems.push(ruleError('ERR_ROSTER_NATION', `${file}: ${a.name}: nation: the ${known.name} belongs to the ${known.nation}, not the ${a.nation}.`, where(a.name, 'nation')));
    } else if (known.priority !== a.priority || known.flights !== a.flights) {
      problems.push(ruleError('ERR_ROSTER_PRIORITY', `${file}: ${a.name}: ${known.priority !== a.priority ? 'priority' : 'flights'}: the fleet list sells the ${known.name} at ${known.priority} in squadrons of ${known.flights} flights, not ${a.priority} and ${a.flights}.`, where(a.name, known.priority !== a.priority ? 'priority' : 'flights')));
    } else if (done.has(`aircraft:${known.name}`)) {
      problems.push(ruleError('ERR_ROSTER_DUPLICATE', `${file}: ${a.name}: name: the ${known.name} is given more than once.`, where(a.name, 'name')));
    } else {
      done.add(`aircraft:${known.name}`);
      aircraft[i] = { ...a, name: known.name };
    }
  }
  return problems.length > 0 ? err(problems) : ok({ ships, aircraft });
}
