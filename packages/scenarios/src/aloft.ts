/**
 * How many of each carrier's flights start in the air (VAS-SCN-AIR-ALOFT, VAS-SCN-AIR-ALOFT-CHOICE).
 *
 * The scenario gives the most a carrier may have aloft (`aircraftAloft`: all, half rounded down, a number, or
 * none beyond the one flight the core rules always allow) and may cap the Aircraft counters a fleet has in the
 * air (`maxCountersAloft`, shared with its land-based flights, which take theirs first). "Up to" is the
 * player's: `chooseAloft` records, at deployment, a carrier's count (its flights in listed order) or a count
 * per aircraft type, checked against these limits. The least is none: "an aircraft carrier may always start
 * the game with at least one flight in the air" lets a carrier have one aloft whatever the scenario says (so the
 * most is never below one), it does not make her. Under the night-fighting variant at night or a scenario rule
 * denying the side aircraft (VAS-NF-NO-AIRCRAFT, VAS-SCN-NO-AIRCRAFT) the most is none too; where the fleet's
 * cap is too small for every carrier's most, the players share the counters out. A carrier whose scenario states its flights aloft (a fixed fleet's `airborne`)
 * starts with exactly those. A carrier without a choice starts with the most: the fleet's carriers in listed
 * order, each within what the cap leaves after the choices made, its flights in listed order (as before the
 * choice existed, so a plan without choices gives the same setup).
 */
import type { BattlePlan, PlannedPlayer, PlannedShip } from './plan-types';

/** A count for the carrier (its flights in listed order), or a count per aircraft type by profile name. */
export type AloftChoice = number | Readonly<Record<string, number>>;

export interface AloftProblem { readonly code: string; readonly message: string }

export interface CarrierAloft {
  /** The ship's index in its player's ships, and its id and name. */
  readonly index: number;
  readonly id: string;
  readonly name: string;
  /** Aircraft types aboard in listed order, with how many flights of each it carries and starts aloft now. */
  readonly types: readonly { readonly aircraft: string; readonly aboard: number; readonly aloft: number }[];
  readonly min: number;
  readonly max: number;
  /** Flights it starts with in the air now: the player's choice, else the most left for it. */
  readonly count: number;
  readonly chosen: boolean;
}

export interface FleetAloft {
  readonly carriers: readonly CarrierAloft[];
  /** Aircraft counters the fleet's carriers may have aloft together (the cap after land-based flights), or null. */
  readonly cap: number | null;
}

const sum = (xs: readonly number[]): number => xs.reduce((n, x) => n + x, 0);
const flightsOf = (s: PlannedShip): number => sum(s.flights.map((f) => f.count));
const stated = (s: PlannedShip): boolean => s.flights.some((f) => f.airborne !== undefined);

/** Why aircraft are out of this side's battle: night under the night-fighting variant, a scenario rule; or null. */
export function aircraftDenied(plan: BattlePlan, p: PlannedPlayer): 'night' | 'scenario' | null {
  if (plan.night && (plan.scenario.conditions.variants ?? []).includes('night-fighting')) return 'night';
  return (plan.scenario.shipRules ?? []).some((r) => r.rule === 'no-aircraft' && r.fleets.includes(p.side.id)) ? 'scenario' : null;
}

/** The scenario's most for one carrier, before the fleet's cap: never below the one always allowed. */
function scenarioMost(p: PlannedPlayer, total: number): number {
  const a = p.side.aircraftAloft;
  const limit = a === 'all' ? total : a === 'half' ? Math.floor(total / 2) : a === 'none' ? 0 : Math.min(total, a.perCarrier);
  return Math.min(total, Math.max(1, limit));
}

/** Counters the fleet's carriers may have aloft together: the cap less the land-based flights (Infinity: none). */
function carrierBudget(p: PlannedPlayer): number {
  const cap = p.side.maxCountersAloft;
  if (cap === undefined) return Infinity;
  return Math.max(0, cap - sum(p.squadrons.map((q) => q.flights)));
}

/** Each flights entry's count aloft when `n` start in the air in listed order. */
function inListedOrder(s: PlannedShip, n: number): number[] {
  let left = n;
  return s.flights.map((f) => { const k = Math.min(f.count, left); left -= k; return k; });
}

interface Row { readonly ship: PlannedShip; readonly index: number; readonly min: number; readonly max: number; readonly entries: readonly number[]; readonly chosen: boolean }

/** Every carrier of the player with its limits and its flights aloft per `flights` entry now. */
function rows(plan: BattlePlan, p: PlannedPlayer): { rows: Row[]; cap: number | null } {
  const budget = carrierBudget(p);
  const none = aircraftDenied(plan, p) !== null;
  const carriers = p.ships.map((ship, index) => ({ ship, index })).filter(({ ship }) => flightsOf(ship) > 0);
  const free = carriers.filter(({ ship }) => !stated(ship));
  let left = budget - sum(free.map(({ ship }) => (ship.aloft ? sum(ship.aloft) : 0)));
  const out = carriers.map(({ ship, index }): Row => {
    if (stated(ship)) {
      const entries = ship.flights.map((f) => (none ? 0 : Math.min(f.count, f.airborne ?? 0)));
      return { ship, index, min: sum(entries), max: sum(entries), entries, chosen: false };
    }
    const max = none ? 0 : Math.min(scenarioMost(p, flightsOf(ship)), budget);
    // "may always start ... with at least one" is a permission (the most is never below one), not a duty
    const min = 0;
    if (ship.aloft) return { ship, index, min, max, entries: ship.aloft, chosen: true };
    const n = Math.max(0, Math.min(max, left));
    left -= n;
    return { ship, index, min, max, entries: inListedOrder(ship, n), chosen: false };
  });
  return { rows: out, cap: Number.isFinite(budget) ? budget : null };
}

/** The player's carriers, each with its least and most flights aloft and what it starts with now. */
export function fleetAloft(plan: BattlePlan, player: number): FleetAloft {
  const p = plan.players[player];
  if (!p) return { carriers: [], cap: null };
  const r = rows(plan, p);
  return {
    cap: r.cap,
    carriers: r.rows.map((row) => ({
      index: row.index, id: row.ship.id, name: row.ship.name, min: row.min, max: row.max, count: sum(row.entries), chosen: row.chosen,
      types: typesOf(row.ship, row.entries),
    })),
  };
}

function typesOf(s: PlannedShip, entries: readonly number[]): { aircraft: string; aboard: number; aloft: number }[] {
  const out: { aircraft: string; aboard: number; aloft: number }[] = [];
  s.flights.forEach((f, i) => {
    const t = out.find((x) => x.aircraft === f.aircraft);
    if (t) { t.aboard += f.count; t.aloft += entries[i] ?? 0; } else out.push({ aircraft: f.aircraft, aboard: f.count, aloft: entries[i] ?? 0 });
  });
  return out;
}

/** Each carrier's flights aloft per `flights` entry, by ship id, for planToSetup. */
export function aloftEntries(plan: BattlePlan, p: PlannedPlayer): ReadonlyMap<string, readonly number[]> {
  return new Map(rows(plan, p).rows.map((r) => [r.ship.id, r.entries]));
}
