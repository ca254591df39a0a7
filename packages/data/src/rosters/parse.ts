/**
 * Reading a roster file's parsed JSON into rosters. A file is `{ ships?: [...], aircraft?: [...] }`, a
 * bare array of ship rosters, or one roster alone (what `salvo ships show <class> --json` prints). It is judged whole: every problem is listed, each naming the file, the
 * class (or aircraft) and the field; nothing is returned unless everything is valid.
 *
 * An entry may carry `"new": true` (DATA-ROSTER-NEW): it adds a class of the modder's own instead of replacing
 * one. The mark is not part of the roster: it is taken off here and listed in `newClasses` / `newAircraft`, and
 * `withRosterOverrides` (catalog.ts) decides what it may add.
 */
import { err, ok, ruleError, type Result, type RuleError } from '@salvo/kernel';
import type { z } from 'zod';
import type { AircraftRoster, ShipRoster } from '../roster-types';
import { issueSentence } from './issue-sentence';
import { nameKey } from './suggest';
import { aircraftRosterSchema, shipRosterSchema } from './schema';

/** The rule every roster-file problem breaks (packages/data/src/rules.ts). */
const RULE = 'DATA-ROSTER-SCHEMA';

export interface RosterSet {
  readonly ships: readonly ShipRoster[];
  readonly aircraft: readonly AircraftRoster[];
  /** The classes of `ships` whose entry is marked `"new": true`: added to the catalog, not replacing a class. */
  readonly newClasses?: readonly string[];
  /** The names of `aircraft` whose entry is marked `"new": true` (refused by `withRosterOverrides`). */
  readonly newAircraft?: readonly string[];
}

/** The key that marks an entry as a class of the modder's own (DATA-ROSTER-NEW). */
export const NEW_KEY = 'new';

export { fieldPath } from './field-path';

function label(raw: unknown, index: number, key: string): string {
  if (typeof raw === 'object' && raw !== null) {
    const v = (raw as Record<string, unknown>)[key];
    if (typeof v === 'string' && v.length > 0 && v.length <= 100) return v;
  }
  return `entry #${index}`;
}

/** The entry without its `"new"` mark, and whether it is marked; a mark that is not true or false is a problem. */
function takeNewMark(raw: unknown, file: string, name: string, problems: RuleError[]): { readonly entry: unknown; readonly isNew: boolean } {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw) || !(NEW_KEY in raw)) return { entry: raw, isNew: false };
  const { [NEW_KEY]: mark, ...entry } = raw as Record<string, unknown>;
  if (typeof mark !== 'boolean') {
    problems.push(ruleError('ERR_ROSTER_FIELD', `${file}: ${name}: new: must be true or false (true adds a class of your own; false, or leaving it out, replaces a class of the fleet lists).`,
      { path: `${file}#${name}.new`, details: { file, class: name, field: 'new', rule: 'DATA-ROSTER-NEW' } }));
  }
  return { entry, isNew: mark === true };
}

function parseList<T>(file: string, list: unknown, section: string, schema: z.ZodType<T>, key: string,
  problems: RuleError[], marked: string[] = []): T[] {
  if (!Array.isArray(list)) {
    problems.push(ruleError('ERR_ROSTER_FILE', `${file}: "${section}" must be a list of rosters.`, { path: `${file}#${section}`, details: { file, rule: RULE } }));
    return [];
  }
  const out: T[] = [];
  const seen = new Set<string>();
  list.forEach((raw: unknown, i) => {
    const name = label(raw, i, key);
    // Duplicates are found as the catalog finds classes (nameKey: case, punctuation, "class" do not count).
    const folded = nameKey(name);
    if (seen.has(folded)) {
      problems.push(ruleError('ERR_ROSTER_DUPLICATE', `${file}: ${name} appears more than once.`, { path: `${file}#${name}`, details: { file, class: name, rule: RULE } }));
    }
    seen.add(folded);
    const { entry, isNew } = takeNewMark(raw, file, name, problems);
    const parsed = schema.safeParse(entry);
    if (parsed.success) {
      out.push(parsed.data);
      if (isNew) marked.push(name);
      return;
    }
    for (const issue of parsed.error.issues) {
      for (const { field, message } of issueSentence(issue, entry)) {
        problems.push(ruleError('ERR_ROSTER_FIELD', `${file}: ${name}: ${field}: ${message}`,
          { path: `${file}#${name}.${field}`, details: { file, class: name, field, rule: RULE } }));
      }
    }
  });
  return out;
}

/** `origin`, when given, is stamped on every roster (e.g. `user:mine.json`). */
export function parseRosterFile(file: string, data: unknown, origin?: string): Result<RosterSet, RuleError[]> {
  const problems: RuleError[] = [];
  let shipsRaw: unknown = [];
  let aircraftRaw: unknown = [];
  const single = typeof data === 'object' && data !== null && !Array.isArray(data) ? (data as Record<string, unknown>) : undefined;
  if (Array.isArray(data)) shipsRaw = data;
  else if (single && 'class' in single) shipsRaw = [single];
  else if (single && 'name' in single && !('ships' in single) && !('aircraft' in single)) aircraftRaw = [single];
  else if (typeof data === 'object' && data !== null) {
    const o = data as Record<string, unknown>;
    for (const k of Object.keys(o)) {
      if (k !== 'ships' && k !== 'aircraft' && k !== 'format' && k !== 'comment') {
        problems.push(ruleError('ERR_ROSTER_FILE', `${file}: unknown key "${k}" (expected "ships" and "aircraft").`, { path: `${file}#${k}`, details: { file, rule: RULE } }));
      }
    }
    shipsRaw = o.ships ?? [];
    aircraftRaw = o.aircraft ?? [];
  } else {
    return err([ruleError('ERR_ROSTER_FILE', `${file} must hold a roster, a list of ship rosters, or an object with "ships" and "aircraft".`, { path: file, details: { file, rule: RULE } })]);
  }
  const newClasses: string[] = [];
  const newAircraft: string[] = [];
  const ships = parseList(file, shipsRaw, 'ships', shipRosterSchema, 'class', problems, newClasses);
  const aircraft = parseList(file, aircraftRaw, 'aircraft', aircraftRosterSchema, 'name', problems, newAircraft);
  const listed = (v: unknown): number => (Array.isArray(v) ? v.length : 1);
  if (problems.length === 0 && listed(shipsRaw) + listed(aircraftRaw) === 0) {
    problems.push(ruleError('ERR_ROSTER_FILE', `${file} holds no rosters: give a list of ship rosters, or { "ships": [...], "aircraft": [...] } (\`salvo ships show <class> --json\` prints one to start from).`, { path: file, details: { file, rule: RULE } }));
  }
  if (problems.length > 0) return err(problems);
  const stamp = <T extends { origin?: string }>(r: T): T => (origin === undefined ? r : { ...r, origin });
  return ok({
    ships: ships.map(stamp), aircraft: aircraft.map(stamp),
    ...(newClasses.length > 0 ? { newClasses } : {}), ...(newAircraft.length > 0 ? { newAircraft } : {}),
  });
}
