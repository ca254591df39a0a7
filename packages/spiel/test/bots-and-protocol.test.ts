/**
 * Salvo's bots behind the OpenSpiel-shaped API, and the JSON-lines session of `salvo spiel`.
 */
import { describe, expect, it } from 'vitest';
import { loadBot, loadGame, SpielError, spielSession, CHANCE_PLAYER } from '../src/index';
import { picker, randomStep } from './play';

describe('bots', () => {
  it('easy bots play a whole Victory at Sea battle through the API, each from its own player\'s view', () => {
    const game = loadGame('victory_at_sea');
    const bots = [loadBot(game, 'easy', 0, 3), loadBot(game, 'easy', 1, 3)];
    const state = game.newInitialState();
    const pick = picker('bots');
    let decisions = 0;
    while (!state.isTerminal()) {
      const p = state.currentPlayer();
      if (p === CHANCE_PLAYER) randomStep(state, pick);
      else {
        state.applyActionStruct((bots[p] ?? bots[0])!.step(state));
        decisions++;
      }
    }
    expect(decisions).toBeGreaterThan(20);
    expect(state.returns().sort()).toEqual([-1, 1]);
  });

  it('a bot is refused for a player with nothing to decide, and unknown strengths name the real ones', () => {
    const game = loadGame('war_at_sea');
    const state = game.newInitialState();
    while (state.isChanceNode()) state.applyAction(0);
    const idle = 1 - state.currentPlayer();
    const bot = loadBot(game, 'heuristic', idle);
    expect(() => bot.step(state)).toThrow(SpielError);
    expect(() => loadBot(game, 'easy', 0)).toThrow(/its bots are random, heuristic, search/);
    expect(() => loadBot(game, 'random', 5)).toThrow(/players 0 to 1/);
  });
});

describe('the JSON-lines session', () => {
  const ask = (session: ReturnType<typeof spielSession>, req: object) => JSON.parse(session.handleLine(JSON.stringify(req))) as { id: unknown; ok: boolean; result?: unknown; error?: { code: string; message: string } };
  const result = <T>(answer: { result?: unknown }): T => answer.result as T;

  it('loads a game, plays it to the end by status and apply_action, and answers a bot step', () => {
    const session = spielSession();
    const loaded = ask(session, { id: 1, op: 'load_game', name: 'victory_at_sea', params: { scenario: 'default', seed: 2 } });
    expect(loaded).toMatchObject({ id: 1, ok: true });
    const { game, player_names } = result<{ game: string; player_names: string[] }>(loaded);
    expect(player_names).toEqual(['rn', 'rm']);
    const { state } = result<{ state: string }>(ask(session, { id: 2, op: 'new_initial_state', game }));
    const { bot } = result<{ bot: string }>(ask(session, { id: 3, op: 'load_bot', game, strength: 'random', player: 1 }));
    const pick = picker('session');
    for (let i = 0; i < 5000; i++) {
      const st = result<{ is_terminal: boolean; returns: number[]; current_player: number; legal_actions: number[] }>(ask(session, { id: 4, op: 'status', state }));
      if (st.is_terminal) {
        expect([...st.returns].sort()).toEqual([-1, 1]);
        break;
      }
      if (st.current_player === 1) {
        const step = ask(session, { id: 5, op: 'bot_step', bot, state, apply: true });
        expect(step.ok).toBe(true);
        expect(result<{ action: object }>(step).action).toHaveProperty('type');
      } else {
        const legal = st.legal_actions;
        expect(ask(session, { id: 6, op: 'apply_action', state, action: legal[pick(legal.length)] }).ok).toBe(true);
      }
    }
    expect(ask(session, { id: 7, op: 'is_terminal', state }).result).toBe(true);
    const text = result<string>(ask(session, { id: 8, op: 'serialize', state }));
    const again = result<{ state: string }>(ask(session, { id: 9, op: 'deserialize_state', game, text }));
    expect(ask(session, { id: 10, op: 'history', state: again.state }).result).toEqual(ask(session, { id: 11, op: 'history', state }).result);
    expect(session.size()).toBe(4);
    expect(ask(session, { id: 12, op: 'delete', handle: state }).ok).toBe(true);
    expect(session.size()).toBe(3);
  });

  it('every bad request is answered with its id, a code and a sentence, and the session goes on', () => {
    const session = spielSession();
    expect(JSON.parse(session.handleLine('{not json'))).toMatchObject({ id: null, ok: false, error: { code: 'ERR_SPIEL_REQUEST' } });
    expect(ask(session, { id: 'a', op: 'fly' }).error?.code).toBe('ERR_SPIEL_OP');
    expect(ask(session, { id: 2, op: 'status', state: 's99' }).error?.message).toContain('"state" must name a state');
    expect(ask(session, { id: 3, op: 'load_game', name: 'war_at_sea', params: [] }).error?.code).toBe('ERR_SPIEL_REQUEST');
    const { game } = result<{ game: string }>(ask(session, { id: 4, op: 'load_game', name: 'war_at_sea' }));
    expect(ask(session, { id: 5, op: 'status', state: game }).error?.code).toBe('ERR_SPIEL_HANDLE');
    const { state } = result<{ state: string }>(ask(session, { id: 6, op: 'new_initial_state', game }));
    expect(ask(session, { id: 7, op: 'apply_action', state, action: 'one' }).error?.message).toContain('"action" must be a whole number');
    expect(ask(session, { id: 8, op: 'apply_action', state, action: 40 })).toMatchObject({ id: 8, ok: false, error: { code: 'ERR_SPIEL_ILLEGAL' } });
    expect(ask(session, { id: 9, op: 'delete', handle: 'x1' }).error?.code).toBe('ERR_SPIEL_HANDLE');
    expect(ask(session, { id: 10, op: 'registered_games' }).result).toHaveLength(2);
  });

  it('answers the observation tensor ops: War at Sea\'s shape, layout and tensor agree; Victory at Sea has none', () => {
    const session = spielSession();
    const { game } = result<{ game: string }>(ask(session, { id: 1, op: 'load_game', name: 'war_at_sea' }));
    const [length] = result<number[]>(ask(session, { id: 2, op: 'observation_tensor_shape', game }));
    const layout = result<{ name: string; size: number }[]>(ask(session, { id: 3, op: 'observation_tensor_layout', game }));
    expect(layout.reduce((n, b) => n + b.size, 0)).toBe(length);
    const { state } = result<{ state: string }>(ask(session, { id: 4, op: 'new_initial_state', game }));
    expect(result<number[]>(ask(session, { id: 5, op: 'observation_tensor', state, player: 1 }))).toHaveLength(length as number);
    const vas = result<{ game: string }>(ask(session, { id: 6, op: 'load_game', name: 'victory_at_sea' })).game;
    expect(ask(session, { id: 7, op: 'observation_tensor_shape', game: vas }).error).toMatchObject({ code: 'ERR_SPIEL_NO_TENSOR' });
  });
});
