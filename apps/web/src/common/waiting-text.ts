/**
 * What a page says while seats other than its own decide: "<names> (bot) is deciding…" for a bot's seat (a bot in the
 * page, or online a bot the server seats), "(the other player)" for a person elsewhere, no label for a spectator,
 * whose every seat is someone else's; and online, while one of those seats is a person's whose invite nobody has
 * claimed yet, that they have not joined (instead of "is deciding", which would have the player wait for someone
 * who is not there).
 */
import type { Controller } from '../session/types';

export interface WaitingSession {
  controllerOf(seat: string): Controller;
  botSeat?(seat: string): boolean;
  joined?(seat: string): boolean;
  readonly invite?: string | undefined;
  readonly spectator?: boolean;
}

export function waitingText(session: WaitingSession, seats: readonly string[], names: string): string {
  const verb = seats.length > 1 ? 'are deciding…' : 'is deciding…';
  if (session.joined && seats.some((s) => session.joined?.(s) === false)) {
    const have = seats.length > 1 ? 'have' : 'has';
    return session.invite ? `${names} ${have} not joined yet: send the other player the invite link above.` : `Waiting for ${names} to join the game.`;
  }
  const isBot = (s: string): boolean => session.botSeat?.(s) === true || !['human', 'remote'].includes(session.controllerOf(s));
  if (seats.length > 0 && seats.every(isBot)) return `${names} (bot) ${verb}`;
  if (session.spectator) return `${names} ${verb}`;
  return `${names} (the other player) ${verb}`;
}
