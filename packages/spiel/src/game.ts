/**
 * An OpenSpiel `Game`: one Salvo game with its parameters, made by `loadGame(name, params)`. It creates
 * initial states and opens serialized ones (any Salvo record of the game).
 */
import { parseRecord } from '@salvo/kernel';
import type { EngineAction } from './adapter';
import { NO_TENSOR, SpielError, spielFail } from './errors';
import { gameDefinition, GAMES, type GameDefinition, type GameParams } from './games';
import type { GameType } from './game-type';
import { SpielState } from './state';
import { sameJson as same } from './same-json';
import type { TensorBlock } from './was-tensor';

export class SpielGame {
  readonly setup: unknown;
  readonly turnBased: boolean;
  readonly playerNames: readonly string[];
  #initial: unknown;

  constructor(
    readonly definition: GameDefinition,
    readonly params: GameParams,
    setup?: unknown,
  ) {
    const tb = params.turn_based ?? false;
    if (typeof tb !== 'boolean') spielFail('ERR_SPIEL_PARAMS', `The parameter "turn_based" must be true or false, not ${JSON.stringify(tb)}.`);
    this.turnBased = tb as boolean;
    this.setup = setup ?? definition.setup(params);
    const created = definition.adapter.engine.createGame(this.setup);
    if (!created.ok) {
      const detail = created.error.problems.map((p) => p.message).join('; ');
      throw new SpielError('ERR_SPIEL_PARAMS', `The game cannot be set up: ${detail || created.error.message}`);
    }
    this.#initial = created.value;
    this.playerNames = [...definition.adapter.players(this.#initial)];
  }

  initialEngineState(): unknown {
    return this.#initial;
  }

  numPlayers(): number {
    return this.playerNames.length;
  }

  /** The player index of an engine player name (fleet, side). */
  playerIndex(name: string): number {
    const i = this.playerNames.indexOf(name);
    return i >= 0 ? i : spielFail('ERR_SPIEL_PLAYER', `The engine named a player "${name}" this game does not seat.`);
  }

  /** Bound on engine actions in one game (a roll counts once, though each of its dice is a node). */
  maxGameLength(): number {
    return this.definition.adapter.engine.descriptor.maxActions;
  }

  getType(): GameType {
    const simultaneous = this.definition.shortName === 'war_at_sea' && !this.turnBased;
    return {
      shortName: this.definition.shortName,
      longName: this.definition.longName,
      dynamics: simultaneous ? 'simultaneous' : 'sequential',
      chanceMode: 'explicit-stochastic',
      information: 'imperfect',
      utility: this.numPlayers() === 2 ? 'zero-sum' : 'general-sum',
      rewardModel: 'terminal',
      minNumPlayers: this.numPlayers(),
      maxNumPlayers: this.numPlayers(),
      providesInformationStateString: true,
      providesObservationString: true,
      providesInformationStateTensor: false,
      providesObservationTensor: this.definition.adapter.tensor !== undefined,
      parameterSpecification: this.definition.parameters,
    };
  }

  /**
   * OpenSpiel's `ObservationTensorShape`: one dimension, the tensor's length. Throws ERR_SPIEL_NO_TENSOR for a
   * game without one (Victory at Sea: docs/openspiel-api.md says why).
   */
  observationTensorShape(): number[] {
    return [this.observationTensorLayout().reduce((n, b) => n + b.size, 0)];
  }

  /** The tensor's named blocks in order (their sizes add up to the shape), to read a tensor by name. */
  observationTensorLayout(): TensorBlock[] {
    const tensor = this.definition.adapter.tensor;
    if (!tensor) return spielFail('ERR_SPIEL_NO_TENSOR', NO_TENSOR(this.definition.longName));
    return tensor.layout(this.#initial);
  }

  newInitialState(): SpielState {
    return new SpielState(this, { engineState: this.#initial, actions: [], actors: [], history: [], dice: [] });
  }

  /**
   * Opens `serialize()`'s text, or any Salvo game record of this game (`salvo play --save`), replaying
   * every action through the checked `apply`. A record made from another setup is opened with its own.
   */
  deserializeState(text: string): SpielState {
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      return spielFail('ERR_SPIEL_RECORD', 'The serialized state is not JSON: give the text serialize() returned, or a Salvo game record.');
    }
    const rec = parseRecord(json);
    if (!rec.ok) return spielFail('ERR_SPIEL_RECORD', rec.error.message);
    const engine = this.definition.adapter.engine;
    if (rec.value.game !== engine.descriptor.id) {
      return spielFail('ERR_SPIEL_RECORD', `That is a record of "${rec.value.game}", not of ${this.definition.longName}.`);
    }
    const game = same(rec.value.setup, this.setup) ? this : new SpielGame(this.definition, this.params, rec.value.setup);
    let state = game.#initial;
    const actions: EngineAction[] = [];
    const actors: (number | null)[] = [];
    const history: number[] = [];
    for (const [i, raw] of rec.value.actions.entries()) {
      const p = engine.pending(state);
      const actor = engine.actorOf(state, raw);
      const player = actor === null || actor === 'dice' ? null : game.playerIndex(actor);
      const listed = player === null ? -1 : engine.legalActions(state).filter((a) => p.kind !== 'simultaneous' || engine.actorOf(state, a) === actor).findIndex((a) => same(a, raw));
      const r = engine.apply(state, raw as EngineAction);
      if (!r.ok) return spielFail('ERR_SPIEL_RECORD', `Action ${i + 1} of the record is refused: ${r.error.message}`);
      const action = r.value.action ?? (raw as EngineAction);
      state = r.value.state;
      actions.push(action);
      actors.push(player);
      if (player === null) for (const v of (action as { values?: number[] }).values ?? []) history.push(v - 1);
      else history.push(listed);
    }
    const dice = (rec.value.meta?.spielDice ?? '').split(' ').filter(Boolean).map(Number);
    const out = new SpielState(game, { engineState: state, actions, actors, history, dice: [] });
    for (const d of dice) out.applyAction(d - 1);
    return out;
  }

  toString(): string {
    const params = Object.entries(this.params).map(([k, v]) => `${k}=${typeof v === 'object' ? '{...}' : String(v)}`);
    return `${this.definition.shortName}(${params.join(',')})`;
  }
}

/** OpenSpiel's `load_game`: a game by short name, with parameters (see `registeredGames`). */
export function loadGame(name: string, params: GameParams = {}): SpielGame {
  return new SpielGame(gameDefinition(name), params);
}

/** OpenSpiel's `registered_games`: each game's names and parameters. */
export function registeredGames(): { shortName: string; longName: string; parameters: Readonly<Record<string, string>> }[] {
  return Object.values(GAMES).map((g) => ({ shortName: g.shortName, longName: g.longName, parameters: g.parameters }));
}
