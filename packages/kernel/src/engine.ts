/**
 * The engine contract shared by every ruleset (docs/architecture.md).
 *
 * - `createGame(setup)` is the only way in: the setup is untrusted JSON.
 * - `apply` validates and never throws for bad input nor mutates its argument.
 *   `applyTrusted` runs the same rules code without validation (bots, replays); an action the rules
 *   code still refuses is the caller's bug and throws (never a silent no-op).
 * - `pending` always says who must decide what, or which dice must be rolled.
 * - `rollChance` answers a pending chance step from the PRNG kept in the state;
 *   the dice are recorded as an ordinary action, so records replay without a PRNG.
 * - `observe` is the only view a player, bot or spectator ever gets.
 * - `actorOf` says who may send an action now; every host checks each action a seat sends through it
 *   (`seatRefusal` in seat.ts) before applying it, so nobody acts for another seat.
 */
import type { ChanceRequest } from './chance';
import type { Result, RuleError, SetupError } from './result';
import type { RngState } from './rng';

export interface Transition<State, Event> {
  readonly state: State;
  readonly events: readonly Event[];
}

/** What `apply` returns on success. */
export interface Applied<State, Event, Action> extends Transition<State, Event> {
  /**
   * From `apply`: the action as the engine accepted it, normalised (its known fields only, in new
   * objects, none of the caller's). Hosts record this, never the action they were sent.
   */
  readonly action?: Action;
}

export type Pending<Player extends string> =
  | {
      readonly kind: 'decision';
      readonly player: Player;
      /** Stable tag of the decision, e.g. `initiative-choice`, `nominate-move`. */
      readonly decision: string;
      readonly prompt: string;
    }
  | {
      /** Several players decide at once and in secret (simultaneous written orders). */
      readonly kind: 'simultaneous';
      readonly players: readonly Player[];
      readonly decision: string;
      readonly prompt: string;
    }
  | { readonly kind: 'chance'; readonly request: ChanceRequest }
  | { readonly kind: 'over'; readonly winners: readonly Player[]; readonly summary: string };

export interface EngineDescriptor {
  readonly id: string;
  readonly name: string;
  /** Bumped whenever a rules change alters the result of a recorded game. */
  readonly version: number;
  /** Upper bound on the number of actions of a whole game; playouts assert it. */
  readonly maxActions: number;
}

export interface Engine<Setup, State, Action extends { readonly type: string }, Event, Player extends string, View> {
  readonly descriptor: EngineDescriptor;
  createGame(setup: Setup | unknown): Result<State, SetupError>;
  apply(state: State, action: Action): Result<Applied<State, Event, Action>, RuleError>;
  applyTrusted(state: State, action: Action): Transition<State, Event>;
  pending(state: State): Pending<Player>;
  /** Finite legal choices of the pending decision; continuous choices are sampled instead. */
  legalActions(state: State): Action[];
  /** A legal action drawn with `rng` (mutated), for bots and playouts; covers continuous choices. */
  sampleAction(state: State, rng: RngState): Action;
  /** The action that records these dice as the answer to the pending chance step. */
  diceAction(values: readonly number[]): Action;
  /** Answers the pending chance step from the state's own PRNG. */
  rollChance(state: State): Transition<State, Event>;
  observe(state: State, player: Player): View;
  /**
   * Who may send this (untrusted) action now: the player it belongs to; `'dice'` for a `roll`
   * answering a pending chance step (the host decides who supplies dice: its PRNG, or a person in
   * table mode); null when nobody may send it now (wrong moment, names another player's ship or
   * side than the one the step waits for, not an action). Never throws; does not validate the rest
   * of the action (`apply` does).
   */
  actorOf(state: State, action: unknown): Player | 'dice' | null;
  serialize(state: State): string;
  parse(text: string): Result<State, RuleError>;
  /**
   * The setup that replays, and continues, a game begun under an earlier `descriptor.version` by the rules it began
   * with (an engine that keeps older rules; absent: it keeps none, and an older game plays by the current rules).
   */
  setupUnder?(setup: unknown, engineVersion: number): unknown;
}
