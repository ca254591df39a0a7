import { describe, expect, it } from 'vitest';
import { seedRng } from '@salvo/kernel';
import { vas } from '../index';
import { RULES } from '../rules';
import { moveLimits } from '../movement/limits';
import { sampleMove } from '../movement/sample-move';
import type { ScenarioRule, VasSetup, VasState } from '../types';
import { BRITISH, GERMAN, fourShipBattle, nominatedToMove, play, scripted, start, twoFleets, winInitiative } from '../../test/fixtures';

const withRules = (setup: VasSetup, scenarioRules: readonly ScenarioRule[] | unknown, firstInitiative?: string): VasSetup =>
  ({
    ...setup, scenarioRules,
    ...(firstInitiative ? { scenario: { id: 'test', name: 'Test', level: 'Battle', victory: 'last-side', rules: ['VAS-SCN-FIRST-INITIATIVE'], firstInitiative: [firstInitiative] } } : {}),
  } as VasSetup);

const problems = (setup: unknown): { code: string; path?: string }[] => {
  const r = vas.createGame(setup);
  return r.ok ? [] : r.error.problems.map((p) => ({ code: p.code, ...(p.path === undefined ? {} : { path: p.path }) }));
};

/** Rolls dice from the state's own PRNG, holds every ship's fire and samples the rest, until turn `turn` begins. */
function toTurn(state: VasState, turn: number): VasState {
  let s = state;
  const rng = seedRng(99);
  for (let guard = 0; guard < 5000 && s.turn < turn && s.phase !== 'over'; guard++) {
    const p = vas.pending(s);
    if (p.kind === 'chance') { s = vas.rollChance(s).state; continue; }
    if (p.kind !== 'decision') break;
    const hold = p.decision === 'attack' ? vas.legalActions(s).find((a) => a.type === 'attack' && a.fire.length === 0) : undefined;
    s = play(s, [hold ?? vas.sampleAction(s, rng)]).state;
  }
  return s;
}

describe('scenario rules at setup', () => {
  it('VAS-SCN-SETUP: every bad scenario rule is refused with its path; good ones are kept in the state', () => {
    expect(problems(withRules(twoFleets(), [{ rule: 'hold-fire', ships: ['nobody'], untilTurn: 2 }])))
      .toContainEqual({ code: 'ERR_SCENARIO_RULE', path: 'scenarioRules[0].ships' });
    expect(problems(withRules(twoFleets(), [{ rule: 'teleport' }]))).toContainEqual({ code: 'ERR_SCENARIO_RULE', path: 'scenarioRules[0].rule' });
    expect(problems(withRules(twoFleets(), [{ rule: 'arrives', ship: 'hipper', turn: 1 }]))).toContainEqual({ code: 'ERR_SCENARIO_RULE', path: 'scenarioRules[0].turn' });
    expect(problems(withRules(twoFleets(), [{ rule: 'no-aircraft', fleets: ['nobody'] }]))).toContainEqual({ code: 'ERR_SCENARIO_RULE', path: 'scenarioRules[0].fleets' });
    expect(problems(withRules(twoFleets(), [{ rule: 'max-speed', ships: ['hipper'], speed: -1 }]))).toContainEqual({ code: 'ERR_SCENARIO_RULE', path: 'scenarioRules[0].speed' });
    expect(problems(withRules(twoFleets(), [{ rule: 'exit-ends-game', ship: 'hipper', edge: 'up' }]))).toContainEqual({ code: 'ERR_SCENARIO_RULE', path: 'scenarioRules[0].edge' });
    expect(problems(withRules(twoFleets(), 'none'))).toContainEqual({ code: 'ERR_SCENARIO_RULE', path: 'scenarioRules' });
    const s = start(withRules(twoFleets(), [{ rule: 'arrives', ship: 'hipper', turn: 2 }, { rule: 'turn-one-way', ships: ['hipper'], side: 'port' }]));
    expect(s.scenarioRules.rules).toEqual([{ rule: 'arrives', ship: 'hipper', turn: 2 }, { rule: 'turn-one-way', ships: ['hipper'], side: 'port' }]);
  });

  it('VAS-ENGINE-SERIALIZE: a state with scenario rules survives serialize and parse; a bad rule in a state is refused', () => {
    const s = start(withRules(fourShipBattle(), [
      { rule: 'hold-course', ships: ['hipper'], untilTurn: 3 }, { rule: 'arrives', ship: 'z1', turn: 3 },
      { rule: 'max-speed', ships: ['hipper'], speed: 1 }, { rule: 'no-aircraft', fleets: [BRITISH] },
    ]));
    const back = vas.parse(vas.serialize(s));
    expect(back.ok && back.value).toEqual(s);
    const broken = JSON.parse(vas.serialize(s)) as { scenarioRules: { rules: { rule: string }[] } };
    broken.scenarioRules.rules.push({ rule: 'warp-speed' });
    expect(vas.parse(JSON.stringify(broken)).ok).toBe(false);
  });
});

describe('scenario rules in play', () => {
  it('VAS-SCN-CAUGHT-UNAWARES: a ship caught unawares may not fire on turn 1 and may from turn 2', () => {
    const s = start(withRules(twoFleets(), [{ rule: 'hold-fire', ships: ['hipper'], untilTurn: 2 }], GERMAN));
    expect(s.ships.hipper?.attackedThisTurn).toBe(true);
    // Hipper within 10" of Warspite: without the rule her guns would bear.
    const near = structuredClone(s);
    near.ships.hipper!.position = { x: 20, y: 24 };
    let m = play(near, [{ type: 'take-first', fleet: GERMAN, first: true }]).state;
    for (let guard = 0; guard < 20 && m.phase === 'movement'; guard++) {
      const p = vas.pending(m);
      if (p.kind === 'decision' && p.decision === 'nominate-move') m = play(m, [{ type: 'nominate-move', ship: p.player === GERMAN ? 'hipper' : 'warspite' }]).state;
      else if (m.moving) m = play(m, [{ type: 'move', ship: m.moving, legs: [{ forward: 1 }] }]).state;
      else m = vas.rollChance(m).state;
    }
    expect(m.phase).toBe('attack');
    const refused = vas.apply(m, { type: 'attack', ship: 'hipper', fire: [{ weapon: 0, target: 'warspite' }] });
    expect(refused).toMatchObject({ ok: false, error: { code: 'ERR_SCENARIO_HOLD_FIRE' } });
    expect(vas.legalActions(m).some((a) => a.type === 'attack' && a.ship === 'hipper')).toBe(false);
    const t2 = toTurn(near, 2);
    expect(t2.ships.hipper?.attackedThisTurn).toBe(false);
  });

  it('VAS-SCN-HOLD-COURSE: a ship held on her course may not turn on turn 1, only go straight', () => {
    const s = nominatedToMove(start(withRules(twoFleets(), [{ rule: 'hold-course', ships: ['hipper'], untilTurn: 2 }])), 'hipper');
    const turn = vas.apply(s, { type: 'move', ship: 'hipper', legs: [{ forward: 3 }, { turn: 45 }, { forward: 3 }] });
    expect(turn).toMatchObject({ ok: false, error: { code: 'ERR_TURN_NOT_ALLOWED' } });
    expect(turn.ok ? '' : turn.error.message).toContain('holds her on her course');
    expect(vas.apply(s, { type: 'move', ship: 'hipper', legs: [{ forward: 6 }] }).ok).toBe(true);
    expect(moveLimits(s.ships.hipper!, { ...s, turn: 2 }).turning).toBeGreaterThan(0);
  });

  it('VAS-SCN-MAX-SPEED: a capped ship moves at most the cap, even at Flank Speed', () => {
    const setup = withRules(twoFleets(), [{ rule: 'max-speed', ships: ['hipper'], speed: 1 }]);
    const s = nominatedToMove(start(setup), 'hipper');
    expect(vas.apply(s, { type: 'move', ship: 'hipper', legs: [{ forward: 2 }] })).toMatchObject({ ok: false, error: { code: 'ERR_MOVE_TOO_FAR' } });
    expect(vas.apply(s, { type: 'move', ship: 'hipper', legs: [{ forward: 1 }] }).ok).toBe(true);
    const flank = nominatedToMove(start(setup), 'hipper', 'flank-speed');
    expect(flank.ships.hipper?.special).toMatchObject({ kind: 'flank-speed', success: true });
    expect(moveLimits(flank.ships.hipper!, flank).speed).toBe(1);
    expect(moveLimits(flank.ships.hipper!).speed).toBe(9);
  });

  it('VAS-SCN-IMMOBILE: a ship that cannot move stays where she is and cannot turn', () => {
    const s = nominatedToMove(start(withRules(twoFleets(), [{ rule: 'max-speed', ships: ['hipper'], speed: 0 }])), 'hipper');
    const lim = moveLimits(s.ships.hipper!, s);
    expect([lim.speed, lim.minimum, lim.turning]).toEqual([0, 0, 0]);
    expect(vas.apply(s, { type: 'move', ship: 'hipper', legs: [{ forward: 1 }] })).toMatchObject({ ok: false, error: { code: 'ERR_MOVE_TOO_FAR' } });
    const moved = play(s, [{ type: 'move', ship: 'hipper', legs: [] }]).state;
    expect(moved.ships.hipper?.position).toEqual({ x: 60, y: 24 });
  });

  it('VAS-SCN-TURN-ONE-WAY: a ship that may turn only to port is refused a starboard turn, and bots never make one', () => {
    const s = nominatedToMove(start(withRules(twoFleets(), [{ rule: 'turn-one-way', ships: ['hipper'], side: 'port' }])), 'hipper');
    expect(vas.apply(s, { type: 'move', ship: 'hipper', legs: [{ forward: 3 }, { turn: 45 }, { forward: 3 }] }))
      .toMatchObject({ ok: false, error: { code: 'ERR_SCENARIO_TURN_SIDE' } });
    expect(vas.apply(s, { type: 'move', ship: 'hipper', legs: [{ forward: 3 }, { turn: -45 }, { forward: 3 }] }).ok).toBe(true);
    for (let seed = 0; seed < 200; seed++) {
      for (const leg of sampleMove(s, s.ships.hipper!, seedRng(seed))) if ('turn' in leg) expect(leg.turn).toBeLessThanOrEqual(0);
    }
    for (const a of vas.legalActions(s)) {
      if (a.type === 'move') for (const leg of a.legs) if ('turn' in leg) expect(leg.turn).toBeLessThanOrEqual(0);
    }
  });

  it('VAS-SCN-NO-AIRCRAFT: a fleet the scenario denies aircraft may not set up flights', () => {
    const setup: VasSetup = {
      seed: 1,
      fleets: [
        { id: 'rn', ships: [{ id: 'warspite', class: 'Queen Elizabeth', position: { x: 10, y: 24 }, heading: 90 }], flights: [{ id: 'hurri', aircraft: 'Hawker Hurricane', position: { x: 12, y: 30 } }] },
        { id: 'km', ships: [{ id: 'bismarck', class: 'Bismarck', position: { x: 60, y: 24 }, heading: 270 }] },
      ],
    };
    expect(problems(setup)).toEqual([]);
    expect(problems(withRules(setup, [{ rule: 'no-aircraft', fleets: ['rn'] }]))).toContainEqual({ code: 'ERR_SCENARIO_NO_AIRCRAFT', path: 'fleets[0].flights' });
    expect(problems(withRules(setup, [{ rule: 'no-aircraft', fleets: ['km'] }]))).toEqual([]);
    // Bismarck carries observation aircraft (Aircraft X): a fleet denied aircraft has none aboard either.
    const noFlights = { ...setup, fleets: setup.fleets.map((f) => ({ ...f, flights: [] })) };
    const denied = vas.createGame(withRules(noFlights, [{ rule: 'no-aircraft', fleets: ['km'] }]));
    const allowed = vas.createGame(noFlights);
    if (!denied.ok || !allowed.ok) throw new Error('setup refused');
    expect(allowed.value.air.flights.some((f) => f.fleet === 'km')).toBe(true);
    expect(denied.value.air.flights.filter((f) => f.fleet === 'km')).toEqual([]);
    expect(denied.value.air.flights.some((f) => f.fleet === 'rn')).toBe(true);
  });

  it('VAS-SCN-REINFORCEMENT: a reinforcement is off the table, unseen and untargetable until its turn, then joins at its place', () => {
    const s = start(withRules(fourShipBattle(), [{ rule: 'arrives', ship: 'z1', turn: 2 }]));
    expect(s.ships.z1?.hidden).toBe(true);
    expect(vas.observe(s, BRITISH).ships.z1?.position).toEqual({ x: 0, y: 0 });
    expect(vas.legalActions(toMovementOf(s)).some((a) => a.type === 'nominate-move' && a.ship === 'z1')).toBe(false);
    const t2 = toTurn(s, 2);
    expect(t2.turn).toBe(2);
    expect(t2.ships.z1).toMatchObject({ hidden: false, position: { x: 60, y: 32 }, heading: 270 });
    expect(t2.scenarioRules.reserves).toEqual([]);
  });

  it('VAS-SCN-REINFORCEMENT: an arrival point taken by another ship gives clear water astern', () => {
    const s = start(withRules(fourShipBattle(), [{ rule: 'arrives', ship: 'z1', turn: 2 }]));
    const crowded = structuredClone(s);
    crowded.ships.hipper!.position = { x: 60, y: 32 };
    crowded.ships.hipper!.heading = 0;
    const t2 = toTurnFrozen(crowded, 2);
    const z1 = t2.ships.z1!;
    expect(z1.hidden).toBe(false);
    expect(z1.position.y).toBeCloseTo(32);
    expect(z1.position.x).toBeGreaterThan(60); // astern of a ship heading 270 is east
  });

  it('VAS-SCN-EXIT-ENDS: the named ship leaving by the named edge ends the battle; the side that caused more Damage wins', () => {
    const s = start(withRules(twoFleets(), [{ rule: 'exit-ends-game', ship: 'hipper', edge: 'east' }], GERMAN));
    const hurt = structuredClone(s);
    hurt.ships.hipper!.position = { x: 70, y: 24 };
    hurt.ships.hipper!.heading = 90;
    hurt.ships.warspite!.damage -= 3;
    hurt.ships.hipper!.damage -= 1;
    const m = play(hurt, [{ type: 'take-first', fleet: GERMAN, first: true }, { type: 'nominate-move', ship: 'hipper' }, { type: 'move', ship: 'hipper', legs: [{ forward: 6 }] }]);
    expect(m.state.phase).toBe('over');
    expect(m.state.result?.winners).toEqual([GERMAN]);
    expect(m.events.some((e) => e.type === 'game-over' && e.rule === 'VAS-SCN-EXIT-ENDS')).toBe(true);
    // Leaving by another edge is an ordinary withdrawal.
    const west = structuredClone(hurt);
    west.scenarioRules = { rules: [{ rule: 'exit-ends-game', ship: 'hipper', edge: 'west' }], reserves: [] };
    const w = play(west, [{ type: 'take-first', fleet: GERMAN, first: true }, { type: 'nominate-move', ship: 'hipper' }, { type: 'move', ship: 'hipper', legs: [{ forward: 6 }] }]);
    expect(w.events.some((e) => e.rule === 'VAS-SCN-EXIT-ENDS')).toBe(false);
  });

  it('VAS-SCN-EXIT-DECIDES: the named ships off the named edge end the battle with the verdict; a ship that lost Speed does not count when intact is asked', () => {
    const rules = (intact: boolean, outcome: string): unknown[] => [{ rule: 'exit-decides', ships: ['hipper'], edge: 'east', count: 'all', intact, outcome, ends: true }];
    const run = (setup: VasSetup, hurt: boolean): { state: VasState; events: { rule: string; type: string }[] } => {
      const s = structuredClone(start(setup));
      s.ships.hipper!.position = { x: 70, y: 24 };
      s.ships.hipper!.heading = 90;
      if (hurt) s.ships.hipper!.crippled = true;
      return play(s, [{ type: 'take-first', fleet: GERMAN, first: true }, { type: 'nominate-move', ship: 'hipper' }, { type: 'move', ship: 'hipper', legs: [{ forward: 3 }] }]);
    };
    const won = run(withRules(twoFleets(), rules(true, 'victory'), GERMAN), false);
    expect(won.state.result?.winners).toEqual([GERMAN]);
    expect(won.events.some((e) => e.type === 'game-over' && e.rule === 'VAS-SCN-EXIT-DECIDES')).toBe(true);
    const drawn = run(withRules(twoFleets(), rules(false, 'draw'), GERMAN), false);
    expect(drawn.state.result?.winners).toEqual([]);
    expect(drawn.state.result?.summary).toContain('draw');
    // Crippled, she has lost Speed: her exit is an ordinary withdrawal and the core rule ends the battle for the British.
    const slowed = run(withRules(twoFleets(), rules(true, 'victory'), GERMAN), true);
    expect(slowed.events.some((e) => e.rule === 'VAS-SCN-EXIT-DECIDES')).toBe(false);
    expect(slowed.state.result?.winners).toEqual([BRITISH]);
  });

  it('VAS-SCN-EXIT-DECIDES: a verdict that does not end the battle replaces the result when the battle ends otherwise', () => {
    const setup = withRules(fourShipBattle(), [{ rule: 'exit-decides', ships: ['hipper', 'z1'], edge: 'east', count: 'any', intact: false, outcome: 'partial-victory', ends: false }], GERMAN);
    const s = structuredClone(start(setup));
    s.ships.hipper!.position = { x: 70, y: 24 };
    s.ships.hipper!.heading = 90;
    const out = play(s, [{ type: 'take-first', fleet: GERMAN, first: true }, { type: 'nominate-move', ship: 'hipper' }, { type: 'move', ship: 'hipper', legs: [{ forward: 3 }] }]);
    expect(out.state.phase).not.toBe('over');
    const sunk = structuredClone(out.state);
    sunk.ships.z1!.destroyed = true;
    sunk.ships.z1!.damage = 0;
    const ended = toTurn(sunk, 3);
    expect(ended.phase).toBe('over');
    expect(ended.result?.winners).toEqual([GERMAN]);
    expect(ended.result?.summary).toContain('partial victory');
  });

  it('VAS-SCN-CRIPPLED-DECIDES: a Crippled enemy ship when the battle ends gives the named fleet its verdict, even against an escape', () => {
    const setup = withRules(twoFleets(), [
      { rule: 'exit-decides', ships: ['hipper'], edge: 'east', count: 'all', intact: false, outcome: 'victory', ends: true },
      { rule: 'crippled-decides', ships: ['hipper'], fleet: BRITISH, outcome: 'partial-victory' },
    ], GERMAN);
    const escape = (crippled: boolean): VasState => {
      const s = structuredClone(start(setup));
      s.ships.hipper!.position = { x: 70, y: 24 };
      s.ships.hipper!.heading = 90;
      s.ships.hipper!.crippled = crippled;
      return play(s, [{ type: 'take-first', fleet: GERMAN, first: true }, { type: 'nominate-move', ship: 'hipper' }, { type: 'move', ship: 'hipper', legs: [{ forward: 3 }] }]).state;
    };
    expect(escape(false).result?.winners).toEqual([GERMAN]);
    const hurt = escape(true);
    expect(hurt.result?.winners).toEqual([BRITISH]);
    expect(hurt.result?.summary).toContain('partial victory');
  });

  it('VAS-SCN-SURVIVE-DECIDES: after the last turn a fleet afloat that sank at least as many as it lost takes the verdict, else the core rule', () => {
    const setup = { ...withRules(fourShipBattle(), [{ rule: 'survive-decides', fleet: BRITISH, damagedCounts: false, outcome: 'partial-victory' }]), options: { maxTurns: 1 } } as VasSetup;
    const last = toTurn(start(setup), 2);
    expect(last.phase).toBe('over');
    expect(last.result?.winners).toEqual([BRITISH]);
    expect(last.result?.summary).toContain('partial victory');
    const behind = structuredClone(start(setup));
    behind.ships.hotspur!.destroyed = true;
    behind.ships.hotspur!.damage = 0;
    const core = toTurn(behind, 2);
    expect(core.result?.summary).not.toContain('partial victory');
  });

  it('VAS-ENGINE-PLAYOUT: random battles under every scenario rule end, every event naming a registered rule', () => {
    const ids = new Set(RULES.map((r) => r.id));
    for (const seed of [1, 2, 3]) {
      let s = start(withRules(fourShipBattle(seed), [
        { rule: 'hold-fire', ships: ['hipper'], untilTurn: 2 },
        { rule: 'hold-course', ships: ['warspite'], untilTurn: 2 }, { rule: 'max-speed', ships: ['z1'], speed: 1 },
        { rule: 'turn-one-way', ships: ['z1'], side: 'port' }, { rule: 'arrives', ship: 'hotspur', turn: 3 },
        { rule: 'no-aircraft', fleets: [GERMAN] }, { rule: 'exit-ends-game', ship: 'hipper', edge: 'west' },
      ], BRITISH));
      const rng = seedRng(seed);
      for (let step = 0; vas.pending(s).kind !== 'over'; step++) {
        expect(step).toBeLessThan(20_000);
        const a = vas.sampleAction(s, rng);
        const r = vas.apply(s, a);
        if (!r.ok) throw new Error(`seed ${seed}: ${JSON.stringify(a)} refused: ${r.error.code} ${r.error.message}`);
        for (const e of r.value.events) expect(ids.has(e.rule), `${e.type} names ${e.rule}`).toBe(true);
        if (a.type === 'move' && a.ship === 'z1') {
          expect(a.legs.every((l) => !('turn' in l) || l.turn <= 0)).toBe(true);
          expect(a.legs.reduce((n, l) => n + ('forward' in l ? l.forward : 0), 0)).toBeLessThanOrEqual(1 + 1e-9);
        }
        s = r.value.state;
      }
    }
  });
});

/** The Movement Phase of turn 1, British first (dice from the fixtures). */
function toMovementOf(s: VasState): VasState {
  const rolled = scripted(s, winInitiative(s, BRITISH)).state;
  return play(rolled, [{ type: 'take-first', fleet: BRITISH, first: true }]).state;
}

/** To turn `turn` with every ship staying put (moves of zero allowed: hemmed-in rule not needed, Speed is capped to 0). */
function toTurnFrozen(state: VasState, turn: number): VasState {
  const frozen = structuredClone(state);
  frozen.scenarioRules = { ...frozen.scenarioRules, rules: [...frozen.scenarioRules.rules, { rule: 'max-speed', ships: ['warspite', 'hotspur', 'hipper'], speed: 0 }] };
  return toTurn(frozen, turn);
}

