/**
 * `salvo sim`: Monte Carlo battles (issue 11). Plays a Victory at Sea battle to its end n times
 * from one position (a scenario, or a record at a step) with the named bots, on worker threads,
 * and reports win/draw/loss with 95% Wilson intervals, each ship's P(sunk) and P(Crippled), the
 * turn of decision as a text histogram; `--json`, `--csv`, `--plot file.svg`. Same seed and n give
 * the same result whatever --workers is (fixed batches seeded from the root seed and batch index).
 * `--queue redis://...` runs the batches on `salvo sim-worker` processes instead (same result).
 * Off a terminal (no progress bar), once the first batch is done, a line on stderr estimates the run
 * time (`--quiet`: none); stdout, and the result, are the same either way.
 * Exit 1: a bad scenario or record, an unreachable Redis, a failed run; 2: a bad option (-n 0, unknown
 * bot, --json with --csv).
 */
import { availableParallelism } from 'node:os';
import type { Command } from 'commander';
import { SingleBar } from 'cli-progress';
import { isVasStrength, VAS_STRENGTHS, type VasStrength } from '@salvo/bots';
import { vas, type VasSetup, type VasState } from '@salvo/vas';
import { makeReport, plotSvg, reportCsv, reportText, runMonteCarlo, runOnQueue, stateAtStep } from '@salvo/sim';
import { readJsonFile, writeJsonFile } from '../io/json-file';
import { exitQuietlyOnEpipe } from '../io/epipe';
import { defaultBattle, scenarioToSetup } from '@salvo/scenarios';
import { openScenario } from '../vas/scenario-battle';
import { catalogWithRosters } from '../data/catalog-option';
import { ROSTERS_OPTION } from '../data/file-help';
import { withUserRosters } from '../data/setup-rosters';

export interface SimOptions {
  scenario?: string; from?: string; step?: string; n?: string; bots?: string; workers?: string; seed?: string;
  batch?: string; budget?: string; json?: boolean; csv?: boolean; plot?: string; queue?: string; queueName?: string;
  quiet?: boolean; rosters?: string;
}

/** Games played when -n is not given (the help says so). */
export const DEFAULT_GAMES = 100;
export interface SimRun { readonly code: number; readonly out: string[]; readonly err: string[] }
const fail = (code: number, message: string): SimRun => ({ code, out: [], err: [message] });

const whole = (v: string | undefined, name: string, min: number): number | string => {
  if (v === undefined) return `${name} is missing.`;
  const n = Number(v);
  return Number.isInteger(n) && n >= min ? n : `${name} must be a whole number of at least ${min}, not "${v}".`;
};

export function startState(opts: SimOptions): VasState | SimRun {
  if (opts.from !== undefined) {
    if (opts.rosters !== undefined) return fail(2, '--rosters is for a battle set up here: the ships of a --from record carry the rosters they were played with.');
    const read = readJsonFile(opts.from, 'game record');
    if (!read.ok) return fail(1, read.error.message);
    const step = opts.step === undefined ? undefined : Number(opts.step);
    const at = stateAtStep(read.value, step);
    return at.ok ? at.state : fail(1, `${opts.from}: ${at.message}`);
  }
  let setup: unknown = defaultBattle(1);
  if (opts.scenario !== undefined && opts.scenario !== 'default') {
    // A built-in id or a scenario file (as `salvo play --scenario`): its example fleets, player 1 attacking,
    // the pre-battle rolls and deployment made once from the seed; then every game rolls its own dice (as the
    // ladder's battles). An old hand-written setup file (with "fleets") is played as it is.
    // --rosters: a scenario file's fixed fleets may name the modder's classes (the setup carries them inline)
    const catalog = opts.rosters === undefined ? undefined : catalogWithRosters(opts.rosters);
    if (catalog && !catalog.ok) return fail(1, catalog.error.join('\n'));
    const opened = openScenario(opts.scenario, catalog?.value);
    if (opened.kind === 'error') return fail(1, opened.lines.join('\n'));
    // a setup file's seed is optional (docs/game-record.md): --seed, else the file's, else the default root seed
    if (opened.kind === 'setup') setup = { ...opened.raw, seed: opts.seed ?? opened.raw.seed ?? '1' };
    else {
      const planned = scenarioToSetup(opened.scenario, { seed: opts.seed ?? '1', attacker: 0, ...(catalog ? { catalog: catalog.value } : {}) });
      if (!planned.ok) return fail(1, `${opts.scenario}: ${planned.problems.map((p) => p.message).join('; ')}`);
      setup = planned.value.setup;
    }
  }
  if (opts.rosters !== undefined) {
    // a modder's figures for the classes the file names, inline in the setup: every worker plays them
    const catalog = catalogWithRosters(opts.rosters);
    if (!catalog.ok) return fail(1, catalog.error.join('\n'));
    if (typeof setup === 'object' && setup !== null && Array.isArray((setup as { fleets?: unknown }).fleets)) setup = withUserRosters(setup as VasSetup, catalog.value).setup;
  }
  const c = vas.createGame(setup);
  return c.ok ? c.value : fail(1, `${opts.scenario ?? 'default'}: ${c.error.message}`);
}

export interface Parsed { readonly start: VasState; readonly n: number; readonly bots: VasStrength[]; readonly workers: number; readonly seed: string; readonly batch: number; readonly budget?: number }

export function parseSim(opts: SimOptions): Parsed | SimRun {
  if (opts.json && opts.csv) return fail(2, '--json and --csv both print the report on stdout: give one of them (--plot file.svg goes with either).');
  const n = whole(opts.n ?? String(DEFAULT_GAMES), '-n', 1);
  if (typeof n === 'string') return fail(2, opts.n !== undefined && opts.n.trim() !== '' && Number(opts.n) === 0 ? `Nothing to simulate: ${n}` : n);
  const names = (opts.bots ?? 'normal,normal').split(',').map((b) => b.trim());
  const bad = names.find((b) => !isVasStrength(b));
  if (bad !== undefined) return fail(2, `Unknown bot "${bad}"; the bots are ${VAS_STRENGTHS.join(', ')} (e.g. --bots normal,hard).`);
  const workers = whole(opts.workers ?? String(availableParallelism()), '--workers', 0);
  if (typeof workers === 'string') return fail(2, workers);
  const batch = whole(opts.batch ?? '10', '--batch', 1);
  if (typeof batch === 'string') return fail(2, batch);
  const budget = opts.budget === undefined ? undefined : whole(opts.budget, '--budget', 1);
  if (typeof budget === 'string') return fail(2, budget);
  const start = startState(opts);
  if ('code' in start) return start;
  if (names.length === 1) names.push(names[0] ?? 'normal');
  return { start, n, bots: names as VasStrength[], workers, seed: opts.seed ?? '1', batch, ...(budget === undefined ? {} : { budget }) };
}

/** A rough duration: "12 s", "2 min 40 s", "1 h 5 min". */
export function roughDuration(ms: number): string {
  const s = Math.max(0, ms) / 1000;
  if (s < 10) return `${Math.max(1, Math.round(s))} s`;
  if (s < 60) return `${Math.round(s / 5) * 5} s`;
  if (s < 3600) {
    const tens = Math.round(s / 10) * 10;
    const m = Math.floor(tens / 60);
    const rest = tens % 60;
    return rest === 0 ? `${m} min` : `${m} min ${rest} s`;
  }
  const mins = Math.round(s / 60);
  const h = Math.floor(mins / 60);
  return mins % 60 === 0 ? `${h} h` : `${h} h ${mins % 60} min`;
}

/**
 * The run-time estimate printed after the first batch: it took `firstMs`; `workers` threads run
 * the `batches` side by side (0: one after another in this thread); a queue's workers are not known,
 * so the estimate is for one `salvo sim-worker`.
 */
export function estimateLine(firstMs: number, games: number, batches: number, workers: number, queue: boolean): string {
  const lanes = queue || workers <= 0 ? 1 : Math.min(workers, batches);
  const where = queue ? 'on one sim-worker (less with more)' : workers <= 0 ? 'on this thread' : `on ${lanes} worker${lanes === 1 ? '' : 's'}`;
  return `about ${roughDuration(firstMs * Math.ceil(batches / lanes))} for ${games} game${games === 1 ? '' : 's'} ${where}.`;
}

/** Where the estimate line goes (stderr) and the clock that times the first batch; tests give their own. */
export interface SimProgress { readonly note: (line: string) => void; readonly now: () => number }
const STDERR: SimProgress = { note: (line) => { process.stderr.write(`salvo sim: ${line}\n`); }, now: () => performance.now() };

export async function runSim(opts: SimOptions, tty: boolean, progress: SimProgress = STDERR): Promise<SimRun> {
  const p = parseSim(opts);
  if ('code' in p) return p;
  const batches = Math.ceil(p.n / p.batch);
  const bar = tty && !opts.quiet && !opts.json && !opts.csv ? new SingleBar({ format: 'sim [{bar}] {value}/{total} batches', stream: process.stderr, hideCursor: true }) : null;
  // no bar (not a terminal, or --json/--csv): one line on stderr once the first batch has been timed
  const estimate = bar === null && !opts.quiet && batches > 1;
  const started = progress.now();
  bar?.start(batches, 0);
  let merged;
  try {
    const onBatch = (done: number): void => {
      bar?.update(done);
      if (estimate && done === 1) progress.note(estimateLine(progress.now() - started, p.n, batches, p.workers, opts.queue !== undefined));
    };
    const spec = {
      start: p.start, bots: p.bots, n: p.n, seed: p.seed, batchSize: p.batch, workers: p.workers,
      ...(p.budget === undefined ? {} : { budget: p.budget }), onBatch,
    };
    merged = opts.queue !== undefined
      ? await runOnQueue(spec, { url: opts.queue, ...(opts.queueName ? { name: opts.queueName } : {}) })
      : await runMonteCarlo(spec);
  } catch (e) {
    return fail(1, `The simulation failed: ${e instanceof Error ? e.message : String(e)}`);
  } finally {
    bar?.stop();
  }
  const report = makeReport(p.start, merged, p.bots, p.seed, p.batch);
  if (opts.plot !== undefined) {
    const w = writeJsonFile(opts.plot, null, plotSvg(report));
    if (!w.ok) return fail(1, w.error.message);
  }
  if (opts.json) return { code: 0, out: [JSON.stringify(report, null, 2)], err: [] };
  if (opts.csv) return { code: 0, out: reportCsv(report), err: [] };
  return { code: 0, out: reportText(report), err: [] };
}

export function registerSim(program: Command): void {
  program
    .command('sim')
    .description('Monte Carlo battles: play a Victory at Sea battle to the end many times and report the odds')
    .option('--scenario <id|file|default>', 'a built-in scenario id or a scenario file (salvo scenarios; docs/scenarios.md: example fleets, player 1 attacking, pre-battle rolls and deployment from --seed), a Victory at Sea setup file, or default (Warspite and Valiant against Vittorio Veneto and Zara)')
    .option('--from <record.json>', 'start from a game record instead, after --step actions')
    .option('--step <n>', 'with --from: how many of the record\'s actions to replay (default all)')
    .option('-n <games>', `games to play, 1 or more (default ${DEFAULT_GAMES})`)
    .option('--bots <a,b>', `the bot of each side, in fleet order: ${VAS_STRENGTHS.join(', ')} (default normal,normal)`)
    .option('--workers <n>', 'worker threads (default: the number of CPUs; 0: this thread)')
    .option('--seed <s>', 'root seed (default 1): same seed and -n, same result, whatever --workers')
    .option('--batch <games>', 'games per batch (default 10); part of the result\'s identity, like the seed')
    .option('--budget <playouts>', 'playouts per decision of hard bots')
    .option('--json', 'print the report as JSON (not with --csv)')
    .option('--csv', 'print the report as CSV rows (not with --json)')
    .option('--quiet', 'no progress bar on a terminal, no run-time estimate on stderr off one')
    .option('--rosters <file>', `${ROSTERS_OPTION} (see salvo ships --help): every battle is fought with your figures`)
    .option('--plot <file.svg>', 'also write the plots as an SVG file')
    .option('--queue <redis://host:port>', 'split the run into seeded batches on a BullMQ queue for `salvo sim-worker` processes on any machines')
    .option('--queue-name <name>', 'the BullMQ queue (default salvo-sim)')
    .action(async (opts: SimOptions) => {
      exitQuietlyOnEpipe();
      const r = await runSim(opts, process.stderr.isTTY === true);
      for (const l of r.out) process.stdout.write(l + '\n');
      for (const l of r.err) process.stderr.write(`salvo sim: ${l}\n`);
      process.exitCode = r.code;
    });
}
