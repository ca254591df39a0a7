/**
 * kill -9 trials in full: SALVO_KILL_TRIALS (default 100) SIGKILLs of a real `salvo serve` process under
 * load, on a SQLite file and on PostgreSQL (when it runs); reports acknowledged actions and how many
 * were lost (must be 0), and corrupt games (must be 0). `npx tsx bench/server-crash.ts`
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crashTrials, type CrashReport } from '../apps/server/test/crash';
import { PG_URL, reachable, uniqueName } from '../apps/server/test/support';

const TRIALS = Number(process.env.SALVO_KILL_TRIALS ?? 100);
const line = (name: string, r: CrashReport, ms: number): string =>
  `${name}: ${r.trials} kills, ${r.acked} acknowledged actions, ${r.lost} lost, ${r.corrupt} corrupt games (${(ms / 1000).toFixed(0)} s)${r.problems.length ? '\n  ' + r.problems.join('\n  ') : ''}`;

const dir = mkdtempSync(join(tmpdir(), 'salvo-crash-'));
let failed = false;
try {
  let t0 = Date.now();
  const progress = (s: string): void => { if (/trial (\d+)0\//.test(s)) console.log(`  ${s}`); };
  const sqlite = await crashTrials(join(dir, 'crash.sqlite'), TRIALS, { log: progress });
  console.log(line('SQLite (WAL, synchronous=FULL)', sqlite, Date.now() - t0));
  failed ||= sqlite.lost > 0 || sqlite.corrupt > 0;
  if (await reachable(5432)) {
    t0 = Date.now();
    const pg = await crashTrials(`${PG_URL}?schema=${uniqueName('crashbench')}`, TRIALS, { log: progress });
    console.log(line('PostgreSQL', pg, Date.now() - t0));
    failed ||= pg.lost > 0 || pg.corrupt > 0;
  } else console.log('PostgreSQL: SKIPPED (nothing on 127.0.0.1:5432)');
} finally {
  rmSync(dir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
