/**
 * The ONE seat check of the server: who may send this action now — a player seat, 'dice' for the
 * answer to a pending chance step, or null. It stands in for the kernel's `engine.actorOf` (being
 * added by the cli-trust work) and is to be replaced by it; nothing else in the server decides this.
 */
import type { AnyAction, Ruleset } from './rulesets';

export function actorOf(rs: Ruleset, state: unknown, action: AnyAction): string | null {
  const engine = rs.engine as { actorOf?: (s: unknown, a: unknown) => string | null };
  if (typeof engine.actorOf === 'function') return engine.actorOf(state, action);
  const p = rs.engine.pending(state);
  if (p.kind === 'over') return null;
  if (action.type === 'roll') return p.kind === 'chance' ? 'dice' : null;
  const named = typeof action.side === 'string' ? action.side : typeof action.fleet === 'string' ? action.fleet : null;
  if (action.type === 'surrender' || action.type === 'concede') return named !== null && rs.seats(state).includes(named) ? named : null;
  if (p.kind === 'decision') return p.player;
  if (p.kind === 'simultaneous') return named !== null && p.players.includes(named) ? named : null;
  return null;
}
