/**
 * Fuzzing in full: SALVO_FUZZ_RUNS (default 100,000) hostile WebSocket frames and HTTP requests against a
 * real server on a SQLite file; reports crashes, uncoded answers and whether the fuzzed game only ever
 * took legal actions. `npx tsx bench/server-fuzz.ts`
 */
import { join } from 'node:path';
import { fuzzServer } from '../apps/server/test/fuzzing';
import { tempDir, testServer } from '../apps/server/test/support';

const RUNS = Number(process.env.SALVO_FUZZ_RUNS ?? 100_000);
const tmp = tempDir();
const srv = await testServer(join(tmp.dir, 'fuzz.sqlite'), { wsRate: 1e6 });
const t0 = Date.now();
const r = await fuzzServer(srv, RUNS);
console.log(`Fuzzing: ${r.ws} WebSocket frames + ${r.http} HTTP requests in ${((Date.now() - t0) / 1000).toFixed(0)} s: ${r.crashes} crashes, ${r.uncoded.length} uncoded answers, game replays through checked apply: ${r.replayOk}`);
for (const u of r.uncoded.slice(0, 10)) console.log(`  ${u}`);
await srv.close();
tmp.done();
process.exit(r.crashes === 0 && r.uncoded.length === 0 && r.replayOk ? 0 : 1);
