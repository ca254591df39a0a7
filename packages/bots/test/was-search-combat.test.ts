/**
 * The War at Sea search bot at its other decisions (disengage 12.1/12.9, pursue 12.3-12.8) and its
 * scoring of truncated playouts: what the enemy wrote in secret does not reach it, its candidates start
 * with the heuristic's answer, and a playout's value follows POC and fleet worth lost.
 */
import { describe, expect, it } from 'vitest';
import { seedRng } from '@salvo/kernel';
import { wasEngine, type Side, type WasAction, type WasState } from '@salvo/was';
import { heuristicPlan, pickBySearch, searchWasBot } from '../src/index';
import { fleetWorth, projectedValue, rolloutWas } from '../src/was/rollout';
import { searchCandidates } from '../src/was/search-candidates';
import { freshGame } from './fixtures';

/** Plays heuristic-against-heuristic games (seeds from `seed`) until `want` holds of a state. */
function findState(want: (s: WasState) => boolean, seed = 0): WasState {
  for (let g = seed; g < seed + 30; g++) {
    const c = wasEngine.createGame({ seed: `combat-${g}` });
    if (!c.ok) throw new Error(c.error.message);
    let s = c.value;
    for (let n = 0; n < 5000; n++) {
      if (want(s)) return s;
      const p = wasEngine.pending(s);
      if (p.kind === 'over') break;
      if (p.kind === 'chance') { s = wasEngine.rollChance(s).state; continue; }
      const player = (p.kind === 'decision' ? p.player : p.players[0]) as Side;
      const plan = heuristicPlan(s, player);
      const r = plan ? wasEngine.apply(s, plan) : null;
      if (!r || !r.ok) throw new Error('the heuristic was refused while finding a test position');
      s = r.value.state;
    }
  }
  throw new Error('no such state in 30 games');
}

const disengageStep = (s: WasState): boolean =>
  s.step.kind === 'disengage' && s.secret.allies === undefined && s.secret.axis === undefined;

describe('War at Sea search bot: disengage and pursuit', () => {
  it('bot, rules 12.1 and 12.9: the disengage candidates are the heuristic\'s answer first, then the opposite one', () => {
    const s = findState(disengageStep);
    const c = searchCandidates(s, 'allies', 4);
    expect(c).not.toBeNull();
    expect(c?.[0]).toEqual(heuristicPlan(s, 'allies'));
    const [first, second] = (c ?? []) as Extract<WasAction, { type: 'disengage' }>[];
    expect(first?.groups === null).toBe(second?.groups !== null);
  });

  it('bot fog, rule 12.9: what the enemy wrote in secret and the dice to come do not change the search bot\'s disengage answer', () => {
    const s = findState(disengageStep);
    const [one, two] = searchCandidates(s, 'axis', 4) ?? [];
    if (!one || !two) throw new Error('the Axis has one disengage answer only');
    const stay = wasEngine.apply(s, one);
    const leave = wasEngine.apply({ ...s, rng: seedRng('other dice') }, two);
    if (!stay.ok || !leave.ok) throw new Error('the Axis answers were refused');
    expect(stay.value.state.secret.axis).not.toEqual(leave.value.state.secret.axis);
    const o = { budget: 4, width: 2, combatBudget: 4, horizon: 1 };
    const a = searchWasBot(seedRng(9), o).decide(stay.value.state, 'allies');
    const b = searchWasBot(seedRng(9), o).decide(leave.value.state, 'allies');
    expect(b).toEqual(a);
    expect(a.type).toBe('disengage');
    expect(wasEngine.apply(stay.value.state, a).ok).toBe(true);
  }, 120_000);

  it('bot, rules 12.3-12.8: the pursue candidates start with the heuristic\'s and include no pursuit at all', () => {
    const s = findState((x) => x.step.kind === 'pursue');
    const side = (s.step as { side: Side }).side;
    const c = searchCandidates(s, side, 4) ?? [];
    expect(c[0]).toEqual(heuristicPlan(s, side));
    expect(c.some((a) => a.type === 'pursue' && a.groups.length === 0) || c.length === 1).toBe(true);
    for (const a of c) expect(wasEngine.apply(s, a).ok).toBe(true);
  }, 60_000);
});

describe('War at Sea search bot: scoring and choosing', () => {
  it('bot: a truncated playout is worth more with a bigger POC lead and less after losing a ship (7.4)', () => {
    const s = freshGame(3);
    const ahead = { ...s, poc: 3 };
    expect(projectedValue(ahead, s, 'axis')).toBeGreaterThan(projectedValue(s, s, 'axis'));
    expect(projectedValue(ahead, s, 'allies')).toBeLessThan(projectedValue(s, s, 'allies'));
    const sunk = structuredClone(s);
    const bismarck = sunk.ships.find((x) => x.id === 'de-bismarck');
    if (!bismarck) throw new Error('no Bismarck');
    bismarck.status = 'sunk';
    expect(fleetWorth(sunk, 'axis')).toBeLessThan(fleetWorth(s, 'axis'));
    expect(projectedValue(sunk, s, 'axis')).toBeLessThan(projectedValue(s, s, 'axis'));
    expect(projectedValue(sunk, s, 'allies')).toBeGreaterThan(projectedValue(s, s, 'allies'));
  });

  it('bot: a playout past its horizon is scored at once by the projection', () => {
    const s = freshGame(4);
    expect(rolloutWas(s, 'axis', 1, s, s.turn - 1)).toBe(projectedValue(s, s, 'axis'));
  });

  it('bot, rules 5.2-5.3: the search prefers the heuristic\'s plan to leaving every ship in port, even when the idle plan has the prior', () => {
    const s = findState((x) => x.step.kind === 'move' && x.step.side === 'axis' && x.turn === 2);
    const h = heuristicPlan(s, 'axis');
    if (!h || h.type !== 'move' || h.orders.length === 0) throw new Error('the heuristic sends nobody to sea');
    const idle: WasAction = { type: 'move', orders: [], repairs: {} };
    expect(pickBySearch(s, 'axis', [idle, h], 8, seedRng(2), 1)).toEqual(h);
  }, 120_000);

  it('bot: a candidate the world refuses is never chosen', () => {
    const s = findState((x) => x.step.kind === 'move' && x.step.side === 'allies');
    const h = heuristicPlan(s, 'allies');
    if (!h) throw new Error('no plan');
    const bad: WasAction = { type: 'move', orders: [{ ship: 'no-such-ship', to: 'north-sea' }], repairs: {} };
    expect(pickBySearch(s, 'allies', [bad, h], 4, seedRng(3), 1)).toEqual(h);
  }, 60_000);
});
