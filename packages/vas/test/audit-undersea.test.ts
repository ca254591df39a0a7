/**
 * Audit of the Advanced Rules' undersea warfare (victory-at-sea.txt lines 322-352: Submersibles,
 * Depth Charges, Long-Ranged Detection, Crash Dive, Tactical Withdrawals, Torpedoes, Air-Launched
 * Torpedoes, torpedo Critical Hits; the traits Silent, Sub-Hunter, Submersible (219-221), Rig for
 * Silent Running! (207-209) and the torpedo arcs (28-29)), played through the public engine: JSON
 * setups, scripted dice, actions applied. Every test here passes: the engine agrees with the text.
 */
import { describe, expect, it } from 'vitest';
import { findShipClass, type ShipRoster } from '@salvo/data';
import { vas, victoryPoints, type SpecialActionKind, type VasAction, type VasEvent, type VasSetup, type VasShipSetup, type VasState } from '../src';
import { play, scripted, start, winInitiative } from './fixtures';

const A = 'allies';
const X = 'axis';

const roster = (c: string): ShipRoster => {
  const r = findShipClass(c);
  if (!r) throw new Error(`no class ${c}`);
  return r;
};
const UBOAT = roster('Type-VII'); // Target 6, Armour 3, Speed 4 / 2 submerged, AA range 5
const TRIBAL = roster('Tribal'); // Target 6, depth charges range 3, AD 2, DD 2
const w = (r: ShipRoster, kind: string): number => {
  const i = r.weapons.findIndex((x) => x.kind === kind);
  if (i < 0) throw new Error(`${r.class} has no ${kind}`);
  return i;
};
const DC = w(TRIBAL, 'depth-charge');
const U_TORP = w(UBOAT, 'torpedo');
const U_GUN = w(UBOAT, 'main');

const ship = (id: string, cls: string, x: number, y: number, heading: number, extra: Partial<VasShipSetup> = {}): VasShipSetup =>
  ({ id, name: id, class: cls, position: { x, y }, heading, ...extra });

function battle(allies: VasShipSetup[], axis: VasShipSetup[], options: VasSetup['options'] = {}): VasState {
  return start({ seed: 7, options, fleets: [{ id: A, name: 'Allies', ships: allies }, { id: X, name: 'Axis', ships: axis }] });
}

interface Plan {
  readonly special?: SpecialActionKind;
  readonly depth?: 'surface' | 'dive';
  readonly forward?: number;
}

/**
 * From the start of a turn: `first` wins the initiative and moves first; every ship is nominated in the
 * order the engine asks and moves `plans[id].forward` (default 1") straight on, with the plan's Special
 * Action or depth change. Hidden boats stay hidden. Command checks take dice from `dice`. Stops at the
 * first step it does not know (crash-dive offer, aircraft, the Attack Phase).
 */
function moveAll(s0: VasState, first: string, plans: Readonly<Record<string, Plan>> = {}, dice: number[] = []): { state: VasState; events: VasEvent[] } {
  let s = scripted(s0, winInitiative(s0, first)).state;
  const events: VasEvent[] = [];
  const left = [...dice];
  for (let guard = 0; guard < 200; guard++) {
    const p = vas.pending(s);
    let a: VasAction | undefined;
    if (p.kind === 'chance') {
      if (p.request.purpose !== 'command-check' || left.length === 0) break;
      a = vas.diceAction([left.shift() as number]);
    } else if (p.kind === 'decision') {
      if (p.decision === 'reveal') a = { type: 'reveal', fleet: p.player, ships: [] };
      else if (p.decision === 'take-first') a = { type: 'take-first', fleet: p.player, first: p.player === first };
      else if (p.decision === 'nominate-move') {
        const n = vas.legalActions(s).find((x) => x.type === 'nominate-move' && x.special === undefined && x.depth === undefined);
        if (!n || n.type !== 'nominate-move') break;
        const plan = plans[n.ship] ?? {};
        a = { type: 'nominate-move', ship: n.ship, ...(plan.special ? { special: plan.special } : {}), ...(plan.depth ? { depth: plan.depth } : {}) };
      } else if (p.decision === 'move' && s.moving) {
        a = { type: 'move', ship: s.moving, legs: [{ forward: plans[s.moving]?.forward ?? 1 }] };
      }
    }
    if (!a) break;
    const r = play(s, [a]);
    s = r.state;
    events.push(...r.events);
  }
  return { state: s, events };
}

const pendingChance = (s: VasState) => {
  const p = vas.pending(s);
  if (p.kind !== 'chance') throw new Error(`expected dice, got ${JSON.stringify(p)}`);
  return p.request;
};
const pendingDecision = (s: VasState): [string, string] | string => {
  const p = vas.pending(s);
  return p.kind === 'decision' ? [p.decision, p.player] : p.kind;
};
const code = (s: VasState, a: VasAction): string => {
  const before = vas.serialize(s);
  const r = vas.apply(s, a);
  expect(vas.serialize(s)).toBe(before);
  return r.ok ? 'accepted' : r.error.code;
};
const roll = (s: VasState, values: number[]) => play(s, [vas.diceAction(values)]);
/** Answers other chance steps (Bad Weather spotting checks) with sixes until one of `purpose` is asked. */
function rollUntil(s0: VasState, purpose: string): VasState {
  let s = s0;
  for (let i = 0; i < 10; i++) {
    const p = vas.pending(s);
    if (p.kind !== 'chance' || p.request.purpose === purpose) return s;
    s = roll(s, Array.from({ length: p.request.dice }, () => 6)).state;
  }
  return s;
}
const attack = (s: VasState, by: string, fire: { weapon: number; target: string }[]) => play(s, [{ type: 'attack', ship: by, fire }]);
/** Holds fire with every ship the engine asks for until `ship` is the one to nominate (its fleet's turn). */
function untilTurnOf(s0: VasState, fleet: string): VasState {
  let s = s0;
  for (let i = 0; i < 20; i++) {
    const p = vas.pending(s);
    if (p.kind !== 'decision' || p.decision !== 'attack' || p.player === fleet) return s;
    const hold = vas.legalActions(s).find((a) => a.type === 'attack' && a.fire.length === 0);
    if (!hold) return s;
    s = play(s, [hold]).state;
  }
  return s;
}

describe('audit undersea: deployment and revealing (lines 326-327)', () => {
  it('two submersibles may be recorded in one square and both revealed inside it', () => {
    // "Secretly record which square each submersible is within (any number of submersibles may be placed in one square)."
    let s = battle([ship('tribal', 'Tribal', 10, 10, 90)], [
      { id: 'u1', name: 'U-1', class: 'Type-VII', hiddenSquare: { col: 2, row: 1 }, heading: 0 },
      { id: 'u2', name: 'U-2', class: 'Type-VII', hiddenSquare: { col: 2, row: 1 }, heading: 0 },
    ]);
    expect([s.ships.u1!.hidden, s.ships.u2!.hidden]).toEqual([true, true]);
    s = scripted(s, winInitiative(s, A)).state;
    expect(pendingDecision(s)).toEqual(['reveal', X]);
    const r = play(s, [{ type: 'reveal', fleet: X, ships: [
      { ship: 'u1', position: { x: 50, y: 30 }, heading: 0, submerged: true },
      { ship: 'u2', position: { x: 70, y: 46 }, heading: 180, submerged: false },
    ] }]);
    expect(r.state.ships.u1).toMatchObject({ hidden: false, submerged: true, position: { x: 50, y: 30 } });
    expect(r.state.ships.u2).toMatchObject({ hidden: false, submerged: false, position: { x: 70, y: 46 } });
  });

  it('a boat kept hidden in turn 1 may be revealed at the start of the Movement Phase of turn 2', () => {
    // "A player may reveal a submersible at the start of any Movement Phase, placing it anywhere he wishes within its square."
    let s = battle([ship('tribal', 'Tribal', 10, 10, 90)], [
      { id: 'u1', name: 'U-1', class: 'Type-VII', hiddenSquare: { col: 2, row: 1 }, heading: 0 },
      ship('z', 'Tribal', 60, 10, 270),
    ]);
    s = moveAll(s, A).state;
    // no attacks; through to turn 2
    for (let i = 0; i < 10 && s.turn === 1; i++) {
      const hold = vas.legalActions(s).find((a) => a.type === 'attack' && a.fire.length === 0);
      if (!hold) break;
      s = play(s, [hold]).state;
    }
    expect(s.turn).toBe(2);
    expect(s.ships.u1!.hidden).toBe(true);
    s = scripted(s, winInitiative(s, A)).state;
    expect(pendingDecision(s)).toEqual(['reveal', X]);
    const r = play(s, [{ type: 'reveal', fleet: X, ships: [{ ship: 'u1', position: { x: 48, y: 24 }, heading: 90, submerged: false }] }]);
    expect(r.state.ships.u1).toMatchObject({ hidden: false, position: { x: 48, y: 24 } });
  });

  it('a hidden boat cannot be attacked: a nomination at it is refused', () => {
    // "He may not take any action with the submersible until it is revealed" (and it is not on the table).
    let s = battle([ship('tribal', 'Tribal', 10, 10, 90)], [
      { id: 'u1', name: 'U-1', class: 'Type-VII', hiddenSquare: { col: 0, row: 0 }, heading: 0 },
      ship('z', 'Tribal', 60, 40, 270),
    ]);
    s = moveAll(s, A).state;
    expect(pendingDecision(s)).toEqual(['attack', A]);
    expect(code(s, { type: 'attack', ship: 'tribal', fire: [{ weapon: w(TRIBAL, 'main'), target: 'u1' }] })).toMatch(/^ERR_/);
  });
});

describe('audit undersea: Movement Phase (lines 329-331)', () => {
  it('a boat that dives moves at its submerged Speed (2"), one that surfaces at its surface Speed (4")', () => {
    // "Submersibles have two Speed scores. The first is used while the vessel is travelling on the surface, the second while it is submerged."
    const s0 = battle([ship('tribal', 'Tribal', 10, 40, 90)], [ship('u', 'Type-VII', 40, 10, 0), ship('v', 'Type-VII', 50, 10, 0, { submerged: true })]);
    let s = scripted(s0, winInitiative(s0, X)).state;
    s = play(s, [{ type: 'take-first', fleet: X, first: true }, { type: 'nominate-move', ship: 'u', depth: 'dive' }]).state;
    expect(s.ships.u!.submerged).toBe(true);
    expect(code(s, { type: 'move', ship: 'u', legs: [{ forward: 2.5 }] })).toMatch(/^ERR_/);
    s = play(s, [{ type: 'move', ship: 'u', legs: [{ forward: 2 }] }]).state;
    s = play(s, [{ type: 'nominate-move', ship: 'tribal' }, { type: 'move', ship: 'tribal', legs: [{ forward: 1 }] }]).state;
    s = play(s, [{ type: 'nominate-move', ship: 'v', depth: 'surface' }]).state;
    expect(s.ships.v!.submerged).toBe(false);
    expect(code(s, { type: 'move', ship: 'v', legs: [{ forward: 4.5 }] })).toMatch(/^ERR_/);
    expect(code(s, { type: 'move', ship: 'v', legs: [{ forward: 4 }] })).toBe('accepted');
  });

  it('a boat that surfaced or dived may not attack that turn, nor take a Special Action', () => {
    // "A submersible performing either of these actions may not attack or choose any Special Actions during the same turn."
    // u surfaces and moves to (25,14); the Tribal (20,10) steams away to (19,10): 7.2" off u's bow.
    const s0 = battle([ship('tribal', 'Tribal', 20, 10, 270)], [ship('u', 'Type-VII', 26, 14, 270, { submerged: true })]);
    let s = scripted(s0, winInitiative(s0, X)).state;
    s = play(s, [{ type: 'take-first', fleet: X, first: true }]).state;
    expect(code(s, { type: 'nominate-move', ship: 'u', depth: 'surface', special: 'evasive' })).toBe('ERR_DEPTH_AND_SPECIAL');
    s = moveAll(s0, X, { u: { depth: 'surface' } }).state;
    s = untilTurnOf(s, X);
    expect(pendingDecision(s)).toEqual(['attack', X]);
    expect(code(s, { type: 'attack', ship: 'u', fire: [{ weapon: U_GUN, target: 'tribal' }] })).toBe('ERR_DEPTH_CHANGED');
    expect(code(s, { type: 'attack', ship: 'u', fire: [{ weapon: U_TORP, target: 'tribal' }] })).toBe('ERR_DEPTH_CHANGED');
  });

  it('a boat left submerged may still attack with its torpedoes in the same turn (no depth change)', () => {
    // Only "performing either of these actions" bars attacks.
    const s0 = battle([ship('tribal', 'Tribal', 20, 14, 0)], [ship('u', 'Type-VII', 27, 12, 270, { submerged: true })]);
    let s = moveAll(s0, X).state; // tribal to (20, 15), u to (26, 12): ahead of u within 10"
    // the Tribal is within 8": a detection roll comes first (fails)
    expect(pendingChance(s).purpose).toBe('detection');
    s = roll(s, [1]).state;
    s = untilTurnOf(s, X);
    const r = attack(s, 'u', [{ weapon: U_TORP, target: 'tribal' }]);
    expect(r.events.find((e) => e.type === 'torpedo-spread')?.rule).toBe('VAS-TORP-SPREAD');
  });
});

describe('audit undersea: Attack Phase (lines 333-334)', () => {
  /** Tribal at (10,10) heading 90; the boat submerged at (bx, 10) heading 90; both move 1". */
  const detectionSetup = (bx: number, extra: VasShipSetup[] = [], boat = 'Type-VII') =>
    battle([ship('tribal', 'Tribal', 10, 10, 90), ...extra], [ship('u', boat, bx, 10, 90, { submerged: true })]);

  it('a surfaced boat is a normal ship: main guns attack it with the usual modifiers (beam +1)', () => {
    // "While a submersible is on the surface, it is treated as a normal ship in all respects."
    const s0 = battle([ship('tribal', 'Tribal', 10, 10, 90)], [ship('u', 'Type-VII', 17, 9, 0)]);
    let s = moveAll(s0, A).state; // tribal (11,10), u (17,10): dead ahead of the Tribal, which is on u's port beam
    expect(pendingDecision(s)).toEqual(['attack', A]);
    s = attack(s, 'tribal', [{ weapon: w(TRIBAL, 'main'), target: 'u' }]).state;
    const req = pendingChance(s);
    expect(req.label).toMatch(/5\+ to hit/); // Target 6, +1 beam
  });

  it('a submerged boat attacks only with torpedoes; ships attack it only with depth charges', () => {
    // "While submerged, a submersible may only attack using its torpedoes. However, other ships may only attack it with depth charges"
    const s0 = battle([ship('tribal', 'Tribal', 10, 10, 90)], [ship('u', 'Type-VII', 12, 4, 0, { submerged: true })]);
    let s = moveAll(s0, A).state; // tribal (11,10), u (12,5): 6.1" apart
    s = roll(s, [6]).state; // detected
    expect(s.naval.detected.u).toEqual([A]);
    expect(code(s, { type: 'attack', ship: 'tribal', fire: [{ weapon: w(TRIBAL, 'main'), target: 'u' }] })).toBe('ERR_TARGET_SUBMERGED');
    expect(code(s, { type: 'attack', ship: 'tribal', fire: [{ weapon: w(TRIBAL, 'torpedo'), target: 'u' }] })).toBe('ERR_TARGET_SUBMERGED');
    s = untilTurnOf(play(s, [{ type: 'attack', ship: 'tribal', fire: [] }]).state, X);
    expect(code(s, { type: 'attack', ship: 'u', fire: [{ weapon: U_GUN, target: 'tribal' }] })).toBe('ERR_SUBMERGED_WEAPON');
  });

  it('detection: a ship within 8" rolls one die before declaring; 3 fails (depth charges refused), 4 detects', () => {
    // "a ship must be within eight inches of it. A single die is rolled before the ship declares its attacks. If the die rolls a four or higher, the submersible has been successfully detected"
    const s0 = detectionSetup(8); // tribal ends (11,10), u (9,10): 2" astern
    const s = moveAll(s0, A).state;
    const req = pendingChance(s);
    expect([req.purpose, req.dice]).toEqual(['detection', 1]);
    expect(req.label).toMatch(/tribal 4\+/);
    const miss = roll(s, [3]).state;
    expect(miss.naval.detected.u).toBeUndefined();
    expect(code(miss, { type: 'attack', ship: 'tribal', fire: [{ weapon: DC, target: 'u' }] })).toBe('ERR_NOT_DETECTED');
    const hit = roll(s, [4]).state;
    expect(hit.naval.detected.u).toEqual([A]);
    expect(code(hit, { type: 'attack', ship: 'tribal', fire: [{ weapon: DC, target: 'u' }] })).toBe('accepted');
  });

  it('detection range: exactly 8" rolls, 8.5" does not', () => {
    const exactly = moveAll(detectionSetup(18), A).state; // u ends at (19,10): 8" from (11,10)
    expect(pendingChance(exactly).purpose).toBe('detection');
    const beyond = moveAll(detectionSetup(18.5), A).state; // 8.5"
    expect(pendingDecision(beyond)).toEqual(['attack', A]);
  });

  it('a detection is shared: one ship of the side detects, and another ship that failed may depth-charge it freely', () => {
    // "the submersible has been successfully detected and any friendly ship with depth charges may attack it freely"
    const s0 = detectionSetup(8, [ship('t2', 'Tribal', 10, 13, 90)]); // t2 ends (11,13), 3.6" from u (9,10)
    let s = moveAll(s0, A).state;
    const req = pendingChance(s);
    expect(req.dice).toBe(2);
    s = roll(s, [1, 4]).state; // tribal fails, t2 detects
    expect(s.naval.detected.u).toEqual([A]);
    expect(code(s, { type: 'attack', ship: 'tribal', fire: [{ weapon: DC, target: 'u' }] })).toBe('accepted');
  });

  it('the Detected counter is removed in the End Phase: next turn the boat must be detected again', () => {
    // "this must be removed during the End Phase - players will have to detect the submersible once more in order to attack it next turn."
    let s = moveAll(detectionSetup(8), A).state;
    s = roll(s, [6]).state;
    expect(s.naval.detected.u).toEqual([A]);
    for (let i = 0; i < 10 && s.turn === 1; i++) {
      const hold = vas.legalActions(s).find((a) => a.type === 'attack' && a.fire.length === 0);
      if (!hold) break;
      s = play(s, [hold]).state;
    }
    expect(s.turn).toBe(2);
    expect(s.naval.detected).toEqual({});
    s = moveAll(s, A).state; // tribal (12,10), u (10,10)
    expect(pendingChance(s).purpose).toBe('detection');
  });

  it('Silent (Type-XXI): 5+ to detect; a 4 fails, a 5 detects', () => {
    // "Silent: ... A roll of five is required to locate this vessel while submerged, rather than a four."
    expect(roster('Type-XXI').traits).toContain('Silent');
    const s0 = battle([ship('tribal', 'Tribal', 10, 10, 90)], [ship('u', 'Type-XXI', 6, 10, 90, { submerged: true })]);
    const s = moveAll(s0, A, { u: { forward: 1 } }).state;
    expect(pendingChance(s).label).toMatch(/tribal 5\+/);
    expect(roll(s, [4]).state.naval.detected.u).toBeUndefined();
    expect(roll(s, [5]).state.naval.detected.u).toEqual([A]);
  });

  it('Sub-Hunter (Fletcher): +1 to detect: 3+ against a boat, 4+ against a Silent boat', () => {
    // "Sub-Hunter: ... The ship gains a +1 bonus when attempting to detect a Submersible."
    const plain = moveAll(battle([ship('f', 'Fletcher', 10, 10, 90)], [ship('u', 'Type-VII', 8, 10, 90, { submerged: true })]), A).state;
    expect(pendingChance(plain).label).toMatch(/f 3\+/);
    expect(roll(plain, [3]).state.naval.detected.u).toEqual([A]);
    expect(roll(plain, [2]).state.naval.detected.u).toBeUndefined();
    const silent = moveAll(battle([ship('f', 'Fletcher', 10, 10, 90)], [ship('u', 'Type-XXI', 6, 10, 90, { submerged: true })]), A).state;
    expect(pendingChance(silent).label).toMatch(/f 4\+/);
  });
});

describe('audit undersea: Rig for Silent Running! (lines 207-209)', () => {
  it('Command Check Nine: Command 4 needs 5+; success halves Speed, bars attacks and gives -1 to detect it', () => {
    // "Command Check: Nine ... Vessels attempting to detect the submersible suffer a -1 penalty for this turn. The submersible may only move a maximum of half its full Speed and may not make any attacks."
    const s0 = battle([ship('tribal', 'Tribal', 10, 10, 90)], [ship('u', 'Type-VII', 6, 10, 90, { submerged: true })]);
    let s = scripted(s0, winInitiative(s0, X)).state;
    s = play(s, [{ type: 'take-first', fleet: X, first: true }, { type: 'nominate-move', ship: 'u', special: 'rig-for-silent-running' }]).state;
    expect(pendingChance(s).label).toMatch(/5\+|needs 5/);
    const failed = roll(s, [4]).state;
    expect(failed.ships.u!.special).toMatchObject({ success: false });
    expect(code(failed, { type: 'move', ship: 'u', legs: [{ forward: 2 }] })).toBe('accepted');
    s = roll(s, [5]).state;
    expect(s.ships.u!.special).toMatchObject({ success: true });
    // half of the submerged Speed 2: 1"
    expect(code(s, { type: 'move', ship: 'u', legs: [{ forward: 1.5 }] })).toMatch(/^ERR_/);
    s = play(s, [{ type: 'move', ship: 'u', legs: [{ forward: 1 }] }, { type: 'nominate-move', ship: 'tribal' }, { type: 'move', ship: 'tribal', legs: [{ forward: 1 }] }]).state;
    // u (7,10), tribal (11,10): 4"; the Tribal needs 5+ now
    expect(pendingChance(s).label).toMatch(/tribal 5\+/);
    s = roll(s, [4]).state;
    expect(s.naval.detected.u).toBeUndefined();
    s = untilTurnOf(s, X);
    expect(code(s, { type: 'attack', ship: 'u', fire: [{ weapon: U_TORP, target: 'tribal' }] })).toBe('ERR_SILENT_RUNNING');
  });

  it('only a submersible may Rig for Silent Running', () => {
    // "the captain of the submersible orders his engines to be throttled right back"
    const s0 = battle([ship('tribal', 'Tribal', 10, 10, 90)], [ship('u', 'Type-VII', 60, 40, 270)]);
    const s = play(scripted(s0, winInitiative(s0, A)).state, [{ type: 'take-first', fleet: A, first: true }]).state;
    expect(code(s, { type: 'nominate-move', ship: 'tribal', special: 'rig-for-silent-running' })).toBe('ERR_NOT_SUBMERSIBLE');
  });
});

describe('audit undersea: Depth Charges (lines 335-337)', () => {
  it('Attack Dice are never modified: beam, Flank Speed and Bad Weather do not change the 6+ against Target 6', () => {
    // "Attacks are performed in the same way as for any other weapon but Attack Dice are never modified by any bonuses or penalties."
    // The Tribal at (10,10) heading 90 ends (11,10); the boat heading 0 ends at (8.5,10): astern of the Tribal, showing it its beam.
    const s0 = battle([ship('tribal', 'Tribal', 10, 10, 90)], [ship('u', 'Type-VII', 8.5, 9, 0, { submerged: true })], { weather: 'bad' });
    let s = moveAll(s0, A, { tribal: { special: 'flank-speed' } }).state;
    expect(s.ships.tribal!.special).toMatchObject({ kind: 'flank-speed', success: true });
    s = rollUntil(s, 'detection');
    s = roll(s, [6]).state; // detected
    s = attack(s, 'tribal', [{ weapon: DC, target: 'u' }]).state;
    const req = pendingChance(s);
    expect([req.purpose, req.dice]).toEqual(['attack', 2]);
    expect(req.label).toMatch(/6\+ to hit/);
    const fives = roll(s, [5, 5]);
    expect(fives.events.find((e) => e.type === 'attack-roll')?.data?.hits).toBe(0);
    const six = roll(s, [6, 5]);
    expect(six.events.find((e) => e.type === 'attack-roll')?.data?.hits).toBe(1);
  });

  it('a depth-charge hit rolls its Damage Dice against Armour as for any weapon', () => {
    // "Attacks are performed in the same way as for any other weapon" (DD 2 per hit against Armour 3).
    const s0 = battle([ship('tribal', 'Tribal', 10, 10, 90)], [ship('u', 'Type-VII', 8.5, 10, 90, { submerged: true })]);
    let s = moveAll(s0, A).state;
    s = roll(s, [6]).state;
    s = attack(s, 'tribal', [{ weapon: DC, target: 'u' }]).state;
    s = roll(s, [6, 1]).state; // one hit
    const req = pendingChance(s);
    expect([req.purpose, req.dice]).toEqual(['damage', 2]);
    expect(req.label).toMatch(/3\+ to damage/);
    const r = roll(s, [3, 2]);
    expect(r.state.ships.u!.damage).toBe(UBOAT.damage[0] - 1);
    // the re-roll of a location die is for torpedoes only: a depth-charge critical goes straight to its table
    let c = roll(s, [6, 2]).state;
    c = roll(c, [4]).state;
    expect(pendingChance(c).purpose).toBe('critical-location');
    c = roll(c, [1, 1]).state;
    expect(vas.pending(c).kind).toBe('chance');
    expect(pendingChance(c).label).toMatch(/Vital Systems critical table/);
  });

  it('depth charges use the rear main guns\' arc: a boat on the beam may be attacked, one ahead may not (spent)', () => {
    // "Depth charges use the same fire arc as a ship's rear main guns" (X and Y turrets: aft, port and starboard).
    const beam = battle([ship('tribal', 'Tribal', 10, 10, 90)], [ship('u', 'Type-VII', 11, 8, 90, { submerged: true })]);
    let s = moveAll(beam, A).state; // tribal (11,10), u (12,8): 2.2" off the starboard side (relative bearing 63)
    s = roll(s, [6]).state;
    const fired = attack(s, 'tribal', [{ weapon: DC, target: 'u' }]);
    expect(pendingChance(fired.state).purpose).toBe('attack');
    const ahead = battle([ship('tribal', 'Tribal', 10, 10, 90)], [ship('u', 'Type-VII', 12.5, 10, 90, { submerged: true })]);
    s = moveAll(ahead, A).state; // tribal (11,10), u (13.5,10): dead ahead
    s = roll(s, [6]).state;
    const spent = attack(s, 'tribal', [{ weapon: DC, target: 'u' }]);
    expect(spent.events.map((e) => e.type)).toContain('weapon-out-of-arc');
  });

  it('depth charges keep their short printed range (3"): a detected boat 4" away is out of range', () => {
    // "their range is much shorter"
    const s0 = battle([ship('tribal', 'Tribal', 10, 10, 90)], [ship('u', 'Type-VII', 6, 10, 90, { submerged: true })]);
    let s = moveAll(s0, A).state; // 4" astern
    s = roll(s, [6]).state;
    const r = attack(s, 'tribal', [{ weapon: DC, target: 'u' }]);
    expect(r.events.map((e) => e.type)).toContain('weapon-out-of-range');
  });

  it('a depth charge may only attack a submerged vessel', () => {
    // "By the same token, a depth charge may only be used to attack a submerged vessel."
    const s0 = battle([ship('tribal', 'Tribal', 10, 10, 90)], [ship('u', 'Type-VII', 8, 10, 90)]);
    const s = moveAll(s0, A).state;
    expect(pendingDecision(s)).toEqual(['attack', A]);
    expect(code(s, { type: 'attack', ship: 'tribal', fire: [{ weapon: DC, target: 'u' }] })).toBe('ERR_DEPTH_CHARGE_SURFACED');
  });
});

describe('audit undersea: Long-Ranged Detection (line 339)', () => {
  const hidden = (hunter: string) => battle([ship('h', hunter, 20, 10, 90)], [
    { id: 'u1', name: 'U-1', class: 'Type-VII', hiddenSquare: { col: 1, row: 0 }, heading: 0 },
    ship('z', 'Type-VII', 60, 40, 270),
  ]);

  it('a Sub-Hunter moving into a new square rolls a die; on a 6 the boat there is revealed and placed in its square', () => {
    // "Whenever a Sub-Hunter ship moves into a new square on the table, roll a die. On a six, all submersibles within that square will automatically be revealed."
    const s = moveAll(hidden('Fletcher'), A, { h: { forward: 6 } }).state; // x 20 -> 26: into B1
    const req = pendingChance(s);
    expect(req.purpose).toBe('long-ranged-detection');
    const five = roll(s, [5]).state;
    expect(five.ships.u1!.hidden).toBe(true);
    const six = roll(s, [6]).state;
    expect(pendingDecision(six)).toEqual(['reveal', X]);
    expect(code(six, { type: 'reveal', fleet: X, ships: [{ ship: 'u1', position: { x: 10, y: 10 }, heading: 0, submerged: true }] })).toBe('ERR_REVEAL_OUTSIDE_SQUARE');
    const placed = play(six, [{ type: 'reveal', fleet: X, ships: [{ ship: 'u1', position: { x: 40, y: 20 }, heading: 0, submerged: true }] }]).state;
    expect(placed.ships.u1).toMatchObject({ hidden: false, submerged: true });
  });

  it('a ship without Sub-Hunter entering the square rolls nothing', () => {
    // "Ships with the Sub-Hunter trait may try to detect any submersibles that have not yet been revealed."
    const s = moveAll(hidden('Tribal'), A, { h: { forward: 6 } }).state;
    expect(vas.pending(s).kind === 'chance' ? pendingChance(s).purpose : 'none').not.toBe('long-ranged-detection');
    expect(s.ships.u1!.hidden).toBe(true);
  });

  it('a Sub-Hunter moving within its own square rolls nothing', () => {
    // only "moves into a new square"
    const s = moveAll(hidden('Fletcher'), A, { h: { forward: 3 } }).state; // x 20 -> 23: still A1
    expect(vas.pending(s).kind === 'chance' ? pendingChance(s).purpose : 'none').not.toBe('long-ranged-detection');
  });
});

describe('audit undersea: Crash Dive (line 341)', () => {
  /** U-boat surfaced at (40,10) heading 0 (moves first, 1" to (40,11)); the Tribal from (22,11) heading 90. */
  const approach = (command?: number) => battle([ship('tribal', 'Tribal', 22, 11, 90)], [ship('u', 'Type-VII', 40, 10, 0, command === undefined ? {} : { command })]);

  it('an enemy ship ending within 10" of a surfaced boat lets it try: Command check of 9 (Command 4: 5+)', () => {
    // "If an enemy ship or aircraft approaches within 10 inches of a submersible while it is on the surface, it may try to crash dive. Make a Command check with a target score of nine - if it is successful, the submersible immediately submerges."
    const s = moveAll(approach(), X, { tribal: { forward: 8 } }).state; // tribal (30,11): 10" from (40,11)
    expect(pendingDecision(s)).toEqual(['crash-dive', X]);
    const tried = play(s, [{ type: 'crash-dive', ship: 'u', attempt: true }]).state;
    expect(pendingChance(tried).label).toMatch(/needs 5\+/);
    expect(roll(tried, [4]).state.ships.u!.submerged).toBe(false);
    expect(roll(tried, [5]).state.ships.u!.submerged).toBe(true);
  });

  it('the check uses the boat\'s Command: Command 6 needs 3+', () => {
    const s = moveAll(approach(6), X, { tribal: { forward: 8 } }).state;
    const tried = play(s, [{ type: 'crash-dive', ship: 'u', attempt: true }]).state;
    expect(pendingChance(tried).label).toMatch(/needs 3\+/);
  });

  it('an enemy stopping more than 10" away gives no crash dive', () => {
    const s = moveAll(approach(), X, { tribal: { forward: 7 } }).state; // 11" away
    expect(pendingDecision(s)).toEqual(['attack', X]);
  });
});

describe('audit undersea: Torpedoes (lines 28-29, 344-348)', () => {
  it('a submersible\'s torpedoes fire forward or aft; a target on its beam is refused', () => {
    // "Submersible Torpedoes - Forward or Aft"
    const s0 = battle([ship('ahead', 'Tribal', 30, 20, 0), ship('astern', 'Tribal', 30, 2, 0), ship('beam', 'Tribal', 36, 11, 0)], [ship('u', 'Type-VII', 30, 10, 0, { submerged: true })]);
    let s = moveAll(s0, X, { u: { forward: 1 } }).state; // u (30,11); ahead (30,21) 10"; astern (30,3) 8"; beam (36,12)
    while (vas.pending(s).kind === 'chance') s = roll(s, [1, 1, 1].slice(0, pendingChance(s).dice)).state;
    s = untilTurnOf(s, X);
    expect(code(s, { type: 'attack', ship: 'u', fire: [{ weapon: U_TORP, target: 'beam' }] })).toBe('ERR_TORPEDO_ARC');
    expect(code(s, { type: 'attack', ship: 'u', fire: [{ weapon: U_TORP, target: 'ahead' }] })).toBe('accepted');
    expect(code(s, { type: 'attack', ship: 'u', fire: [{ weapon: U_TORP, target: 'astern' }] })).toBe('accepted');
  });

  it('a ship\'s torpedoes fire to port or starboard only, at a target within 10"', () => {
    // "Torpedoes - Port or Starboard"; "a single target vessel that is within 10 inches and in the attacker's torpedo arc"
    const T = w(TRIBAL, 'torpedo');
    const s0 = battle([ship('tribal', 'Tribal', 30, 10, 0)], [ship('port', 'Type-VII', 21, 11, 0), ship('ahead', 'Type-VII', 30, 18, 0), ship('far', 'Type-VII', 40.5, 11, 0)]);
    const s = moveAll(s0, A).state; // tribal (30,11); port (21,12) 9.05"; ahead (30,19); far (40.5,12) 10.55"
    expect(pendingDecision(s)).toEqual(['attack', A]);
    expect(code(s, { type: 'attack', ship: 'tribal', fire: [{ weapon: T, target: 'ahead' }] })).toBe('ERR_TORPEDO_ARC');
    expect(code(s, { type: 'attack', ship: 'tribal', fire: [{ weapon: T, target: 'far' }] })).toBe('ERR_TORPEDO_RANGE');
    expect(code(s, { type: 'attack', ship: 'tribal', fire: [{ weapon: T, target: 'port' }] })).toBe('accepted');
  });

  it('a submerged boat\'s spread on a beam-on target strikes in the End Phase at Target - 1 (+1 beam), no other modifier', () => {
    // "In the End Phase, roll Attack Dice for the torpedo spread. These Attack Dice do not use the normal modifiers ... Instead, a +1 bonus is granted if the Torpedo Spread counter is placed on the target's beam."
    // The Tribal steams 8" (a fast target) across the boat's bow.
    const s0 = battle([ship('tribal', 'Tribal', 22, 19, 90)], [ship('u', 'Type-VII', 30, 8, 0, { submerged: true })]);
    let s = moveAll(s0, X, { tribal: { forward: 8 } }).state; // u (30,9); tribal (30,19): 10" dead ahead, beam on
    s = untilTurnOf(s, X);
    const placed = attack(s, 'u', [{ weapon: U_TORP, target: 'tribal' }]);
    expect(placed.state.naval.torpedoes[0]).toMatchObject({ target: 'tribal', beam: true, dice: UBOAT.weapons[U_TORP]!.ad });
    s = placed.state;
    for (let i = 0; i < 10 && s.phase === 'attack'; i++) {
      const hold = vas.legalActions(s).find((a) => a.type === 'attack' && a.fire.length === 0);
      if (!hold) break;
      s = play(s, [hold]).state;
    }
    const req = pendingChance(s);
    expect(req.label).toMatch(/5\+ to hit/);
    const r = roll(s, [5, 4, 4, 1]);
    expect(r.events.find((e) => e.type === 'attack-roll')?.data?.hits).toBe(1);
    // Critical Hits (line 352): "If a torpedo attack scores a successful critical hit, the attacking player may choose to re-roll one of the 2d6 rolled to determine what has been affected."
    let c = r.state;
    expect(pendingChance(c)).toMatchObject({ purpose: 'damage', dice: UBOAT.weapons[U_TORP]!.dd });
    c = roll(c, [6, 1, 1, 1]).state; // a six: roll again
    c = roll(c, [4]).state; // confirmed
    expect(pendingChance(c).purpose).toBe('critical-location');
    c = roll(c, [1, 1]).state;
    expect(pendingDecision(c)).toEqual(['torpedo-critical', X]);
    c = play(c, [{ type: 'torpedo-critical', fleet: X, reroll: 1 }]).state;
    expect(pendingChance(c).label).toMatch(/kept: 1/);
  });
});

describe('audit undersea: Tactical Withdrawals (line 343)', () => {
  it('a ship moving off an edge escapes; its enemy gains a quarter of its value; by a forbidden edge, all of it', () => {
    // "the opposing player will receive one quarter of its normal Victory Points ... If one of these edges is not chosen, the ship that goes over it will count as destroyed and thus give up it full Victory Points."
    const mk = (forbid: boolean) => start({
      seed: 3, fleets: [
        { id: A, ships: [ship('tribal', 'Tribal', 2, 24, 270)], ...(forbid ? { forbiddenEdges: ['west' as const] } : {}) },
        { id: X, ships: [ship('z', 'Tribal', 60, 24, 270)] },
      ],
    });
    const ok = moveAll(mk(false), A, { tribal: { forward: 5 } });
    expect(ok.state.ships.tribal!.withdrawn).toBe(true);
    expect(ok.events.some((e) => e.type === 'withdrawn')).toBe(true);
    expect(victoryPoints(ok.state, () => 12)[X]).toBe(3);
    const bad = moveAll(mk(true), A, { tribal: { forward: 5 } });
    expect(victoryPoints(bad.state, () => 12)[X]).toBe(12);
  });
});

describe('audit undersea: aircraft and boats (lines 329, 350)', () => {
  /** Allies: a Tribal at `tribalAt` heading 90 and a land-based Swordfish at `flightAt`; Axis: the boats given. */
  const airBattle = (tribalAt: { x: number; y: number }, flightAt: { x: number; y: number }, axis: VasShipSetup[]): VasState => start({
    seed: 11,
    fleets: [
      { id: A, name: 'Allies', ships: [ship('tribal', 'Tribal', tribalAt.x, tribalAt.y, 90)], flights: [{ id: 'sword', aircraft: 'Fairey Swordfish', position: flightAt }] },
      { id: X, name: 'Axis', ships: axis },
    ],
  });
  /** Answers every AA chance step with ones, returning the labels. */
  const aaLabels = (s0: VasState): string[] => {
    let s = s0;
    const out: string[] = [];
    for (let i = 0; i < 10; i++) {
      const p = vas.pending(s);
      if (p.kind !== 'chance' || p.request.purpose !== 'aa') break;
      out.push(p.request.label);
      s = roll(s, Array.from({ length: p.request.dice }, () => 1)).state;
    }
    return out;
  };

  it('a boat on the surface (no depth change) is a normal ship: its AA fires at a flight in range', () => {
    // "While a submersible is on the surface, it is treated as a normal ship in all respects."
    let s = moveAll(airBattle({ x: 10, y: 40 }, { x: 42, y: 24 }, [ship('u', 'Type-VII', 40, 20, 0)]), A).state;
    expect(pendingDecision(s)).toEqual(['fly', A]);
    s = play(s, [{ type: 'fly', fleet: A, moves: [] }]).state;
    expect(aaLabels(s).filter((l) => /\bu's AA\b/.test(l))).toHaveLength(1);
  });

  it('a submerged boat fires no AA (it attacks only with torpedoes)', () => {
    // "While submerged, a submersible may only attack using its torpedoes."
    let s = moveAll(airBattle({ x: 10, y: 40 }, { x: 42, y: 24 }, [ship('u', 'Type-VII', 40, 20, 0, { submerged: true })]), A).state;
    s = play(s, [{ type: 'fly', fleet: A, moves: [] }]).state;
    expect(aaLabels(s).filter((l) => /\bu's AA\b/.test(l))).toEqual([]);
  });

  it('air-launched torpedoes: declared after moving, reach 4" only, and the target\'s AA gets +1 against the flight', () => {
    // "The torpedo will only have a range of four inches. In addition, aircraft intending to make a torpedo attack must declare this after they have moved. AA weapons attacking an aircraft that is using air-launched torpedoes will gain a +1 bonus to their Attack Dice."
    const far = moveAll(airBattle({ x: 10, y: 40 }, { x: 38, y: 28 }, [ship('u', 'Type-VII', 30, 24, 90)]), A).state; // u at (31,24)
    expect(pendingDecision(far)).toEqual(['fly', A]);
    const at = (x: number) => ({ type: 'fly' as const, fleet: A, moves: [{ flight: 'sword', to: { x, y: 24 } }], torpedoes: [{ flight: 'sword', target: 'u' }] });
    expect(code(far, at(35.5))).toBe('ERR_AIR_TORPEDO_RANGE'); // 4.5"
    const declared = play(far, [at(35)]).state; // 4"
    const labels = aaLabels(declared).filter((l) => /\bu's AA\b/.test(l));
    expect(labels).toHaveLength(1);
    expect(labels[0]).toMatch(/4\+ to hit/); // Swordfish Target 5, +1
    const plain = play(far, [{ type: 'fly', fleet: A, moves: [{ flight: 'sword', to: { x: 35, y: 24 } }] }]).state;
    expect(aaLabels(plain).filter((l) => /\bu's AA\b/.test(l))[0]).toMatch(/5\+ to hit/);
  });
});
