/**
 * The generic scenario of an engagement, from @salvo/scenarios (VAS-CAMPAIGN-SCENARIO): its side for the
 * campaign's attacker (the nominating player) and defender, the Fleet Allocation Points each side has
 * there (less a Diverting Strike), the campaign fleet as a fleet file the scenario checks, and the civilian
 * ships a convoy scenario gives its defender. A scenario without attacker and defender (At All Costs,
 * Victory at Sea) gives the nominating player its first side.
 */
import { BUILTIN_SCENARIOS, parseScenario, civilianPointsFor, type Scenario, type ScenarioSide } from '@salvo/scenarios';
import type { PriorityLevel } from '@salvo/data';
import { effectiveRoster } from './refit';
import type { CampaignState, Engagement, PlayerId } from './types';

export function scenarioOf(id: string): Scenario {
  const r = parseScenario(BUILTIN_SCENARIOS[id]);
  if (!r.ok) throw new Error(`built-in scenario ${id} does not parse`);
  return r.value;
}

/** The scenario side the player takes: the attacker role for the engagement's attacker, first side else. */
export function sideOf(scenario: Scenario, e: Engagement, player: PlayerId): ScenarioSide | undefined {
  const attacking = player === e.attacker;
  const byRole = scenario.sides.find((s) => s.role === (attacking ? 'attacker' : 'defender'));
  return byRole ?? scenario.sides[attacking ? 0 : 1];
}

/** Fleet Allocation Points of the side in this scenario, less the penalty taken when the engagement began. */
export function sidePoints(side: ScenarioSide | undefined, penalty: number): number {
  return side?.fleet.kind === 'allocation' ? Math.max(0, side.fleet.points - penalty) : 0;
}

/** Civilian ships the scenario gives a side: Tramp Freighters (1 point each) for all its civilian points. */
export function civilianShips(side: ScenarioSide | undefined, level: PriorityLevel): { type: string; name: string }[] {
  const n = side ? civilianPointsFor(side, level) : 0;
  return Array.from({ length: n }, (_, i) => ({ type: 'Tramp Freighter', name: `Merchantman ${i + 1}` }));
}

/** The player's chosen ships as the fleet file the scenario checks (names are the ledger ids). */
export function fleetFileOf(s: CampaignState, e: Engagement, player: PlayerId, ships: readonly string[], scenario: Scenario): unknown {
  const p = s.players[player];
  const side = sideOf(scenario, e, player);
  const chosen = (p?.ships ?? []).filter((x) => ships.includes(x.id));
  return {
    nation: p?.nation, name: p?.name,
    ships: chosen.map((x) => ({
      class: x.class, name: x.id, command: x.command,
      ...(x.maxFlights > 0 || effectiveRoster(x).traits.some((t) => t.startsWith('Carrier')) ? { flights: x.flights.filter((f) => f.count > 0).map((f) => ({ aircraft: f.aircraft, count: f.count })) } : {}),
    })),
    ...(e.level !== null && civilianShips(side, e.level).length > 0 ? { civilians: civilianShips(side, e.level) } : {}),
  };
}
