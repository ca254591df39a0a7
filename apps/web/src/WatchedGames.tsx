/**
 * "Games you are watching" on the start screen: the games this browser opened from a spectator link
 * (session/my-games.ts `watchedGames`), so a spectator who reloaded, closed the tab or lost the link can return. Each is
 * opened again by its spectator link, or forgotten. Shown only when the page is served by a Salvo server.
 */
import { useState } from 'react';
import { forgetWatched, watchedGames, type WatchedGame } from './session/my-games';
import { playedText } from './session/saved-list';

const GAME_NAME = { vas: 'Victory at Sea', was: 'War at Sea' } as const;

export function WatchedGames({ served, onWatch }: { served: boolean; onWatch: (g: WatchedGame) => void }) {
  const [games, setGames] = useState(() => (served ? watchedGames() : []));
  if (games.length === 0) return null;
  const forget = (g: WatchedGame) => {
    forgetWatched(g.game);
    setGames(watchedGames());
  };
  return (
    <section aria-labelledby="watched-h" className="my-games-section">
      <h2 id="watched-h">Games you are watching</h2>
      <ul className="my-games">
        {games.map((g) => {
          const when = playedText(g.watched, new Date());
          return (
            <li key={g.game}>
              <span>{GAME_NAME[g.kind]}{g.about ? `: ${g.about}` : ''}{when ? `, last watched ${when}` : ''}</span>{' '}
              <button type="button" onClick={() => onWatch(g)}>Watch game {g.game}</button>{' '}
              <button type="button" onClick={() => forget(g)} aria-label={`Forget watched game ${g.game}`}>Forget</button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
