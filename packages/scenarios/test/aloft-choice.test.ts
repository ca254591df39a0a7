import { describe, expect, it } from 'vitest';
import { vas, type VasSetup } from '@salvo/vas';
import { chooseAloft, fleetAloft, loadScenario, parseScenario, planBattle, planToSetup, type BattlePlan, type Scenario } from '../src/index';

function scenario(id: string): Scenario {
  const r = loadScenario(id);
  if (!r.ok) throw new Error(`${id}: ${JSON.stringify(r.problems)}`);
  return r.value;
}

function plan(s: Scenario, input: Parameters<typeof planBattle>[1]): BattlePlan {
  const r = planBattle(s, input);
  if (!r.ok) throw new Error(JSON.stringify(r.problems));
  return r.value;
}

/** The flights of carrier `ship` in the air in the setup, by aircraft, in listed order. */
function aloftOf(setup: VasSetup, ship: string): string[] {
  return setup.fleets.flatMap((f) => f.flights ?? []).filter((f) => f.carrier === ship && f.airborne).map((f) => f.aircraft);
}

/** Carrier Clash's example fleets: USS Yorktown (3 Wildcat, 3 Dauntless, 3 Devastator) and Shokaku. */
function carrierClash(): { plan: BattlePlan; yorktown: number } {
  const p = plan(scenario('carrier-clash'), { seed: 1 });
  const yorktown = p.players.findIndex((pl) => pl.ships.some((s) => s.id === 'uss-yorktown'));
  return { plan: p, yorktown };
}

const codeOf = (r: { code: string } | null): string | null => r?.code ?? null;

/** Three carriers of two flights each in a fixed fleet, at most `cap` counters aloft; `night`: the night-fighting variant at night. */
function threeCarriers(cap: number, night = false): BattlePlan {
  const carrier = (n: number) => ({ id: `c${n}`, name: `HMS Carrier ${n}`, class: 'Illustrious', position: { x: 12 * n, y: 6 }, heading: 0,
    flights: [{ aircraft: 'Fairey Fulmar', count: 1 }, { aircraft: 'Fairey Swordfish', count: 1 }] });
  const raw = {
    format: 'salvo-scenario', version: 1, id: 'three', name: 'Three Carriers', kind: 'historical', summary: 's', source: 's', level: 'Raid',
    conditions: { weather: 'good', night, ...(night ? { variants: ['night-fighting'] } : {}) },
    sides: [
      { id: 'rn', name: 'Royal Navy', fleet: { kind: 'fixed', nation: 'Royal Navy', ships: [1, 2, 3].map(carrier) }, deployment: { kind: 'fixed' },
        aircraftAloft: { perCarrier: 2 }, maxCountersAloft: cap },
      { id: 'km', name: 'Kriegsmarine', fleet: { kind: 'fixed', nation: 'Kriegsmarine', ships: [{ name: 'Z1', class: 'Zerstörer 1936', position: { x: 30, y: 42 }, heading: 180 }] }, deployment: { kind: 'fixed' } },
    ],
    length: { turns: 6 }, victory: { kind: 'points', text: 'VP' },
  };
  const parsed = parseScenario(raw);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.problems));
  return plan(parsed.value, { seed: 1 });
}

describe('each carrier\'s player chooses its flights in the air (VAS-SCN-AIR-ALOFT-CHOICE)', () => {
  it('VAS-SCN-AIR-ALOFT-CHOICE: a Carrier Clash carrier started with 3 of its 9 flights aloft has exactly 3 in the air, the first listed', () => {
    const { plan: p, yorktown } = carrierClash();
    expect(fleetAloft(p, yorktown).carriers).toMatchObject([{ id: 'uss-yorktown', min: 0, max: 9, count: 9, chosen: false }]);
    expect(chooseAloft(p, yorktown, 'uss-yorktown', 3)).toBeNull();
    expect(fleetAloft(p, yorktown).carriers[0]).toMatchObject({ count: 3, chosen: true });
    const setup = planToSetup(p);
    expect(aloftOf(setup, 'uss-yorktown')).toEqual(['Grumman F4F Wildcat', 'Grumman F4F Wildcat', 'Grumman F4F Wildcat']);
    const g = vas.createGame(setup);
    if (!g.ok) throw new Error(g.error.message);
    expect(g.value.air.flights.filter((f) => f.carrier === 'uss-yorktown' && f.airborne)).toHaveLength(3);
    expect(g.value.air.flights.filter((f) => f.carrier === 'uss-yorktown' && !f.airborne)).toHaveLength(6);
    // the other carrier, not chosen for, keeps the scenario's most: all its flights
    expect(g.value.air.flights.filter((f) => f.carrier === 'shokaku').every((f) => f.airborne)).toBe(true);
  });

  it('VAS-SCN-AIR-ALOFT-CHOICE: a count per aircraft type puts those types up (bombers, not the listed-first fighters)', () => {
    const { plan: p, yorktown } = carrierClash();
    expect(chooseAloft(p, yorktown, 'uss-yorktown', { 'Douglas SBD Dauntless': 2, 'Grumman F4F Wildcat': 1 })).toBeNull();
    expect(fleetAloft(p, yorktown).carriers[0]?.types).toEqual([
      { aircraft: 'Grumman F4F Wildcat', aboard: 3, aloft: 1 }, { aircraft: 'Douglas SBD Dauntless', aboard: 3, aloft: 2 }, { aircraft: 'Douglas TBD Devastator', aboard: 3, aloft: 0 },
    ]);
    expect(aloftOf(planToSetup(p), 'uss-yorktown')).toEqual(['Grumman F4F Wildcat', 'Douglas SBD Dauntless', 'Douglas SBD Dauntless']);
  });

  it('VAS-SCN-AIR-ALOFT-CHOICE: more than allowed, a ship that is no carrier of the fleet, an unknown type: refused with codes, the plan unchanged; none aloft is allowed', () => {
    const { plan: p, yorktown } = carrierClash();
    const shokakuSide = 1 - yorktown;
    const tooMany = chooseAloft(p, yorktown, 'uss-yorktown', 10);
    expect(tooMany).toMatchObject({ code: 'ERR_ALOFT_TOO_MANY', message: 'USS Yorktown carries 9 flights, so no more than 9 can start in the air.' });
    expect(codeOf(chooseAloft(p, yorktown, 'uss-yorktown', { 'Grumman F4F Wildcat': 4 }))).toBe('ERR_ALOFT_TOO_MANY');
    expect(chooseAloft(p, yorktown, 'uss-yorktown', { 'Fairey Swordfish': 1 })).toMatchObject({ code: 'ERR_ALOFT_UNKNOWN_AIRCRAFT', message: expect.stringMatching(/^USS Yorktown carries no Fairey Swordfish flights: she carries Grumman F4F Wildcat \(3\)/) });
    expect(codeOf(chooseAloft(p, yorktown, 'uss-yorktown', 1.5))).toBe('ERR_ALOFT_COUNT');
    expect(codeOf(chooseAloft(p, yorktown, 'shokaku', 1))).toBe('ERR_ALOFT_NOT_A_CARRIER');
    expect(codeOf(chooseAloft(p, shokakuSide, 'uss-yorktown', 1))).toBe('ERR_ALOFT_NOT_A_CARRIER');
    const escort = p.players[yorktown]?.ships.find((s) => s.flights.length === 0)?.id ?? '';
    expect(chooseAloft(p, yorktown, escort, 1)).toMatchObject({ code: 'ERR_ALOFT_NOT_A_CARRIER', message: expect.stringContaining('carries no flights') });
    expect(fleetAloft(p, yorktown).carriers[0]).toMatchObject({ count: 9, chosen: false });
    // "may always start with at least one" allows one, it does not force it: every flight may stay aboard
    expect(chooseAloft(p, yorktown, 'uss-yorktown', 0)).toBeNull();
    expect(fleetAloft(p, yorktown).carriers[0]).toMatchObject({ count: 0, chosen: true });
    expect(aloftOf(planToSetup(p), 'uss-yorktown')).toEqual([]);
  });

  it('VAS-SCN-AIR-ALOFT-CHOICE: "up to half" (Victory at Sea) allows 1 to half; a withdrawn choice gives the most again', () => {
    const p = plan(scenario('victory-at-sea'), { seed: 1, attacker: 0, level: 'Raid', fleets: [{ nation: 'Royal Navy', ships: [{ class: 'Ark Royal' }] }, { nation: 'US Navy', ships: [{ class: 'Yorktown' }] }] });
    const [ark] = fleetAloft(p, 0).carriers;
    expect(ark).toMatchObject({ name: 'Ark Royal 1', min: 0, max: 3, count: 3 });
    expect(chooseAloft(p, 0, ark?.id ?? '', 4)).toMatchObject({ code: 'ERR_ALOFT_TOO_MANY', message: expect.stringContaining('half their flights') });
    expect(chooseAloft(p, 0, ark?.id ?? '', { 'Fairey Swordfish': 1 })).toBeNull();
    expect(aloftOf(planToSetup(p), ark?.id ?? '')).toEqual(['Fairey Swordfish']);
    expect(chooseAloft(p, 0, ark?.id ?? '', null)).toBeNull();
    expect(aloftOf(planToSetup(p), ark?.id ?? '')).toEqual(['Fairey Fulmar', 'Fairey Fulmar', 'Fairey Fulmar']);
  });

  it('VAS-SCN-AIR-ALOFT-CHOICE: a fleet cap of counters limits the sum; when it cannot give every carrier its most, a carrier may have none', () => {
    const p = threeCarriers(4);
    // no choice: the most in listed order within the cap, as before the choice existed
    expect(fleetAloft(p, 0)).toMatchObject({ cap: 4, carriers: [{ min: 0, max: 2, count: 2 }, { min: 0, max: 2, count: 2 }, { min: 0, max: 2, count: 0 }] });
    expect(chooseAloft(p, 0, 'c3', 2)).toBeNull();
    expect(chooseAloft(p, 0, 'c1', 0)).toBeNull();
    expect(fleetAloft(p, 0).carriers.map((c) => c.count)).toEqual([0, 2, 2]);
    expect(chooseAloft(p, 0, 'c2', 2)).toBeNull();
    expect(chooseAloft(p, 0, 'c1', 1)).toMatchObject({ code: 'ERR_ALOFT_FLEET_CAP', message: 'Three Carriers allows your fleet at most 4 Aircraft counters in the air at the start: your other carriers already have 4, so HMS Carrier 1 may have at most 0.' });
    const setup = planToSetup(p);
    expect([aloftOf(setup, 'c1'), aloftOf(setup, 'c2').length, aloftOf(setup, 'c3').length]).toEqual([[], 2, 2]);
    expect(vas.createGame(setup).ok).toBe(true);
    // a cap that covers every carrier's most: each may still keep all her flights aboard
    expect(fleetAloft(threeCarriers(6), 0).carriers.map((c) => [c.min, c.max])).toEqual([[0, 2], [0, 2], [0, 2]]);
  });

  it('VAS-SCN-AIR-ALOFT-CHOICE: at night under the night-fighting variant a carrier starts with none and may choose none else', () => {
    const p = threeCarriers(6, true);
    expect(fleetAloft(p, 0).carriers.map((c) => [c.min, c.max, c.count])).toEqual([[0, 0, 0], [0, 0, 0], [0, 0, 0]]);
    expect(chooseAloft(p, 0, 'c1', 1)).toMatchObject({ code: 'ERR_ALOFT_TOO_MANY', message: expect.stringContaining('night-fighting variant') });
    const g = vas.createGame(planToSetup(p));
    expect(g.ok ? g.value.air.flights.filter((f) => f.airborne) : g.error.problems).toEqual([]);
  });
});
