/**
 * `setup.scenario` checked at `createGame` (VAS-SCN-RULES): the level, victory kind, fleets named in
 * scoring, free turn and first initiative exist, and every scenario rule id is one the engine implements
 * (a scenario needing a rule the engine lacks is refused, never played without it).
 */
import { ruleError, type RuleError } from '@salvo/kernel';
import { PRIORITY_LEVELS, type PriorityLevel } from '@salvo/data';
import type { FleetId, ScenarioRuleParams, VasScenarioScoring, VasScenarioState } from '../types';
import { isScenarioRule } from './registry';
import { TABLE_EDGES } from '../withdrawal/edges';

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const SCORING_KEYS = ['role', 'scoresDamage', 'exitEdges', 'civilianDestroyedBonus', 'civilianExitBonus', 'civilianExitEdges', 'civilianSurvivalBonus', 'civilianWithdrawalDestroyed', 'squadrons'];

function fleetList(raw: unknown, fleets: readonly FleetId[], path: string, p: (m: string, path: string) => void): FleetId[] {
  if (raw === undefined) return [];
  if (!Array.isArray(raw) || !raw.every((f) => typeof f === 'string' && fleets.includes(f))) {
    p('must be a list of fleet ids of this battle.', path);
    return [];
  }
  return [...new Set(raw as string[])];
}

function readScoring(raw: unknown, path: string, p: (m: string, path: string) => void): VasScenarioScoring {
  if (!isObj(raw)) { p('must be an object.', path); return {}; }
  for (const k of Object.keys(raw)) if (!SCORING_KEYS.includes(k)) p(`has an unknown field "${k.slice(0, 40)}".`, `${path}.${k.slice(0, 40)}`);
  const edges = (v: unknown, f: string): boolean => v === undefined || (Array.isArray(v) && v.every((e) => (TABLE_EDGES as readonly unknown[]).includes(e))) || (p('must be a list of table edges.', `${path}.${f}`), false);
  const bonus = (v: unknown, f: string): boolean => v === undefined || (Number.isInteger(v) && (v as number) >= 0 && (v as number) <= 99) || (p('must be a whole number from 0 to 99.', `${path}.${f}`), false);
  const flag = (v: unknown, f: string): boolean => v === undefined || typeof v === 'boolean' || (p('must be true or false.', `${path}.${f}`), false);
  if (raw.role !== undefined && raw.role !== 'attacker' && raw.role !== 'defender') p('must be "attacker" or "defender".', `${path}.role`);
  edges(raw.exitEdges, 'exitEdges'); edges(raw.civilianExitEdges, 'civilianExitEdges');
  bonus(raw.civilianDestroyedBonus, 'civilianDestroyedBonus'); bonus(raw.civilianExitBonus, 'civilianExitBonus'); bonus(raw.civilianSurvivalBonus, 'civilianSurvivalBonus');
  flag(raw.scoresDamage, 'scoresDamage'); flag(raw.civilianWithdrawalDestroyed, 'civilianWithdrawalDestroyed');
  if (raw.squadrons !== undefined) readSquadrons(raw.squadrons, `${path}.squadrons`, p);
  return JSON.parse(JSON.stringify(raw)) as VasScenarioScoring;
}

/** VAS-VP-SQUADRON: land-based squadrons scored as units: a name, a Priority Level and their flights' ids. */
function readSquadrons(raw: unknown, path: string, p: (m: string, path: string) => void): void {
  if (!Array.isArray(raw) || raw.length > 60) { p('must be a list of squadrons (at most 60).', path); return; }
  raw.forEach((q: unknown, i) => {
    const at = `${path}[${i}]`;
    if (!isObj(q)) { p('must be an object { name, priority, flights }.', at); return; }
    if (typeof q.name !== 'string' || q.name === '' || q.name.length > 100) p('must be a text of at most 100 characters.', `${at}.name`);
    if (!(PRIORITY_LEVELS as readonly unknown[]).includes(q.priority)) p(`must be a Priority Level: ${PRIORITY_LEVELS.join(', ')}.`, `${at}.priority`);
    if (!Array.isArray(q.flights) || q.flights.length === 0 || q.flights.length > 12 || !q.flights.every((f) => typeof f === 'string' && f.length <= 100)) p('must be a list of 1 to 12 flight ids.', `${at}.flights`);
  });
}

const isParamValue = (v: unknown): boolean => (typeof v === 'string' && v.length <= 100) || (typeof v === 'number' && Number.isFinite(v)) || typeof v === 'boolean'
  || (Array.isArray(v) && v.length <= 60 && v.every((x) => typeof x === 'string' && x.length <= 100));

/** Parameters by rule id: each id one of `rules`, each value flat (checked again by the rule's owner). */
function readParams(raw: unknown, rules: readonly string[], p: (m: string, path: string) => void): Record<string, ScenarioRuleParams> {
  if (raw === undefined) return {};
  if (!isObj(raw)) { p('must be an object by rule id.', 'scenario.params'); return {}; }
  const out: Record<string, ScenarioRuleParams> = {};
  for (const [id, v] of Object.entries(raw)) {
    const path = `scenario.params.${id.slice(0, 100)}`;
    if (!rules.includes(id)) { p('must be a rule listed in scenario.rules.', path); continue; }
    if (!isObj(v) || Object.keys(v).length > 16 || !Object.entries(v).every(([k, x]) => k.length <= 100 && isParamValue(x))) {
      p('must be an object of texts, numbers, flags or lists of texts.', path);
      continue;
    }
    out[id] = JSON.parse(JSON.stringify(v)) as ScenarioRuleParams;
  }
  return out;
}

export function readScenario(raw: unknown, fleets: readonly FleetId[], problems: RuleError[]): VasScenarioState | undefined {
  if (raw === undefined) return undefined;
  const before = problems.length;
  const p = (message: string, path: string): void => void problems.push(ruleError('ERR_BAD_SCENARIO', `${path} ${message}`, { path }));
  if (!isObj(raw)) { p('must be an object.', 'scenario'); return undefined; }
  const text = (v: unknown): v is string => typeof v === 'string' && v !== '' && v.length <= 100;
  if (!text(raw.id)) p('must be a text of at most 100 characters.', 'scenario.id');
  if (!text(raw.name)) p('must be a text of at most 100 characters.', 'scenario.name');
  if (!(PRIORITY_LEVELS as readonly unknown[]).includes(raw.level)) p(`must be a Priority Level: ${PRIORITY_LEVELS.join(', ')}.`, 'scenario.level');
  const rules = raw.rules ?? [];
  if (!Array.isArray(rules) || rules.length > 32) p('must be a list of scenario rule ids.', 'scenario.rules');
  else rules.forEach((r, i) => {
    if (typeof r !== 'string' || !isScenarioRule(r)) problems.push(ruleError('ERR_UNKNOWN_SCENARIO_RULE', `The engine does not implement the scenario rule ${typeof r === 'string' ? `"${r.slice(0, 100)}"` : String(r)}: the battle cannot be played without it.`, { path: `scenario.rules[${i}]` }));
  });
  const victory = raw.victory ?? 'points';
  if (victory !== 'points' && victory !== 'last-side') p('must be "points" or "last-side".', 'scenario.victory');
  if (raw.end !== undefined && raw.end !== 'civilians-gone' && raw.end !== 'fleets-gone') p('must be "civilians-gone" or "fleets-gone" if given.', 'scenario.end');
  const scoring: Record<FleetId, VasScenarioScoring> = {};
  if (raw.scoring !== undefined) {
    if (!isObj(raw.scoring)) p('must be an object by fleet id.', 'scenario.scoring');
    else for (const [f, s] of Object.entries(raw.scoring)) {
      if (!fleets.includes(f)) { p('must name fleets of this battle.', `scenario.scoring.${f.slice(0, 40)}`); continue; }
      scoring[f] = readScoring(s, `scenario.scoring.${f}`, p);
    }
  }
  const freeTurn = fleetList(raw.freeTurn, fleets, 'scenario.freeTurn', p);
  const firstInitiative = fleetList(raw.firstInitiative, fleets, 'scenario.firstInitiative', p);
  const endFleets = fleetList(raw.endFleets, fleets, 'scenario.endFleets', p);
  if (raw.end === 'fleets-gone' && endFleets.length === 0) p('must name the fleets whose departure ends the battle.', 'scenario.endFleets');
  const ruleList = Array.isArray(rules) ? rules.filter((r): r is string => typeof r === 'string') : [];
  const need = (id: string, used: boolean, path: string): void => {
    if (used && !ruleList.includes(id)) p(`needs the scenario rule "${id}" in scenario.rules.`, path);
  };
  need('VAS-SCN-FREE-TURN', freeTurn.length > 0, 'scenario.freeTurn');
  need('VAS-SCN-FIRST-INITIATIVE', firstInitiative.length > 0, 'scenario.firstInitiative');
  need('VAS-SCN-END-CIVILIANS', raw.end === 'civilians-gone', 'scenario.end');
  need('VAS-SCN-END-FLEETS', raw.end === 'fleets-gone', 'scenario.end');
  const params = readParams(raw.params, ruleList, p);
  if (problems.length > before) return undefined;
  return {
    id: raw.id as string, name: raw.name as string, level: raw.level as PriorityLevel, rules: [...new Set(ruleList)],
    victory: victory === 'last-side' ? 'last-side' : 'points', end: raw.end === 'civilians-gone' || raw.end === 'fleets-gone' ? raw.end : null, endFleets,
    scoring, freeTurn, firstInitiative, params, points: null,
  };
}
