/** The bar above a game: title, status, mode, saving the record and leaving. */
import { useEffect, useState } from 'react';
import { modeText } from './status-text';
import { downloadText } from './download';
import { CopyLink } from './CopyLink';
import type { TakeBackPoint } from '@salvo/kernel';
interface Props {
  readonly title: string;
  readonly status: string;
  readonly session: { mode: string; tableDice: boolean; tableMode?: boolean; invite?: string | undefined; watch?: string | undefined; recordJson(): string | Promise<string>; takeBack?(): Promise<string | null> };
  /** A game played at this browser: what "Take back" takes back, or why nothing can be (the snapshot's `takeBack`). */
  readonly takeBack?: TakeBackPoint | undefined;
  readonly notice?: string | null | undefined;
  readonly onLeave: () => void;
  /**
   * What this browser's player owes now: a decision (`'decision'`), dice to type (`'dice'`), or nothing. Against a
   * bot or online the browser tab's title says it ("Your turn — War at Sea — Salvo"), so a player in another tab
   * sees when the opponent has moved.
   */
  readonly owed?: 'decision' | 'dice' | null;
}

/** The tab's title for a game: "Your turn — Victory at Sea — Salvo" while this player owes something, else the game's name. */
export function tabTitle(title: string, owed: 'decision' | 'dice' | null | undefined): string {
  const lead = owed === 'decision' ? 'Your turn — ' : owed === 'dice' ? 'Your dice — ' : '';
  return `${lead}${title} — Salvo`;
}

/** Whether a key press is Ctrl+Z (Cmd+Z) meant for the page, not for a text field's own undo. */
export function isTakeBackKey(e: KeyboardEvent): boolean {
  const t = e.target as HTMLElement | null;
  const typing = t !== null && (t.tagName === 'INPUT' || t.tagName === 'TEXTAREA' || t.tagName === 'SELECT' || t.isContentEditable);
  return (e.ctrlKey || e.metaKey) && !e.shiftKey && !e.altKey && e.key.toLowerCase() === 'z' && !typing;
}

export function GameHeader({ title, status, session, onLeave, notice, owed, takeBack }: Props) {
  // at one screen (hot-seat, table) every decision is the person's here: the title would always say so
  const says = session.mode === 'online' || session.mode === 'bot' ? owed : null;
  useEffect(() => {
    const before = document.title;
    document.title = tabTitle(title, says);
    return () => { document.title = before; };
  }, [title, says]);
  // an online game's record comes from the server, and only once the game is over: the reason is said here
  const [problem, setProblem] = useState<string | null>(null);
  const save = () => {
    setProblem(null);
    Promise.resolve().then(() => session.recordJson()).then(
      (text) => downloadText(`salvo-${title.toLowerCase().replace(/\s+/g, '-')}.json`, text),
      (e: unknown) => setProblem(e instanceof Error ? e.message : 'The record could not be saved.'),
    );
  };
  const canTakeBack = session.takeBack !== undefined;
  const back = () => {
    setProblem(null);
    void session.takeBack?.().then((why) => { if (why) setProblem(why); });
  };
  // a new step (or one taken back) makes the last refusal stale
  useEffect(() => setProblem(null), [takeBack]);
  useEffect(() => {
    if (!canTakeBack) return undefined;
    const onKey = (e: KeyboardEvent) => { if (isTakeBackKey(e)) { e.preventDefault(); back(); } };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });
  return (
    <header className="game-header">
      <h1>{title}</h1>
      <p className="status" aria-live="off">{status} · {modeText(session.mode)}{(session.tableMode ?? session.tableDice) ? ' (dice typed at the table)' : ''}</p>
      {notice && <p className="notice" role="status">{notice}</p>}
      <div className="row">
        {canTakeBack && (
          <button type="button" onClick={back} aria-disabled={takeBack?.ok ? undefined : true} aria-keyshortcuts="Control+Z"
            title={takeBack ? (takeBack.ok ? `Take back: ${takeBack.said} (Ctrl+Z)` : takeBack.why) : undefined}>Take back</button>
        )}
        <button type="button" onClick={save}>Save record</button>
        <button type="button" onClick={onLeave}>Leave game</button>
      </div>
      {problem && <p className="notice" role="alert">{problem}</p>}
      {(session.invite || session.watch) && (
        <div className="share">
          {session.invite && <CopyLink label="Invite link for the other player (send it to them; it gives their seat)" value={session.invite} copyLabel="Copy the invite" />}
          {session.watch && <CopyLink label="Spectator link (anyone with it may watch)" value={session.watch} copyLabel="Copy the address for spectators" />}
        </div>
      )}
    </header>
  );
}
