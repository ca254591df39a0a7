/**
 * The Victory at Sea bots (issue 11): fog (same view, same action), the behaviour scenarios of
 * bot-anchors.md (no enemy in reach -> advance; outgunned or Crippled -> keep out of reach; a
 * healthy ship does not run; targets by the exact odds) and legal play to the end at every strength.
 */
import { describe, expect, it } from 'vitest';
import { headingDelta, seedRng } from '@salvo/kernel';
import { vas, type VasAction, type VasState } from '@salvo/vas';
import { heuristicVasBot, playVasMatch, VAS_STRENGTHS, vasBot } from '../src/index';
import { edgePenalty, outclassedBy } from '../src/vas/move';
import { distinctMoves, lanchester, pickPaired, playoutsFor, searchAction } from '../src/vas/search';
import { heuristicAction } from '../src/vas/heuristic';
import { HARD_BUDGET, HARD_WORK } from '../src/vas/strength';
import { rankMoves } from '../src/vas/move';
import { NORMAL } from '../src/vas/params';
import { BRITISH, GERMAN, TEST_DESTROYER, nominatedToMove, shipSetup, start, toAttackPhase, twoFleets } from '../../vas/test/fixtures';
import { defaultBattle } from '@salvo/scenarios';

const after = (s: VasState, a: VasAction): VasState => {
  const r = vas.apply(s, a);
  if (!r.ok) throw new Error(r.error.message);
  return r.value.state;
};
const gap = (s: VasState, a: string, b: string): number => {
  const x = s.ships[a]!.position;
  const y = s.ships[b]!.position;
  return Math.hypot(x.x - y.x, x.y - y.y);
};

describe('Victory at Sea bots', () => {
  it('VAS-VIEW-NO-RNG: two states that differ only in what a fleet may not see give its bot the same action, at every strength', () => {
    let s = start(defaultBattle(3));
    for (let i = 0; i < 12; i++) s = vas.pending(s).kind === 'chance' ? vas.rollChance(s).state : after(s, vas.legalActions(s)[0]!);
    const hidden = { ...s, rng: seedRng('another future') };
    const p = vas.pending(s);
    expect(p.kind).toBe('decision');
    const fleet = p.kind === 'decision' ? p.player : '';
    for (const strength of VAS_STRENGTHS) {
      const a = vasBot(strength, 9, { budget: 4 }).decide(vas.observe(s, fleet));
      const b = vasBot(strength, 9, { budget: 4 }).decide(vas.observe(hidden, fleet));
      expect(b, strength).toEqual(a);
    }
  });

  it('VAS-MOVE-MIN: with no enemy within reach, a healthy ship closes the distance', () => {
    const s = nominatedToMove(start(twoFleets(1)), 'warspite'); // 48" apart, beyond every gun
    const before = gap(s, 'warspite', 'hipper');
    const a = vasBot('normal', 1).decide(vas.observe(s, BRITISH));
    expect(a.type).toBe('move');
    expect(gap(after(s, a), 'warspite', 'hipper')).toBeLessThan(before - 2);
  });

  it('VAS-MOVE-MIN: an outgunned destroyer keeps out of a battleship\'s reach instead of closing to die', () => {
    const setup = {
      seed: 2,
      fleets: [
        { id: BRITISH, ships: [shipSetup('dd', 'Destroyer', TEST_DESTROYER, 36, 20, 90)] },
        { id: GERMAN, ships: [{ id: 'bb', name: 'Battleship', class: 'Queen Elizabeth', position: { x: 36, y: 44 }, heading: 180 }] },
      ],
    };
    const s = nominatedToMove(start(setup), 'dd');
    const before = gap(s, 'dd', 'bb');
    const a = vasBot('normal', 1).decide(vas.observe(s, BRITISH));
    expect(a.type).toBe('move');
    expect(gap(after(s, a), 'dd', 'bb')).toBeGreaterThan(before);
  });

  it('VAS-MOVE-MIN: a heavy cruiser outranged and outclassed by a battleship keeps out of its reach instead of closing', () => {
    const setup = {
      seed: 2,
      fleets: [
        { id: BRITISH, ships: [{ id: 'zara', name: 'Cruiser', class: 'Zara', position: { x: 36, y: 4 }, heading: 0 }] },
        { id: GERMAN, ships: [{ id: 'bb', name: 'Battleship', class: 'Queen Elizabeth', position: { x: 36, y: 44 }, heading: 180 }] },
      ],
    };
    const s = nominatedToMove(start(setup), 'zara');
    expect(outclassedBy(s, s.ships.zara!)?.id).toBe('bb');
    expect(outclassedBy(s, s.ships.bb!)).toBeUndefined();
    const a = vasBot('normal', 1).decide(vas.observe(s, BRITISH));
    expect(a.type).toBe('move');
    expect(gap(after(s, a), 'zara', 'bb')).toBeGreaterThan(33); // the battleship's main-gun reach
  });

  it('VAS-MOVE-WITHDRAW: a position at the edge heading off the table costs more than the same position heading along it', () => {
    const s = start(defaultBattle(1));
    const ship = s.ships.warspite!;
    const out = { ...ship, position: { x: 36, y: 45 }, heading: 0 };
    const along = { ...ship, position: { x: 36, y: 45 }, heading: 90 };
    const middle = { ...ship, position: { x: 36, y: 24 }, heading: 0 };
    expect(edgePenalty(s, out)).toBeGreaterThan(edgePenalty(s, along));
    expect(edgePenalty(s, middle)).toBe(0);
  });

  it('bot search: the search keeps the heuristic\'s first choice unless a candidate beats it clearly over the same worlds', () => {
    const base = [0, 1, 0, 1, 0, 1];
    expect(pickPaired(['h', 'x'], [base, base.map((v, i) => v + (i % 2 ? 0.5 : -0.4))])).toBe('h'); // noisy, not clear
    expect(pickPaired(['h', 'x', 'y'], [base, base.map((v) => v + 0.2), base.map((v) => v + 0.3 + v * 0.01)])).toBe('y');
    expect(pickPaired(['h', 'x'], [base, null])).toBe('h');
    // a small clear gain: below the default least gain (0.05) it keeps the heuristic, with a least gain of 0.01 it moves
    const small = base.map((v, i) => v + 0.03 + (i % 2) * 0.001);
    expect(pickPaired(['h', 'x'], [base, small])).toBe('h');
    expect(pickPaired(['h', 'x'], [base, small], 0.01)).toBe('x');
  });

  it('bot search: a decision\'s playouts shrink with the ships in play (a civilian counting half), and past the work cap the heuristic decides alone', () => {
    const hard = { budget: HARD_BUDGET, width: 3, horizon: 1, work: HARD_WORK };
    const small = start(defaultBattle(1));
    expect(playoutsFor(small, hard)).toBe(HARD_BUDGET); // 4 ships: the whole budget
    expect(playoutsFor(small, { ...hard, work: undefined })).toBe(HARD_BUDGET);
    // the default battle's ships copied into a 20-ship battle: under 4 worlds a candidate
    const ships = Object.fromEntries(Array.from({ length: 5 }, (_, k) => Object.values(small.ships).map((sh) => [`${sh.id}-${k}`, { ...sh, id: `${sh.id}-${k}`, position: { x: sh.position.x, y: 4 + 9 * k } }])).flat());
    const big: VasState = { ...small, ships, shipOrder: Object.keys(ships) };
    expect(playoutsFor(big, hard)).toBe(Math.floor(HARD_WORK / 20 ** 2));
    expect(playoutsFor(big, hard)).toBeLessThan(3 * 4);
    // 10 ships: a share of the budget, with the square of the ships (a playout's cost grows with it)
    const ten: VasState = { ...big, shipOrder: big.shipOrder.slice(0, 10) };
    expect(playoutsFor(ten, hard)).toBe(Math.min(HARD_BUDGET, Math.floor(HARD_WORK / 100)));
    expect(playoutsFor(ten, hard)).toBeLessThan(HARD_BUDGET);
    // civilian ships cost a playout about half what a warship does: 10 ships of which 4 civilians weigh 8
    const convoy: VasState = { ...ten, ships: { ...ten.ships, ...Object.fromEntries(ten.shipOrder.slice(6).map((id) => [id, { ...ten.ships[id]!, civilian: true }])) } };
    expect(playoutsFor(convoy, hard)).toBe(Math.min(HARD_BUDGET, Math.floor(HARD_WORK / 8 ** 2)));
    expect(playoutsFor(convoy, hard)).toBeGreaterThan(playoutsFor(ten, hard));
    const moving = nominatedToMove(big, 'warspite-0');
    const rng = seedRng('cap');
    const before = [...rng];
    expect(searchAction(moving, 'british', hard, rng)).toEqual(heuristicAction(moving, NORMAL));
    expect([...rng]).toEqual(before); // no world was drawn: the search did not run
  });

  it('bot search: the square-law evaluation is level at the start, counts a sunk ship by its guns and toughness, and a finished battle as +/-1', () => {
    const s = start(defaultBattle(1));
    const level = lanchester(s, 'rn');
    expect(lanchester(s, 'rm')).toBeCloseTo(-level, 9);
    const sunk = (id: string): VasState => { const t = structuredClone(s); t.ships[id]!.destroyed = true; t.ships[id]!.damage = 0; return t; };
    // Vittorio Veneto (heavier guns, thicker armour) sunk is worth more to the Royal Navy than Zara sunk
    expect(lanchester(sunk('veneto'), 'rn')).toBeGreaterThan(lanchester(sunk('zara'), 'rn'));
    expect(lanchester(sunk('zara'), 'rn')).toBeGreaterThan(level);
    // a point lost lowers a side's strength; both sides gone to one side is +/-1 in the limit
    const hit = structuredClone(s); hit.ships.warspite!.damage -= 10;
    expect(lanchester(hit, 'rn')).toBeLessThan(level);
    const over = { ...structuredClone(s), phase: 'over' as const, result: { winners: ['rn'], summary: 'test' } } as VasState;
    expect(lanchester(over, 'rn')).toBe(1);
    expect(lanchester(over, 'rm')).toBe(-1);
  });

  it('bot search: with a spread, the move candidates are the heuristic\'s first choice and then only moves ending apart from every one kept', () => {
    const s = nominatedToMove(start(defaultBattle(1)), 'warspite');
    const ranked = rankMoves(s, NORMAL).map((m) => m.action);
    const ends = (as: readonly VasAction[]) => as.map((a) => { const t = after(s, a).ships.warspite!; return { ...t.position, h: t.heading }; });
    const alike = ends(ranked.slice(0, 3));
    const kept = distinctMoves(s, ranked, 3, 3);
    expect(kept[0]).toEqual(ranked[0]);
    expect(kept.length).toBe(3);
    const e = ends(kept);
    for (let i = 0; i < e.length; i++) for (let j = 0; j < i; j++) {
      const turn = Math.abs(headingDelta(e[i]!.h, e[j]!.h));
      expect(Math.hypot(e[i]!.x - e[j]!.x, e[i]!.y - e[j]!.y) >= 3 || turn >= 45).toBe(true);
    }
    // without the spread the heuristic's three best are neighbours: the spread is what sets them apart
    expect(alike.some((a, i) => i > 0 && Math.hypot(a.x - alike[0]!.x, a.y - alike[0]!.y) < 3 && Math.abs(a.h - alike[0]!.h) < 45)).toBe(true);
  });

  it('VAS-ATTACK-NOMINATE: the bot fires at the target the exact odds favour: the nearly sunk ship over the healthy one', () => {
    const setup = {
      seed: 4,
      fleets: [
        { id: BRITISH, ships: [{ id: 'warspite', name: 'Warspite', class: 'Queen Elizabeth', position: { x: 30, y: 24 }, heading: 0 }] },
        { id: GERMAN, ships: [shipSetup('near', 'Near', { ...TEST_DESTROYER, class: 'Big Destroyer', damage: [40, 10], crew: [40, 10] }, 42, 24, 0), shipSetup('weak', 'Weak', TEST_DESTROYER, 48, 24, 0)] },
      ],
    };
    const s = structuredClone(toAttackPhase(start(setup), BRITISH));
    s.ships.weak!.damage = 1;
    s.ships.weak!.crippled = true;
    // choosing among the engine's one-target sets, it fires everything at the nearly sunk ship
    const a = heuristicVasBot('normal', { ...NORMAL, splitFire: false }, seedRng(1)).decide(vas.observe(s, BRITISH));
    expect(a.type === 'attack' && a.fire.length > 0 && a.fire.every((n) => n.target === 'weak')).toBe(true);
    // `normal` itself, free to split its fire, still nominates the nearly sunk ship
    const b = vasBot('normal', 1).decide(vas.observe(s, BRITISH));
    expect(b.type === 'attack' && b.fire.some((n) => n.target === 'weak')).toBe(true);
  });

  it('VAS-VICTORY-LAST-SIDE: random, easy and normal play the default battle to its end with legal actions only', () => {
    for (const [a, b] of [['normal', 'random'], ['easy', 'normal']] as const) {
      const m = playVasMatch(defaultBattle(5), { rn: vasBot(a, 5), rm: vasBot(b, 6) });
      expect(m.error).toBeUndefined();
      expect(m.winners).not.toBeNull();
    }
  }, 60_000);
});

describe('Victory at Sea ladder, scaled down (the full ladder is bench/ladder.ts)', () => {
  it('VAS-VICTORY-LAST-SIDE: easy beats random clearly over 20 seeded games of the default battle, sides swapped', () => {
    let wins = 0;
    for (let g = 0; g < 20; g++) {
      const easySide = g % 2 === 0 ? 'rn' : 'rm';
      const other = easySide === 'rn' ? 'rm' : 'rn';
      const m = playVasMatch({ ...defaultBattle(`ladder-test-${Math.floor(g / 2)}`) }, { [easySide]: vasBot('easy', `e${g}`), [other]: vasBot('random', `r${g}`) });
      expect(m.error).toBeUndefined();
      if (m.winners?.includes(easySide)) wins += 1;
    }
    // 14 of 20: above what a coin flip (50%) reaches 95% of the time
    expect(wins).toBeGreaterThanOrEqual(14);
  }, 120_000);
});
