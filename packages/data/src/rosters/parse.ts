/**
 * Reading a roster file's parsed JSON into rosters. A file is `{ ships?: [...], aircraft?: [...] }` or a
 * bare array of ship rosters. It is judged whole: every problem is listed, each naming the file, the
 * class (or aircraft) and the field; nothing is returned unless everything is valid.
 */
import { err, ok, ruleError, type Result, type RuleError } from '@salvo/kernel';
import type { z } from 'zod';
import type { AircraftRoster, ShipRoster } from '../roster-types';
import { aircraftRosterSchema, shipRosterSchema } from './schema';

/** The rule every roster-file problem breaks (packages/data/src/rules.ts). */
const RULE = 'DATA-ROSTER-SCHEMA';

export interface RosterSet {
  readonly ships: readonly ShipRoster[];
  readonly aircraft: readonly AircraftRoster[];
}

export function fieldPath(path: readonly PropertyKey[]): string {
  return path.map((p) => (typeof p === 'number' ? `[${p}]` : `.${String(p)}`)).join('').replace(/^\./, '');
}

function label(raw: unknown, index: number, key: string): string {
  if (typeof raw === 'object' && raw !== null) {
    const v = (raw as Record<string, unknown>)[key];
    if (typeof v === 'string' && v.length > 0) return v;
  }
  return `entry #${index}`;
}

function parseList<T>(file: string, list: unknown, section: string, schema: z.ZodType<T>, key: string,
  problems: RuleError[]): T[] {
  if (!Array.isArray(list)) {
    problems.push(ruleError('ERR_ROSTER_FILE', `${file}: "${section}" must be a list of rosters.`, { path: `${file}#${section}`, details: { file, rule: RULE } }));
    return [];
  }
  const out: T[] = [];
  const seen = new Set<string>();
  list.forEach((raw: unknown, i) => {
    const name = label(raw, i, key);
    if (seen.has(name)) {
      problems.push(ruleError('ERR_ROSTER_DUPLICATE', `${file}: ${name} appears more than once.`, { path: `${file}#${name}`, details: { file, class: name, rule: RULE } }));
    }
    seen.add(name);
    const parsed = schema.safeParse(raw);
    if (parsed.success) { out.push(parsed.data); return; }
    for (const issue of parsed.error.issues) {
      const field = fieldPath(issue.path) || '(roster)';
      problems.push(ruleError('ERR_ROSTER_FIELD', `${file}: ${name}: ${field}: ${issue.message}`,
        { path: `${file}#${name}.${field}`, details: { file, class: name, field, rule: RULE } }));
    }
  });
  return out;
}

/** `origin`, when given, is stamped on every roster (e.g. `user:mine.json`). */
export function parseRosterFile(file: string, data: unknown, origin?: string): Result<RosterSet, RuleError[]> {
  const problems: RuleError[] = [];
  let shipsRaw: unknown = [];
  let aircraftRaw: unknown = [];
  if (Array.isArray(data)) shipsRaw = data;
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
    return err([ruleError('ERR_ROSTER_FILE', `${file} must hold a list of ship rosters or an object with "ships" and "aircraft".`, { path: file, details: { file, rule: RULE } })]);
  }
  const ships = parseList(file, shipsRaw, 'ships', shipRosterSchema, 'class', problems);
  const aircraft = parseList(file, aircraftRaw, 'aircraft', aircraftRosterSchema, 'name', problems);
  if (problems.length > 0) return err(problems);
  const stamp = <T extends { origin?: string }>(r: T): T => (origin === undefined ? r : { ...r, origin });
  return ok({ ships: ships.map(stamp), aircraft: aircraft.map(stamp) });
}
