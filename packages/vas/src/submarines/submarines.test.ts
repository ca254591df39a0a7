import { describe, expect, it } from 'vitest';
import { findShipClass, type ShipRoster } from '@salvo/data';
import { vas } from '../game';
import { makeShip, makeState } from '../attack/test-support';
import { play, scripted, start, winInitiative } from '../../test/fixtures';
import type { VasAction, VasState } from '../types';
import { detectionNeeded } from './detection';
import { squaresEntered } from './hunting';
import { AXIS, ALLIES, submarineBattle } from './test-setups';

const roster = (c: string): ShipRoster => {
  const r = findShipClass(c);
  if (!r) throw new Error(`no ${c}`);
  return r;
};
const UBOAT = roster('Type-VII');
const FLETCHER = roster('Fletcher');
const TRIBAL = roster('Tribal');
const KAGERO = roster('Kagero');
const weaponOf = (r: ShipRoster, kind: string): number => r.weapons.findIndex((w) => w.kind === kind);

const refuse = (s: VasState, a: VasAction): string => {
  const before = vas.serialize(s);
  const r = vas.apply(s, a);
  expect(vas.serialize(s)).toBe(before);
  return r.ok ? 'accepted' : r.error.code;
};

function attackState(ships: ReturnType<typeof makeShip>[]): VasState {
  const s = makeState(ships);
  s.activation = { order: ['a', 'b'], next: 0 };
  return s;
}

/** From turn 1's start: initiative to `fleet`, then the pending step. */
const afterInitiative = (s: VasState, fleet: string): VasState => scripted(s, winInitiative(s, fleet)).state;

describe('submersibles', () => {
  it('VAS-SUB-SETUP: hidden squares and submerged starts are for submersibles, squares on the table; problems have codes and paths', () => {
    const setup = submarineBattle();
    const bad = JSON.parse(JSON.stringify(setup)) as { fleets: { ships: Record<string, unknown>[] }[] };
    bad.fleets[0]!.ships[0]!.hiddenSquare = { col: 0, row: 0 };
    bad.fleets[0]!.ships[1]!.submerged = true;
    bad.fleets[1]!.ships[0]!.hiddenSquare = { col: 3, row: 0 };
    const r = vas.createGame(bad);
    expect(r.ok).toBe(false);
    const problems = r.ok ? [] : r.error.problems.map((p) => [p.code, p.path]);
    expect(problems).toContainEqual(['ERR_NOT_SUBMERSIBLE', 'fleets[0].ships[0].hiddenSquare']);
    expect(problems).toContainEqual(['ERR_NOT_SUBMERSIBLE', 'fleets[0].ships[1].submerged']);
    expect(problems).toContainEqual(['ERR_BAD_SQUARE', 'fleets[1].ships[0].hiddenSquare']);
    const s = start(setup);
    expect(s.ships.u1).toMatchObject({ hidden: true });
    expect(s.naval.hidden.u1).toEqual({ col: 1, row: 0 });
  });

  it('VAS-SUB-HIDDEN: a hidden boat is not on the table: it is never nominated, attacked nor in the way, yet keeps its fleet in the battle', () => {
    let s = afterInitiative(start(submarineBattle()), AXIS);
    s = play(s, [{ type: 'reveal', fleet: AXIS, ships: [] }, { type: 'take-first', fleet: AXIS, first: true }]).state;
    const noms = vas.legalActions(s).filter((a) => a.type === 'nominate-move').map((a) => (a.type === 'nominate-move' ? a.ship : ''));
    expect(noms).not.toContain('u1');
    expect(refuse(s, { type: 'nominate-move', ship: 'u1' })).toBe('ERR_ALREADY_MOVED');
    const lone = start({ seed: 1, fleets: [submarineBattle().fleets[0]!, { id: AXIS, ships: [{ id: 'u1', class: 'Type-VII', hiddenSquare: { col: 2, row: 1 }, heading: 0 }] }] });
    expect(vas.pending(lone).kind).toBe('chance'); // the battle goes on
  });

  it('VAS-SUB-REVEAL: at the start of the Movement Phase the owner places hidden boats anywhere inside the recorded square; outside is refused', () => {
    const s = afterInitiative(start(submarineBattle()), ALLIES);
    const p = vas.pending(s);
    expect(p.kind === 'decision' ? [p.decision, p.player] : p).toEqual(['reveal', AXIS]);
    expect(p.kind === 'decision' ? p.prompt : '').not.toMatch(/square [A-Z]\d|col|row/);
    expect(refuse(s, { type: 'reveal', fleet: AXIS, ships: [{ ship: 'u1', position: { x: 20, y: 10 }, heading: 0, submerged: true }] })).toBe('ERR_REVEAL_OUTSIDE_SQUARE');
    expect(refuse(s, { type: 'reveal', fleet: AXIS, ships: [{ ship: 'u2', position: { x: 30, y: 10 }, heading: 0, submerged: true }] })).toBe('ERR_NOT_HIDDEN');
    expect(refuse(s, { type: 'reveal', fleet: ALLIES, ships: [] })).toBe('ERR_NOT_YOUR_TURN');
    const r = play(s, [{ type: 'reveal', fleet: AXIS, ships: [{ ship: 'u1', position: { x: 47, y: 1 }, heading: 90, submerged: true }] }]);
    expect(r.state.ships.u1).toMatchObject({ hidden: false, submerged: true, position: { x: 47, y: 1 }, heading: 90 });
    expect(r.state.naval.hidden.u1).toBeUndefined();
    expect(r.events.find((e) => e.type === 'sub-revealed')?.rule).toBe('VAS-SUB-REVEAL');
    const q = vas.pending(r.state);
    expect(q.kind === 'decision' ? q.decision : q.kind).toBe('take-first');
  });

  it('VAS-SUB-HIDDEN-INFO: no view, prompt or label for the other side shows where a hidden boat is', () => {
    const a = afterInitiative(start(submarineBattle(3, { col: 1, row: 0 })), ALLIES);
    const b = afterInitiative(start(submarineBattle(3, { col: 2, row: 1 })), ALLIES);
    for (const viewer of [ALLIES, 'spectator']) expect(JSON.stringify(vas.observe(a, viewer))).toBe(JSON.stringify(vas.observe(b, viewer)));
    expect(JSON.stringify(vas.observe(a, AXIS))).not.toBe(JSON.stringify(vas.observe(b, AXIS)));
    expect(vas.observe(a, AXIS).naval.hidden.u1).toEqual({ col: 1, row: 0 });
    expect(JSON.stringify(vas.pending(a))).toBe(JSON.stringify(vas.pending(b)));
  });

  it('VAS-SUB-DEPTH: a boat surfaces or dives as it is nominated, then may neither attack nor take a Special Action that turn', () => {
    let s = afterInitiative(start(submarineBattle()), AXIS);
    s = play(s, [{ type: 'reveal', fleet: AXIS, ships: [] }, { type: 'take-first', fleet: AXIS, first: true }]).state;
    expect(refuse(s, { type: 'nominate-move', ship: 'u2', depth: 'dive', special: 'flank-speed' })).toBe('ERR_DEPTH_AND_SPECIAL');
    expect(refuse(s, { type: 'nominate-move', ship: 'u2', depth: 'surface' })).toBe('ERR_ALREADY_SURFACED');
    expect(refuse(s, { type: 'nominate-move', ship: 'z1', depth: 'dive' })).toBe('ERR_NOT_SUBMERSIBLE');
    const r = play(s, [{ type: 'nominate-move', ship: 'u2', depth: 'dive' }]);
    expect(r.state.ships.u2!.submerged).toBe(true);
    expect(r.events.find((e) => e.type === 'submerged')?.rule).toBe('VAS-SUB-DEPTH');
    const st = attackState([makeShip('u', 'a', UBOAT, { x: 0, y: 0 }, 0), makeShip('t', 'b', TRIBAL, { x: 0, y: 6 }, 0)]);
    st.naval.depthChanged = ['u'];
    expect(refuse(st, { type: 'attack', ship: 'u', fire: [{ weapon: weaponOf(UBOAT, 'torpedo'), target: 't' }] })).toBe('ERR_DEPTH_CHANGED');
  });

  it('VAS-SUB-SPEEDS: a submerged boat moves at its second Speed', () => {
    let s = afterInitiative(start(submarineBattle()), AXIS);
    s = play(s, [{ type: 'reveal', fleet: AXIS, ships: [] }, { type: 'take-first', fleet: AXIS, first: true }, { type: 'nominate-move', ship: 'u2', depth: 'dive' }]).state;
    expect(UBOAT.submergedSpeed).toBe(2);
    expect(refuse(s, { type: 'move', ship: 'u2', legs: [{ forward: 3 }] })).toMatch(/^ERR_/);
    expect(vas.apply(s, { type: 'move', ship: 'u2', legs: [{ forward: 2 }] }).ok).toBe(true);
  });

  it('VAS-SUB-CRIPPLED: a Crippled boat surfaces when next nominated and may not dive again', () => {
    let s = afterInitiative(start(submarineBattle()), AXIS);
    s = play(s, [{ type: 'reveal', fleet: AXIS, ships: [] }, { type: 'take-first', fleet: AXIS, first: true }]).state;
    s.ships.u2!.submerged = true;
    s.ships.u2!.crippled = true;
    expect(refuse(s, { type: 'nominate-move', ship: 'u2', special: 'evasive' })).toBe('ERR_DEPTH_AND_SPECIAL');
    const r = play(s, [{ type: 'nominate-move', ship: 'u2' }]);
    expect(r.state.ships.u2!.submerged).toBe(false);
    expect(r.events.find((e) => e.type === 'surfaced')?.rule).toBe('VAS-SUB-CRIPPLED');
    s.ships.u2!.submerged = false;
    expect(refuse(s, { type: 'nominate-move', ship: 'u2', depth: 'dive' })).toBe('ERR_CRIPPLED_SUBMERSIBLE');
  });

  it('VAS-SUB-ATTACK: a submerged boat attacks with torpedoes only, and is attacked only by depth charges once detected', () => {
    const s = attackState([makeShip('u', 'a', UBOAT, { x: 0, y: 0 }, 0), makeShip('t', 'b', TRIBAL, { x: 0, y: 6 }, 180)]);
    s.ships.u!.submerged = true;
    expect(refuse(s, { type: 'attack', ship: 'u', fire: [{ weapon: weaponOf(UBOAT, 'main'), target: 't' }] })).toBe('ERR_SUBMERGED_WEAPON');
    expect(vas.apply(s, { type: 'attack', ship: 'u', fire: [{ weapon: weaponOf(UBOAT, 'torpedo'), target: 't' }] }).ok).toBe(true);
    const h = attackState([makeShip('t', 'a', TRIBAL, { x: 0, y: 2 }, 0), makeShip('u', 'b', UBOAT, { x: 0, y: 0 }, 0)]);
    h.ships.u!.submerged = true;
    expect(refuse(h, { type: 'attack', ship: 't', fire: [{ weapon: weaponOf(TRIBAL, 'main'), target: 'u' }] })).toBe('ERR_TARGET_SUBMERGED');
    expect(refuse(h, { type: 'attack', ship: 't', fire: [{ weapon: weaponOf(TRIBAL, 'depth-charge'), target: 'u' }] })).toBe('ERR_NOT_DETECTED');
    h.naval.detected = { u: ['a'] };
    expect(vas.apply(h, { type: 'attack', ship: 't', fire: [{ weapon: weaponOf(TRIBAL, 'depth-charge'), target: 'u' }] }).ok).toBe(true);
  });

  it('VAS-DEPTH-CHARGE: depth charges attack only submerged boats, in the rear arc, with unmodified Attack Dice', () => {
    const dc = weaponOf(TRIBAL, 'depth-charge');
    const surfaced = attackState([makeShip('t', 'a', TRIBAL, { x: 0, y: 2 }, 0), makeShip('u', 'b', UBOAT, { x: 0, y: 0 }, 0)]);
    expect(refuse(surfaced, { type: 'attack', ship: 't', fire: [{ weapon: dc, target: 'u' }] })).toBe('ERR_DEPTH_CHARGE_SURFACED');
    const astern = attackState([makeShip('t', 'a', TRIBAL, { x: 0, y: 2 }, 0), makeShip('u', 'b', UBOAT, { x: 0, y: 0 }, 90)]);
    astern.ships.u!.submerged = true;
    astern.ships.u!.distanceMovedThisTurn = 9; // would be -1 for any other weapon
    astern.ships.t!.special = { kind: 'flank-speed', success: true }; // likewise
    astern.naval.detected = { u: ['a'] };
    const r = vas.apply(astern, { type: 'attack', ship: 't', fire: [{ weapon: dc, target: 'u' }] });
    const p = r.ok ? vas.pending(r.value.state) : null;
    expect(p?.kind === 'chance' ? p.request.label : '').toMatch(new RegExp(`${UBOAT.target}\\+ to hit`));
    const ahead = attackState([makeShip('t', 'a', TRIBAL, { x: 0, y: 0 }, 0), makeShip('u', 'b', UBOAT, { x: 0, y: 2 }, 90)]);
    ahead.ships.u!.submerged = true;
    ahead.naval.detected = { u: ['a'] };
    const f = vas.apply(ahead, { type: 'attack', ship: 't', fire: [{ weapon: dc, target: 'u' }] });
    expect(f.ok ? f.value.events.map((e) => e.type) : []).toContain('weapon-out-of-arc');
  });

  it('VAS-SUB-DETECT: at the start of the Attack Phase each enemy ship within 8" of a submerged boat rolls 4+ to detect it, shared by its side', () => {
    let s = afterInitiative(start(submarineBattle()), ALLIES);
    s = play(s, [{ type: 'reveal', fleet: AXIS, ships: [{ ship: 'u1', position: { x: 25, y: 11 }, heading: 0, submerged: true }] }, { type: 'take-first', fleet: ALLIES, first: true }]).state;
    // everyone moves 1" straight on
    for (let guard = 0; guard < 20; guard++) {
      const p = vas.pending(s);
      if (p.kind !== 'decision' || p.decision !== 'nominate-move') break;
      const n = vas.legalActions(s).find((a) => a.type === 'nominate-move' && !a.special && !a.depth);
      if (!n || n.type !== 'nominate-move') break;
      s = play(s, [n, { type: 'move', ship: n.ship, legs: [{ forward: n.ship === 'fletcher' ? 8 : 1 }] }]).state;
    }
    const p = vas.pending(s);
    expect(p.kind === 'chance' ? [p.request.purpose, p.request.dice] : [p, s.phase, s.ships.fletcher?.position]).toEqual(['detection', 1]);
    expect(p.kind === 'chance' ? p.request.label : '').toMatch(/USS Fletcher 3\+/);
    const r = play(s, [vas.diceAction([3])]);
    expect(r.state.naval.detected.u1).toEqual([ALLIES]);
    expect(r.events.find((e) => e.type === 'sub-detected')?.rule).toBe('VAS-SUB-DETECT');
  });

  it('VAS-SUB-DETECTED-END: Detected counters are removed in the End Phase', () => {
    let s = afterInitiative(start(submarineBattle()), ALLIES);
    s.naval.detected = { u2: [ALLIES] };
    s = play(s, [{ type: 'reveal', fleet: AXIS, ships: [] }, { type: 'take-first', fleet: ALLIES, first: true }]).state;
    for (let guard = 0; guard < 60 && s.phase !== 'end' && s.turn === 1; guard++) {
      const p = vas.pending(s);
      if (p.kind === 'chance') { s = vas.rollChance(s).state; continue; }
      if (p.kind !== 'decision') break;
      const a = p.decision === 'attack' ? vas.legalActions(s).find((x) => x.type === 'attack' && x.fire.length === 0) : vas.legalActions(s)[0];
      if (!a) break;
      const r = vas.apply(s, a);
      if (!r.ok) throw new Error(r.error.message);
      s = r.value.state;
      if (r.value.events.some((e) => e.type === 'detection-lapses')) break;
    }
    expect(s.naval.detected).toEqual({});
  });

  it('VAS-TRAIT-SILENT, VAS-TRAIT-SUB-HUNTER, VAS-NAT-WEAK-SONAR: Silent needs 5+, a Sub-Hunter detects one better, Japanese ships need 5+', () => {
    const boat = makeShip('u', 'b', UBOAT, { x: 0, y: 0 }, 0);
    const silent = makeShip('s', 'b', { ...UBOAT, traits: ['Submersible', 'Silent'] }, { x: 0, y: 0 }, 0);
    const tribal = makeShip('t', 'a', TRIBAL, { x: 0, y: 5 }, 0);
    const fletcher = makeShip('f', 'a', FLETCHER, { x: 0, y: 5 }, 0);
    const kagero = makeShip('k', 'a', KAGERO, { x: 0, y: 5 }, 0);
    expect(detectionNeeded(tribal, boat)).toBe(4);
    expect(detectionNeeded(tribal, silent)).toBe(5);
    expect(detectionNeeded(fletcher, boat)).toBe(3);
    expect(detectionNeeded(kagero, boat)).toBe(5);
    fletcher.lostTraits.push('Sub-Hunter');
    expect(detectionNeeded(fletcher, boat)).toBe(4);
  });

  it('VAS-SPECIAL-SILENT-RUNNING: ships trying to detect a boat Running Silent suffer -1', () => {
    const boat = makeShip('u', 'b', UBOAT, { x: 0, y: 0 }, 0);
    const tribal = makeShip('t', 'a', TRIBAL, { x: 0, y: 5 }, 0);
    boat.special = { kind: 'rig-for-silent-running', success: true };
    expect(detectionNeeded(tribal, boat)).toBe(5);
  });

  it('VAS-SUB-LONG-RANGE: a Sub-Hunter entering a new square rolls; a 6 makes the owner place every hidden boat there', () => {
    let s = afterInitiative(start(submarineBattle()), ALLIES);
    s = play(s, [{ type: 'reveal', fleet: AXIS, ships: [] }, { type: 'take-first', fleet: ALLIES, first: true }, { type: 'nominate-move', ship: 'fletcher' }]).state;
    s.ships.fletcher!.position = { x: 18, y: 10 };
    s = play(s, [{ type: 'move', ship: 'fletcher', legs: [{ forward: 8 }] }]).state; // x 18 -> 26: into square B1
    const p = vas.pending(s);
    expect(p.kind === 'chance' ? [p.request.purpose, p.request.label] : p).toEqual(['long-ranged-detection', expect.stringMatching(/square B1/)]);
    const r = play(s, [vas.diceAction([6])]);
    expect(r.events.find((e) => e.type === 'long-ranged-detection')?.text).toMatch(/Revealed: U-47/);
    const q = vas.pending(r.state);
    expect(q.kind === 'decision' ? [q.decision, q.player] : q).toEqual(['reveal', AXIS]);
    expect(refuse(r.state, { type: 'reveal', fleet: AXIS, ships: [] })).toBe('ERR_MUST_REVEAL');
    const placed = play(r.state, [{ type: 'reveal', fleet: AXIS, ships: [{ ship: 'u1', position: { x: 40, y: 20 }, heading: 0, submerged: false }] }]);
    expect(placed.state.ships.u1!.hidden).toBe(false);
    // a roll of 5: nothing
    const miss = play(s, [vas.diceAction([5])]);
    expect(miss.state.ships.u1!.hidden).toBe(true);
    expect(squaresEntered(s, { x: 10, y: 10 }, 90, [{ forward: 40 }])).toEqual([{ col: 1, row: 0 }, { col: 2, row: 0 }]);
  });

  it('VAS-SUB-CRASH-DIVE: an enemy coming within 10" of a surfaced boat lets it try a Command check of 9 to submerge at once', () => {
    let s = afterInitiative(start(submarineBattle()), ALLIES);
    s = play(s, [{ type: 'reveal', fleet: AXIS, ships: [] }, { type: 'take-first', fleet: ALLIES, first: true }, { type: 'nominate-move', ship: 'tribal' }]).state;
    s.ships.tribal!.position = { x: 36, y: 30 };
    s = play(s, [{ type: 'move', ship: 'tribal', legs: [{ forward: 6 }] }]).state; // to (42, 30): 8" from U-99
    const p = vas.pending(s);
    expect(p.kind === 'decision' ? [p.decision, p.player] : p).toEqual(['crash-dive', AXIS]);
    expect(refuse(s, { type: 'crash-dive', ship: 'u1', attempt: true })).toBe('ERR_NO_CRASH_DIVE');
    const tried = play(s, [{ type: 'crash-dive', ship: 'u2', attempt: true }]).state;
    const q = vas.pending(tried);
    expect(q.kind === 'chance' ? q.request.label : '').toMatch(/Crash Dive \(needs 5\+\)/);
    expect(play(tried, [vas.diceAction([5])]).state.ships.u2!.submerged).toBe(true);
    expect(play(tried, [vas.diceAction([4])]).state.ships.u2!.submerged).toBe(false);
    const declined = play(s, [{ type: 'crash-dive', ship: 'u2', attempt: false }]).state;
    expect(declined.ships.u2!.submerged).toBe(false);
  });

  it('VAS-WEATHER-SUBMARINE: in Bad Weather a surfaced boat fires only its torpedoes, through the whole engine', () => {
    const s = attackState([makeShip('u', 'a', UBOAT, { x: 0, y: 0 }, 0), makeShip('t', 'b', TRIBAL, { x: 0, y: 6 }, 0)]);
    (s.options as { weather: string }).weather = 'bad';
    expect(refuse(s, { type: 'attack', ship: 'u', fire: [{ weapon: weaponOf(UBOAT, 'main'), target: 't' }] })).toBe('ERR_BAD_WEATHER_SUBMARINE');
  });
});
