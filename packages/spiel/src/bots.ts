/**
 * Salvo's bots as OpenSpiel-style bots (open_spiel/spiel_bots.h `Step`): one bot for one player, seeded,
 * deciding from what that player may see (Victory at Sea bots are handed `observe` for their fleet; War at
 * Sea bots are handed the state and look at it through `observe` for their side, as everywhere in Salvo). `step` returns an engine action: bots move in inches, so
 * their choice is often outside the candidate list; play it with `applyActionStruct`.
 */
import { vasBot, wasBot, VAS_STRENGTHS, WAS_STRENGTHS, type WasStrength, type VasStrength } from '@salvo/bots';
import type { Side, WasState } from '@salvo/was';
import type { VasView } from '@salvo/vas';
import type { EngineAction } from './adapter';
import { spielFail } from './errors';
import type { SpielGame } from './game';
import { CHANCE_PLAYER, TERMINAL_PLAYER } from './game-type';
import type { SpielState } from './state';

export interface SpielBot {
  readonly name: string;
  readonly player: number;
  /** The bot's action for its player in `state`; the player must owe a decision there. */
  step(state: SpielState): EngineAction;
}

/** Strength names each game offers, weakest first. */
export const BOT_STRENGTHS: Readonly<Record<string, readonly string[]>> = {
  victory_at_sea: VAS_STRENGTHS,
  war_at_sea: WAS_STRENGTHS,
};

export function loadBot(game: SpielGame, strength: string, player: number, seed: number | string = 1): SpielBot {
  const names = BOT_STRENGTHS[game.definition.shortName] ?? [];
  if (!names.includes(strength)) spielFail('ERR_SPIEL_BOT', `${game.definition.longName} has no bot "${strength}"; its bots are ${names.join(', ')}.`);
  if (!Number.isInteger(player) || player < 0 || player >= game.numPlayers()) {
    spielFail('ERR_SPIEL_PLAYER', `Player ${String(player)} does not exist; this game has players 0 to ${game.numPlayers() - 1}.`);
  }
  const name = game.playerNames[player] as string;
  const engine = game.definition.adapter.engine;
  const decide: (state: SpielState) => EngineAction =
    game.definition.shortName === 'victory_at_sea'
      ? ((bot) => (s) => bot.decide(engine.observe(s.engineState(), name) as VasView))(vasBot(strength as VasStrength, `${seed}:${player}`))
      : ((bot) => (s) => bot.decide(s.engineState() as WasState, name as Side))(wasBot(strength as WasStrength, `${seed}:${player}`));
  return {
    name: strength,
    player,
    step(state) {
      const current = state.currentPlayer();
      const owes = current === player || (current < 0 && current !== CHANCE_PLAYER && current !== TERMINAL_PLAYER && state.legalActionStructs(player).length > 0);
      if (!owes) spielFail('ERR_SPIEL_NOT_TO_ACT', `Player ${player} has no decision to make now.`);
      return decide(state);
    },
  };
}
