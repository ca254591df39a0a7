import { describe, expect, it } from 'vitest';
import { seedRng } from '@salvo/kernel';
import { vas } from '../index';
import { BRITISH, GERMAN, TEST_CRUISER, shipSetup, start, twoFleets } from '../../test/fixtures';

const problems = (setup: unknown): { code: string; path?: string }[] => {
  const r = vas.createGame(setup);
  if (r.ok) return [];
  return r.error.problems.map((p) => ({ code: p.code, ...(p.path === undefined ? {} : { path: p.path }) }));
};

describe('createGame', () => {
  it('VAS-SETUP-VALID: rejects what is not a setup, and a battle without two fleets', () => {
    expect(problems(null)).toEqual([{ code: 'ERR_SETUP_SHAPE', path: '' }]);
    expect(problems({ seed: 1 })).toContainEqual({ code: 'ERR_MISSING_FLEETS', path: 'fleets' });
    expect(problems({ seed: 1, fleets: [twoFleets().fleets[0]] })).toContainEqual({ code: 'ERR_MISSING_FLEETS', path: 'fleets' });
    expect(problems({ ...twoFleets(), seed: { x: 1 } })).toContainEqual({ code: 'ERR_BAD_SEED', path: 'seed' });
  });

  it('VAS-SETUP-VALID: lists every problem at once, each with its code and path', () => {
    const setup = {
      seed: 1,
      fleets: [
        {
          id: BRITISH, ships: [
            { id: 'warspite', class: 'Queen Elizabeth', position: { x: 12, y: 24 }, heading: 90, command: 7 },
            { id: 'warspite', class: 'Queen Elizabeth', position: { x: 12, y: 10 }, heading: 90 },
            { id: 'bismarck', class: 'Bismarckk', position: { x: 30, y: 10 }, heading: 90 },
            { id: 'far', class: 'Queen Elizabeth', position: { x: 80, y: 10 }, heading: 90 },
            { id: 'twin', class: 'Queen Elizabeth', position: { x: 12.5, y: 24 }, heading: 90 },
            { id: 'nothing', position: { x: 40, y: 40 }, heading: 0 },
          ],
        },
        { id: BRITISH, ships: [shipSetup('hipper', 'Hipper', { ...TEST_CRUISER, speed: -1 }, 60, 24, 270)] },
        { id: 'empty', ships: [] },
      ],
      options: { weather: 'stormy', maxTurns: 0 },
    };
    expect(problems(setup)).toEqual(expect.arrayContaining([
      { code: 'ERR_BAD_COMMAND', path: 'fleets[0].ships[0].command' },
      { code: 'ERR_DUPLICATE_ID', path: 'fleets[0].ships[1].id' },
      { code: 'ERR_UNKNOWN_CLASS', path: 'fleets[0].ships[2].class' },
      { code: 'ERR_OFF_TABLE', path: 'fleets[0].ships[3].position' },
      { code: 'ERR_SHIPS_OVERLAP', path: 'fleets[0].ships[4].position' },
      { code: 'ERR_MISSING_CLASS', path: 'fleets[0].ships[5].class' },
      { code: 'ERR_DUPLICATE_ID', path: 'fleets[1].id' },
      { code: 'ERR_BAD_ROSTER', path: 'fleets[1].ships[0].roster.speed' },
      { code: 'ERR_EMPTY_FLEET', path: 'fleets[2].ships' },
      { code: 'ERR_BAD_OPTION', path: 'options.weather' },
      { code: 'ERR_BAD_OPTION', path: 'options.maxTurns' },
    ]));
    const r = vas.createGame(setup);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('ERR_SETUP');
  });

  it('VAS-SETUP-VALID: ids that would clash with object internals are refused or harmless', () => {
    const s = twoFleets();
    const proto = JSON.parse('{"id":"__proto__","ships":[]}') as unknown;
    expect(problems({ ...s, fleets: [proto, s.fleets[1]] })).toContainEqual({ code: 'ERR_BAD_ID', path: 'fleets[0].id' });
    const odd = { ...s, fleets: [{ ...s.fleets[0]!, id: 'constructor', ships: [{ ...s.fleets[0]!.ships[0]!, id: 'hasOwnProperty' }] }, { ...s.fleets[1]!, id: 'toString' }] };
    const r = vas.createGame(odd);
    expect(r.ok).toBe(true);
    // and such a battle plays to its end
    let state = start(odd);
    const oddShip: string = 'hasOwnProperty';
    state.ships[oddShip]!.criticals = [{ id: 1, location: 'engines', effect: 'turbine-damaged', turn: 1, repairable: true, repaired: false }];
    state.nextCriticalId = 2;
    const rng = seedRng(2);
    for (let i = 0; i < 5000 && vas.pending(state).kind !== 'over'; i++) {
      const step = vas.apply(state, vas.sampleAction(state, rng));
      if (!step.ok) throw new Error(step.error.message);
      state = step.value.state;
    }
    expect(vas.pending(state).kind).toBe('over');
  });

  it('VAS-SETUP-VALID: every fleet on one side is refused: nobody to fight', () => {
    const s = twoFleets();
    expect(problems({ ...s, fleets: s.fleets.map((f) => ({ ...f, side: 'same' })) })).toContainEqual({ code: 'ERR_ONE_SIDE', path: 'fleets' });
  });

  it('VAS-SETUP-DEFAULTS: Good Weather, day, a 72x48 table, 12 turns, Command 4; the PRNG is seeded from the seed', () => {
    const r = vas.createGame(twoFleets(77));
    if (!r.ok) throw new Error(r.error.message);
    const s = r.value;
    expect(s.options).toEqual({ weather: 'good', night: false, table: { width: 72, height: 48 }, maxTurns: 12, variants: [], year: 1940, radar: false });
    expect(s.ships.warspite?.command).toBe(4);
    expect(s.ships.warspite?.damage).toBe(34);
    expect(s.ships.warspite?.crew).toBe(47);
    expect(s.ships.warspite?.weapons).toHaveLength(s.ships.warspite!.roster.weapons.length);
    expect(s.ships.hipper?.roster.class).toBe('Test Cruiser');
    expect(s.rng).toEqual(seedRng(77));
    expect([s.turn, s.phase]).toEqual([1, 'initiative']);
    expect(s.fleets[GERMAN]?.side).toBe(GERMAN);
  });
});
