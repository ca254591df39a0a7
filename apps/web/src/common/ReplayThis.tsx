/**
 * "Replay this game" at the end of a game: its record opened on the Replay screen, to step through it, branch a
 * what-if game from any step, or (Victory at Sea) ask what the odds were. Online the record is the server's, published
 * once the game is over with its revealed seed; in the page it is the game's own.
 */
import { useState } from 'react';

export function ReplayThis({ session, onReplay }: { session: { recordJson(): string | Promise<string> }; onReplay: (record: string) => void }) {
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const open = (): void => {
    setBusy(true);
    setProblem(null);
    Promise.resolve().then(() => session.recordJson()).then(onReplay, (e: unknown) => {
      setBusy(false);
      setProblem(e instanceof Error ? e.message : 'The record could not be read.');
    });
  };
  return (
    <>
      <button type="button" onClick={open} disabled={busy}>{busy ? 'Opening the record…' : 'Replay this game'}</button>
      {problem && <p role="alert" className="error">{problem}</p>}
    </>
  );
}
