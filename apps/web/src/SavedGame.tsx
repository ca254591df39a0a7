/**
 * The start screen's offer to resume the local game a reload, a closed tab or a restarted browser interrupted
 * (session/autosave.ts): what it was and when it was saved, Resume or Discard. A save that no longer
 * replays says why, and can be discarded.
 */
import { useId, useState } from 'react';
import { discardSavedGame, resumeSavedGame, savedGame } from './session/autosave';
import type { AnySession } from './session/new-game';

export function SavedGame({ onResume }: { onResume: (s: AnySession) => void }) {
  const [saved, setSaved] = useState(() => savedGame());
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();
  if (!saved) return null;
  const when = new Date(saved.savedAt);
  const resume = () => {
    const s = resumeSavedGame(saved);
    if (typeof s === 'string') setProblem(`The saved game cannot be played on: ${s}`);
    else onResume(s);
  };
  return (
    <section className="saved-game" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>Your unfinished game</h2>
      <p>{saved.summary}, {saved.actions.length} actions{Number.isNaN(when.getTime()) ? '' : `, saved ${when.toLocaleString()}`}. It was kept in this browser after every action.</p>
      {problem && <p role="alert" className="error">{problem}</p>}
      <div className="row">
        <button type="button" className="primary" onClick={resume}>Resume the game</button>
        <button type="button" onClick={() => { discardSavedGame(); setSaved(null); }}>Discard it</button>
      </div>
    </section>
  );
}
