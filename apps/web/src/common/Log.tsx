/**
 * The event log (role=log, not announced itself) and a polite live region that announces the
 * newest entries. The live region is always in the DOM before its text changes.
 * Each entry cites its rule as a small muted "rule" (RuleCite): its title (from `ruleTitle`, the game's rule
 * registry) and id in a tooltip, and the title for screen readers; without a known title, the id alone.
 */
import { memo, useEffect, useRef, useState } from 'react';
import type { LogEntry } from '../session/types';
import { asSentences } from './sentences';

/** Entries drawn until the player asks for the whole log (a battle's log runs to thousands). */
export const LOG_SHOWN = 200;

/** A log entry's rule reference: "rule", with the rule's title and id as its tooltip and spoken text. */
export function RuleCite({ id, title }: { readonly id: string; readonly title?: string | undefined }) {
  const full = title ? `${title} (${id})` : id;
  return <> <abbr className="rule" title={`Rule: ${full}`}><span aria-hidden="true">rule</span><span className="sr-only">rule: {full}</span></abbr></>;
}

export const EventLog = memo(function EventLog({ log, ruleTitle }: { log: readonly LogEntry[]; readonly ruleTitle?: (id: string) => string | undefined }) {
  const box = useRef<HTMLDivElement | null>(null);
  const [whole, setWhole] = useState(false);
  useEffect(() => {
    if (box.current) box.current.scrollTop = box.current.scrollHeight;
  }, [log.length]);
  const shown = whole ? log : log.slice(-LOG_SHOWN);
  const hidden = log.length - shown.length;
  return (
    <section className="log-panel" aria-labelledby="log-h">
      <h2 id="log-h">Log</h2>
      {hidden > 0 && <button type="button" className="log-more" onClick={() => setWhole(true)}>Show the {hidden} earlier entries</button>}
      <div role="log" aria-live="off" className="log" tabIndex={0} aria-label="Event log" ref={box}>
        <ol start={hidden + 1}>
        {shown.map((e) => (
          <li key={e.id} className={e.heading ? 'log-heading' : e.dice ? 'dice' : undefined}>
            {e.actor && <span className="actor">{e.actor}: </span>}
            {e.text}
            {e.rule && <RuleCite id={e.rule} title={ruleTitle?.(e.rule)} />}
          </li>
        ))}
        </ol>
      </div>
    </section>
  );
});

/**
 * Announces the entries after the last one it saw (by id: entries told after the fact are put in before newer ones,
 * and are not announced).
 */
export function Announcer({ log }: { log: readonly LogEntry[] }) {
  const seen = useRef(log.at(-1)?.id);
  const [text, setText] = useState('');
  useEffect(() => {
    const at = seen.current === undefined ? -1 : log.findIndex((e) => e.id === seen.current);
    const fresh = log.slice(at + 1).filter((e) => !e.past);
    seen.current = log.at(-1)?.id ?? seen.current;
    // The newest three, and every roll among the fresh entries (each says who rolled it: typed or the computer's).
    const said = fresh.filter((e, i) => i >= fresh.length - 3 || e.dice !== undefined).slice(-8);
    if (fresh.length) setText((t) => asSentences(said.map((e) => e.text)) + (t.endsWith(' ') ? '' : ' '));
  }, [log]);
  return <div className="sr-only" role="status" aria-live="polite" data-testid="announcer">{text}</div>;
}
