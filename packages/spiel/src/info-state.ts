/**
 * OpenSpiel's information state for one player (perfect recall): everything that player has observed and
 * done since the start, and nothing else. Built by replaying the game: the first observation, then for each
 * action the player's own action (if it was theirs) and its observation when that changed. An observation
 * that did not change is not repeated, so a step hidden from the player (the enemy's secret order, dice it
 * does not see) leaves no trace.
 *
 * `InfoTrail` keeps how far a player's replay has gone, so asking again after more moves replays only the
 * new ones (asking at every node of a game costs one replay in all, not one per node).
 */
import type { EngineAction } from './adapter';
import type { SpielGame } from './game';

export interface InfoTrail {
  /** Actions replayed so far. */
  readonly upTo: number;
  /** Engine state after them. */
  readonly state: unknown;
  /** The player's last observation, as JSON. */
  readonly last: string;
  /** The items so far, each a JSON object. */
  readonly items: readonly string[];
}

export function extendTrail(game: SpielGame, player: number, trail: InfoTrail | undefined, actions: readonly EngineAction[], actors: readonly (number | null)[]): InfoTrail {
  const engine = game.definition.adapter.engine;
  const name = game.playerNames[player] as string;
  let state = trail?.state ?? game.initialEngineState();
  let last = trail?.last ?? JSON.stringify(engine.observe(state, name));
  const items = trail ? [...trail.items] : [`{"observation":${last}}`];
  for (let i = trail?.upTo ?? 0; i < actions.length; i++) {
    const action = actions[i] as EngineAction;
    state = engine.applyTrusted(state, action).state;
    if (actors[i] === player) items.push(`{"action":${JSON.stringify(action)}}`);
    const seen = JSON.stringify(engine.observe(state, name));
    if (seen !== last) items.push(`{"observation":${seen}}`);
    last = seen;
  }
  return { upTo: actions.length, state, last, items };
}

export const trailText = (trail: InfoTrail): string => `[${trail.items.join(',')}]`;
