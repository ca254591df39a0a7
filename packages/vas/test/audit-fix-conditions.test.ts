/**
 * Fixes of the conditions audit (tmp/audit/conditions.md, tmp/audit/fix-conditions.md): the squadron's
 * Command in the spotting check, a starshell-lit ship and friendly fire, the Bad Weather / Night /
 * Flank Speed! penalties on Torpedo Spreads (and the exact odds that follow them), Bad Weather on Damage
 * Control. The discrepancy tests are copied here verbatim in substance; the others are the boundaries.
 */
import { describe, expect, it } from 'vitest';
import { attackOdds, vas, type SpecialActionKind, type VasOptions, type VasSetup, type VasShipSetup, type VasState } from '../src';
import { GUNSHIP, finishTurn } from './audit-support';
import { play, start, toMovement, winInitiative } from './fixtures';

const TORPEDO = 2;

const ship = (id: string, x: number, y: number, extra: Partial<VasShipSetup> = {}, heading = 0): VasShipSetup =>
  ({ id, name: id.toUpperCase(), roster: GUNSHIP, position: { x, y }, heading, ...extra });

function battle(options: VasOptions, a: VasShipSetup[], b: VasShipSetup[], squadrons: { a?: string[] } = {}): VasSetup {
  return {
    seed: 7, options,
    fleets: [
      { id: 'a', name: 'Alpha', ships: a, ...(squadrons.a ? { squadrons: [{ id: 'q', ships: squadrons.a }] } : {}) },
      { id: 'b', name: 'Bravo', ships: b },
    ],
  };
}

/** Fleet `a` wins the initiative and moves first; every ship moves 1" straight ahead (with `specials`). */
function afterMovement(s0: VasState, specials: Readonly<Record<string, SpecialActionKind>> = {}): VasState {
  let s = toMovement(s0, winInitiative(s0, 'a')).state;
  for (let guard = 0; guard < 60; guard++) {
    const p = vas.pending(s);
    if (p.kind !== 'decision' || p.decision !== 'nominate-move') break;
    const n = vas.legalActions(s).find((x) => x.type === 'nominate-move' && x.special === undefined);
    if (!n || n.type !== 'nominate-move') break;
    const special = specials[n.ship];
    s = play(s, [{ ...n, ...(special ? { special } : {}) }, { type: 'move', ship: n.ship, legs: [{ forward: 1 }] }]).state;
  }
  return s;
}


const pendingLabel = (s: VasState): string => {
  const p = vas.pending(s);
  return p.kind === 'chance' ? p.request.label : `(${p.kind})`;
};

interface TorpedoCase {
  readonly specials?: Readonly<Record<string, SpecialActionKind>>;
  /** Changes the state after movement, before the attack (a fast target, ...). */
  readonly tweak?: (s: VasState) => void;
}

/** After movement and any spotting (all 6s): A1 about to nominate her torpedoes at B1, 8" away, on the beam. */
function beforeLaunch(options: VasOptions, c: TorpedoCase = {}): VasState {
  let s = afterMovement(start(battle(options, [ship('a1', 10, 10)], [ship('b1', 18, 10)])), c.specials);
  for (let p = vas.pending(s); p.kind === 'chance'; p = vas.pending(s)) s = play(s, [vas.diceAction(Array.from({ length: p.request.dice }, () => 6))]).state;
  if (c.tweak) {
    s = structuredClone(s);
    c.tweak(s);
  }
  return s;
}

/** The state at the spread's Attack Dice in the End Phase (the Attack Phase's own dice answered with 1). */
function atSpreadRoll(s0: VasState): VasState {
  let s = play(s0, [{ type: 'attack', ship: 'a1', fire: [{ weapon: TORPEDO, target: 'b1' }] }, { type: 'attack', ship: 'b1', fire: [] }]).state;
  for (let guard = 0; guard < 20; guard++) {
    const p = vas.pending(s);
    if (p.kind === 'chance' && p.request.purpose === 'attack' && s.resolution?.kind === 'torpedo') return s;
    if (p.kind !== 'chance') throw new Error(`no spread roll: ${JSON.stringify(p)}`);
    s = play(s, [vas.diceAction(Array.from({ length: p.request.dice }, () => 1))]).state;
  }
  throw new Error('no spread roll');
}

const spreadRequest = (s: VasState): { need: number; label: string } => {
  const p = vas.pending(s);
  if (p.kind !== 'chance') throw new Error('no chance step');
  return { need: Number(p.request.context?.need), label: p.request.label };
};

/** The die face the torpedo spread's Attack Dice need in the End Phase. */
const torpedoNeed = (options: VasOptions, c: TorpedoCase = {}): number => spreadRequest(atSpreadRoll(beforeLaunch(options, c))).need;

/** P(k hits) of the spread's Attack Dice, through `vas.apply` with every ordered roll of the dice. */
function engineSpreadHits(s: VasState): number[] {
  const p = vas.pending(s);
  if (p.kind !== 'chance') throw new Error('no chance step');
  const n = p.request.dice;
  const dist: number[] = [];
  for (let code = 0; code < 6 ** n; code++) {
    const values = Array.from({ length: n }, (_, i) => (Math.floor(code / 6 ** i) % 6) + 1);
    const r = play(s, [vas.diceAction(values)]);
    const hits = Number(r.events.find((e) => e.type === 'attack-roll')?.data?.hits ?? 0);
    dist[hits] = (dist[hits] ?? 0) + 1 / 6 ** n;
  }
  return Array.from(dist, (v) => v ?? 0);
}

describe('conditions fixes: the squadron\'s Command in the spotting check', () => {
  it('VAS-SQUADRON-COMMAND: "Ships use the highest Command score of all ships within the squadron for all purposes" — also the night spotting Command check', () => {
    // Squadron q: A1 (Green, 2) 19" from B1, A2 (Elite, 6) 3" behind her and 22" from B1, out of spotting range.
    const s = afterMovement(start(battle({ night: true, radar: false },
      [ship('a1', 10, 10, { command: 'green' }), ship('a2', 7, 10, { command: 'elite' })], [ship('b1', 29, 10)], { a: ['a1', 'a2'] })));
    expect(s.naval.squadrons.map((q) => q.ships)).toEqual([['a1', 'a2']]);
    expect(pendingLabel(s)).toBe('Roll 1d6 for the spotting checks of Alpha (Command check 8), one per enemy ship: B1 2+');
  });

  it('VAS-SPOT-CHECK: the same two ships out of a squadron: the Elite ship is out of range, the Green one rolls her own 6+', () => {
    const s = afterMovement(start(battle({ night: true, radar: false },
      [ship('a1', 10, 10, { command: 'green' }), ship('a2', 7, 10, { command: 'elite' })], [ship('b1', 29, 10)])));
    expect(pendingLabel(s)).toBe('Roll 1d6 for the spotting checks of Alpha (Command check 8), one per enemy ship: B1 6+');
  });

  it('VAS-WEATHER-SPOT: in Bad Weather the squadron\'s Command is used too, with the -1 (8 - 6 + 1 = 3+)', () => {
    // A1 (Green) 29" from B1, A2 (Elite) 3" behind her, 32" away: beyond long range, so only A1 checks.
    const s = afterMovement(start(battle({ weather: 'bad', radar: false },
      [ship('a1', 10, 10, { command: 'green' }), ship('a2', 7, 10, { command: 'elite' })], [ship('b1', 39, 10)], { a: ['a1', 'a2'] })));
    expect(pendingLabel(s)).toBe('Roll 1d6 for the spotting checks of Alpha (Command check 8), one per enemy ship: B1 3+');
  });
});

describe('conditions fixes: friendly fire and a ship lit by a starshell (night-fighting variant)', () => {
  const o: VasOptions = { night: true, radar: false, variants: ['night-fighting', 'night-fighting:friendly-fire'] };
  /** A1 8" from B1; friend A2 3" from B1; turn 1 spotted by all. `starshell`: A1 lights B1 with a 5. */
  function turnTwo(starshell: boolean): VasState {
    let s = afterMovement(start(battle(o, [ship('a1', 17, 10), ship('a2', 25, 13)], [ship('b1', 25, 10)])));
    for (let p = vas.pending(s); p.kind === 'chance'; p = vas.pending(s)) s = play(s, [vas.diceAction(Array.from({ length: p.request.dice }, () => 6))]).state;
    if (starshell) {
      const lit = play(s, [{ type: 'attack', ship: 'a1', fire: [], starshell: 'b1' }, vas.diceAction([5])]);
      expect(lit.events.map((e) => e.type)).toContain('starshell-lit');
      s = lit.state;
    }
    return afterMovement(finishTurn(s));
  }

  it('VAS-NF-FRIENDLY-FIRE: "Friendly fire cannot take place if the enemy or friendly is illuminated" — B1, lit by a starshell, is lit until the end of the next Spotting phase (VAS-NF-STARSHELL)', () => {
    const t2 = turnTwo(true);
    expect(pendingLabel(t2)).toMatch(/^Roll 2d6 for A1's spot rolls: B1/);
    const after = play(t2, [vas.diceAction([1, 1])]).state;
    expect(pendingLabel(after)).not.toMatch(/lookouts near A2/);
  });

  it('VAS-NF-FRIENDLY-FIRE: the same rolls at an unlit B1 still call the lookouts\' die for A2 (the case that must not change)', () => {
    const t2 = turnTwo(false);
    expect(pendingLabel(t2)).toMatch(/^Roll 2d6 for A1's spot rolls: B1/);
    const after = play(t2, [vas.diceAction([1, 1])]).state;
    expect(pendingLabel(after)).toMatch(/lookouts near A2/);
  });

  it('VAS-NF-STARSHELL: the light is gone a turn later: in turn 3 the die for A2 is called again', () => {
    const t2 = turnTwo(true);
    const t3 = afterMovement(finishTurn(t2, 6));
    expect(pendingLabel(t3)).toMatch(/^Roll 2d6 for A1's spot rolls: B1/);
    const after = play(t3, [vas.diceAction([1, 1])]).state;
    expect(pendingLabel(after)).toMatch(/lookouts near A2/);
  });
});

describe('conditions fixes: the penalties a Torpedo Spread takes (VAS-TORP-MODIFIERS)', () => {
  it('VAS-WEATHER-HIT: "All attacks made by both ships and aircraft suffer a -1 penalty to hit" — torpedo spreads too (4+ on the beam becomes 5+)', () => {
    expect(torpedoNeed({})).toBe(4);
    expect(torpedoNeed({ weather: 'bad', radar: false })).toBe(5);
  });

  it('VAS-NIGHT-HIT: "All attacks made by both ships and aircraft suffer a -1 penalty to hit" — torpedo spreads too', () => {
    expect(torpedoNeed({ night: true, radar: false })).toBe(5);
  });

  it('VAS-NIGHT-HIT: at night in Bad Weather both apply (6+)', () => {
    expect(torpedoNeed({ night: true, weather: 'bad', radar: false })).toBe(6);
  });

  it('VAS-NF-REPLACES: the night-fighting variant has no to-hit penalty at night, and gives a spread none', () => {
    expect(torpedoNeed({ night: true, radar: false, variants: ['night-fighting'] })).toBe(4);
  });

  it('VAS-ATTACK-FLANK: "All Attack Dice of weapons fired from this ship suffer a -1 penalty" — the spread of a ship at Flank Speed! needs 5+, and the label says so', () => {
    const s = atSpreadRoll(beforeLaunch({}, { specials: { a1: 'flank-speed' } }));
    expect(s.ships.a1?.special).toMatchObject({ kind: 'flank-speed', success: true });
    expect(s.naval.torpedoes).toEqual([]);
    const r = spreadRequest(s);
    expect(r.need).toBe(5);
    expect(r.label).toMatch(/5\+ to hit$/);
  });

  it('VAS-TORP-MODIFIERS: the spread remembers the launch turn\'s Flank Speed! (placed with the flag, and without it when the ship did not use it)', () => {
    const launch = (specials: Readonly<Record<string, SpecialActionKind>>): VasState =>
      play(beforeLaunch({}, { specials }), [{ type: 'attack', ship: 'a1', fire: [{ weapon: TORPEDO, target: 'b1' }] }]).state;
    expect(launch({ a1: 'flank-speed' }).naval.torpedoes[0]?.attackerFlankSpeed).toBe(true);
    expect(launch({}).naval.torpedoes[0]).not.toHaveProperty('attackerFlankSpeed');
  });

  it('VAS-TORP-MODIFIERS: the TARGET\'s Flank Speed! and a fast-moving target still change nothing (Attack Phase modifiers)', () => {
    expect(torpedoNeed({}, { specials: { b1: 'flank-speed' } })).toBe(4);
    expect(torpedoNeed({}, { tweak: (s) => { s.ships.b1!.distanceMovedThisTurn = 9; } })).toBe(4);
  });

  it('VAS-TORP-MODIFIERS: Flank Speed! and Bad Weather stack on the spread (6+)', () => {
    expect(torpedoNeed({ weather: 'bad', radar: false }, { specials: { a1: 'flank-speed' } })).toBe(6);
  });
});

describe('conditions fixes: the exact odds of a torpedo nomination agree with the End Phase roll', () => {
  const cases: { name: string; options: VasOptions; c?: TorpedoCase }[] = [
    { name: 'Good Weather, on the beam', options: {} },
    { name: 'Bad Weather', options: { weather: 'bad', radar: false } },
    { name: 'Night Battles', options: { night: true, radar: false } },
    { name: 'the launcher at Flank Speed!', options: {}, c: { specials: { a1: 'flank-speed' } } },
    { name: 'a fast-moving target (no Attack Phase modifier)', options: {}, c: { tweak: (s) => { s.ships.b1!.distanceMovedThisTurn = 9; } } },
  ];
  for (const k of cases) {
    it(`VAS-TORP-MODIFIERS: attackOdds' hits equal the engine's spread dice through apply: ${k.name}`, () => {
      const s = beforeLaunch(k.options, k.c);
      const r = attackOdds(s, 'a1', [{ weapon: TORPEDO, target: 'b1' }]);
      if (!r.ok) throw new Error(r.error.message);
      const odds = r.value[0]?.hits ?? [];
      const engine = engineSpreadHits(atSpreadRoll(s));
      expect(odds.length).toBe(engine.length);
      engine.forEach((p, i) => expect(odds[i] ?? 0).toBeCloseTo(p, 12));
    });
  }
});

/** Holds fire and answers chance steps with 1 until `stop` says the step is reached; `what` names it in the error. */
function holdUntil(s0: VasState, stop: (p: ReturnType<typeof vas.pending>) => boolean, what: string): VasState {
  let s = s0;
  for (let guard = 0; guard < 100; guard++) {
    const p = vas.pending(s);
    if (stop(p)) return s;
    if (p.kind === 'chance') {
      s = play(s, [vas.diceAction(Array.from({ length: p.request.dice }, () => 1))]).state;
      continue;
    }
    const hold = vas.legalActions(s).find((a) => a.type === 'attack' && a.fire.length === 0);
    if (!hold) throw new Error(`no hold at ${JSON.stringify(p)}`);
    s = play(s, [hold]).state;
  }
  throw new Error(`no ${what}`);
}

describe('conditions fixes: Bad Weather and the Command checks of the End Phase', () => {
  const dcAt = (options: VasOptions, extra: Partial<VasShipSetup> = {}): VasState => {
    const s0 = start(battle(options, [ship('a1', 10, 10, { criticals: [{ effect: 'props-damaged' }], ...extra })], [ship('b1', 60, 40)]));
    const s = holdUntil(afterMovement(s0), (p) => p.kind === 'decision' && p.decision === 'damage-control', 'Damage Control decision');
    return play(s, [{ type: 'damage-control', ship: 'a1', critical: 1 }]).state;
  };

  it('VAS-SPECIAL-BAD-WEATHER: "A -1 penalty is also applied to all Command checks" — Damage Control too, which the rules call "Command checks made during Damage Control"', () => {
    expect(pendingLabel(dcAt({}))).toMatch(/needs 5\+\)/); // 9 - Command 4
    expect(pendingLabel(dcAt({ weather: 'bad', radar: false }))).toMatch(/needs 6\+\)/);
  });

  it('VAS-SPECIAL-BAD-WEATHER: a 5 repairs in Good Weather and fails in Bad Weather; a 6 repairs in Bad Weather', () => {
    const roll = (s: VasState, die: number): string[] => play(s, [vas.diceAction([die])]).events.map((e) => e.type);
    expect(roll(dcAt({}), 5)).toContain('damage-control-success');
    expect(roll(dcAt({ weather: 'bad', radar: false }), 5)).toContain('damage-control-failed');
    expect(roll(dcAt({ weather: 'bad', radar: false }), 6)).toContain('damage-control-success');
  });

  it('VAS-SPECIAL-BAD-WEATHER: at night in Good Weather Damage Control keeps its 5+ (the -1 is Bad Weather\'s)', () => {
    expect(pendingLabel(dcAt({ night: true, radar: false }))).toMatch(/needs 5\+\)/);
  });

  it('VAS-END-FIRE: fire-fighting (never called a Command check) keeps 7 - Command in Bad Weather: a 3 puts a fire out', () => {
    const fireOut = (options: VasOptions): number => {
      const s0 = structuredClone(afterMovement(start(battle(options, [ship('a1', 10, 10)], [ship('b1', 60, 40)]))));
      s0.ships.a1!.fires = 1;
      const s = holdUntil(s0, (p) => p.kind === 'chance' && p.request.purpose === 'fire', 'fire roll');
      const r = play(s, [vas.diceAction([3])]);
      return Number(r.events.find((e) => e.type === 'fires-fought')?.data?.extinguished ?? -1);
    };
    expect(fireOut({})).toBe(1);
    expect(fireOut({ weather: 'bad', radar: false })).toBe(1);
  });
});
