/**
 * Validation of a move (VAS-MOVE-*): the legs are checked against the ship's limits and the
 * path is walked on the table. The result says exactly what is wrong, or where the ship ends.
 * A ship whose centre crosses a table edge makes a Tactical Withdrawal there; legs after the edge
 * are ignored. Only the end point must be clear of other ships (passing through is allowed).
 */
import { advance, err, normalizeHeading, ok, ruleError, showValue, type Result, type RuleError, type Vec } from '@salvo/kernel';
import type { MoveLeg, ShipState, VasState } from '../types';
import { badField } from '../turn/action-fields';
import { onTheTable, shipUnder } from './footprint';
import { moveLimits } from './limits';
import { scenarioMoveLimits } from '../scenario-rules/hooks';

export const EPS = 1e-6;
export const MAX_LEGS = 16;

export interface MovePlan {
  readonly legs: MoveLeg[];
  readonly end: Vec;
  readonly heading: number;
  /** Inches moved (up to the table edge when withdrawing). */
  readonly distance: number;
  readonly withdrawn: boolean;
}

export interface PlanOptions {
  /** Waive the minimum move (a ship hemmed in by other ships, see hemmed.ts). */
  readonly allowShort?: boolean;
}

const bad = (code: string, message: string, path?: string): Result<never, RuleError> =>
  err(ruleError(code, message, path === undefined ? {} : { path }));

const LEGS_FORM = 'a list of legs such as [{ "forward": 3 }, { "turn": 45 }, { "forward": 2 }]';

/** Untrusted legs to typed legs, or what is malformed. */
export function readLegs(raw: unknown): Result<MoveLeg[], RuleError> {
  if (!Array.isArray(raw)) return err(badField('move', 'legs', LEGS_FORM, raw, 'ERR_BAD_MOVE'));
  if (raw.length > MAX_LEGS) return bad('ERR_BAD_MOVE', `The field "legs" holds at most ${MAX_LEGS} legs, not ${raw.length}.`, 'legs');
  const legs: MoveLeg[] = [];
  for (const [i, leg] of raw.entries()) {
    const l = leg as Record<string, unknown> | null;
    if (l && typeof l === 'object' && 'forward' in l && !('turn' in l) && typeof l.forward === 'number' && Number.isFinite(l.forward) && l.forward >= 0) {
      legs.push({ forward: l.forward });
    } else if (l && typeof l === 'object' && 'turn' in l && !('forward' in l) && typeof l.turn === 'number' && Number.isFinite(l.turn) && Math.abs(l.turn) <= 180) {
      legs.push({ turn: l.turn });
    } else {
      return bad('ERR_BAD_MOVE', `Each leg in "legs" is { "forward": inches of 0 or more } or { "turn": degrees from -180 to 180 }, not ${showValue(leg)}.`, `legs[${i}]`);
    }
  }
  return ok(legs);
}

export function planMove(state: VasState, ship: ShipState, legs: readonly MoveLeg[], opts: PlanOptions = {}): Result<MovePlan, RuleError> {
  const lim = moveLimits(ship, state);
  const name = ship.name;
  let total = 0;
  let turns = 0;
  for (const [i, leg] of legs.entries()) {
    if ('forward' in leg) {
      if (turns === 2 && leg.forward > EPS) {
        return bad('ERR_TURN_TOO_EARLY', `${name}'s second turn must come at the very end of her move.`, `legs[${i}]`);
      }
      total += leg.forward;
      continue;
    }
    if (Math.abs(leg.turn) < EPS) continue;
    turns += 1;
    if (lim.turning <= 0) return bad('ERR_TURN_NOT_ALLOWED', `${name} cannot turn this turn${turnBan(state, ship)}.`, `legs[${i}]`);
    if (lim.turnSide !== null && (lim.turnSide === 'port') !== leg.turn < 0) {
      return bad('ERR_SCENARIO_TURN_SIDE', `${name} may turn only to ${lim.turnSide} (${lim.turnSide === 'port' ? 'a negative' : 'a positive'} turn) in this scenario.`, `legs[${i}]`);
    }
    if (turns > lim.maxTurns) {
      return bad('ERR_TOO_MANY_TURNS', `${name} may turn only ${lim.maxTurns === 1 ? 'once' : 'twice'} in a Movement Phase.`, `legs[${i}]`);
    }
    if (Math.abs(leg.turn) > lim.turning * 45 + EPS) {
      return bad('ERR_TURN_TOO_SHARP', `${name} may turn at most ${lim.turning} point${lim.turning === 1 ? '' : 's'} (${lim.turning * 45} degrees).`, `legs[${i}]`);
    }
    if (turns === 1 && total < lim.speed / 2 - EPS) {
      return bad('ERR_TURN_TOO_EARLY', `${name} must move ${fmt(lim.speed / 2)}" straight ahead before turning; she has moved ${fmt(total)}".`, `legs[${i}]`);
    }
    if (turns === 2 && total < lim.speed - EPS) {
      return bad('ERR_TURN_TOO_EARLY', `An Agile ship's second turn comes only after her full Speed (${fmt(lim.speed)}"); ${name} has moved ${fmt(total)}".`, `legs[${i}]`);
    }
  }
  if (total > lim.speed + EPS) return bad('ERR_MOVE_TOO_FAR', `${name} can move at most ${fmt(lim.speed)}" this turn, not ${fmt(total)}".`, 'legs');
  if (total < lim.minimum - EPS && !opts.allowShort) {
    return bad('ERR_MOVE_TOO_SHORT', `${name} must move at least ${fmt(lim.minimum)}" this turn.`, 'legs');
  }
  return walk(state, ship, legs);
}

function walk(state: VasState, ship: ShipState, legs: readonly MoveLeg[]): Result<MovePlan, RuleError> {
  let at = ship.position;
  let heading = ship.heading;
  let moved = 0;
  for (const leg of legs) {
    if ('turn' in leg) {
      heading = normalizeHeading(heading + leg.turn);
      continue;
    }
    const next = advance(at, heading, leg.forward);
    if (!onTheTable(state, next)) {
      const cut = edgeDistance(state, at, heading, leg.forward);
      return ok({ legs: [...legs], end: advance(at, heading, cut), heading, distance: moved + cut, withdrawn: true });
    }
    at = next;
    moved += leg.forward;
  }
  const under = shipUnder(state, ship, at);
  if (under) return bad('ERR_SHIPS_OVERLAP', `${ship.name} would end her move on top of ${under.name}.`, 'legs');
  return ok({ legs: [...legs], end: at, heading, distance: moved, withdrawn: false });
}

/** Inches along the heading from `at` (on the table) to the first table edge, capped at `max`. */
function edgeDistance(state: VasState, at: Vec, heading: number, max: number): number {
  const { width, height } = state.options.table;
  const rad = (heading * Math.PI) / 180;
  const dx = Math.sin(rad);
  const dy = Math.cos(rad);
  let t = max;
  if (dx > EPS) t = Math.min(t, (width - at.x) / dx);
  if (dx < -EPS) t = Math.min(t, -at.x / dx);
  if (dy > EPS) t = Math.min(t, (height - at.y) / dy);
  if (dy < -EPS) t = Math.min(t, -at.y / dy);
  return Math.max(0, t);
}

/** The scenario's reason a ship may not turn at all, for the refusal (VAS-SCN-HOLD-COURSE). */
const turnBan = (state: VasState, ship: ShipState): string =>
  scenarioMoveLimits(state, ship).holdCourse ? ': the scenario holds her on her course' : '';

const fmt = (n: number): string => String(Math.round(n * 100) / 100);
