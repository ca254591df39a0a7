/**
 * `serialize` / `parse` of a whole state (VAS-ENGINE-SERIALIZE). A state is plain JSON. `parse` takes
 * untrusted text (a server loads states) and validates it fully: every field's shape and bounds
 * (state-fields.ts), every id against the battle's own ships and fleets, every roster by the roster
 * schema, the links between them (state-links.ts), and then asks the state what is pending, what is
 * legal and what each fleet sees: a state `parse` accepts never makes the engine throw.
 */
import { err, ok, ruleError, type Result, type RuleError } from '@salvo/kernel';
import type { VasState } from '../types';
import { obj, type Ctx } from './state-shape';
import { stateFields } from './state-fields';
import { linkProblem, probeProblem } from './state-links';

export function serializeState(state: VasState): string {
  return JSON.stringify(state);
}

const isStrArr = (v: unknown): v is string[] => Array.isArray(v) && v.length <= 1000 && v.every((x) => typeof x === 'string');

export function parseState(text: string): Result<VasState, RuleError> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return err(ruleError('ERR_PARSE', 'This is not JSON.'));
  }
  const problem = shapeProblem(json);
  if (problem) return err(ruleError('ERR_PARSE', `Not a Victory at Sea state: ${problem}.`));
  return ok(json as VasState);
}

function shapeProblem(s: unknown): string | null {
  if (typeof s !== 'object' || s === null || Array.isArray(s)) return 'expected an object';
  const o = s as Record<string, unknown>;
  if (o.v !== 1) return 'unknown version (v must be 1)';
  // The ids every other field is checked against: the fleets and ships in setup order.
  if (!isStrArr(o.fleetOrder) || !isStrArr(o.shipOrder)) return 'fleets missing';
  const ctx: Ctx = { fleets: new Set(o.fleetOrder), ships: new Set(o.shipOrder) };
  // A quick pass without path texts; only a state it refuses is checked again to name the path.
  const fields = checkFields(s, '', ctx) === null ? null : checkFields(s, 'state', ctx);
  return fields ?? linkProblem(s as VasState) ?? probeProblem(s as VasState);
}

const checkFields = obj(stateFields);
