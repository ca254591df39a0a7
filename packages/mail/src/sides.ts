/**
 * A seat's side as the game itself names it (a Victory at Sea fleet's name, Allies or Axis), from the engine and
 * the setup, not from the file's `names`: used where the names may have been edited (a seal that fails).
 */
import { vas, type VasState } from '@salvo/vas';
import type { MailHeader } from './types';

export function sideName(h: MailHeader, seat: string): string {
  if (h.game === 'war-at-sea') return seat === 'allies' ? 'Allies' : seat === 'axis' ? 'Axis' : seat;
  const created = vas.createGame(h.setup as Parameters<typeof vas.createGame>[0]);
  return created.ok ? ((created.value as VasState).fleets[seat]?.name ?? seat) : seat;
}
