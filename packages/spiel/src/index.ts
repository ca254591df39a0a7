/**
 * @salvo/spiel: Salvo's games through an OpenSpiel-shaped API (docs/openspiel-api.md), for researchers:
 * `loadGame('victory_at_sea' | 'war_at_sea', params)` → `SpielGame` → `SpielState` with `currentPlayer`,
 * `legalActions`, `chanceOutcomes`, `applyAction`, `returns`, `observationString`,
 * `informationStateString`, `serialize`; `loadBot` for Salvo's bots; `spielSession` answers the JSON-lines
 * protocol of `salvo spiel` (used by the Python client in python/). Pure: no I/O, clock or Math.random.
 */
export { loadGame, registeredGames, SpielGame } from './game';
export { SpielState } from './state';
export { SpielError } from './errors';
export { CHANCE_PLAYER, SIMULTANEOUS_PLAYER, TERMINAL_PLAYER, type GameType } from './game-type';
export { loadBot, BOT_STRENGTHS, type SpielBot } from './bots';
export { spielSession, type SpielSession } from './protocol';
export type { EngineAction } from './adapter';
export type { GameParams } from './games';
