/**
 * `npm run bench`: in one run, (i) the raw inline xoshiro attack loop (the physical limit),
 * (ii) attacks through the engine's attack code (`benchEngineAttacks`, bench/vas-attack.ts),
 * (iii) whole random-playout battles through the public `vas` engine. Every case gets a warm-up
 * run, then RUNS rounds in which each case runs once (interleaved, so that load drifts on a shared
 * machine hit all cases alike); the rate of a run is per CPU second of this single-threaded process,
 * and the median is reported. Ratios are against (i); the last line is
 * `engine/raw attack ratio: X.XX` = (ii) / (i). (i) and (ii) play the same duel with the same dice:
 * the run first checks that (bench/same-dice.ts) and stops if they differ. Ratios from before the
 * raw loop played the engine's duel (it had made-up scenarios with ~45% more dice per attack) are
 * not comparable with later ones.
 * (iv) the exact odds' timings, (v) the Monte Carlo scaling (bench/sim-scaling.ts, 600 games, 300 warm-up
 * games per worker, 5 alternated rounds: about two and a half minutes).
 * Options: `--ms N` milliseconds per timed run (default 1000; playouts get twice that).
 */
import { benchRawAttacks, type BenchResult } from './raw';
import { benchPlayouts, benchSetup, type PlayoutStats } from './playouts';
import { sameDiceProblem } from './same-dice';
import { benchEngineAttacks } from './vas-attack';
import { benchOdds } from './odds';
import { benchSimScaling, scalingLines } from './sim-scaling';

const argMs = process.argv.indexOf('--ms');
const MS = argMs > 0 ? Number(process.argv[argMs + 1]) || 1000 : 1000;
const RUNS = 5;

function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? (s[mid] ?? 0) : ((s[mid - 1] ?? 0) + (s[mid] ?? 0)) / 2;
}

interface Case<R extends BenchResult> {
  readonly label: string;
  readonly run: () => R;
  readonly rates: number[];
  last: R | null;
}

const makeCase = <R extends BenchResult>(label: string, run: () => R): Case<R> => ({ label, run, rates: [], last: null });

function timed<R extends BenchResult>(c: Case<R>): void {
  const cpu0 = process.cpuUsage();
  const r = c.run();
  const cpu = process.cpuUsage(cpu0);
  const seconds = (cpu.user + cpu.system) / 1e6;
  c.rates.push(r.count / (seconds > 0 ? seconds : r.seconds));
  c.last = r;
}

const fmt = (n: number): string => (n >= 1e6 ? `${(n / 1e6).toFixed(2)} M` : n >= 1e3 ? `${(n / 1e3).toFixed(1)} k` : n.toFixed(1));
const ratio = (x: number, base: number): string => (x / base).toPrecision(3);

process.stdout.write(`Salvo bench: warm-up, then ${RUNS} interleaved rounds of ${MS} ms runs; median rate per CPU second (Node ${process.version}).\n`);
const unfair = sameDiceProblem(2000);
if (unfair !== null) {
  process.stderr.write(`bench: the raw loop and the engine no longer roll the same dice (${unfair}); fix bench/raw.ts.\n`);
  process.exit(1);
}
const rawCase = makeCase('(i) raw attack loop', () => benchRawAttacks(MS));
const engCase = makeCase('(ii) engine attacks', () => benchEngineAttacks(MS));
const playCase = makeCase('(iii) engine playouts', (): BenchResult & PlayoutStats => benchPlayouts(2 * MS, benchSetup));
const cases = [rawCase, engCase, playCase] as const;
for (const c of cases) {
  process.stdout.write(`warm-up: ${c.label}\n`);
  c.run();
}
for (let i = 1; i <= RUNS; i++) {
  process.stdout.write(`round ${i}/${RUNS}:`);
  for (const c of cases) {
    timed(c);
    process.stdout.write(` ${c.label.split(' ')[0] ?? ''}`);
  }
  process.stdout.write('\n');
}

const raw = median(rawCase.rates);
const eng = median(engCase.rates);
const play = median(playCase.rates);
const last = playCase.last;
const perBattle = (n: number): number => (last && last.count > 0 ? n / last.count : 0);
const playAttacks = perBattle(last?.attacks ?? 0) * play;

process.stdout.write('\n');
process.stdout.write(`(i)   raw inline xoshiro attack loop:  ${fmt(raw)} attacks/s   ratio 1.00  (checksum ${rawCase.last?.checksum ?? 0})\n`);
process.stdout.write(`(ii)  engine attack code:              ${fmt(eng)} attacks/s   ratio ${ratio(eng, raw)}\n`);
process.stdout.write(
  `(iii) engine random playouts:          ${fmt(play)} battles/s   ` +
    `(${perBattle(last?.actions ?? 0).toFixed(0)} actions and ${perBattle(last?.attacks ?? 0).toFixed(1)} firing ships per battle; ` +
    `${fmt(playAttacks)} ship attacks/s, ratio ${ratio(playAttacks, raw)})\n`,
);
const odds = benchOdds(MS);
process.stdout.write(
  `(iv)  exact attack odds (attackOdds):   one weapon ${odds.singleMs.toFixed(3)} ms (target < 1 ms), ` +
    `battleship broadside of ${odds.broadsideWeapons} weapons at a battleship ${odds.broadsideMs.toFixed(3)} ms (target < 10 ms), CPU time per call\n`,
);
// 600 games after 300 warm-up games per worker, 5 rounds: with 200 after 100 the workers' JIT was still compiling
// during the timed run (21% of the CPU outside the worker threads) and the figure read 1.37x where 600/300 read 1.87x.
const scaling = await benchSimScaling(600, 300, 5);
process.stdout.write(`(v)   Monte Carlo on worker threads:   speed-up ${scaling.speedup.toFixed(2)}x on 2 workers (target >= 1.8x on 2 cores)\n${scalingLines(scaling)}`);
process.stdout.write(`engine/raw attack ratio: ${(eng / raw).toFixed(2)}\n`);
