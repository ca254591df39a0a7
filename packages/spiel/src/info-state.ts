/**
 * OpenSpiel's information state for one player (perfect recall): everything that player has observed and
 * done since the start, and nothing else. Built by replaying the game: the first observation, then for each
 * action the player's own action (if it was theirs) and its observation when that changed. An observation
 * that did not change is not repeated, so a step hidden from the player (the enemy's secret order, dice it
 * does not see) leaves no trace. Cost: one replay of the game per call.
 */
import type { EngineAction } from './adapter';
import type { SpielGame } from './game';

export function informationState(game: SpielGame, player: number, actions: readonly EngineAction[], actors: readonly (number | null)[]): string {
  const engine = game.definition.adapter.engine;
  const name = game.playerNames[player] as string;
  let state = game.initialEngineState();
  let last = JSON.stringify(engine.observe(state, name));
  const items = [`{"observation":${last}}`];
  actions.forEach((action, i) => {
    state = engine.applyTrusted(state, action).state;
    if (actors[i] === player) items.push(`{"action":${JSON.stringify(action)}}`);
    const seen = JSON.stringify(engine.observe(state, name));
    if (seen !== last) items.push(`{"observation":${seen}}`);
    last = seen;
  });
  return `[${items.join(',')}]`;
}
