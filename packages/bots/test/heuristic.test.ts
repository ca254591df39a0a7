/**
 * The heuristic War at Sea bot's planners on small set positions: each test states what the rules
 * and the bot's sense require and would fail if the planner broke it.
 */
import { describe, expect, it } from 'vitest';
import { seedRng } from '@salvo/kernel';
import { wasEngine, type WasState } from '@salvo/was';
import { heuristicPlan, heuristicWasBot, playWasMatch, randomWasBot, type HeuristicStats } from '../src/index';
import { planFire, planUboatTargets } from '../src/was/plan-fire';
import { placeUboats } from '../src/was/plan-uboats';
import { planPlaceAir, planReturns } from '../src/was/plan-ports';
import { planContinue, planDisengage } from '../src/was/plan-withdraw';
import { battle, freshGame, place, port, sea } from './fixtures';

/** Turn `turn`, the Allied movement step, British ships as deployed by the heuristic. */
function alliedMove(turn: number): WasState {
  let s = freshGame(2);
  const d = heuristicPlan(s, 'allies');
  if (!d) throw new Error('no deploy');
  const r = wasEngine.apply(s, d);
  if (!r.ok) throw new Error(r.error.message);
  s = r.value.state;
  s.turn = turn;
  s.step = { kind: 'move', side: 'allies' };
  return s;
}

describe('heuristic War at Sea bot: movement', () => {
  it('bot, rule 14.3: a convoy at sea in the North Atlantic goes on to the Barents Sea and the next convoy sails from the USA', () => {
    const s = alliedMove(4);
    place(s, ['convoy-1a'], sea('north-atlantic'));
    place(s, ['convoy-2b'], port('usa'));
    const a = heuristicPlan(s, 'allies');
    expect(a?.type).toBe('move');
    if (a?.type !== 'move') return;
    expect(a.orders).toContainEqual({ ship: 'convoy-1a', to: 'barents-sea' });
    expect(a.orders).toContainEqual({ ship: 'convoy-2b', to: 'north-atlantic' });
    expect(wasEngine.apply(s, a).ok).toBe(true);
  });

  it('bot, rule 13.1: damaged ships that stay in port are repaired, never ships that sail, and within the port capacity (13.2)', () => {
    const s = alliedMove(2);
    for (const id of ['gb-nelson', 'gb-rodney', 'gb-hood']) {
      place(s, [id], port('england'));
      const x = s.ships.find((q) => q.id === id);
      if (x) x.damage = x.defense;
    }
    const a = heuristicPlan(s, 'allies');
    if (a?.type !== 'move') throw new Error('no move');
    const repairs = Object.entries(a.repairs ?? {});
    expect(repairs.length).toBeGreaterThan(0);
    const moving = new Set(a.orders.map((o) => o.ship));
    for (const [id] of repairs) expect(moving.has(id)).toBe(false);
    expect(repairs.reduce((n, [, p]) => n + p, 0)).toBeLessThanOrEqual(8);
    expect(wasEngine.apply(s, a).ok).toBe(true);
  });

  it('bot, rule 8.2: the Axis puts U-boats only where Allied ships are at sea (alone they cannot control an area)', () => {
    const s = freshGame(3);
    s.uboats.inPlay = 5;
    place(s, ['gb-hood', 'gb-norfolk'], sea('north-atlantic'));
    const out = placeUboats(wasEngine.observe(s, 'axis'), {});
    expect(Object.keys(out)).toEqual(['north-atlantic']);
    expect(out['north-atlantic']).toBe(5);
  });
});

describe('heuristic War at Sea bot: combat', () => {
  it('bot, rule 11.2: each ship fires once at one enemy; the biggest gun takes the most dangerous target, the next the untouched one', () => {
    const s = freshGame(4);
    battle(s, 'north-sea', ['gb-nelson', 'gb-rodney'], ['de-scharnhorst', 'de-lutzow']);
    const groups = planFire(wasEngine.observe(s, 'allies'), 'allies', 'north-sea', 0);
    const shooters = groups.flatMap((g) => g.shooters);
    expect(new Set(shooters).size).toBe(shooters.length);
    expect(groups).toContainEqual({ shooters: ['gb-nelson'], target: 'de-scharnhorst' });
    expect(groups).toContainEqual({ shooters: ['gb-rodney'], target: 'de-lutzow' });
  });

  it('bot, rule 11.6: a carrier that does not fire is not shot at while another enemy ship goes unfired upon', () => {
    const s = freshGame(4);
    battle(s, 'north-sea', ['gb-hood'], ['de-graf-zeppelin', 'de-admiral-hipper']);
    const groups = planFire(wasEngine.observe(s, 'allies'), 'allies', 'north-sea', 0);
    expect(groups.map((g) => g.target)).toEqual(['de-admiral-hipper']);
  });

  it('bot, rule 8.5: one target per U-boat, the convoy first', () => {
    const s = freshGame(5);
    place(s, ['gb-hood', 'convoy-1a', 'gb-norfolk'], sea('barents-sea'));
    const t = planUboatTargets(wasEngine.observe(s, 'axis'), 'barents-sea', 3);
    expect(t).toHaveLength(3);
    expect(t[0]).toBe('convoy-1a');
    expect(new Set(t).size).toBe(3);
  });

  it('bot, rule 12.1: a clearly outgunned side disengages, in groups by speed so the fast ships are not held back; a strong side stays', () => {
    const s = freshGame(6);
    battle(s, 'north-sea', ['gb-nelson', 'gb-rodney', 'gb-warspite', 'gb-valiant'], ['de-admiral-hipper', 'de-lutzow']);
    expect(planDisengage(wasEngine.observe(s, 'axis'), 'axis', 'north-sea')).toEqual([['de-admiral-hipper'], ['de-lutzow']]);
    expect(planDisengage(wasEngine.observe(s, 'allies'), 'allies', 'north-sea')).toBeNull();
  });

  it('bot, rule 9.2: land-based air goes where the rules let it and enemy ships are; nowhere when no target is in reach', () => {
    const s = freshGame(7);
    expect(planPlaceAir(wasEngine.observe(s, 'axis'), 'axis')).toBeNull();
    place(s, ['gb-hood', 'gb-warspite'], sea('barents-sea'));
    place(s, ['gb-kent'], sea('north-atlantic'));
    expect(planPlaceAir(wasEngine.observe(s, 'axis'), 'axis')).toBe('barents-sea');
  });

  it('bot, rule 14.4: a convoy in the North Atlantic stays at sea while it can still reach Russia, and puts into England on the last turn (14.5)', () => {
    const s = freshGame(8);
    place(s, ['convoy-1a'], sea('north-atlantic'));
    s.step = { kind: 'return', side: 'allies' };
    s.turn = 5;
    expect(planReturns(s, wasEngine.observe(s, 'allies'), 'allies')['convoy-1a']).toBe('stay');
    s.turn = 8;
    expect(planReturns(s, wasEngine.observe(s, 'allies'), 'allies')['convoy-1a']).toBe('england');
  });
});

describe('heuristic War at Sea bot: whole games', () => {
  it('bot: in whole games nearly every heuristic plan is accepted as it stands (the sampler is a rare fallback)', () => {
    const stats: HeuristicStats = { decisions: 0, fallbacks: 0 };
    for (let g = 0; g < 3; g++) {
      const r = playWasMatch({ seed: `plans-${g}` }, { axis: heuristicWasBot(seedRng(`x${g}`), stats), allies: heuristicWasBot(seedRng(`y${g}`), stats) });
      expect(r.finished).toBe(true);
    }
    expect(stats.decisions).toBeGreaterThan(100);
    expect(stats.fallbacks / stats.decisions).toBeLessThan(0.01);
  });

  it('bot: deciding never changes the game state the bot is shown', () => {
    const bot = heuristicWasBot(seedRng('pure'));
    const other = randomWasBot(seedRng('pure-r'));
    let s = freshGame(31);
    for (let i = 0; i < 600; i++) {
      const p = wasEngine.pending(s);
      if (p.kind === 'over') break;
      if (p.kind === 'chance') {
        s = wasEngine.rollChance(s).state;
        continue;
      }
      const side = p.kind === 'decision' ? p.player : (p.players[0] ?? 'allies');
      const before = wasEngine.serialize(s);
      const a = side === 'axis' ? bot.decide(s, side) : other.decide(s, side);
      if (side === 'axis') expect(wasEngine.serialize(s)).toBe(before);
      const r = wasEngine.apply(s, a);
      if (!r.ok) throw new Error(r.error.message);
      s = r.value.state;
    }
    expect(s.turn).toBeGreaterThan(1);
  });

  it('bot: the heuristic bot is deterministic for a seed', () => {
    const play = (): unknown[] => playWasMatch({ seed: 21 }, { axis: heuristicWasBot(seedRng('p')), allies: randomWasBot(seedRng('q')) }).actions;
    expect(play()).toEqual(play());
  });
});

describe('heuristic War at Sea bot: continuing a pursuit under the engine\'s rule', () => {
  /** The Allies pursue the Admiral Hipper (1 damage: speed 6) with Hood (speed 7) and Renown (`renownDamage`). */
  function pursuit(renownDamage: number, hipperDamage = 1): WasState {
    const s = freshGame(3);
    s.turn = 5;
    battle(s, 'north-sea', ['gb-hood', 'gb-renown'], ['de-admiral-hipper'], { round: 2, shotsThisRound: 2 });
    const c = s.combat['north-sea'];
    if (c) c.engagements = [{ allies: ['gb-hood', 'gb-renown'], axis: ['de-admiral-hipper'], pursuitOf: 'axis' }];
    for (const [id, d] of [['gb-renown', renownDamage], ['de-admiral-hipper', hipperDamage]] as const) {
      const x = s.ships.find((q) => q.id === id);
      if (x) x.damage = d;
    }
    s.step = { kind: 'continue-pursuit', area: 'north-sea', side: 'allies' };
    return s;
  }

  it('bot, rule 12.5: a pursuer slowed below its quarry does not stop the bot going on with the ships still fast enough', () => {
    // Renown (speed 6 - 1 = 5) is now slower than the Hipper (6): she drops out; Hood alone still outguns the Hipper.
    const s = pursuit(1);
    expect(planContinue(s, 'allies', 'north-sea')).toEqual([0]);
    const plan = heuristicPlan(s, 'allies');
    expect(plan).toEqual({ type: 'continue-pursuit', engagements: [0] });
    const r = wasEngine.apply(s, plan ?? { type: 'continue-pursuit', engagements: [] });
    expect(r.ok && r.value.events).toContainEqual({ type: 'broke-off', area: 'north-sea', ships: ['gb-renown'] });
  });

  it('bot, rule 12.5: a pursuit the engine says cannot go on (every pursuer too slow) is never asked for', () => {
    // Hipper undamaged (speed 7): Renown (5) and Hood (7 - 4 = 3) are both too slow.
    const s = pursuit(1, 0);
    const hood = s.ships.find((q) => q.id === 'gb-hood');
    if (hood) hood.damage = 3;
    expect(planContinue(s, 'allies', 'north-sea')).toEqual([]);
  });
});
