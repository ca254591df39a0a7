/**
 * The ONE seat check of the server: who may send this action now, as the engine rules it
 * (`engine.actorOf`, the kernel contract): a player seat, 'dice' for the answer to a pending chance
 * step, or null. Nothing else in the server decides who may act.
 */
import type { AnyAction, Ruleset } from './rulesets';

export function actorOf(rs: Ruleset, state: unknown, action: AnyAction): string | null {
  return rs.engine.actorOf(state, action);
}
