/**
 * "What are the odds?": a battle fought many times from one position between two bots, each battle with
 * its own dice (sim-run.ts: the batches of `salvo sim`, so the same seed and number of battles give the
 * same figures). The Scenarios screen gives the scenario as chosen (sim-start.ts), the replay the
 * recorded position at a step. Shows each side's chance of winning and each ship's chance of being sunk
 * or Crippled with their 95% intervals, and a progress bar while it runs; it can be stopped.
 */
import { useEffect, useId, useRef, useState } from 'react';
import type { VasStrength } from '@salvo/bots';
import type { Share, SimReport } from '@salvo/sim/battles';
import type { VasState } from '@salvo/vas';
import { simulate, type SimHandle } from './sim-run';
import { SIM_BOTS, simBotFor } from './sim-bots';

const COUNTS = [50, 100, 200, 500] as const;
const BATCH = 10;

const pct = (p: number): string => `${(100 * p).toFixed(1)}%`;
const share = (s: Share): string => `${pct(s.p)} [${pct(s.ci95[0])}–${pct(s.ci95[1])}]`;

type Phase = { kind: 'idle' } | { kind: 'running'; games: number; of: number } | { kind: 'done'; report: SimReport; command?: string } | { kind: 'failed'; problems: string[] };

interface Props {
  /** The position to fight on from, or why there is none; asked when Simulate is pressed. */
  readonly start: () => { ok: true; start: VasState } | { ok: false; problems: string[] };
  /** The root seed of the run. */
  readonly seed: string;
  /** Changes whenever the position does: a result shown belongs to the position it was run from. */
  readonly position: string;
  readonly heading: string;
  readonly intro: string;
  /** The terminal command that gives the same figures, for these battles and bot, where there is one. */
  readonly command?: (n: number, bot: VasStrength) => string;
  /**
   * The strength of the bot the player chose to face, if any: the odds start with that bot on both sides (`hard`,
   * too slow here, as `normal`), so the figures shown first are of the opponent the player will meet.
   */
  readonly opponent?: VasStrength | undefined;
}

export function BattleOdds({ start: startOf, seed, position, heading, intro, command, opponent }: Props) {
  const uid = useId();
  const [n, setN] = useState<number>(100);
  const [bot, setBot] = useState<VasStrength>(() => simBotFor(opponent));
  // the player picks another opponent: the odds switch to it (the player may still pick other bots here)
  const [followed, setFollowed] = useState(opponent);
  if (followed !== opponent) {
    setFollowed(opponent);
    setBot(simBotFor(opponent));
  }
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const run = useRef<SimHandle | null>(null);
  useEffect(() => () => run.current?.stop(), []);
  // A result belongs to the position it was run from: a new one clears it in the render that shows the new
  // position (never a frame of old figures beside new choices), and the effect stops a run still going.
  const [shownFor, setShownFor] = useState(position);
  if (shownFor !== position) {
    setShownFor(position);
    setPhase({ kind: 'idle' });
  }
  useEffect(() => {
    run.current?.stop();
    run.current = null;
  }, [position]);
  const start = () => {
    const s = startOf();
    if (!s.ok) { setPhase({ kind: 'failed', problems: s.problems }); return; }
    setPhase({ kind: 'running', games: 0, of: n });
    const h = simulate({ start: s.start, bots: [bot, bot], n, seed, batchSize: BATCH }, (games, of) => setPhase((p) => (p.kind === 'running' ? { kind: 'running', games, of } : p)));
    run.current = h;
    const same = command?.(n, bot);
    h.done.then((report) => { if (run.current === h) setPhase({ kind: 'done', report, ...(same ? { command: same } : {}) }); }, (e: unknown) => setPhase({ kind: 'failed', problems: [e instanceof Error ? e.message : String(e)] }));
  };
  const stop = () => { run.current?.stop(); run.current = null; setPhase({ kind: 'idle' }); };
  return (
    <section className="battle-odds" aria-labelledby={`${uid}-h`}>
      <h2 id={`${uid}-h`}>{heading}</h2>
      <p className="hint">{intro}</p>
      <div className="row">
        <label htmlFor={`${uid}-n`}>Battles</label>
        <select id={`${uid}-n`} value={n} onChange={(e) => setN(Number(e.target.value))} disabled={phase.kind === 'running'}>
          {COUNTS.map((c) => <option key={c} value={c}>{c}</option>)}
        </select>
        <label htmlFor={`${uid}-bot`}>Both sides played by</label>
        <select id={`${uid}-bot`} value={bot} onChange={(e) => setBot(e.target.value as VasStrength)} disabled={phase.kind === 'running'}>
          {SIM_BOTS.map((b) => <option key={b} value={b}>{b} bots</option>)}
        </select>
        {phase.kind === 'running'
          ? <button type="button" onClick={stop}>Stop</button>
          : <button type="button" onClick={start}>Simulate</button>}
      </div>
      {phase.kind === 'running' && (
        <p><progress max={phase.of} value={phase.games} aria-label="Battles fought" /> {phase.games} of {phase.of} battles fought</p>
      )}
      {phase.kind === 'failed' && <div role="alert" className="error"><p>The battle cannot be simulated:</p><ul>{phase.problems.map((p, i) => <li key={i}>{p}</li>)}</ul></div>}
      {phase.kind === 'done' && <OddsReport report={phase.report} command={phase.command} />}
    </section>
  );
}

function OddsReport({ report, command }: { report: SimReport; command?: string | undefined }) {
  return (
    <div className="odds-report" role="status">
      <p>{report.games} battles, seed {report.seed}; 95% intervals in brackets.{command ? <> The same figures in the terminal: <code>{command}</code></> : null}</p>
      <table className="targets">
        <caption>Who wins</caption>
        <thead><tr><th scope="col">Side</th><th scope="col">Played by</th><th scope="col">Wins</th></tr></thead>
        <tbody>
          {report.sides.map((s) => <tr key={s.side}><th scope="row">{s.name}</th><td>{s.bot}</td><td>{share(s.wins)}</td></tr>)}
          <tr><th scope="row">Draw</th><td /><td>{share(report.draws)}</td></tr>
        </tbody>
      </table>
      <table className="targets">
        <caption>Each ship</caption>
        <thead><tr><th scope="col">Ship</th><th scope="col">Sunk</th><th scope="col">Crippled or sunk</th></tr></thead>
        <tbody>{report.ships.map((s) => <tr key={s.id}><th scope="row">{s.name}</th><td>{share(s.sunk)}</td><td>{share(s.crippled)}</td></tr>)}</tbody>
      </table>
    </div>
  );
}
