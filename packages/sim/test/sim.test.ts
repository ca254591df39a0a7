/**
 * Monte Carlo runs are reproducible: the same seed and n give the same merged result with 0, 1 or
 * 2 worker threads, and when a worker dies mid-run its batch is run again with the same result.
 * Sizes scale with SALVO_SIM_TEST_GAMES (small by default; the worker pool makes these slow-ish).
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { vas, type VasState } from '@salvo/vas';
import { defaultBattle } from '../../../apps/cli/src/vas/default-battle';
import { runSim } from '../../../apps/cli/src/commands/sim';
import { makeReport, plotSvg, runMonteCarlo, wilson } from '../src/index';

const GAMES = Number(process.env.SALVO_SIM_TEST_GAMES ?? 12);

function start(): VasState {
  const c = vas.createGame(defaultBattle(1));
  if (!c.ok) throw new Error(c.error.message);
  return c.value;
}

describe('salvo sim', () => {
  it('VAS-VICTORY-LAST-SIDE: same seed and n give the same result with 0, 1 and 2 workers, and a dead worker changes nothing', async () => {
    const spec = { start: start(), bots: ['random', 'easy'] as const, n: GAMES, seed: 'same', batchSize: 3 };
    const local = await runMonteCarlo({ ...spec, workers: 0 });
    expect(local.games).toBe(GAMES);
    expect(local.wins.reduce((a, b) => a + b, 0) + local.draws + local.unfinished).toBe(GAMES);
    expect(await runMonteCarlo({ ...spec, workers: 1 })).toEqual(local);
    const dir = mkdtempSync(join(tmpdir(), 'salvo-sim-'));
    try {
      const marker = join(dir, 'crashed');
      const withCrash = await runMonteCarlo({ ...spec, workers: 2, crashOnce: marker });
      expect(existsSync(marker)).toBe(true);
      expect(withCrash).toEqual(local);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    const other = await runMonteCarlo({ ...spec, seed: 'other', workers: 0 });
    expect(other).not.toEqual(local);
  }, 300_000);

  it('VAS-VICTORY-LAST-SIDE: the report gives Wilson intervals and the SVG is drawn by Plot', async () => {
    expect(wilson(5, 10)[0]).toBeCloseTo(0.2366, 3);
    expect(wilson(5, 10)[1]).toBeCloseTo(0.7634, 3);
    expect(wilson(0, 10)[0]).toBe(0);
    const s = start();
    const m = await runMonteCarlo({ start: s, bots: ['random', 'random'], n: 4, seed: 1, batchSize: 2, workers: 0 });
    const r = makeReport(s, m, ['random', 'random'], 1, 2);
    expect(r.sides.map((x) => x.name)).toEqual(['Royal Navy', 'Regia Marina']);
    expect(r.sides.reduce((a, x) => a + x.wins.count, 0) + r.draws.count).toBe(4);
    const svg = plotSvg(r);
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg.match(/<rect/g)?.length ?? 0).toBeGreaterThan(3);
  }, 120_000);

  it('VAS-VICTORY-LAST-SIDE: bad input is one sentence: -n 0 and unknown bots exit 2, a missing scenario exits 1', async () => {
    const zero = await runSim({ n: '0' }, false);
    expect(zero).toMatchObject({ code: 2, out: [] });
    expect(zero.err[0]).toMatch(/Nothing to simulate/);
    expect((await runSim({ n: '5', bots: 'normal,genius' }, false)).err[0]).toMatch(/Unknown bot "genius"; the bots are random, easy, normal, hard/);
    expect((await runSim({ n: 'lots' }, false)).code).toBe(2);
    const missing = await runSim({ n: '1', scenario: '/nonexistent/battle.json' }, false);
    expect(missing.code).toBe(1);
    expect(missing.err[0]).toMatch(/battle\.json/);
    const json = await runSim({ n: '2', bots: 'random,random', workers: '0', json: true }, false);
    expect((JSON.parse(json.out.join('\n')) as { games: number }).games).toBe(2);
  }, 120_000);
});
