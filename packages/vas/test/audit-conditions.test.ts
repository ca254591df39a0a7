/**
 * Audit of the conditions area against the rules texts, through the public engine:
 * victory-at-sea.txt Advanced Rules (Bad Weather, Command, Multiplayer Games, Night Battles, Radar,
 * Squadrons; the Radar trait) and the night-fighting variant (night-fighting.txt).
 * Every test here passes: the engine does what the quoted sentence says.
 */
import { describe, expect, it } from 'vitest';
import { findShipClass, type ShipRoster } from '@salvo/data';
import { vas, type VasAction, type VasEvent, type VasOptions, type VasSetup, type VasShipSetup, type VasState } from '../src';
import { GUNSHIP, finishTurn } from './audit-support';
import { play, scripted, start, toMovement, winInitiative } from './fixtures';

// ---------------------------------------------------------------- fixtures of this file

/** The same with Target 4+ (a battleship's), so that heavy penalties still leave a hit possible. */
const BIG: ShipRoster = { ...GUNSHIP, class: 'Audit Battleship', type: 'battleship', target: 4 };
const RADAR_SHIP: ShipRoster = { ...GUNSHIP, class: 'Audit Radar Cruiser', traits: ['Radar'] };
const DESTROYER: ShipRoster = { ...GUNSHIP, class: 'Audit Destroyer', type: 'destroyer', target: 6, speed: 8 };

const ship = (id: string, x: number, y: number, roster: ShipRoster = GUNSHIP, extra: Partial<VasShipSetup> = {}, heading = 0): VasShipSetup =>
  ({ id, name: id.toUpperCase(), roster, position: { x, y }, heading, ...extra });

function battle(options: VasOptions, a: VasShipSetup[], b: VasShipSetup[], more: Partial<VasSetup> = {}): VasSetup {
  return { seed: 7, options, fleets: [{ id: 'a', name: 'Alpha', ships: a }, { id: 'b', name: 'Bravo', ships: b }], ...more };
}

/** Fleet `a` wins the initiative and moves first; every ship moves `forward[id]` (default 1") straight ahead. */
function afterMovement(s0: VasState, forward: Record<string, number> = {}): VasState {
  let s = toMovement(s0, winInitiative(s0, 'a')).state;
  for (let guard = 0; guard < 60; guard++) {
    const p = vas.pending(s);
    if (p.kind !== 'decision' || p.decision !== 'nominate-move') break;
    const n = vas.legalActions(s).find((x) => x.type === 'nominate-move' && x.special === undefined);
    if (!n || n.type !== 'nominate-move') break;
    s = play(s, [n, { type: 'move', ship: n.ship, legs: [{ forward: forward[n.ship] ?? 1 }] }]).state;
  }
  return s;
}


const pendingLabel = (s: VasState): string => {
  const p = vas.pending(s);
  return p.kind === 'chance' ? p.request.label : `(${p.kind}${p.kind === 'decision' ? `:${p.decision}` : ''})`;
};

/** Answers the chance steps whose purpose is `purpose` one by one with `dice` (each step takes what it needs, in order); returns the labels. */
function answer(s0: VasState, purpose: string, dice: readonly number[]): { state: VasState; labels: string[]; events: VasEvent[] } {
  let s = s0;
  let i = 0;
  const labels: string[] = [];
  const events: VasEvent[] = [];
  for (let p = vas.pending(s); p.kind === 'chance' && p.request.purpose === purpose; p = vas.pending(s)) {
    labels.push(p.request.label);
    const values = dice.slice(i, i + p.request.dice);
    if (values.length < p.request.dice) throw new Error(`answer: dice exhausted at ${p.request.label}`);
    i += p.request.dice;
    const r = vas.apply(s, vas.diceAction(values));
    if (!r.ok) throw new Error(r.error.message);
    s = r.value.state;
    events.push(...r.value.events);
  }
  return { state: s, labels, events };
}

/** Applies an attack; returns the die face its first Attack Dice step needs (undefined: no dice), the refusal code, and the events. */
function attack(s: VasState, a: VasAction): { need?: number; code?: string; events: readonly VasEvent[]; state?: VasState } {
  const r = vas.apply(s, a);
  if (!r.ok) return { code: r.error.code, events: [] };
  const p = vas.pending(r.value.state);
  const need = p.kind === 'chance' && p.request.purpose === 'attack' ? Number(p.request.context?.need) : undefined;
  return { need, events: r.value.events, state: r.value.state };
}

const fireMain = (by: string, at: string): VasAction => ({ type: 'attack', ship: by, fire: [{ weapon: 0, target: at }] });
const hold = (by: string): VasAction => ({ type: 'attack', ship: by, fire: [] });

// ---------------------------------------------------------------- Bad Weather

describe('Bad Weather (victory-at-sea.txt 282-288)', () => {
  it('"All attacks made by both ships ... suffer a -1 penalty to hit": a beam-on Target 5+ ship 15" away needs 4+ in Good Weather, 5+ in Bad', () => {
    const good = afterMovement(start(battle({}, [ship('a1', 10, 10)], [ship('b1', 25, 10)])));
    expect(attack(good, fireMain('a1', 'b1')).need).toBe(4);
    // Bad Weather: the spotting checks (within long range) are rolled first; failing them changes nothing at 15".
    const bad = scripted(afterMovement(start(battle({ weather: 'bad' }, [ship('a1', 10, 10)], [ship('b1', 25, 10)]))), [1, 1]).state;
    expect(attack(bad, fireMain('a1', 'b1')).need).toBe(5);
  });

  it('"Ships at extreme range may not be attacked at all in Bad Weather": a nominated gun at a ship 32" away is spent (VAS-WEATHER-RANGE), no dice', () => {
    const s = afterMovement(start(battle({ weather: 'bad' }, [ship('a1', 10, 10)], [ship('b1', 42, 10)])));
    expect(pendingLabel(s)).toBe('(decision:attack)'); // no spotting check beyond long range
    const r = attack(s, fireMain('a1', 'b1'));
    expect(r.need).toBeUndefined();
    expect(r.events.filter((e) => e.type === 'weapon-not-visible').map((e) => e.rule)).toEqual(['VAS-WEATHER-RANGE']);
  });

  it('"Those at long range must be Spotted before they can be attacked": unspotted at 25" the gun is spent; spotted it fires at 6+ (5+, beam +1, long -1, weather -1)', () => {
    const s = afterMovement(start(battle({ weather: 'bad' }, [ship('a1', 10, 10)], [ship('b1', 35, 10)])));
    const unspotted = scripted(s, [1, 1]).state;
    expect(attack(unspotted, fireMain('a1', 'b1')).events.filter((e) => e.type === 'weapon-not-visible').map((e) => e.rule)).toEqual(['VAS-WEATHER-SPOT']);
    const spotted = scripted(s, [6, 6]).state;
    expect(attack(spotted, fireMain('a1', 'b1')).need).toBe(6);
  });

  it('"Once an enemy ship is within long range ... make a Command Check ... target number of eight" with Bad Weather\'s -1: 5+ for Command 4 at 30"; none at 30.5"', () => {
    const at30 = afterMovement(start(battle({ weather: 'bad' }, [ship('a1', 10, 10)], [ship('b1', 40, 10)])));
    expect(pendingLabel(at30)).toBe('Roll 1d6 for the spotting checks of Alpha (Command check 8), one per enemy ship: B1 5+');
    const beyond = afterMovement(start(battle({ weather: 'bad' }, [ship('a1', 10, 10)], [ship('b1', 40.5, 10)])));
    expect(pendingLabel(beyond)).toBe('(decision:attack)');
  });

  it('"Success means the enemy ship has been spotted and may be attacked normally by any friendly ship within long range": a second ship of the side fires at 28"', () => {
    const s = afterMovement(start(battle({ weather: 'bad' }, [ship('a1', 10, 10), ship('a2', 7, 20)], [ship('b1', 35, 10)])));
    const spotted = scripted(s, [6, 1, 1]).state; // Alpha spots B1; Bravo fails twice
    expect(spotted.visibility.spotted.a).toEqual(['b1']);
    const held = play(spotted, [hold('a1')]).state;
    const p = vas.pending(held);
    expect(p.kind === 'decision' && p.player).toBe('b');
    const afterB = play(held, [hold('b1')]).state;
    const r = attack(afterB, fireMain('a2', 'b1'));
    expect(r.need).toBeDefined();
    expect(r.events.some((e) => e.type === 'weapon-not-visible')).toBe(false);
  });

  it('"Once a ship has been spotted, it will remain so until it moves to extreme range once more": kept at 26", lost at 32"', () => {
    // B1 steams east, away from A1: 26" after turn 1, 32" after turn 2.
    const s0 = start(battle({ weather: 'bad' }, [ship('a1', 10, 10)], [ship('b1', 35, 10, GUNSHIP, {}, 90)]));
    const t1 = scripted(afterMovement(s0), [6, 1]).state;
    expect(t1.visibility.spotted.a).toEqual(['b1']);
    const t2 = afterMovement(finishTurn(t1), { b1: 6 });
    expect(t2.visibility.spotted.a).toEqual([]);
  });

  it('"Ships that fire turret guns will automatically be spotted": A1 fires her turret at 15" and Bravo spots her; secondary fire alone spots nobody', () => {
    const s = scripted(afterMovement(start(battle({ weather: 'bad' }, [ship('a1', 10, 10)], [ship('b1', 19, 10)]))), [1, 1]).state;
    expect(s.visibility.spotted).toEqual({ a: [], b: [] });
    const turret = attack(s, fireMain('a1', 'b1'));
    expect(turret.state?.visibility.spotted.b).toEqual(['a1']);
    const secondary = attack(s, { type: 'attack', ship: 'a1', fire: [{ weapon: 1, target: 'b1' }] });
    expect(secondary.need).toBeDefined();
    expect(secondary.state?.visibility.spotted.b).toEqual([]);
  });

  it('"A -1 penalty is also applied to all Command checks": Come About! (nine) needs 5+ for Command 4, 6+ in Bad Weather', () => {
    const label = (o: VasOptions): string => {
      const s = toMovement(start(battle(o, [ship('a1', 10, 10)], [ship('b1', 60, 40)])), [6, 6, 1, 1]).state;
      return pendingLabel(play(s, [{ type: 'nominate-move', ship: 'a1', special: 'come-about' }]).state);
    };
    expect(label({})).toMatch(/needs 5\+/);
    expect(label({ weather: 'bad' })).toMatch(/needs 6\+/);
  });

  it('"Submarines ... on the surface ... will be unable to fire any weaponry other than their torpedoes": Type-VII deck gun refused, torpedoes accepted', () => {
    const uboat = findShipClass('Type-VII');
    if (!uboat) throw new Error('Type-VII missing');
    const s0 = start(battle({ weather: 'bad' }, [ship('a1', 10, 10)], [ship('u1', 16, 10, uboat, {}, 270)]));
    const s = play(scripted(afterMovement(s0), [1, 1]).state, [hold('a1')]).state;
    const gun = uboat.weapons.findIndex((w) => w.kind === 'main');
    const torp = uboat.weapons.findIndex((w) => w.kind === 'torpedo');
    expect(attack(s, { type: 'attack', ship: 'u1', fire: [{ weapon: gun, target: 'a1' }] }).code).toBe('ERR_BAD_WEATHER_SUBMARINE');
    expect(attack(s, { type: 'attack', ship: 'u1', fire: [{ weapon: torp, target: 'a1' }] }).code).toBeUndefined();
  });
});

// ---------------------------------------------------------------- Night Battles

describe('Night Battles (victory-at-sea.txt 302-309)', () => {
  it('"-1 penalty to hit, in addition to other modifiers, such as for range and Bad Weather": spotted at 15", 5+ at night, 6+ at night in Bad Weather', () => {
    const night = scripted(afterMovement(start(battle({ night: true }, [ship('a1', 10, 10)], [ship('b1', 25, 10)]))), [6, 6]).state;
    expect(attack(night, fireMain('a1', 'b1')).need).toBe(5);
    const both = afterMovement(start(battle({ night: true, weather: 'bad' }, [ship('a1', 10, 10)], [ship('b1', 25, 10)])));
    // At night in Bad Weather the Command check of 8 is one harder too: 5+ for Command 4.
    expect(pendingLabel(both)).toMatch(/B1 5\+$/);
    expect(attack(scripted(both, [6, 6]).state, fireMain('a1', 'b1')).need).toBe(6);
  });

  it('"Once an enemy ship is within 20 inches or less ... make a Command Check ... of eight": 4+ for Command 4 at 20"; no check at 20.5"', () => {
    const at20 = afterMovement(start(battle({ night: true }, [ship('a1', 10, 10)], [ship('b1', 30, 10)])));
    expect(pendingLabel(at20)).toBe('Roll 1d6 for the spotting checks of Alpha (Command check 8), one per enemy ship: B1 4+');
    const r = scripted(at20, [4, 3]);
    expect(r.events.filter((e) => e.rule === 'VAS-SPOT-CHECK').map((e) => e.type)).toEqual(['spotted', 'spot-failed']);
    const beyond = afterMovement(start(battle({ night: true }, [ship('a1', 10, 10)], [ship('b1', 30.5, 10)])));
    expect(pendingLabel(beyond)).toBe('(decision:attack)');
    expect(attack(beyond, fireMain('a1', 'b1')).code).toBe('ERR_NOT_SPOTTED');
  });

  it('"ships at extreme and long ranges may not be attacked at all at night": B1, spotted at 25" because she fired her turret, cannot be hit by A2 (spent, VAS-NIGHT-RANGE)', () => {
    // B1's own radar detects A1 at 25" (3+), so she may fire at it; her turret fire spots her for Alpha.
    const s0 = start(battle({ night: true }, [ship('a1', 10, 10), ship('a2', 10, 14)], [ship('b1', 35, 10, RADAR_SHIP)]));
    const s = scripted(afterMovement(s0), [6, 1]).state; // B1's radar: A1 detected (6), A2 not (1)
    expect(s.visibility.detected).toEqual({ b1: ['a1'] });
    const b = play(s, [hold('a1')]).state;
    const fired = attack(b, fireMain('b1', 'a1'));
    expect(fired.need).toBe(6); // 5+, beam +1, long -1, night -1: radar lifts the limit, not the penalties
    const back = finishAttackDice(fired.state);
    expect(back.visibility.spotted.a).toEqual(['b1']);
    const r = attack(back, fireMain('a2', 'b1'));
    expect(r.need).toBeUndefined();
    expect(r.events.filter((e) => e.type === 'weapon-not-visible').map((e) => e.rule)).toEqual(['VAS-NIGHT-RANGE']);
  });

  it('"all ships must detect the enemy for themselves before they may attack": B2 without radar may not fire at A1 that B1 detected', () => {
    const s0 = start(battle({ night: true }, [ship('a1', 10, 10)], [ship('b1', 35, 10, RADAR_SHIP), ship('b2', 35, 14)]));
    const s = scripted(afterMovement(s0), [6]).state;
    expect(s.visibility.detected).toEqual({ b1: ['a1'] });
    const b = play(s, [hold('a1')]).state;
    expect(attack(b, fireMain('b2', 'a1')).code).toBe('ERR_NOT_SPOTTED');
    expect(attack(b, fireMain('b1', 'a1')).need).toBe(6); // 5+, beam +1, long -1, night -1
  });
});

/** Rolls all the dice of the current attack (misses), back to the next decision. */
function finishAttackDice(s0: VasState | undefined): VasState {
  if (!s0) throw new Error('no state');
  let s = s0;
  for (let p = vas.pending(s); p.kind === 'chance'; p = vas.pending(s)) s = play(s, [vas.diceAction(Array.from({ length: p.request.dice }, () => 1))]).state;
  return s;
}

// ---------------------------------------------------------------- Radar

describe('Radar (victory-at-sea.txt 311-315, trait line 218)', () => {
  it('"will detect any enemy ship placed on the table on a roll of three or more. Once detected, an enemy ship will remain so"', () => {
    const s0 = start(battle({ radar: true }, [ship('a1', 10, 10, RADAR_SHIP)], [ship('b1', 50, 10), ship('b2', 50, 30)]));
    const s = afterMovement(s0);
    expect(pendingLabel(s)).toMatch(/^Roll 2d6 for A1's radar, one per enemy ship \(B1, B2\): each is detected on 3\+/);
    const r = scripted(s, [2, 3]);
    expect(r.state.visibility.detected).toEqual({ a1: ['b2'] });
    // Next turn only B1 is rolled for again; B2 stays detected.
    const t2 = afterMovement(finishTurn(r.state));
    expect(pendingLabel(t2)).toMatch(/^Roll 1d6 for A1's radar, one per enemy ship \(B1\)/);
    expect(t2.visibility.detected).toEqual({ a1: ['b2'] });
  });

  it('"in Good Weather and during the day, the penalty for attacking it at long ranges is ignored, while the penalty ... at extreme ranges is reduced to -1"', () => {
    const needAt = (x: number, detect: number): number | undefined => {
      const s = scripted(afterMovement(start(battle({ radar: true }, [ship('a1', 10, 10, RADAR_SHIP)], [ship('b1', x, 10)]))), [detect]).state;
      return attack(s, fireMain('a1', 'b1')).need;
    };
    expect([needAt(35, 1), needAt(35, 6)]).toEqual([5, 4]); // 25": long -1, ignored when detected
    expect([needAt(42, 1), needAt(42, 6)]).toEqual([6, 5]); // 32": extreme -2, -1 when detected
  });

  it('"may launch attacks against it at any range up to its normal maximum, regardless of visibility conditions for ... Bad Weather": extreme range allowed when detected', () => {
    const s = (detect: number): VasState => scripted(afterMovement(start(battle({ weather: 'bad' }, [ship('a1', 10, 10, RADAR_SHIP)], [ship('b1', 42, 10, BIG)]))), [detect]).state;
    expect(attack(s(1), fireMain('a1', 'b1')).events.filter((e) => e.type === 'weapon-not-visible').map((e) => e.rule)).toEqual(['VAS-WEATHER-RANGE']);
    expect(attack(s(3), fireMain('a1', 'b1')).need).toBe(6); // 4+, beam +1, extreme -2, weather -1
  });

  it('"A ship that is detected at Night ... will automatically be spotted by the ship that detected it as soon as it moves into spotting range"', () => {
    // Turn 1: detected at 25" (no spotting check that far); turn 2: B1 closes to 19" and is spotted without a check.
    const s0 = start(battle({ night: true }, [ship('a1', 10, 10, RADAR_SHIP)], [ship('b1', 35, 10, GUNSHIP, {}, 270)]));
    const t1 = scripted(afterMovement(s0), [4]).state;
    expect(t1.visibility.detected).toEqual({ a1: ['b1'] });
    const t2 = toMovement(finishTurn(t1), winInitiative(t1, 'a'));
    let s = t2.state;
    s = play(s, [{ type: 'nominate-move', ship: 'a1' }, { type: 'move', ship: 'a1', legs: [{ forward: 1 }] }]).state;
    const moved = play(s, [{ type: 'nominate-move', ship: 'b1' }, { type: 'move', ship: 'b1', legs: [{ forward: 5 }] }]);
    expect(moved.events.some((e) => e.type === 'spotted' && e.rule === 'VAS-RADAR-AUTO-SPOT')).toBe(true);
    expect(moved.state.visibility.spotted.a).toEqual(['b1']);
  });
});

// ---------------------------------------------------------------- Command

describe('Command (victory-at-sea.txt 288-296)', () => {
  it('"By default, all ships are considered to have Military-Grade crew (Command 4)"; Elite 6, Veteran 5, Military-Grade 4, Conscript 3, Green 2', () => {
    const crews = ['elite', 'veteran', 'military-grade', 'conscript', 'green'];
    const s = start(battle({}, [ship('d', 10, 10), ...crews.map((c, i) => ship(`c${i}`, 20 + 6 * i, 10, GUNSHIP, { command: c }))], [ship('b1', 60, 40)]));
    expect(['d', 'c0', 'c1', 'c2', 'c3', 'c4'].map((id) => s.ships[id]?.command)).toEqual([4, 6, 5, 4, 3, 2]);
  });

  it('a Green crew (2) at night needs 6+ on its spotting Command check of eight; a Veteran (5) 3+', () => {
    const label = (command: string): string => pendingLabel(afterMovement(start(battle({ night: true }, [ship('a1', 10, 10, GUNSHIP, { command })], [ship('b1', 25, 10)]))));
    expect(label('green')).toMatch(/B1 6\+$/);
    expect(label('veteran')).toMatch(/B1 3\+$/);
  });
});

// ---------------------------------------------------------------- Squadrons and Multiplayer

describe('Squadrons (victory-at-sea.txt 316-321) and Multiplayer Games (297-301)', () => {
  const jkn = 'J, K and N';
  it('"Up to six ships may be placed in a squadron, though they need not all be of the same type": six mixed ships accepted, seven refused', () => {
    const six = [0, 1, 2, 3, 4, 5].map((i) => ({ id: `s${i}`, name: `S${i}`, class: i === 0 ? 'Leander' : jkn, position: { x: 10, y: 10 + 3 * i }, heading: 90 }));
    const seven = [...six, { id: 's6', name: 'S6', class: jkn, position: { x: 10, y: 28 }, heading: 90 }];
    const mk = (ships: typeof six): unknown => ({ seed: 1, fleets: [
      { id: 'a', name: 'Alpha', squadrons: [{ id: 'q', ships: ships.map((x) => x.id) }], ships },
      { id: 'b', name: 'Bravo', ships: [ship('b1', 60, 40)] },
    ] });
    expect(start(mk(six)).naval.squadrons[0]?.ships).toHaveLength(6);
    const r = vas.createGame(mk(seven));
    expect(!r.ok && r.error.problems.map((p) => p.code)).toEqual(['ERR_SQUADRON_SIZE']);
  });

  it('"By the same token, enemy ships will still choose one ship as a target": a squadron ship is targeted alone', () => {
    const setup = { seed: 1, fleets: [
      { id: 'a', name: 'Alpha', ships: [ship('a1', 10, 10)] },
      { id: 'b', name: 'Bravo', squadrons: [{ id: 'q', ships: ['b1', 'b2'] }], ships: [ship('b1', 25, 10), ship('b2', 25, 13)] },
    ] };
    const s = afterMovement(start(setup));
    expect(attack(s, fireMain('a1', 'b2')).need).toBe(4);
    expect(attack(s, { type: 'attack', ship: 'a1', fire: [{ weapon: 0, target: 'q' }] }).code).toBeDefined();
  });

  it('"Each moves one ship after the other, before it is the Kriegsmarine player\'s turn to nominate another ship": three fleets of two ships alternate KM, US, RN, KM, US, RN', () => {
    const setup = { seed: 5, fleets: [
      { id: 'us', name: 'US Navy', ships: [ship('us1', 10, 10), ship('us2', 10, 20)] },
      { id: 'km', name: 'Kriegsmarine', ships: [ship('km1', 30, 10), ship('km2', 30, 20)] },
      { id: 'rn', name: 'Royal Navy', ships: [ship('rn1', 50, 10), ship('rn2', 50, 20)] },
    ] };
    let s = scripted(start(setup), [3, 4, 3, 3, 4, 5]).state; // US 7, KM 6, RN 9
    s = play(s, [{ type: 'take-first', fleet: 'rn', first: false }, { type: 'take-first', fleet: 'us', first: false }]).state;
    const movers: string[] = [];
    for (let i = 0; i < 6; i++) {
      const p = vas.pending(s);
      if (p.kind !== 'decision' || p.decision !== 'nominate-move') throw new Error('expected a nomination');
      movers.push(p.player);
      const n = vas.legalActions(s).find((a) => a.type === 'nominate-move' && a.special === undefined);
      if (!n || n.type !== 'nominate-move') throw new Error('no ship');
      s = play(s, [n, { type: 'move', ship: n.ship, legs: [{ forward: 1 }] }]).state;
    }
    expect(movers).toEqual(['km', 'us', 'rn', 'km', 'us', 'rn']);
  });
});

// ---------------------------------------------------------------- night-fighting variant

const NF: VasOptions = { night: true, variants: ['night-fighting'], radar: false };

describe('night-fighting variant: spotting (night-fighting.txt 14-30)', () => {
  it('"Between the movement and firing phase, an extra phase is added: spotting"', () => {
    const s0 = toMovement(start(battle(NF, [ship('a1', 10, 10)], [ship('b1', 25, 10)])), [6, 6, 1, 1]).state;
    const a = play(s0, [{ type: 'nominate-move', ship: 'a1' }, { type: 'move', ship: 'a1', legs: [{ forward: 1 }] }, { type: 'nominate-move', ship: 'b1' }]);
    const last = play(a.state, [{ type: 'move', ship: 'b1', legs: [{ forward: 1 }] }]);
    expect(last.events.some((e) => e.rule === 'VAS-NF-SPOT-PHASE')).toBe(true);
    expect(vas.pending(last.state)).toMatchObject({ kind: 'chance', request: { purpose: 'spotting' } });
  });

  it('"Long: 15+" to 20" / Medium 5+" to 15" / Short 0 to 5"": a beam-on Target 5+ cruiser is spotted on 5+ at 20", 4+ at 15", 3+ at 5", not at all at 20.5"', () => {
    const first = (x: number): string => pendingLabel(afterMovement(start(battle(NF, [ship('a1', 10, 10)], [ship('b1', x, 10)]))));
    expect(first(30)).toBe("Roll 2d6 for A1's spot rolls: B1 5+, B1 5+");
    expect(first(25)).toBe("Roll 2d6 for A1's spot rolls: B1 4+, B1 4+");
    expect(first(15)).toBe("Roll 2d6 for A1's spot rolls: B1 3+, B1 3+");
    expect(first(30.5)).toBe('(decision:attack)');
  });

  it('"Destroyers and submarines get one spot roll per turn, while larger ship get two"', () => {
    const uboat = findShipClass('Type-VII');
    if (!uboat) throw new Error('Type-VII missing');
    const s = afterMovement(start(battle(NF, [ship('a1', 10, 10), ship('d1', 10, 20, DESTROYER)], [ship('u1', 20, 14, uboat, {}, 0)])));
    const { labels } = answer(s, 'spotting', [1, 1, 1, 1]);
    expect(labels.map((l) => l.match(/^Roll (\d)d6 for (\w+)'s/)?.slice(1, 3).join(' '))).toEqual(['2 A1', '1 D1', '1 U1']);
  });

  it('"If the rolls are failed, the vessel may not fire this turn" — also not her torpedoes; "The spot roll MUST be rerolled each turn"', () => {
    const s = answer(afterMovement(start(battle(NF, [ship('a1', 10, 10)], [ship('b1', 18, 10)]))), 'spotting', [2, 2, 6, 6]).state;
    expect(attack(s, { type: 'attack', ship: 'a1', fire: [{ weapon: 2, target: 'b1' }] }).code).toBe('ERR_NOT_SPOTTED');
    // Turn 2: B1 was spotted by A1 in turn 1... and the rolls come again (nothing is carried).
    const t2 = afterMovement(finishTurn(play(s, [hold('a1')]).state));
    expect(t2.visibility.night?.spots).toEqual({});
    expect(pendingLabel(t2)).toMatch(/^Roll 2d6 for A1's spot rolls/);
  });

  it('"Target fired main, secondary armament ... last turn: +1" and "Spotter fired main or secondary armament last turn: -1": both apply the next turn', () => {
    const s = answer(afterMovement(start(battle(NF, [ship('a1', 10, 10)], [ship('b1', 25, 10)]))), 'spotting', [6, 6, 1, 1]).state;
    const fired = finishAttackDice(attack(s, fireMain('a1', 'b1')).state);
    const t2 = afterMovement(finishTurn(fired));
    const { labels } = answer(t2, 'spotting', [1, 1, 1, 1]);
    // A1 (fired) spotting B1: 4+ -1 = 5+; B1 spotting A1 (who fired): 4+ +1 = 3+.
    expect(labels).toEqual(["Roll 2d6 for A1's spot rolls: B1 5+, B1 5+", "Roll 2d6 for B1's spot rolls: A1 3+, A1 3+"]);
  });

  it('"Target is on fire: +2"; "Spotter is on fire: -1"; "The best positive and worst negative modifiers are applied": B1 burning at 4" is 2+ (not 1+); B1 spots at 5+', () => {
    const s = start(battle(NF, [ship('a1', 10, 10)], [ship('b1', 14, 10)]));
    const b1 = s.ships.b1;
    if (!b1) throw new Error('b1');
    b1.fires = 1; // set before the battle opens: the test is about the spotting sum, not how she caught fire
    const { labels } = answer(afterMovement(s), 'spotting', [1, 1, 1, 1]);
    // A1 at B1: 5+, beam +1, best of (short +1, fire +2) = +2 -> 2+. B1 at A1: 5+, beam +1, short +1, spotter on fire -1 -> 4+.
    expect(labels).toEqual(["Roll 2d6 for A1's spot rolls: B1 2+, B1 2+", "Roll 2d6 for B1's spot rolls: A1 4+, A1 4+"]);
  });

  it('"Target travelled over 7" last turn: +1" (a ship that moved exactly 7" gives nothing)', () => {
    const fast = (d: number): string => pendingLabel(afterMovement(start(battle(NF, [ship('a1', 10, 10)], [ship('b1', 20, 10, DESTROYER)])), { b1: d }));
    // Destroyer 6+, beam +1: 5+; over 7" +1: 4+.
    expect(fast(7)).toBe("Roll 2d6 for A1's spot rolls: B1 5+, B1 5+");
    expect(fast(7.5)).toBe("Roll 2d6 for A1's spot rolls: B1 4+, B1 4+");
  });
});

describe('night-fighting variant: illumination (night-fighting.txt 31-45)', () => {
  const spotted = (a: VasShipSetup[], b: VasShipSetup[], dice: number[], o: VasOptions = NF): VasState =>
    answer(afterMovement(start(battle(o, a, b))), 'spotting', dice).state;

  it('"The target vessel will be successfully hit on 5+ ... If the spot round was failed by 1 then a ship may fire a starshell on spec ... now a 6+"', () => {
    // A1 at B1 8" away: 4+ (5+, beam +1, no bracket change at medium). A 6 spots; a 3 fails by one; a 2 by two.
    const starshellLabel = (die: number): string => {
      const s = spotted([ship('a1', 10, 10)], [ship('b1', 18, 10)], [die, die, 1, 1]);
      const r = vas.apply(s, { type: 'attack', ship: 'a1', fire: [], starshell: 'b1' });
      return r.ok ? pendingLabel(r.value.state) : r.error.code;
    };
    expect(starshellLabel(6)).toMatch(/starshell over B1 \(5\+ lights her\)/);
    expect(starshellLabel(3)).toMatch(/starshell over B1 \(6\+ lights her\)/);
    expect(starshellLabel(2)).toBe('ERR_NOT_SPOTTED');
  });

  it('"has a range of 10"": a starshell at a spotted ship 12" away lights nothing (wasted, no die)', () => {
    const s = spotted([ship('a1', 10, 10)], [ship('b1', 22, 10)], [6, 6, 1, 1]);
    const r = play(s, [{ type: 'attack', ship: 'a1', fire: [], starshell: 'b1' }]);
    expect(r.events.map((e) => e.type)).toContain('starshell-wasted');
    expect(vas.pending(r.state)).toMatchObject({ kind: 'decision' });
  });

  it('"Each ship - but not submarines- can launch one starshell per turn"; "Submarines do not have spotlights"', () => {
    const uboat = findShipClass('Type-VII');
    if (!uboat) throw new Error('Type-VII missing');
    const s0 = spotted([ship('a1', 10, 10)], [ship('u1', 16, 10, uboat, {}, 0)], [1, 1, 6]);
    const s = play(s0, [hold('a1')]).state;
    expect(attack(s, { type: 'attack', ship: 'u1', fire: [], starshell: 'a1' }).code).toBe('ERR_NO_ILLUMINATION');
    expect(attack(s, { type: 'attack', ship: 'u1', fire: [], spotlight: 'a1' }).code).toBe('ERR_NO_ILLUMINATION');
  });

  it('"Target was illuminated by starshell ... last turn: +2" and "Spotter was illuminated last turn ... -2", "Target fired ... starshell last turn: +1"', () => {
    const s = spotted([ship('a1', 10, 10)], [ship('b1', 18, 10)], [6, 6, 1, 1]);
    const lit = play(s, [{ type: 'attack', ship: 'a1', fire: [], starshell: 'b1' }, vas.diceAction([5])]);
    expect(lit.events.map((e) => e.type)).toContain('starshell-lit');
    const { labels } = answer(afterMovement(finishTurn(lit.state)), 'spotting', [1, 1, 1, 1]);
    // A1 at B1: 4+ with +2 (lit last turn) -> 2+. B1 at A1: 4+ with +1 (starshell fired) and -2 (lit last turn) -> 5+.
    expect(labels).toEqual(["Roll 2d6 for A1's spot rolls: B1 2+, B1 2+", "Roll 2d6 for B1's spot rolls: A1 5+, A1 5+"]);
  });

  it('Spotlights: "range of up to 8"" for a cruiser, "6"" for destroyers; "the vessel must first have spotted the target"', () => {
    const eight = spotted([ship('a1', 10, 10)], [ship('b1', 18, 10)], [6, 6, 1, 1]);
    expect(play(eight, [{ type: 'attack', ship: 'a1', fire: [], spotlight: 'b1' }]).events.map((e) => e.type)).toContain('spotlight');
    const nine = spotted([ship('a1', 10, 10)], [ship('b1', 19, 10)], [6, 6, 1, 1]);
    expect(play(nine, [{ type: 'attack', ship: 'a1', fire: [], spotlight: 'b1' }]).events.map((e) => e.type)).toContain('spotlight-failed');
    const dd = spotted([ship('d1', 10, 10, DESTROYER)], [ship('b1', 17, 10)], [6, 1, 1]);
    expect(play(dd, [{ type: 'attack', ship: 'd1', fire: [], spotlight: 'b1' }]).events.map((e) => e.type)).toContain('spotlight-failed');
    const unseen = spotted([ship('a1', 10, 10)], [ship('b1', 18, 10)], [1, 1, 1, 1]);
    expect(attack(unseen, { type: 'attack', ship: 'a1', fire: [], spotlight: 'b1' }).code).toBe('ERR_NOT_SPOTTED');
  });

  it('Spotlight next turn: "Target is being illuminated by spotlight: +3"; the lit ship looking into the light: "Auto Fail first round ..., -2 following turns"', () => {
    const s = spotted([ship('a1', 10, 10)], [ship('b1', 17, 10)], [6, 6, 1, 1]);
    const on = play(s, [{ type: 'attack', ship: 'a1', fire: [], spotlight: 'b1' }]).state;
    const t2 = afterMovement(finishTurn(on));
    // Turn 2: A1 at B1: 4+ with +3 -> 2+ (two rolls: the light is held first). B1 rolls nothing at A1 (auto fail).
    const second = answer(t2, 'spotting', [6, 6]);
    expect(second.labels).toEqual(["Roll 2d6 for A1's spot rolls: B1 2+, B1 2+"]);
    const t3 = afterMovement(finishTurn(second.state));
    const third = answer(t3, 'spotting', [1, 1, 1, 1]);
    // Turn 3: B1 at A1: 4+, best positive +1 (A1 used a spotlight last turn), worst negative -2 -> 5+.
    expect(third.labels).toEqual(["Roll 2d6 for A1's spot rolls: B1 2+, B1 2+", "Roll 2d6 for B1's spot rolls: A1 5+, A1 5+"]);
  });

  it('"To maintain the illumination the ship must continue to make a spot roll each turn": a failed roll puts the light out', () => {
    const s = spotted([ship('a1', 10, 10)], [ship('b1', 17, 10)], [6, 6, 1, 1]);
    const on = play(s, [{ type: 'attack', ship: 'a1', fire: [], spotlight: 'b1' }]).state;
    const t2 = answer(afterMovement(finishTurn(on)), 'spotting', [1, 1]);
    expect(t2.events.map((e) => e.type)).toContain('spotlight-out');
    expect(t2.state.visibility.night?.spotlights).toEqual([]);
  });

  it('Smokescreens: "can be used to break line of sight to an illuminated ship ... but otherwise has no effect": B2\'s smoke across the line does not stop A1 firing at unlit B1', () => {
    // B2 makes smoke 5" from A1; her 3" trail lies across the line from A1 to B1 (both 10" apart, on y = 11).
    const smoky = (o: VasOptions): VasState => {
      const s0 = toMovement(start(battle(o, [ship('a1', 10, 10)], [ship('b1', 20, 10), ship('b2', 15, 12)])), [6, 6, 1, 1]).state;
      return play(s0, [
        { type: 'nominate-move', ship: 'a1' }, { type: 'move', ship: 'a1', legs: [{ forward: 1 }] },
        { type: 'nominate-move', ship: 'b2', special: 'create-smoke' }, { type: 'move', ship: 'b2', legs: [{ forward: 1 }] },
        { type: 'nominate-move', ship: 'b1' }, { type: 'move', ship: 'b1', legs: [{ forward: 1 }] },
      ]).state;
    };
    const night = smoky(NF);
    expect(night.smoke).toHaveLength(1);
    const seen = answer(night, 'spotting', Array.from({ length: 10 }, () => 6)).state;
    expect(seen.visibility.night?.spots.a1).toContain('b1');
    expect(attack(seen, fireMain('a1', 'b1')).need).toBeDefined();
    // The same smoke by day blocks the line (VAS-ATTACK-SMOKE), so the counter does lie across it.
    expect(attack(smoky({}), fireMain('a1', 'b1')).code).toBe('ERR_SMOKE');
  });
});

describe('night-fighting variant: radar, friendly fire, national quality (night-fighting.txt 46-69)', () => {
  it('"The radar roll takes the place of one of the ship\'s spotting rolls. It is not subject to any of the spotting modifiers ... nor the range limitation": 1 radar + 1 spot roll; at 30" only the radar roll', () => {
    const near = afterMovement(start(battle({ night: true, variants: ['night-fighting'] }, [ship('a1', 10, 10, RADAR_SHIP)], [ship('b1', 30, 10)])));
    expect(pendingLabel(near)).toBe("Roll 2d6 for A1's spot rolls: B1 3+ (radar), B1 5+");
    const far = afterMovement(start(battle({ night: true, variants: ['night-fighting'] }, [ship('a1', 10, 10, RADAR_SHIP)], [ship('b1', 40, 10)])));
    expect(pendingLabel(far)).toBe("Roll 1d6 for A1's spot roll: B1 3+ (radar)");
    // Spotted by radar at 30": A1 fires as by day (5+, beam +1, long -1: 5+), no night -1 and no 20" limit.
    const seen = answer(far, 'spotting', [3]).state;
    expect(attack(seen, fireMain('a1', 'b1')).need).toBe(5);
  });

  it('Friendly fire: "rolls a 1 ... roll again ... a second 1 then the friendly is misidentified ... the closest to the original target is chosen"; it "will fire all guns that have range and can bear"', () => {
    const o: VasOptions = { ...NF, variants: ['night-fighting', 'night-fighting:friendly-fire'] };
    // A1 looks at B1 (15" east); friends A2 3" and A3 4" from B1.
    const s = afterMovement(start(battle(o, [ship('a1', 10, 10), ship('a2', 25, 13), ship('a3', 25, 6)], [ship('b1', 25, 10)])));
    const first = vas.pending(s);
    expect(first.kind === 'chance' && first.request.label).toMatch(/^Roll 2d6 for A1's spot rolls: B1/);
    const r1 = play(s, [vas.diceAction([1, 6])]);
    expect(pendingLabel(r1.state)).toBe("Roll 1d6 for A1's lookouts near A2: a 1 mistakes her for the enemy");
    const r2 = play(r1.state, [vas.diceAction([1])]);
    expect(r2.events.find((e) => e.type === 'misidentified')?.data).toEqual({ friend: 'a2' });
    const atk = answer(r2.state, 'spotting', Array.from({ length: 20 }, () => 6)).state;
    expect(attack(atk, fireMain('a1', 'b1')).code).toBe('ERR_FRIENDLY_FIRE');
    // A2 is 15.3" away: only the 40" turret has the range (secondaries and torpedoes reach 10").
    expect(attack(atk, { type: 'attack', ship: 'a1', fire: [{ weapon: 0, target: 'a2' }, { weapon: 1, target: 'a2' }] }).code).toBe('ERR_FRIENDLY_FIRE');
    expect(attack(atk, { type: 'attack', ship: 'a1', fire: [] }).code).toBe('ERR_FRIENDLY_FIRE');
    expect(attack(atk, { type: 'attack', ship: 'a1', fire: [{ weapon: 0, target: 'a2' }] }).need).toBe(4);
  });

  it('"Friendly fire cannot take place if the enemy or friendly is illuminated": B1 held in A2\'s spotlight, a 1 calls for no second die (unlit: it does)', () => {
    const o: VasOptions = { ...NF, variants: ['night-fighting', 'night-fighting:friendly-fire'] };
    // A2 is 3" from B1, A1 15" away. Turn 1: A2 spots B1 and turns her spotlight on, or holds fire.
    const turn2 = (light: boolean): string => {
      const s0 = afterMovement(start(battle(o, [ship('a1', 10, 10), ship('a2', 25, 13)], [ship('b1', 25, 10)])));
      const t1 = answer(s0, 'spotting', [6, 6, 6, 6, 2, 2]).state;
      const lit = play(t1, [hold('a1'), hold('b1'), light ? { type: 'attack', ship: 'a2', fire: [], spotlight: 'b1' } : hold('a2')]).state;
      const t2 = afterMovement(finishTurn(lit));
      return pendingLabel(play(t2, [vas.diceAction([1, 1])]).state);
    };
    expect(turn2(false)).toMatch(/lookouts near A2/);
    expect(turn2(true)).not.toMatch(/lookouts/);
  });

  it('National: "British: Strong", "Japanese: Strong" (22"), "German: Average" (20"), "French: Weak" (18")', () => {
    const o: VasOptions = { ...NF, variants: ['night-fighting', 'night-fighting:national'] };
    const rolls = (nation: ShipRoster['nation'], x: number): boolean => {
      const s = afterMovement(start(battle(o, [ship('a1', 10, 10, { ...GUNSHIP, nation })], [ship('b1', 10 + x, 10, { ...GUNSHIP, nation: 'Kriegsmarine' })])));
      return answer(s, 'spotting', [1, 1, 1, 1]).labels.some((l) => l.includes("A1's"));
    };
    expect([rolls('Imperial Japanese Navy', 22), rolls('Imperial Japanese Navy', 22.5)]).toEqual([true, false]);
    expect([rolls('Royal Navy', 22), rolls('Kriegsmarine', 20), rolls('Kriegsmarine', 20.5)]).toEqual([true, true, false]);
    expect([rolls('French Navy', 18), rolls('French Navy', 18.5), rolls('Italian Navy', 18.5)]).toEqual([true, false, false]);
  });

  it('National weak brackets "Short 0 to 3"": a weak navy gets the short-range +1 only within 3"', () => {
    const o: VasOptions = { ...NF, variants: ['night-fighting', 'night-fighting:national'] };
    const label = (x: number): string => pendingLabel(afterMovement(start(battle(o, [ship('a1', 10, 10, { ...GUNSHIP, nation: 'French Navy' })], [ship('b1', 10 + x, 10, { ...GUNSHIP, nation: 'Kriegsmarine' })]))));
    expect(label(3)).toBe("Roll 2d6 for A1's spot rolls: B1 3+, B1 3+");
    expect(label(4)).toBe("Roll 2d6 for A1's spot rolls: B1 4+, B1 4+");
  });
});
