/**
 * The scenario-file checks a review found missing (docs/scenarios.md, "Format"): every problem is refused with
 * its path and a sentence, at once, and nothing a designer wrote is silently turned into something else.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { validateFleet } from '@salvo/data';
import { BUILTIN_SCENARIOS, builtinScenarioIds, loadScenario, parseScenario, placeShip, planBattle, scenarioToSetup, type ScenarioInput } from '../src/index';

/** One Tribal against one Zerstörer, each at a fixed position. */
function duel(): ScenarioInput {
  return {
    format: 'salvo-scenario', version: 1, id: 'duel', name: 'Duel', kind: 'historical', summary: 'Two destroyers.', source: 'test',
    level: 'Patrol',
    sides: [
      { id: 'rn', name: 'Royal Navy', fleet: { kind: 'fixed', nation: 'Royal Navy', ships: [{ name: 'HMS Cossack', class: 'Tribal', position: { x: 30, y: 6 }, heading: 0 }] },
        deployment: { kind: 'fixed', zones: [] } },
      { id: 'km', name: 'Kriegsmarine', fleet: { kind: 'fixed', nation: 'Kriegsmarine', ships: [{ name: 'Z1', class: 'Zerstörer 1936', position: { x: 30, y: 42 }, heading: 180 }] },
        deployment: { kind: 'fixed', zones: [] } },
    ],
    length: { turns: 6 }, victory: { kind: 'points', text: 'Victory Points.' },
  };
}

type Ship = { class: string; name: string; heading?: number; position?: { x: number; y: number }; civilian?: boolean; flights?: { aircraft: string; count: number; airborne?: number }[] };
type Fleet = { nation: string; ships: Ship[] };
const fleet = (s: ScenarioInput, side: number): Fleet => s.sides[side]!.fleet as unknown as Fleet;

const problems = (raw: unknown): [string, string][] => {
  const r = parseScenario(raw);
  return r.ok ? [] : r.problems.map((p) => [p.path, p.message]);
};

const HEADINGS = 'must be a heading from 0 to 359 degrees, clockwise from north (90 = east, 180 = south, 270 = west)';

describe('scenario file checks', () => {
  it('VAS-SCN-FORMAT: a heading outside 0 to 359 is refused with its path, never reduced (400 had become 40)', () => {
    for (const h of [400, 360, -10]) {
      const s = duel();
      fleet(s, 1).ships[0]!.heading = h;
      expect(problems(s)).toEqual([['sides[1].fleet.ships[0].heading', `${HEADINGS}, not ${h}`]]);
    }
    const zone = duel();
    zone.sides[0]!.deployment = { kind: 'zone', zones: [{ id: 'south', x: 0, y: 0, width: 72, height: 12, heading: 720 }] };
    expect(problems(zone)).toEqual([['sides[0].deployment.zones[0].heading', `${HEADINGS}, not 720`]]);
    // In range, a heading reaches the battle exactly as written.
    const ok = duel();
    fleet(ok, 1).ships[0]!.heading = 359.5;
    const r = parseScenario(ok);
    if (!r.ok) throw new Error(JSON.stringify(r.problems));
    const built = scenarioToSetup(r.value, { seed: 1 });
    if (!built.ok) throw new Error(JSON.stringify(built.problems));
    expect(built.value.setup.fleets[1]!.ships[0]!.heading).toBe(359.5);
  });

  it('VAS-SCN-DEPLOY-ZONES: a person\'s placement with a heading outside 0 to 359 is refused with a sentence', () => {
    const p = planBattle(parseScenarioOk(BUILTIN_SCENARIOS['victory-at-sea']), { seed: 1 });
    if (!p.ok) throw new Error('plan');
    expect(placeShip(p.value, 0, 0, { position: { x: 30, y: 6 }, heading: 999 })).toBe(`HMS Fiji's heading ${HEADINGS}, not 999.`);
    expect(placeShip(p.value, 0, 0, { position: { x: 30, y: 6 }, heading: 270 })).toBeNull();
  });

  it('VAS-SCN-FORMAT: a fixed fleet of an unknown nation is refused, listing the nations; the names the game shows are taken', () => {
    const s = duel();
    fleet(s, 1).nation = 'Germany';
    expect(problems(s)).toEqual([['sides[1].fleet.nation',
      'No nation called "Germany" has a fleet list: a fixed fleet\'s nation is one of Royal Navy, Kriegsmarine, US Navy, Imperial Japanese Navy, Italian Navy, French Navy (also RN, KM, USN, IJN, and Regia Marina for the Italian Navy).']]);
    const typo = duel();
    fleet(typo, 1).nation = 'Kreigsmarine';
    expect(problems(typo)[0]?.[1]).toMatch(/ Did you mean "Kriegsmarine"\?$/);
    const short = duel();
    fleet(short, 1).nation = 'km';
    expect(problems(short)).toEqual([]);
    const italian = duel();
    Object.assign(fleet(italian, 1), { nation: 'Regia Marina', ships: [{ name: 'Zara', class: 'Zara', position: { x: 30, y: 42 }, heading: 180 }] });
    expect(problems(italian)).toEqual([]);
  });

  it('VAS-SCN-FORMAT: a ship of another nation\'s list in a fixed fleet is refused as a fleet file refuses it; civilian ships go with any fleet', () => {
    const s = duel();
    fleet(s, 0).ships[0]!.class = 'Admiral Hipper';
    expect(problems(s)).toEqual([['sides[0].fleet.ships[0].class',
      'Admiral Hipper is in the Kriegsmarine list, not the Royal Navy list: the ships of a fixed fleet are of its nation, as in a fleet file.']]);
    // The fleet file's own rule, for comparison.
    const file = validateFleet({ nation: 'Royal Navy', ships: [{ class: 'Admiral Hipper' }] }, { level: 'War', points: 99 });
    expect(file.problems.map((p) => p.message)).toEqual(['Admiral Hipper is in the Kriegsmarine list, not the Royal Navy list.']);
    const convoy = duel();
    fleet(convoy, 0).ships.push({ name: 'SS Clan Fraser', class: 'Tramp Freighter', position: { x: 20, y: 6 }, heading: 90, civilian: true });
    expect(problems(convoy)).toEqual([]);
  });

  it('VAS-SCN-FORMAT: a file with a built-in scenario\'s id is refused (records name their scenario by id); the built-in itself still loads', () => {
    expect(problems({ ...duel(), id: 'denmark-strait' })).toEqual([['id',
      '"denmark-strait" is the id of the built-in scenario Battle of the Denmark Strait: give your scenario an "id" of its own, since a battle and its record name their scenario by id.']]);
    const copy = JSON.parse(JSON.stringify(BUILTIN_SCENARIOS['denmark-strait'])) as { length: unknown };
    copy.length = { turns: 5 };
    expect(problems(copy).map((p) => p[0])).toEqual(['id']);
    // Each built-in, and a verbatim copy of it (the same scenario, so the same id), load.
    for (const id of builtinScenarioIds()) {
      expect(loadScenario(id).ok, id).toBe(true);
      expect(problems(JSON.parse(JSON.stringify(BUILTIN_SCENARIOS[id]))), id).toEqual([]);
    }
  });

  it('VAS-SCN-FORMAT: every problem of a position is reported at once: below 0 and beyond the table\'s width', () => {
    const s = duel();
    fleet(s, 1).ships[0]!.position = { x: 100, y: -5 };
    expect(problems(s)).toEqual([
      ['sides[1].fleet.ships[0].position.y', 'must be at least 0'],
      ['sides[1].fleet.ships[0].position.x', 'Z1 is placed at x 100, off the 72x48 table (x runs from 0 at the west edge to 72 at the east edge).'],
    ]);
    // A shape problem elsewhere does not hide the others.
    const many = { ...duel(), colour: 'blue' };
    fleet(many, 0).ships[0]!.class = 'Fijji';
    fleet(many, 1).nation = 'Germany';
    many.sides[0]!.deployment = { kind: 'zone', zones: [{ id: 'south', x: 60, y: 0, width: 20, height: 12 }] };
    expect(problems(many).map((p) => p[0])).toEqual(['colour', 'sides[0].deployment.zones[0]', 'sides[0].fleet.ships[0].class', 'sides[1].fleet.nation']);
  });

  it('VAS-SCN-FORMAT: an unknown class is answered with the closest class, as a fleet file answers it', () => {
    const s = duel();
    fleet(s, 0).ships[0]!.class = 'Fijji';
    expect(problems(s)).toEqual([['sides[0].fleet.ships[0].class', 'No ship class called "Fijji" is known (salvo ships lists them). Did you mean "Fiji"?']]);
    const file = validateFleet({ nation: 'Royal Navy', ships: [{ class: 'Fijji' }] }, { level: 'War', points: 99 });
    expect(file.problems[0]?.message).toMatch(/ Did you mean "Fiji"\?$/);
  });

  it('VAS-SCN-FORMAT: more flights in the air than embarked are refused, not cut to the count', () => {
    const s = duel();
    Object.assign(fleet(s, 0).ships[0]!, { class: 'Illustrious', name: 'HMS Illustrious', flights: [{ aircraft: 'Fairey Swordfish', count: 2, airborne: 3 }] });
    expect(problems(s)).toEqual([['sides[0].fleet.ships[0].flights[0].airborne', 'must be at most the flight\'s count (2), not 3: only the flights embarked can start in the air.']]);
  });

  it('docs/scenarios.md calls no built-in scenario refused by the loader that loads', () => {
    const doc = readFileSync(new URL('../../../docs/scenarios.md', import.meta.url), 'utf8');
    const refusing = doc.split(/\n\s*\n/).filter((p) => /refused by the loader|not played/i.test(p));
    for (const id of builtinScenarioIds()) {
      if (!loadScenario(id).ok) continue;
      const raw = BUILTIN_SCENARIOS[id] as { name: string };
      const short = raw.name.replace(/^(The )?Battle of (the )?/, '');
      for (const p of refusing) expect(p.includes(short) || p.includes(`\`${id}\``), `${id} loads, but the docs say: ${p}`).toBe(false);
    }
  });
});

function parseScenarioOk(raw: unknown) {
  const r = parseScenario(raw);
  if (!r.ok) throw new Error(JSON.stringify(r.problems));
  return r.value;
}
