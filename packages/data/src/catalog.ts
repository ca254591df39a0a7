/**
 * The ship classes and aircraft Salvo knows: the generated rosters (origin 'model'), with the
 * rosters the rules print taking precedence (origin 'official'), and optionally a user's roster
 * file on top (origin 'user:<file>'), which may also add classes of its own (`"new": true`, after Salvo's).
 * A catalog is an immutable value; `withRosterOverrides` returns a new one. The default catalog is built
 * once, at import, from committed and validated data.
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
 * Whether `name` is a class a roster file added (`"new": true`, DATA-ROSTER-NEW): `catalog` has it, Salvo's own
 * catalog does not. Such a class is in no fleet list, so no fleet file can buy it.
 */
export function isNewClass(name: string, catalog: Catalog = DEFAULT_CATALOG): boolean {
  return findShipClass(name, catalog) !== undefined && findShipClass(name, DEFAULT_CATALOG) === undefined;
}

/** What a modder's new class is and where it can be used, for a fleet file that names it and for `salvo ships`. */
export function newClassSentence(roster: ShipRoster): string {
  const file = roster.origin?.startsWith('user:') ? roster.origin.slice('user:'.length) : undefined;
  return `${roster.class} is a new class of ${file === undefined ? 'your roster file' : file} ("new": true): no fleet list prices it, so a fleet file`
    + ' cannot buy it; name it in a battle setup file (`salvo play --scenario setup.json --rosters`) or `salvo odds --rosters`.';
}

/**
 * A sentence to append to "no such class" errors: that the name is a modder's new class (see `isNewClass`), or a
 * ship of some class, or the closest class or aircraft name (with the leading space), or "" when nothing is close.
 */
export function unknownNameHint(name: string, catalog: Catalog = DEFAULT_CATALOG, kinds: 'ships' | 'aircraft' | 'both' = 'both'): string {
  const added = kinds === 'aircraft' ? undefined : findShipClass(name, catalog);
  if (added && isNewClass(added.class, catalog)) return ` ${newClassSentence(added)}`;
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

/** The fleet lists' class named `name` (by its own or the list's spelling), whether or not it has a roster. */
function listedClassNamed(name: string): string | undefined {
  const k = key(name);
  return FLEET_LIST_CLASSES.find((c) => key(c.class) === k || (c.listed !== undefined && key(c.listed) === k))?.class;
}

/**
 * Why a class marked `"new": true` cannot be added under its name, or undefined when it can (DATA-ROSTER-NEW): it
 * is already a class (of the catalog or the fleet lists), a ship's name, an aircraft's name, or carries a civilian
 * ship point cost (which would make it buyable in a convoy, and only the rules price ships).
 */
function newClassProblem(r: ShipRoster, base: Catalog): { readonly code: string; readonly field: string; readonly message: string } | undefined {
  const existing = findShipClass(r.class, base)?.class ?? listedClassNamed(r.class);
  if (existing !== undefined) return { code: 'ERR_ROSTER_NEW_EXISTS', field: 'new', message: `${existing} is already a class: leave out "new" to replace it.` };
  const named = classOfNamedShip(r.class, base);
  if (named) return { code: 'ERR_ROSTER_NEW_NAME', field: 'class', message: `${named.ship} is a ship of the ${named.class} class: give your new class a name of its own.` };
  const plane = findAircraft(r.class, base);
  if (plane) return { code: 'ERR_ROSTER_NEW_NAME', field: 'class', message: `${plane.name} is an aircraft: give your new class a name of its own.` };
  if (r.civilianCost !== undefined) {
    return { code: 'ERR_ROSTER_NEW_COST', field: 'civilianCost', message: 'a new class cannot be bought (no fleet list or civilian ship type prices it): leave civilianCost out.' };
  }
  return undefined;
}

/**
 * A new catalog in which every roster of `overrides` replaces the catalog's roster of the same class
 * (or aircraft). Overrides may only name known classes, each once, of the same nation and the fleet
 * list's Priority Level (and, for aircraft, its squadron size); every problem is listed
 * and nothing is applied unless all are valid. `file` names the source in the errors.
 *
 * A ship roster listed in `overrides.newClasses` (marked `"new": true` in its file) is added instead, after
 * Salvo's classes (DATA-ROSTER-NEW): a class of the modder's own, of any nation and level, which no fleet file can
 * buy but battle setups and `salvo odds` can name. Its name must be no class's (of the catalog or the fleet
 * lists), ship's or aircraft's. New aircraft are refused: a battle's flights name Salvo's own profiles.
 */
export function withRosterOverrides(
  overrides: RosterSet, base: Catalog = DEFAULT_CATALOG, file = 'roster file',
): Result<Catalog, RuleError[]> {
  const problems: RuleError[] = [];
  const ships = [...base.ships];
  const aircraft = [...base.aircraft];
  const where = (name: string, field: string) => ({ path: `${file}#${name}.${field}`, details: { file, class: name, field, rule: 'DATA-ROSTER-OVERRIDE' } });
  const done = new Set<string>();
  const newClasses = new Set((overrides.newClasses ?? []).map(key));
  const newAircraft = new Set((overrides.newAircraft ?? []).map(key));
  const added: ShipRoster[] = [];
  const addedWhere = (name: string, field: string) => ({ path: `${file}#${name}.${field}`, details: { file, class: name, field, rule: 'DATA-ROSTER-NEW' } });
  for (const r of overrides.ships) {
    if (newClasses.has(key(r.class))) {
      const problem = newClassProblem(r, base);
      if (problem) problems.push(ruleError(problem.code, `${file}: ${r.class}: ${problem.field}: ${problem.message}`, addedWhere(r.class, problem.field)));
      else if (done.has(`new:${key(r.class)}`)) problems.push(ruleError('ERR_ROSTER_DUPLICATE', `${file}: ${r.class}: class: the ${r.class} class is given more than once.`, addedWhere(r.class, 'class')));
      else { done.add(`new:${key(r.class)}`); added.push(r); }
      continue;
    }
    const known = findShipClass(r.class, base);
    const i = known ? base.ships.indexOf(known) : -1;
    if (!known || i < 0) {
      // A ship's name is a slip for its class; any other unknown name may be a typo, or a class meant to be added.
      const hint = unknownNameHint(r.class, base, 'ships');
      const orNew = classOfNamedShip(r.class, base) ? '' : ' To add a class of your own, mark its entry "new": true.';
      problems.push(ruleError('ERR_ROSTER_UNKNOWN_CLASS', `${file}: ${r.class}: class: no such ship class in the fleet lists.${hint}${orNew}`, where(r.class, 'class')));
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
    if (newAircraft.has(key(a.name))) {
      problems.push(ruleError('ERR_ROSTER_NEW_AIRCRAFT', `${file}: ${a.name}: new: a roster file cannot add an aircraft (a battle's flights name Salvo's own profiles); leave out "new" to replace an aircraft of the fleet lists.`,
        { path: `${file}#${a.name}.new`, details: { file, class: a.name, field: 'new', rule: 'DATA-ROSTER-NEW' } }));
    } else if (!known || i < 0) {
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
  return problems.length > 0 ? err(problems) : ok({ ships: [...ships, ...added], aircraft });
}
