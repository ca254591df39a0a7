/**
 * Memory the server holds for games it is not using (game-cache.ts), in one run:
 *   node --expose-gc --import tsx bench/server-memory.ts [games]
 * Plays `games` (default 100) bot-against-bot Victory at Sea games to the end on an in-process server on SQLite,
 * twice: once keeping every game in memory (idleMs 0, as every process did before 7 December 2026), once with a
 * 1-second idle time; after each, the heap after a full GC, against the heap of an empty server. Prints both and
 * the bytes per game kept.
 */
import { join } from 'node:path';
import { api, tempDir, testServer } from '../apps/server/test/support';

const games = Number(process.argv[2] ?? 100);
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run with node --expose-gc --import tsx bench/server-memory.ts');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const heap = (): number => {
  gc();
  gc();
  return process.memoryUsage().heapUsed;
};

async function trial(idleMs: number): Promise<{ held: number; bytes: number }> {
  const tmp = tempDir();
  const srv = await testServer(join(tmp.dir, 'mem.sqlite'), { idleMs });
  const empty = heap();
  const made: { game: string; spectate: string }[] = [];
  for (let i = 0; i < games; i++) {
    const c = await api(srv.url, 'POST', '/api/games', { ruleset: 'vas', seats: { rn: { bot: 'random' }, rm: { bot: 'random' } } });
    made.push({ game: c.json.game as string, spectate: c.json.spectate as string });
  }
  for (const m of made) {
    for (;;) {
      const v = (await api(srv.url, 'GET', `/api/games/${m.game}`, undefined, m.spectate)).json;
      if ((v.turn as { kind?: string }).kind === 'over') break;
      await sleep(50);
    }
  }
  if (idleMs > 0) await sleep(idleMs * 2 + 200);
  const bytes = heap() - empty;
  const held = srv.service.inMemory.games;
  await srv.close();
  tmp.done();
  return { held, bytes };
}

const kept = await trial(0);
const dropped = await trial(1000);
const mb = (b: number): string => (b / 1024 / 1024).toFixed(1);
console.log(`${games} finished bot games: every game kept, ${kept.held} in memory, heap +${mb(kept.bytes)} MB (${(kept.bytes / Math.max(1, kept.held) / 1024).toFixed(0)} KB a game)`);
console.log(`idle games dropped after 1 s: ${dropped.held} in memory, heap +${mb(dropped.bytes)} MB; ratio ${(kept.bytes / Math.max(1, dropped.bytes)).toFixed(1)}x`);
process.exit(0);
