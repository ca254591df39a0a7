import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUILTIN_SCENARIOS, builtinScenarioIds, loadScenario, parseScenario, randomScenarioId, type ScenarioInput } from '../src/index';

/** A small fixed scenario: one Tribal each side, in zones at the long edges. */
function fixed(): ScenarioInput {
  return {
    format: 'salvo-scenario', version: 1, id: 'duel', name: 'Duel', kind: 'historical', summary: 'Two destroyers.', source: 'test',
    level: 'Patrol',
    sides: [
      { id: 'rn', name: 'Royal Navy', fleet: { kind: 'fixed', nation: 'Royal Navy', ships: [{ name: 'HMS Cossack', class: 'Tribal', position: { x: 30, y: 6 }, heading: 0, zone: 'south' }] },
        deployment: { kind: 'zone', zones: [{ id: 'south', x: 0, y: 0, width: 72, height: 12 }] } },
      { id: 'km', name: 'Kriegsmarine', fleet: { kind: 'fixed', nation: 'Kriegsmarine', ships: [{ name: 'Z1', class: 'Zerstörer 1936', position: { x: 30, y: 42 }, heading: 180 }] },
        deployment: { kind: 'fixed', zones: [] } },
    ],
    length: { turns: 6 }, victory: { kind: 'points', text: 'Victory Points.' },
  };
}

const problems = (raw: unknown): [string, string][] => {
  const r = parseScenario(raw);
  return r.ok ? [] : r.problems.map((p) => [p.path, p.message]);
};

describe('scenario format', () => {
  it('VAS-SCN-FORMAT: every built-in scenario loads, and a fixed scenario with ships in their zones is accepted', () => {
    for (const id of builtinScenarioIds()) expect(loadScenario(id).ok, id).toBe(true);
    expect(builtinScenarioIds().slice(0, 6)).toEqual(['at-all-costs', 'blockade', 'carrier-clash', 'convoy-duty', 'supply-ships', 'victory-at-sea']);
    expect(problems(fixed())).toEqual([]);
  });

  it('VAS-SCN-FORMAT: a zone reaching outside the table is refused with its path', () => {
    const s = fixed();
    s.sides[0]!.deployment = { kind: 'zone', zones: [{ id: 'south', x: 60, y: 0, width: 20, height: 12 }] };
    s.sides[0]!.fleet = { kind: 'fixed', nation: 'Royal Navy', ships: [{ name: 'HMS Cossack', class: 'Tribal', position: { x: 65, y: 6 }, heading: 0 }] };
    expect(problems(s)).toEqual([['sides[0].deployment.zones[0]', 'Zone "south" (x 60 to 80, y 0 to 12) reaches outside the 72x48 table.']]);
  });

  it('VAS-SCN-FORMAT: a ship outside its zone, off the table, or on another ship is refused with its path', () => {
    const outside = fixed();
    (outside.sides[0]!.fleet as { ships: { position?: { x: number; y: number } }[] }).ships[0]!.position = { x: 30, y: 20 };
    expect(problems(outside)).toEqual([['sides[0].fleet.ships[0].position', 'HMS Cossack at (30, 20) is outside her zone "south".']]);
    const onTop = fixed();
    (onTop.sides[1]!.fleet as { ships: { position?: { x: number; y: number } }[] }).ships[0]!.position = { x: 30.5, y: 6 };
    expect(problems(onTop)).toEqual([['sides[1].fleet.ships[0].position', 'Z1 is placed on top of HMS Cossack.']]);
    const off = fixed();
    (off.sides[1]!.fleet as { ships: { position?: { x: number; y: number } }[] }).ships[0]!.position = { x: 30, y: 50 };
    expect(problems(off)).toEqual([['sides[1].fleet.ships[0].position.y', 'Z1 is placed at y 50, off the 72x48 table (y runs from 0 at the south edge to 48 at the north edge).']]);
  });

  it('VAS-SCN-FORMAT: shape errors name their path; unknown classes, sides and keys are refused', () => {
    expect(problems({ ...fixed(), length: { turns: 0 } })[0]?.[0]).toBe('length.turns');
    expect(problems({ ...fixed(), colour: 'blue' })).toEqual([['colour', 'is not a scenario field (misspelt? docs/scenarios.md lists the fields)']]);
    const cls = fixed();
    (cls.sides[0]!.fleet as { ships: { class: string }[] }).ships[0]!.class = 'Tribbal';
    expect(problems(cls)).toEqual([['sides[0].fleet.ships[0].class', 'No ship class called "Tribbal" is known (salvo ships lists them). Did you mean "Tribal"?']]);
    expect(problems({ ...fixed(), initiative: { firstTurnOrder: ['usn'] }, rules: ['VAS-SCN-FIRST-INITIATIVE'] })).toEqual([['initiative.firstTurnOrder[0]', 'No side is called "usn" (sides: rn, km).']]);
  });

  it('VAS-SCN-RULES: a scenario needing a rule the engine does not implement fails to load; a hook without its rule id too', () => {
    expect(problems({ ...fixed(), rules: ['VAS-SCN-POLA-STOPPED'] })).toEqual([['rules[0]', 'The engine does not implement the scenario rule "VAS-SCN-POLA-STOPPED": this scenario cannot be played without it.']]);
    expect(problems({ ...fixed(), initiative: { freeTurn: ['rn'] } })).toEqual([['initiative.freeTurn', 'A free turn needs the scenario rule "VAS-SCN-FREE-TURN" in "rules".']]);
    const blockade = JSON.parse(JSON.stringify(BUILTIN_SCENARIOS.blockade)) as { id: string; rules: string[] };
    blockade.id = 'my-blockade';
    blockade.rules = blockade.rules.filter((r) => r !== 'VAS-SCN-BLOCKADE-DEPLOY');
    expect(problems(blockade).map((p) => p[0])).toEqual(['sides[0].deployment.kind']);
  });

  it('VAS-SCN-RULES: parameters are only for rules the scenario lists', () => {
    expect(problems({ ...fixed(), ruleParams: { 'VAS-SCN-FREE-TURN': { ships: ['x'] } } })).toEqual([['ruleParams.VAS-SCN-FREE-TURN', 'Parameters for "VAS-SCN-FREE-TURN", which is not in "rules".']]);
    expect(problems({ ...fixed(), rules: ['VAS-SCN-FIRST-INITIATIVE'], initiative: { firstTurnOrder: ['km'] }, ruleParams: { 'VAS-SCN-FIRST-INITIATIVE': { ships: ['z1'] } } })).toEqual([]);
  });

  it('VAS-SCN-FORMAT: a path that is neither a scenario id nor a file is one sentence', () => {
    const r = loadScenario('/nonexistent/scenario.json');
    expect(r.ok ? '' : r.problems[0]?.message).toMatch(/neither a scenario id/);
  });

  it('a pipe or a link to /dev/zero given as a scenario file is refused before it is read, never hangs', () => {
    const dir = mkdtempSync(join(tmpdir(), 'salvo-scn-'));
    try {
      const fifo = join(dir, 'f.json');
      execFileSync('mkfifo', [fifo]);
      const zero = join(dir, 'z.json');
      symlinkSync('/dev/zero', zero);
      for (const path of [fifo, zero]) {
        const r = loadScenario(path);
        expect(r.ok ? '' : r.problems[0]?.message).toBe(`${path} is not a regular file (a device, a pipe or a socket), so it cannot be a scenario file.`);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('VAS-SCN-RANDOM-TABLE: 1d6 on the Scenario Type table names the six generic scenarios in the book\'s order', () => {
    expect([1, 2, 3, 4, 5, 6].map(randomScenarioId)).toEqual(['at-all-costs', 'blockade', 'carrier-clash', 'convoy-duty', 'supply-ships', 'victory-at-sea']);
    expect(randomScenarioId(7)).toBeUndefined();
  });

  it('VAS-SCN-FORMAT: schema problems read as sentences about the field and the value given, not as the validator\'s wording', () => {
    expect(problems({ ...fixed(), version: 2 })).toEqual([['version', 'must be one of "1", not 2']]);
    expect(problems({ ...fixed(), length: { turns: 'six' } })).toEqual([['length.turns', 'must be a number, not the text "six"']]);
    const noName = { ...fixed() } as Record<string, unknown>;
    delete noName.name;
    expect(problems(noName)).toEqual([['name', 'is missing (a text in quotes is required)']]);
    for (const [, message] of [...problems({ ...fixed(), version: 2 }), ...problems({ ...fixed(), length: { turns: 'six' } })]) {
      expect(message).not.toMatch(/Invalid input|expected/);
    }
  });
});
