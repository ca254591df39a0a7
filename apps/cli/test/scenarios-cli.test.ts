import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseRecord, replay } from '@salvo/kernel';
import { vas, type VasEvent, type VasState } from '@salvo/vas';
import { builtinScenarioIds, loadScenario } from '@salvo/scenarios';
import { runPlay } from '../src/commands/play';
import { runFleetValidate } from '../src/commands/fleet';
import { runScenarios } from '../src/commands/scenarios';
import { scriptedTerminal } from '../src/io/terminal';

const dir = mkdtempSync(join(tmpdir(), 'salvo-scenarios-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const file = (name: string, value: unknown): string => {
  const p = join(dir, name);
  writeFileSync(p, JSON.stringify(value));
  return p;
};

const RN = { nation: 'Royal Navy', name: 'Force K', ships: [{ class: 'Fiji', name: 'HMS Fiji' }, { class: 'Tribal', count: 2 }] };
const KM = { nation: 'Kriegsmarine', name: 'Raiders', ships: [{ class: 'Admiral Hipper', name: 'Admiral Hipper' }, { class: 'Zerstörer 1936', count: 3 }] };

const victoryKind = (id: string): string => {
  const loaded = loadScenario(id);
  if (!loaded.ok) throw new Error(`${id}: ${JSON.stringify(loaded.problems)}`);
  return loaded.value.victory.kind;
};

describe('salvo play --scenario', () => {
  it.each(builtinScenarioIds())('VAS-VP-RESULT: %s plays bot against bot to a result from the CLI with several seeds', async (id) => {
    for (const seed of [1, 2]) {
      const term = scriptedTerminal([]);
      const code = await runPlay({ p1: 'random', p2: 'random', seed, scenario: id }, term, false);
      expect(code, term.out.slice(-3).join('\n')).toBe(0);
      expect(term.out.some((l) => l.startsWith('Game length:'))).toBe(true);
      expect(term.out.some((l) => l.startsWith('Victory:'))).toBe(true);
      const last = term.out[term.out.length - 1] ?? '';
      expect(last).toMatch(/^(Winner: |No winner\. )/);
      // Scenarios decided by Victory Points say so; the others (last side standing, the historical
      // scenarios' own conditions) name the winner or say there is none.
      if (victoryKind(id) === 'points') expect(last).toMatch(/Victory Points: .*: (victory to .+|a draw)\.$/);
    }
  });

  it('VAS-SCN-FLEET-POINTS: two fleet files become a Blockade at Raid; the record keeps the scenario and replays to the same points', async () => {
    const save = join(dir, 'blockade.json');
    const runner = file('runner.json', { nation: 'Kriegsmarine', ships: [{ class: 'Admiral Hipper' }, { class: 'Zerstörer 1936', count: 3 }] });
    const term = scriptedTerminal([]);
    const code = await runPlay({ p1: 'random', p2: 'random', seed: 7, scenario: 'blockade', level: 'Raid', fleet: [file('rn.json', RN), runner], attacker: 1, save }, term, false);
    expect(code, term.out.slice(-3).join('\n')).toBe(0);
    expect(term.out).toContain('Player 1: Force K as Blockader (attacker), 3 ships.');
    const rec = parseRecord(JSON.parse(readFileSync(save, 'utf8')));
    if (!rec.ok) throw new Error('record');
    expect(rec.value.meta).toMatchObject({ scenario: 'blockade', level: 'Raid' });
    expect(rec.value.setup).toMatchObject({ scenario: { id: 'blockade', level: 'Raid', freeTurn: ['defender'] } });
    const replayed = replay(vas, rec.value as never);
    if (!replayed.ok) throw new Error('replay');
    const over = (replayed.value.events as VasEvent[]).find((e) => e.type === 'game-over');
    expect(over?.rule).toBe('VAS-VP-RESULT');
    expect(over?.data?.points).toEqual((replayed.value.state as VasState).scenario?.points);
    expect(term.out.some((l) => l.includes((replayed.value.state as VasState).result?.summary ?? '?'))).toBe(true);
    expect(rec.value.actions.length).toBeGreaterThan(0);
  });

  it('VAS-SCN-FLEET-CARRIER: a fleet breaking the scenario\'s restrictions is refused with the file, the path and the rule; nothing is written', async () => {
    const save = join(dir, 'never.json');
    const term = scriptedTerminal([]);
    const code = await runPlay({ p1: 'random', p2: 'random', seed: 1, scenario: 'carrier-clash', level: 'Raid', fleet: [file('a.json', RN), file('b.json', KM)], save }, term, false);
    expect(code).toBe(1);
    expect(term.out.some((l) => l.includes('a.json') && l.includes('needs at least one aircraft carrier'))).toBe(true);
    expect(() => readFileSync(save)).toThrow();
  });

  it('VAS-SCN-DEPLOY-ZONES: a person places her ships in her zone; a place outside it, or a heading not in 0-359, is refused and asked again', async () => {
    const term = scriptedTerminal(['30 30', '20 6 999', '20 6 0', '', '', 'concede']);
    await runPlay({ p1: 'human', p2: 'random', seed: 3, scenario: 'victory-at-sea', level: 'Raid', fleet: [file('p1.json', RN), file('p2.json', KM)] }, term, true);
    expect(term.out).toContain('Place HMS Fiji (Fiji): ');
    expect(term.out.some((l) => l.startsWith('HMS Fiji must be placed inside the zone'))).toBe(true);
    expect(term.out).toContain('A heading is 0 to 359 degrees, clockwise from north (90 = east, 180 = south, 270 = west); 999 is not.');
    expect(term.out.filter((l) => l === 'Place HMS Fiji (Fiji): ').length).toBe(3);
    expect(term.out.some((l) => l.startsWith('Place Tribal 2 (Tribal)'))).toBe(true);
  });

  it('VAS-SCN-FORMAT: an unknown scenario id or a broken scenario file exits 1 with a sentence', async () => {
    const t1 = scriptedTerminal([]);
    expect(await runPlay({ scenario: 'no-such-battle', seed: 1 }, t1, false)).toBe(1);
    expect(t1.out[0]).toMatch(/"no-such-battle" is not a scenario: salvo scenarios lists them/);
    const bad = file('bad-scenario.json', { format: 'salvo-scenario', version: 1, id: 'x', name: 'X', kind: 'generic', summary: 's', source: 's', sides: [], length: { turns: 3 }, victory: { kind: 'points', text: 't' } });
    const t2 = scriptedTerminal([]);
    expect(await runPlay({ scenario: bad, seed: 1 }, t2, false)).toBe(1);
    expect(t2.out.some((l) => l.startsWith('  sides:'))).toBe(true);
  });
});

describe('salvo fleet validate --scenario and salvo scenarios', () => {
  it('VAS-SCN-FLEET-LAND-AIR: fleet validate --scenario checks the side\'s points and restrictions; --side is asked for when sides differ', () => {
    const withAir = file('air.json', { ...KM, squadrons: [{ aircraft: 'Junkers Ju-87' }] });
    const r = runFleetValidate(withAir, { scenario: 'convoy-duty', side: 'attacker', level: 'Raid' });
    expect(r.code).toBe(1);
    expect(r.err.join('\n')).toMatch(/may not use land-based aircraft.*VAS-SCN-FLEET-LAND-AIR/);
    const noSide = runFleetValidate(withAir, { scenario: 'convoy-duty', level: 'Raid' });
    expect(noSide.code).toBe(2);
    expect(noSide.err[0]).toMatch(/give --side, one of defender \(Convoy, defender\), attacker/);
    const ok = runFleetValidate(file('km.json', KM), { scenario: 'victory-at-sea', level: 'Raid' });
    expect(ok.code).toBe(0);
    expect(ok.out[0]).toMatch(/costs 2 of 5 Fleet Allocation Points at Priority Level Raid as First fleet in Victory at Sea/);
  });

  it('VAS-SCN-CIVILIAN-POINTS: a convoy over its civilian ship points is refused', () => {
    const convoy = file('convoy.json', { ...RN, civilians: [{ type: 'Tanker', count: 3 }] });
    expect(runFleetValidate(convoy, { scenario: 'convoy-duty', side: 'defender', level: 'Skirmish' }).code).toBe(0);
    const r = runFleetValidate(convoy, { scenario: 'convoy-duty', side: 'defender', level: 'Patrol' });
    expect(r.err.join('\n')).toMatch(/civilian ships cost 6 civilian ship points; only 4 may be spent/);
  });

  it('VAS-SCN-RANDOM-TABLE: salvo scenarios lists every scenario with its length and the Scenario Type table', () => {
    const r = runScenarios({});
    expect(r.code).toBe(0);
    for (const id of builtinScenarioIds()) expect(r.out.some((l) => l.trim().startsWith(id))).toBe(true);
    expect(r.out).toContain('  carrier-clash    Carrier Clash (generic); 10 turns');
    expect(runScenarios({ roll: '2' }).out[0]).toBe('Scenario Type roll 2: Blockade (salvo play --scenario blockade --level <level>).');
  });
});
