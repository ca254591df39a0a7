import { describe, expect, it } from 'vitest';
import { vas } from '@salvo/vas';
import {
  autoPlaceSide, checkSideFleet, civilianPointsFor, loadScenario, placeShip, planBattle, planToSetup, scenarioToSetup,
  parseScenario, type Scenario, type ScenarioSide,
} from '../src/index';

function scenario(id: string): Scenario {
  const r = loadScenario(id);
  if (!r.ok) throw new Error(`${id}: ${JSON.stringify(r.problems)}`);
  return r.value;
}
const side = (s: Scenario, id: string): ScenarioSide => s.sides.find((x) => x.id === id) as ScenarioSide;
const codes = (r: { problems: readonly { code: string }[] }): string[] => r.problems.map((p) => p.code);

const RN_RAID = { nation: 'Royal Navy', ships: [{ class: 'Fiji' }, { class: 'Tribal', count: 3 }] };
const KM_RAID = { nation: 'Kriegsmarine', ships: [{ class: 'Admiral Hipper' }, { class: 'Zerstörer 1936', count: 3 }] };

describe('scenario fleets', () => {
  it('VAS-SCN-FLEET-CARRIER: Carrier Clash needs a carrier and no other ship above the level; carriers may be above', () => {
    const cc = scenario('carrier-clash');
    expect(codes(checkSideFleet(cc, side(cc, 'west'), 'Raid', RN_RAID))).toEqual(['ERR_SCENARIO_NEEDS_CARRIER']);
    const big = { nation: 'Royal Navy', ships: [{ class: 'Illustrious' }, { class: 'Renown' }] };
    expect(codes(checkSideFleet(cc, side(cc, 'west'), 'Skirmish', big))).toEqual(['ERR_SCENARIO_LEVEL_CAP']);
    const ok = { nation: 'Royal Navy', ships: [{ class: 'Ark Royal' }, { class: 'Leander', count: 2 }] };
    expect(codes(checkSideFleet(cc, side(cc, 'west'), 'Skirmish', ok))).toEqual([]);
  });

  it('VAS-SCN-FLEET-LAND-AIR: land-based aircraft forbidden (Carrier Clash), limited to one point (Blockade runner), rolled (At All Costs)', () => {
    const withAir = { ...KM_RAID, squadrons: [{ aircraft: 'Junkers Ju-87' }] };
    const cc = scenario('carrier-clash');
    expect(codes(checkSideFleet(cc, side(cc, 'east'), 'Raid', withAir))).toContain('ERR_SCENARIO_NO_LAND_AIRCRAFT');
    const b = scenario('blockade');
    const runner = { nation: 'Kriegsmarine', ships: [{ class: 'Zerstörer 1936' }], squadrons: [{ aircraft: 'Junkers Ju-87', count: 3 }] };
    expect(codes(checkSideFleet(b, side(b, 'defender'), 'Skirmish', runner))).toEqual(['ERR_SCENARIO_LAND_AIRCRAFT_POINTS']);
    const one = { nation: 'Kriegsmarine', ships: [{ class: 'Zerstörer 1936' }], squadrons: [{ aircraft: 'Junkers Ju-87' }] };
    expect(codes(checkSideFleet(b, side(b, 'defender'), 'Skirmish', one))).toEqual([]);
    const aac = scenario('at-all-costs');
    expect(codes(checkSideFleet(aac, side(aac, 'first'), 'Raid', withAir, { landAircraftRolled: false }))).toEqual(['ERR_SCENARIO_NO_LAND_AIRCRAFT']);
    expect(codes(checkSideFleet(aac, side(aac, 'first'), 'Raid', withAir, { landAircraftRolled: true }))).toEqual([]);
  });

  it('VAS-SCN-FLEET-POINTS: the blockader has five points, the runner two; Convoy Duty attacker three', () => {
    const b = scenario('blockade');
    expect(codes(checkSideFleet(b, side(b, 'attacker'), 'Raid', KM_RAID))).toEqual([]);
    const three = { nation: 'Kriegsmarine', ships: [{ class: 'Admiral Hipper', count: 3 }] };
    expect(checkSideFleet(b, side(b, 'defender'), 'Raid', three)).toMatchObject({ cost: 3, points: 2 });
    expect(codes(checkSideFleet(b, side(b, 'defender'), 'Raid', three))).toEqual(['ERR_FLEET_OVER_BUDGET']);
    const c = scenario('convoy-duty');
    const four = { nation: 'Kriegsmarine', ships: [{ class: 'Admiral Hipper', count: 4 }] };
    expect(codes(checkSideFleet(c, side(c, 'attacker'), 'Raid', four))).toEqual(['ERR_FLEET_OVER_BUDGET']);
  });

  it('VAS-SCN-CIVILIAN-POINTS: Convoy Duty 4 and Supply Ships 5 civilian points per Priority Level from Patrol', () => {
    const c = scenario('convoy-duty');
    const s = scenario('supply-ships');
    expect(civilianPointsFor(side(c, 'defender'), 'Patrol')).toBe(4);
    expect(civilianPointsFor(side(c, 'defender'), 'War')).toBe(20);
    expect(civilianPointsFor(side(s, 'defender'), 'War')).toBe(25);
    expect(civilianPointsFor(side(c, 'attacker'), 'War')).toBe(0);
    const convoy = { ...RN_RAID, civilians: [{ type: 'Tanker', count: 3 }] };
    expect(codes(checkSideFleet(c, side(c, 'defender'), 'Skirmish', convoy))).toEqual([]);
    expect(codes(checkSideFleet(c, side(c, 'defender'), 'Patrol', { nation: 'Royal Navy', ships: [{ class: 'Tribal' }], civilians: [{ type: 'Tanker', count: 3 }] }))).toEqual(['ERR_FLEET_CIVILIAN_BUDGET']);
  });
});

describe('scenario battles', () => {
  it('VAS-SCN-ATTACKER-ROLL: attacker and defender are rolled for (ties re-rolled) unless chosen; the same seed gives the same roll', () => {
    const b = scenario('blockade');
    const rolled = new Set<string>();
    for (let seed = 1; seed <= 12; seed++) {
      const p = planBattle(b, { seed, level: 'Raid', fleets: [KM_RAID, { nation: 'Kriegsmarine', ships: [{ class: 'Zerstörer 1936' }] }] });
      rolled.add(p.ok ? p.value.players[0]!.side.id : 'failed');
      if (p.ok) expect(p.value.notes.find((n) => n.startsWith('Player 1 is the attacker')) !== undefined).toBe(p.value.players[0]!.side.id === 'attacker');
    }
    expect(rolled).toEqual(new Set(['attacker', 'defender']));
    const chosen = planBattle(b, { seed: 1, level: 'Raid', attacker: 1, fleets: [{ nation: 'Kriegsmarine', ships: [{ class: 'Zerstörer 1936' }] }, KM_RAID] });
    expect(chosen.ok && chosen.value.players.map((p) => p.side.id)).toEqual(['defender', 'attacker']);
    expect(chosen.ok && chosen.value.notes.some((n) => n.startsWith('Attacker roll'))).toBe(false);
    const again = (seed: number): string[] => { const p = planBattle(b, { seed, level: 'Raid' }); return p.ok ? p.value.notes : []; };
    expect(again(5)).toEqual(again(5));
  });

  it('VAS-SCN-CONDITIONS-ROLL: Bad Weather on 5+ and Night on 6 are rolled per battle; a scenario without the roll keeps good weather by day', () => {
    const seen = new Set<string>();
    for (let seed = 0; seed < 30; seed++) {
      const p = planBattle(scenario('convoy-duty'), { seed });
      if (p.ok) seen.add(`${p.value.weather}/${p.value.night}`);
      const v = planBattle(scenario('victory-at-sea'), { seed });
      expect(v.ok && [v.value.weather, v.value.night]).toEqual(['good', false]);
    }
    expect(seen.has('good/false') && seen.has('bad/false') && [...seen].some((x) => x.endsWith('true'))).toBe(true);
  });

  it('VAS-SCN-DEPLOY-ZONES: a bot places every ship inside its zone; a person\'s placement outside it or on a ship is refused', () => {
    const p = planBattle(scenario('victory-at-sea'), { seed: 1 });
    if (!p.ok) throw new Error('plan');
    const plan = p.value;
    expect(placeShip(plan, 0, 0, { position: { x: 30, y: 30 }, heading: 0 })).toMatch(/must be placed inside the zone/);
    expect(placeShip(plan, 0, 0, { position: { x: 30, y: 6 }, heading: 0 })).toBeNull();
    expect(placeShip(plan, 0, 1, { position: { x: 30.5, y: 6 }, heading: 0 })).toMatch(/on top of HMS Fiji/);
    autoPlaceSide(plan, 0);
    autoPlaceSide(plan, 1);
    for (const [i, pl] of plan.players.entries()) {
      const z = pl.side.deployment.zones[0]!;
      for (const s of pl.ships) {
        expect(s.placement!.position.y, `${i} ${s.name}`).toBeGreaterThanOrEqual(z.y);
        expect(s.placement!.position.y).toBeLessThanOrEqual(z.y + z.height);
      }
    }
    expect(vas.createGame(planToSetup(plan)).ok).toBe(true);
  });

  it('VAS-SCN-DEPLOY-ZONES: "Deploy for me" keeps a ship placed by hand where she is and places the rest clear of her', () => {
    const p = planBattle(scenario('victory-at-sea'), { seed: 1 });
    if (!p.ok) throw new Error('plan');
    const plan = p.value;
    const me = plan.players.findIndex((pl) => pl.ships.some((s) => s.name === 'HMS Fiji'));
    const ships = plan.players[me]!.ships;
    const fiji = ships.findIndex((s) => s.name === 'HMS Fiji');
    // the reviewer's drop: before the fix the even spread put Tribal 1 1.75" away, hulls drawn touching
    expect(placeShip(plan, me, fiji, { position: { x: 30.5, y: 5.6 }, heading: 0 })).toBeNull();
    expect(autoPlaceSide(plan, me)).toBeNull();
    expect(ships[fiji]!.placement!.position).toEqual({ x: 30.5, y: 5.6 });
    for (const s of ships) {
      if (s.name === 'HMS Fiji') continue;
      const d = Math.hypot(s.placement!.position.x - 30.5, s.placement!.position.y - 5.6);
      expect(d, s.name).toBeGreaterThanOrEqual(0.75 + 0.75 + 1.5 - 1e-9);
    }
    expect(vas.createGame(planToSetup(plan)).ok).toBe(true);
  });

  it('VAS-SCN-DEPLOY-ORDER: the initiative loser sets up first; Convoy Duty\'s defender first; Blockade\'s blockader first', () => {
    const v = planBattle(scenario('victory-at-sea'), { seed: 2 });
    expect(v.ok && v.value.notes.some((n) => n.includes('lost and sets up first'))).toBe(true);
    const c = planBattle(scenario('convoy-duty'), { seed: 2, attacker: 0 });
    expect(c.ok && c.value.deployOrder).toEqual([1, 0]);
    const b = planBattle(scenario('blockade'), { seed: 2, attacker: 1 });
    expect(b.ok && b.value.deployOrder).toEqual([1, 0]);
  });

  it('VAS-SCN-BLOCKADE-DEPLOY: each blockader starts 12" x its die from the west edge (within 6"), up to 24" (+6") from the south edge, all facing one way', () => {
    const r = scenarioToSetup(scenario('blockade'), { seed: 9, attacker: 0 });
    if (!r.ok) throw new Error('setup');
    const rolls = r.value.plan.notes.filter((n) => n.startsWith('Blockade deployment')).map((n) => Number(/rolls (\d)/.exec(n)?.[1]));
    const ships = r.value.setup.fleets[0]!.ships;
    expect(rolls.length).toBe(ships.length);
    ships.forEach((s, i) => {
      expect(Math.abs(s.position!.x - Math.min(rolls[i]! * 12, 71))).toBeLessThanOrEqual(6);
      expect(s.position!.y).toBeLessThanOrEqual(30);
    });
    expect(new Set(ships.map((s) => s.heading)).size).toBe(1);
    expect(r.value.setup.scenario?.freeTurn).toEqual(['defender']);
    expect(r.value.setup.fleets[1]!.forbiddenEdges).toEqual(['east', 'west']);
  });

  it('VAS-SCN-CONVOY-ENTRY: the Convoy Duty attacker comes on at the long edges, the convoy deploys at the west end', () => {
    const r = scenarioToSetup(scenario('convoy-duty'), { seed: 3, attacker: 1 });
    if (!r.ok) throw new Error('setup');
    const [convoy, raiders] = r.value.setup.fleets;
    for (const s of raiders!.ships) expect(s.position!.y <= 2 || s.position!.y >= 46).toBe(true);
    for (const s of convoy!.ships) expect(s.position!.x).toBeLessThanOrEqual(18);
    expect(convoy!.ships.filter((s) => s.civilian).length).toBeGreaterThan(0);
  });

  it('VAS-SCN-CONVOY-ENTRY: the attacker starts off the table, waiting to come on at the north or south edge in the battle', () => {
    const p = planBattle(scenario('convoy-duty'), { seed: 3, attacker: 1 });
    if (!p.ok) throw new Error('plan');
    const setup = planToSetup(p.value);
    const raiders = p.value.players[1]!.ships.map((s) => s.id);
    expect(setup.scenarioRules).toContainEqual({ rule: 'edge-entry', ships: raiders, edges: ['north', 'south'] });
    const g = vas.createGame(setup);
    if (!g.ok) throw new Error(g.error.message);
    expect(raiders.every((id) => g.value.ships[id]!.hidden)).toBe(true);
    expect(p.value.players[0]!.ships.every((s) => !g.value.ships[s.id]!.hidden)).toBe(true);
  });

  it('VAS-SCN-AIR-ALOFT: Carrier Clash carriers start with every flight in the air, Supply Ships defenders with one', () => {
    const cc = scenarioToSetup(scenario('carrier-clash'), { seed: 1 });
    if (!cc.ok) throw new Error('setup');
    const flights = cc.value.setup.fleets.flatMap((f) => f.flights ?? []);
    expect(flights.length).toBeGreaterThan(0);
    expect(flights.every((f) => f.airborne === true)).toBe(true);
    const carrierFleet = { nation: 'Royal Navy', ships: [{ class: 'Illustrious' }], civilians: [{ type: 'Tanker' }] };
    const ss = scenarioToSetup(scenario('supply-ships'), { seed: 1, level: 'Skirmish', attacker: 1, fleets: [carrierFleet, { nation: 'Kriegsmarine', ships: [{ class: 'Zerstörer 1936' }] }] });
    if (!ss.ok) throw new Error(JSON.stringify(ss.problems));
    expect(ss.value.setup.fleets[0]!.flights!.filter((f) => f.airborne).length).toBe(1);
    expect(vas.createGame(ss.value.setup).ok).toBe(true);
  });

  it('VAS-SCN-AIR-ALOFT: a fixed fleet\'s land-based flights start in the air, and a carrier\'s stated airborne flights exactly', () => {
    const raw = {
      format: 'salvo-scenario', version: 1, id: 'air', name: 'Air', kind: 'historical', summary: 's', source: 's', level: 'Raid',
      sides: [
        { id: 'rn', name: 'Royal Navy', fleet: { kind: 'fixed', nation: 'Royal Navy', landFlights: [{ aircraft: 'Hawker Hurricane', position: { x: 10, y: 10 } }],
          ships: [{ name: 'HMS Illustrious', class: 'Illustrious', position: { x: 30, y: 6 }, heading: 0, flights: [{ aircraft: 'Fairey Swordfish', count: 2, airborne: 1 }] }] },
          deployment: { kind: 'fixed' } },
        { id: 'km', name: 'Kriegsmarine', fleet: { kind: 'fixed', nation: 'Kriegsmarine', ships: [{ name: 'Z1', class: 'Zerstörer 1936', position: { x: 30, y: 42 }, heading: 180 }] }, deployment: { kind: 'fixed' } },
      ],
      length: { turns: 6 }, victory: { kind: 'points', text: 'VP' },
    };
    const parsed = parseScenario(raw);
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.problems));
    const r = scenarioToSetup(parsed.value, { seed: 1 });
    if (!r.ok) throw new Error(JSON.stringify(r.problems));
    const flights = r.value.setup.fleets[0]!.flights ?? [];
    expect(flights.map((f) => [f.aircraft, f.carrier ?? 'land', f.airborne ?? true])).toEqual([
      ['Hawker Hurricane', 'land', true], ['Fairey Swordfish', 'hms-illustrious', true], ['Fairey Swordfish', 'hms-illustrious', false],
    ]);
    expect(r.value.setup.fleets[0]!.ships[0]).toMatchObject({ position: { x: 30, y: 6 }, heading: 0 });
    const g = vas.createGame(r.value.setup);
    expect(g.ok ? [] : g.error.problems).toEqual([]);
  });

  it('VAS-SCN-AIR-ALOFT: a carrier deployed at an edge facing off the table starts its flights on the table', () => {
    const carrier = { nation: 'Royal Navy', ships: [{ class: 'Illustrious' }, { class: 'Leander', count: 2 }] };
    for (let seed = 1; seed <= 6; seed++) {
      const r = scenarioToSetup(scenario('blockade'), { seed, level: 'Skirmish', attacker: 0, fleets: [carrier, { nation: 'Royal Navy', ships: [{ class: 'Tribal', count: 2 }] }] });
      if (!r.ok) throw new Error(JSON.stringify(r.problems));
      const g = vas.createGame(r.value.setup);
      expect(g.ok ? [] : g.error.problems.map((p) => p.message)).toEqual([]);
    }
  });
});
