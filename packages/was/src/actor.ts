/**
 * `actorOf` of the engine contract (docs/architecture.md): who may send an untrusted action now.
 * A `roll` answering pending dice belongs to the dice ('dice': the host decides who rolls); a
 * surrender (Clarification 1) to the side it names, before the end; any other action to the side
 * the pending step waits for, when its type answers that step and the side it names (if any) is that
 * side, or for a secret order one of the sides still owing it. Otherwise null. Never throws.
 */
import { pending } from './pending';
import type { Side, WasState } from './types';

/** The action type that answers each pending decision (the port strike is answered by `air-targets`). */
const ANSWER: Readonly<Record<string, string>> = { 'port-strike': 'air-targets', 'choose-area': 'resolve-area' };

const isSide = (x: unknown): x is Side => x === 'allies' || x === 'axis';

export function actorOf(state: WasState, raw: unknown): Side | 'dice' | null {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return null;
  const a = raw as Readonly<Record<string, unknown>>;
  const p = pending(state);
  if (p.kind === 'over') return null;
  if (a.type === 'roll') return p.kind === 'chance' ? 'dice' : null;
  if (a.type === 'surrender') return isSide(a.side) ? a.side : null;
  if (p.kind === 'chance') return null;
  const answers = p.decision === 'tactical-battle' ? ['fight-by-dice', 'fight-on-table', 'tactical-result'] : [ANSWER[p.decision] ?? p.decision];
  if (!answers.includes(String(a.type))) return null;
  if (p.kind === 'decision') return a.side === undefined || a.side === p.player ? p.player : null;
  return isSide(a.side) && p.players.includes(a.side) ? a.side : null;
}
