/**
 * What the OpenSpiel-shaped layer needs from a Salvo engine besides the kernel's `Engine` contract: the
 * players in seat order, how to name an action for a person, and the setup a game starts from.
 */
import type { Engine } from '@salvo/kernel';
import type { TensorBlock } from './was-tensor';

/** An action of any Salvo engine: a plain JSON object with a `type`. */
export interface EngineAction {
  readonly type: string;
}

/** The kernel contract with its types erased to what this layer uses (every engine fits it). */
export type AnyEngine = Engine<unknown, unknown, EngineAction, unknown, string, unknown>;

export interface EngineAdapter {
  readonly engine: AnyEngine;
  /** OpenSpiel player 0, 1, ...: the engine's players (fleets, sides) in seat order. */
  players(state: unknown): readonly string[];
  /** One line a person reads for `action` in `state` (the acting player's own action). */
  describe(state: unknown, action: EngineAction): string;
  /**
   * The observation tensor, for a game that has one: `layout` names its blocks for a game whose initial state
   * is given; `encode` turns one player's `observe` view into numbers of that layout. Absent: none (ERR_SPIEL_NO_TENSOR).
   */
  readonly tensor?: {
    layout(initial: unknown): TensorBlock[];
    encode(view: unknown, initial: unknown): number[];
  };
}
