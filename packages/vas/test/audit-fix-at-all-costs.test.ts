/**
 * Audit fix (tmp/audit/scenarios.md, discrepancy 1): At All Costs lets the players agree the points value of the
 * battle (victory-at-sea.txt line 397: "Fleets: Players are free to decide on a points value for the battle and
 * choose their fleets freely."). `BattleInput.points` carries the agreed value; the default stays 5; every other
 * scenario keeps its own points.
 */
import { describe, expect, it } from 'vitest';
import {
  agreedPointsProblem, agreesPoints, BUILTIN_SCENARIOS, checkSideFleet, MAX_AGREED_POINTS, parseAgreedPoints, parseScenario,
  planBattle, scenarioToSetup, type Scenario, type ScenarioSide,
} from '@salvo/scenarios';
import { vas } from '../src';

function scenario(id: string): Scenario {
  const r = parseScenario(BUILTIN_SCENARIOS[id]);
  if (!r.ok) throw new Error(`${id}: ${r.problems.map((p) => `${p.path}: ${p.message}`).join('; ')}`);
  return r.value;
}
const side = (s: Scenario, id: string): ScenarioSide => s.sides.find((x) => x.id === id) as ScenarioSide;
const messages = (r: ReturnType<typeof planBattle>): string[] => (r.ok ? [] : r.problems.map((p) => p.message));

/** Six Fleet Allocation Points at Priority Level Raid (six Raid ships), one fleet per nation. */
const RN_SIX = { nation: 'Royal Navy', ships: [{ class: 'Fiji', count: 6 }] };
const KM_SIX = { nation: 'Kriegsmarine', ships: [{ class: 'Admiral Hipper', count: 6 }] };
const RN_SEVEN = { nation: 'Royal Navy', ships: [{ class: 'Fiji', count: 7 }] };
const RN_FIVE = { nation: 'Royal Navy', ships: [{ class: 'Fiji', count: 5 }] };
const KM_FIVE = { nation: 'Kriegsmarine', ships: [{ class: 'Admiral Hipper', count: 5 }] };
/** Weather, night, land-based aircraft, then the deployment initiative (2d6 a fleet, no tie). */
const DICE = [[1], [1], [1], [6, 6, 1, 1]];

describe('At All Costs: the points value of the battle (VAS-SCN-FLEET-POINTS)', () => {
  const aac = scenario('at-all-costs');

  it('two fleets of an agreed six points each may fight At All Costs (the audit\'s test, with the value agreed)', () => {
    const r = planBattle(aac, { seed: 1, level: 'Raid', points: 6, fleets: [RN_SIX, KM_SIX], dice: DICE });
    expect(messages(r)).toEqual([]);
  });

  it('the agreed value is the ceiling: seven points are refused when six were agreed', () => {
    const r = planBattle(aac, { seed: 1, level: 'Raid', points: 6, fleets: [RN_SEVEN, KM_SIX], dice: DICE });
    expect(messages(r)).toEqual(['Player 1 (First fleet): The fleet costs 7 Fleet Allocation Points; only 6 may be spent at Priority Level Raid.']);
  });

  it('a smaller agreed value binds too: five-point fleets are refused at four', () => {
    const r = planBattle(aac, { seed: 1, level: 'Raid', points: 4, fleets: [RN_FIVE, KM_FIVE], dice: DICE });
    expect(messages(r)).toHaveLength(2);
    expect(messages(r).every((m) => /only 4 may be spent/.test(m))).toBe(true);
  });

  it('no value given: five points, as before (six are refused, five accepted)', () => {
    expect(messages(planBattle(aac, { seed: 1, level: 'Raid', fleets: [RN_SIX, KM_SIX], dice: DICE }))).toEqual([
      'Player 1 (First fleet): The fleet costs 6 Fleet Allocation Points; only 5 may be spent at Priority Level Raid.',
      'Player 2 (Second fleet): The fleet costs 6 Fleet Allocation Points; only 5 may be spent at Priority Level Raid.',
    ]);
    expect(messages(planBattle(aac, { seed: 1, level: 'Raid', fleets: [RN_FIVE, KM_FIVE], dice: DICE }))).toEqual([]);
  });

  it('the agreed value is noted with the pre-battle rolls, and the battle it sets up is one the engine accepts', () => {
    const r = scenarioToSetup(aac, { seed: 3, level: 'Raid', points: 6, fleets: [RN_SIX, KM_SIX] });
    if (!r.ok) throw new Error(r.problems.map((p) => p.message).join(' '));
    expect(r.value.plan.notes).toContain('The players agreed 6 Fleet Allocation Points a fleet.');
    expect(r.value.setup.fleets.map((f) => f.ships.length)).toEqual([6, 6]);
    expect(vas.createGame(r.value.setup).ok).toBe(true);
  });

  it('checkSideFleet prices a fleet against the agreed value (as salvo fleet validate --scenario does)', () => {
    expect(checkSideFleet(aac, side(aac, 'first'), 'Raid', RN_SIX, { points: 6 }).problems).toEqual([]);
    expect(checkSideFleet(aac, side(aac, 'first'), 'Raid', RN_SIX).problems.map((p) => p.code)).toEqual(['ERR_FLEET_OVER_BUDGET']);
  });

  it('a value outside 1 to the maximum, or not whole, is refused with one sentence', () => {
    for (const bad of [0, -1, 2.5, MAX_AGREED_POINTS + 1, Number.NaN]) {
      const r = planBattle(aac, { seed: 1, level: 'Raid', points: bad, fleets: [RN_FIVE, KM_FIVE], dice: DICE });
      expect(r.ok ? [] : r.problems).toEqual([{ path: 'points', message: `The points value of the battle is a whole number of Fleet Allocation Points from 1 to ${MAX_AGREED_POINTS}, not ${String(bad)}.` }]);
    }
    expect(agreedPointsProblem(aac, 1)).toBeNull();
    expect(agreedPointsProblem(aac, MAX_AGREED_POINTS)).toBeNull();
  });

  it('typed values: whole numbers from 1 to the maximum are read, anything else gets the sentence', () => {
    expect(parseAgreedPoints(' 6 ')).toEqual({ ok: true, value: 6 });
    expect(parseAgreedPoints(String(MAX_AGREED_POINTS))).toEqual({ ok: true, value: MAX_AGREED_POINTS });
    for (const bad of ['0', '-3', '6.5', 'six', '', '1e2', '100', '0x6']) {
      const r = parseAgreedPoints(bad);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.message).toBe(`The points value of the battle is a whole number of Fleet Allocation Points from 1 to ${MAX_AGREED_POINTS}, not "${bad}".`);
    }
  });
});

describe('other scenarios keep their own points (VAS-SCN-FLEET-POINTS)', () => {
  it('only At All Costs lets the players agree a points value', () => {
    const agreeing = Object.keys(BUILTIN_SCENARIOS).filter((id) => agreesPoints(scenario(id)));
    expect(agreeing).toEqual(['at-all-costs']);
  });

  it('a points value given for a scenario with fixed points is refused, not ignored (Blockade, Victory at Sea)', () => {
    for (const id of ['blockade', 'victory-at-sea']) {
      const s = scenario(id);
      const r = planBattle(s, { seed: 1, level: 'Raid', points: 6 });
      expect(r.ok ? [] : r.problems).toEqual([{ path: 'points', message: `${s.name} sets each fleet's Fleet Allocation Points itself: the players do not choose a points value for it.` }]);
    }
  });

  it('Blockade\'s sides keep 5 and 2 points, whatever a caller passes to checkSideFleet', () => {
    const b = scenario('blockade');
    const runner = { nation: 'Kriegsmarine', ships: [{ class: 'Admiral Hipper', count: 3 }] };
    expect(checkSideFleet(b, side(b, 'defender'), 'Raid', runner, { points: 6 }).problems.map((p) => p.message)).toEqual([
      'The fleet costs 3 Fleet Allocation Points; only 2 may be spent at Priority Level Raid.',
    ]);
  });
});
