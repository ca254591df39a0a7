import { describe, expect, it } from 'vitest';
import { seedRng } from '@salvo/kernel';
import { vas, type VasAction, type VasSetup, type VasState } from './index';
import { BRITISH, GERMAN, TEST_CRUISER, TEST_DESTROYER, fourShipBattle, nominatedToMove, play, shipSetup, start, toMovement, twoFleets } from '../test/fixtures';

function deepFreeze<T>(o: T): T {
  if (o && typeof o === 'object') {
    for (const v of Object.values(o)) deepFreeze(v);
    Object.freeze(o);
  }
  return o;
}

/** Plays a seeded random game; returns the states it went through. */
function randomGame(seed: number, limit = vas.descriptor.maxActions): VasState[] {
  let s = start(fourShipBattle(seed));
  const rng = seedRng(seed * 7 + 1);
  const states = [s];
  for (let i = 0; i < limit && vas.pending(s).kind !== 'over'; i++) {
    const a = vas.sampleAction(s, rng);
    const r = vas.apply(s, a);
    if (!r.ok) throw new Error(`seed ${seed}, step ${i}: ${JSON.stringify(a)} rejected: ${r.error.code} ${r.error.message}`);
    s = r.value.state;
    states.push(s);
  }
  return states;
}

describe('The engine contract', () => {
  it('VAS-ENGINE-PURE: apply and rollChance never mutate their (deep-frozen) argument', () => {
    const frozen = deepFreeze(start(twoFleets()));
    const rolled = vas.rollChance(frozen);
    expect(rolled.state).not.toBe(frozen);
    expect(rolled.state.rng).not.toEqual(frozen.rng);
    const moving = deepFreeze(nominatedToMove(start(twoFleets()), 'warspite'));
    const before = structuredClone(moving);
    const r = vas.apply(moving, { type: 'move', ship: 'warspite', legs: [{ forward: 2.5 }, { turn: 45 }, { forward: 2.5 }] });
    expect(r.ok).toBe(true);
    expect(moving).toEqual(before);
    for (const s of randomGame(3).slice(0, 60)) {
      const f = deepFreeze(structuredClone(s));
      if (vas.pending(f).kind === 'over') break;
      expect(() => vas.apply(f, vas.sampleAction(f, seedRng(1)))).not.toThrow();
    }
  });

  it('VAS-ENGINE-PURE: applyTrusted runs the same rules as apply for legal actions', () => {
    let s = start(fourShipBattle(4));
    const rng = seedRng(4);
    for (let i = 0; i < 150 && vas.pending(s).kind !== 'over'; i++) {
      const a = vas.sampleAction(s, rng);
      const checked = vas.apply(s, a);
      if (!checked.ok) throw new Error(checked.error.code);
      const trusted = vas.applyTrusted(s, a);
      expect(trusted.state).toEqual(checked.value.state);
      expect(trusted.events).toEqual(checked.value.events);
      s = trusted.state;
    }
  });

  it('VAS-ENGINE-PURE: the same setup and actions give the same state', () => {
    const a = randomGame(11);
    const b = randomGame(11);
    expect(b[b.length - 1]).toEqual(a[a.length - 1]);
  });

  it('VAS-ENGINE-ERRORS: each illegal action is rejected with its code and the state left unchanged', () => {
    const rolling = start(twoFleets());
    const nominate = toMovement(start(twoFleets()), [6, 6, 1, 1]).state; // British to nominate
    const cases: [VasState, unknown, string][] = [
      [nominate, { type: 'nominate-move', ship: 'hipper' }, 'ERR_NOT_YOUR_TURN'],
      [nominate, { type: 'attack', ship: 'warspite', fire: [] }, 'ERR_WRONG_PHASE'],
      [nominate, { type: 'move', ship: 'warspite', legs: [{ forward: 2 }] }, 'ERR_WRONG_PHASE'],
      [nominate, { type: 'nominate-move', ship: 'bismarck' }, 'ERR_UNKNOWN_SHIP'],
      [nominate, { type: 'nominate-move', ship: 'constructor' }, 'ERR_UNKNOWN_SHIP'],
      [nominate, { type: 'concede', fleet: 'toString' }, 'ERR_UNKNOWN_FLEET'],
      [nominate, { type: 'roll', values: [3] }, 'ERR_NO_CHANCE_PENDING'],
      [nominate, { type: 'take-first', fleet: 'japan', first: true }, 'ERR_UNKNOWN_FLEET'],
      [nominate, { type: 'teleport' }, 'ERR_BAD_ACTION'],
      [nominate, null, 'ERR_BAD_ACTION'],
      [rolling, { type: 'roll', values: [3] }, 'ERR_BAD_DICE'],
      [rolling, { type: 'roll', values: [3, 7] }, 'ERR_BAD_DICE'],
      [rolling, { type: 'roll', values: [3, 2.5] }, 'ERR_BAD_DICE'],
      [rolling, { type: 'roll', values: 'six' }, 'ERR_BAD_DICE'],
      [rolling, { type: 'nominate-move', ship: 'warspite' }, 'ERR_WRONG_PHASE'],
      [nominatedToMove(start(twoFleets()), 'warspite'), { type: 'move', ship: 'warspite', legs: [{ forward: -1 }] }, 'ERR_BAD_MOVE'],
      [nominatedToMove(start(twoFleets()), 'warspite'), { type: 'move', ship: 'warspite', legs: 'ahead' }, 'ERR_BAD_MOVE'],
    ];
    for (const [state, action, code] of cases) {
      const before = structuredClone(state);
      const r = vas.apply(state, action as VasAction);
      expect(r.ok, JSON.stringify(action)).toBe(false);
      if (!r.ok) {
        expect(r.error.code, JSON.stringify(action)).toBe(code);
        expect(r.error.message.length).toBeGreaterThan(10);
      }
      expect(state).toEqual(before);
    }
  });

  it('VAS-ENGINE-SERIALIZE: serialize then parse gives an equal state at every step of a game; garbage is refused', () => {
    for (const s of randomGame(5).filter((_, i) => i % 7 === 0)) {
      const back = vas.parse(vas.serialize(s));
      expect(back.ok).toBe(true);
      if (back.ok) expect(back.value).toEqual(s);
    }
    for (const text of ['', 'not json', '[]', '{}', '{"v":1}', JSON.stringify({ ...start(twoFleets()), ships: 3 })]) {
      expect(vas.parse(text)).toMatchObject({ ok: false, error: { code: 'ERR_PARSE' } });
    }
  });

  it('VAS-ENGINE-PLAYOUT: random play (sampleAction + rollChance) always reaches the end, with a legal choice at every decision', () => {
    for (let seed = 1; seed <= 12; seed++) {
      const states = randomGame(seed);
      const last = states[states.length - 1]!;
      expect(vas.pending(last).kind, `seed ${seed}`).toBe('over');
      expect(states.length).toBeLessThan(vas.descriptor.maxActions);
      for (const s of states.slice(0, -1)) {
        const p = vas.pending(s);
        if (p.kind === 'decision') expect(vas.legalActions(s).length).toBeGreaterThan(0);
        else expect(p.kind).toBe('chance');
      }
    }
    // rollChance alone answers every chance step
    let s = start(twoFleets());
    for (let i = 0; i < 50 && vas.pending(s).kind === 'chance'; i++) s = vas.rollChance(s).state;
    expect(vas.pending(s)).toMatchObject({ kind: 'decision', decision: 'take-first' });
    expect(s.initiativeOrder).toHaveLength(2);
  });

  it('VAS-ENGINE-PLAYOUT: three fleets on two sides, with civilian shipping, also play to the end', () => {
    const setup: VasSetup = {
      seed: 0, options: { maxTurns: 6 },
      fleets: [
        { id: 'rn', side: 'allies', ships: [shipSetup('rn1', 'RN Cruiser', TEST_CRUISER, 10, 10, 45), shipSetup('rn2', 'RN Destroyer', TEST_DESTROYER, 10, 20, 45)] },
        { id: 'us', side: 'allies', ships: [shipSetup('us1', 'Liberty', { ...TEST_DESTROYER, class: 'Liberty', type: 'civilian', weapons: [] }, 10, 40, 90, { civilian: true })] },
        { id: 'km', side: 'axis', ships: [shipSetup('km1', 'KM Cruiser', TEST_CRUISER, 60, 24, 270), shipSetup('km2', 'KM Destroyer', TEST_DESTROYER, 60, 34, 270)] },
      ],
    };
    for (let seed = 1; seed <= 8; seed++) {
      let s = start({ ...setup, seed });
      const rng = seedRng(seed);
      for (let i = 0; i < 20_000 && vas.pending(s).kind !== 'over'; i++) {
        const a = vas.sampleAction(s, rng);
        const r = vas.apply(s, a);
        if (!r.ok) throw new Error(`seed ${seed}: ${JSON.stringify(a)} ${r.error.code} ${r.error.message}`);
        s = r.value.state;
      }
      expect(vas.pending(s).kind, `seed ${seed}`).toBe('over');
    }
  });

  it('VAS-ENGINE-PLAYOUT: every listed legal action is accepted', () => {
    for (const s of randomGame(2).filter((_, i) => i % 3 === 0)) {
      for (const a of vas.legalActions(s)) {
        const r = vas.apply(s, a);
        expect(r.ok, `${JSON.stringify(a)} ${r.ok ? '' : r.error.code}`).toBe(true);
      }
    }
  });

  it('VAS-ENGINE-PLAYOUT: descriptor names the engine and bounds a game', () => {
    expect(vas.descriptor).toMatchObject({ id: 'vas', name: 'Victory at Sea', version: 3 });
    expect(vas.diceAction([1, 2])).toEqual({ type: 'roll', values: [1, 2] });
    const over = play(toMovement(start(twoFleets()), [6, 6, 1, 1]).state, [{ type: 'concede', fleet: GERMAN }]).state;
    expect(vas.pending(over)).toMatchObject({ kind: 'over', winners: [BRITISH] });
    expect(vas.legalActions(over)).toEqual([]);
  });
});
