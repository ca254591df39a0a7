/**
 * The players' messages in an online game (Salvo's own: docs/server.md, "Messages between the players"). Shown only
 * to a seat whose game has another person's seat; spectators never see it, nor does a game against a bot. Enter sends,
 * Shift+Enter starts a new line. The other players' new messages are announced politely; "Hide messages" (kept in
 * this browser for every game) stops that and folds the list away, counting what arrives meanwhile. Messages shown
 * are marked read for "Your online games"; one that arrives while the tab is in the background puts "New message —"
 * in front of the tab's title until the tab is looked at again.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { CHAT_MAX_CHARS, type ChatMessage } from '@salvo/kernel/protocol';
import { markMessagesRead, messagesRead } from '../session/my-games';
import { asSentences } from './sentences';

export interface ChatSession {
  readonly gameId?: string;
  readonly canChat?: boolean;
  readonly seat?: string | null;
  readonly spectator?: boolean;
  say?(text: string): Promise<string | null>;
  seatName?(seat: string): string;
  readonly otherPeople?: readonly string[];
}

const HIDDEN_KEY = 'salvo.chat.hidden';
const TITLE_MARK = 'New message — ';

/** Puts "New message —" before the tab's title while the tab is hidden, and takes it off when the tab is seen. */
function flagTitle(): void {
  if (!document.hidden || document.title.startsWith(TITLE_MARK)) return;
  document.title = TITLE_MARK + document.title;
  const seen = (): void => {
    if (document.hidden) return;
    if (document.title.startsWith(TITLE_MARK)) document.title = document.title.slice(TITLE_MARK.length);
    document.removeEventListener('visibilitychange', seen);
  };
  document.addEventListener('visibilitychange', seen);
}
const readHidden = (): boolean => {
  try { return localStorage.getItem(HIDDEN_KEY) === '1'; } catch { return false; }
};

/** A name at the head of a line: "the Axis" becomes "The Axis". */
const capitalised = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/** "14:05" in the reader's own time, or '' for a time the browser cannot read. */
export function clockTime(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : d.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
}

/** The last message each session's panel announced (by the session: a panel may be drawn again while the game goes on). */
const announcedIn = new WeakMap<ChatSession, number>();

/** "Regia Marina is here" / "Regia Marina is not connected", for each other person's seat; '' while not known. */
export function presenceText(others: readonly string[], present: readonly string[] | undefined, name: (seat: string) => string): string {
  if (present === undefined || others.length === 0) return '';
  return others.map((s) => `${capitalised(name(s))} ${present.includes(s) ? 'is here' : 'is not connected'}`).join('; ') + '.';
}

/**
 * `messages`: the conversation (the snapshot's `chat`); `openedWith`: the last message of the conversation the page
 * opened with (the snapshot's `chatOpenedWith`), undefined until the server has sent it; `present`: the seats with a
 * page open on the game (the snapshot's `present`), undefined while not known.
 */
export function ChatPanel({ session, messages, openedWith, present }: { session: ChatSession; messages: readonly ChatMessage[] | undefined; openedWith: number | undefined; present?: readonly string[] | undefined }) {
  const me = session.seat ?? null;
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [hidden, setHidden] = useState(readHidden);
  const [announce, setAnnounce] = useState('');
  const all = messages ?? [];
  const box = useRef<HTMLOListElement | null>(null);
  const id = useId();
  const name = (seat: string): string => (seat === me ? 'You' : session.seatName?.(seat) ?? seat);

  useEffect(() => {
    if (box.current) box.current.scrollTop = box.current.scrollHeight;
    // not announced: the conversation the page opened with, and what this session's panel announced before (a panel
    // drawn again, as when the board's layout changes, must not miss a message nor say one twice)
    const before = Math.max(announcedIn.get(session) ?? 0, openedWith ?? Infinity);
    const fresh = before === Infinity ? [] : all.filter((m) => m.seq > before && m.seat !== me);
    if (messages !== undefined) announcedIn.set(session, Math.max(before === Infinity ? 0 : before, all.at(-1)?.seq ?? 0));
    if (fresh.length > 0 && !hidden) {
      setAnnounce(asSentences(fresh.map((m) => `Message from ${name(m.seat)}: ${m.text}`)));
      flagTitle();
    }
    const last = all.at(-1)?.seq ?? 0;
    if (!hidden && me !== null && session.gameId !== undefined && last > 0) markMessagesRead(session.gameId, me, last);
    // name() reads the session, which does not change while the panel lives
  }, [all.length, hidden, me]);

  if (!session.canChat || !session.say || session.spectator) return null;
  // while hidden: what arrived since this browser last showed the messages (also across a reload)
  const read = session.gameId !== undefined && me !== null ? messagesRead(session.gameId, me) : 0;
  const unseen = all.filter((m) => m.seq > read && m.seat !== me).length;
  const left = CHAT_MAX_CHARS - [...text].length;
  const toggle = (): void => {
    const next = !hidden;
    setHidden(next);
    try { localStorage.setItem(HIDDEN_KEY, next ? '1' : '0'); } catch { /* a private window: kept for this page only */ }
  };
  const send = (): void => {
    if (text.trim() === '' || sending || left < 0) return;
    setSending(true);
    setProblem(null);
    void session.say?.(text).then((why) => {
      setSending(false);
      if (why) setProblem(why);
      else setText('');
    });
  };
  return (
    <section className="chat-panel" aria-labelledby={`${id}-h`}>
      <div className="row chat-head">
        <h2 id={`${id}-h`}>Messages{hidden && unseen > 0 ? ` (${unseen} new)` : ''}</h2>
        <button type="button" className="chat-toggle" onClick={toggle} aria-expanded={!hidden}>{hidden ? 'Show messages' : 'Hide messages'}</button>
      </div>
      {presenceText(session.otherPeople ?? [], present, name) && (
        <p className="chat-presence">{presenceText(session.otherPeople ?? [], present, name)}</p>
      )}
      <div className="sr-only" role="status" aria-live="polite">{announce}</div>
      {!hidden && (
        <>
          {all.length === 0
            ? <p className="chat-empty">No messages yet. Spectators do not see them, and they are not part of the game's record.</p>
            : (
              <ol className="chat-list" ref={box} tabIndex={0} aria-label="Messages between the players">
                {all.map((m) => (
                  <li key={m.seq} className={m.seat === me ? 'mine' : undefined}>
                    <span className="actor">{capitalised(name(m.seat))}</span> <time dateTime={m.at}>{clockTime(m.at)}</time>
                    <div className="chat-text">{m.text}</div>
                  </li>
                ))}
              </ol>
            )}
          <form className="chat-form" onSubmit={(e) => { e.preventDefault(); send(); }}>
            <label htmlFor={`${id}-text`}>Write to the other player</label>
            <textarea
              id={`${id}-text`} rows={2} value={text} aria-describedby={`${id}-help`}
              onChange={(e) => { setText(e.target.value); if (problem) setProblem(null); }}
              onKeyDown={(e) => { if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) { e.preventDefault(); send(); } }}
            />
            <div className="row">
              <button type="submit" disabled={sending || text.trim() === '' || left < 0}>{sending ? 'Sending…' : 'Send'}</button>
              <span id={`${id}-help`} className={left < 0 ? 'chat-count over' : 'chat-count'}>
                {left < 0 ? `${-left} characters too many` : left <= 50 ? `${left} characters left` : 'Enter sends; Shift+Enter starts a new line.'}
              </span>
            </div>
            {problem && <p role="alert" className="error">{problem}</p>}
          </form>
        </>
      )}
    </section>
  );
}
