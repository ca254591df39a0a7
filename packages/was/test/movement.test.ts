import { describe, expect, it } from 'vitest';
import type { WasEvent, WasState } from '../src/types';
import { act, emptyBoard, inPort, newGame, put, refused, roll, sea, ship, toCombat } from './helpers';

function moving(side: 'allies' | 'axis', turn = 2): WasState {
  const s = emptyBoard(newGame(), turn);
  s.step = { kind: 'move', side };
  return s;
}

describe('movement (6)', () => {
  it('WAS-6.1: a ship may move into a sea area bordering its port, with no roll', () => {
    const s = moving('allies');
    put(s, ['gb-hood'], inPort('england'));
    const t = act(s, { type: 'move', orders: [{ ship: 'gb-hood', to: 'north-sea' }] });
    expect(ship(t, 'gb-hood').location).toEqual(sea('north-sea'));
    expect(t.step).toEqual({ kind: 'move', side: 'axis' });
    expect(refused(s, { type: 'move', orders: [{ ship: 'gb-hood', to: 'mediterranean' }] })).toBe('ERR_ILLEGAL_MOVE');
  });

  it('WAS-6.9: ships move to sea areas, never port to port', () => {
    const s = moving('allies');
    put(s, ['gb-hood'], inPort('england'));
    expect(refused(s, { type: 'move', orders: [{ ship: 'gb-hood', to: 'usa' as never }] })).toBe('ERR_UNKNOWN_AREA');
  });

  it('WAS-6.2: a two-area move may not pass through an area the enemy controlled last turn', () => {
    const s = moving('allies', 3);
    put(s, ['gb-hood'], inPort('england'));
    s.control = [{}, { 'north-atlantic': 'axis' }];
    expect(refused(s, { type: 'move', orders: [{ ship: 'gb-hood', to: 'barents-sea', via: 'north-atlantic' }] })).toBe('ERR_ILLEGAL_MOVE');
    const t = act(s, { type: 'move', orders: [{ ship: 'gb-hood', to: 'barents-sea', via: 'north-sea' }] });
    expect(t.step.kind).toBe('speed-roll');
  });

  it('WAS-6.2: on the first turn every ship may attempt two areas', () => {
    const s = moving('axis', 1);
    put(s, ['de-scharnhorst'], inPort('germany'));
    const t = act(s, { type: 'move', orders: [{ ship: 'de-scharnhorst', to: 'north-atlantic', via: 'north-sea' }] });
    expect(t.step.kind).toBe('speed-roll');
  });

  it('WAS-6.4: a roll below speed succeeds; equal or above fails back to port', () => {
    const s = moving('allies');
    put(s, ['gb-hood', 'gb-nelson'], inPort('england'));
    let t = act(s, {
      type: 'move',
      orders: [
        { ship: 'gb-hood', to: 'barents-sea', via: 'north-sea' },
        { ship: 'gb-nelson', to: 'barents-sea', via: 'north-sea' },
      ],
    });
    const log: WasEvent[] = [];
    t = roll(t, [6, 3], log);
    expect(ship(t, 'gb-hood').location).toEqual(sea('barents-sea'));
    expect(ship(t, 'gb-nelson').location).toEqual(inPort('england'));
    expect(ship(t, 'gb-nelson').moved).toBe(true);
    expect(log).toContainEqual(expect.objectContaining({ type: 'speed-roll', ship: 'gb-nelson', roll: 3, success: false }));
  });

  it('WAS-6.4: a failed ship may instead return to a friendly port bordering the second area', () => {
    const s = moving('allies', 3);
    put(s, ['gb-nelson'], inPort('england'));
    let t = act(s, { type: 'move', orders: [{ ship: 'gb-nelson', to: 'barents-sea', via: 'north-sea', fallback: 'russia' }] });
    t = roll(t, [5]);
    expect(ship(t, 'gb-nelson').location).toEqual(inPort('russia'));
    expect(refused(s, { type: 'move', orders: [{ ship: 'gb-nelson', to: 'barents-sea', via: 'north-sea', fallback: 'usa' }] })).toBe('ERR_BAD_FALLBACK');
  });

  it('WAS-6.4: damage lowers the speed used for the roll (7.5)', () => {
    const s = moving('allies');
    put(s, ['gb-hood'], inPort('england'));
    ship(s, 'gb-hood').damage = 3;
    let t = act(s, { type: 'move', orders: [{ ship: 'gb-hood', to: 'barents-sea', via: 'north-sea' }] });
    t = roll(t, [4]);
    expect(ship(t, 'gb-hood').location).toEqual(inPort('england'));
  });

  it('WAS-6.5: U-boats may be placed in any sea area, up to the number in play', () => {
    const s = moving('axis');
    s.uboats.inPlay = 3;
    const placing = act(s, { type: 'move', orders: [] });
    expect(placing.step.kind).toBe('place-uboats');
    const t = act(placing, { type: 'place-uboats', areas: { 'south-atlantic': 2, 'mediterranean': 1 } });
    expect(t.uboats.areas).toEqual({ 'south-atlantic': 2, mediterranean: 1 });
    expect(refused(placing, { type: 'place-uboats', areas: { 'north-sea': 4 } })).toBe('ERR_TOO_MANY_UBOATS');
  });

  it('WAS-6.6: only Russian and German ships may enter the Baltic', () => {
    const s = moving('axis');
    put(s, ['de-lutzow'], inPort('germany'));
    expect(act(s, { type: 'move', orders: [{ ship: 'de-lutzow', to: 'baltic-sea' }] }).step.kind).toBe('place-air');
    const a = moving('allies');
    put(a, ['gb-hood'], inPort('england'));
    expect(refused(a, { type: 'move', orders: [{ ship: 'gb-hood', to: 'baltic-sea', via: 'north-sea' }] })).toBe('ERR_ILLEGAL_MOVE');
  });

  it('WAS-C2: ships in Germany-Norway move freely to the Baltic, North or Barents Sea', () => {
    const s = moving('axis');
    put(s, ['de-lutzow', 'de-blucher', 'de-admiral-scheer'], inPort('germany'));
    const t = act(s, {
      type: 'move',
      orders: [
        { ship: 'de-lutzow', to: 'baltic-sea' },
        { ship: 'de-blucher', to: 'north-sea' },
        { ship: 'de-admiral-scheer', to: 'barents-sea' },
      ],
    });
    expect(t.step.kind).toBe('place-air');
  });

  it('WAS-6.7: failed moves never fall back into an opposing or inactive port', () => {
    const s = moving('axis', 1);
    put(s, ['de-scharnhorst'], inPort('germany'));
    expect(refused(s, { type: 'move', orders: [{ ship: 'de-scharnhorst', to: 'north-atlantic', via: 'north-sea', fallback: 'france' }] })).toBe('ERR_BAD_FALLBACK');
    expect(refused(s, { type: 'move', orders: [{ ship: 'de-scharnhorst', to: 'north-atlantic', via: 'north-sea', fallback: 'england' }] })).toBe('ERR_BAD_FALLBACK');
  });

  it('WAS-2.4: France is active from Turn 2 to Turn 6 only', () => {
    for (const [turn, ok] of [[1, false], [2, true], [6, true], [7, false]] as const) {
      const s = moving('axis', turn);
      put(s, ['de-scharnhorst'], inPort('germany'));
      const a = { type: 'move' as const, orders: [{ ship: 'de-scharnhorst', to: 'north-atlantic' as const, via: 'north-sea' as const, fallback: 'france' as const }] };
      if (ok) expect(act(s, a).step.kind).toBe('speed-roll');
      else expect(refused(s, a)).toBe('ERR_BAD_FALLBACK');
    }
  });

  it('WAS-2.5: Leningrad and Russia become active on Turn 3', () => {
    for (const [turn, ok] of [[2, false], [3, true]] as const) {
      const s = moving('allies', turn);
      put(s, ['gb-hood'], inPort('england'));
      const a = { type: 'move' as const, orders: [{ ship: 'gb-hood', to: 'barents-sea' as const, via: 'north-sea' as const, fallback: 'russia' as const }] };
      if (ok) expect(act(s, a).step.kind).toBe('speed-roll');
      else expect(refused(s, a)).toBe('ERR_BAD_FALLBACK');
    }
  });

  it('WAS-9.4: a ship that failed its two-area move is in port for the airstrike there', () => {
    const s = moving('axis', 2);
    put(s, ['de-lutzow'], inPort('germany'));
    put(s, ['gb-hood'], inPort('england'));
    let t = act(s, { type: 'move', orders: [{ ship: 'de-lutzow', to: 'north-atlantic', via: 'north-sea' }] });
    t = roll(t, [6]);
    t = toCombat(t, 'germany', null);
    expect(t.step).toEqual({ kind: 'port-strike', side: 'allies', port: 'germany' });
    t = act(t, { type: 'air-targets', side: 'allies', targets: ['de-lutzow'] });
    expect(t.step.kind).toBe('to-hit');
  });

  it('WAS-13.3: damaged ships may sail', () => {
    const s = moving('allies');
    put(s, ['gb-hood'], inPort('england'));
    ship(s, 'gb-hood').damage = 3;
    expect(act(s, { type: 'move', orders: [{ ship: 'gb-hood', to: 'north-sea' }] }).step.kind).toBe('move');
  });
});

describe('convoys and minor navies in movement', () => {
  it('WAS-14.2 WAS-14.3: convoys sail from the USA to the North Atlantic, never two areas', () => {
    const s = moving('allies', 3);
    put(s, ['convoy-1a'], inPort('usa'));
    expect(act(s, { type: 'move', orders: [{ ship: 'convoy-1a', to: 'north-atlantic' }] }).step.kind).toBe('move');
    expect(refused(s, { type: 'move', orders: [{ ship: 'convoy-1a', to: 'barents-sea', via: 'north-atlantic' }] })).toBe('ERR_ILLEGAL_MOVE');
  });

  it('WAS-14.3: a convoy at sea moves freely into the Barents Sea on its second turn, even through enemy control', () => {
    const s = moving('allies', 4);
    put(s, ['convoy-1a'], sea('north-atlantic'));
    s.control = [{}, {}, { 'north-atlantic': 'axis', 'barents-sea': 'axis' }];
    const t = act(s, { type: 'move', orders: [{ ship: 'convoy-1a', to: 'barents-sea' }] });
    expect(ship(t, 'convoy-1a').location).toEqual(sea('barents-sea'));
    expect(t.step.kind).toBe('move');
  });

  it('WAS-14.1: only one convoy in a sea area at a time', () => {
    const s = moving('allies', 4);
    put(s, ['convoy-1a'], sea('north-atlantic'));
    put(s, ['convoy-2b'], inPort('usa'));
    expect(refused(s, { type: 'move', orders: [{ ship: 'convoy-2b', to: 'north-atlantic' }] })).toBe('ERR_CONVOY_LIMIT');
    expect(act(s, { type: 'move', orders: [{ ship: 'convoy-1a', to: 'barents-sea' }, { ship: 'convoy-2b', to: 'north-atlantic' }] }).step.kind).toBe('move');
  });

  it('WAS-15.1 WAS-15.2: a Russian ship sails only into the Baltic and only after a 5 or 6', () => {
    const s = moving('allies', 3);
    put(s, ['su-marat'], inPort('leningrad'));
    expect(refused(s, { type: 'move', orders: [{ ship: 'su-marat', to: 'baltic-sea' }] })).toBe('ERR_ILLEGAL_MOVE');
    ship(s, 'su-marat').maySail = true;
    expect(act(s, { type: 'move', orders: [{ ship: 'su-marat', to: 'baltic-sea' }] }).step.kind).toBe('move');
  });

  it('WAS-15.4: US ships may not leave the North Atlantic and the USA', () => {
    const s = moving('allies', 5);
    put(s, ['us-washington'], inPort('usa'));
    expect(act(s, { type: 'move', orders: [{ ship: 'us-washington', to: 'north-atlantic' }] }).step.kind).toBe('move');
    expect(refused(s, { type: 'move', orders: [{ ship: 'us-washington', to: 'barents-sea', via: 'north-atlantic' }] })).toBe('ERR_ILLEGAL_MOVE');
  });

  it('WAS-15.5: Italian battleships stay in the Mediterranean; the cruisers may leave unless the Allies held it', () => {
    const s = moving('axis', 2);
    put(s, ['it-littorio', 'it-zara'], inPort('italy'));
    expect(refused(s, { type: 'move', orders: [{ ship: 'it-littorio', to: 'south-atlantic', via: 'mediterranean' }] })).toBe('ERR_ILLEGAL_MOVE');
    expect(act(s, { type: 'move', orders: [{ ship: 'it-zara', to: 'south-atlantic', via: 'mediterranean' }] }).step.kind).toBe('speed-roll');
    s.control = [{ mediterranean: 'allies' }];
    expect(refused(s, { type: 'move', orders: [{ ship: 'it-zara', to: 'south-atlantic', via: 'mediterranean' }] })).toBe('ERR_ILLEGAL_MOVE');
  });

  it('WAS-15.6: an Italian cruiser outside may venture into the North Atlantic', () => {
    const s = moving('axis', 3);
    put(s, ['it-zara'], inPort('france'));
    expect(act(s, { type: 'move', orders: [{ ship: 'it-zara', to: 'north-atlantic' }] }).step.kind).toBe('place-air');
    expect(refused(s, { type: 'move', orders: [{ ship: 'it-zara', to: 'north-sea', via: 'north-atlantic' }] })).toBe('ERR_ILLEGAL_MOVE');
  });

  it('WAS-16.1: a German ship kept at sea by an oiler may be placed in any sea area next turn', () => {
    const s = moving('axis', 2);
    put(s, ['de-admiral-scheer'], sea('south-atlantic'));
    ship(s, 'de-admiral-scheer').oiler = true;
    const t = act(s, { type: 'move', orders: [{ ship: 'de-admiral-scheer', to: 'barents-sea' }] });
    expect(ship(t, 'de-admiral-scheer').location).toEqual(sea('barents-sea'));
    expect(t.step.kind).toBe('place-air');
  });
});
