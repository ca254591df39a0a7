/** The bar above a game: title, status, mode, saving the record and leaving. */
import { useState } from 'react';
import { modeText } from './status-text';
import { downloadText } from './download';
interface Props {
  readonly title: string;
  readonly status: string;
  readonly session: { mode: string; tableDice: boolean; tableMode?: boolean; invite?: string | undefined; watch?: string | undefined; recordJson(): string | Promise<string> };
  readonly notice?: string | null | undefined;
  readonly onLeave: () => void;
}

export function GameHeader({ title, status, session, onLeave, notice }: Props) {
  // an online game's record comes from the server, and only once the game is over: the reason is said here
  const [problem, setProblem] = useState<string | null>(null);
  const save = () => {
    setProblem(null);
    Promise.resolve().then(() => session.recordJson()).then(
      (text) => downloadText(`salvo-${title.toLowerCase().replace(/\s+/g, '-')}.json`, text),
      (e: unknown) => setProblem(e instanceof Error ? e.message : 'The record could not be saved.'),
    );
  };
  return (
    <header className="game-header">
      <h1>{title}</h1>
      <p className="status" aria-live="off">{status} · {modeText(session.mode)}{(session.tableMode ?? session.tableDice) ? ' (dice typed at the table)' : ''}</p>
      {notice && <p className="notice" role="status">{notice}</p>}
      <div className="row">
        <button type="button" onClick={save}>Save record</button>
        <button type="button" onClick={onLeave}>Leave game</button>
      </div>
      {problem && <p className="notice" role="alert">{problem}</p>}
      {(session.invite || session.watch) && (
        <div className="share">
          {session.invite && (
            <label className="invite">Invite link for the other player (send it to them; it gives their seat)
              <input readOnly value={session.invite} onFocus={(e) => e.target.select()} />
            </label>
          )}
          {session.watch && (
            <label className="invite">Spectator link (anyone with it may watch)
              <input readOnly value={session.watch} onFocus={(e) => e.target.select()} />
            </label>
          )}
        </div>
      )}
    </header>
  );
}
