/**
 * The game a page shows, kept in its address bar (the #fragment, session/game-address.ts), so a reload, a bookmark,
 * a second tab or Back opens the game again. App.tsx calls these; pushState and replaceState fire no event, so the
 * page's own changes are never taken for the player's navigation.
 *
 * History: opening a game from the start screen adds an entry (Back returns to the start screen, Forward to the game
 * again); a game opened from another (a rematch, a war's battle) adds one too (Back returns to the first). An invite
 * link's entry is replaced by its game's address (the invite is kept out of the history), and "Leave game" goes back
 * to the start screen's entry when the game's entry was added from it, else replaces the game's address by none.
 */

/** The page's location and history (this module is also type-checked without the DOM's types). */
interface Bar {
  readonly location: { readonly pathname: string; readonly search: string; readonly hash: string };
  readonly history: { readonly state: unknown; pushState(data: unknown, unused: string, url: string): void; replaceState(data: unknown, unused: string, url: string): void; back(): void };
}
const { location, history } = globalThis as unknown as Bar;

/** The state of an entry this page added on the start screen's: leaving it is going back. */
const FROM_START = 'salvo:from-start';

const plain = (): string => location.pathname + location.search;

const fromStart = (): boolean => (history.state as { salvo?: unknown } | null)?.salvo === FROM_START;

/**
 * Shows `hash` (a game's address, '' for none) in the address bar: replacing the current entry when `replace` (a
 * link taken, a reload) or when there is no game to keep an entry for, else adding one.
 */
export function showAddress(hash: string, replace: boolean): void {
  const now = location.hash;
  if (now === hash) return;
  if (hash === '') {
    history.replaceState(null, '', plain());
    return;
  }
  if (replace) history.replaceState(history.state, '', plain() + hash);
  else history.pushState({ salvo: now === '' ? FROM_START : 'salvo:from-game' }, '', plain() + hash);
}

/** The game is left for the start screen: back to its entry when the game's was added from it, else its address removed. */
export function leaveAddress(): void {
  if (location.hash === '') return;
  if (fromStart()) history.back();
  else history.replaceState(null, '', plain());
}
