/**
 * A whole Mediterranean battle scripted die by die: airstrikes from land and a carrier (Allies first, WBC 2000),
 * a surface round with crippled, sunk and disabled ships returning fire at their old strength, an
 * Axis withdrawal, an Allied pursuit that is beaten off, and nobody in control (12.4).
 */
import { describe, expect, it } from 'vitest';
import type { WasEvent } from '../src/types';
import { attackOf, speedOf } from '../src/ships';
import { act, E, emptyBoard, newGame, put, roll, sea, ship, toCombat } from './helpers';

describe('a battle from the air to the pursuit (10, 11, 12)', () => {
  it('WAS-10.3 WAS-11.3 WAS-11.5 WAS-12.4 WAS-12.6: every die and every result of a Mediterranean battle', () => {
    const s0 = emptyBoard(newGame(), 5);
    put(s0, ['gb-warspite', 'gb-valiant', 'gb-eagle', 'gb-kent'], sea('mediterranean'));
    put(s0, ['it-littorio', 'it-vittorio-veneto', 'it-zara', 'de-lutzow'], sea('mediterranean'));
    const log: WasEvent[] = [];
    let s = toCombat(s0, 'mediterranean', 'mediterranean', log);
    const d = (values: number[]): void => {
      s = roll(s, values, log);
    };

    // Air (10.2, 10.3, WBC 2000): 3 land-based + 1 Eagle for the Allies, who allocate and roll first; then 3 land-based for the Axis.
    expect(E.pending(s)).toMatchObject({ kind: 'decision', decision: 'air-targets', player: 'allies' });
    s = act(s, { type: 'air-targets', side: 'allies', targets: ['it-littorio', 'it-vittorio-veneto', 'it-zara', 'de-lutzow'] }, log);
    d([6]); d([2]); // Littorio 2 damage
    d([5]); // Vittorio Veneto disabled: home at once
    d([1]); d([4]); // Zara, Lutzow: no +1 from the air
    s = act(s, { type: 'air-targets', side: 'axis', targets: ['gb-warspite', 'gb-eagle', 'gb-kent'] }, log);
    d([6]); d([4]); // Warspite 4 = Defense: crippled
    d([5]); // Eagle disabled after launching (10.3)
    d([2]); // Kent
    expect(ship(s, 'it-vittorio-veneto').location).toEqual({ kind: 'returning', area: 'mediterranean' });
    expect(ship(s, 'gb-eagle').location).toEqual({ kind: 'returning', area: 'mediterranean' });
    expect([attackOf(s, ship(s, 'gb-warspite')), speedOf(ship(s, 'gb-warspite'))]).toEqual([1, 1]);

    // Surface round 1 (11.3): the Allies fire first at round-start strength.
    expect(s.step).toMatchObject({ kind: 'surface-fire', side: 'allies' });
    s = act(s, { type: 'fire', groups: [
      { shooters: ['gb-valiant'], target: 'it-littorio' }, { shooters: ['gb-warspite'], target: 'de-lutzow' }, { shooters: ['gb-kent'], target: 'it-zara' },
    ] }, log);
    d([6, 6, 2, 3]); d([3, 2]); // Littorio 2 + 5 > 6: sunk
    d([6]); d([1]); // crippled Warspite fires one die: Lutzow 1 damage
    d([5]); // Zara disabled
    expect(ship(s, 'it-littorio').status).toBe('sunk');
    // The Axis returns fire with the sunk Littorio (4 dice, Italian: no +1), the disabled Zara and the
    // Lutzow, hit this round but undamaged at its start (+1).
    s = act(s, { type: 'fire', groups: [
      { shooters: ['it-littorio'], target: 'gb-valiant' }, { shooters: ['it-zara'], target: 'gb-kent' }, { shooters: ['de-lutzow'], target: 'gb-warspite' },
    ] }, log);
    d([5, 6, 1, 1]); d([2]); // Valiant 2 damage and disabled
    d([6]); d([1]); // Kent 1 = Defense: crippled
    d([4, 1]); // Lutzow 4+1 = 5: Warspite disabled
    const volleys = log.filter((e) => e.type === 'shots' && e.shooters.length > 0).map((e) => (e.type === 'shots' ? [e.target, e.hits, e.disable] : []));
    expect(volleys).toEqual([
      ['it-littorio', 2, false], ['de-lutzow', 1, false], ['it-zara', 0, true],
      ['gb-valiant', 1, true], ['gb-kent', 1, false], ['gb-warspite', 0, true],
    ]);
    for (const id of ['gb-valiant', 'gb-warspite', 'it-zara']) expect(ship(s, id).location).toEqual({ kind: 'returning', area: 'mediterranean' });
    expect(E.pending(s)).toMatchObject({ kind: 'simultaneous', decision: 'disengage' });

    // The Lutzow (speed 5 - 1 = 4) withdraws; the Kent (7 - 1 = 6) pursues and is disabled (no +1 now).
    s = act(s, { type: 'disengage', side: 'allies', groups: null }, log);
    s = act(s, { type: 'disengage', side: 'axis', groups: [['de-lutzow']] }, log);
    s = act(s, { type: 'pursue', groups: [{ ships: ['gb-kent'], target: 0 }] }, log);
    s = act(s, { type: 'fire', groups: [{ shooters: ['gb-kent'], target: 'de-lutzow' }] }, log);
    d([3]);
    s = act(s, { type: 'fire', groups: [{ shooters: ['de-lutzow'], target: 'gb-kent' }] }, log);
    d([5, 5]);
    expect(log.at(-1 - log.slice().reverse().findIndex((e) => e.type === 'shots'))).toMatchObject({ rolls: [5, 5], hits: 0, disable: true });
    expect(log).toContainEqual({ type: 'control', area: 'mediterranean', side: null });
    const dmg = Object.fromEntries(['gb-warspite', 'gb-valiant', 'gb-kent', 'gb-eagle', 'it-vittorio-veneto', 'it-zara', 'de-lutzow'].map((id) => [id, ship(s, id).damage]));
    expect(dmg).toEqual({ 'gb-warspite': 4, 'gb-valiant': 2, 'gb-kent': 1, 'gb-eagle': 0, 'it-vittorio-veneto': 0, 'it-zara': 0, 'de-lutzow': 1 });
    expect(s.ships.filter((x) => x.status === 'sunk').map((x) => x.id)).toEqual(['it-littorio']);
  });
});
