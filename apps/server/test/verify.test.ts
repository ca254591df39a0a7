/**
 * Verifiable dice: a finished game's record reveals the seed committed at creation; `salvo verify`
 * accepts it, and rejects one flipped die, a swapped seed, a reordered action and an unfinished game.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { verifyRecord } from '../src/index';
import { api, tempDir, testServer, type TestServer } from './support';
import { bundleCli } from './bundle';

type Rec = { actions: { type: string; values?: number[] }[]; meta: Record<string, string>; setup: { seed: string } };

async function finished(srv: TestServer, ruleset: string, seats: Record<string, unknown>): Promise<Rec> {
  const c = await api(srv.url, 'POST', '/api/games', { ruleset, seats });
  const key = c.json.spectate as string;
  const first = await api(srv.url, 'GET', `/api/games/${c.json.game as string}/record`, undefined, key);
  expect(first.status).toBe(409);
  for (let i = 0; i < 600; i++) {
    const r = await api(srv.url, 'GET', `/api/games/${c.json.game as string}/record`, undefined, key);
    if (r.status === 200) return r.json as unknown as Rec;
    await new Promise((res) => setTimeout(res, 100));
  }
  throw new Error('the bot game did not end');
}

describe('salvo verify', () => {
  const tmp = tempDir();
  let srv: TestServer;
  beforeAll(async () => { srv = await testServer(join(tmp.dir, 'verify.sqlite')); });
  afterAll(async () => { await srv.close(); tmp.done(); });

  it('accepts a finished game of either ruleset and rejects a flipped die, a swapped seed and a reordered action', async () => {
    for (const [ruleset, seats] of [['vas', { rn: { bot: 'normal' }, rm: { bot: 'random' } }], ['war-at-sea', { allies: { bot: 'heuristic' }, axis: { bot: 'heuristic' } }]] as const) {
      const rec = await finished(srv, ruleset, seats);
      const ok = verifyRecord(rec);
      expect(ok.problems, ruleset).toEqual([]);
      expect(ok.diceChecked).toBeGreaterThan(0);
      const rolls = rec.actions.map((a, i) => [a, i] as const).filter(([a]) => a.type === 'roll' && (a.values?.length ?? 0) > 0);
      const [roll, at] = rolls[Math.floor(rolls.length / 2)] as (typeof rolls)[number];
      const flipped = structuredClone(rec);
      const v = (roll.values as number[])[0] as number;
      (flipped.actions[at] as { values: number[] }).values[0] = v === 6 ? 1 : v + 1;
      expect(verifyRecord(flipped).ok).toBe(false);
      const swapped = structuredClone(rec);
      swapped.meta.serverSeed = 'ab'.repeat(32);
      expect(verifyRecord(swapped).problems.join(' ')).toMatch(/commitment/);
      const reordered = structuredClone(rec);
      const i = reordered.actions.findIndex((a, k) => k > 0 && a.type !== (reordered.actions[k - 1] as { type: string }).type);
      [reordered.actions[i - 1], reordered.actions[i]] = [reordered.actions[i] as Rec['actions'][number], reordered.actions[i - 1] as Rec['actions'][number]];
      expect(verifyRecord(reordered).ok).toBe(false);
      const unfinished = structuredClone(rec);
      unfinished.actions = unfinished.actions.slice(0, 10);
      expect(verifyRecord(unfinished).ok).toBe(false);
      if (ruleset === 'vas') {
        const cli = await bundleCli();
        const good = join(tmp.dir, 'good.json');
        const bad = join(tmp.dir, 'bad.json');
        writeFileSync(good, JSON.stringify(rec));
        writeFileSync(bad, JSON.stringify(flipped));
        expect(execFileSync(process.execPath, [cli, 'verify', good]).toString()).toMatch(/^Verified: /);
        expect(() => execFileSync(process.execPath, [cli, 'verify', bad], { stdio: 'pipe' })).toThrow();
      }
    }
  });
});
