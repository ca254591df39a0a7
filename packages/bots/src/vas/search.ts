/**
 * The search bot (`hard`): determinized Monte Carlo rollouts over the heuristic (PIMC with the
 * heuristic as rollout policy, bot-anchors.md 3-4). At a move or attack decision it takes the
 * heuristic's best `width` candidates, plays each forward `budget / width` times from its own
 * view with its own dice (the game's PRNG is not in the view) to the end of the next turn, both
 * sides played by the fast heuristic, and keeps the candidate with the best mean evaluation:
 * Damage fractions left (ours minus theirs), the scenario's Victory Points where it is won on
 * points, and the result of a finished battle (`evaluate`). The budget is
 * in playouts, not seconds, so a game replays exactly from its seed; `work` caps it by the ships in play, so
 * a large battle does not make every decision minutes long. Other decisions: the heuristic.
 */
import { headingDelta, nextU32, seedRng, type RngState } from '@salvo/kernel';
import { exitedByObjective, planMove, scenarioPoints, shipValue, vas, type VasAction, type VasState } from '@salvo/vas';
import { rankAttacks } from './attack';
import { heuristicAction, type VasBot } from './heuristic';
import { rankMoves } from './move';
import { printedWeight } from './power';
import { NORMAL, ROLLOUT, type VasBotParams } from './params';
import { asState, sideOfFleet } from './view';

/** A candidate replaces the heuristic's first choice only when better by this much on average... */
const MIN_GAIN = 0.05;
/** ...and by this many standard errors of the paired difference. */
const Z = 2;

export interface SearchOptions {
  /** Playouts per decision, over all candidates. */
  readonly budget: number;
  /** Candidates searched (the heuristic's best). */
  readonly width: number;
  /** Turns played past the current one before the evaluation. */
  readonly horizon: number;
  readonly params?: VasBotParams;
  /** The policy both sides play in the playouts (default ROLLOUT: the heuristic without lookahead or exact odds). */
  readonly rollout?: VasBotParams;
  /** The evaluation at the horizon (default `fractions`; `lanchester`: square-law fighting strength). */
  readonly evaluation?: 'fractions' | 'lanchester';
  /** The least mean gain over the heuristic's choice for another candidate to replace it (default MIN_GAIN). */
  readonly minGain?: number;
  /** Move candidates end at least this many inches apart or 45 degrees off each other (0: the heuristic's best, however alike). */
  readonly spread?: number;
  /**
   * Work a decision may cost, in playouts x (ships in play)^2, a civilian ship counting half (`playoutsFor`); undefined: the budget alone.
   * Below MIN_WORLDS worlds a candidate, the heuristic decides alone.
   */
  readonly work?: number;
}

/**
 * Ours minus theirs: Damage left as a share of the printed score, per ship; +/-10 for a result. A ship that
 * left by one of its objective edges (VAS-VP-EXIT, a civilian off its exit edge, VAS-VP-CIVILIAN) keeps
 * its share: it scored, it was not lost. In a battle won on Victory Points the scenario's own count
 * (`scenarioPoints`, ours minus theirs, in ships) is added, so what a scenario pays for (a civilian sunk or
 * brought off, a runner through, a ship Crippled) weighs what it is worth there.
 */
export function evaluate(state: VasState, side: string): number {
  if (state.phase === 'over' && state.result) {
    const won = state.result.winners.some((f) => sideOfFleet(state, f) === side);
    if (won) return 10;
    if (state.result.winners.length > 0) return -10;
  }
  let v = 0;
  for (const id of state.shipOrder) {
    const s = state.ships[id];
    if (!s) continue;
    const kept = !s.destroyed && (!s.withdrawn || exitedByObjective(state, s));
    const left = kept ? (s.damage / Math.max(1, s.roster.damage[0])) * (s.abandoned ? 0.2 : 1) : 0;
    v += sideOfFleet(state, s.fleet) === side ? left : -left;
  }
  const sc = state.scenario;
  if (sc?.victory === 'points') {
    // in ships: one of the scenario's own Priority Level is worth its Victory Point Table value (16, VAS-VP-TABLE)
    const perShip = shipValue(sc.level, sc.level);
    for (const p of scenarioPoints(state)) v += (p.side === side ? p.points : -p.points) / perShip;
  }
  return v;
}

/**
 * Lanchester's square law, ours against theirs, in [-1, 1]: a side's fighting strength is its
 * weight of fire (printed guns still working) times its staying power (Damage left over the chance
 * that a Damage Die gets through its Armour), so a ship sunk counts by its guns and its toughness
 * and a point lost counts by what it leaves. A finished battle is +/-1 (a draw 0).
 */
export function lanchester(state: VasState, side: string): number {
  if (state.phase === 'over' && state.result) {
    if (state.result.winners.some((f) => sideOfFleet(state, f) === side)) return 1;
    return state.result.winners.length > 0 ? -1 : 0;
  }
  const f = [0, 0];
  const h = [0, 0];
  for (const id of state.shipOrder) {
    const s = state.ships[id];
    if (!s || s.destroyed || s.withdrawn || s.abandoned) continue;
    const k = sideOfFleet(state, s.fleet) === side ? 0 : 1;
    const through = Math.min(5 / 6, Math.max(1 / 6, (7 - s.roster.armour) / 6));
    f[k] = (f[k] ?? 0) + printedWeight(s);
    h[k] = (h[k] ?? 0) + s.damage / through;
  }
  const us = (f[0] ?? 0) * (h[0] ?? 0);
  const them = (f[1] ?? 0) * (h[1] ?? 0);
  return us + them > 0 ? (us - them) / (us + them) : 0;
}

/** Plays `state` forward with the rollout policy until the turn `until` ends or the battle does. */
export function rollout(start: VasState, until: number, p: VasBotParams, rng: RngState): VasState {
  return playSides(start, '', until, p, p, rng);
}

/** Plays on from `start` until turn `until` ends (or the battle): `side` by `ours`, every other fleet by `theirs`. */
export function playSides(start: VasState, side: string, until: number, ours: VasBotParams, theirs: VasBotParams, rng: RngState): VasState {
  let state = start;
  for (let guard = 0; guard < 5000; guard++) {
    const pend = vas.pending(state);
    if (pend.kind === 'over' || state.turn > until) return state;
    if (pend.kind === 'chance') { state = vas.rollChance(state).state; continue; }
    const player = pend.kind === 'decision' ? pend.player : pend.players[0];
    const p = player !== undefined && sideOfFleet(state, player) === side ? ours : theirs;
    const r = vas.apply(state, heuristicAction(state, p) ?? vas.sampleAction(state, rng));
    if (!r.ok) return state;
    state = r.value.state;
  }
  return state;
}

function candidates(state: VasState, p: VasBotParams, width: number, spread = 0): VasAction[] {
  const pend = vas.pending(state);
  if (pend.kind !== 'decision') return [];
  // the heuristic's own choice first (it may carry a launch, or be an aircraft nomination)
  const first = heuristicAction(state, p);
  const same = (a: VasAction): boolean => first !== undefined && JSON.stringify(a) === JSON.stringify(first);
  const lead = first ? [first] : [];
  if (pend.decision === 'move') {
    const ranked = [...lead, ...rankMoves(state, p).map((m) => m.action).filter((a) => !same(a))];
    return spread > 0 ? distinctMoves(state, ranked, width, spread) : ranked.slice(0, width);
  }
  if (pend.decision === 'attack') {
    if (first?.type === 'air-attack') return [first];
    return [...lead, ...rankAttacks(state, p).map((m) => m.action).filter((a) => !same(a))].slice(0, width);
  }
  return [];
}

/**
 * The first `width` moves of a ranked list whose end positions are genuinely different plans: each at
 * least `spread` inches from every one kept before it, or heading 45 degrees or more off it.
 */
export function distinctMoves(state: VasState, ranked: readonly VasAction[], width: number, spread: number): VasAction[] {
  const ship = state.moving ? state.ships[state.moving] : undefined;
  const end = (a: VasAction): { x: number; y: number; h: number } | undefined => {
    if (!ship || a.type !== 'move') return undefined;
    const plan = planMove(state, ship, a.legs, { allowShort: true });
    return plan.ok ? { ...plan.value.end, h: plan.value.heading } : undefined;
  };
  const first = ranked[0] !== undefined ? end(ranked[0]) : undefined;
  // the heuristic's own choice always leads (pickPaired measures the others against it)
  if (!first || !ranked[0]) return ranked.slice(0, width);
  const kept = [{ action: ranked[0], ...first }];
  for (const action of ranked.slice(1)) {
    if (kept.length >= width) break;
    const e = end(action);
    if (!e) continue;
    const apart = kept.every((k) => Math.hypot(k.x - e.x, k.y - e.y) >= spread || Math.abs(headingDelta(k.h, e.h)) >= 45);
    if (apart) kept.push({ action, ...e });
  }
  return kept.map((k) => k.action);
}

/** Fewer worlds per candidate than this and the paired test cannot tell candidates apart: the heuristic decides. */
const MIN_WORLDS = 4;

/**
 * Playouts this decision may afford: the budget, capped by `work` over the square of the ships in play.
 * A playout's cost grows about with that square (every ship decides, and weighs every enemy): measured
 * from the start of ten built-in battles, 1.5-2.6 ms x ships^2 for two turns from 10 to 20 ships
 * (docs/bots.md, eleventh session), so the cap keeps a decision's cost about level as the battle grows.
 */
export function playoutsFor(state: VasState, o: SearchOptions): number {
  if (o.work === undefined) return o.budget;
  let inPlay = 0;
  for (const id of state.shipOrder) {
    const s = state.ships[id];
    if (s !== undefined && !s.destroyed && !s.withdrawn) inPlay += s.civilian ? CIVILIAN_COST : 1;
  }
  return Math.min(o.budget, Math.floor(o.work / Math.max(1, inPlay) ** 2));
}

/**
 * A civilian ship's share of a playout's cost, against a warship's 1: it neither fires nor is weighed as
 * a threat. Measured (fourteenth session, 10 playouts each): Convoy Duty with 8 warships and 10, 8 or 4
 * civilians 147, 103 and 88 ms, Supply Ships with 7 and 9 85 ms, At All Costs with 10 warships 87 ms;
 * (warships + civilians / 2)^2 fits them.
 */
const CIVILIAN_COST = 0.5;

export function searchAction(state: VasState, side: string, o: SearchOptions, rng: RngState): VasAction | undefined {
  const p = o.params ?? NORMAL;
  const playouts = playoutsFor(state, o);
  if (Math.floor(playouts / Math.max(1, o.width)) < MIN_WORLDS) return heuristicAction(state, p);
  const cands = candidates(state, p, o.width, o.spread ?? 0);
  if (cands.length <= 1) return cands[0] ?? heuristicAction(state, p);
  const per = Math.max(1, Math.floor(playouts / cands.length));
  // common random numbers: every candidate is played out in the same `per` worlds (same dice), so
  // the comparison measures the candidates, not the luck of their dice
  const seeds = Array.from({ length: per }, () => nextU32(rng));
  const values = cands.map((action) => {
    const out: number[] = [];
    for (const seed of seeds) {
      const world: VasState = { ...state, rng: seedRng(seed) };
      const r = vas.apply(world, action);
      if (!r.ok) return null;
      out.push((o.evaluation === 'lanchester' ? lanchester : evaluate)(rollout(r.value.state, state.turn + o.horizon, o.rollout ?? ROLLOUT, seedRng(seed ^ 0x5bd1e995)), side));
    }
    return out;
  });
  return pickPaired(cands, values, o.minGain) ?? cands[0];
}

/**
 * The heuristic's first choice unless another candidate beats it clearly: the paired differences
 * over the same worlds (common random numbers) must average above MIN_GAIN and Z standard errors.
 * A handful of noisy playouts must not overrule the heuristic on luck (the first search bot did,
 * and lost to it).
 */
export function pickPaired<T>(cands: readonly T[], values: readonly (readonly number[] | null)[], minGain = MIN_GAIN): T | undefined {
  const base = values[0];
  if (!base) return cands[0];
  let best = cands[0];
  let bestMean = 0;
  values.forEach((v, i) => {
    if (i === 0 || !v || v.length < 2) return;
    const d = v.map((x, k) => x - (base[k] ?? 0));
    const mean = d.reduce((a, b) => a + b, 0) / d.length;
    const sd = Math.sqrt(d.reduce((a, b) => a + (b - mean) ** 2, 0) / (d.length - 1));
    const z = sd === 0 ? (mean > 0 ? Infinity : 0) : mean / (sd / Math.sqrt(d.length));
    if (mean > minGain && z > Z && mean > bestMean) { best = cands[i]; bestMean = mean; }
  });
  return best;
}

export function searchVasBot(name: string, o: SearchOptions, rng: RngState): VasBot {
  return {
    name,
    decide(view) {
      const state = asState(view, rng);
      const side = sideOfFleet(state, view.viewer);
      return searchAction(state, side, o, rng) ?? vas.sampleAction(state, rng);
    },
  };
}
