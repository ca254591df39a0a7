/**
 * The WBC 2000 clarifications Salvo follows (docs/rules-decisions.md), the 11.5 choice and the 11.6
 * decision for unescorted carriers. The order of areas (B) is in turn.test.ts, the airstrike sequence (C)
 * in example-of-play.test.ts and view.test.ts, the Axis returning first (D) here and in turn.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { returnOptions } from '../src/returns';
import type { PortId, WasEvent, WasState } from '../src/types';
import { act, E, emptyBoard, inPort, newGame, put, refused, rollOnly, sea, ship, toCombat } from './helpers';

describe('WBC 2000 clarifications', () => {
  it('WAS-C2000-A: the Axis rolls for speed first and places its U-boats after, knowing the results', () => {
    const s = emptyBoard(newGame(), 2);
    s.uboats.inPlay = 3;
    put(s, ['de-lutzow'], inPort('germany'));
    s.step = { kind: 'move', side: 'axis' };
    expect(refused(s, { type: 'move', orders: [], uboats: { 'north-sea': 1 } })).toBe('ERR_UBOATS_AFTER_SPEED');
    let t = act(s, { type: 'move', orders: [{ ship: 'de-lutzow', to: 'north-atlantic', via: 'north-sea' }] });
    expect(E.pending(t)).toMatchObject({ kind: 'chance', request: { purpose: 'speed' } });
    t = rollOnly(t, [6]); // fails: back to Germany
    expect(ship(t, 'de-lutzow').location).toEqual(inPort('germany'));
    expect(E.pending(t)).toMatchObject({ kind: 'decision', player: 'axis', decision: 'place-uboats' });
    expect(E.observe(t, 'axis').ships.find((x) => x.id === 'de-lutzow')?.location).toEqual(inPort('germany'));
    t = act(t, { type: 'place-uboats', areas: { 'north-atlantic': 3 } });
    expect(t.uboats.areas).toEqual({ 'north-atlantic': 3 });
    expect(t.step.kind).toBe('place-air');
  });

  it('WAS-C2000-A: with no U-boat in play the Axis is not asked', () => {
    const s = emptyBoard(newGame(), 2);
    s.step = { kind: 'move', side: 'axis' };
    expect(act(s, { type: 'move', orders: [] }).step.kind).toBe('place-air');
  });

  it('WAS-C2000-D: the Axis sends its ships home before the Allies choose their ports', () => {
    const s = emptyBoard(newGame(), 5);
    put(s, ['de-lutzow'], sea('north-atlantic'));
    put(s, ['gb-hood'], sea('barents-sea'));
    const t = toCombat(s, null, null);
    expect(E.pending(t)).toMatchObject({ kind: 'decision', player: 'axis', decision: 'return' });
    const u = act(t, { type: 'return', ports: { 'de-lutzow': 'france' } });
    expect(E.pending(u)).toMatchObject({ kind: 'decision', player: 'allies', decision: 'return' });
    expect(E.observe(u, 'allies').ships.find((x) => x.id === 'de-lutzow')?.location).toEqual(inPort('france'));
  });
});

describe('WAS-C2000-E: the clarified eliminations, an option', () => {
  const endOf = (turn: number, ids: string[], on: boolean, port: PortId | null, log: WasEvent[]): WasState => {
    const s = emptyBoard(newGame({ clarifiedEliminations: on }), turn);
    put(s, ids, sea('north-atlantic'));
    let t = toCombat(s, null, null, log);
    while (t.step.kind === 'return') t = act(t, { type: 'return', ports: t.step.side === 'axis' && port ? Object.fromEntries(ids.map((id) => [id, port])) : {} }, log);
    return t;
  };

  it('WAS-C2000-E: an Axis ship returning to France at the end of Turn 6 is eliminated with the option, kept without it', () => {
    const on: WasEvent[] = [];
    expect(ship(endOf(6, ['de-lutzow'], true, 'france', on), 'de-lutzow').status).toBe('sunk');
    expect(on).toContainEqual({ type: 'eliminated', ship: 'de-lutzow', reason: 'France closes after Turn 6' });
    const off: WasEvent[] = [];
    const kept = endOf(6, ['de-lutzow'], false, 'france', off);
    expect(ship(kept, 'de-lutzow')).toMatchObject({ status: 'active', location: inPort('france') });
    expect(off.some((e) => e.type === 'eliminated')).toBe(false);
    // The default port never loses the ship: France is offered last on Turn 6 under the option.
    const s = emptyBoard(newGame({ clarifiedEliminations: true }), 6);
    put(s, ['de-lutzow'], sea('north-atlantic'));
    expect(returnOptions(s, ship(s, 'de-lutzow'))).toEqual(['germany', 'france']);
    expect(ship(endOf(5, ['de-lutzow'], true, 'france', []), 'de-lutzow').status).toBe('active');
  });

  it('WAS-C2000-E: an Italian cruiser in the North Atlantic at the end of Turn 7 is eliminated with the option, interned without it', () => {
    const on: WasEvent[] = [];
    expect(ship(endOf(7, ['it-zara'], true, null, on), 'it-zara').status).toBe('sunk');
    expect(on).toContainEqual(expect.objectContaining({ type: 'eliminated', ship: 'it-zara' }));
    expect(ship(endOf(7, ['it-zara'], false, null, []), 'it-zara')).toMatchObject({ status: 'active', location: inPort('neutral') });
    expect(ship(endOf(7, ['de-lutzow'], true, null, []), 'de-lutzow').status).toBe('active');
  });
});

describe('choices the rules leave to the player', () => {
  const duel = (): WasState => {
    const s = emptyBoard(newGame(), 5);
    put(s, ['gb-kent'], sea('north-sea'));
    put(s, ['de-lutzow'], sea('north-sea'));
    let t = toCombat(s, null, null);
    t = act(t, { type: 'fire', groups: [] });
    return act(t, { type: 'fire', groups: [{ shooters: ['de-lutzow'], target: 'gb-kent' }] });
  };

  it('WAS-11.5: undamaged German ships MAY add one: after a natural 5 the Axis keeps the disable or takes the hit', () => {
    const rolled = rollOnly(duel(), [5, 1]);
    expect(E.pending(rolled)).toMatchObject({
      kind: 'decision', player: 'axis', decision: 'add-one',
      prompt: 'Lutzow rolled 5 1 at Kent. Undamaged German ships may add one to each die (11.5): with +1, 1 hit(s); without, the target disabled.',
    });
    expect(E.legalActions(rolled)).toEqual([{ type: 'add-one', add: true }, { type: 'add-one', add: false }]);
    const log: WasEvent[] = [];
    const kept = act(rolled, { type: 'add-one', add: false }, log);
    expect(log).toContainEqual(expect.objectContaining({ type: 'shots', rolls: [5, 1], hits: 0, disable: true }));
    expect(log).toContainEqual({ type: 'disabled', ship: 'gb-kent' });
    expect(ship(kept, 'gb-kent').damage).toBe(0);
    const added: WasEvent[] = [];
    const hit = act(rolled, { type: 'add-one', add: true }, added);
    expect(added).toContainEqual(expect.objectContaining({ type: 'shots', rolls: [5, 1], hits: 1, disable: false, mods: [1, 1] }));
    expect(E.pending(hit)).toMatchObject({ kind: 'chance', request: { purpose: 'damage' } });
  });

  it('WAS-11.5: nobody is asked when the +1 changes nothing', () => {
    const rolled = rollOnly(duel(), [6, 1]);
    expect(E.pending(rolled)).toMatchObject({ kind: 'chance', request: { purpose: 'damage' } });
  });

  it('WAS-11.6: carriers with no other surface ship beside them may be fired upon (Salvo decision: no deadlock)', () => {
    const s = emptyBoard(newGame(), 5);
    put(s, ['gb-ark-royal', 'gb-glorious'], sea('north-sea'));
    put(s, ['de-lutzow'], sea('north-sea'));
    const t = act(toCombat(s, null, null), { type: 'air-targets', side: 'allies', targets: [] });
    expect(E.pending(t)).toMatchObject({ kind: 'decision', player: 'axis', decision: 'fire' });
    const r = E.apply(t, { type: 'fire', groups: [{ shooters: ['de-lutzow'], target: 'gb-ark-royal' }] });
    expect(r.ok).toBe(true);
    // With an escort the carrier stays screened until the escort is fired upon (the printed rule).
    const e = emptyBoard(newGame(), 5);
    put(e, ['gb-ark-royal', 'gb-kent'], sea('north-sea'));
    put(e, ['de-lutzow'], sea('north-sea'));
    let u = act(toCombat(e, null, null), { type: 'air-targets', side: 'allies', targets: [] });
    u = act(u, { type: 'fire', groups: [] });
    expect(refused(u, { type: 'fire', groups: [{ shooters: ['de-lutzow'], target: 'gb-ark-royal' }] })).toBe('ERR_CARRIER_PROTECTED');
  });
});
