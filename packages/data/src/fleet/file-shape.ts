/**
 * Shape checks of a fleet file shared by its sections: unknown keys (a misspelt "comand" is reported,
 * never silently ignored), ship names (a text, used once), and the nation as a player may type it.
 */
import { ruleError, type RuleError } from '@salvo/kernel';
import { didYouMean } from '../rosters/suggest';
import { FLEET_NATIONS, type FleetNation } from './fleet-lists';

const fold = (s: string): string => s.toLowerCase().replace(/[^a-z]/g, '');
const SHORT: Readonly<Record<string, FleetNation>> = { rn: 'Royal Navy', km: 'Kriegsmarine', usn: 'US Navy', ijn: 'Imperial Japanese Navy' };

/** The fleet nation named by `value`, ignoring case, spaces and punctuation ("royal navy", "IJN"). */
export function fleetNationOf(value: unknown): FleetNation | undefined {
  if (typeof value !== 'string') return undefined;
  const t = fold(value);
  return FLEET_NATIONS.find((n) => fold(n) === t) ?? SHORT[t];
}

/** The rule the checks of this module enforce (packages/data/src/rules.ts). */
const RULE = 'DATA-FLEET-FILE';

/** Reports every key of `obj` not in `allowed`, at `path.key`, suggesting the closest allowed key. */
export function checkKeys(obj: Record<string, unknown>, allowed: readonly string[], path: string, what: string,
  problems: RuleError[]): void {
  for (const k of Object.keys(obj)) {
    if (allowed.includes(k)) continue;
    problems.push(ruleError('ERR_FLEET_FILE', `unknown key "${k}": ${what} has ${allowed.join(', ')}.${didYouMean(k, allowed)}`,
      { path: path ? `${path}.${k}` : k, details: { rule: RULE } }));
  }
}

/** A ship's name as given in the file, and where. */
export interface NamedEntry { readonly name: string; readonly path: string }

/** Each ship of a fleet needs its own name: a name used twice is reported at its second use. */
export function checkNames(entries: readonly NamedEntry[], problems: RuleError[]): void {
  const seen = new Map<string, string>();
  for (const e of entries) {
    const k = e.name.trim().toLowerCase();
    const first = seen.get(k);
    if (first === undefined) { seen.set(k, e.path); continue; }
    problems.push(ruleError('ERR_FLEET_NAME', `"${e.name}" is already the name of the ship at ${first}: each ship needs its own name.`,
      { path: e.path, details: { rule: RULE } }));
  }
}

/** Reports a `name` that is not a text; returns the name to use, if one was given properly. */
export function nameOf(entry: Record<string, unknown>, path: string, problems: RuleError[]): string | undefined {
  if (entry.name === undefined) return undefined;
  if (typeof entry.name === 'string' && entry.name.trim() !== '') return entry.name.trim();
  problems.push(ruleError('ERR_FLEET_NAME', 'a ship\'s name must be a text in quotes, e.g. "HMS Cossack".', { path: `${path}.name`, details: { rule: RULE } }));
  return undefined;
}
