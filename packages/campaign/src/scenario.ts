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
import { airOf } from './roster';
import type { CampaignCivilian, CampaignState, Engagement, PlayerId } from './types';

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

/**
 * Civilian ships a side takes to a battle with civilian ship points (VAS-CAMPAIGN-CIVILIANS): the player's own
 * merchantmen still afloat, in roster order, as many as fit the points; the points left are filled with
 * Tramp Freighters (1 point each), never on the roster. A battle without civilian points takes none.
 */
export function civilianShips(side: ScenarioSide | undefined, level: PriorityLevel, own: readonly CampaignCivilian[] = []): { type: string; name: string }[] {
  const n = side ? civilianPointsFor(side, level) : 0;
  const out: { type: string; name: string }[] = [];
  let left = n;
  for (const c of own) {
    if (c.destroyed || c.cost > left) continue;
    out.push({ type: c.type, name: c.id });
    left -= c.cost;
  }
  return [...out, ...Array.from({ length: left }, (_, i) => ({ type: 'Tramp Freighter', name: `Merchantman ${i + 1}` }))];
}

/** The player's chosen ships as the fleet file the scenario checks (names are the ledger ids). */
export function fleetFileOf(s: CampaignState, e: Engagement, player: PlayerId, ships: readonly string[], scenario: Scenario): unknown {
  const p = s.players[player];
  const side = sideOf(scenario, e, player);
  const chosen = (p?.ships ?? []).filter((x) => ships.includes(x.id));
  // VAS-CAMPAIGN-LAND-AIR: squadrons in the order chosen (their flights are numbered in that order in the battle).
  // VAS-CAMPAIGN-CARRIER-AIR: a carrier's flights sent without it count among them.
  const squadrons = p ? ships.flatMap((id) => airOf(p, id) ?? []) : [];
  const civilians = e.level !== null ? civilianShips(side, e.level, p?.civilians ?? []) : [];
  return {
    nation: p?.nation, name: p?.name,
    ships: chosen.map((x) => ({
      class: x.class, name: x.id, command: x.command,
      ...(x.maxFlights > 0 || effectiveRoster(x).traits.some((t) => t.startsWith('Carrier')) ? { flights: x.flights.filter((f) => f.count > 0).map((f) => ({ aircraft: f.aircraft, count: f.count })) } : {}),
    })),
    ...(squadrons.length > 0 ? { squadrons: squadrons.map((q) => ({ aircraft: q.aircraft, command: q.command })) } : {}),
    ...(civilians.length > 0 ? { civilians } : {}),
  };
}
