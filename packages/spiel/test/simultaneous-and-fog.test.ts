/**
 * Secret simultaneous orders (War at Sea 5.5, 12.9) as OpenSpiel simultaneous nodes or, with turn_based, one
 * player after the other; and the fog: what one player's observation and information state may not show.
 */
import { describe, expect, it } from 'vitest';
import { loadGame, SIMULTANEOUS_PLAYER, type SpielState } from '../src/index';
import { codeOf, picker, randomStep, type Pick } from './play';

function untilSimultaneous(state: SpielState, pick: Pick): void {
  while (!state.isTerminal() && state.currentPlayer() !== SIMULTANEOUS_PLAYER) randomStep(state, pick);
}

describe('simultaneous nodes (War at Sea secret orders)', () => {
  it('WAS-5.5 the Airstrike placement is a simultaneous node: each player has its own actions, and a joint action plays them', () => {
    const game = loadGame('war_at_sea');
    expect(game.getType().dynamics).toBe('simultaneous');
    const state = game.newInitialState();
    untilSimultaneous(state, picker('sim'));
    expect(state.isSimultaneousNode()).toBe(true);
    expect(codeOf(() => state.legalActions())).toBe('ERR_SPIEL_SIMULTANEOUS');
    expect(codeOf(() => state.applyAction(0))).toBe('ERR_SPIEL_SIMULTANEOUS');
    expect(codeOf(() => state.applyActions([0]))).toBe('ERR_SPIEL_ILLEGAL');
    const allies = state.legalActionStructs(0);
    const axis = state.legalActionStructs(1);
    expect(allies.length).toBeGreaterThan(0);
    expect(axis.length).toBeGreaterThan(0);
    expect(allies.every((a) => (a as unknown as { side: string }).side === 'allies')).toBe(true);
    expect(axis.every((a) => (a as unknown as { side: string }).side === 'axis')).toBe(true);
    expect(codeOf(() => state.applyActions([allies.length, 0]))).toBe('ERR_SPIEL_ILLEGAL');
    const before = state.history().length;
    state.applyActions([allies.length - 1, 0]);
    expect(state.history().length).toBe(before + 2);
    expect(state.isSimultaneousNode() && state.legalActionStructs(0).length > 0).toBe(false);
  });

  it('WAS-12.9 turn_based asks the same secret orders one player after the other and reaches the same game', () => {
    const sim = loadGame('war_at_sea', { seed: 9 }).newInitialState();
    const turns = loadGame('war_at_sea', { seed: 9, turn_based: true }).newInitialState();
    expect(turns.game.getType().dynamics).toBe('sequential');
    const pick = picker('both');
    let joint = 0;
    while (!sim.isTerminal()) {
      if (sim.isSimultaneousNode()) {
        const ids = sim.game.playerNames.map((_, p) => {
          const legal = sim.legalActions(p);
          return legal[pick(legal.length)] as number;
        });
        const lists = sim.game.playerNames.map((_, p) => JSON.stringify(sim.legalActionStructs(p)));
        sim.applyActions(ids);
        // The second player's list is the same after the first player's order: the orders are independent.
        for (let k = 0; k < ids.length && !turns.isTerminal(); k++) {
          const p = turns.currentPlayer();
          if (p < 0) break;
          expect(JSON.stringify(turns.legalActionStructs(p))).toBe(lists[p]);
          turns.applyAction(ids[p] as number);
        }
        joint++;
      } else {
        const legal = sim.legalActions();
        const id = legal[pick(legal.length)] as number;
        sim.applyAction(id);
        turns.applyAction(id);
      }
    }
    expect(joint).toBeGreaterThan(3);
    expect(JSON.parse(turns.serialize()).actions).toEqual(JSON.parse(sim.serialize()).actions);
    expect(turns.returns()).toEqual(sim.returns());
  });
});

describe('the fog: observations and information states', () => {
  it('WAS-5.5 two games that differ only in the Allies\' secret Airstrike give the Axis the same observation and information state', () => {
    const state = loadGame('war_at_sea', { turn_based: true }).newInitialState();
    const pick = picker('fog');
    while (!(state.currentPlayer() === 0 && state.toString().includes('Airstrike marker in secret'))) randomStep(state, pick);
    const choices = state.legalActionStructs(0);
    expect(choices.length).toBeGreaterThan(1);
    const other = state.clone();
    state.applyAction(0);
    other.applyAction(choices.length - 1);
    expect(state.currentPlayer()).toBe(1);
    expect(other.currentPlayer()).toBe(1);
    expect(other.observationString(1)).toBe(state.observationString(1));
    expect(other.informationStateString(1)).toBe(state.informationStateString(1));
    expect(other.informationStateString(0)).not.toBe(state.informationStateString(0));
    expect(other.observationString(0)).not.toBe(state.observationString(0));
  });

  it('an information state holds the player\'s own actions and none of the other player\'s', () => {
    const state = loadGame('victory_at_sea').newInitialState();
    const pick = picker('recall');
    const mine = [0, 0];
    for (let i = 0; i < 300 && !state.isTerminal(); i++) {
      const p = state.currentPlayer();
      if (p >= 0) mine[p] = (mine[p] ?? 0) + 1;
      randomStep(state, pick);
    }
    for (const p of [0, 1]) {
      const items = JSON.parse(state.informationStateString(p)) as { action?: unknown; observation?: unknown }[];
      expect(items.filter((x) => 'action' in x).length).toBe(mine[p]);
      expect(items[0]).toHaveProperty('observation');
      expect(JSON.stringify(items.at(-1)?.observation ?? items.findLast((x) => 'observation' in x)?.observation)).toBe(state.observationString(p));
    }
  });

  it('asked again after more moves, and on a clone that went another way, an information state is the one a fresh replay gives', () => {
    const game = loadGame('war_at_sea', { turn_based: true, seed: 4 });
    const state = game.newInitialState();
    const pick = picker('trail');
    const fresh = (s: SpielState, p: number) => game.deserializeState(s.serialize()).informationStateString(p);
    let other: SpielState | null = null;
    for (let i = 0; i < 150 && !state.isTerminal(); i++) {
      if (i % 5 === 0) state.informationStateString(i % 2);
      if (i === 60) other = state.clone();
      randomStep(state, pick);
    }
    for (const p of [0, 1]) expect(state.informationStateString(p)).toBe(fresh(state, p));
    if (!other) throw new Error('no clone was made');
    const branch = picker('branch');
    for (let i = 0; i < 40 && !other.isTerminal(); i++) randomStep(other, branch);
    for (const p of [0, 1]) expect(other.informationStateString(p)).toBe(fresh(other, p));
  });
});
