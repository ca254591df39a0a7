/**
 * `salvo sim --queue` against the real Redis at 127.0.0.1:6379 with two `salvo sim-worker`
 * processes: the merged result equals a local run of the same seed and n, and enqueueing the same
 * run again adds no job. A unique queue name and key prefix per run keep parallel runs apart.
 * Without Redis the test is skipped with a message, and fails under SALVO_REQUIRE_SERVICES=1.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { Queue } from 'bullmq';
import { afterAll, describe, expect, it } from 'vitest';
import { vas } from '@salvo/vas';
import { defaultBattle } from '@salvo/scenarios';
import { bullConnection, reachable, runMonteCarlo, runOnQueue } from '../src/index';

const URL = 'redis://127.0.0.1:6379';
const down = await reachable({ host: '127.0.0.1', port: 6379 }, 1000);
if (down && process.env.SALVO_REQUIRE_SERVICES !== '1') process.stderr.write(`queue.test: SKIPPED, ${down}\n`);
const root = join(import.meta.dirname, '../../..');
const unique = `t${process.pid}-${Date.now().toString(36)}`;
const children: ChildProcess[] = [];

afterAll(async () => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
  if (!down) {
    const redis = await bullConnection(URL);
    const q = new Queue(`salvo-sim-${unique}`, { connection: redis.connection, prefix: `salvo-test-${unique}` });
    await q.obliterate({ force: true }).catch(() => undefined);
    await q.close();
    await redis.close();
  }
});

describe.skipIf(down !== null && process.env.SALVO_REQUIRE_SERVICES !== '1')('salvo sim --queue', () => {
  it('VAS-VICTORY-LAST-SIDE: two worker processes on the real Redis give the merged result of a local run', async () => {
    expect(down, 'Redis is required (SALVO_REQUIRE_SERVICES=1)').toBeNull();
    for (let i = 0; i < 2; i++) {
      const c = spawn(process.execPath, ['--import', 'tsx', 'apps/cli/src/main.ts', 'sim-worker', '--queue', URL, '--queue-name', `salvo-sim-${unique}`, '--prefix', `salvo-test-${unique}`], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
      children.push(c);
    }
    const c = vas.createGame(defaultBattle(1));
    if (!c.ok) throw new Error(c.error.message);
    const spec = { start: c.value, bots: ['random', 'easy'] as const, n: 8, seed: unique, batchSize: 2, workers: 0 };
    const q = { url: URL, name: `salvo-sim-${unique}`, prefix: `salvo-test-${unique}`, timeoutMs: 240_000 };
    const remote = await runOnQueue(spec, q);
    expect(remote).toEqual(await runMonteCarlo(spec));
    // the same run again: deterministic job ids, nothing new to do, the same result
    expect(await runOnQueue(spec, q)).toEqual(remote);
    const redis = await bullConnection(URL);
    const queue = new Queue(q.name, { connection: redis.connection, prefix: q.prefix });
    expect(await queue.getJobCountByTypes('completed', 'waiting', 'active')).toBe(4);
    await queue.close();
    await redis.close();
  }, 300_000);
});
