/** The bar above a game: title, status, mode, saving the record and leaving. */
import { useEffect, useId, useState } from 'react';
import { modeText } from './status-text';

/** A game by mail names the friend it is played with (" with Bob"). */
const mailFriend = (session: object): string => {
  const name = (session as { mode?: string; friendName?: string }).mode === 'mail' ? (session as { friendName?: string }).friendName : undefined;
  return name ? ` with ${name}` : '';
};
import { downloadText } from './download';
import { ShareLinks } from './CopyLink';
import type { TakeBackPoint } from '@salvo/kernel';
import type { MailNews, TakeBackAsked } from '../session/types';
import { MailBanner } from '../mail/MailBanner';
interface Props {
  readonly title: string;
  readonly status: string;
  readonly session: {
    mode: string; tableDice: boolean; tableMode?: boolean; invite?: string | undefined; watch?: string | undefined; recordJson(): string | Promise<string>; takeBack?(): Promise<string | null>;
    /** Online: this page follows the game without a seat (the header says "watching"). */
    readonly spectator?: boolean | undefined;
    /** Online: the people's seats other than this browser's (a spectator's: every person's seat). */
    readonly otherPeople?: readonly string[] | undefined;
    joined?(seat: string): boolean;
    seatName?(seat: string): string;
    /**
     * By mail: the snapshot's `mail` is said under the header (the file to send, and why). Online: its `takeBackAsked`
     * (a take back asked of this seat, or by it) is said there, with Allow and Refuse for the seat asked.
     */
    getSnapshot?(): { readonly mail?: MailNews | undefined; readonly takeBackAsked?: TakeBackAsked | null | undefined };
    answerTakeBack?(request: number, allow: boolean): Promise<string | null>;
  };
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

/**
 * What a spectator's header says under the title: that they watch, and which people's seats nobody has taken yet
 * (the game cannot go on without them), so "not connected now" is not read as a player who left.
 */
export function spectatorText(session: Props['session']): string | null {
  if (session.spectator !== true) return null;
  const empty = (session.otherPeople ?? []).filter((s) => session.joined?.(s) === false).map((s) => session.seatName?.(s) ?? s);
  const have = empty.length > 1 ? 'have' : 'has';
  return `You are watching this game as a spectator.${empty.length ? ` ${empty.join(' and ')} ${have} not joined yet.` : ''}`;
}

/** Whether a key press is Ctrl+Z (Cmd+Z) meant for the page, not for a text field's own undo. */
export function isTakeBackKey(e: KeyboardEvent): boolean {
  const t = e.target as HTMLElement | null;
  const typing = t !== null && (t.tagName === 'INPUT' || t.tagName === 'TEXTAREA' || t.tagName === 'SELECT' || t.isContentEditable);
  return (e.ctrlKey || e.metaKey) && !e.shiftKey && !e.altKey && e.key.toLowerCase() === 'z' && !typing;
}

export function GameHeader({ title, status, session, onLeave, notice, owed, takeBack }: Props) {
  // at one screen (hot-seat, table) every decision is the person's here: the title would always say so
  const says = session.mode === 'online' || session.mode === 'bot' || session.mode === 'mail' ? owed : null;
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
  // why nothing can be taken back, said beside the button too (a tooltip is never seen on a phone)
  const whyId = useId();
  const whyNot = takeBack && !takeBack.ok ? takeBack.why : null;
  const watching = spectatorText(session);
  const back = () => {
    setProblem(null);
    void session.takeBack?.().then((why) => { if (why) setProblem(why); });
  };
  const asked = session.getSnapshot?.().takeBackAsked ?? null;
  const answer = (allow: boolean) => {
    if (!asked) return;
    setProblem(null);
    void session.answerTakeBack?.(asked.request, allow).then((why) => { if (why) setProblem(why); });
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
      <p className="status" aria-live="off">{status} · {modeText(session.mode)}{mailFriend(session)}{session.spectator ? ' · watching' : ''}{(session.tableMode ?? session.tableDice) ? ' (dice typed at the table)' : ''}</p>
      {watching && <p className="spectating">{watching}</p>}
      {notice && <p className="notice" role="status">{notice}</p>}
      <div className="row">
        {canTakeBack && (
          <button type="button" onClick={back} aria-disabled={takeBack && !takeBack.ok ? true : undefined} aria-keyshortcuts="Control+Z"
            aria-describedby={whyNot ? whyId : undefined}
            // online the page does not know what may be taken back: the server answers (the other player is asked)
            title={takeBack ? (takeBack.ok ? `Take back: ${takeBack.said} (Ctrl+Z)` : takeBack.why) : 'Ask to take back your last step (Ctrl+Z)'}>Take back</button>
        )}
        {canTakeBack && whyNot && <small id={whyId} className="take-back-why">{whyNot}</small>}
        <button type="button" onClick={save}>Save record</button>
        <button type="button" onClick={onLeave}>Leave game</button>
      </div>
      {asked && (
        <div className="take-back-asked" role="status">
          <p>{asked.text}</p>
          {asked.answerable && (
            <div className="row">
              <button type="button" onClick={() => answer(true)}>Allow</button>
              <button type="button" onClick={() => answer(false)}>Refuse</button>
            </div>
          )}
        </div>
      )}
      {problem && <p className="notice" role="alert">{problem}</p>}
      {session.mode === 'mail' && <MailBanner news={session.getSnapshot?.().mail} />}
      <ShareLinks invite={session.invite} watch={session.watch} />
    </header>
  );
}
