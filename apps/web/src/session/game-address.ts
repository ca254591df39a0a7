/**
 * The game a page shows, kept in its address (the #fragment, which browsers never send to the server), so a reload, a
 * bookmark, a second tab or Back opens the same game again (App.tsx):
 *
 * - `#game=<id>`: an online game whose seat token this browser keeps (my-games.ts), `&seat=<seat>` added only when
 *   it keeps more than one seat of that game. The token itself is never in the address, nor in the history: it is a
 *   secret kept like a session cookie, and an address is seen by anyone looking at the screen and kept in history.
 * - `#watch=<id>.<key>`: a spectator's game, the spectator link itself (its key is made to be passed around).
 * - `#local=<id>`: a local game saved in this browser (autosave.ts, saved-list.ts) under that id.
 * - `#join=<id>.<invite>`: an invite, taken once; the page replaces it at once (a claimed invite gives nothing more,
 *   but its text is kept out of the history and of screenshots all the same).
 */

export type GameAddress =
  | { readonly kind: 'join'; readonly hash: string }
  | { readonly kind: 'watch'; readonly hash: string; readonly game: string }
  | { readonly kind: 'game'; readonly game: string; readonly seat?: string }
  | { readonly kind: 'local'; readonly id: string };

const decode = (s: string): string | null => {
  try {
    return decodeURIComponent(s);
  } catch {
    return null;
  }
};

/** The address a #fragment names, or null for none (the start screen). */
export function parseAddress(hash: string): GameAddress | null {
  if (hash.startsWith('#join=')) return { kind: 'join', hash };
  const watch = /^#watch=([^.]+)\..+$/.exec(hash);
  if (watch) return { kind: 'watch', hash, game: watch[1] ?? '' };
  const game = /^#game=([^&]+)(?:&seat=(.+))?$/.exec(hash);
  if (game) {
    const id = decode(game[1] ?? '');
    const seat = game[2] === undefined ? undefined : decode(game[2]);
    return id === null || seat === null ? null : { kind: 'game', game: id, ...(seat !== undefined ? { seat } : {}) };
  }
  const local = /^#local=(.+)$/.exec(hash);
  const id = local ? decode(local[1] ?? '') : null;
  return id !== null ? { kind: 'local', id } : null;
}

/** The #fragment of an online seat's game: its id, and the seat when this browser keeps `otherSeats` of it too. */
export function seatAddress(game: string, seat: string, otherSeats: boolean): string {
  return `#game=${encodeURIComponent(game)}${otherSeats ? `&seat=${encodeURIComponent(seat)}` : ''}`;
}

/** The #fragment of a local game saved under `id`. */
export function localAddress(id: string): string {
  return `#local=${encodeURIComponent(id)}`;
}
