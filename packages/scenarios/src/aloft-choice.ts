/**
 * A player's choice of how many flights a carrier starts with in the air (VAS-SCN-AIR-ALOFT-CHOICE), made at
 * deployment and kept on the plan (`PlannedShip.aloft`) for planToSetup. `chooseAloft` checks it against the
 * limits of aloft.ts and answers null (recorded) or a problem with a stable code and a sentence; a refused
 * choice leaves the plan as it was. `null` withdraws a choice (the carrier starts with the most again).
 *
 * Codes: ERR_ALOFT_NOT_A_CARRIER (no such ship in the player's fleet, or it carries no flights),
 * ERR_ALOFT_COUNT (not a whole number of flights), ERR_ALOFT_UNKNOWN_AIRCRAFT (a type the carrier does not
 * carry), ERR_ALOFT_TOO_MANY (more than the scenario allows the carrier, or than it carries of a type),
 * ERR_ALOFT_TOO_FEW (fewer than a fixed carrier's stated flights), ERR_ALOFT_FLEET_CAP (the fleet's carriers together above its cap).
 */
import type { BattlePlan, PlannedPlayer, PlannedShip } from './plan-types';
import { aircraftDenied, fleetAloft, type AloftChoice, type AloftProblem, type CarrierAloft } from './aloft';

const problem = (code: string, message: string): AloftProblem => ({ code, message });
const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= 99;
const flights = (n: number): string => `${n} flight${n === 1 ? '' : 's'}`;

/** Why the scenario allows this carrier no more than `c.max`. */
function mostReason(plan: BattlePlan, p: PlannedPlayer, c: CarrierAloft, cap: number | null): string {
  const denied = aircraftDenied(plan, p);
  if (denied === 'night') return 'no aircraft are used in a battle fought at night (night-fighting variant)';
  if (denied === 'scenario') return `${p.side.name} may not use aircraft in ${plan.scenario.name}`;
  if (cap !== null && c.max === cap) return `${plan.scenario.name} allows your fleet at most ${cap} Aircraft counter${cap === 1 ? '' : 's'} in the air at the start`;
  const a = p.side.aircraftAloft;
  const share = a === 'all' ? 'all their flights' : a === 'half' ? 'half their flights (rounded down)' : a === 'none' ? 'no flights beyond the one every carrier may have' : `${flights(a.perCarrier)}`;
  return `in ${plan.scenario.name} carriers may start with ${share} in the air, and always one`;
}

/** The choice as a count per `flights` entry, or the problem with it. */
function entriesOf(s: PlannedShip, choice: unknown): number[] | AloftProblem {
  if (typeof choice === 'number') {
    if (!isCount(choice)) return problem('ERR_ALOFT_COUNT', `The flights ${s.name} starts with in the air are a whole number (0, 1, 2 ...), not ${String(choice)}.`);
    let left = choice;
    const entries = s.flights.map((f) => { const k = Math.min(f.count, left); left -= k; return k; });
    const aboard = s.flights.reduce((n, f) => n + f.count, 0);
    if (left > 0) return problem('ERR_ALOFT_TOO_MANY', `${s.name} carries ${flights(aboard)}, so no more than ${aboard} can start in the air.`);
    return entries;
  }
  if (typeof choice !== 'object' || choice === null || Array.isArray(choice)) {
    return problem('ERR_ALOFT_COUNT', `Give the flights ${s.name} starts with in the air as a number, or as a number for each aircraft type she carries.`);
  }
  const byType = new Map<string, number>();
  for (const [aircraft, n] of Object.entries(choice)) {
    if (!s.flights.some((f) => f.aircraft === aircraft)) {
      return problem('ERR_ALOFT_UNKNOWN_AIRCRAFT', `${s.name} carries no ${aircraft} flights: she carries ${s.flights.map((f) => `${f.aircraft} (${f.count})`).join(', ')}.`);
    }
    if (!isCount(n)) return problem('ERR_ALOFT_COUNT', `The ${aircraft} flights ${s.name} starts with in the air are a whole number (0, 1, 2 ...), not ${String(n)}.`);
    const aboard = s.flights.filter((f) => f.aircraft === aircraft).reduce((k, f) => k + f.count, 0);
    if (n > aboard) return problem('ERR_ALOFT_TOO_MANY', `${s.name} carries ${aboard} ${aircraft} flight${aboard === 1 ? '' : 's'}, so no more than ${aboard} of them can start in the air.`);
    byType.set(aircraft, n);
  }
  return s.flights.map((f) => {
    const left = byType.get(f.aircraft) ?? 0;
    const k = Math.min(f.count, left);
    byType.set(f.aircraft, left - k);
    return k;
  });
}

/** Records how many flights carrier `shipId` of `player` starts with in the air; null, or why not. */
export function chooseAloft(plan: BattlePlan, player: number, shipId: string, choice: AloftChoice | null): AloftProblem | null {
  const p = plan.players[player];
  const s = p?.ships.find((x) => x.id === shipId);
  if (!p || !s) return problem('ERR_ALOFT_NOT_A_CARRIER', `${p?.fleetName ?? 'That fleet'} has no ship "${shipId}": choose the flights in the air for a carrier of your own fleet.`);
  const before = fleetAloft(plan, player);
  const c = before.carriers.find((x) => x.id === shipId);
  if (!c) return problem('ERR_ALOFT_NOT_A_CARRIER', `${s.name} carries no flights: only an aircraft carrier starts with flights in the air.`);
  if (choice === null) {
    delete s.aloft;
    return null;
  }
  const entries = entriesOf(s, choice);
  if (!Array.isArray(entries)) return entries;
  const n = entries.reduce((k, x) => k + x, 0);
  if (n > c.max) return problem('ERR_ALOFT_TOO_MANY', `${s.name} may start with at most ${flights(c.max)} in the air: ${mostReason(plan, p, c, before.cap)}.`);
  if (n < c.min) {
    // only a carrier whose flights the scenario states has a least above none
    return problem('ERR_ALOFT_TOO_FEW', `${plan.scenario.name} puts exactly ${flights(c.min)} of ${s.name} in the air at the start.`);
  }
  if (before.cap !== null) {
    const others = before.carriers.filter((x) => x.id !== shipId && x.chosen).reduce((k, x) => k + x.count, 0);
    if (others + n > before.cap) {
      return problem('ERR_ALOFT_FLEET_CAP', `${plan.scenario.name} allows your fleet at most ${before.cap} Aircraft counter${before.cap === 1 ? '' : 's'} in the air at the start: your other carriers already have ${others}, so ${s.name} may have at most ${Math.max(0, before.cap - others)}.`);
    }
  }
  s.aloft = entries;
  return null;
}
