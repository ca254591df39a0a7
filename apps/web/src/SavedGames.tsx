/**
 * The start screen's offer to resume the local games a reload, a closed tab or a restarted browser
 * interrupted (session/autosave.ts), most recently saved first: which battle, the player's side, the turn and when it
 * was last played (saved-list.ts savedLabel), Resume or Discard. A save that no longer replays says why, and can be discarded. The list is read without the engines
 * (session/saved-list.ts); Resume fetches them (session/autosave.ts).
 */
import { useId, useState } from 'react';
import { discardSavedGame, MAX_KEPT, savedGames, savedLabel, type KeptGame } from './session/saved-list';
import type { AnySession } from './session/new-game';
import { useLoadOnUse } from './common/lazy-screen';

export function SavedGames({ onResume }: { onResume: (s: AnySession) => void }) {
  const [saved, setSaved] = useState(() => savedGames());
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [resuming, setResuming] = useState(false);
  const uid = useId();
  const load = useLoadOnUse();
  if (saved.length === 0) return null;
  const resume = (g: KeptGame) => {
    setResuming(true);
    void load(() => import('./session/autosave')).then(({ resumeSavedGame }) => {
      setResuming(false);
      const s = resumeSavedGame(g);
      if (typeof s === 'string') setProblems((p) => ({ ...p, [g.id]: `This game cannot be played on: ${s}` }));
      else onResume(s);
    });
  };
  const discard = (g: KeptGame) => {
    discardSavedGame(g.id);
    setSaved(savedGames());
  };
  return (
    <section className="saved-game" aria-labelledby={`${uid}-h`}>
      <h2 id={`${uid}-h`}>{saved.length === 1 ? 'Your unfinished game' : 'Your unfinished games'}</h2>
      <p className="hint">Kept in this browser after every action; the last {MAX_KEPT} unfinished games are kept.</p>
      <ul>
        {saved.map((g) => {
          const label = savedLabel(g, new Date());
          const about = `${uid}-${g.id}`;
          return (
            <li key={g.id}>
              <p id={about}><strong className="saved-title">{label.title}</strong><br />{label.detail}</p>
              {problems[g.id] && <p role="alert" className="error">{problems[g.id]}</p>}
              <div className="row">
                <button type="button" className="primary" aria-describedby={about} disabled={resuming} onClick={() => resume(g)}>Resume the game</button>
                <button type="button" aria-describedby={about} onClick={() => discard(g)}>Discard it</button>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
