/**
 * `npm run bench:server`: concurrent bot games over WebSocket on loopback against a real `salvo serve`
 * process, on SQLite (WAL, synchronous=FULL) and on PostgreSQL, then on a boardgame.io 0.50.2 server
 * (in-memory storage, socket.io) twice: the equivalent load (server-bgio-vas-game.ts: the move applies the
 * same Victory at Sea action through @salvo/vas and rolls its dice, playerView is the engine's observe,
 * the same bots decide from it; the headline ratio) and one die a move (framework overhead only).
 * Prints actions/s and p50/p99 send-to-acknowledgement latency, the server's CPU time per action (load-
 * independent: the machine is shared) and the clients' CPU, the machine's load average, and the ratios.
 * SALVO_BENCH_GAMES (default 20) games at once, SALVO_BENCH_SECONDS (default 10) measured seconds;
 * SALVO_BENCH_PG=0 skips PostgreSQL. The headline pair (Salvo on SQLite, boardgame.io with the same move)
 * is then run SALVO_BENCH_ROUNDS (default 4) more times, alternated, each round's two lines back to back:
 * this shared machine's speed drifts by tens of percent between runs, so the headline ratio is the median
 * of the rounds' ratios, each measured in one window.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnServer } from '../apps/server/test/child';
import { PG_URL, reachable, uniqueName } from '../apps/server/test/support';
import { salvoLoad, type LoadResult } from './server-load';
import { bgioLoad } from './server-bgio';

const GAMES = Number(process.env.SALVO_BENCH_GAMES ?? 20);
const SECONDS = Number(process.env.SALVO_BENCH_SECONDS ?? 10);
const ROUNDS = Math.max(1, Number(process.env.SALVO_BENCH_ROUNDS ?? 4));
const median = (xs: readonly number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

const row = (name: string, r: LoadResult): string =>
  `${name.padEnd(34)} ${r.perSecond.toFixed(0).padStart(8)} actions/s   p50 ${r.p50.toFixed(2).padStart(7)} ms   p99 ${r.p99.toFixed(2).padStart(7)} ms   ` +
  `server CPU ${r.cpuPerAction.toFixed(0).padStart(5)} µs/action   clients CPU ${(r.clientCpuMs / r.seconds / 10).toFixed(0)}%   (${r.actions} in ${r.seconds.toFixed(1)} s, load ${load()})`;
const load = (): string => loadavg().map((x) => x.toFixed(2)).join(' ');

async function main(): Promise<void> {
  console.log(`Server bench: ${GAMES} concurrent 2-player games over WebSocket on loopback, ${SECONDS} s measured each; load average ${load()} on ${cpus().length} cores.`);
  const results: [string, LoadResult][] = [];
  const dir = mkdtempSync(join(tmpdir(), 'salvo-bench-'));
  try {
    const sqlite = await spawnServer(join(dir, 'bench.sqlite'));
    results.push(['Salvo, SQLite (WAL, FULL)', await salvoLoad(sqlite.url, GAMES, SECONDS, sqlite.proc.pid)]);
    console.log(row(...(results.at(-1) as [string, LoadResult])));
    await sqlite.stop();
    if (process.env.SALVO_BENCH_PG === '0') console.log('Salvo, PostgreSQL: SKIPPED (SALVO_BENCH_PG=0)');
    else if (await reachable(5432)) {
      const pg = await spawnServer(`${PG_URL}?schema=${uniqueName('bench')}`);
      results.push(['Salvo, PostgreSQL', await salvoLoad(pg.url, GAMES, SECONDS, pg.proc.pid)]);
      console.log(row(...(results.at(-1) as [string, LoadResult])));
      await pg.stop();
    } else console.log('Salvo, PostgreSQL: SKIPPED (nothing on 127.0.0.1:5432)');
    const same = await bgioLoad(GAMES, SECONDS, 'vas');
    results.push(['boardgame.io 0.50.2, same VAS move', same]);
    console.log(row(...(results.at(-1) as [string, LoadResult])));
    const die = await bgioLoad(GAMES, SECONDS, 'die');
    results.push(['boardgame.io 0.50.2, one die a move', die]);
    console.log(row(...(results.at(-1) as [string, LoadResult])));
    const salvo = results[0]?.[1];
    if (salvo) {
      const ratio = (label: string, bgio: LoadResult): string =>
        `Ratio Salvo SQLite / boardgame.io (${label}): ${(salvo.perSecond / bgio.perSecond).toFixed(2)}x throughput; p99 ${(salvo.p99 / bgio.p99).toFixed(2)}x; ` +
        `server CPU per action: Salvo ${(salvo.cpuPerAction / bgio.cpuPerAction).toFixed(2)}x boardgame.io's (boardgame.io ${bgio.cpuPerAction.toFixed(0)} µs, Salvo ${salvo.cpuPerAction.toFixed(0)} µs)`;
      console.log(ratio('same Victory at Sea move and views; this first round', same));
      console.log(ratio('one die a move; framework overhead only', die));
      const ratios: number[] = [salvo.perSecond / same.perSecond];
      for (let k = 1; k <= ROUNDS; k++) {
        const lines: [string, LoadResult][] = [];
        const salvoFirst = k % 2 === 0;
        for (const which of salvoFirst ? ['salvo', 'bgio'] : ['bgio', 'salvo']) {
          if (which === 'bgio') lines.push(['boardgame.io, same VAS move', await bgioLoad(GAMES, SECONDS, 'vas')]);
          else {
            const again = await spawnServer(join(dir, `bench-${k}.sqlite`));
            lines.push(['Salvo, SQLite', await salvoLoad(again.url, GAMES, SECONDS, again.proc.pid)]);
            await again.stop();
          }
        }
        const s2 = lines.find((l) => l[0].startsWith('Salvo'))?.[1] as LoadResult;
        const b2 = lines.find((l) => l[0].startsWith('boardgame'))?.[1] as LoadResult;
        ratios.push(s2.perSecond / b2.perSecond);
        for (const l of lines) console.log(row(`  round ${k}: ${l[0]}`, l[1]));
        console.log(`  round ${k}: ratio ${(s2.perSecond / b2.perSecond).toFixed(2)}x throughput, server CPU per action ${(s2.cpuPerAction / b2.cpuPerAction).toFixed(2)}x`);
      }
      console.log(`Headline, Salvo SQLite / boardgame.io with the same Victory at Sea move: median ${median(ratios).toFixed(2)}x throughput over ${ratios.length} rounds (${ratios.map((x) => x.toFixed(2)).join(', ')}); goal >= 5x`);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
process.exit(0);
