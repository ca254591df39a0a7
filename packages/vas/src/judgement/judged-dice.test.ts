/**
 * VAS-TACTICAL-JUDGEMENT beyond attack and damage dice: every kind of die that directly affects a ship is held
 * for a ship with XP Dice kept (critical location, turret and magazine dice, Fire Control, AA and dodge,
 * aircraft attack dice, radar, spotting, detection), each ship only the dice that concern it, and a die
 * Tactical Judgement re-rolled is never re-rolled again by Twin-Linked, Evasive!, the torpedo critical or
 * the Torpedo Belt (Introduction, Re-Rolls). Resolutions are hand-built so each kind is met directly.
 */
import { describe, expect, it } from 'vitest';
import { seedRng } from '@salvo/kernel';
import { vas } from '../index';
import { CRUISER, WARSPITE, duel, makeShip, makeState } from '../attack/test-support';
import { criticalRow } from '../damage/critical-table';
import { AIR_SETUP } from '../aircraft/test-setup';
import { start } from '../../test/fixtures';
import type { Shot } from '../attack/tasks';
import type { VasAction, VasState } from '../types';

const roll = (s: VasState, values: number[]): VasState => {
  const t = vas.apply(s, { type: 'roll', values });
  if (!t.ok) throw new Error(t.error.message);
  return t.value.state;
};
const act = (s: VasState, a: VasAction): VasState => {
  const t = vas.apply(s, a);
  if (!t.ok) throw new Error(`${t.error.code}: ${t.error.message}`);
  return t.value.state;
};
const purposeOf = (s: VasState): string => { const p = vas.pending(s); return p.kind === 'chance' ? p.request.purpose : `decision ${p.kind === 'decision' ? p.decision : p.kind}`; };
const diceOf = (s: VasState): number => { const p = vas.pending(s); return p.kind === 'chance' ? p.request.dice : 0; };

/** After rolling `values`: the ship asked for Tactical Judgement and the single dice it is offered (none: not asked). */
function asked(s: VasState, values: number[]): { ship: string | null; dice: number[]; state: VasState } {
  const t = roll(s, values);
  const p = vas.pending(t);
  if (p.kind !== 'decision' || p.decision !== 'tactical-judgement') return { ship: null, dice: [], state: t };
  const acts = vas.legalActions(t).flatMap((a) => (a.type === 'tactical-judgement' ? [a] : []));
  const dice = [...new Set(acts.filter((a) => a.dice.length === 1).map((a) => a.dice[0] as number))].sort();
  return { ship: acts[0]?.ship ?? null, dice, state: t };
}

/** The next task of the attack in progress. */
const headTask = (s: VasState): { t: string; location?: string } | undefined =>
  s.resolution?.kind === 'attack' ? (s.resolution.data as unknown as { tasks: { t: string; location?: string }[] }).tasks[0] : undefined;

const shot = (over: Partial<Shot> = {}): Shot => ({
  weapon: 0, target: 'target', dice: 3, need: 4, mod: 0, rerollMisses: false, rerollHits: false, dd: 1, ddMod: 0, canCrit: true, range: 15, hits: 0, ...over,
});

/** Warspite's attack on the cruiser with these tasks left; `rerolls` per ship. */
function attackWith(tasks: unknown[], rerolls: Record<string, number>, shots: Shot[] = [shot()]): VasState {
  const s = duel(15);
  for (const [id, n] of Object.entries(rerolls)) { const x = s.ships[id]; if (x) x.rerolls = n; }
  s.resolution = { kind: 'attack', data: { attacker: 'warspite', shots, tasks } as never };
  return s;
}

const effectDie = (location: 'weapons', effect: string): number => {
  for (let d = 1; d <= 6; d++) if (criticalRow(location, d)?.effect === effect) return d;
  throw new Error(`no ${effect} row`);
};

/** Three ships: Warspite (fleet a) and two cruisers t1, t2 (fleet b). */
function three(rerolls: Record<string, number>): VasState {
  const s = makeState([
    makeShip('warspite', 'a', WARSPITE, { x: 10, y: 24 }, 90),
    makeShip('t1', 'b', CRUISER, { x: 25, y: 24 }, 270),
    makeShip('t2', 'b', CRUISER, { x: 25, y: 30 }, 270),
  ]);
  for (const [id, n] of Object.entries(rerolls)) { const x = s.ships[id]; if (x) x.rerolls = n; }
  return s;
}

describe('Tactical Judgement: every die that directly affects the ship', () => {
  it('VAS-TACTICAL-JUDGEMENT: the critical location 2d6 is the hit ship\'s to re-roll; the new die decides the table', () => {
    const plain = roll(attackWith([{ t: 'crit-location', target: 'target' }], {}), [1, 1]);
    expect(vas.pending(plain).kind === 'decision').toBe(false);
    const a = asked(attackWith([{ t: 'crit-location', target: 'target' }], { target: 1 }), [1, 1]);
    expect(a).toMatchObject({ ship: 'target', dice: [0, 1] });
    const chose = act(a.state, { type: 'tactical-judgement', ship: 'target', dice: [0] });
    expect(vas.pending(chose)).toMatchObject({ kind: 'chance', request: { dice: 1, purpose: 'tactical-judgement' } });
    const done = roll(chose, [6]); // 6 + 1 = 7: Engines, not Vital Systems
    const task = headTask(done);
    expect(task).toMatchObject({ t: 'crit-effect', location: 'engines' });
  });

  it('VAS-TACTICAL-JUDGEMENT: the turret-destroyed and magazine dice of a critical are the hit ship\'s to re-roll', () => {
    for (const effect of ['turret-destroyed', 'magazine-explosion']) {
      const s = attackWith([{ t: 'crit-follow', target: 'target', location: 'weapons', effectDie: effectDie('weapons', effect), extras: [1, 1, 1] }], { target: 1 });
      expect(purposeOf(s)).toBe(effect === 'turret-destroyed' ? 'turret-destroyed' : 'magazine-turns');
      expect(asked(s, [1])).toMatchObject({ ship: 'target', dice: [0] });
    }
  });

  it('VAS-TACTICAL-JUDGEMENT: Fire Control, gun-failure and electrical-failure dice are the firing ship\'s to re-roll', () => {
    const fc = attackWith([{ t: 'fire-control', weapons: [0, 1] }], { warspite: 1 });
    expect(asked(fc, [1, 2])).toMatchObject({ ship: 'warspite', dice: [0, 1] });
    const gun = attackWith([{ t: 'gun-failure', shot: 0, count: 1 }], { warspite: 1 });
    expect(asked(gun, [1])).toMatchObject({ ship: 'warspite', dice: [0] });
    const power = attackWith([{ t: 'electrical-failure', shot: 0, count: 1 }], { warspite: 1 });
    expect(asked(power, [1])).toMatchObject({ ship: 'warspite', dice: [0] });
  });

  it('VAS-TACTICAL-JUDGEMENT: radar Detection rolls: the radar ship may re-roll any, each enemy only the die rolled for it', () => {
    const radar = (r: Record<string, number>): VasState => {
      const s = three(r);
      s.resolution = { kind: 'visibility', data: { steps: [{ t: 'radar', ship: 'warspite', targets: ['t1', 't2'] }], spotsQueued: true } };
      return s;
    };
    expect(asked(radar({ warspite: 2 }), [1, 1])).toMatchObject({ ship: 'warspite', dice: [0, 1] });
    const t2 = asked(radar({ t2: 2 }), [5, 5]);
    expect(t2).toMatchObject({ ship: 't2', dice: [1] });
    const notHers = vas.apply(t2.state, { type: 'tactical-judgement', ship: 't2', dice: [0] });
    expect(!notHers.ok && notHers.error.code).toBe('ERR_NOT_THIS_SHIPS_DIE');
    const redo = roll(act(t2.state, { type: 'tactical-judgement', ship: 't2', dice: [1] }), [1]);
    expect(redo.visibility.detected.warspite).toEqual(['t1']);
  });

  it('VAS-TACTICAL-JUDGEMENT: spotting checks (core and night-fighting), starshell and friendly-fire dice', () => {
    const core = three({ t1: 1 });
    core.resolution = { kind: 'visibility', data: { steps: [{ t: 'spot', side: 'a', targets: ['t1', 't2'], needed: [4, 4] }], spotsQueued: true } };
    expect(asked(core, [6, 6])).toMatchObject({ ship: 't1', dice: [0] });
    const nf = three({ warspite: 1 });
    nf.resolution = { kind: 'visibility', data: { steps: [{ t: 'nf-spot', ship: 'warspite', rolls: [{ target: 't1', needed: 5, radar: false, friendlyNear: null }, { target: 't2', needed: 5, radar: false, friendlyNear: null }] }], spotsQueued: true } };
    expect(asked(nf, [1, 1])).toMatchObject({ ship: 'warspite', dice: [0, 1] });
    const nfTarget = three({ t2: 1 });
    nfTarget.resolution = nf.resolution;
    expect(asked(nfTarget, [6, 6])).toMatchObject({ ship: 't2', dice: [1] });
    const star = three({ t1: 1 });
    star.resolution = { kind: 'visibility', data: { steps: [{ t: 'nf-starshell', ship: 'warspite', target: 't1', needed: 5 }], spotsQueued: true } };
    expect(asked(star, [6])).toMatchObject({ ship: 't1', dice: [0] });
    const friendly = three({ t2: 1 });
    friendly.resolution = { kind: 'visibility', data: { steps: [{ t: 'nf-friendly', ship: 't1', friend: 't2' }], spotsQueued: true } };
    expect(asked(friendly, [1])).toMatchObject({ ship: 't2', dice: [0] });
  });

  it('VAS-TACTICAL-JUDGEMENT: submarine detection (the boat any die, each hunter its own) and Long-Ranged Detection', () => {
    const detect = (r: Record<string, number>): VasState => {
      const s = three(r);
      s.resolution = { kind: 'submarine', data: { step: 'detect', boat: 'warspite', side: 'b', hunters: ['t1', 't2'], needs: [4, 4] } as never };
      return s;
    };
    expect(asked(detect({ warspite: 1 }), [6, 6])).toMatchObject({ ship: 'warspite', dice: [0, 1] });
    expect(asked(detect({ t2: 1 }), [1, 1])).toMatchObject({ ship: 't2', dice: [1] });
    const hunt = three({ t1: 1 });
    hunt.resolution = { kind: 'submarine', data: { step: 'hunt', ship: 't1', square: { col: 0, row: 0 } } as never };
    expect(asked(hunt, [1])).toMatchObject({ ship: 't1', dice: [0] });
  });

  it('VAS-TACTICAL-JUDGEMENT: AA dice fired by the ship, the flight\'s dodge dice against them, and bomb Attack Dice at the ship', () => {
    const s0 = start(AIR_SETUP);
    const bismarck = s0.ships.bismarck;
    if (!bismarck) throw new Error('no Bismarck');
    const aaWeapon = bismarck.roster.weapons.findIndex((w) => w.kind === 'aa');
    const withAA = (n: number): VasState => {
      const s = structuredClone(s0);
      if (s.ships.bismarck) s.ships.bismarck.rerolls = n;
      s.resolution = { kind: 'air', data: { step: 'aa', fleet: null, tasks: [{ t: 'aa', ship: 'bismarck', weapon: aaWeapon, flight: 'sword', dice: 2, mod: 0 }], strike: null } as never };
      return s;
    };
    const plain = roll(withAA(0), [6, 6]);
    expect(purposeOf(plain)).toBe('dodge');
    expect(JSON.stringify(plain.resolution)).not.toContain('"ship":"bismarck"'); // no TJ dice: the task keeps its old shape
    const aa = asked(withAA(2), [1, 6]);
    expect(aa).toMatchObject({ ship: 'bismarck', dice: [0, 1] });
    const dodge = act(aa.state, { type: 'tactical-judgement', ship: 'bismarck', dice: [] });
    expect(purposeOf(dodge)).toBe('dodge');
    expect(asked(dodge, new Array(diceOf(dodge)).fill(6))).toMatchObject({ ship: 'bismarck' });

    const bomb = structuredClone(s0);
    if (bomb.ships.ark) bomb.ships.ark.rerolls = 1;
    bomb.resolution = { kind: 'air', data: { step: 'strike', fleet: 'km', tasks: [], strike: { attacker: 'stuka1', shots: [shot({ target: 'ark', weapon: 0, dice: 2 })], tasks: [{ t: 'attack', shot: 0 }] } } as never };
    expect(purposeOf(bomb)).toBe('attack');
    expect(asked(bomb, [6, 6])).toMatchObject({ ship: 'ark', dice: [0, 1] });
  });
});

describe('Tactical Judgement: a die is re-rolled only once', () => {
  it('VAS-TACTICAL-JUDGEMENT: a Twin-Linked miss re-rolled by Tactical Judgement is not re-rolled again', () => {
    const s = attackWith([{ t: 'attack', shot: 0 }], { warspite: 1 }, [shot({ rerollMisses: true })]);
    const a = asked(s, [1, 1, 1]);
    const kept = act(a.state, { type: 'tactical-judgement', ship: 'warspite', dice: [] });
    expect([purposeOf(kept), diceOf(kept)]).toEqual(['attack-reroll', 3]);
    const judged = roll(act(a.state, { type: 'tactical-judgement', ship: 'warspite', dice: [0] }), [2]);
    expect([purposeOf(judged), diceOf(judged)]).toEqual(['attack-reroll', 2]);
  });

  it('VAS-TACTICAL-JUDGEMENT: an Evasive! hit the target re-rolled by Tactical Judgement stands', () => {
    const s = attackWith([{ t: 'attack', shot: 0 }], { target: 1 }, [shot({ rerollHits: true })]);
    const a = asked(s, [6, 6, 6]);
    const judged = roll(act(a.state, { type: 'tactical-judgement', ship: 'target', dice: [0] }), [6]);
    expect([purposeOf(judged), diceOf(judged)]).toEqual(['attack-reroll', 2]);
  });

  function torpedo(tasks: unknown[], rerolls: Record<string, number>, belt = false): VasState {
    const s = duel(15, belt ? { ...CRUISER, traits: ['Torpedo Belt'] } : CRUISER);
    for (const [id, n] of Object.entries(rerolls)) { const x = s.ships[id]; if (x) x.rerolls = n; }
    const spread = { id: 1, attacker: 'warspite', fleet: 'a', weapon: 0, target: 'target', dice: 2, beam: true, longLance: false, placedTurn: 1, dueTurn: 1, attackerEvasive: false };
    s.phase = 'end';
    s.resolution = { kind: 'torpedo', data: { spread: 1, s: spread, attacker: 'warspite', shots: [shot({ dice: 2, need: 5, mod: 1 })], tasks } as never };
    return s;
  }

  it('VAS-TACTICAL-JUDGEMENT: a torpedo critical\'s location die re-rolled by the target may not be re-rolled by the attacker', () => {
    const a = asked(torpedo([{ t: 'crit-location', target: 'target' }], { target: 1 }), [6, 6]);
    expect(a.ship).toBe('target');
    const choice = roll(act(a.state, { type: 'tactical-judgement', ship: 'target', dice: [0] }), [3]);
    const p = vas.pending(choice);
    expect(p.kind === 'decision' && p.decision).toBe('torpedo-critical');
    expect(vas.legalActions(choice)).toEqual([{ type: 'torpedo-critical', fleet: 'a', reroll: null }, { type: 'torpedo-critical', fleet: 'a', reroll: 1 }]);
    const twice = vas.apply(choice, { type: 'torpedo-critical', fleet: 'a', reroll: 0 });
    expect(!twice.ok && twice.error.code).toBe('ERR_REROLLED_TWICE');
    const plain = roll(torpedo([{ t: 'crit-location', target: 'target' }], {}), [6, 6]);
    expect(vas.legalActions(plain)).toHaveLength(3);
  });

  it('VAS-TACTICAL-JUDGEMENT: a torpedo hit re-rolled by Tactical Judgement is not taken again by the Torpedo Belt', () => {
    const plain = roll(torpedo([{ t: 'attack', shot: 0 }, { t: 'damage', shot: 0 }], {}, true), [6, 6]);
    expect([purposeOf(plain), diceOf(plain)]).toEqual(['torpedo-belt', 2]);
    const a = asked(torpedo([{ t: 'attack', shot: 0 }, { t: 'damage', shot: 0 }], { warspite: 1 }, true), [1, 6]);
    const judged = roll(act(a.state, { type: 'tactical-judgement', ship: 'warspite', dice: [0] }), [6]);
    expect([purposeOf(judged), diceOf(judged)]).toEqual(['torpedo-belt', 1]);
    // The belt's own dice are the target's to re-roll.
    expect(asked(torpedo([{ t: 'belt', count: 2 }], { target: 1 }, true), [6, 6])).toMatchObject({ ship: 'target', dice: [0, 1] });
  });
});

describe('Tactical Judgement: table dice and bots', () => {
  it('VAS-TACTICAL-JUDGEMENT: the re-rolled die is a chance step of its own, typed at the table like any die', () => {
    const a = asked(attackWith([{ t: 'crit-location', target: 'target' }], { target: 1 }), [1, 1]);
    const chose = act(a.state, { type: 'tactical-judgement', ship: 'target', dice: [1] });
    const bad = vas.apply(chose, { type: 'roll', values: [7] });
    expect(bad.ok).toBe(false);
    const two = vas.apply(chose, { type: 'roll', values: [3, 3] });
    expect(two.ok).toBe(false);
    const good = roll(chose, [4]);
    expect(headTask(good)?.location).toBe('crew'); // 1 + 4 = 5
  });

  it('VAS-TACTICAL-JUDGEMENT: sampleAction re-rolls the one die that went most against the ship, or keeps the dice', () => {
    const rng = seedRng(1);
    const attack = (r: Record<string, number>): VasState => attackWith([{ t: 'attack', shot: 0 }], r);
    expect(vas.sampleAction(asked(attack({ warspite: 2 }), [3, 1, 6]).state, rng)).toEqual({ type: 'tactical-judgement', ship: 'warspite', dice: [1] });
    expect(vas.sampleAction(asked(attack({ warspite: 2 }), [4, 5, 6]).state, rng)).toEqual({ type: 'tactical-judgement', ship: 'warspite', dice: [] });
    expect(vas.sampleAction(asked(attack({ target: 2 }), [3, 6, 4]).state, rng)).toEqual({ type: 'tactical-judgement', ship: 'target', dice: [1] });
    // A roll with no "need" (critical location): kept, not guessed at.
    expect(vas.sampleAction(asked(attackWith([{ t: 'crit-location', target: 'target' }], { target: 1 }), [1, 1]).state, rng)).toEqual({ type: 'tactical-judgement', ship: 'target', dice: [] });
  });
});
