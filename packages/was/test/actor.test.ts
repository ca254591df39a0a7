import { describe, expect, it } from 'vitest';
import { seatRefusal } from '@salvo/kernel';
import type { WasState } from '../src/types';
import { E, newGame } from './helpers';

const placeAir = (): WasState => {
  const s = newGame();
  s.step = { kind: 'place-air' };
  s.secret = {};
  return s;
};

describe('actorOf: who may send an action now (engine contract)', () => {
  it('a surrender belongs to the side it names, so the Allied seat cannot surrender for the Axis', () => {
    const s = newGame();
    expect(E.actorOf(s, { type: 'surrender', side: 'axis' })).toBe('axis');
    expect(seatRefusal(E.actorOf(s, { type: 'surrender', side: 'axis' }), 'allies', { typesDice: false })?.code).toBe('ERR_NOT_YOUR_SEAT');
    expect(seatRefusal(E.actorOf(s, { type: 'surrender', side: 'allies' }), 'allies', { typesDice: false })).toBeNull();
    expect(E.actorOf(s, { type: 'surrender', side: 'italy' })).toBeNull();
  });

  it('a secret air order belongs to the side it names, and only while that side still owes it', () => {
    const s = placeAir();
    expect(E.actorOf(s, { type: 'place-air', side: 'axis', target: null })).toBe('axis');
    expect(seatRefusal(E.actorOf(s, { type: 'place-air', side: 'axis', target: null }), 'allies', { typesDice: false })?.code).toBe('ERR_NOT_YOUR_SEAT');
    const r = E.apply(s, { type: 'place-air', side: 'allies', target: null });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(E.actorOf(r.value.state, { type: 'place-air', side: 'allies', target: null })).toBeNull(); // already written
    expect(E.actorOf(r.value.state, { type: 'place-air', side: 'axis', target: null })).toBe('axis');
    expect(E.actorOf(s, { type: 'place-air', target: null })).toBeNull();
  });

  it('an open decision belongs to the side it waits for; dice to the dice; junk to nobody', () => {
    const s = newGame(); // the Allies deploy
    expect(E.actorOf(s, { type: 'deploy', malta: [] })).toBe('allies');
    expect(E.actorOf(s, { type: 'move', orders: [] })).toBeNull();
    expect(E.actorOf(s, { type: 'roll', values: [1] })).toBeNull();
    for (const junk of [null, 2, 'x', [], { type: 'deploy', side: 'axis', malta: [] }]) expect(E.actorOf(s, junk)).toBeNull();
    const d = E.apply(s, { type: 'deploy', malta: [] });
    expect(d.ok).toBe(true);
    if (!d.ok) return;
    const p = E.pending(d.value.state);
    if (p.kind === 'chance') expect(E.actorOf(d.value.state, { type: 'roll', values: [] })).toBe('dice');
    else if (p.kind === 'decision') expect(E.actorOf(d.value.state, { type: p.decision === 'port-strike' ? 'air-targets' : p.decision, side: p.player })).toBe(p.player);
  });
});
