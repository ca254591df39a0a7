/**
 * The lookahead of `normal` (lookahead.ts) and target choice by the threat removed (target-value.ts).
 */
import { describe, expect, it } from 'vitest';
import { vas, type VasState } from '@salvo/vas';
import { vasBot } from '../src/index';
import { posture, rankLookahead, replies, standoffFrom, turnCost } from '../src/vas/lookahead';
import { NORMAL } from '../src/vas/params';
import { rankAttacks } from '../src/vas/attack';
import { threatMeanScore, threatScore, threatWeights } from '../src/vas/target-value';
import { withdrawing } from '../src/vas/move';
import { countLead } from '../src/vas/victory-count';
import { BRITISH, GERMAN, TEST_DESTROYER, nominatedToMove, shipSetup, start, toAttackPhase } from '../../vas/test/fixtures';
import { defaultBattle } from '@salvo/scenarios';

const bb = (id: string, cls: string, x: number, y: number, heading: number) => ({ id, name: id, class: cls, position: { x, y }, heading });

describe('Victory at Sea lookahead bot', () => {
  it('VAS-MOVE-ALTERNATE: an enemy still to move is judged at each of its replies; one that has moved, where it is', () => {
    const s = nominatedToMove(start(defaultBattle(1)), 'warspite');
    const veneto = s.ships.veneto!;
    const r = replies(s, veneto);
    expect(r.length).toBeGreaterThan(3);
    expect(new Set(r.map((x) => `${x.position.x.toFixed(2)},${x.position.y.toFixed(2)},${x.heading}`)).size).toBe(r.length);
    expect(r.every((x) => x.movedThisTurn && Math.hypot(x.position.x - veneto.position.x, x.position.y - veneto.position.y) > 0.5)).toBe(true);
    expect(replies(s, { ...veneto, movedThisTurn: true })).toEqual([{ ...veneto, movedThisTurn: true }]);
  });

  it('VAS-MOVE-ALTERNATE: the lookahead scores a move against the enemy\'s replies, not against where the enemy stands now', () => {
    const s = nominatedToMove(start(defaultBattle(1)), 'warspite');
    const first = vas.legalActions(s).find((a) => a.type === 'move');
    const legs = first?.type === 'move' ? first.legs : [];
    const now = rankLookahead({ ...s, ships: { ...s.ships, veneto: { ...s.ships.veneto!, movedThisTurn: true }, zara: { ...s.ships.zara!, movedThisTurn: true } } }, s.ships.warspite!, legs, NORMAL, posture(s, 'rn'));
    const ahead = rankLookahead(s, s.ships.warspite!, legs, NORMAL, posture(s, 'rn'));
    expect(ahead.formula).toMatch(/^lookahead/);
    // 36" apart: where they stand nothing reaches (the ship closes), after their replies the enemy may be in reach
    expect(ahead.formula).not.toEqual(now.formula);
  });

  it('VAS-VICTORY-MAX-TURNS: in the last turns a side ahead on the count weighs the fire it takes more, a side behind the fire it deals', () => {
    const s = start({ ...defaultBattle(1), options: { maxTurns: 12 } });
    expect(posture(s, 'rn')).toMatchObject({ bravery: 1, caution: 1 });
    const last: VasState = { ...s, turn: 12, ships: { ...s.ships, zara: { ...s.ships.zara!, destroyed: true } } };
    expect(posture(last, 'rn')).toMatchObject({ bravery: 1, caution: 1.5 });
    expect(posture(last, 'rm')).toMatchObject({ bravery: 1.5, caution: 0.6 });
    expect(posture({ ...last, turn: 10 }, 'rm')).toMatchObject({ bravery: 1.5, caution: 0.6 });
    expect(posture({ ...last, turn: 9 }, 'rm')).toMatchObject({ bravery: 1, caution: 1 });
  });

  it('VAS-ATTACK-NOMINATE: the threat weights computed once per attack decision give every set the score it has alone', () => {
    // two attacking ships and two targets: the weights kept for the first set scored serve every other
    const setup = {
      seed: 4,
      fleets: [
        { id: BRITISH, ships: [bb('warspite', 'Queen Elizabeth', 36, 24, 0), shipSetup('dd', 'Destroyer', TEST_DESTROYER, 40, 20, 0)] },
        { id: GERMAN, ships: [bb('veneto', 'Littorio', 18, 24, 0), bb('zara', 'Zara', 63, 24, 0)] },
      ],
    };
    const s = toAttackPhase(start(setup), BRITISH);
    for (const p of [NORMAL, { ...NORMAL, exactOdds: false }]) {
      const ranked = rankAttacks(s, p).filter((r) => r.action.type === 'attack' && r.action.fire.length > 0);
      expect(ranked.length).toBeGreaterThan(1);
      for (const r of ranked) {
        if (r.action.type !== 'attack') continue;
        const alone = p.exactOdds ? threatScore(s, r.action.ship, r.action.fire) : threatMeanScore(s, r.action.ship, r.action.fire);
        expect(r.score).toBeCloseTo(alone, 9);
      }
    }
  });

  it('VAS-ATTACK-NOMINATE: a battleship fires on the enemy battleship that can answer, not on the cruiser out of its own reach', () => {
    // Warspite between Vittorio Veneto 18" away and Zara 27" away on her beams: the same expected Damage
    // on either, but Zara's guns do not reach her and Vittorio Veneto's do
    const setup = {
      seed: 4,
      fleets: [
        { id: BRITISH, ships: [bb('warspite', 'Queen Elizabeth', 36, 24, 0)] },
        { id: GERMAN, ships: [bb('veneto', 'Littorio', 18, 24, 0), bb('zara', 'Zara', 63, 24, 0)] },
      ],
    };
    const s = toAttackPhase(start(setup), BRITISH);
    const w = threatWeights(s, s.ships.warspite!);
    expect(w.get('veneto')!.threat).toBeGreaterThan(w.get('zara')!.threat);
    expect(w.get('veneto')!.weight).toBe(1);
    const score = (p: typeof NORMAL, target: string): number =>
      rankAttacks(s, p).find((r) => r.action.type === 'attack' && r.action.fire.length > 0 && r.action.fire.every((n) => n.target === target))?.score ?? NaN;
    // the plain exact-odds score can hardly tell them apart; weighed by the threat removed, Vittorio Veneto comes first
    expect(Math.abs(score({ ...NORMAL, threatTargets: false }, 'veneto') - score({ ...NORMAL, threatTargets: false }, 'zara'))).toBeLessThan(1);
    expect(score(NORMAL, 'veneto') - score(NORMAL, 'zara')).toBeGreaterThan(3);
    const a = vasBot('normal', 1).decide(vas.observe(s, BRITISH));
    expect(a.type).toBe('attack');
    const main = a.type === 'attack' ? a.fire.filter((n) => s.ships.warspite!.roster.weapons[n.weapon]?.kind === 'main') : [];
    expect(main.length).toBeGreaterThan(0);
    expect(main.every((n) => n.target === 'veneto')).toBe(true);
  });

  it('VAS-VICTORY-MAX-TURNS: an outgunned ship keeps out of reach in the last three turns only while its side is ahead on the count', () => {
    const setup = {
      seed: 4,
      fleets: [
        { id: BRITISH, ships: [shipSetup('dd', 'Destroyer', TEST_DESTROYER, 36, 4, 0)] },
        { id: GERMAN, ships: [bb('warspite', 'Queen Elizabeth', 36, 44, 180)] },
      ],
    };
    const s = start(setup);
    const dd = s.ships.dd!;
    // one ship each, the destroyer with less Damage left: behind on the count, running out the clock loses
    expect(countLead(s, BRITISH)).toBeLessThan(0);
    const late = { ...s, turn: s.options.maxTurns - 2 };
    expect(withdrawing(late, dd, { ...NORMAL, countAware: false })).toBe(true);
    expect(withdrawing(late, dd, NORMAL)).toBe(false);
    // earlier in the battle an outgunned ship still saves herself
    expect(withdrawing(s, dd, NORMAL)).toBe(true);
    // a second destroyer on the table: two ships to one, ahead on the count, the destroyer keeps out of reach
    const two = start({ ...setup, fleets: [{ id: BRITISH, ships: [shipSetup('dd', 'Destroyer', TEST_DESTROYER, 36, 4, 0), shipSetup('dd2', 'Destroyer 2', TEST_DESTROYER, 10, 4, 0)] }, setup.fleets[1]!] });
    const ahead = two;
    expect(withdrawing(ahead, ahead.ships.dd!, NORMAL)).toBe(true);
  });

  it('VAS-VICTORY-MAX-TURNS: a heavy cruiser behind on the count closes on the battleship in the last three turns instead of standing off', () => {
    const one = {
      seed: 2,
      fleets: [
        { id: BRITISH, ships: [{ ...bb('zara', 'Cruiser', 36, 4, 0), class: 'Zara' }] },
        { id: GERMAN, ships: [{ ...bb('bb', 'Battleship', 36, 44, 180), class: 'Queen Elizabeth' }] },
      ],
    };
    const s = start(one);
    const late = { ...s, turn: s.options.maxTurns - 2 };
    expect(standoffFrom(late, s.ships.zara!, { ...NORMAL, countAware: false })?.id).toBe('bb');
    expect(standoffFrom(late, s.ships.zara!, NORMAL)).toBeUndefined();
    // earlier in the battle, alone or with a consort, she leaves the battleship to others
    expect(standoffFrom(s, s.ships.zara!, NORMAL)?.id).toBe('bb');
    const two = start({
      ...one,
      fleets: [
        { id: BRITISH, ships: [{ ...bb('zara', 'Cruiser', 36, 4, 0), class: 'Zara' }, { ...bb('valiant', 'Valiant', 10, 4, 0), class: 'Queen Elizabeth' }] },
        { id: GERMAN, ships: [{ ...bb('bb', 'Battleship', 36, 44, 180), class: 'Queen Elizabeth' }, { ...bb('bb2', 'Battleship 2', 10, 44, 180), class: 'Queen Elizabeth' }] },
      ],
    });
    expect(countLead(two, BRITISH)).toBeLessThan(0);
    expect(standoffFrom(two, two.ships.zara!, NORMAL)?.id).toBe('bb');
    // ...but not in the last three turns
    expect(standoffFrom({ ...two, turn: two.options.maxTurns - 2 }, two.ships.zara!, NORMAL)).toBeUndefined();
  });

  it('VAS-MOVE-TURN-POINTS: a ship heading away from the only enemy, out of reach, turns towards it instead of creeping on', () => {
    const setup = {
      seed: 2,
      fleets: [
        { id: BRITISH, ships: [{ ...bb('valiant', 'Valiant', 58, 16, 90), class: 'Queen Elizabeth' }] },
        { id: GERMAN, ships: [{ ...bb('veneto', 'Vittorio Veneto', 12, 24, 200), class: 'Littorio' }] },
      ],
    };
    const s = nominatedToMove(start(setup), 'valiant');
    const v = s.ships.valiant!;
    expect(turnCost(v, s.ships.veneto!)).toBeGreaterThan(turnCost({ ...v, heading: 270 }, s.ships.veneto!));
    const a = vasBot('normal', 1).decide(vas.observe(s, BRITISH));
    expect(a.type).toBe('move');
    const moved = vas.apply(s, a);
    expect(moved.ok).toBe(true);
    // heading 90 is away from the enemy (to the west): the move turns (to 45 or 135 and on)
    expect(moved.ok && moved.value.state.ships.valiant!.heading).not.toBe(90);
  });
});
