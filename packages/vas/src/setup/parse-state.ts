/**
 * `serialize` / `parse` of a whole state (VAS-ENGINE-SERIALIZE). A state is plain JSON; parse
 * checks its shape enough to reject garbage and other files with a RuleError (it trusts the
 * numbers inside a well-formed state, as a saved game is the engine's own output).
 */
import { err, ok, ruleError, type Result, type RuleError } from '@salvo/kernel';
import type { VasState } from '../types';

const PHASES = ['initiative', 'movement', 'attack', 'end', 'over'];
const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isStrArr = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === 'string');

export function serializeState(state: VasState): string {
  return JSON.stringify(state);
}

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
  if (!isObj(s)) return 'expected an object';
  if (s.v !== 1) return 'unknown version (v must be 1)';
  if (!Array.isArray(s.rng) || s.rng.length !== 4 || !s.rng.every((w) => Number.isInteger(w))) return 'rng must be four integers';
  if (!Number.isInteger(s.turn) || (s.turn as number) < 1) return 'turn must be a whole number from 1';
  if (!PHASES.includes(s.phase as string)) return 'unknown phase';
  if (!isObj(s.options) || !isObj(s.options.table)) return 'options missing';
  if (!isStrArr(s.fleetOrder) || !isObj(s.fleets)) return 'fleets missing';
  if (!isStrArr(s.shipOrder) || !isObj(s.ships)) return 'ships missing';
  for (const id of s.shipOrder) {
    const ship = s.ships[id];
    if (!isObj(ship) || ship.id !== id || !isObj(ship.roster) || !isObj(ship.position) || typeof ship.heading !== 'number') return `ship ${id} is malformed`;
    if (!Array.isArray(ship.weapons) || !Array.isArray(ship.criticals)) return `ship ${id} is malformed`;
    if (typeof ship.fleet !== 'string' || !isObj(s.fleets[ship.fleet])) return `ship ${id} names an unknown fleet`;
  }
  for (const id of s.fleetOrder) if (!isObj(s.fleets[id])) return `fleet ${id} is missing`;
  if (!isStrArr(s.initiativeOrder) || !isStrArr(s.declinedFirst) || !isStrArr(s.conceded)) return 'turn order lists missing';
  if (!Array.isArray(s.smoke)) return 'smoke list missing';
  if (!(s.activation === null || (isObj(s.activation) && isStrArr(s.activation.order) && Number.isInteger(s.activation.next)))) return 'activation is malformed';
  if (!(s.resolution === null || (isObj(s.resolution) && typeof s.resolution.kind === 'string'))) return 'resolution is malformed';
  if (!(s.moving === null || typeof s.moving === 'string')) return 'moving is malformed';
  if (!(s.endPhase === null || isObj(s.endPhase))) return 'endPhase is malformed';
  if (!(s.result === null || isObj(s.result))) return 'result is malformed';
  if (!Number.isInteger(s.nextCriticalId)) return 'nextCriticalId missing';
  const v = s.visibility;
  if (!isObj(v) || !isStrArr(v.radar) || !isObj(v.spotted) || !isObj(v.detected) || !(v.night === null || isObj(v.night))) return 'visibility is malformed';
  if (!isObj(s.naval) || !Array.isArray(s.naval.torpedoes) || !isObj(s.naval.hidden)) return 'naval bookkeeping missing';
  return null;
}
