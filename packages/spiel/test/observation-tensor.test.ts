/**
 * War at Sea's observation tensor (OpenSpiel's ObservationTensor): a fixed length over a whole game, blocks that
 * say what the view says, and nothing the view hides.
 */
import { describe, expect, it } from 'vitest';
import { observe, type ShipState, type WasState, type WasView } from '@salvo/was';
import { loadGame, type SpielState } from '../src/index';
import { wasObservationTensor } from '../src/was-tensor';
import { codeOf, picker, randomStep } from './play';

/** The entries of the block called `name`. */
function blockOf(state: SpielState, tensor: readonly number[], name: string): number[] {
  let at = 0;
  for (const b of state.game.observationTensorLayout()) {
    if (b.name === name) return tensor.slice(at, at + b.size);
    at += b.size;
  }
  throw new Error(`no block ${name}`);
}

const hot = (xs: readonly number[]): number => (xs.filter((x) => x !== 0).length === 1 ? xs.indexOf(1) : -1);

describe('the War at Sea observation tensor', () => {
  it('has the same length in every state of a game, and its layout adds up to the shape', () => {
    const game = loadGame('war_at_sea', { turn_based: true, seed: 3 });
    expect(game.getType().providesObservationTensor).toBe(true);
    const [length] = game.observationTensorShape();
    expect(game.observationTensorLayout().reduce((n, b) => n + b.size, 0)).toBe(length);
    const state = game.newInitialState();
    const pick = picker('tensor-length');
    for (let i = 0; i < 2000 && !state.isTerminal(); i++) {
      if (i % 50 === 0) for (const p of [0, 1]) expect(state.observationTensor(p)).toHaveLength(length as number);
      randomStep(state, pick);
    }
    for (const p of [0, 1]) expect(state.observationTensor(p).every((x) => Number.isFinite(x))).toBe(true);
  });

  it('says what the view says: the turn, the POC lead, the step, and each ship\'s place, status and damage', () => {
    const game = loadGame('war_at_sea', { turn_based: true, seed: 5 });
    const state = game.newInitialState();
    const pick = picker('tensor-values');
    let checked = 0;
    for (let i = 0; i < 1500 && !state.isTerminal(); i++) {
      randomStep(state, pick);
      if (i % 97 !== 0) continue;
      const view = JSON.parse(state.observationString(0)) as WasView;
      const t = state.observationTensor(0);
      expect(hot(blockOf(state, t, 'turn'))).toBe(view.turn - 1);
      expect((blockOf(state, t, 'poc')[0] ?? NaN) * 10).toBeCloseTo(view.poc, 9);
      const stepNames = game.observationTensorLayout().find((b) => b.name === 'step')?.meaning.replace('one-hot: ', '').split(', ') ?? [];
      expect(stepNames[hot(blockOf(state, t, 'step'))]).toBe(view.step.kind);
      for (const s of view.ships as ShipState[]) {
        const places = game.observationTensorLayout().find((b) => b.name === `ship:${s.id}:location`)?.meaning.replace('one-hot: ', '').split(', ') ?? [];
        const at = places[hot(blockOf(state, t, `ship:${s.id}:location`))];
        const l = s.location;
        expect(at).toBe(l.kind === 'port' ? `port:${l.port}` : l.kind === 'offboard' ? 'offboard' : `${l.kind}:${l.area}`);
        expect(blockOf(state, t, `ship:${s.id}:damage`)).toEqual([s.damage]);
        expect(blockOf(state, t, `ship:${s.id}:axis`)).toEqual([s.side === 'axis' ? 1 : 0]);
        expect(hot(blockOf(state, t, `ship:${s.id}:status`))).toBe(['waiting', 'active', 'sunk', 'scuttled', 'delivered'].indexOf(s.status));
      }
      checked++;
    }
    expect(checked).toBeGreaterThan(5);
  });

  it('WAS-19.3 with British ships face down, the Axis tensor does not change when two British ships swap places; the Allies\' does', () => {
    const game = loadGame('war_at_sea', { turn_based: true, seed: 8, options: { faceDown: true } });
    const state = game.newInitialState();
    const pick = picker('tensor-fog');
    const split = (s: WasState): [ShipState, ShipState] | null => {
      if (s.revealed) return null;
      const uk = s.ships.filter((x) => x.nation === 'UK' && x.status === 'active');
      const key = (x: ShipState) => JSON.stringify(x.location);
      for (const a of uk) for (const b of uk) if (key(a) !== key(b) && a.damage === b.damage && a.disabled === b.disabled && a.moved === b.moved && a.oiler === b.oiler) return [a, b];
      return null;
    };
    let pair: [ShipState, ShipState] | null = null;
    for (let i = 0; i < 400 && !state.isTerminal() && !pair; i++) {
      randomStep(state, pick);
      pair = split(state.engineState() as WasState);
    }
    if (!pair) throw new Error('no two face-down British ships in different places');
    const real = state.engineState() as WasState;
    const swapped: WasState = structuredClone(real);
    const [a, b] = pair;
    for (const x of swapped.ships) {
      if (x.id === a.id) x.location = structuredClone(b.location);
      else if (x.id === b.id) x.location = structuredClone(a.location);
    }
    const ids = real.ships.map((x) => x.id);
    expect(wasObservationTensor(observe(swapped, 'axis'), ids)).toEqual(wasObservationTensor(observe(real, 'axis'), ids));
    expect(wasObservationTensor(observe(swapped, 'allies'), ids)).not.toEqual(wasObservationTensor(observe(real, 'allies'), ids));
    // the Axis sees the British counters as face down: a count per place, no ship of theirs by name
    expect(blockOf(state, state.observationTensor(1), `ship:${a.id}:hidden`)).toEqual([1]);
    expect(blockOf(state, state.observationTensor(0), `ship:${a.id}:hidden`)).toEqual([0]);
    expect(blockOf(state, state.observationTensor(1), 'face-down').reduce((n, x) => n + x, 0)).toBeGreaterThanOrEqual(2);
  });

  it('WAS-5.5 two games that differ only in the Allies\' secret Airstrike give the Axis the same tensor', () => {
    const state = loadGame('war_at_sea', { turn_based: true }).newInitialState();
    const pick = picker('fog');
    while (!(state.currentPlayer() === 0 && state.toString().includes('Airstrike marker in secret'))) randomStep(state, pick);
    const choices = state.legalActionStructs(0);
    const other = state.clone();
    state.applyAction(0);
    other.applyAction(choices.length - 1);
    expect(other.observationTensor(1)).toEqual(state.observationTensor(1));
  });

  it('Victory at Sea has none, and says why; a player out of range is refused', () => {
    const vas = loadGame('victory_at_sea');
    expect(vas.getType().providesObservationTensor).toBe(false);
    expect(codeOf(() => vas.observationTensorShape())).toBe('ERR_SPIEL_NO_TENSOR');
    expect(codeOf(() => vas.newInitialState().observationTensor(0))).toBe('ERR_SPIEL_NO_TENSOR');
    expect(codeOf(() => loadGame('war_at_sea').newInitialState().observationTensor(2))).toBe('ERR_SPIEL_PLAYER');
  });
});
