import { describe, expect, it } from 'vitest';
import { vas } from '../game';
import { BRITISH, GERMAN, TEST_DESTROYER, play, quietPhases, scripted, shipSetup, start, twoFleets, winInitiative } from '../../test/fixtures';
import type { VasAction, VasSetup, VasState } from '../types';

/** Warspite on the table; Admiral Hipper and a destroyer wait to come on at the north or south edge. */
function entering(): VasSetup {
  const base = twoFleets();
  const german = base.fleets[1]!;
  return {
    ...base,
    fleets: [base.fleets[0]!, { ...german, ships: [...german.ships, shipSetup('z1', 'Z1', { ...TEST_DESTROYER, nation: 'Kriegsmarine', class: 'Test Destroyer (KM)' }, 50, 47, 180)] }],
    scenarioRules: [{ rule: 'edge-entry', ships: ['hipper', 'z1'], edges: ['north', 'south'] }],
  };
}

/** From the start of a turn, the British win the initiative: the German entry decision is awaited. */
function toEntry(state: VasState): VasState {
  return scripted(state, winInitiative(state, BRITISH)).state;
}

const enter = (ships: { ship: string; x: number; y: number; heading: number }[]): VasAction =>
  ({ type: 'enter', fleet: GERMAN, ships: ships.map((e) => ({ ship: e.ship, position: { x: e.x, y: e.y }, heading: e.heading })) });

describe('VAS-SCN-CONVOY-ENTRY: ships come on at an entry edge by their fleet\'s decision in the battle', () => {
  it('VAS-SCN-CONVOY-ENTRY: the ships start off the table, unseen by the enemy, and their fleet is asked at the start of the Movement Phase, before the first move', () => {
    const s = start(entering());
    expect(s.ships.hipper!.hidden && s.ships.z1!.hidden).toBe(true);
    expect(vas.observe(s, BRITISH).ships.hipper!.position).toEqual({ x: 0, y: 0 });
    const e = toEntry(s);
    const p = vas.pending(e);
    expect(p).toMatchObject({ kind: 'decision', player: GERMAN, decision: 'enter' });
    const legal = vas.legalActions(e);
    expect(legal).toContainEqual({ type: 'enter', fleet: GERMAN, ships: [] });
    expect(legal.length).toBeGreaterThanOrEqual(3);
    for (const a of legal) expect(vas.apply(e, a).ok).toBe(true);
  });

  it('VAS-SCN-CONVOY-ENTRY: a ship brought on is on the table touching her edge and moves this turn; one held back is asked about again next turn', () => {
    const e = toEntry(start(entering()));
    const r = play(e, [enter([{ ship: 'hipper', x: 30, y: 47, heading: 200 }])]);
    expect(r.events).toContainEqual(expect.objectContaining({ type: 'edge-entry', rule: 'VAS-SCN-CONVOY-ENTRY', ship: 'hipper' }));
    const s = r.state;
    expect([s.ships.hipper!.hidden, s.ships.hipper!.position, s.ships.hipper!.heading]).toEqual([false, { x: 30, y: 47 }, 200]);
    expect(s.ships.z1!.hidden).toBe(true);
    expect(vas.pending(s)).toMatchObject({ decision: 'take-first' });
    // She moves in this turn's Movement Phase like any ship.
    const moving = play(s, [{ type: 'take-first', fleet: BRITISH, first: false }]).state;
    expect(vas.legalActions(moving)).toContainEqual({ type: 'nominate-move', ship: 'hipper' });
    expect(vas.legalActions(moving)).not.toContainEqual({ type: 'nominate-move', ship: 'z1' });
    // Next turn: asked again for Z1 only.
    let t = play(moving, []).state;
    for (let i = 0; i < 40 && t.turn === 1; i++) {
      const q = quietPhases(t).state;
      t = vas.pending(q).kind === 'chance' ? vas.rollChance(q).state : q;
    }
    const next = toEntry(t);
    expect(vas.pending(next)).toMatchObject({ decision: 'enter', player: GERMAN });
    expect(vas.legalActions(next).every((a) => a.type === 'enter' && a.ships.every((x) => x.ship === 'z1'))).toBe(true);
  });

  it('VAS-SCN-CONVOY-ENTRY: an entry away from the entry edges, heading off the table, on another ship or of a ship on the table is refused with its path', () => {
    const e = toEntry(start(entering()));
    const code = (a: VasAction): [string, string | undefined] => {
      const r = vas.apply(e, a);
      return r.ok ? ['ok', undefined] : [r.error.code, r.error.path];
    };
    expect(code(enter([{ ship: 'hipper', x: 30, y: 40, heading: 180 }]))).toEqual(['ERR_ENTRY_EDGE', 'ships[0].position']);
    expect(code(enter([{ ship: 'hipper', x: 0.5, y: 24, heading: 90 }]))).toEqual(['ERR_ENTRY_EDGE', 'ships[0].position']);
    expect(code(enter([{ ship: 'hipper', x: 30, y: 47, heading: 0 }]))).toEqual(['ERR_ENTRY_HEADING', 'ships[0].heading']);
    expect(code(enter([{ ship: 'hipper', x: 30, y: 47, heading: 180 }, { ship: 'z1', x: 30.5, y: 47, heading: 180 }]))).toEqual(['ERR_SHIPS_OVERLAP', 'ships[1].position']);
    expect(code(enter([{ ship: 'warspite', x: 30, y: 1, heading: 0 }]))).toEqual(['ERR_NOT_YOUR_SHIP', 'ships[0].ship']);
    expect(code({ type: 'enter', fleet: BRITISH, ships: [] })[0]).toBe('ERR_NOT_YOUR_TURN');
    expect(code(enter([{ ship: 'hipper', x: 30, y: 1, heading: 10 }]))).toEqual(['ok', undefined]);
  });

  it('VAS-SCN-CONVOY-ENTRY: the first listed entry (the bots\') comes on at the edge nearer the target, ahead of it, heading towards it', () => {
    const setup = entering();
    const moved = { ...setup, fleets: [{ ...setup.fleets[0]!, ships: [{ ...setup.fleets[0]!.ships[0]!, position: { x: 20, y: 10 }, heading: 90 }] }, setup.fleets[1]!] };
    const e = toEntry(start(moved));
    const first = vas.legalActions(e)[0];
    if (first?.type !== 'enter') throw new Error('no entry listed');
    expect(first.ships.map((x) => x.ship).sort()).toEqual(['hipper', 'z1']);
    for (const x of first.ships) {
      expect(x.position.y).toBeLessThanOrEqual(2); // the south edge: Warspite is 10" from it
      expect(x.position.x).toBeGreaterThan(20); // ahead of her (she heads east)
      expect(x.heading === 0 || x.heading > 180).toBe(true); // onto the table, turned towards her (west of north)
    }
  });

  it('VAS-SCN-CONVOY-ENTRY: a malformed edge-entry rule is refused at setup with its path', () => {
    const r = vas.createGame({ ...entering(), scenarioRules: [{ rule: 'edge-entry', ships: ['hipper'], edges: ['up'] }] } as unknown as VasSetup);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.problems[0]?.path).toBe('scenarioRules[0].edges');
  });
});
