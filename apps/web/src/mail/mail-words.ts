/** Words of the games by mail: games, seats, the name a file is downloaded under. No engine, no cryptography. */
import type { MailGameKind } from './mail-store';

export const MAIL_GAME_NAME: Record<MailGameKind, string> = { vas: 'Victory at Sea', 'war-at-sea': 'War at Sea' };

/** The seats of each game, as the engines name them, and in words. */
export const MAIL_SEATS: Record<MailGameKind, readonly { readonly id: string; readonly name: string }[]> = {
  vas: [{ id: 'rn', name: 'Royal Navy' }, { id: 'rm', name: 'Regia Marina' }],
  'war-at-sea': [{ id: 'allies', name: 'Allies' }, { id: 'axis', name: 'Axis' }],
};

/** A seat in words; a scenario's side (not one of the default seats) from its id ("royal-navy": "Royal navy"). */
export function mailSeatName(game: MailGameKind, seat: string): string {
  const known = MAIL_SEATS[game].find((s) => s.id === seat)?.name;
  if (known) return known;
  const words = seat.replace(/[-_]+/g, ' ').trim();
  return words ? `${words[0]?.toUpperCase() ?? ''}${words.slice(1)}` : seat;
}

/** A player's name, or their side's when the file names nobody ("the Axis player"). */
export function playerName(game: MailGameKind, names: Readonly<Record<string, string>>, seat: string): string {
  const n = names[seat]?.trim();
  return n ? n : `the ${mailSeatName(game, seat)} player`;
}

const slug = (s: string): string => s.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 24);

/**
 * The name a file is downloaded under: `<game>-<names>-<action count>.salvo-mail.json`, the creator's name first
 * (`war-at-sea-alice-bob-12.salvo-mail.json`); a seat named by nobody is its side.
 */
export function mailFileName(game: MailGameKind, seats: readonly string[], names: Readonly<Record<string, string>>, count: number): string {
  const who = seats.map((s) => slug(names[s] ?? '') || slug(mailSeatName(game, s))).filter(Boolean).join('-');
  return `${game === 'vas' ? 'victory-at-sea' : 'war-at-sea'}-${who}-${count}.salvo-mail.json`;
}
