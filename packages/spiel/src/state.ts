/**
 * An OpenSpiel `State` over a Salvo engine state (open_spiel/spiel.h; names in camelCase).
 *
 * Contract:
 * - Each die is one chance node with `sides` outcomes of equal probability (outcome id = face - 1); the
 *   engine receives a roll once every die of its request has been chosen.
 * - A decision's action ids index the engine's candidate list (`Engine.legalActions`) in this state only.
 *   Where the rules allow continuous or combinatorial choices (movement in inches, deployments) that list is
 *   a sample of the legal actions; any legal action can be played with `applyActionStruct`, which checks it.
 * - Secret simultaneous orders: with `turn_based` off the node is SIMULTANEOUS_PLAYER and takes
 *   `applyActions(joint)`, one id per player; a player owing no order has the single id 0 (no order).
 * - `serialize()` is a Salvo game record (docs/game-record.md), so `salvo replay` and the page's replay
 *   open it, and `SpielGame.deserializeState` opens any record of the game.
 * - Misuse throws `SpielError`; the engine state is never mutated (states may share engine states).
 */
import { makeRecord } from '@salvo/kernel';
import type { EngineAction } from './adapter';
import { NO_TENSOR, spielFail } from './errors';
import { CHANCE_PLAYER, SIMULTANEOUS_PLAYER, TERMINAL_PLAYER } from './game-type';
import { extendTrail, trailText, type InfoTrail } from './info-state';
import type { SpielGame } from './game';
import { sameJson as same } from './same-json';

/** What `SpielGame` hands a new state: the engine state and the moves that led to it. */
export interface StateParts {
  readonly engineState: unknown;
  /** Engine actions applied, rolls whole. */
  readonly actions: readonly EngineAction[];
  /** Player index behind each action (null for dice). */
  readonly actors: readonly (number | null)[];
  /** OpenSpiel action ids, one per die and per decision (-1: an action outside the candidate list). */
  readonly history: readonly number[];
  /** Dice chosen so far for the pending roll. */
  readonly dice: readonly number[];
  /** Information-state replays so far, by player (shared by clones: a trail is never changed, only extended into a new one). */
  readonly trails?: ReadonlyMap<number, InfoTrail>;
}

export class SpielState {
  #state: unknown;
  #actions: EngineAction[];
  #actors: (number | null)[];
  #history: number[];
  #dice: number[];
  /** Candidate lists of this state, by player index (computed when first asked). */
  #lists = new Map<number, EngineAction[]>();
  /** Information-state replays, by player, up to some action of this game's history. */
  #trails: Map<number, InfoTrail>;

  constructor(
    readonly game: SpielGame,
    parts: StateParts,
  ) {
    this.#state = parts.engineState;
    this.#actions = [...parts.actions];
    this.#actors = [...parts.actors];
    this.#history = [...parts.history];
    this.#dice = [...parts.dice];
    this.#trails = new Map(parts.trails ?? []);
  }

  get #engine() {
    return this.game.definition.adapter.engine;
  }

  /** The Salvo engine state behind this node (read it; never mutate it). */
  engineState(): unknown {
    return this.#state;
  }

  /** The engine's pending step of this state, asked once per engine state. */
  #pendingNow: ReturnType<SpielState['game']['definition']['adapter']['engine']['pending']> | null = null;

  #pending() {
    this.#pendingNow ??= this.#engine.pending(this.#state);
    return this.#pendingNow;
  }

  /** Players owing a decision now, by index (one, or several at a simultaneous node). */
  #owing(): number[] {
    const p = this.#pending();
    if (p.kind === 'decision') return [this.game.playerIndex(p.player)];
    if (p.kind === 'simultaneous') return p.players.map((name) => this.game.playerIndex(name));
    return [];
  }

  currentPlayer(): number {
    const p = this.#pending();
    if (p.kind === 'over') return TERMINAL_PLAYER;
    if (p.kind === 'chance') return CHANCE_PLAYER;
    const owing = this.#owing();
    if (p.kind === 'simultaneous' && !this.game.turnBased) return SIMULTANEOUS_PLAYER;
    return owing[0] ?? TERMINAL_PLAYER;
  }

  isTerminal(): boolean {
    return this.#pending().kind === 'over';
  }

  isChanceNode(): boolean {
    return this.#pending().kind === 'chance';
  }

  isSimultaneousNode(): boolean {
    return this.currentPlayer() === SIMULTANEOUS_PLAYER;
  }

  isPlayerNode(): boolean {
    return this.currentPlayer() >= 0;
  }

  /** Moves played so far, each die and each decision counting one. */
  moveNumber(): number {
    return this.#history.length;
  }

  #checkPlayer(player: number): void {
    if (!Number.isInteger(player) || player < 0 || player >= this.game.numPlayers()) {
      spielFail('ERR_SPIEL_PLAYER', `Player ${String(player)} does not exist; this game has players 0 to ${this.game.numPlayers() - 1}.`);
    }
  }

  /** The engine's candidate actions of one player here ([] when it owes nothing). */
  #listFor(player: number): EngineAction[] {
    const cached = this.#lists.get(player);
    if (cached) return cached;
    const p = this.#pending();
    let list: EngineAction[] = [];
    if (this.#owing().includes(player)) {
      const all = this.#engine.legalActions(this.#state);
      const name = this.game.playerNames[player];
      list = p.kind === 'simultaneous' ? all.filter((a) => this.#engine.actorOf(this.#state, a) === name) : all;
    }
    this.#lists.set(player, list);
    return list;
  }

  #sides(): number {
    const p = this.#pending();
    return p.kind === 'chance' ? p.request.sides : 0;
  }

  /**
   * Legal action ids: of the player to act (or of `player`); at a chance node its outcomes; at a
   * simultaneous node `player` must be given, and a player owing no order has [0].
   */
  legalActions(player?: number): number[] {
    const current = this.currentPlayer();
    if (current === TERMINAL_PLAYER) return [];
    if (current === CHANCE_PLAYER) return player === undefined || player === CHANCE_PLAYER ? Array.from({ length: this.#sides() }, (_, i) => i) : [];
    if (player === undefined) {
      if (current === SIMULTANEOUS_PLAYER) return spielFail('ERR_SPIEL_SIMULTANEOUS', 'At a simultaneous node ask each player\'s legal actions: legalActions(player).');
      player = current;
    }
    this.#checkPlayer(player);
    const list = this.#listFor(player);
    if (current === SIMULTANEOUS_PLAYER && list.length === 0) return [0];
    return list.map((_, i) => i);
  }

  /** The engine actions behind `legalActions(player)` (at a chance node: none; dice are ids). */
  legalActionStructs(player?: number): EngineAction[] {
    const current = this.currentPlayer();
    if (current < 0 && current !== SIMULTANEOUS_PLAYER) return [];
    if (player === undefined) {
      if (current === SIMULTANEOUS_PLAYER) return spielFail('ERR_SPIEL_SIMULTANEOUS', 'At a simultaneous node ask each player\'s legal actions: legalActionStructs(player).');
      player = current;
    }
    this.#checkPlayer(player);
    return [...this.#listFor(player)];
  }

  /** At a chance node: [outcome id, probability] for each face of the next die. */
  chanceOutcomes(): [number, number][] {
    const sides = this.#sides();
    if (sides === 0) return spielFail('ERR_SPIEL_NOT_CHANCE', 'This is not a chance node: no dice are to be rolled now.');
    return Array.from({ length: sides }, (_, i) => [i, 1 / sides] as [number, number]);
  }

  /** The roll being chosen die by die: its request and the dice chosen so far. */
  pendingRoll(): { readonly label: string; readonly purpose: string; readonly dice: number; readonly sides: number; readonly chosen: readonly number[] } | null {
    const p = this.#pending();
    if (p.kind !== 'chance') return null;
    const { label, purpose, dice, sides } = p.request;
    return { label, purpose, dice, sides, chosen: [...this.#dice] };
  }

  #commit(action: EngineAction, actor: number | null, trusted: boolean): void {
    if (trusted) this.#state = this.#engine.applyTrusted(this.#state, action).state;
    else {
      const r = this.#engine.apply(this.#state, action);
      if (!r.ok) spielFail(r.error.code, r.error.message);
      else {
        this.#state = r.value.state;
        action = r.value.action ?? action;
      }
    }
    this.#actions.push(action);
    this.#actors.push(actor);
    this.#lists.clear();
    this.#pendingNow = null;
  }

  #checkId(id: number, count: number, whose: string): void {
    if (!Number.isInteger(id) || id < 0 || id >= count) {
      spielFail('ERR_SPIEL_ILLEGAL', `Action ${String(id)} is not legal here: ${whose} has ${count === 1 ? 'only action 0' : `actions 0 to ${count - 1}`}.`);
    }
  }

  /** Plays one action id: a die's outcome, or the acting player's decision. */
  applyAction(id: number): void {
    const current = this.currentPlayer();
    if (current === TERMINAL_PLAYER) spielFail('ERR_SPIEL_OVER', 'The game is over: no action can be applied.');
    if (current === SIMULTANEOUS_PLAYER) spielFail('ERR_SPIEL_SIMULTANEOUS', 'This is a simultaneous node: give every player\'s action with applyActions([...]).');
    if (current === CHANCE_PLAYER) {
      const p = this.#pending();
      if (p.kind !== 'chance') return;
      this.#checkId(id, p.request.sides, 'this die');
      this.#dice.push(id + 1);
      this.#history.push(id);
      if (this.#dice.length === p.request.dice) {
        const roll = this.#engine.diceAction(this.#dice);
        this.#dice = [];
        this.#commit(roll, null, true);
      }
      return;
    }
    const list = this.#listFor(current);
    this.#checkId(id, list.length, `player ${current}`);
    this.#commit(list[id] as EngineAction, current, true);
    this.#history.push(id);
  }

  /** At a simultaneous node: one id per player (0 for a player owing no order), applied in player order. */
  applyActions(joint: readonly number[]): void {
    if (this.currentPlayer() !== SIMULTANEOUS_PLAYER) spielFail('ERR_SPIEL_NOT_SIMULTANEOUS', 'This is not a simultaneous node: apply one action with applyAction(id).');
    if (!Array.isArray(joint) || joint.length !== this.game.numPlayers()) {
      spielFail('ERR_SPIEL_ILLEGAL', `A joint action gives one id for each of the ${this.game.numPlayers()} players.`);
    }
    const chosen: [number, EngineAction, number][] = [];
    for (const player of this.#owing()) {
      const list = this.#listFor(player);
      const id = joint[player] as number;
      this.#checkId(id, list.length, `player ${player}`);
      chosen.push([player, list[id] as EngineAction, id]);
    }
    joint.forEach((id, player) => {
      if (!this.#owing().includes(player) && id !== 0) this.#checkId(id, 1, `player ${player}, who owes no order,`);
    });
    for (const [player, action, id] of chosen) {
      this.#commit(action, player, true);
      this.#history.push(id);
    }
  }

  /**
   * Plays any engine action (untrusted JSON), checked by the engine: a move in inches outside the
   * candidate list, a whole roll of dice, one player's secret order. Refusals throw the engine's code.
   */
  applyActionStruct(action: unknown): void {
    if (this.isTerminal()) spielFail('ERR_SPIEL_OVER', 'The game is over: no action can be applied.');
    if (this.#dice.length > 0) spielFail('ERR_SPIEL_DICE_STARTED', 'Some dice of this roll were already chosen one by one; choose the rest with applyAction(outcome).');
    const actor = this.#engine.actorOf(this.#state, action);
    if (actor === null) return spielFail('ERR_NOT_NOW', 'That action cannot be played now.');
    const player = actor === 'dice' ? null : this.game.playerIndex(actor);
    const listed = player === null ? -1 : this.#listFor(player).findIndex((a) => same(a, action));
    const before = this.#actions.length;
    this.#commit(action as EngineAction, player, false);
    const played = this.#actions[before] as EngineAction;
    if (player === null) {
      const values = (played as unknown as { values?: readonly number[] }).values ?? [];
      for (const v of values) this.#history.push(v - 1);
    } else this.#history.push(listed);
  }

  /** A line a person reads for `id` as `player`'s action here (a die's face at a chance node). */
  actionToString(player: number, id: number): string {
    if (player === CHANCE_PLAYER) {
      const roll = this.pendingRoll();
      if (!roll) return spielFail('ERR_SPIEL_NOT_CHANCE', 'This is not a chance node: no dice are to be rolled now.');
      this.#checkId(id, roll.sides, 'this die');
      return `${roll.label.replace(/[.:\s]+$/, '')}: die ${roll.chosen.length + 1} of ${roll.dice} shows ${id + 1}`;
    }
    this.#checkPlayer(player);
    const list = this.#listFor(player);
    if (list.length === 0 && id === 0 && this.isSimultaneousNode()) return 'no order';
    this.#checkId(id, list.length, `player ${player}`);
    return this.game.definition.adapter.describe(this.#state, list[id] as EngineAction);
  }

  /** +1 for a winner, -1 for a loser, 0 for everybody in a draw; 0s before the end. */
  returns(): number[] {
    const p = this.#pending();
    const n = this.game.numPlayers();
    if (p.kind !== 'over' || p.winners.length === 0) return Array.from({ length: n }, () => 0);
    return this.game.playerNames.map((name) => (p.winners.includes(name) ? 1 : -1));
  }

  /** Rewards arrive only at the end (rewardModel terminal). */
  rewards(): number[] {
    return this.returns();
  }

  playerReturn(player: number): number {
    this.#checkPlayer(player);
    return this.returns()[player] as number;
  }

  /** What `player` sees now: the engine's `observe` for it, as JSON. */
  observationString(player: number): string {
    this.#checkPlayer(player);
    return JSON.stringify(this.#engine.observe(this.#state, this.game.playerNames[player] as string));
  }

  /**
   * OpenSpiel's `ObservationTensor`: `observe` for `player` encoded as numbers of the game's
   * `observationTensorLayout()`; only what that view shows reaches it. Throws ERR_SPIEL_NO_TENSOR for a game without one.
   */
  observationTensor(player: number): number[] {
    this.#checkPlayer(player);
    const tensor = this.game.definition.adapter.tensor;
    if (!tensor) return spielFail('ERR_SPIEL_NO_TENSOR', NO_TENSOR(this.game.definition.longName));
    return tensor.encode(this.#engine.observe(this.#state, this.game.playerNames[player] as string), this.game.initialEngineState());
  }

  /** What `player` has seen and done since the start (perfect recall), as JSON; replays the moves since it was last asked. */
  informationStateString(player: number): string {
    this.#checkPlayer(player);
    const trail = extendTrail(this.game, player, this.#trails.get(player), this.#actions, this.#actors);
    this.#trails.set(player, trail);
    return trailText(trail);
  }

  history(): number[] {
    return [...this.#history];
  }

  /** The omniscient one-line state: what is awaited now. */
  toString(): string {
    const p = this.#pending();
    if (p.kind === 'over') return p.summary;
    if (p.kind === 'chance') return `${p.request.label}${this.#dice.length ? ` (chosen so far: ${this.#dice.join(' ')})` : ''}`;
    return p.prompt;
  }

  clone(): SpielState {
    return new SpielState(this.game, { engineState: this.#state, actions: this.#actions, actors: this.#actors, history: this.#history, dice: this.#dice, trails: this.#trails });
  }

  /** A Salvo game record (format salvo-record) of this game so far; its dice are marked as chosen, not seeded. */
  toRecord() {
    const engine = this.#engine;
    return makeRecord(engine.descriptor.id, engine.descriptor.version, this.game.setup, this.#actions, {
      dice: 'table',
      spiel: JSON.stringify({ game: this.game.definition.shortName, params: this.game.params }),
      ...(this.#dice.length ? { spielDice: this.#dice.join(' ') } : {}),
    });
  }

  serialize(): string {
    return JSON.stringify(this.toRecord());
  }
}
