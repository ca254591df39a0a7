/**
 * Victory Points of a scenario battle, by side.
 * VAS-VP-TABLE: a ship's value by its Priority Level against the scenario's: same 16, one above 25, two
 * above 50, one below 8, two 4, three 2, four 1 (beyond the table: 50 above, 1 below; rules-decisions).
 * Each enemy ship gives one award (withdrawal/score.ts, VAS-WITHDRAW-SCORE), with the scenario's changes:
 * VAS-VP-EXIT: a ship leaving by one of its own fleet's exit edges is no Tactical Withdrawal (the enemy
 * keeps only a Crippled award) and earns its own side its full value, whatever her condition;
 * VAS-VP-CIVILIAN: bonuses per civilian ship point destroyed, moved off the exit edge, or surviving on the
 * table; civilians of a fleet with `civilianWithdrawalDestroyed` that withdraw count as destroyed.
 * VAS-VP-SQUADRON: a land-based squadron (bought with Fleet Allocation Points at a Priority Level) is scored
 * by the table like a ship: every flight destroyed its full value, at least half destroyed half (rounded up).
 * Carrier flights and observation aircraft score nothing of their own: they are part of their ship's value.
 */
import { PRIORITY_LEVELS, type PriorityLevel } from '@salvo/data';
import type { ShipState, TableEdge, VasScenarioScoring, VasScoredSquadron, VasState } from '../types';
import { awardPoints, shipAward, type ShipAward } from '../withdrawal/score';

const TABLE: Readonly<Record<string, number>> = { '2': 50, '1': 25, '0': 16, '-1': 8, '-2': 4, '-3': 2, '-4': 1 };

export function shipValue(ship: PriorityLevel, scenario: PriorityLevel): number {
  const d = Math.max(-4, Math.min(2, PRIORITY_LEVELS.indexOf(ship) - PRIORITY_LEVELS.indexOf(scenario)));
  return TABLE[String(d)] ?? 1;
}

const scoringOf = (state: VasState, fleet: string): VasScenarioScoring => state.scenario?.scoring[fleet] ?? {};
/** A civilian ship's civilian ship points (VAS-VP-CIVILIAN): its cost, 1 unless the roster says; 0 for a warship. */
export const civilianPoints = (s: ShipState): number => (s.civilian ? s.roster.civilianCost ?? 1 : 0);
const rule = (state: VasState, id: string): boolean => state.scenario?.rules.includes(id) === true;

/**
 * What leaving by `edge` is for `ship`: an edge her fleet may not use (VAS-WITHDRAW-FORBIDDEN), one of its
 * objective edges (exit edges; civilian exit edges for civilians), or a Tactical Withdrawal.
 */
export function exitKind(state: VasState, ship: ShipState, edge: TableEdge): 'forbidden' | 'objective' | 'withdrawal' {
  if ((state.naval.forbiddenEdges[ship.fleet] ?? []).includes(edge)) return 'forbidden';
  const sc = scoringOf(state, ship.fleet);
  if (rule(state, 'VAS-VP-EXIT') && (sc.exitEdges ?? []).includes(edge)) return 'objective';
  return ship.civilian && rule(state, 'VAS-VP-CIVILIAN') && (sc.civilianExitEdges ?? []).includes(edge) ? 'objective' : 'withdrawal';
}

/** Left by one of its own fleet's objective edges. */
export function exitedByObjective(state: VasState, ship: ShipState): boolean {
  const exit = state.naval.exits[ship.id];
  if (!exit || exit.forbidden || !ship.withdrawn) return false;
  return exitKind(state, ship, exit.edge) === 'objective';
}

/** The award an enemy gains for `ship` under the scenario's rules. */
export function scenarioAward(state: VasState, ship: ShipState): ShipAward {
  const base = shipAward(state, ship);
  if (exitedByObjective(state, ship)) return ship.crippled || ship.skeleton ? 'crippled' : 'none';
  if (base === 'withdrawn' && ship.civilian && rule(state, 'VAS-VP-CIVILIAN') && scoringOf(state, ship.fleet).civilianWithdrawalDestroyed) return 'destroyed';
  return base;
}

/** The award for a land-based squadron: its flights in this battle, how many destroyed (VAS-VP-SQUADRON). */
export function squadronAward(state: VasState, squadron: VasScoredSquadron): ShipAward {
  const flights = state.air.flights.filter((f) => squadron.flights.includes(f.id));
  if (flights.length === 0) return 'none';
  const lost = flights.filter((f) => f.destroyed).length;
  if (lost === flights.length) return 'destroyed';
  return lost * 2 >= flights.length ? 'crippled' : 'none';
}

export interface SidePoints { readonly side: string; readonly points: number; readonly lines: string[] }

/** Victory Points of every side, with a line per source for the players. */
export function scenarioPoints(state: VasState): SidePoints[] {
  const sc = state.scenario;
  if (!sc) return [];
  const sideOf = (fleet: string): string => state.fleets[fleet]?.side ?? fleet;
  const sides = [...new Set(state.fleetOrder.map(sideOf))];
  const ships = state.shipOrder.flatMap((id) => state.ships[id] ?? []);
  return sides.map((side) => {
    const fleets = state.fleetOrder.filter((f) => sideOf(f) === side);
    const scoring = fleets.map((f) => scoringOf(state, f));
    const damages = scoring.some((s) => s.scoresDamage !== false);
    const destroyedBonus = Math.max(0, ...scoring.map((s) => s.civilianDestroyedBonus ?? 0));
    let total = 0;
    const lines: string[] = [];
    const add = (n: number, line: string): void => { if (n > 0) { total += n; lines.push(`${line}: ${n}`); } };
    for (const s of ships) {
      const value = shipValue(s.roster.priority, sc.level);
      if (sideOf(s.fleet) !== side) {
        const award = scenarioAward(state, s);
        if (damages) add(awardPoints(award, value), `${s.name} ${award}`);
        if (award === 'destroyed' && s.civilian && rule(state, 'VAS-VP-CIVILIAN')) add(destroyedBonus * civilianPoints(s), `${s.name}: ${civilianPoints(s)} civilian ship point(s) destroyed`);
        continue;
      }
      const own = scoringOf(state, s.fleet);
      if (exitedByObjective(state, s)) {
        if (rule(state, 'VAS-VP-EXIT') && (own.exitEdges ?? []).includes(state.naval.exits[s.id]?.edge ?? 'north')) add(value, `${s.name} off the table`);
        if (s.civilian) add((own.civilianExitBonus ?? 0) * civilianPoints(s), `${s.name}: civilian ship point(s) off the exit edge`);
      }
      if (s.civilian && rule(state, 'VAS-VP-CIVILIAN') && !s.destroyed && !s.withdrawn) add((own.civilianSurvivalBonus ?? 0) * civilianPoints(s), `${s.name}: civilian ship point(s) surviving`);
    }
    if (damages) {
      for (const f of state.fleetOrder.filter((x) => sideOf(x) !== side)) {
        for (const q of scoringOf(state, f).squadrons ?? []) {
          const award = squadronAward(state, q);
          add(awardPoints(award, shipValue(q.priority, sc.level)), `${q.name} squadron ${award === 'crippled' ? 'half destroyed' : award}`);
        }
      }
    }
    return { side, points: total, lines };
  });
}
