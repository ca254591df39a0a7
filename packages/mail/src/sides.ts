/**
 * A seat's side as the game itself names it (a Victory at Sea fleet's name, Allies or Axis), from the engine and
 * the setup, not from the file's `names`: used where the names may have been edited (a seal that fails).
 */
import { fleetNameIn, scenarioVas } from '@salvo/scenarios';
import type { MailHeader } from './types';

export function sideName(h: MailHeader, seat: string): string {
  if (h.game === 'war-at-sea') return seat === 'allies' ? 'Allies' : seat === 'axis' ? 'Axis' : seat;
  const created = scenarioVas.createGame(h.setup);
  return created.ok ? fleetNameIn(created.value, seat) : seat;
}
