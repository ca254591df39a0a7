import { describe, expect, it } from 'vitest';
import { vas, type VasSetup, type VasState } from '../index';
import { BRITISH, GERMAN, TEST_CRUISER, TEST_DESTROYER, play, scripted, shipSetup, start, twoFleets } from '../../test/fixtures';

const pendingPlayer = (s: VasState): string | undefined => {
  const p = vas.pending(s);
  return p.kind === 'decision' ? `${p.decision}:${p.player}` : p.kind;
};

const MERCHANT = { ...TEST_DESTROYER, class: 'Merchant', type: 'civilian' as const, weapons: [] };

/** The Multiplayer Games example: US Navy 7, Kriegsmarine 6, Royal Navy 9. */
const threeFleets = (): VasSetup => ({
  seed: 5,
  fleets: [
    { id: 'us', name: 'US Navy', ships: [shipSetup('us1', 'USS One', TEST_CRUISER, 10, 10, 0)] },
    { id: 'km', name: 'Kriegsmarine', ships: [shipSetup('km1', 'KM One', TEST_CRUISER, 30, 10, 0)] },
    { id: 'rn', name: 'Royal Navy', ships: [shipSetup('rn1', 'RN One', TEST_CRUISER, 50, 10, 0)] },
  ],
});

describe('Initiative Phase', () => {
  it('VAS-INIT-ROLL: each fleet rolls 2d6 as one chance step; the higher total wins', () => {
    const s = start(twoFleets());
    const first = vas.pending(s);
    expect(first).toMatchObject({ kind: 'chance', request: { dice: 2, sides: 6, purpose: 'initiative' } });
    const r = scripted(s, [3, 4, 5, 6]); // British 7, Germans 11
    expect(r.state.initiativeOrder).toEqual([GERMAN, BRITISH]);
    expect(pendingPlayer(r.state)).toBe(`take-first:${GERMAN}`);
    expect(r.events.filter((e) => e.type === 'initiative-roll').map((e) => e.data?.total)).toEqual([7, 11]);
  });

  it('VAS-INIT-CIVILIAN: -1 for a fleet with any civilian ship, -2 for an all-civilian fleet', () => {
    const setup: VasSetup = {
      seed: 2,
      fleets: [
        { id: BRITISH, ships: [{ id: 'warspite', class: 'Queen Elizabeth', position: { x: 12, y: 24 }, heading: 90 }, shipSetup('m1', 'SS One', MERCHANT, 12, 10, 90)] },
        { id: GERMAN, ships: [shipSetup('m2', 'SS Two', MERCHANT, 60, 10, 270), shipSetup('m3', 'SS Three', MERCHANT, 60, 20, 270, { civilian: true })] },
      ],
    };
    // British 8 - 1 = 7; Germans 10 - 2 = 8: the Germans win despite the penalty
    const won = scripted(start(setup), [4, 4, 5, 5]);
    expect(won.state.initiativeOrder).toEqual([GERMAN, BRITISH]);
    expect(won.events.filter((e) => e.type === 'initiative-roll').map((e) => e.data?.total)).toEqual([7, 8]);
    // British 8 - 1 = 7, Germans 9 - 2 = 7: a tie, rolled again
    const tied = play(start(setup), [{ type: 'roll', values: [4, 4] }, { type: 'roll', values: [4, 5] }]);
    expect(tied.state.phase).toBe('initiative');
    expect(tied.events.some((e) => e.type === 'initiative-tie')).toBe(true);
  });

  it('VAS-INIT-TIES: tied fleets roll again until one is higher', () => {
    const tie = play(start(twoFleets()), [{ type: 'roll', values: [3, 3] }, { type: 'roll', values: [2, 4] }]).state;
    expect(vas.pending(tie)).toMatchObject({ kind: 'chance', request: { dice: 2, purpose: 'initiative', label: expect.stringContaining('re-roll') } });
    const r = scripted(start(twoFleets()), [3, 3, 2, 4, 5, 5, 5, 5, 1, 2, 1, 1]);
    expect(r.events.filter((e) => e.type === 'initiative-tie')).toHaveLength(2);
    expect(r.state.initiativeOrder).toEqual([BRITISH, GERMAN]); // 3 against 2 in the third round
    expect(r.unused).toEqual([]);
  });

  it('VAS-INIT-TIES: with three fleets only the tied fleets roll again', () => {
    // US 7, KM 7, RN 9: RN is first; US and KM roll again (US 4, KM 8): RN, KM, US
    const r = scripted(start(threeFleets()), [3, 4, 3, 4, 4, 5, 2, 2, 4, 4]);
    expect(r.state.initiativeOrder).toEqual(['rn', 'km', 'us']);
    expect(r.events.filter((e) => e.type === 'initiative-roll').map((e) => e.data?.fleet)).toEqual(['us', 'km', 'rn', 'us', 'km']);
  });

  it('VAS-INIT-CHOICE: the winner moves first or makes the opponent move first', () => {
    const won = scripted(start(twoFleets()), [6, 6, 1, 1]).state;
    expect(pendingPlayer(won)).toBe(`take-first:${BRITISH}`);
    expect(vas.apply(won, { type: 'take-first', fleet: GERMAN, first: true })).toMatchObject({ ok: false, error: { code: 'ERR_NOT_YOUR_TURN' } });
    expect(pendingPlayer(play(won, [{ type: 'take-first', fleet: BRITISH, first: true }]).state)).toBe(`nominate-move:${BRITISH}`);
    expect(pendingPlayer(play(won, [{ type: 'take-first', fleet: BRITISH, first: false }]).state)).toBe(`nominate-move:${GERMAN}`);
  });

  it('VAS-INIT-MULTI: the Multiplayer Games example: RN and US decline, KM is forced to move first, then US, then RN', () => {
    // US 7, KM 6, RN 9
    let s = scripted(start(threeFleets()), [3, 4, 3, 3, 4, 5]).state;
    expect(s.initiativeOrder).toEqual(['rn', 'us', 'km']);
    expect(pendingPlayer(s)).toBe('take-first:rn');
    s = play(s, [{ type: 'take-first', fleet: 'rn', first: false }]).state;
    expect(pendingPlayer(s)).toBe('take-first:us');
    s = play(s, [{ type: 'take-first', fleet: 'us', first: false }]).state;
    const movers: string[] = [];
    for (let i = 0; i < 3; i++) {
      const p = vas.pending(s);
      if (p.kind !== 'decision') throw new Error('expected a nomination');
      movers.push(p.player);
      const ship = `${p.player}1`;
      s = play(s, [{ type: 'nominate-move', ship }, { type: 'move', ship, legs: [{ forward: 1 }] }]).state;
    }
    expect(movers).toEqual(['km', 'us', 'rn']);
    // "the Royal Navy player would nominate a ship to attack first, and the US Navy player and the Kriegsmarine"
    const attackers: string[] = [];
    for (let i = 0; i < 3; i++) {
      const p = vas.pending(s);
      if (p.kind !== 'decision' || p.decision !== 'attack') throw new Error('expected an attack nomination');
      attackers.push(p.player);
      s = play(s, [{ type: 'attack', ship: `${p.player}1`, fire: [] }]).state;
    }
    expect(attackers).toEqual(['rn', 'us', 'km']);
  });

  it('VAS-INIT-MULTI: a fleet that accepts moves first, then those not yet asked, then those who declined', () => {
    let s = scripted(start(threeFleets()), [3, 4, 3, 3, 4, 5]).state; // RN, US, KM
    s = play(s, [{ type: 'take-first', fleet: 'rn', first: false }, { type: 'take-first', fleet: 'us', first: true }]).state;
    expect(s.activation?.order).toEqual(['us', 'km', 'rn']);
  });
});
