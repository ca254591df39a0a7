/**
 * The replay's running log: what happened at every step up to the one shown, newest last and scrolled to
 * the end, numbered by step, the shown step's lines marked. Drawn like the game's Log (common/Log.tsx), and
 * like it only the last LOG_SHOWN steps until the reader asks for the rest.
 */
import { memo, useEffect, useRef, useState } from 'react';
import { LOG_SHOWN } from '../common/Log';
import type { RunningLog } from './turns';

export const ReplayLog = memo(function ReplayLog({ log, at }: { log: RunningLog; at: number }) {
  const box = useRef<HTMLDivElement | null>(null);
  const [whole, setWhole] = useState(false);
  const upTo = log.upTo[at] ?? 0;
  const from = whole ? 0 : Math.max(0, upTo - LOG_SHOWN);
  const shown = log.steps.slice(from, upTo);
  useEffect(() => {
    if (box.current) box.current.scrollTop = box.current.scrollHeight;
  }, [at, whole]);
  return (
    <section className="log-panel replay-log" aria-labelledby="replay-log-h">
      <h2 id="replay-log-h">Log up to this step</h2>
      {from > 0 && <button type="button" className="log-more" onClick={() => setWhole(true)}>Show the {from} earlier steps</button>}
      <div role="log" aria-live="off" className="log" tabIndex={0} aria-label="What happened up to this step" ref={box}>
        {shown.length === 0 ? <p className="muted log-empty">Nothing has happened yet.</p> : (
          <ol>
            {shown.map((s) => (
              <li key={s.step} value={s.step} data-step={s.step} className={s.step === at ? 'now' : undefined} aria-current={s.step === at ? 'step' : undefined}>
                {s.lines.map((t, i) => <span key={i} className="line">{t}</span>)}
              </li>
            ))}
          </ol>
        )}
      </div>
    </section>
  );
});
