/**
 * Edge cases of the Initiative Phase and of the alternating order of the Movement and Attack
 * Phases, played through the public engine with scripted dice.
 */
import { describe, expect, it } from 'vitest';
import { vas, type VasSetup, type VasState } from '../index';
import { BRITISH, GERMAN, TEST_CRUISER, TEST_DESTROYER, play, scripted, shipSetup, start } from '../../test/fixtures';

const MERCHANT = { ...TEST_DESTROYER, class: 'Merchant', type: 'civilian' as const, weapons: [] };

const decision = (s: VasState): string => {
  const p = vas.pending(s);
  return p.kind === 'decision' ? `${p.decision}:${p.player}` : p.kind;
};

const totals = (events: readonly { type: string; data?: Readonly<Record<string, unknown>> }[]): unknown[] =>
  events.filter((e) => e.type === 'initiative-roll').map((e) => [e.data?.fleet, e.data?.total]);

/** Nominates the first ship of the fleet due that has not moved and moves it 1" ahead. */
function moveNext(s: VasState): { state: VasState; ship: string } {
  const p = vas.pending(s);
  if (p.kind !== 'decision' || p.decision !== 'nominate-move') throw new Error(`expected a nomination, got ${decision(s)}`);
  const ship = s.shipOrder.find((id) => s.ships[id]?.fleet === p.player && !s.ships[id]?.movedThisTurn)!;
  return { state: play(s, [{ type: 'nominate-move', ship }, { type: 'move', ship, legs: [{ forward: 1 }] }]).state, ship };
}

/** Nominates the first ship of the fleet due that has not attacked; it holds fire. */
function holdNext(s: VasState): { state: VasState; ship: string } {
  const p = vas.pending(s);
  if (p.kind !== 'decision' || p.decision !== 'attack') throw new Error(`expected an attack nomination, got ${decision(s)}`);
  const ship = s.shipOrder.find((id) => s.ships[id]?.fleet === p.player && !s.ships[id]?.attackedThisTurn)!;
  return { state: play(s, [{ type: 'attack', ship, fire: [] }]).state, ship };
}

/** Three fleets of one, three and two destroyers, far apart. */
const unevenFleets = (): VasSetup => ({
  seed: 11,
  fleets: [
    { id: 'a', name: 'A', ships: [shipSetup('a1', 'A1', TEST_DESTROYER, 10, 10, 0)] },
    { id: 'b', name: 'B', ships: [shipSetup('b1', 'B1', TEST_DESTROYER, 30, 10, 0), shipSetup('b2', 'B2', TEST_DESTROYER, 32, 10, 0), shipSetup('b3', 'B3', TEST_DESTROYER, 34, 10, 0)] },
    { id: 'c', name: 'C', ships: [shipSetup('c1', 'C1', TEST_DESTROYER, 50, 10, 0), shipSetup('c2', 'C2', TEST_DESTROYER, 52, 10, 0)] },
  ],
});

describe('Initiative Phase edge cases', () => {
  it('VAS-INIT-TIES: equal dice are not a tie when the civilian penalty separates the totals; equal totals are', () => {
    const setup: VasSetup = {
      seed: 2,
      fleets: [
        { id: BRITISH, ships: [shipSetup('cl', 'Cruiser', TEST_CRUISER, 12, 24, 90), shipSetup('m1', 'SS One', MERCHANT, 12, 10, 90)] },
        { id: GERMAN, ships: [shipSetup('hipper', 'Hipper', TEST_CRUISER, 60, 24, 270)] },
      ],
    };
    // 8 - 1 = 7 against 8: the Germans win at once
    const r = scripted(start(setup), [4, 4, 5, 3]);
    expect(totals(r.events)).toEqual([[BRITISH, 7], [GERMAN, 8]]);
    expect(r.events.some((e) => e.type === 'initiative-tie')).toBe(false);
    expect(r.state.initiativeOrder).toEqual([GERMAN, BRITISH]);
    // 9 - 1 = 8 against 8: a tie on the totals, both roll again; then 12 - 1 = 11 beats 10
    const t = scripted(start(setup), [4, 5, 4, 4, 6, 6, 5, 5]);
    expect(totals(t.events)).toEqual([[BRITISH, 8], [GERMAN, 8], [BRITISH, 11], [GERMAN, 10]]);
    expect(t.state.initiativeOrder).toEqual([BRITISH, GERMAN]);
  });

  it('VAS-INIT-TIES: when all three fleets tie, all three roll again', () => {
    const r = scripted(start(unevenFleets()), [3, 3, 2, 4, 1, 5, /* again */ 1, 2, 6, 6, 3, 3]);
    expect(r.events.filter((e) => e.type === 'initiative-tie').map((e) => e.data?.fleets)).toEqual([['a', 'b', 'c']]);
    expect(r.state.initiativeOrder).toEqual(['b', 'c', 'a']);
    expect(r.unused).toEqual([]);
  });

  it('VAS-INIT-TIES: a tie for last place is settled among the tied fleets only, after the winner is known', () => {
    // A 10, B 5, C 5: A wins; B and C roll again (B 3, C 4): A, C, B
    const r = scripted(start(unevenFleets()), [5, 5, 2, 3, 1, 4, 1, 2, 2, 2]);
    expect(r.events.filter((e) => e.type === 'initiative-tie').map((e) => e.data?.fleets)).toEqual([['b', 'c']]);
    expect(r.state.initiativeOrder).toEqual(['a', 'c', 'b']);
    expect(decision(r.state)).toBe('take-first:a');
  });

  it('VAS-INIT-CIVILIAN: -2 when every ship left on the table is civilian; a sunk civilian ship no longer counts', () => {
    const setup: VasSetup = {
      seed: 2,
      fleets: [
        { id: BRITISH, ships: [shipSetup('cl', 'Cruiser', TEST_CRUISER, 12, 24, 90), shipSetup('m1', 'SS One', MERCHANT, 12, 10, 90)] },
        { id: GERMAN, ships: [shipSetup('hipper', 'Hipper', TEST_CRUISER, 60, 24, 270), shipSetup('m2', 'SS Two', { ...TEST_DESTROYER, class: 'Armed Merchant' }, 60, 10, 270, { civilian: true })] },
      ],
    };
    const both = start(setup);
    expect(totals(scripted(both, [3, 3, 3, 4]).events)).toEqual([[BRITISH, 5], [GERMAN, 6]]);
    const sunk = start(setup);
    sunk.ships.cl!.destroyed = true; // only the merchant is left: all civilian
    sunk.ships.m2!.destroyed = true; // the German civilian is gone: no penalty
    expect(totals(scripted(sunk, [3, 3, 3, 4]).events)).toEqual([[BRITISH, 4], [GERMAN, 7]]);
  });

  it('VAS-INIT-CHOICE: a declined first move forces the loser to move first; the winner still attacks first', () => {
    let s = scripted(start(unevenFleets()), [6, 6, 1, 1, 2, 2]).state; // A, C, B
    s = play(s, [{ type: 'take-first', fleet: 'a', first: true }]).state;
    expect(s.activation?.order).toEqual(['a', 'c', 'b']);
    const two: VasSetup = { seed: 3, fleets: [unevenFleets().fleets[0]!, unevenFleets().fleets[2]!] };
    const declined = play(scripted(start(two), [6, 6, 1, 1]).state, [{ type: 'take-first', fleet: 'a', first: false }]);
    expect(declined.events.map((e) => e.type)).toEqual(expect.arrayContaining(['first-move-declined', 'first-move-forced']));
    expect(decision(declined.state)).toBe('nominate-move:c');
    let m = declined.state;
    for (let i = 0; i < 3; i++) m = moveNext(m).state;
    expect(decision(m)).toBe('attack:a');
  });
});

describe('Alternating nominations with fleets of different sizes', () => {
  it('VAS-MOVE-LARGER-FLEET: with three fleets of 1, 3 and 2 ships each moves in turn until it runs out', () => {
    let s = scripted(start(unevenFleets()), [6, 6, 4, 4, 2, 2]).state; // A, B, C
    s = play(s, [{ type: 'take-first', fleet: 'a', first: true }]).state;
    const moved: string[] = [];
    for (let i = 0; i < 6; i++) {
      const r = moveNext(s);
      moved.push(r.ship);
      s = r.state;
    }
    expect(moved).toEqual(['a1', 'b1', 'c1', 'b2', 'c2', 'b3']);
    expect(decision(s)).toBe('attack:a');
  });

  it('VAS-MOVE-LARGER-FLEET: the larger fleet also attacks with its remaining ships at the end', () => {
    let s = scripted(start(unevenFleets()), [1, 1, 4, 4, 6, 6]).state; // C, B, A
    s = play(s, [{ type: 'take-first', fleet: 'c', first: true }]).state;
    for (let i = 0; i < 6; i++) s = moveNext(s).state;
    const attacked: string[] = [];
    for (let i = 0; i < 6; i++) {
      const r = holdNext(s);
      attacked.push(r.ship);
      s = r.state;
    }
    expect(attacked).toEqual(['c1', 'b1', 'a1', 'c2', 'b2', 'b3']);
    expect([s.turn, s.phase]).toEqual([2, 'initiative']);
  });

  it('VAS-MOVE-ALTERNATE: a fleet that declined the first move still nominates one ship at a time after the others', () => {
    // A, B, C by initiative; A and B decline: C is forced first, then B, then A, and round again
    let s = scripted(start(unevenFleets()), [6, 6, 4, 4, 2, 2]).state;
    s = play(s, [{ type: 'take-first', fleet: 'a', first: false }, { type: 'take-first', fleet: 'b', first: false }]).state;
    const moved: string[] = [];
    for (let i = 0; i < 6; i++) {
      const r = moveNext(s);
      moved.push(r.ship);
      s = r.state;
    }
    expect(moved).toEqual(['c1', 'b1', 'a1', 'c2', 'b2', 'b3']);
  });
});
