/**
 * Actions outside the candidate list (OpenSpiel 2.0's action structs: moves in inches), and every misuse
 * answered with a stable code and a sentence.
 */
import { describe, expect, it } from 'vitest';
import { makeRecord } from '@salvo/kernel';
import { loadGame, SpielError, registeredGames, type SpielState } from '../src/index';
import { picker, randomStep } from './play';

const refusal = (f: () => unknown): { code: string; message: string } => {
  try {
    f();
  } catch (e) {
    if (e instanceof SpielError) return { code: e.code, message: e.message };
    throw e;
  }
  return { code: 'no error', message: '' };
};

function untilMove(state: SpielState): { ship: string } {
  const pick = picker('move');
  for (;;) {
    const structs = state.currentPlayer() >= 0 ? state.legalActionStructs() : [];
    const move = structs.find((a) => a.type === 'move') as { ship: string } | undefined;
    if (move) return move;
    randomStep(state, pick);
  }
}

describe('action structs', () => {
  it('VAS-MOVE-MIN a move in inches outside the candidate list is played, checked, and recorded as -1 in the history', () => {
    const state = loadGame('victory_at_sea').newInitialState();
    const { ship } = untilMove(state);
    const listed = state.legalActionStructs().map((a) => JSON.stringify(a));
    const move = { type: 'move', ship, legs: [{ forward: 3.71 }] };
    expect(listed).not.toContain(JSON.stringify(move));
    state.applyActionStruct(move);
    expect(state.history().at(-1)).toBe(-1);
    expect(JSON.parse(state.serialize()).actions.at(-1)).toEqual(move);
  });

  it('VAS-MOVE-MAX a move the rules forbid is refused with the engine\'s code and sentence, and nothing changes', () => {
    const state = loadGame('victory_at_sea').newInitialState();
    const { ship } = untilMove(state);
    const before = state.serialize();
    const r = refusal(() => state.applyActionStruct({ type: 'move', ship, legs: [{ forward: 30 }] }));
    expect(r.code).toMatch(/^ERR_/);
    expect(r.code).not.toBe('no error');
    expect(r.message.length).toBeGreaterThan(10);
    expect(state.serialize()).toBe(before);
    expect(refusal(() => state.applyActionStruct({ type: 'nonsense' })).code).toBe('ERR_NOT_NOW');
  });

  it('a whole roll may be given at once, but not after some of its dice were chosen one by one', () => {
    const state = loadGame('victory_at_sea').newInitialState();
    state.applyActionStruct({ type: 'roll', values: [6, 3] });
    expect(state.history()).toEqual([5, 2]);
    const pick = picker('roll');
    while (!(state.isChanceNode() && (state.pendingRoll()?.dice ?? 0) > 1)) randomStep(state, pick);
    state.applyAction(0);
    expect(refusal(() => state.applyActionStruct({ type: 'roll', values: [1, 1] })).code).toBe('ERR_SPIEL_DICE_STARTED');
  });
});

describe('misuse', () => {
  it('unknown games, scenarios and bad parameters are refused with a sentence naming what is known', () => {
    expect(registeredGames().map((g) => g.shortName)).toEqual(['victory_at_sea', 'war_at_sea']);
    const game = refusal(() => loadGame('chess'));
    expect(game.code).toBe('ERR_SPIEL_GAME');
    expect(game.message).toContain('victory_at_sea and war_at_sea');
    const scenario = refusal(() => loadGame('victory_at_sea', { scenario: 'jutland' }));
    expect(scenario.code).toBe('ERR_SPIEL_PARAMS');
    expect(scenario.message).toContain('river-plate');
    expect(refusal(() => loadGame('victory_at_sea', { seed: {} })).code).toBe('ERR_SPIEL_PARAMS');
    expect(refusal(() => loadGame('victory_at_sea', { turn_based: 'yes' })).code).toBe('ERR_SPIEL_PARAMS');
    expect(refusal(() => loadGame('victory_at_sea', { setup: { fleets: [] } })).message).toContain('cannot be set up');
    expect(refusal(() => loadGame('victory_at_sea', { setup: {}, scenario: 'river-plate' })).code).toBe('ERR_SPIEL_PARAMS');
    expect(refusal(() => loadGame('war_at_sea', { options: 3 })).code).toBe('ERR_SPIEL_PARAMS');
  });

  it('illegal ids, absent players and the wrong kind of node are refused; the state is unchanged', () => {
    const game = loadGame('victory_at_sea');
    const state = game.newInitialState();
    expect(refusal(() => state.applyAction(6)).message).toBe('Action 6 is not legal here: this die has actions 0 to 5.');
    expect(refusal(() => state.applyAction(1.5)).code).toBe('ERR_SPIEL_ILLEGAL');
    expect(refusal(() => state.observationString(2)).code).toBe('ERR_SPIEL_PLAYER');
    expect(refusal(() => state.applyActions([0, 0])).code).toBe('ERR_SPIEL_NOT_SIMULTANEOUS');
    expect(state.history()).toEqual([]);
    const pick = picker('misuse');
    while (state.isChanceNode()) randomStep(state, pick);
    expect(refusal(() => state.chanceOutcomes()).code).toBe('ERR_SPIEL_NOT_CHANCE');
    expect(state.legalActions(1 - state.currentPlayer())).toEqual([]);
  });

  it('a finished game takes no action', () => {
    const state = loadGame('victory_at_sea').newInitialState();
    const pick = picker('end');
    while (!state.isTerminal()) randomStep(state, pick);
    expect(refusal(() => state.applyAction(0)).code).toBe('ERR_SPIEL_OVER');
    expect(refusal(() => state.applyActionStruct({ type: 'roll', values: [1] })).code).toBe('ERR_SPIEL_OVER');
  });

  it('deserialize refuses what is not a record of the game, and opens any Salvo record of it (history ids recovered)', () => {
    const vasGame = loadGame('victory_at_sea');
    expect(refusal(() => vasGame.deserializeState('not json')).code).toBe('ERR_SPIEL_RECORD');
    const wasState = loadGame('war_at_sea').newInitialState();
    expect(refusal(() => vasGame.deserializeState(wasState.serialize())).message).toContain('not of Victory at Sea');
    const state = vasGame.newInitialState();
    const pick = picker('rec');
    for (let i = 0; i < 80; i++) randomStep(state, pick);
    const record = JSON.parse(state.serialize()) as { setup: unknown; actions: unknown[] };
    // A plain record, as `salvo play --save` writes it (no meta): the ids are found again in the candidate lists.
    const plain = makeRecord('vas', vasGame.definition.adapter.engine.descriptor.version, record.setup, record.actions);
    const back = vasGame.deserializeState(JSON.stringify(plain));
    const full = back.history();
    // The dice of a roll still being chosen are not in a plain record.
    expect(full).toEqual(state.history().slice(0, full.length));
    const bad = { ...plain, actions: [...plain.actions.slice(0, 3), { type: 'move', ship: 'warspite', legs: [{ forward: 99 }] }] };
    expect(refusal(() => vasGame.deserializeState(JSON.stringify(bad))).message).toMatch(/^Action 4 of the record is refused: /);
  });
});
