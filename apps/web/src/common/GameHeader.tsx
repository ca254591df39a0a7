/** The bar above a game: title, status, mode, saving the record and leaving. */
interface Props {
  readonly title: string;
  readonly status: string;
  readonly session: { mode: string; tableDice: boolean; recordJson(): string };
  readonly onLeave: () => void;
}

export function GameHeader({ title, status, session, onLeave }: Props) {
  const save = () => {
    const blob = new Blob([session.recordJson()], { type: 'application/json' });
    const a = document.createElement('a');
    a.href = URL.createObjectURL(blob);
    a.download = `salvo-${title.toLowerCase().replace(/\s+/g, '-')}.json`;
    a.click();
    URL.revokeObjectURL(a.href);
  };
  return (
    <header className="game-header">
      <h1>{title}</h1>
      <p className="status" aria-live="off">{status} · {session.mode}{session.tableDice ? ' (dice typed at the table)' : ''}</p>
      <div className="row">
        <button type="button" onClick={save}>Save record</button>
        <button type="button" onClick={onLeave}>Leave game</button>
      </div>
    </header>
  );
}
