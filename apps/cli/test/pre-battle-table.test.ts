import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadScenario } from '@salvo/scenarios';
import { planScenario } from '../src/vas/scenario-battle';
import { scriptedTerminal } from '../src/io/terminal';
import { runPlay } from '../src/commands/play';
import { runReplay } from '../src/commands/replay';

const dir = mkdtempSync(join(tmpdir(), 'salvo-pre-battle-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('salvo play --scenario X --table: the pre-battle dice are typed', () => {
  it('VAS-SCN-PRE-BATTLE-DICE: each roll is asked with what it is for and its faces; a face the die lacks is asked again; the typed dice decide', async () => {
    const s = loadScenario('at-all-costs');
    if (!s.ok) throw new Error('at-all-costs');
    const term = scriptedTerminal(['6', '7', '6', '4', '1 1 6 6']);
    const plan = await planScenario(s.value, { seed: 5 }, term);
    if (Array.isArray(plan)) throw new Error(plan.join('\n'));
    expect(term.out.join('\n')).toMatch(/Bad Weather\? One die: 5 or more means yes\. Type 1 die \(d6, 1 to 6\)/);
    expect(term.out).toContain('A d6 shows 1 to 6, not 7.');
    expect(term.out.join('\n')).toMatch(/Initiative for deployment: two dice for each fleet/);
    expect([plan.weather, plan.night, plan.players.every((p) => p.landAircraft), plan.deployOrder]).toEqual(['bad', true, true, [0, 1]]);
  });

  it('VAS-SCN-PRE-BATTLE-DICE: without --table Salvo rolls from the seed and asks nothing', async () => {
    const s = loadScenario('at-all-costs');
    if (!s.ok) throw new Error('at-all-costs');
    const term = scriptedTerminal([]);
    const plan = await planScenario(s.value, { seed: 5 });
    expect(Array.isArray(plan)).toBe(false);
    expect(term.out).toEqual([]);
  });

  it('VAS-SCN-PRE-BATTLE-DICE: the record keeps the pre-battle rolls typed at the table, and salvo replay shows them before the battle', async () => {
    const save = join(dir, 'table.json');
    // weather 6 (Bad Weather), night 4 (no), land-based aircraft 6 (yes), deployment initiative 1 1 against 6 6; then input ends
    const term = scriptedTerminal(['6', '4', '6', '1 1 6 6']);
    await runPlay({ p1: 'random', p2: 'random', seed: 5, scenario: 'at-all-costs', table: true, save }, term, false);
    const rec = JSON.parse(readFileSync(save, 'utf8')) as { meta?: Record<string, string> };
    expect(rec.meta?.dice).toBe('table');
    const notes = rec.meta?.preBattle?.split('\n') ?? [];
    expect(notes.some((l) => /Bad Weather.*6/.test(l))).toBe(true);
    expect(notes.some((l) => /Initiative for deployment: .* 2, .* 12/.test(l))).toBe(true);
    const shown = runReplay(save, {});
    expect(shown.code).toBe(0);
    const at = shown.out.indexOf('Before the battle:');
    expect(at).toBe(0);
    expect(shown.out.slice(1, 1 + notes.length)).toEqual(notes.map((l) => `  ${l}`));
    // resumed and saved again (two initiative dice typed this time), the record still holds them
    await runPlay({ resume: save }, scriptedTerminal(['3 4']), false);
    const again = JSON.parse(readFileSync(save, 'utf8')) as { meta?: Record<string, string>; actions: unknown[] };
    expect(again.actions.length).toBeGreaterThan(0);
    expect(again.meta?.preBattle).toBe(rec.meta?.preBattle);
  });
});
