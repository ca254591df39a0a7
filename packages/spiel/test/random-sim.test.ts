/**
 * OpenSpiel's basic tests (open_spiel/tests/basic_tests.h) on Salvo's games: random simulation with the
 * node invariants checked at every step, chance outcomes, clone independence, serialize/deserialize, and
 * the serialized game opening as a Salvo record.
 */
import { describe, expect, it } from 'vitest';
import { replay, parseRecord, type GameRecord } from '@salvo/kernel';
import { vas } from '@salvo/vas';
import { BUILTIN_SCENARIOS } from '@salvo/scenarios';
import { wasEngine } from '@salvo/was';
import { CHANCE_PLAYER, loadGame, SIMULTANEOUS_PLAYER, TERMINAL_PLAYER, type SpielState } from '../src/index';
import { picker, playToEnd, randomStep } from './play';

const GAMES = [
  ['victory_at_sea', {}],
  ['victory_at_sea', { scenario: 'river-plate', seed: 4 }],
  ['war_at_sea', {}],
  ['war_at_sea', { turn_based: true, seed: 'b' }],
] as const;

function checkNode(state: SpielState): void {
  const current = state.currentPlayer();
  if (current === TERMINAL_PLAYER) {
    expect(state.legalActions()).toEqual([]);
    return;
  }
  if (current === CHANCE_PLAYER) {
    const outcomes = state.chanceOutcomes();
    expect(outcomes.map(([a]) => a)).toEqual(state.legalActions());
    expect(outcomes.reduce((sum, [, p]) => sum + p, 0)).toBeCloseTo(1, 12);
    expect(state.returns().every((r) => r === 0)).toBe(true);
    return;
  }
  const players = current === SIMULTANEOUS_PLAYER ? state.game.playerNames.map((_, p) => p) : [current];
  for (const p of players) {
    const legal = state.legalActions(p);
    expect(legal.length).toBeGreaterThan(0);
    expect(legal).toEqual(legal.map((_, i) => i));
    expect(state.actionToString(p, legal[0] as number).length).toBeGreaterThan(0);
  }
}

describe('random simulation through the OpenSpiel-shaped API', () => {
  for (const [name, params] of GAMES) {
    it(`${name} ${JSON.stringify(params)}: every node keeps its invariants, games end, returns are win/loss/draw`, () => {
      const game = loadGame(name, params);
      for (let g = 0; g < 3; g++) {
        const pick = picker(`sim:${name}:${g}`);
        const state = game.newInitialState();
        let steps = 0;
        while (!state.isTerminal()) {
          checkNode(state);
          if (game.turnBased) expect(state.currentPlayer()).not.toBe(SIMULTANEOUS_PLAYER);
          randomStep(state, pick);
          steps++;
          expect(steps).toBeLessThan(50_000);
        }
        checkNode(state);
        const returns = state.returns();
        expect(returns.every((r) => r === 1 || r === -1 || r === 0)).toBe(true);
        expect(returns.reduce((a, b) => a + b, 0)).toBe(0);
        expect(state.moveNumber()).toBe(state.history().length);
      }
    });
  }

  it('every built-in scenario is a game here: random ids from the candidate lists play each to its end, with a winner or a draw', () => {
    for (const scenario of Object.keys(BUILTIN_SCENARIOS)) {
      const state = playToEnd(loadGame('victory_at_sea', { scenario, seed: 2 }).newInitialState(), picker(`all:${scenario}`));
      expect(state.isTerminal(), scenario).toBe(true);
      expect(state.returns().reduce((a, b) => a + b, 0), scenario).toBe(0);
    }
  });

  it('a clone goes its own way: moves on the clone leave the original as it was', () => {
    const game = loadGame('victory_at_sea');
    const state = game.newInitialState();
    const pick = picker('clone');
    for (let i = 0; i < 60; i++) randomStep(state, pick);
    const before = state.serialize();
    const copy = state.clone();
    for (let i = 0; i < 40; i++) randomStep(copy, pick);
    expect(state.serialize()).toBe(before);
    expect(copy.history().slice(0, state.history().length)).toEqual(state.history());
    expect(copy.history().length).toBe(state.history().length + 40);
  });

  for (const [name, params] of GAMES) {
    it(`${name} ${JSON.stringify(params)}: serialize then deserialize gives the same node at every tenth move, mid-roll included`, () => {
      const game = loadGame(name, params);
      const state = game.newInitialState();
      const pick = picker(`serial:${name}`);
      let i = 0;
      while (!state.isTerminal() && i < 400) {
        if (i % 10 === 0) {
          const back = game.deserializeState(state.serialize());
          expect(back.history()).toEqual(state.history());
          expect(back.currentPlayer()).toBe(state.currentPlayer());
          expect(back.pendingRoll()).toEqual(state.pendingRoll());
          for (let p = 0; p < game.numPlayers(); p++) expect(back.observationString(p)).toBe(state.observationString(p));
        }
        randomStep(state, pick);
        i++;
      }
    });
  }

  it('the serialized game is a Salvo record: the kernel replays it to the same end (salvo replay opens it)', () => {
    for (const [name, engine] of [['victory_at_sea', vas], ['war_at_sea', wasEngine]] as const) {
      const state = playToEnd(loadGame(name).newInitialState(), picker(`record:${name}`));
      const record = parseRecord(JSON.parse(state.serialize()));
      expect(record.ok).toBe(true);
      if (!record.ok) return;
      expect(record.value.meta?.dice).toBe('table');
      const replayed = replay(engine as never, record.value as GameRecord<unknown, { type: string }>);
      expect(replayed.ok).toBe(true);
      if (!replayed.ok) return;
      expect((engine as typeof vas).serialize(replayed.value.state as never)).toBe((engine as typeof vas).serialize(state.engineState() as never));
    }
  });

  it('each die is its own chance node: a roll of n dice reaches the engine after n outcomes, in the order chosen', () => {
    const state = loadGame('victory_at_sea').newInitialState();
    const roll = state.pendingRoll();
    expect(roll?.dice).toBe(2);
    state.applyAction(4);
    expect(state.isChanceNode()).toBe(true);
    expect(state.pendingRoll()?.chosen).toEqual([5]);
    expect(state.actionToString(CHANCE_PLAYER, 1)).toContain('die 2 of 2 shows 2');
    state.applyAction(1);
    expect(state.pendingRoll()?.chosen ?? []).toEqual([]);
    const record = JSON.parse(state.serialize()) as { actions: unknown[] };
    expect(record.actions[0]).toEqual({ type: 'roll', values: [5, 2] });
  });
});
