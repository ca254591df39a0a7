/**
 * Monte Carlo runs are reproducible: the same seed and n give the same merged result with 0, 1 or
 * 2 worker threads, and when a worker dies mid-run its batch is run again with the same result.
 * Sizes scale with SALVO_SIM_TEST_GAMES (small by default; the worker pool makes these slow-ish).
 */
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { vas, type VasState } from '@salvo/vas';
import { runSim } from '../../../apps/cli/src/commands/sim';
import { makeReport, plotSvg, runMonteCarlo, wilson, type SimReport } from '../src/index';
import { batchTasks, merge, runBatch } from '../src/battles';
import { BUILTIN_SCENARIOS, defaultBattle, loadScenario, scenarioToSetup } from '@salvo/scenarios';

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

  it('VAS-VICTORY-LAST-SIDE: --scenario takes a built-in scenario id: its example fleets set up once from the seed, the same run as the pure batches a browser runs', async () => {
    const r = await runSim({ n: '6', bots: 'easy,easy', workers: '0', seed: '4', batch: '3', scenario: 'denmark-strait', json: true, quiet: true }, false);
    expect(r.code).toBe(0);
    const rep = JSON.parse(r.out.join('\n')) as SimReport;
    expect(rep.sides.map((x) => x.name)).toEqual(['Royal Navy', 'Kriegsmarine']);
    expect(rep.ships.map((x) => x.name)).toContain('HMS Hood');
    // the same start, batches and report through @salvo/sim/battles (no threads), as the web client runs them
    const loaded = loadScenario('denmark-strait');
    if (!loaded.ok) throw new Error('denmark-strait');
    const planned = scenarioToSetup(loaded.value, { seed: '4', attacker: 0 });
    if (!planned.ok) throw new Error('setup');
    const s = vas.createGame(planned.value.setup);
    if (!s.ok) throw new Error(s.error.message);
    const tasks = batchTasks({ start: s.value, bots: ['easy', 'easy'], n: 6, seed: '4', batchSize: 3 });
    const merged = merge(new Map(tasks.map((t) => [t.batch, runBatch(t)])), tasks.length);
    expect(JSON.parse(JSON.stringify(makeReport(s.value, merged, ['easy', 'easy'], '4', 3)))).toEqual(rep);
    const unknown = await runSim({ n: '1', scenario: 'no-such-scenario' }, false);
    expect(unknown.code).toBe(1);
    expect(unknown.err[0]).toMatch(/^"no-such-scenario" is not a scenario: salvo scenarios lists them \(.*denmark-strait/);
  }, 120_000);

  it('VAS-VICTORY-LAST-SIDE: --scenario takes a designer\'s scenario file ("format": "salvo-scenario") and runs it as the built-in it copies', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'salvo-sim-scn-'));
    try {
      const file = join(dir, 'my-denmark-strait.json');
      writeFileSync(file, JSON.stringify(BUILTIN_SCENARIOS['denmark-strait']));
      const opts = { n: '4', bots: 'easy,easy', workers: '0', seed: '7', batch: '2', json: true, quiet: true } as const;
      const fromFile = await runSim({ ...opts, scenario: file }, false);
      expect(fromFile.err).toEqual([]);
      expect(fromFile.code).toBe(0);
      const builtin = await runSim({ ...opts, scenario: 'denmark-strait' }, false);
      expect(JSON.parse(fromFile.out.join('\n'))).toEqual(JSON.parse(builtin.out.join('\n')));
      // a scenario file that breaks the format: every problem with its place, exit 1
      writeFileSync(file, JSON.stringify({ ...(BUILTIN_SCENARIOS['denmark-strait'] as object), fleets: 7 }));
      const bad = await runSim({ ...opts, scenario: file }, false);
      expect(bad.code).toBe(1);
      expect(bad.err[0]).toMatch(/is not a valid scenario:/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
