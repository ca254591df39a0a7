/**
 * Audit of the Scenarios chapters (victory-at-sea.txt lines 353-563) and the national special rules
 * (lines 757-789) against the engine: tests that pass (the engine does what the text says).
 * Scenario data is taken from @salvo/scenarios (the built-in files) and played through the public engine.
 */
import { describe, expect, it } from 'vitest';
import { findShipClass } from '@salvo/data';
import { BUILTIN_SCENARIOS, checkSideFleet, parseScenario, planBattle, randomScenarioId, scenarioToSetup, type BattleInput, type Scenario, type ScenarioSide } from '@salvo/scenarios';
import { scenarioPoints, shipValue, vas, type VasSetup, type VasState } from '../src';
import { play, quietPhases, scripted, shipSetup, start, TEST_CRUISER, TEST_DESTROYER, winInitiative } from './fixtures';

function scenario(id: string): Scenario {
  const r = parseScenario(BUILTIN_SCENARIOS[id]);
  if (!r.ok) throw new Error(`${id}: ${r.problems.map((p) => `${p.path}: ${p.message}`).join('; ')}`);
  return r.value;
}
const sideOf = (s: Scenario, id: string): ScenarioSide => {
  const x = s.sides.find((d) => d.id === id);
  if (!x) throw new Error(`no side ${id}`);
  return x;
};
function built(id: string, input: Partial<BattleInput> = {}): { setup: VasSetup; state: VasState } {
  const r = scenarioToSetup(scenario(id), { seed: 1, ...input });
  if (!r.ok) throw new Error(`${id}: ${r.problems.map((p) => `${p.path}: ${p.message}`).join('; ')}`);
  return { setup: r.value.setup, state: start(r.value.setup) };
}
const codes = (r: { problems: readonly { code: string }[] }): string[] => r.problems.map((p) => p.code);
/** Ship classes of a fleet in the state, counted: { 'Leander': 2, ... }. */
function classes(s: VasState, fleet: string): Record<string, number> {
  const out: Record<string, number> = {};
  for (const id of s.shipOrder) {
    const sh = s.ships[id];
    if (sh && sh.fleet === fleet) out[sh.roster.class] = (out[sh.roster.class] ?? 0) + 1;
  }
  return out;
}
const named = (s: VasState, fleet: string): string[] => s.shipOrder.flatMap((id) => (s.ships[id]?.fleet === fleet ? [s.ships[id]?.name ?? ''] : []));
const points = (s: VasState): Record<string, number> => Object.fromEntries(scenarioPoints(s).map((p) => [p.side, p.points]));

const RN_RAID = { nation: 'Royal Navy', ships: [{ class: 'Fiji' }, { class: 'Tribal', count: 3 }] };
const KM_RAID = { nation: 'Kriegsmarine', ships: [{ class: 'Admiral Hipper' }, { class: 'Zerstörer 1936', count: 3 }] };

describe('Victory Points and the Victory Points Table', () => {
  // "Ship is same Priority Level as scenario 16 / one higher 25 / two higher 50 / one lower 8 / two lower 4 /
  // three lower 2 / four lower 1"
  it('the table gives every printed row', () => {
    expect([shipValue('Patrol', 'Patrol'), shipValue('Skirmish', 'Patrol'), shipValue('Raid', 'Patrol')]).toEqual([16, 25, 50]);
    expect([shipValue('Battle', 'War'), shipValue('Raid', 'War'), shipValue('Skirmish', 'War'), shipValue('Patrol', 'War')]).toEqual([8, 4, 2, 1]);
  });

  // "Tactical Withdrawal: one quarter ... rounding up"; "Crippled or ... Skeleton Crew: half ... rounding up";
  // "a player can only gain VP from an enemy ship once"
  it('quarter and half values round up, and each enemy ship gives one award only', () => {
    const setup: VasSetup = {
      seed: 1,
      fleets: [
        { id: 'a', ships: [shipSetup('w1', 'War ship', { ...TEST_CRUISER, class: 'W', priority: 'War' }, 10, 10, 90), shipSetup('b1', 'Battle ship', { ...TEST_CRUISER, class: 'B', priority: 'Battle' }, 10, 20, 90), shipSetup('p1', 'Patrol ship', { ...TEST_DESTROYER, priority: 'Patrol' }, 10, 30, 90)] },
        { id: 'b', ships: [shipSetup('x', 'X', TEST_CRUISER, 60, 24, 270)] },
      ],
      scenario: { id: 't', name: 'T', level: 'Raid', victory: 'points' },
    };
    const s = start(setup);
    s.ships.w1!.withdrawn = true; // 50 / 4 = 12.5 -> 13
    s.ships.b1!.crippled = true; // 25 / 2 = 12.5 -> 13
    s.ships.p1!.withdrawn = true; // Patrol in Raid: 4 / 4 -> 1
    expect(points(s).b).toBe(13 + 13 + 1);
    s.ships.b1!.skeleton = true; // Skeleton Crew then Crippled: half once, not twice
    expect(points(s).b).toBe(27);
    s.ships.b1!.destroyed = true; // destroyed after Crippled: the full value only
    expect(points(s).b).toBe(13 + 25 + 1);
  });
});

describe('Attacking and Defending; Scenario Type', () => {
  // "they should roll one die each, re-rolling ties. The highest scoring player will be the attacker."
  it('one die each, ties rolled again, the highest attacks', () => {
    const b = scenario('blockade');
    const fleets = [KM_RAID, { nation: 'Royal Navy', ships: [{ class: 'Tribal', count: 2 }] }];
    const r = planBattle(b, { seed: 1, level: 'Raid', fleets, dice: [[3, 3], [2, 5], [4], [4], [1, 1]] });
    if (!r.ok) throw new Error(JSON.stringify(r.problems));
    expect(r.value.players[1]?.side.role).toBe('attacker');
    const r2 = planBattle(b, { seed: 1, level: 'Raid', fleets: [fleets[1], fleets[0]], dice: [[6, 1], [4], [4], [1, 1]] });
    if (!r2.ok) throw new Error(JSON.stringify(r2.problems));
    expect(r2.value.players[0]?.side.role).toBe('attacker');
  });

  // "| 1 | At All Costs | 2 | Blockade | 3 | Carrier Clash | 4 | Convoy Duty | 5 | Supply Ships | 6 | Victory at Sea |"
  it('the Scenario Type table', () => {
    expect([1, 2, 3, 4, 5, 6].map(randomScenarioId)).toEqual(['at-all-costs', 'blockade', 'carrier-clash', 'convoy-duty', 'supply-ships', 'victory-at-sea']);
  });
});

const US_CARRIER = { nation: 'US Navy', ships: [{ class: 'Yorktown', name: 'USS Yorktown' }, { class: 'Fletcher', count: 2 }] };
const aloft = (s: VasState, carrier: string): [number, number] => {
  const f = s.air.flights.filter((x) => x.carrier === carrier);
  return [f.filter((x) => x.airborne).length, f.length];
};
const forbidden = (s: VasState, fleet: string): string[] => [...(s.naval.forbiddenEdges[fleet] ?? [])].sort();

describe('At All Costs', () => {
  // "Roll one die - on a roll of a four or more, land-based aircraft may be used by either fleet."
  // "Roll for Initiative as normal - the losing fleet will be forced to set up first."
  // "Roll a die. On a five or more ... Bad Weather ... Roll a second die. On a six ... Night Battle"
  it('Bad Weather on 5+, Night on 6, one land-based aircraft roll for both fleets on 4+, the initiative loser sets up first', () => {
    const aac = scenario('at-all-costs');
    const withAir = (f: object): object => ({ ...f, squadrons: [{ aircraft: 'Junkers Ju-87' }] });
    const fleets = [RN_RAID, withAir(KM_RAID)];
    const yes = planBattle(aac, { seed: 1, level: 'Raid', fleets, dice: [[5], [6], [4], [1, 1, 6, 6]] });
    if (!yes.ok) throw new Error(JSON.stringify(yes.problems));
    expect([yes.value.weather, yes.value.night]).toEqual(['bad', true]);
    expect(yes.value.players.map((p) => p.landAircraft)).toEqual([true, true]);
    expect(yes.value.players[1]?.squadrons.length).toBe(1);
    expect(yes.value.deployOrder).toEqual([0, 1]);
    const no = planBattle(aac, { seed: 1, level: 'Raid', fleets, dice: [[4], [5], [3], [6, 6, 1, 2]] });
    if (!no.ok) throw new Error(JSON.stringify(no.problems));
    expect([no.value.weather, no.value.night]).toEqual(['good', false]);
    expect(no.value.players.map((p) => p.landAircraft)).toEqual([false, false]);
    expect(no.value.deployOrder).toEqual([1, 0]);
  });

  // "This battle will continue until all ships on one side have been destroyed. The winner is the fleet with at
  // least one ship remaining on the table." (no turn limit: bounded at the engine's 30)
  it('the last fleet with a ship on the table wins; no Victory Points', () => {
    const { state } = built('at-all-costs', { level: 'Raid', fleets: [RN_RAID, KM_RAID] });
    expect(state.scenario?.victory).toBe('last-side');
    expect(state.options.maxTurns).toBe(30);
    const s = state;
    for (const id of s.shipOrder) if (s.ships[id]?.fleet === 'second') s.ships[id]!.destroyed = true;
    // the next step of the flow (the initiative roll) finds one side left on the table
    const r = scripted(s, [6, 6, 1, 1, 6, 6, 1, 1]);
    expect(r.state.phase).toBe('over');
    expect(r.state.result?.winners).toEqual(['first']);
  });

  // "Carriers may start with up to half their flights in the air at the start of the game."
  it('a carrier starts with half its flights in the air', () => {
    const { state } = built('at-all-costs', { level: 'Raid', fleets: [US_CARRIER, KM_RAID] });
    const [up, all] = aloft(state, 'uss-yorktown');
    expect(all).toBeGreaterThan(1);
    expect(up).toBe(Math.floor(all / 2));
  });
});

describe('Blockade', () => {
  // "The attacking player (blockader) has five Fleet Allocation Points but may not use land-based aircraft. The
  // defender (blockade runner) has two Fleet Allocation Points of which no more than one point may be used on
  // land-based aircraft."
  it('the blockader has five points and no land-based aircraft; the runner two points', () => {
    const b = scenario('blockade');
    const blockader = sideOf(b, 'attacker');
    expect(codes(checkSideFleet(b, blockader, 'Raid', { ...KM_RAID, squadrons: [{ aircraft: 'Junkers Ju-87' }] }))).toContain('ERR_SCENARIO_NO_LAND_AIRCRAFT');
    const five = { nation: 'Kriegsmarine', ships: [{ class: 'Admiral Hipper', count: 5 }] };
    expect(codes(checkSideFleet(b, blockader, 'Raid', five))).toEqual([]);
    expect(codes(checkSideFleet(b, blockader, 'Raid', { nation: 'Kriegsmarine', ships: [{ class: 'Admiral Hipper', count: 6 }] }))).toEqual(['ERR_FLEET_OVER_BUDGET']);
    const two = { nation: 'Kriegsmarine', ships: [{ class: 'Admiral Hipper', count: 2 }] };
    expect(codes(checkSideFleet(b, sideOf(b, 'defender'), 'Raid', two))).toEqual([]);
  });

  // "The blockade runner has one 'free' turn ... After this first turn, initiative is rolled normally."
  // "The blockader's long table edge and the two short table edges are considered to belong to the blockader
  // for the purposes of tactical withdrawal. The opposite long table edge is considered to belong to the
  // blockade runner." "The game continues until the blockade runner has either been destroyed or has left the table"
  it('the runner alone acts in turn 1; edges and the end of the battle as the text gives them', () => {
    const { state, setup } = built('blockade', { attacker: 0 });
    expect(state.turn).toBe(1);
    expect(state.initiativeOrder).toEqual(['defender']);
    expect(vas.pending(state)).toMatchObject({ kind: 'decision', player: 'defender', decision: 'nominate-move' });
    expect(forbidden(state, 'attacker')).toEqual(['north']);
    expect(forbidden(state, 'defender')).toEqual(['east', 'west']); // south is the runner's objective edge
    expect(state.scenario?.victory).toBe('points');
    expect(state.scenario?.end).toBe('fleets-gone');
    expect(state.scenario?.endFleets).toEqual(['defender']);
    // "all ships must be facing in the same direction"
    const headings = new Set((setup.fleets.find((f) => f.id === 'attacker')?.ships ?? []).map((sh) => sh.heading));
    expect(headings.size).toBe(1);
  });

  // "The blockade runner player only scores Victory Points for moving ships off the blockader's long table edge.
  // He gains the full point value of every ship moved off the table in this way, regardless of its condition."
  it('the runner scores only its ships off the blockader\'s long edge, at full value even Crippled', () => {
    const { state: s } = built('blockade', { attacker: 0 });
    const runner = s.shipOrder.filter((id) => s.ships[id]?.fleet === 'defender');
    const blockader = s.shipOrder.filter((id) => s.ships[id]?.fleet === 'attacker');
    const hipper = runner.find((id) => s.ships[id]?.roster.class === 'Admiral Hipper')!;
    s.ships[blockader[0]!]!.destroyed = true; // destroying a blockader scores the runner nothing
    expect(points(s).defender).toBe(0);
    s.ships[hipper]!.crippled = true;
    s.ships[hipper]!.withdrawn = true;
    s.naval.exits[hipper] = { turn: 2, edge: 'south', forbidden: false };
    expect(points(s).defender).toBe(16); // Raid in a Raid battle, full value though Crippled
    expect(points(s).attacker).toBe(8); // the blockader scored the Crippling normally (half)
  });
});

describe('Carrier Clash', () => {
  // "Both fleets must have at least one aircraft carrier ... All other ships ... equal or lower Priority Level
  // than the scenario. Neither fleet may use land-based aircraft."
  it('a carrier each, other ships at most the scenario level, no land-based aircraft', () => {
    const cc = scenario('carrier-clash');
    const west = sideOf(cc, 'west');
    expect(codes(checkSideFleet(cc, west, 'Raid', RN_RAID))).toEqual(['ERR_SCENARIO_NEEDS_CARRIER']);
    expect(codes(checkSideFleet(cc, west, 'Raid', { nation: 'US Navy', ships: [{ class: 'Yorktown' }, { class: 'New York' }] }))).toEqual(['ERR_SCENARIO_LEVEL_CAP']);
    expect(codes(checkSideFleet(cc, west, 'Raid', { ...US_CARRIER, squadrons: [{ aircraft: 'Curtiss P-40 Kitty Hawk' }] }))).toContain('ERR_SCENARIO_NO_LAND_AIRCRAFT');
  });

  // "Roll a dice. On a five or more, the battle takes place using the Bad Weather rules." (no Night roll);
  // "Carriers may start with all of their flights in the air"; "Game Length: 10 turns"; VP; "The short table
  // edges are considered to belong to the player who has his deployment zone there ... The long table edges
  // are considered to be neutral."
  it('a Bad Weather roll and no Night roll; all flights aloft; 10 turns on Victory Points; own short edge and the neutral long edges', () => {
    const cc = scenario('carrier-clash');
    const r = planBattle(cc, { seed: 1, dice: [[6], [6, 6, 1, 1]] });
    if (!r.ok) throw new Error(JSON.stringify(r.problems));
    expect([r.value.weather, r.value.night]).toEqual(['bad', false]);
    const { state } = built('carrier-clash');
    expect(state.options.maxTurns).toBe(10);
    expect(state.scenario?.victory).toBe('points');
    const carriers = state.shipOrder.filter((id) => state.ships[id]?.roster.type === 'aircraft carrier');
    expect(carriers.length).toBe(2);
    for (const c of carriers) { const [up, all] = aloft(state, c); expect(up).toBe(all); }
    expect(forbidden(state, 'west')).toEqual(['east']);
    expect(forbidden(state, 'east')).toEqual(['west']);
  });
});

describe('Convoy Duty', () => {
  // "In a Priority Level: Patrol game, he will also have four civilian ship points ... A Priority Level: War fleet
  // would therefore have 20 ... The attacker has three Fleet Allocation Points. Neither fleet may use land-based aircraft."
  it('defender five points plus four civilian points per level, attacker three, no land-based aircraft', () => {
    const c = scenario('convoy-duty');
    const def = sideOf(c, 'defender');
    const att = sideOf(c, 'attacker');
    expect(def.fleet.kind === 'allocation' ? [def.fleet.points, def.fleet.civilianPoints?.perLevel] : []).toEqual([5, 4]);
    expect(att.fleet.kind === 'allocation' ? att.fleet.points : 0).toBe(3);
    expect(codes(checkSideFleet(c, att, 'Raid', { nation: 'Kriegsmarine', ships: [{ class: 'Admiral Hipper', count: 3 }] }))).toEqual([]);
    expect(codes(checkSideFleet(c, att, 'Raid', { ...KM_RAID, squadrons: [{ aircraft: 'Junkers Ju-87' }] }))).toContain('ERR_SCENARIO_NO_LAND_AIRCRAFT');
    expect(codes(checkSideFleet(c, def, 'Raid', { ...RN_RAID, squadrons: [{ aircraft: 'Hawker Hurricane' }] }))).toContain('ERR_SCENARIO_NO_LAND_AIRCRAFT');
  });

  // "The attacker does not start on the table." "Both fleets may start the game with no more than four aircraft
  // counters in the air." "Carriers may start with up to two of their flights in the air"
  // "The game continues until all the civilian convoy ships have either been destroyed or have left the table."
  // "For the purposes of tactical withdrawal, the short edges are considered to belong to the defender while the
  // long table edges belong to the attacker."
  it('the attacker off the table; two flights aloft a carrier; the civilians end it; short edges the defender\'s, long the attacker\'s', () => {
    const escort = { ...US_CARRIER, civilians: [{ type: 'Tramp Freighter', count: 4 }] };
    const { state } = built('convoy-duty', { level: 'Raid', fleets: [escort, KM_RAID], attacker: 1 });
    expect(state.shipOrder.filter((id) => state.ships[id]?.fleet === 'attacker').every((id) => state.ships[id]?.hidden)).toBe(true);
    const [up, all] = aloft(state, 'uss-yorktown');
    expect([up, all > 2]).toEqual([2, true]);
    expect(state.scenario?.end).toBe('civilians-gone');
    expect(forbidden(state, 'defender')).toEqual(['north', 'south']);
    expect(forbidden(state, 'attacker')).toEqual(['east', 'west']);
  });

  // "the attacker will gain a five point bonus for every civilian ship point he manages to completely destroy.
  // The defender gains a five point bonus for every civilian ship point he manages to move off the exit edge"
  it('five points a civilian ship point destroyed to the attacker, off the exit edge to the defender', () => {
    const escort = { ...RN_RAID, civilians: [{ type: 'Tramp Freighter', count: 2 }] };
    const { state: s } = built('convoy-duty', { level: 'Raid', fleets: [escort, KM_RAID], attacker: 1 });
    const civ = s.shipOrder.filter((id) => s.ships[id]?.civilian);
    const [a, b] = [s.ships[civ[0]!]!, s.ships[civ[1]!]!];
    const value = shipValue(a.roster.priority, 'Raid');
    const cost = a.roster.civilianCost ?? 1;
    a.destroyed = true;
    b.withdrawn = true;
    s.naval.exits[b.id] = { turn: 3, edge: 'east', forbidden: false };
    expect(points(s).attacker).toBe(value + 5 * cost);
    expect(points(s).defender).toBe(5 * (b.roster.civilianCost ?? 1));
  });
});

describe('Supply Ships', () => {
  // "the defender will also choose five civilian ship points ... A Priority Level: War fleet would therefore have
  // 25 ... The attacker has three Fleet Allocation Points. The defending fleet may use land-based aircraft; the attacker may not."
  it('defender five points plus five civilian points per level and land-based aircraft; attacker three, none', () => {
    const sp = scenario('supply-ships');
    const def = sideOf(sp, 'defender');
    const att = sideOf(sp, 'attacker');
    expect(def.fleet.kind === 'allocation' ? [def.fleet.points, def.fleet.civilianPoints?.perLevel] : []).toEqual([5, 5]);
    expect(codes(checkSideFleet(sp, att, 'Raid', { nation: 'Kriegsmarine', ships: [{ class: 'Admiral Hipper', count: 4 }] }))).toEqual(['ERR_FLEET_OVER_BUDGET']);
    expect(codes(checkSideFleet(sp, att, 'Raid', { nation: 'Kriegsmarine', ships: [{ class: 'Admiral Hipper', count: 3 }] }))).toEqual([]);
    expect(codes(checkSideFleet(sp, att, 'Raid', { ...KM_RAID, squadrons: [{ aircraft: 'Junkers Ju-87' }] }))).toContain('ERR_SCENARIO_NO_LAND_AIRCRAFT');
    expect(codes(checkSideFleet(sp, def, 'Raid', { ...RN_RAID, squadrons: [{ aircraft: 'Hawker Hurricane' }] }))).toEqual([]);
  });

  // "Carriers in the attacker's fleet may start with all of their flights in the air ... Carriers in the defending
  // fleet may start with only one of their flights in the air" "Game Length: 10 turns."
  // "The defending player deploys his entire fleet. The attacker then deploys"
  it('attacker carriers all aloft, defender carriers one; 10 turns; the defender deploys first', () => {
    const sp = scenario('supply-ships');
    const both = [US_CARRIER, { nation: 'Imperial Japanese Navy', ships: [{ class: 'Shokaku', name: 'Shokaku' }] }];
    const r = planBattle(sp, { seed: 1, level: 'Raid', fleets: both, attacker: 1 });
    if (!r.ok) throw new Error(JSON.stringify(r.problems));
    expect(r.value.players[r.value.deployOrder[0]!]?.side.role).toBe('defender');
    const { state } = built('supply-ships', { level: 'Raid', fleets: both, attacker: 1 });
    expect(aloft(state, 'uss-yorktown')[0]).toBe(1);
    const [up, all] = aloft(state, 'shokaku');
    expect(up).toBe(all);
    expect(state.options.maxTurns).toBe(10);
  });

  // "The attacking player gains a five point bonus for every civilian ship point he destroys. The defending player
  // gains a five point bonus for every civilian ship point that survives the battle. If the civilian ships make a
  // tactical withdrawal, they are considered to be destroyed with regards to Victory Points"
  it('five points a civilian point destroyed or withdrawn to the attacker, surviving to the defender', () => {
    const escort = { ...RN_RAID, civilians: [{ type: 'Tramp Freighter', count: 3 }] };
    const { state: s } = built('supply-ships', { level: 'Raid', fleets: [escort, KM_RAID], attacker: 1 });
    const civ = s.shipOrder.filter((id) => s.ships[id]?.civilian).map((id) => s.ships[id]!);
    const [a, b, c] = [civ[0]!, civ[1]!, civ[2]!];
    const value = shipValue(a.roster.priority, 'Raid');
    const cost = a.roster.civilianCost ?? 1;
    a.destroyed = true;
    b.withdrawn = true;
    s.naval.exits[b.id] = { turn: 3, edge: 'north', forbidden: false };
    expect(points(s).attacker).toBe(2 * (value + 5 * cost));
    expect(points(s).defender).toBe(5 * (c.roster.civilianCost ?? 1));
  });
});

describe('Victory at Sea', () => {
  // "Land-based aircraft may be used." "Roll for Initiative - the losing fleet will be forced to set up first."
  // no Conditions entry; "Game Length: 10 turns"; "This scenario uses Victory Points"
  it('land-based aircraft allowed, no conditions rolls, loser sets up first, 10 turns on Victory Points', () => {
    const v = scenario('victory-at-sea');
    expect(codes(checkSideFleet(v, sideOf(v, 'first'), 'Raid', { ...RN_RAID, squadrons: [{ aircraft: 'Hawker Hurricane' }] }))).toEqual([]);
    const r = planBattle(v, { seed: 1, level: 'Raid', fleets: [RN_RAID, KM_RAID], dice: [[6, 6, 1, 1]] });
    if (!r.ok) throw new Error(JSON.stringify(r.problems));
    expect([r.value.weather, r.value.night, r.value.deployOrder]).toEqual(['good', false, [1, 0]]);
    const { state } = built('victory-at-sea', { level: 'Raid', fleets: [US_CARRIER, KM_RAID] });
    expect(state.options.maxTurns).toBe(10);
    expect(state.scenario?.victory).toBe('points');
    const [up, all] = aloft(state, 'uss-yorktown');
    expect(up).toBe(Math.floor(all / 2));
  });
});

interface Historical {
  readonly id: string;
  /** The text's fleets: class counts by fleet id, and the named ships. */
  readonly fleets: Readonly<Record<string, Readonly<Record<string, number>>>>;
  readonly names: readonly string[];
  readonly weather: 'good' | 'bad';
  readonly night: boolean;
  /** The fleet with "the Initiative in the first turn", or null (rolled). */
  readonly first: string | null;
  readonly maxTurns: number;
  /** "No aircraft are used" */
  readonly noAircraft: readonly string[];
}

const HISTORICAL: readonly Historical[] = [
  { id: 'river-plate', fleets: { rn: { Leander: 2, York: 1 }, km: { Deutschland: 1 } }, names: ['Admiral Graf Spee', 'HMS Ajax', 'HMNZS Achilles', 'HMS Exeter'], weather: 'good', night: false, first: null, maxTurns: 30, noAircraft: ['km'] },
  { id: 'denmark-strait', fleets: { rn: { Hood: 1, 'King George V': 1 }, km: { Bismarck: 1, 'Admiral Hipper': 1 } }, names: ['Bismarck', 'Prinz Eugen', 'HMS Hood', 'HMS Prince of Wales'], weather: 'good', night: false, first: 'rn', maxTurns: 30, noAircraft: ['rn', 'km'] },
  { id: 'final-battle', fleets: { rn: { Nelson: 1, 'King George V': 1, Norfolk: 2 }, km: { Bismarck: 1 } }, names: ['Bismarck', 'HMS Rodney', 'HMS King George V', 'HMS Dorsetshire', 'HMS Norfolk'], weather: 'good', night: false, first: 'rn', maxTurns: 30, noAircraft: ['rn', 'km'] },
  { id: 'clash-of-the-giants', fleets: { rn: { Renown: 1 }, km: { Scharnhorst: 2 } }, names: ['Scharnhorst', 'Gneisenau', 'HMS Renown'], weather: 'bad', night: false, first: 'rn', maxTurns: 30, noAircraft: ['rn', 'km'] },
  { id: 'arctic-skirmish', fleets: { rn: { Edinburgh: 1, Southampton: 1, Norfolk: 1 }, km: { Scharnhorst: 1 } }, names: ['Scharnhorst', 'HMS Belfast', 'HMS Sheffield', 'HMS Norfolk'], weather: 'bad', night: true, first: 'rn', maxTurns: 30, noAircraft: ['rn', 'km'] },
  { id: 'death-of-a-giant', fleets: { rn: { Edinburgh: 1, Southampton: 1, Norfolk: 1, 'King George V': 1, Fiji: 1 }, km: { Scharnhorst: 1 } }, names: ['Scharnhorst', 'HMS Belfast', 'HMS Sheffield', 'HMS Norfolk', 'HMS Duke of York', 'HMS Jamaica'], weather: 'bad', night: true, first: 'rn', maxTurns: 30, noAircraft: ['rn', 'km'] },
  { id: 'prelude-to-matapan-1', fleets: { it: { Trento: 3, Navigatori: 3 }, rn: { Leander: 2, Perth: 1, Gloucester: 1, 'J, K and N': 4 } }, names: ['Trieste', 'Bolzano', 'Trento', 'HMS Ajax', 'HMS Orion', 'HMAS Perth', 'HMS Gloucester'], weather: 'good', night: false, first: 'it', maxTurns: 6, noAircraft: [] },
  { id: 'prelude-to-matapan-2', fleets: { it: { Trento: 3, Navigatori: 7, Littorio: 1 }, rn: { Leander: 2, Perth: 1, Gloucester: 1, 'J, K and N': 4 } }, names: ['Trieste', 'Bolzano', 'Trento', 'Vittorio Veneto', 'HMS Ajax', 'HMS Orion', 'HMAS Perth', 'HMS Gloucester'], weather: 'good', night: false, first: 'it', maxTurns: 8, noAircraft: [] },
  { id: 'cape-matapan', fleets: { it: { Zara: 3, Navigatori: 4 }, rn: { 'Queen Elizabeth': 3, 'J, K and N': 9 } }, names: ['Fiume', 'Pola', 'Zara', 'HMS Valiant', 'HMS Barham', 'HMS Warspite'], weather: 'good', night: true, first: 'rn', maxTurns: 30, noAircraft: [] },
  { id: 'cruiser-action-off-guadalcanal', fleets: { ijn: { Aoba: 2, Furutaka: 1, Fubuki: 2 }, us: { 'New Orleans': 1, Pensacola: 1, Brooklyn: 2, Fletcher: 5 } }, names: ['Aoba', 'Kinugasa', 'Furutaka', 'USS San Francisco', 'USS Salt Lake City', 'USS Helena', 'USS Boise'], weather: 'good', night: true, first: 'us', maxTurns: 30, noAircraft: [] },
  { id: 'bombardment-of-guadalcanal', fleets: { ijn: { Kongo: 2, Nagara: 1, Kagero: 5, Fubuki: 6 }, us: { 'New Orleans': 1, Portland: 1, Brooklyn: 1, Atlanta: 2, Fletcher: 8 } }, names: ['Hiei', 'Kirishima', 'Nagara', 'USS San Francisco', 'USS Portland', 'USS Helena', 'USS Atlanta', 'USS Juneau'], weather: 'good', night: true, first: 'ijn', maxTurns: 30, noAircraft: [] },
  { id: 'guadalcanal-finale', fleets: { ijn: { Kongo: 1, Takao: 2, Nagara: 1, Sendai: 1, Fubuki: 8, Kagero: 1 }, us: { 'North Carolina': 1, 'South Dakota': 1, Fletcher: 4 } }, names: ['Kirishima', 'Takao', 'Atago', 'Nagara', 'Sendai', 'USS Washington', 'USS South Dakota'], weather: 'good', night: true, first: 'us', maxTurns: 30, noAircraft: [] },
];

describe('Historical scenarios: fleets, conditions, first initiative, game length', () => {
  for (const h of HISTORICAL) {
    // "Fleets: ..." "This battle takes place at night / in bad weather" "has the Initiative in the first turn"
    // "Game Length: Six turns / Eight turns / until either fleet has withdrawn or been destroyed" "No aircraft are used"
    it(`${h.id}: the text's ships, conditions, first initiative, length and aircraft`, () => {
      const { state } = built(h.id);
      for (const [fleet, want] of Object.entries(h.fleets)) expect(classes(state, fleet), `${h.id} ${fleet}`).toEqual(want);
      const all = Object.keys(h.fleets).flatMap((f) => named(state, f));
      for (const n of h.names) expect(all, h.id).toContain(n);
      expect([state.options.weather, state.options.night]).toEqual([h.weather, h.night]);
      expect(state.options.maxTurns).toBe(h.maxTurns);
      if (h.first === null) expect(vas.pending(state)).toMatchObject({ kind: 'chance', request: { purpose: 'initiative' } });
      else {
        expect(state.initiativeOrder[0]).toBe(h.first);
        expect(vas.pending(state)).toMatchObject({ kind: 'decision', player: h.first, decision: 'take-first' });
      }
      for (const f of h.noAircraft) expect(state.air.flights.filter((x) => x.fleet === f), `${h.id} ${f} aircraft`).toEqual([]);
    });
  }
});

/** A built scenario with some ships moved (positions are Salvo's design; the rules under test are not). */
function builtWith(id: string, moves: Readonly<Record<string, { x: number; y: number; heading: number }>>): VasState {
  const { setup } = built(id);
  const fleets = setup.fleets.map((f) => ({ ...f, ships: f.ships.map((sh) => (moves[sh.id] ? { ...sh, position: { x: moves[sh.id]!.x, y: moves[sh.id]!.y }, heading: moves[sh.id]!.heading } : sh)) }));
  return start({ ...setup, fleets });
}

/**
 * Plays on quietly until the turn changes or the battle ends: `first` wins every initiative and moves first,
 * every ship moves 1" ahead and holds its fire, any other die is a 1.
 */
function quietTurn(state: VasState, first: string): VasState {
  let s = state;
  const turn = s.turn;
  for (let guard = 0; guard < 400 && s.turn === turn && s.phase !== 'over'; guard++) {
    const p = vas.pending(s);
    if (p.kind === 'chance') {
      if (p.request.purpose === 'initiative') s = scripted(s, winInitiative(s, first)).state;
      else s = play(s, [vas.diceAction(Array.from({ length: p.request.dice }, () => 1))]).state;
    } else if (p.kind === 'decision' && p.decision === 'take-first') s = play(s, [{ type: 'take-first', fleet: p.player, first: true }]).state;
    else if (p.kind === 'decision' && p.decision === 'air-first') s = play(s, [vas.legalActions(s)[0]!]).state;
    else if (p.kind === 'decision' && p.decision === 'damage-control') s = play(s, [vas.legalActions(s)[0]!]).state;
    else if (p.kind === 'decision') {
      const q = quietPhases(s).state;
      if (q === s) throw new Error(`quietTurn: stuck at ${JSON.stringify(p).slice(0, 200)}`);
      s = q;
    } else break;
  }
  return s;
}

/** From a Movement Phase: every ship nominated in turn moves 1" ahead; the state at the first attack nomination. */
function toAttack(state: VasState): VasState {
  let s = state;
  for (let guard = 0; guard < 200; guard++) {
    const p = vas.pending(s);
    if (p.kind === 'chance') { s = play(s, [vas.diceAction(Array.from({ length: p.request.dice }, () => 1))]).state; continue; }
    if (p.kind !== 'decision' || p.decision !== 'nominate-move') break;
    const n = vas.legalActions(s).find((a) => a.type === 'nominate-move' && a.special === undefined);
    if (!n || n.type !== 'nominate-move') break;
    s = play(s, [n, { type: 'move', ship: n.ship, legs: [{ forward: 1 }] }]).state;
  }
  return s;
}

describe('Historical scenario rules in play', () => {
  // "The Admiral Graf Spee is placed in the centre of the table, 24 inches away from the nearest short edge. The Ajax
  // and Achilles are placed within 18 inches of one long table edge and the Exeter ... within 18 inches of the other
  // long table edge. No Royal Navy ship may be placed more than six inches from the nearest short edge."
  // "The Royal Navy may use aircraft in this scenario, but the Kriegsmarine may not."
  it('River Plate: the placements the text states, and aircraft for the Royal Navy only', () => {
    const { state: s } = built('river-plate');
    const { width, height } = s.options.table;
    const at = (id: string): { x: number; y: number } => s.ships[id]!.position;
    const short = (p: { x: number }): number => Math.min(p.x, width - p.x);
    const gs = at('graf-spee');
    expect(short(gs)).toBe(24);
    expect(gs.y).toBe(height / 2);
    const north = (p: { y: number }): number => height - p.y;
    const [aj, ac, ex] = [at('ajax'), at('achilles'), at('exeter')];
    const ajaxEdge = north(aj) <= 18 ? 'north' : aj.y <= 18 ? 'south' : 'none';
    expect(ajaxEdge).not.toBe('none');
    expect(ajaxEdge === 'north' ? north(ac) <= 18 && ex.y <= 18 : ac.y <= 18 && north(ex) <= 18).toBe(true);
    for (const p of [aj, ac, ex]) expect(short(p)).toBeLessThanOrEqual(6);
    expect(s.air.flights.some((f) => f.fleet === 'rn')).toBe(true);
    expect(s.air.flights.some((f) => f.fleet === 'km')).toBe(false);
  });

  // "the game ends when the Admiral Graf Spee leaves the table from the opposite short edge from which it started"
  // "victory will go to the fleet that caused the most points of total Damage to the other fleet's ships."
  it('River Plate: Graf Spee off the far short edge ends the battle at once, decided by Damage caused', () => {
    const s0 = builtWith('river-plate', { 'graf-spee': { x: 2, y: 24, heading: 270 } });
    s0.ships.ajax!.damage -= 3; // the Kriegsmarine has caused 3 points of Damage, the Royal Navy none
    let s = scripted(s0, winInitiative(s0, 'km')).state;
    s = play(s, [{ type: 'take-first', fleet: 'km', first: true }, { type: 'nominate-move', ship: 'graf-spee' }]).state;
    const r = play(s, [{ type: 'move', ship: 'graf-spee', legs: [{ forward: 4 }] }]);
    expect(r.state.phase).toBe('over');
    expect(r.events.find((e) => e.type === 'game-over')?.rule).toBe('VAS-SCN-EXIT-ENDS');
    expect(r.state.result?.winners).toEqual(['km']);
  });

  // "The Kriegsmarine player starts with one Scharnhorst-class battlecruiser (the Scharnhorst), which does not have
  // access to radar in this battle." "The Scharnhorst may not change course until turn two."
  it('Death of a Giant: Scharnhorst has no radar and may not turn in turn 1', () => {
    const { state: s } = built('death-of-a-giant');
    expect(s.ships.scharnhorst!.roster.traits).toContain('Radar'); // her class has it...
    expect(s.visibility.radar).not.toContain('scharnhorst'); // ...but not in this battle
    expect(s.visibility.radar).toContain('duke-of-york');
    let t = play(s, [{ type: 'take-first', fleet: 'rn', first: false }]).state;
    t = play(t, [{ type: 'nominate-move', ship: 'scharnhorst' }]).state;
    const turn = vas.apply(t, { type: 'move', ship: 'scharnhorst', legs: [{ forward: 1 }, { turn: 10 }, { forward: 1 }] });
    expect(turn.ok).toBe(false);
    expect(vas.apply(t, { type: 'move', ship: 'scharnhorst', legs: [{ forward: 3 }] }).ok).toBe(true);
  });

  // "The Italian cruiser Pola has damaged engines and cannot move at all." "The Valiant has been equipped with the
  // Special Trait: Radar."
  it('Cape Matapan: Valiant has radar (her sisters none); Pola cannot move at all', () => {
    const { state: s } = built('cape-matapan');
    expect(s.visibility.radar).toContain('valiant');
    expect(s.visibility.radar).not.toContain('warspite');
    expect(s.visibility.radar).not.toContain('barham');
    let t = play(s, [{ type: 'take-first', fleet: 'rn', first: false }]).state;
    t = play(t, [{ type: 'nominate-move', ship: 'pola' }]).state;
    expect(vas.apply(t, { type: 'move', ship: 'pola', legs: [{ forward: 1 }] }).ok).toBe(false);
    const still = vas.apply(t, { type: 'move', ship: 'pola', legs: [] });
    expect(still.ok).toBe(true);
    if (still.ok) expect(still.value.state.ships.pola!.position).toEqual(s.ships.pola!.position);
  });

  // "German ships are caught unawares and may not return fire until turn two."
  it('Clash of the Giants: the German ships may not fire in turn 1, and may in turn 2', () => {
    const { state: s } = built('clash-of-the-giants');
    const a1 = toAttack(play(s, [{ type: 'take-first', fleet: 'rn', first: true }]).state);
    expect(vas.pending(a1)).toMatchObject({ decision: 'attack', player: 'rn' });
    const refused = vas.apply(a1, { type: 'attack', ship: 'gneisenau', fire: [{ weapon: 0, target: 'renown' }] });
    expect(refused.ok ? '' : refused.error.code).toBe('ERR_SCENARIO_HOLD_FIRE');
    expect(vas.legalActions(a1).some((a) => a.type === 'attack' && a.ship !== 'renown')).toBe(false);
    // Renown holds fire; the German ships are passed over and the turn goes on to its End Phase
    const t2 = play(a1, [{ type: 'attack', ship: 'renown', fire: [] }]).state;
    expect([t2.turn, vas.pending(t2)]).toMatchObject([2, { kind: 'chance', request: { purpose: 'initiative' } }]);
    let a2 = scripted(t2, winInitiative(t2, 'km')).state;
    a2 = toAttack(play(a2, [{ type: 'take-first', fleet: 'km', first: true }]).state);
    expect(vas.pending(a2)).toMatchObject({ decision: 'attack', player: 'km' });
    expect(vas.legalActions(a2).some((a) => a.type === 'attack' && a.fire.length > 0)).toBe(true);
  });

  // "If the Scharnhorst makes a tactical withdrawal, the game is a draw."
  it('Arctic Skirmish: Scharnhorst leaving the table is a draw', () => {
    const s0 = builtWith('arctic-skirmish', { scharnhorst: { x: 30, y: 2, heading: 180 } });
    const s = play(s0, [{ type: 'take-first', fleet: 'rn', first: false }, { type: 'nominate-move', ship: 'scharnhorst' }]).state;
    const r = play(s, [{ type: 'move', ship: 'scharnhorst', legs: [{ forward: 4 }] }]);
    expect(r.state.phase).toBe('over');
    expect(r.state.result?.winners).toEqual([]);
    expect(r.events.find((e) => e.type === 'game-over')?.rule).toBe('VAS-SCN-EXIT-DECIDES');
  });

  // "If one fleet manages to destroy the other, or the German player manages to withdraw off the indicated map edge,
  // that side will gain victory."
  it('Clash of the Giants: both German ships off the indicated edge win for the Kriegsmarine', () => {
    const s0 = builtWith('clash-of-the-giants', { gneisenau: { x: 56, y: 46, heading: 0 }, scharnhorst: { x: 50, y: 46, heading: 0 } });
    let s = play(s0, [{ type: 'take-first', fleet: 'rn', first: false }, { type: 'nominate-move', ship: 'gneisenau' }, { type: 'move', ship: 'gneisenau', legs: [{ forward: 4 }] }]).state;
    expect(s.phase).not.toBe('over'); // one of two is not yet the fleet
    s = play(s, [{ type: 'nominate-move', ship: 'renown' }, { type: 'move', ship: 'renown', legs: [{ forward: 1 }] }, { type: 'nominate-move', ship: 'scharnhorst' }]).state;
    const r = play(s, [{ type: 'move', ship: 'scharnhorst', legs: [{ forward: 4 }] }]);
    expect(r.state.phase).toBe('over');
    expect(r.state.result?.winners).toEqual(['km']);
  });

  // "If the Kriegsmarine player manages to withdraw off the indicated exit point without suffering any speed loss,
  // he will win."
  it('Death of a Giant: Scharnhorst off the exit edge with no loss of Speed wins; Crippled she does not', () => {
    const s0 = builtWith('death-of-a-giant', { scharnhorst: { x: 70, y: 30, heading: 90 } });
    const go = (s: VasState): VasState => play(s, [{ type: 'take-first', fleet: 'rn', first: false }, { type: 'nominate-move', ship: 'scharnhorst' }, { type: 'move', ship: 'scharnhorst', legs: [{ forward: 3 }] }]).state;
    const won = go(s0);
    expect(won.phase).toBe('over');
    expect(won.result?.winners).toEqual(['km']);
    const hurt = builtWith('death-of-a-giant', { scharnhorst: { x: 70, y: 30, heading: 90 } });
    hurt.ships.scharnhorst!.crippled = true;
    const lost = go(hurt);
    expect(lost.phase).toBe('over');
    expect(lost.result?.winners).toEqual(['rn']);
  });

  // "If the British player has any ships afloat after six turns and has sunk at least as many ships as he has lost,
  // he is assumed to have reached the support of the main force and escaped."
  it('Prelude to Matapan Part One: British afloat after turn 6 with nothing lost have escaped (a British victory)', () => {
    const { state: s0 } = built('prelude-to-matapan-1');
    s0.turn = 6;
    const end = quietTurn(s0, 'it');
    expect(end.phase).toBe('over');
    expect(end.turn).toBe(6);
    expect(end.result?.winners).toEqual(['rn']);
  });
});

/** The chance request of the first main-turret shot of `shooter` (weapon `weapon`) at `target`, both heading north. */
function firstShot(shooter: VasSetup['fleets'][number]['ships'][number], target: VasSetup['fleets'][number]['ships'][number], weapon = 0, options: VasSetup['options'] = {}): { need: number; purpose: string } {
  let s = start({ seed: 1, options, fleets: [{ id: 'a', ships: [shooter] }, { id: 'b', ships: [target] }] });
  s = scripted(s, winInitiative(s, 'a')).state;
  s = play(s, [{ type: 'take-first', fleet: 'a', first: true }]).state;
  s = toAttack(s);
  s = play(s, [{ type: 'attack', ship: shooter.id, fire: [{ weapon, target: target.id }] }]).state;
  const p = vas.pending(s);
  if (p.kind !== 'chance') throw new Error(`no attack roll: ${JSON.stringify(p).slice(0, 200)}`);
  return { need: Number(p.request.context?.need), purpose: p.request.purpose };
}

describe('National special rules', () => {
  const bismarck = (x: number): VasSetup['fleets'][number]['ships'][number] => ({ id: 'bismarck', name: 'Bismarck', class: 'Bismarck', position: { x, y: 20 }, heading: 0 });
  const warspite = (x: number): VasSetup['fleets'][number]['ships'][number] => ({ id: 'w', name: 'HMS Warspite', class: 'Queen Elizabeth', position: { x, y: 20 }, heading: 0 });
  const notGerman = (x: number): VasSetup['fleets'][number]['ships'][number] => {
    const r = findShipClass('Bismarck');
    if (!r) throw new Error('no Bismarck');
    return { id: 'bismarck', name: 'Bismarck', roster: { ...r, class: 'Bismarck (RN)', nation: 'Royal Navy' }, position: { x, y: 20 }, heading: 0 };
  };

  // "Improved Rangefinders: ... All Kriegsmarine ships gain a +1 bonus to all Attack Dice rolled for main turret guns
  // against targets at Long or Extreme ranges."
  it('Kriegsmarine main turrets: +1 at long (25") and extreme (32") range, nothing at 15"', () => {
    expect(firstShot(bismarck(10), warspite(35)).need).toBe(firstShot(notGerman(10), warspite(35)).need - 1);
    expect(firstShot(bismarck(10), warspite(42)).need).toBe(firstShot(notGerman(10), warspite(42)).need - 1);
    expect(firstShot(bismarck(10), warspite(25)).need).toBe(firstShot(notGerman(10), warspite(25)).need);
  });

  // "... for main turret guns" (not secondaries)
  it('Kriegsmarine secondary guns at long range get no bonus', () => {
    const longSecondary = { ...TEST_CRUISER, class: 'Long Secondary', weapons: TEST_CRUISER.weapons.map((w) => (w.kind === 'secondary' ? { ...w, range: 30 } : w)) };
    const sec = longSecondary.weapons.findIndex((w) => w.kind === 'secondary');
    const km = firstShot(shipSetup('k', 'K', longSecondary, 10, 20, 0), warspite(35), sec).need;
    const rn = firstShot(shipSetup('k', 'K', { ...longSecondary, nation: 'Royal Navy' }, 10, 20, 0), warspite(35), sec).need;
    expect(km).toBe(rn);
  });

  // "Radar: ... Radar on Kriegsmarine ships will only detect enemy vessels that are within the ship's forward arc."
  it('Kriegsmarine radar rolls to detect only the enemy ahead, other radar every enemy', () => {
    const detection = (nation: 'Kriegsmarine' | 'Royal Navy'): unknown => {
      let s = start({ seed: 1, options: { night: true }, fleets: [
        { id: 'a', ships: [shipSetup('k', 'K', { ...TEST_CRUISER, nation }, 30, 10, 0)] },
        { id: 'b', ships: [shipSetup('ahead', 'Ahead', TEST_DESTROYER, 30, 30, 0), shipSetup('abeam', 'Abeam', TEST_DESTROYER, 50, 10, 0)] },
      ] });
      s = scripted(s, winInitiative(s, 'a')).state;
      s = play(s, [{ type: 'take-first', fleet: 'a', first: true }]).state;
      for (let i = 0; i < 10; i++) {
        const p = vas.pending(s);
        if (p.kind !== 'decision' || p.decision !== 'nominate-move') break;
        const n = vas.legalActions(s).find((a) => a.type === 'nominate-move' && a.special === undefined);
        if (!n || n.type !== 'nominate-move') break;
        s = play(s, [n, { type: 'move', ship: n.ship, legs: [{ forward: 1 }] }]).state;
      }
      const p = vas.pending(s);
      return p.kind === 'chance' ? { purpose: p.request.purpose, dice: p.request.dice, context: p.request.context } : p;
    };
    expect(detection('Kriegsmarine')).toMatchObject({ purpose: 'radar-detection', dice: 1, context: { die0: 'ahead' } });
    expect(detection('Royal Navy')).toMatchObject({ purpose: 'radar-detection', dice: 2 });
  });
});

describe('Scenario flow', () => {
  // "its ships may not move, fire, take Special Actions or perform Damage Control" (Blockade's free turn)
  it('Blockade free turn: a damaged blockader is not offered Damage Control in turn 1', () => {
    const run = (free: boolean): { dc: boolean; turn: number } => {
      const setup: VasSetup = {
        seed: 1,
        fleets: [
          { id: 'blockader', ships: [{ id: 'warspite', name: 'HMS Warspite', class: 'Queen Elizabeth', position: { x: 12, y: 24 }, heading: 90, criticals: [{ effect: 'props-damaged' }] }] },
          { id: 'runner', ships: [shipSetup('hipper', 'Admiral Hipper', TEST_CRUISER, 60, 24, 270)] },
        ],
        ...(free ? { scenario: { id: 't', name: 'T', level: 'Raid', victory: 'points', rules: ['VAS-SCN-FREE-TURN'], freeTurn: ['runner'] } } : {}),
      };
      let s = start(setup);
      if (!free) s = scripted(s, winInitiative(s, 'runner')).state;
      for (let i = 0; i < 60 && s.turn === 1; i++) {
        const p = vas.pending(s);
        if (p.kind === 'decision' && p.decision === 'damage-control') return { dc: true, turn: s.turn };
        if (p.kind === 'decision' && p.decision === 'take-first') { s = play(s, [{ type: 'take-first', fleet: p.player, first: true }]).state; continue; }
        if (p.kind === 'chance') { s = play(s, [vas.diceAction(Array.from({ length: p.request.dice }, () => 1))]).state; continue; }
        const q = quietPhases(s).state;
        if (q === s) break;
        s = q;
      }
      return { dc: false, turn: s.turn };
    };
    expect(run(false)).toEqual({ dc: true, turn: 1 }); // the same ship in an ordinary turn 1 is offered it
    expect(run(true)).toEqual({ dc: false, turn: 2 });
  });

  // "Game Length: 10 turns" "This scenario uses Victory Points to determine who wins."
  it('Victory at Sea ends after turn 10 and is decided on Victory Points', () => {
    const { state: s0 } = built('victory-at-sea', { level: 'Raid', fleets: [RN_RAID, KM_RAID] });
    s0.turn = 10;
    const end = quietTurn(s0, 'first');
    expect([end.phase, end.turn]).toEqual(['over', 10]);
    expect(end.scenario?.points).toEqual({ first: 0, second: 0 });
    expect(end.result?.winners).toEqual([]); // no points either side: a draw
  });

  // "The defending player gains a five point bonus for every civilian ship point that survives the battle."
  it('Supply Ships: after turn 10 the surviving civilian ship points give the defender its bonus and the win', () => {
    const escort = { ...RN_RAID, civilians: [{ type: 'Tramp Freighter', count: 2 }] };
    const { state: s0 } = built('supply-ships', { level: 'Raid', fleets: [escort, KM_RAID], attacker: 1 });
    const civ = s0.shipOrder.flatMap((id) => (s0.ships[id]?.civilian ? [s0.ships[id]!] : []));
    const survivors = civ.reduce((n, c) => n + (c.roster.civilianCost ?? 1), 0);
    s0.turn = 10;
    const end = quietTurn(s0, 'defender');
    expect([end.phase, end.turn]).toEqual(['over', 10]);
    expect(end.scenario?.points?.defender).toBe(5 * survivors);
    expect(end.result?.winners).toEqual(['defender']);
  });

  // "All scenarios in this book assume the game will be conducted on a standard six by four foot table."
  it('every built-in scenario is played on the 72" x 48" table', () => {
    for (const id of Object.keys(BUILTIN_SCENARIOS)) expect(scenario(id).table, id).toEqual({ width: 72, height: 48 });
  });
});

