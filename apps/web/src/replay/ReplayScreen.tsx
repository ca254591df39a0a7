/**
 * Replay: open a record, step forwards and backwards (buttons, slider, arrow keys) with the board as
 * it was at each step, branch into a what-if game from any step, and (Victory at Sea) ask what the odds
 * were from that step (BattleOdds: the battle fought on many times by bots). Beside the step: the turn and phase
 * at it, a "Go to turn" list, and the running log of every step so far (turns.ts, worked out once per record).
 */
import { useMemo, useState, type KeyboardEvent } from 'react';
import type { VasState } from '@salvo/vas';
import { observe, type WasState } from '@salvo/was';
import { takeBacksNote } from '@salvo/kernel';
import { startLocal, type AnySession } from '../session/new-game';
import { PocTrack, WasBoardMap } from '../was/Board';
import { BOARD } from '../was/names';
import { ShipCards } from '../vas/ShipCards';
import { VasTable } from '../vas/Table';
import { loadRecord, type Loaded } from './load';
import { BattleOdds } from '../scenario/BattleOdds';
import { ReplayLog } from './ReplayLog';
import { recordTime, stepStatus, turnIndexAt } from './turns';

/**
 * `record`: a record to open at once (a campaign's battle), named by `title`; the screen can still open
 * another. `leaveText` names where "back" goes.
 */
export function ReplayScreen({ onLeave, onBranch, record, title, leaveText = 'Back to the start' }: {
  onLeave: () => void; onBranch: (s: AnySession) => void; record?: string; title?: string; leaveText?: string;
}) {
  const [first] = useState(() => (record === undefined ? null : loadRecord(record)));
  const [loaded, setLoaded] = useState<Loaded | null>(first !== null && typeof first !== 'string' ? first : null);
  const [error, setError] = useState<string | null>(typeof first === 'string' ? first : null);
  const [at, setAt] = useState(0);
  const [paste, setPaste] = useState('');
  /** Counts the records opened, so what was worked out for one is not shown for the next. */
  const [opened, setOpened] = useState(0);
  const open = (text: string) => {
    const r = loadRecord(text);
    if (typeof r === 'string') {
      setError(r);
      return;
    }
    setError(null);
    setLoaded(r);
    setOpened((k) => k + 1);
    setAt(0);
  };
  const file = async (f: File | undefined) => {
    if (f) open(await f.text());
  };
  const n = loaded?.record.actions.length ?? 0;
  const go = (i: number) => setAt(Math.max(0, Math.min(n, i)));
  const keys = (e: KeyboardEvent) => {
    const k: Record<string, () => void> = { ArrowLeft: () => go(at - 1), ArrowRight: () => go(at + 1), Home: () => go(0), End: () => go(n) };
    const f = k[e.key];
    const tag = (e.target as HTMLElement).tagName;
    if (f && tag !== 'INPUT' && tag !== 'SELECT' && tag !== 'TEXTAREA') {
      e.preventDefault();
      f();
    }
  };
  const time = useMemo(() => (loaded ? recordTime(loaded) : null), [loaded]);
  const upTo = time?.log.upTo ?? [];
  const lines = time && at > 0 && (upTo[at] ?? 0) > (upTo[at - 1] ?? 0) ? time.log.steps[(upTo[at] ?? 0) - 1]?.lines ?? [] : [];
  const branch = () => {
    if (!loaded) return;
    const s = startLocal(
      { game: loaded.game, mode: 'what-if', bot: 'heuristic', humanSeat: '', seed: 'what-if', preMeasure: false, botDelay: 300 },
      { setup: loaded.record.setup, actions: loaded.record.actions.slice(0, at), log: [{ id: 1, text: `What-if: continued from step ${at} of a recorded game.` }] },
    );
    if (typeof s === 'string') setError(s);
    else onBranch(s);
  };
  const state = loaded?.states[at];
  const status = loaded && state !== undefined ? stepStatus(loaded.game, state) : '';
  const turns = time?.turns ?? [];
  const turnStart = turns[turnIndexAt(turns, at)];
  return (
    <main className="replay game" onKeyDown={keys}>
      <header className="game-header">
        <h1>{title ?? 'Replay'}</h1>
        <div className="row"><button type="button" onClick={onLeave}>{leaveText}</button></div>
      </header>
      <section className="open-record" aria-label="Open a record">
        <label>Record file <input type="file" accept=".json,application/json" onChange={(e) => void file(e.target.files?.[0])} /></label>
        <details>
          <summary>…or paste a record</summary>
          <label>Record text <textarea rows={4} cols={60} value={paste} onChange={(e) => setPaste(e.target.value)} /></label>
          <button type="button" onClick={() => open(paste)}>Open pasted record</button>
        </details>
        {error && <p role="alert" className="error">{error}</p>}
        {loaded?.warning && <p className="warn">{loaded.warning}</p>}
        {loaded && takeBacksNote(loaded.record.meta) && <p className="note">{takeBacksNote(loaded.record.meta)}</p>}
      </section>
      {loaded && time && state !== undefined && (
        <>
          <section className="stepper" aria-label="Step through the game">
            <div className="row">
              <button type="button" onClick={() => go(0)} aria-label="First step">|◀</button>
              <button type="button" onClick={() => go(at - 1)} aria-label="Step back">◀</button>
              <input type="range" min={0} max={n} value={at} onChange={(e) => go(Number(e.target.value))} aria-label="Step" aria-valuetext={`step ${at} of ${n}, ${status}`} />
              <button type="button" onClick={() => go(at + 1)} aria-label="Step forward">▶</button>
              <button type="button" onClick={() => go(n)} aria-label="Last step">▶|</button>
              <span role="status" data-testid="step">Step {at} of {n}</span>
              <span className="replay-turn" data-testid="turn">{status}</span>
              <label className="go-to-turn">Go to turn{' '}
                <select value={turnStart?.step ?? 0} onChange={(e) => go(Number(e.target.value))}>
                  {turns.map((t) => <option key={t.step} value={t.step}>Turn {t.turn} (step {t.step})</option>)}
                </select>
              </label>
              <button type="button" className="primary" onClick={branch}>Play on from here (what-if)</button>
            </div>
          </section>
          <div className="game-main replay-main">
            <div className="replay-board">
              {loaded.game === 'was' && <PocTrack poc={(state as WasState).poc} cap={BOARD.pocCap} />}
              {loaded.game === 'vas'
                ? <VasTable state={state as VasState} selected={null} onSelect={() => undefined} preview={null} preMeasure />
                : <WasBoardMap view={observe(state as WasState, 'spectator')} focusArea={null} />}
            </div>
            <aside className="side replay-side">
              <section className="this-step" aria-labelledby="this-step-h" tabIndex={0}>
                <h2 id="this-step-h">{at === 0 ? 'As the game was set up' : `Step ${at}: what happened`}</h2>
                <ul className="step-lines" aria-label="What happened in this step">{lines.map((t, i) => <li key={i}>{t}</li>)}</ul>
              </section>
              <ReplayLog key={opened} log={time.log} at={at} />
            </aside>
          </div>
          {loaded.game === 'vas' && (
            <>
              <ShipCards state={state as VasState} selected={null} onSelect={() => undefined} />
              {(state as VasState).phase !== 'over' && (
                <BattleOdds start={() => ({ ok: true, start: state as VasState })} seed="1" position={`${opened}|${at}`}
                  heading="What were the odds from here?"
                  intro={`The battle from step ${at} as recorded, fought on again and again between two bots, each battle with its own dice.`}
                  command={(games, bot) => `salvo sim --from record.json --step ${at} -n ${games} --bots ${bot},${bot} --seed 1`} />
              )}
            </>
          )}
        </>
      )}
    </main>
  );
}
