/**
 * `salvo play --scenario at-all-costs --points N` and `salvo fleet validate --scenario at-all-costs --points N`: the
 * points value the players agreed (victory-at-sea.txt line 397). A bad value is a usage error (exit 2, one
 * sentence); a value for a scenario that sets its own points is refused (exit 1); without --points, 5.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { InvalidArgumentError } from 'commander';
import { vas } from '@salvo/vas';
import { runPlay, pointsOption } from '../src/commands/play';
import { runFleetValidate } from '../src/commands/fleet';
import { deployScenario, openScenario, planScenario } from '../src/vas/scenario-battle';
import { repoRoot } from '../src/io/repo-root';
import { scriptedTerminal } from '../src/io/terminal';

const dir = mkdtempSync(join(tmpdir(), 'salvo-points-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const file = (name: string, body: unknown): string => {
  const path = join(dir, name);
  writeFileSync(path, JSON.stringify(body));
  return path;
};
const RN6 = file('rn6.json', { nation: 'Royal Navy', ships: [{ class: 'Fiji', count: 6 }] });
const KM6 = file('km6.json', { nation: 'Kriegsmarine', ships: [{ class: 'Admiral Hipper', count: 6 }] });
const KM7 = file('km7.json', { nation: 'Kriegsmarine', ships: [{ class: 'Admiral Hipper', count: 7 }] });
const SENTENCE = (v: string): string => `The points value of the battle is a whole number of Fleet Allocation Points from 1 to 99, not "${v}".`;

function atAllCosts() {
  const o = openScenario('at-all-costs');
  if (o.kind !== 'scenario') throw new Error('at-all-costs');
  return o.scenario;
}

describe('salvo play --scenario at-all-costs --points (VAS-SCN-FLEET-POINTS)', () => {
  it('--points 6: two six-point fleets are planned, deployed and accepted by the engine; the intro notes the value', async () => {
    const plan = await planScenario(atAllCosts(), { seed: 2, level: 'Raid', points: 6, fleets: [RN6, KM6] });
    if (Array.isArray(plan)) throw new Error(plan.join('\n'));
    expect(plan.notes).toContain('The players agreed 6 Fleet Allocation Points a fleet.');
    const term = scriptedTerminal([]);
    const setup = await deployScenario(plan, ['random', 'random'], term);
    if (!setup) throw new Error(term.out.join('\n'));
    expect(vas.createGame(setup).ok).toBe(true);
  });

  it('--points 6 refuses a seven-point fleet; no --points refuses the six-point fleets (5 by default); exit 1', async () => {
    const t1 = scriptedTerminal([]);
    expect(await runPlay({ scenario: 'at-all-costs', level: 'Raid', points: 6, fleet: [RN6, KM7], seed: 1 }, t1, false)).toBe(1);
    expect(t1.out.join('\n')).toContain(`${KM7}: Player 2 (Second fleet): The fleet costs 7 Fleet Allocation Points; only 6 may be spent`);
    const t2 = scriptedTerminal([]);
    expect(await runPlay({ scenario: 'at-all-costs', level: 'Raid', fleet: [RN6, KM6], seed: 1 }, t2, false)).toBe(1);
    expect(t2.out.join('\n')).toContain('only 5 may be spent');
  });

  it('--points for a scenario that sets its own points is refused with the sentence, exit 1', async () => {
    const term = scriptedTerminal([]);
    expect(await runPlay({ scenario: 'blockade', level: 'Raid', points: 6, seed: 1 }, term, false)).toBe(1);
    expect(term.out).toEqual(['Blockade cannot be set up:', '  points: Blockade sets each fleet\'s Fleet Allocation Points itself: the players do not choose a points value for it.']);
  });

  it('the option parser reads 1 to 99 and refuses anything else with one sentence', () => {
    expect(pointsOption('6')).toBe(6);
    expect(pointsOption('99')).toBe(99);
    for (const bad of ['0', '100', 'six', '6.5', '-2']) {
      expect(() => pointsOption(bad)).toThrow(InvalidArgumentError);
      expect(() => pointsOption(bad)).toThrow(SENTENCE(bad));
    }
  });

  it('a bad --points is a usage error: exit 2, the sentence on stderr, nothing played', () => {
    const r = spawnSync('npx', ['tsx', 'apps/cli/src/main.ts', 'play', '--scenario', 'at-all-costs', '--points', 'six'], { cwd: repoRoot(), input: '', encoding: 'utf8', timeout: 120_000 });
    expect(r.status).toBe(2);
    expect(r.stderr).toContain(SENTENCE('six'));
    expect(r.stdout).toBe('');
  });
});

describe('salvo fleet validate --scenario at-all-costs --points', () => {
  it('prices the fleet against the agreed value; a bad value exits 2; other scenarios still refuse --points', () => {
    const ok = runFleetValidate(RN6, { scenario: 'at-all-costs', level: 'Raid', points: '6' });
    expect(ok.code).toBe(0);
    expect(ok.out[0]).toMatch(/costs 6 of 6 Fleet Allocation Points at Priority Level Raid as First fleet in At All Costs/);
    expect(runFleetValidate(RN6, { scenario: 'at-all-costs', level: 'Raid' }).code).toBe(1);
    const bad = runFleetValidate(RN6, { scenario: 'at-all-costs', level: 'Raid', points: '0' });
    expect(bad).toEqual({ code: 2, out: [], err: [SENTENCE('0')] });
    expect(runFleetValidate(RN6, { scenario: 'blockade', side: 'attacker', level: 'Raid', points: '6' }).code).toBe(2);
  });
});
