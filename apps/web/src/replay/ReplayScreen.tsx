/**
 * Replay: open a record, step forwards and backwards (buttons, slider, arrow keys) with the board as
 * it was at each step, branch into a what-if game from any step, and (Victory at Sea) ask what the odds
 * were from that step (BattleOdds: the battle fought on many times by bots).
 */
import { useMemo, useState, type KeyboardEvent } from 'react';
import type { VasAction, VasEvent, VasState } from '@salvo/vas';
import { observe, type WasAction, type WasEvent, type WasState, describeAction as describeWas, describeEvent } from '@salvo/was';
import { takeBacksNote } from '@salvo/kernel';
import { vasEngine, wasEng } from '../session/adapters';
import { startLocal, type AnySession } from '../session/new-game';
import { PocTrack, WasBoardMap } from '../was/Board';
import { BOARD } from '../was/names';
import { ShipCards } from '../vas/ShipCards';
import { VasTable } from '../vas/Table';
import { loadRecord, type Loaded } from './load';
import { BattleOdds } from '../scenario/BattleOdds';

function stepText(l: Loaded, i: number): string[] {
  const before = l.states[i];
  const action = l.record.actions[i];
  if (before === undefined || action === undefined) return [];
  if (l.game === 'vas') {
    const r = vasEngine.apply(before as VasState, action as VasAction);
    return r.ok ? r.value.events.map((e: VasEvent) => e.text) : [];
  }
  const s = before as WasState;
  const r = wasEng.apply(s, action as WasAction);
  if (!r.ok) return [];
  const lines = r.value.events.map((e: WasEvent) => describeEvent(r.value.state, e, s)).filter((t): t is string => t !== null);
  return [(action as WasAction).type === 'roll' ? `dice ${(action as { values: number[] }).values.join(' ')}` : describeWas(s, action as WasAction), ...lines];
}

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
    if (f && (e.target as HTMLElement).tagName !== 'INPUT') {
      e.preventDefault();
      f();
    }
  };
  const lines = useMemo(() => (loaded && at > 0 ? stepText(loaded, at - 1) : []), [loaded, at]);
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
      {loaded && state !== undefined && (
        <>
          <section className="stepper" aria-label="Step through the game">
            <div className="row">
              <button type="button" onClick={() => go(0)} aria-label="First step">|◀</button>
              <button type="button" onClick={() => go(at - 1)} aria-label="Step back">◀</button>
              <input type="range" min={0} max={n} value={at} onChange={(e) => go(Number(e.target.value))} aria-label="Step" aria-valuetext={`step ${at} of ${n}`} />
              <button type="button" onClick={() => go(at + 1)} aria-label="Step forward">▶</button>
              <button type="button" onClick={() => go(n)} aria-label="Last step">▶|</button>
              <span role="status" data-testid="step">Step {at} of {n}</span>
              <button type="button" className="primary" onClick={branch}>Play on from here (what-if)</button>
            </div>
            <ul className="step-lines" aria-label="What happened in this step">{lines.map((t, i) => <li key={i}>{t}</li>)}</ul>
          </section>
          {loaded.game === 'vas'
            ? (
              <>
                <VasTable state={state as VasState} selected={null} onSelect={() => undefined} preview={null} preMeasure />
                <ShipCards state={state as VasState} selected={null} onSelect={() => undefined} />
                {(state as VasState).phase !== 'over' && (
                  <BattleOdds start={() => ({ ok: true, start: state as VasState })} seed="1" position={`${opened}|${at}`}
                    heading="What were the odds from here?"
                    intro={`The battle from step ${at} as recorded, fought on again and again between two bots, each battle with its own dice.`}
                    command={(games, bot) => `salvo sim --from record.json --step ${at} -n ${games} --bots ${bot},${bot} --seed 1`} />
                )}
              </>
            )
            : (
              <>
                <PocTrack poc={(state as WasState).poc} cap={BOARD.pocCap} />
                <WasBoardMap view={observe(state as WasState, 'spectator')} focusArea={null} />
              </>
            )}
        </>
      )}
    </main>
  );
}
