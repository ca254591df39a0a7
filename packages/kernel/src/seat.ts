/**
 * The one seat check every host runs before applying an action a seat sent (docs/architecture.md):
 * a seat may send only actions `Engine.actorOf` gives to it, and dice only where the host lets
 * people type dice (table mode). The sentence names no side, so it tells a seat nothing new.
 */
import { ruleError, type RuleError } from './result';

export interface SeatPolicy {
  /** True where this seat types the dice of chance steps (table mode); false where the host rolls. */
  readonly typesDice: boolean;
}

export function seatRefusal<Player extends string>(
  actor: Player | 'dice' | null,
  seat: Player,
  policy: SeatPolicy,
): RuleError | null {
  if (actor === seat) return null;
  if (actor === 'dice') {
    return policy.typesDice ? null : ruleError('ERR_NOT_YOUR_DICE', 'The dice are rolled for you here; you cannot type them.');
  }
  if (actor === null) return ruleError('ERR_NOT_NOW', 'That action cannot be sent now.');
  return ruleError('ERR_NOT_YOUR_SEAT', 'That action belongs to the other side: you may act only for your own.');
}
