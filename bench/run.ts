/**
 * `npm run bench`: in one run, (i) the raw inline xoshiro attack loop (the physical limit),
 * (ii) attacks through the engine's attack code (`benchEngineAttacks`, bench/vas-attack.ts),
 * (iii) whole random-playout battles through the public `vas` engine. Each case: one warm-up run,
 * then the median of 5 timed runs. Ratios are against (i); the last line is
 * `engine/raw attack ratio: X.XX` = (ii) / (i).
 * Options: `--ms N` milliseconds per timed run (default 1000; playouts get twice that).
 */
import { benchRawAttacks, type BenchResult } from './raw';
import { benchPlayouts, benchSetup } from './playouts';
import { benchEngineAttacks } from './vas-attack';

const argMs = process.argv.indexOf('--ms');
const MS = argMs > 0 ? Number(process.argv[argMs + 1]) || 1000 : 1000;
const RUNS = 5;

function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? (s[mid] ?? 0) : ((s[mid - 1] ?? 0) + (s[mid] ?? 0)) / 2;
}

function measure<R extends BenchResult>(label: string, run: () => R): { rate: number; last: R } {
  process.stdout.write(`${label}: warm-up`);
  let last = run();
  const rates: number[] = [];
  for (let i = 1; i <= RUNS; i++) {
    process.stdout.write(` ${i}/${RUNS}`);
    last = run();
    rates.push(last.perSecond);
  }
  process.stdout.write(' done\n');
  return { rate: median(rates), last };
}

const fmt = (n: number): string => (n >= 1e6 ? `${(n / 1e6).toFixed(2)} M` : n >= 1e3 ? `${(n / 1e3).toFixed(1)} k` : n.toFixed(1));
const ratio = (x: number, base: number): string => (x / base).toFixed(4);

process.stdout.write(`Salvo bench: ${RUNS} timed runs of ${MS} ms after a warm-up, median reported (Node ${process.version}).\n`);
const raw = measure('(i) raw attack loop', () => benchRawAttacks(MS));
const eng = measure('(ii) engine attacks', () => benchEngineAttacks(MS));
const play = measure('(iii) engine playouts', () => benchPlayouts(2 * MS, benchSetup));
const playAttacksPerSec = (play.last.attacks / play.last.count) * play.rate;

process.stdout.write('\n');
process.stdout.write(`(i)   raw inline xoshiro attack loop:  ${fmt(raw.rate)} attacks/s   ratio 1.0000  (checksum ${raw.last.checksum})\n`);
process.stdout.write(`(ii)  engine attack code:              ${fmt(eng.rate)} attacks/s   ratio ${ratio(eng.rate, raw.rate)}\n`);
process.stdout.write(
  `(iii) engine random playouts:          ${fmt(play.rate)} battles/s   ` +
    `(${(play.last.actions / play.last.count).toFixed(0)} actions and ${(play.last.attacks / play.last.count).toFixed(1)} firing ships per battle; ` +
    `${fmt(playAttacksPerSec)} attacks/s, ratio ${ratio(playAttacksPerSec, raw.rate)})\n`,
);
process.stdout.write(`engine/raw attack ratio: ${(eng.rate / raw.rate).toFixed(2)}\n`);
