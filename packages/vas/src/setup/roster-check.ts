/**
 * Shape check of an inline roster given in a setup or a saved state (untrusted JSON): the same
 * schema and bounds as a `--rosters` file (`shipRosterProblems` of @salvo/data, issue 7 item 17).
 */
import { ruleError, type RuleError } from '@salvo/kernel';
import { shipRosterProblems, type ShipRoster } from '@salvo/data';

/** Every problem with an inline roster, each with its path under `path`. */
export function rosterProblems(value: unknown, path: string): RuleError[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return [ruleError('ERR_BAD_ROSTER', 'An inline roster must be an object.', { path })];
  }
  return shipRosterProblems(value).map(({ field, message }) =>
    ruleError('ERR_BAD_ROSTER', `The roster's ${field} ${message}.`, { path: `${path}.${field}` }));
}

/** Narrowing after `rosterProblems` returned nothing. */
export const asRoster = (value: unknown): ShipRoster => value as ShipRoster;
