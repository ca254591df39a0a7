/** Parse validation of `state.scenario` (VAS-SCN-RULES): the shape of VasScenarioState, rule ids registered. */
import { PRIORITY_LEVELS } from '@salvo/data';
import { all, bool, dict, fleetId, int, list, lit, nullable, obj, opt, str, type Check } from '../setup/state-shape';
import { MAX_FLEETS } from '../setup/create-game';
import { isScenarioRule } from './registry';

const edge = lit('north', 'south', 'east', 'west');
const edges = list(edge, 4, true);
const bonus = int(0, 99);

const scoring = obj({
  role: opt(lit('attacker', 'defender')), scoresDamage: opt(bool), exitEdges: opt(edges), civilianDestroyedBonus: opt(bonus),
  civilianExitBonus: opt(bonus), civilianExitEdges: opt(edges), civilianSurvivalBonus: opt(bonus), civilianWithdrawalDestroyed: opt(bool),
});

const ruleId: Check = (v, p) => (typeof v === 'string' && isScenarioRule(v) ? null : `${p} must be a scenario rule the engine implements`);

export const scenarioStateCheck: Check = opt(all(obj({
  id: str(100), name: str(100), level: lit(...PRIORITY_LEVELS), rules: list(ruleId, 32, true), victory: lit('points', 'last-side'),
  end: nullable(lit('civilians-gone')), scoring: dict(fleetId, scoring, MAX_FLEETS), freeTurn: list(fleetId, MAX_FLEETS, true),
  firstInitiative: list(fleetId, MAX_FLEETS, true),
  points: nullable((v, p) => {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) return `${p} must be an object`;
    const entries = Object.entries(v as Record<string, unknown>);
    if (entries.length > MAX_FLEETS) return `${p} has too many sides`;
    return entries.every(([k, n]) => k.length <= 100 && Number.isInteger(n) && (n as number) >= 0 && (n as number) <= 1_000_000) ? null : `${p} must give whole Victory Points by side`;
  }),
})));
