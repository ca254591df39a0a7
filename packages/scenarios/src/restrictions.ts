/**
 * A fleet file checked against one side of a scenario at a Priority Level: the side's Fleet Allocation
 * Points (or the value the players agreed, where the scenario lets them) and civilian ship points
 * (VAS-SCN-FLEET-POINTS, VAS-SCN-CIVILIAN-POINTS), then its restrictions: a carrier required and other ships
 * at most N levels above (VAS-SCN-FLEET-CARRIER), land-based aircraft forbidden, rolled or limited in points
 * (VAS-SCN-FLEET-LAND-AIR). Problems carry the rule in details.rule.
 */
import { ruleError, type RuleError } from '@salvo/kernel';
import {
  allocationCost, carrierCapacity, defaultCatalog, levelDifference, validateFleet, PRIORITY_LEVELS,
  type Catalog, type FleetReport, type PriorityLevel,
} from '@salvo/data';
import type { Scenario, ScenarioSide } from './schema';

export interface SideFleetOptions {
  /** Land-based aircraft allowed after the scenario's roll; undefined: not rolled yet (allowed, with a note). */
  readonly landAircraftRolled?: boolean;
  readonly year?: number;
  /**
   * The points value the players agreed (checked with `agreedPointsProblem`): the budget of a side marked
   * `pointsAgreed`; a side with fixed points keeps its own.
   */
  readonly points?: number;
}

/** The largest points value players may agree for a battle (the scenario format's bound on a side's points). */
export const MAX_AGREED_POINTS = 99;

/** True when the players agree the battle's points value (At All Costs, line 397): a side marked `pointsAgreed`. */
export function agreesPoints(scenario: Scenario): boolean {
  return scenario.sides.some((s) => s.fleet.kind === 'allocation' && s.fleet.pointsAgreed === true);
}

const RANGE = `a whole number of Fleet Allocation Points from 1 to ${MAX_AGREED_POINTS}`;

/** A points value typed by a player (a CLI option, a form field): the number, or the sentence why it is not one. */
export function parseAgreedPoints(text: string): { ok: true; value: number } | { ok: false; message: string } {
  const t = text.trim();
  const n = /^\d{1,4}$/.test(t) ? Number(t) : NaN;
  if (!Number.isInteger(n) || n < 1 || n > MAX_AGREED_POINTS) return { ok: false, message: `The points value of the battle is ${RANGE}, not "${t.slice(0, 20)}".` };
  return { ok: true, value: n };
}

/** Null when the players of `scenario` may agree `points` as the battle's points value; else the sentence why not. */
export function agreedPointsProblem(scenario: Scenario, points: number): string | null {
  if (!agreesPoints(scenario)) return `${scenario.name} sets each fleet's Fleet Allocation Points itself: the players do not choose a points value for it.`;
  if (!Number.isInteger(points) || points < 1 || points > MAX_AGREED_POINTS) return `The points value of the battle is ${RANGE}, not ${String(points)}.`;
  return null;
}

/** VAS-SCN-FLEET-POINTS: a side's Fleet Allocation Points: the agreed value for a side marked `pointsAgreed`, else its own. */
export function allocationPointsFor(side: ScenarioSide, agreed?: number): number {
  if (side.fleet.kind !== 'allocation') return 0;
  return side.fleet.pointsAgreed === true && agreed !== undefined ? agreed : side.fleet.points;
}

/** Civilian ship points of a side at a level: perLevel for each level from Patrol up. */
export function civilianPointsFor(side: ScenarioSide, level: PriorityLevel): number {
  if (side.fleet.kind !== 'allocation' || !side.fleet.civilianPoints) return 0;
  return side.fleet.civilianPoints.perLevel * (PRIORITY_LEVELS.indexOf(level) + 1);
}

function problem(rule: string, code: string, path: string, message: string): RuleError {
  return ruleError(code, message, { path, details: { rule } });
}

export function checkSideFleet(scenario: Scenario, side: ScenarioSide, level: PriorityLevel, raw: unknown,
  opts: SideFleetOptions = {}, catalog: Catalog = defaultCatalog()): FleetReport {
  if (side.fleet.kind !== 'allocation') {
    return { cost: 0, points: 0, problems: [problem('VAS-SCN-FLEET-POINTS', 'ERR_SCENARIO_FIXED_FLEET', '', `In ${scenario.name} the ${side.name} fleet is fixed by the scenario: no fleet file is chosen for it.`)] };
  }
  const a = side.fleet;
  const report = validateFleet(raw, {
    level, points: allocationPointsFor(side, opts.points), civilianPoints: civilianPointsFor(side, level), ...(opts.year !== undefined ? { year: opts.year } : {}),
  }, catalog);
  const problems = [...report.problems];
  // Restrictions are judged even when the budget is broken: the fleet as bought, without a budget.
  const fleet = report.fleet ?? validateFleet(raw, { level, points: 999, civilianPoints: 999, ...(opts.year !== undefined ? { year: opts.year } : {}) }, catalog).fleet;
  const ships = fleet?.ships ?? [];
  if (a.carrierRequired && fleet && !ships.some((s) => carrierCapacity(s.roster) > 0)) {
    problems.push(problem('VAS-SCN-FLEET-CARRIER', 'ERR_SCENARIO_NEEDS_CARRIER', 'ships', `${scenario.name}: the ${side.name} fleet needs at least one aircraft carrier.`));
  }
  if (a.maxLevelAbove !== undefined) {
    ships.forEach((s, i) => {
      if (a.carrierRequired && carrierCapacity(s.roster) > 0) return;
      if (levelDifference(s.roster.priority, level) > (a.maxLevelAbove ?? 0)) {
        problems.push(problem('VAS-SCN-FLEET-CARRIER', 'ERR_SCENARIO_LEVEL_CAP', `ships[${i}]`,
          `${scenario.name}: ${s.name} (${s.class}, ${s.roster.priority}) is above Priority Level ${level}; ${a.carrierRequired ? 'ships other than carriers' : 'ships'} must be at most the scenario's level.`));
      }
    });
  }
  const squadrons = fleet?.squadrons ?? [];
  const land = a.landAircraft;
  const forbidden = land === 'forbidden' || (typeof land === 'object' && 'roll' in land && opts.landAircraftRolled === false);
  if (squadrons.length > 0 && forbidden) {
    problems.push(problem('VAS-SCN-FLEET-LAND-AIR', 'ERR_SCENARIO_NO_LAND_AIRCRAFT', 'squadrons',
      land === 'forbidden' ? `${scenario.name}: the ${side.name} fleet may not use land-based aircraft.` : `${scenario.name}: the roll did not allow land-based aircraft in this battle.`));
  }
  if (typeof land === 'object' && 'maxPoints' in land && squadrons.length > 0) {
    const cost = allocationCost(squadrons.map((q) => q.priority), level).total;
    if (cost > land.maxPoints) {
      problems.push(problem('VAS-SCN-FLEET-LAND-AIR', 'ERR_SCENARIO_LAND_AIRCRAFT_POINTS', 'squadrons',
        `${scenario.name}: the ${side.name} fleet may spend at most ${land.maxPoints} Fleet Allocation Point${land.maxPoints === 1 ? '' : 's'} on land-based aircraft; these squadrons cost ${cost}.`));
    }
  }
  return problems.length === report.problems.length ? report : { cost: report.cost, points: report.points, problems };
}

/** True when every side of the scenario takes the same fleets (then no side needs naming). */
export function sidesAlike(scenario: Scenario): boolean {
  const key = (s: ScenarioSide): string => JSON.stringify(s.fleet);
  return scenario.sides.every((s) => key(s) === key(scenario.sides[0] as ScenarioSide));
}
