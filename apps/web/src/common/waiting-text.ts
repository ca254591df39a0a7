/**
 * What a page says while seats other than its own decide: "<names> (bot) is deciding…" for a bot's seat (a bot in the
 * page, or online a bot the server seats), "(the other player)" for a person elsewhere, no label for a spectator,
 * whose every seat is someone else's; and online, while one of those seats is a person's whose invite nobody has
 * claimed yet, that they have not joined (instead of "is deciding", which would have the player wait for someone
 * who is not there). Online, while every person waited on has no page open on the game (the server's presence), it says
 * that they are not connected, so the player knows the game waits for them to come back.
 */
import type { Controller } from '../session/types';

export interface WaitingSession {
  controllerOf(seat: string): Controller;
  botSeat?(seat: string): boolean;
  joined?(seat: string): boolean;
  present?(seat: string): boolean | undefined;
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
  const people = seats.filter((s) => !isBot(s));
  const away = people.length > 0 && people.every((s) => session.present?.(s) === false);
  const label = session.spectator ? names : `${names} (the other player)`;
  if (away) return `${label} ${seats.length > 1 ? 'are' : 'is'} not connected now; the game waits for them to come back.`;
  return `${label} ${verb}`;
}
