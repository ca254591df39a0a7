/**
 * `actorOf` of the engine contract (docs/architecture.md): who may send an untrusted action now.
 * A `roll` answering pending dice belongs to the dice ('dice': the host decides who rolls); a
 * concession to the fleet it names, while that fleet has a decision to wait on (as `checkAction`);
 * any other action to the fleet the pending decision waits for, when its type is that decision's
 * and the ship or fleet it names (if any) is that fleet's. Otherwise null. Never throws.
 */
import type { FleetId, VasState } from '../types';
import { pendingOf } from './pending';

const own = (o: object, key: string): boolean => Object.prototype.hasOwnProperty.call(o, key);

export function actorOf(state: VasState, raw: unknown): FleetId | 'dice' | null {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw) || state.phase === 'over') return null;
  const a = raw as Readonly<Record<string, unknown>>;
  const p = pendingOf(state);
  if (a.type === 'roll') return p.kind === 'chance' ? 'dice' : null;
  if (p.kind !== 'decision') return null;
  if (a.type === 'concede') {
    const f = a.fleet;
    return typeof f === 'string' && own(state.fleets, f) && !state.conceded.includes(f) ? f : null;
  }
  if (a.type !== p.decision && !(a.type === 'air-attack' && p.decision === 'attack')) return null;
  let named: FleetId | undefined;
  if (typeof a.fleet === 'string') named = a.fleet;
  else if (typeof a.ship === 'string' && own(state.ships, a.ship)) named = state.ships[a.ship]?.fleet;
  else if (a.ship !== undefined || a.fleet !== undefined) return null;
  return named === undefined || named === p.player ? p.player : null;
}
