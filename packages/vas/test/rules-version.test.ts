/**
 * Rules versions (src/rules-version.ts): a game begun under rules version 2 (Salvo before the rules audit of
 * 7 December 2026) plays on exactly as it began. testdata/rules-v2/records.json holds games played by the version 2
 * engine (setups that exercise every rule changed since: torpedoes in Bad Weather, at night and after Flank Speed!,
 * Damage Control in Bad Weather, squadrons spotting at night, night-fighting friendly fire, AA with Fire Control,
 * Evasive!, smoke, boats changing depth and the Blockade free turn, dogfights, bombs, air torpedoes, crash dives)
 * with fingerprints of every step's events, of every state and what it asked (pending, legal actions, refusals) and
 * of the final state. Replayed now under `setupUnderRules(setup, 2)` each must give the same fingerprints.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { ShipRoster } from '@salvo/data';
import { createGame, setupUnderRules, VAS_RULES_VERSION, vas, type SpecialActionKind, type VasAction, type VasOptions, type VasSetup, type VasShipSetup, type VasState } from '../src';
import { planAA } from '../src/aircraft/aa';
import { GUNSHIP as AUDIT_CRUISER } from './audit-support';
import { fourShipBattle, play, start, toMovement, winInitiative } from './fixtures';
import { wrongActions } from './invariant-playouts';

interface RecordedGame {
  readonly seed: number;
  readonly family: string;
  readonly setup: VasSetup;
  readonly actions: VasAction[];
  readonly steps: string[];
  readonly probes: string;
  readonly final: string;
}

const RECORDS = JSON.parse(readFileSync(new URL('../../../testdata/rules-v2/records.json', import.meta.url), 'utf8')) as { engineVersion: number; games: RecordedGame[] };
const sha = (s: string): string => createHash('sha256').update(s).digest('hex');

/** The state as the version 2 engine serialized it: that engine had no `rulesVersion` option. */
function v2Text(state: VasState): string {
  const { rulesVersion: _kept, ...options } = state.options;
  return vas.serialize({ ...state, options });
}

/** Replays `g` from `setup`; the first fingerprint that differs, or null. Fingerprints as the recording script made them. */
function replayDiff(g: RecordedGame, setup: unknown): string | null {
  const created = vas.createGame(setup);
  if (!created.ok) return `setup refused: ${created.error.message}`;
  let state = created.value;
  const probe = createHash('sha256');
  for (let i = 0; i < g.actions.length; i++) {
    const p = vas.pending(state);
    if (p.kind === 'decision' && i % 4 === 0) {
      probe.update(JSON.stringify(vas.legalActions(state)));
      for (const w of wrongActions(state)) {
        const r = vas.apply(state, w.action);
        probe.update(JSON.stringify(r.ok ? 'accepted' : r.error));
      }
    }
    probe.update(JSON.stringify(p));
    probe.update(v2Text(state));
    const r = vas.apply(state, g.actions[i] as VasAction);
    if (!r.ok) return `action ${i} refused: ${r.error.code} ${r.error.message}`;
    if (sha(JSON.stringify(r.value.events)).slice(0, 16) !== g.steps[i]) return `action ${i}: other events ${JSON.stringify(r.value.events).slice(0, 400)}`;
    state = r.value.state;
  }
  probe.update(JSON.stringify(vas.pending(state)));
  if (probe.digest('hex') !== g.probes) return 'another state, pending step, legal action or refusal along the way';
  if (sha(v2Text(state)) !== g.final) return 'another final state';
  return null;
}

describe('VAS-RULES-VERSION: games of rules version 2 replay exactly (testdata/rules-v2)', () => {
  it('the records come from the version 2 engine and cover every family of setups', () => {
    expect(RECORDS.engineVersion).toBe(2);
    expect(RECORDS.games.length).toBeGreaterThanOrEqual(150);
    expect(new Set(RECORDS.games.map((g) => g.family))).toEqual(new Set(['torpedoes', 'torpedoes-night-ff', 'air', 'dogfights', 'subs-air', 'squadrons', 'blockade', 'submarines', 'four-ship']));
  });

  it('every game, under setupUnderRules(setup, 2): the same events at every step, the same questions and refusals, the same final state', () => {
    const diffs = RECORDS.games.flatMap((g) => {
      const d = replayDiff(g, setupUnderRules(g.setup, 2));
      return d === null ? [] : [`game ${g.seed} (${g.family}): ${d}`];
    });
    expect(diffs).toEqual([]);
  }, 240_000);

  it('the records exercise the rules changed since: under the current rules many of them play otherwise, in every family but Blockade', () => {
    const differing = RECORDS.games.filter((g) => replayDiff(g, g.setup) !== null);
    const families = new Set(differing.map((g) => g.family));
    expect(differing.length).toBeGreaterThanOrEqual(RECORDS.games.length / 3);
    for (const f of ['torpedoes', 'torpedoes-night-ff', 'air', 'dogfights', 'subs-air', 'four-ship']) expect(families, f).toContain(f);
  }, 240_000);
});

// ---------------------------------------------------------------------------------------------------
// Where the two readings differ (setups as in audit-fix-conditions.test.ts and audit-fix-aa.test.ts).

/** The audits' cruiser (main gun 40", secondaries, torpedoes 10"; Target 5+) with an AA battery. */
const GUNSHIP: ShipRoster = { ...AUDIT_CRUISER, weapons: [...AUDIT_CRUISER.weapons, { name: 'AA', kind: 'aa', range: 5, ad: 4, dd: null, traits: [] }] };
const TORPEDO = 2;
const gunship = (id: string, x: number, y: number): VasShipSetup => ({ id, name: id.toUpperCase(), roster: GUNSHIP, position: { x, y }, heading: 0 });
const duel = (options: VasOptions): VasSetup => ({ seed: 7, options, fleets: [{ id: 'a', name: 'Alpha', ships: [gunship('a1', 10, 10)] }, { id: 'b', name: 'Bravo', ships: [gunship('b1', 18, 10)] }] });
const dice = (s: VasState, face: number): VasState => {
  const p = vas.pending(s);
  return p.kind === 'chance' ? play(s, [vas.diceAction(Array.from({ length: p.request.dice }, () => face))]).state : s;
};

/** A1 launches torpedoes at B1 (8" away, on her beam), with `special`; the label of the spread's Attack Dice. */
function spreadLabel(setup: VasSetup, special?: SpecialActionKind): string {
  let s = toMovement(start(setup), winInitiative(start(setup), 'a')).state;
  for (let guard = 0; guard < 20 && vas.pending(s).kind === 'decision' && s.phase === 'movement'; guard++) {
    const n = vas.legalActions(s).find((x) => x.type === 'nominate-move' && x.special === undefined);
    if (!n || n.type !== 'nominate-move') break;
    s = play(s, [{ ...n, ...(special && n.ship === 'a1' ? { special } : {}) }, { type: 'move', ship: n.ship, legs: [{ forward: 1 }] }]).state;
    s = dice(s, 6);
  }
  for (let guard = 0; guard < 10 && vas.pending(s).kind === 'chance'; guard++) s = dice(s, 6);
  s = play(s, [{ type: 'attack', ship: 'a1', fire: [{ weapon: TORPEDO, target: 'b1' }] }, { type: 'attack', ship: 'b1', fire: [] }]).state;
  for (let guard = 0; guard < 20; guard++) {
    const p = vas.pending(s);
    if (p.kind !== 'chance') break;
    if (p.request.purpose === 'attack' && s.resolution?.kind === 'torpedo') return p.request.label;
    s = dice(s, 1);
  }
  throw new Error('no spread roll');
}

describe('the same setup under rules version 2 and under the current rules', () => {
  it('VAS-TORP-MODIFIERS: a spread on the beam in Bad Weather needs 4+ under version 2, 5+ now', () => {
    const setup = duel({ weather: 'bad', radar: false });
    expect(spreadLabel(setupUnderRules(setup, 2) as VasSetup)).toMatch(/4\+ to hit/);
    expect(spreadLabel(setup)).toMatch(/5\+ to hit/);
  });

  it('VAS-TORP-MODIFIERS: after the launcher\'s Flank Speed!, 4+ under version 2, 5+ now (Good Weather, by day)', () => {
    const setup = duel({});
    expect(spreadLabel(setupUnderRules(setup, 2) as VasSetup, 'flank-speed')).toMatch(/4\+ to hit/);
    expect(spreadLabel(setup, 'flank-speed')).toMatch(/5\+ to hit/);
  });

  it('VAS-ATTACK-SMOKE: under version 2 AA fires through a Smoke Counter; now it does not', () => {
    const aaAt = (rules: VasSetup): number => {
      const s = structuredClone(start({ ...rules, fleets: [...rules.fleets.slice(0, 1), { ...rules.fleets[1]!, flights: [{ id: 'stuka', aircraft: 'Junkers Ju-87', position: { x: 10, y: 13 } }] }] }));
      s.smoke.push({ ship: 'a1', from: { x: 9, y: 11.5 }, to: { x: 11, y: 11.5 }, turn: 1 });
      return planAA(s, s.ships.a1!).length;
    };
    expect(aaAt(setupUnderRules(duel({}), 2) as VasSetup)).toBeGreaterThan(0);
    expect(aaAt(duel({}))).toBe(0);
  });
});

describe('VAS-RULES-VERSION: options.rulesVersion', () => {
  it('the current version gives the state of a setup without the option; 2 and 1 (read as 2) are kept', () => {
    const setup = fourShipBattle(3);
    const plain = createGame(setup);
    const current = createGame({ ...setup, options: { rulesVersion: VAS_RULES_VERSION } });
    expect(current.ok && plain.ok && vas.serialize(current.value) === vas.serialize(plain.value)).toBe(true);
    const two = createGame(setupUnderRules(setup, 2));
    const one = createGame({ ...setup, options: { rulesVersion: 1 } });
    expect(two.ok && two.value.options.rulesVersion).toBe(2);
    expect(one.ok && two.ok && vas.serialize(one.value) === vas.serialize(two.value)).toBe(true);
    expect(vas.descriptor.version).toBe(VAS_RULES_VERSION);
  });

  it.each([0, 2.5, VAS_RULES_VERSION + 1, '2', null])('rulesVersion %s is refused with ERR_BAD_OPTION', (v) => {
    const r = createGame({ ...fourShipBattle(3), options: { rulesVersion: v as number } });
    expect(r.ok).toBe(false);
    expect(!r.ok && [r.error.code, ...(r.error.problems ?? []).map((p) => p.code)]).toContain('ERR_BAD_OPTION');
  });

  it('VAS-ENGINE-SERIALIZE: a state under version 2 survives serialize and parse, its rules kept; a version the engine cannot hold is refused', () => {
    const created = createGame(setupUnderRules(fourShipBattle(3), 2));
    if (!created.ok) throw new Error(created.error.message);
    const text = vas.serialize(created.value);
    const parsed = vas.parse(text);
    expect(parsed.ok && vas.serialize(parsed.value)).toBe(text);
    expect(parsed.ok && parsed.value.options.rulesVersion).toBe(2);
    const after = vas.apply(created.value, vas.diceAction([3, 4]));
    expect(after.ok && after.value.state.options.rulesVersion).toBe(2);
    expect(vas.parse(text.replace('"rulesVersion":2', `"rulesVersion":${VAS_RULES_VERSION}`)).ok).toBe(false);
  });
});
