import { describe, expect, it } from 'vitest';
import { E, emptyBoard, newGame, put, sea, toCombat, act, roll } from './helpers';

describe('legalActions', () => {
  it('WAS-9.2 WAS-5.5: the marker choices listed are exactly home plus the printed areas and ports, for both sides', () => {
    const s = emptyBoard(newGame(), 3);
    s.step = { kind: 'place-air' };
    const acts = E.legalActions(s);
    const targets = (side: string): (string | null)[] =>
      acts.filter((a) => a.type === 'place-air' && a.side === side).map((a) => (a.type === 'place-air' ? a.target : null));
    expect(new Set(targets('allies'))).toEqual(new Set([null, 'mediterranean', 'germany', 'france', 'italy']));
    expect(new Set(targets('axis'))).toEqual(new Set([null, 'baltic-sea', 'mediterranean', 'barents-sea', 'malta', 'leningrad']));
    for (const a of acts) expect(E.apply(s, a).ok).toBe(true);
  });

  it('WAS-12.2: every listed disengagement withdraws all the side\'s ships', () => {
    const s0 = emptyBoard(newGame(), 5);
    put(s0, ['gb-kent', 'gb-nelson'], sea('north-sea'));
    put(s0, ['de-lutzow'], sea('north-sea'));
    let s = toCombat(s0, null, null);
    s = act(s, { type: 'fire', groups: [{ shooters: ['gb-kent'], target: 'de-lutzow' }] });
    s = roll(s, [1]);
    s = act(s, { type: 'fire', groups: [] });
    const acts = E.legalActions(s).filter((a) => a.type === 'disengage' && a.side === 'allies');
    expect(acts.length).toBeGreaterThanOrEqual(3);
    for (const a of acts) {
      if (a.type !== 'disengage' || !a.groups) continue;
      expect(a.groups.flat().sort()).toEqual(['gb-kent', 'gb-nelson']);
    }
  });
});
