/**
 * `salvo sim` options as the reviewer found them: the -n bound and default as help says, --json with
 * --csv refused, and the run-time estimate on stderr off a terminal (never on stdout, never changing
 * the result).
 */
import { Command } from 'commander';
import { describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_GAMES, estimateLine, parseSim, registerSim, roughDuration, runSim, startState, type SimProgress } from '../src/commands/sim';
import { runShipsShow } from '../src/commands/ships';
import { repoRoot } from '../src/io/repo-root';
import { BUILTIN_SCENARIOS } from '@salvo/scenarios';
import { OWN_CLASS_HINT } from '../src/vas/scenario-battle';
import { runPlay } from '../src/commands/play';
import { scriptedTerminal } from '../src/io/terminal';

function simHelp(): string {
  const program = new Command();
  registerSim(program);
  let help = '';
  program.commands.find((c) => c.name() === 'sim')?.configureOutput({ writeOut: (t) => { help += t; } }).outputHelp();
  return help.replace(/\s+/g, ' ');
}

/** A clock that says 80 s have gone by at each reading after the first, and the lines noted. */
function fakeProgress(): SimProgress & { lines: string[] } {
  let t = 0;
  const lines: string[] = [];
  return { lines, note: (l) => { lines.push(l); }, now: () => { const r = t; t += 80_000; return r; } };
}

describe('salvo sim options', () => {
  it('VAS-VICTORY-LAST-SIDE: -n below 1 is refused saying "at least 1" (exit 2); the default the help gives is the one played', async () => {
    for (const n of ['-3', '0', '1.5']) {
      const r = await runSim({ n }, false);
      expect(r, n).toMatchObject({ code: 2, out: [] });
      expect(r.err, n).toEqual([`${n === '0' ? 'Nothing to simulate: ' : ''}-n must be a whole number of at least 1, not "${n}".`]);
    }
    const p = parseSim({ workers: '0' });
    expect('n' in p && p.n).toBe(DEFAULT_GAMES);
    expect(DEFAULT_GAMES).toBe(100);
    expect(simHelp()).toContain(`-n <games> games to play, 1 or more (default ${DEFAULT_GAMES})`);
    const one = parseSim({ n: '1', workers: '0' });
    expect('n' in one && one.n).toBe(1);
  });

  it('VAS-VICTORY-LAST-SIDE: --json with --csv is a usage error (exit 2) with a sentence, before anything runs', async () => {
    const r = await runSim({ n: '2', workers: '0', json: true, csv: true }, false);
    expect(r).toMatchObject({ code: 2, out: [] });
    expect(r.err).toEqual(['--json and --csv both print the report on stdout: give one of them (--plot file.svg goes with either).']);
    expect(simHelp()).toContain('--json print the report as JSON (not with --csv)');
  });

  it('the run-time estimate: rounded, for the whole run, on the workers that share it', () => {
    expect(estimateLine(16_000, 200, 20, 2, false)).toBe('about 2 min 40 s for 200 games on 2 workers.');
    expect(estimateLine(16_000, 200, 20, 0, false)).toBe('about 5 min 20 s for 200 games on this thread.');
    expect(estimateLine(16_000, 20, 2, 8, false)).toBe('about 15 s for 20 games on 2 workers.');
    expect(estimateLine(16_000, 200, 20, 4, true)).toBe('about 5 min 20 s for 200 games on one sim-worker (less with more).');
    expect([roughDuration(300), roughDuration(7_400), roughDuration(42_000), roughDuration(3_600_000), roughDuration(3_930_000)]).toEqual(['1 s', '7 s', '40 s', '1 h', '1 h 6 min']);
  });

  it('VAS-VICTORY-LAST-SIDE: off a terminal, once the first batch is done, one estimate line goes to stderr, not stdout; --quiet prints none; the result is the same', async () => {
    const opts = { n: '4', batch: '2', bots: 'random,random', workers: '0', seed: '3', json: true } as const;
    const loud = fakeProgress();
    const r = await runSim(opts, false, loud);
    expect(r.code).toBe(0);
    expect(loud.lines).toEqual(['about 2 min 40 s for 4 games on this thread.']);
    expect(r.out.join('\n')).not.toMatch(/about/);
    const quiet = fakeProgress();
    const q = await runSim({ ...opts, quiet: true }, false, quiet);
    expect(quiet.lines).toEqual([]);
    expect(q).toEqual(r);
    // one batch: nothing left to estimate
    const single = fakeProgress();
    await runSim({ ...opts, n: '2' }, false, single);
    expect(single.lines).toEqual([]);
  }, 120_000);
});

describe('salvo sim --rosters', () => {
  it('DATA-ROSTER-OVERRIDE: the battle simulated carries the file\'s figures inline for the classes it names; with --from it is refused', () => {
    const dir = mkdtempSync(join(tmpdir(), 'salvo-sim-rosters-'));
    try {
      const zara = JSON.parse(runShipsShow('Zara', { json: true }).out.join('\n')) as Record<string, unknown>;
      const rosters = join(dir, 'zara.json');
      writeFileSync(rosters, JSON.stringify({ ...zara, armour: 6 }));
      const start = startState({ rosters });
      if (!('ships' in start)) throw new Error(start.err.join('\n'));
      const z = Object.values(start.ships).find((s) => s.roster.class === 'Zara');
      expect(z?.roster.armour).toBe(6);
      const stock = startState({});
      if (!('ships' in stock)) throw new Error(stock.err.join('\n'));
      expect(Object.values(stock.ships).find((s) => s.roster.class === 'Zara')?.roster.armour).not.toBe(6);
      expect(startState({ from: rosters, rosters })).toMatchObject({ code: 2, err: [expect.stringContaining('carry the rosters')] });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('VAS-VICTORY-LAST-SIDE: a setup file without a seed is simulated (its seed is optional; --seed is the root seed), as salvo play plays it', async () => {
    const scenario = join(repoRoot(), 'testdata', 'vas-setup-two-destroyers.json');
    const r = await runSim({ scenario, n: '3', seed: '5', workers: '0', bots: 'random,random', json: true }, false, fakeProgress());
    expect(r.err).toEqual([]);
    expect(r.code).toBe(0);
    const report = JSON.parse(r.out.join('\n')) as { games: number };
    expect(report.games).toBe(3);
    const again = await runSim({ scenario, n: '3', seed: '5', workers: '0', bots: 'random,random', json: true }, false, fakeProgress());
    expect(again.out).toEqual(r.out);
  });

  it('DATA-ROSTER-OVERRIDE: a scenario file whose fixed fleet names a class of the user\'s own is played and simulated with --rosters; without, refused saying how', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'salvo-scenario-rosters-'));
    try {
      // the modder's new class, from Leander's figures, and River Plate with it in place of the two Leanders
      const leander = JSON.parse(runShipsShow('Leander', { json: true }).out.join('\n')) as Record<string, unknown>;
      const rosters = join(dir, 'arethusa.json');
      writeFileSync(rosters, JSON.stringify([{ ...leander, class: 'Arethusa', armour: 3, new: true }]));
      const rp = structuredClone(BUILTIN_SCENARIOS['river-plate']) as { id: string; sides: { fleet: { ships?: { class: string }[] } }[] };
      rp.id = 'river-plate-arethusa';
      for (const ship of rp.sides[0]?.fleet.ships ?? []) if (ship.class === 'Leander') ship.class = 'Arethusa';
      const scenario = join(dir, 'rp-arethusa.json');
      writeFileSync(scenario, JSON.stringify(rp));

      const refused = startState({ scenario });
      expect(refused).toMatchObject({ code: 1 });
      expect('err' in refused && refused.err.join('\n')).toContain('No ship class called "Arethusa" is known');
      expect('err' in refused && refused.err.join('\n')).toContain(OWN_CLASS_HINT);

      const start = startState({ scenario, rosters });
      if (!('ships' in start)) throw new Error(start.err.join('\n'));
      const mine = Object.values(start.ships).filter((x) => x.roster.class === 'Arethusa');
      expect(mine).toHaveLength(2);
      expect(mine.every((x) => x.roster.armour === 3)).toBe(true);
      const r = await runSim({ scenario, rosters, n: '2', workers: '0', bots: 'random,random', json: true }, false, fakeProgress());
      expect(r.err).toEqual([]);
      expect(r.code).toBe(0);

      // salvo play --scenario with the same file and --rosters: the battle is played, the record keeps the rosters
      const save = join(dir, 'game.json');
      const term = scriptedTerminal([]);
      expect(await runPlay({ p1: 'random', p2: 'random', seed: 3, scenario, rosters, save }, term, false)).toBe(0);
      const record = JSON.parse(readFileSync(save, 'utf8')) as { setup: { fleets: { ships: { roster?: { class: string } }[] }[] } };
      expect(record.setup.fleets.flatMap((f) => f.ships).filter((x) => x.roster?.class === 'Arethusa')).toHaveLength(2);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
