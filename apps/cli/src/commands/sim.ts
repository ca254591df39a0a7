/**
 * `salvo sim`: Monte Carlo battles (issue 11). Plays a Victory at Sea battle to its end n times
 * from one position (a scenario, or a record at a step) with the named bots, on worker threads,
 * and reports win/draw/loss with 95% Wilson intervals, each ship's P(sunk) and P(Crippled), the
 * turn of decision as a text histogram; `--json`, `--csv`, `--plot file.svg`. Same seed and n give
 * the same result whatever --workers is (fixed batches seeded from the root seed and batch index).
 * `--queue redis://...` runs the batches on `salvo sim-worker` processes instead (same result).
 * Exit 1: a bad scenario or record, an unreachable Redis, a failed run; 2: a bad option (-n 0, unknown bot).
 */
import { availableParallelism } from 'node:os';
import type { Command } from 'commander';
import { SingleBar } from 'cli-progress';
import { isVasStrength, VAS_STRENGTHS, type VasStrength } from '@salvo/bots';
import { vas, type VasState } from '@salvo/vas';
import { makeReport, plotSvg, reportCsv, reportText, runMonteCarlo, runOnQueue, stateAtStep } from '@salvo/sim';
import { readJsonFile, writeJsonFile } from '../io/json-file';
import { exitQuietlyOnEpipe } from '../io/epipe';
import { defaultBattle, scenarioToSetup } from '@salvo/scenarios';
import { openScenario } from '../vas/scenario-battle';

export interface SimOptions {
  scenario?: string; from?: string; step?: string; n?: string; bots?: string; workers?: string; seed?: string;
  batch?: string; budget?: string; json?: boolean; csv?: boolean; plot?: string; queue?: string; queueName?: string;
}
export interface SimRun { readonly code: number; readonly out: string[]; readonly err: string[] }
const fail = (code: number, message: string): SimRun => ({ code, out: [], err: [message] });

const whole = (v: string | undefined, name: string, min: number): number | string => {
  if (v === undefined) return `${name} is missing.`;
  const n = Number(v);
  return Number.isInteger(n) && n >= min ? n : `${name} must be a whole number of at least ${min}, not "${v}".`;
};

export function startState(opts: SimOptions): VasState | SimRun {
  if (opts.from !== undefined) {
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
    const opened = openScenario(opts.scenario);
    if (opened.kind === 'error') return fail(1, opened.lines.join('\n'));
    if (opened.kind === 'setup') setup = opened.raw;
    else {
      const planned = scenarioToSetup(opened.scenario, { seed: opts.seed ?? '1', attacker: 0 });
      if (!planned.ok) return fail(1, `${opts.scenario}: ${planned.problems.map((p) => p.message).join('; ')}`);
      setup = planned.value.setup;
    }
  }
  const c = vas.createGame(setup);
  return c.ok ? c.value : fail(1, `${opts.scenario ?? 'default'}: ${c.error.message}`);
}

export interface Parsed { readonly start: VasState; readonly n: number; readonly bots: VasStrength[]; readonly workers: number; readonly seed: string; readonly batch: number; readonly budget?: number }

export function parseSim(opts: SimOptions): Parsed | SimRun {
  const n = whole(opts.n ?? '100', '-n', 0);
  if (typeof n === 'string') return fail(2, n);
  if (n === 0) return fail(2, 'Nothing to simulate: -n 0 asks for no games; give -n 1 or more.');
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

export async function runSim(opts: SimOptions, tty: boolean): Promise<SimRun> {
  const p = parseSim(opts);
  if ('code' in p) return p;
  const bar = tty && !opts.json && !opts.csv ? new SingleBar({ format: 'sim [{bar}] {value}/{total} batches', stream: process.stderr, hideCursor: true }) : null;
  bar?.start(Math.ceil(p.n / p.batch), 0);
  let merged;
  try {
    const spec = {
      start: p.start, bots: p.bots, n: p.n, seed: p.seed, batchSize: p.batch, workers: p.workers,
      ...(p.budget === undefined ? {} : { budget: p.budget }), onBatch: (done: number) => bar?.update(done),
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
    .option('-n <games>', 'games to play (default 100)')
    .option('--bots <a,b>', `the bot of each side, in fleet order: ${VAS_STRENGTHS.join(', ')} (default normal,normal)`)
    .option('--workers <n>', 'worker threads (default: the number of CPUs; 0: this thread)')
    .option('--seed <s>', 'root seed (default 1): same seed and -n, same result, whatever --workers')
    .option('--batch <games>', 'games per batch (default 10); part of the result\'s identity, like the seed')
    .option('--budget <playouts>', 'playouts per decision of hard bots')
    .option('--json', 'print the report as JSON')
    .option('--csv', 'print the report as CSV rows')
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
