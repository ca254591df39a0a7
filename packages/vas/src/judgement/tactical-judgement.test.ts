import { describe, expect, it } from 'vitest';
import { vas } from '../index';
import { duel } from '../attack/test-support';
import type { VasState } from '../types';

/** Warspite (fleet a) nominated to fire A turret at the cruiser; `rerolls` on the ships named. */
function firing(rerolls: Record<string, number>): VasState {
  const s = duel(15);
  s.activation = { order: ['a', 'b'], next: 0 };
  for (const [id, n] of Object.entries(rerolls)) { const ship = s.ships[id]; if (ship) ship.rerolls = n; }
  const t = vas.apply(s, { type: 'attack', ship: 'warspite', fire: [{ weapon: 0, target: 'target' }] });
  if (!t.ok) throw new Error(t.error.message);
  return t.value.state;
}

const roll = (s: VasState, values: number[]): VasState => {
  const t = vas.apply(s, { type: 'roll', values });
  if (!t.ok) throw new Error(t.error.message);
  return t.value.state;
};

describe('Tactical Judgement', () => {
  it('VAS-TACTICAL-JUDGEMENT: without re-rolls the Attack Dice count at once; with them the attacker sees them first and re-rolls the dice it picks', () => {
    const plain = firing({});
    const p0 = vas.pending(plain);
    expect(p0.kind === 'chance' && p0.request.purpose).toBe('attack');
    const n = p0.kind === 'chance' ? p0.request.dice : 0;
    const dice = Array.from({ length: n }, () => 1);
    const after0 = vas.pending(roll(plain, dice));
    expect(after0.kind === 'decision' && after0.decision).not.toBe('tactical-judgement');
    expect(roll(plain, dice).judgement).toBeUndefined();

    const s = firing({ warspite: 2 });
    const held = roll(s, dice);
    const p = vas.pending(held);
    expect(p.kind === 'decision' && p.decision).toBe('tactical-judgement');
    expect(p.kind === 'decision' && p.player).toBe('a');
    expect(vas.legalActions(held)).toContainEqual({ type: 'tactical-judgement', ship: 'warspite', dice: [] });
    const chose = vas.apply(held, { type: 'tactical-judgement', ship: 'warspite', dice: [0, 1] });
    if (!chose.ok) throw new Error(chose.error.message);
    const c = vas.pending(chose.value.state);
    expect(c.kind === 'chance' && c.request).toMatchObject({ dice: 2, purpose: 'tactical-judgement' });
    const after = vas.apply(chose.value.state, { type: 'roll', values: [6, 6] });
    if (!after.ok) throw new Error(after.error.message);
    const ev = after.value.events.find((e) => e.type === 'tactical-judgement');
    expect(ev?.rule).toBe('VAS-TACTICAL-JUDGEMENT');
    expect(ev?.data).toMatchObject({ before: [1, 1], after: [6, 6], spent: 2, left: 0 });
    expect(after.value.state.ships.warspite?.rerolls).toBe(0);
    expect(after.value.state.judgement).toBeUndefined();
    const attack = after.value.events.find((e) => Array.isArray(e.data?.rolls));
    expect((attack?.data?.rolls as number[]).slice(0, 2)).toEqual([6, 6]);
  });

  it('VAS-TACTICAL-JUDGEMENT: the target may re-roll Attack Dice fired at it, after the attacker, but never a die already re-rolled', () => {
    const s = firing({ warspite: 1, target: 3 });
    const n = (() => { const p = vas.pending(s); return p.kind === 'chance' ? p.request.dice : 0; })();
    const held = roll(s, Array.from({ length: n }, () => 6));
    const first = vas.apply(held, { type: 'tactical-judgement', ship: 'warspite', dice: [0] });
    if (!first.ok) throw new Error(first.error.message);
    const mid = roll(first.value.state, [5]);
    const p = vas.pending(mid);
    expect(p.kind === 'decision' && p.player).toBe('b');
    const twice = vas.apply(mid, { type: 'tactical-judgement', ship: 'target', dice: [0] });
    expect(!twice.ok && twice.error.code).toBe('ERR_REROLLED_TWICE');
    const wrongShip = vas.apply(mid, { type: 'tactical-judgement', ship: 'warspite', dice: [] });
    expect(wrongShip.ok).toBe(false);
    const tooMany = vas.apply(mid, { type: 'tactical-judgement', ship: 'target', dice: [1, 2, 3, 4].slice(0, Math.min(4, n - 1)) });
    if (n - 1 > 3) expect(!tooMany.ok && tooMany.error.code).toBe('ERR_NO_REROLLS');
    const round = vas.parse(vas.serialize(mid));
    expect(round.ok && round.value.judgement).toEqual(mid.judgement);
    const kept = vas.apply(mid, { type: 'tactical-judgement', ship: 'target', dice: [] });
    if (!kept.ok) throw new Error(kept.error.message);
    expect(kept.value.state.judgement).toBeUndefined();
    expect(kept.value.state.ships.target?.rerolls).toBe(3);
  });

  it('VAS-TACTICAL-JUDGEMENT: setup takes tacticalJudgement 1..99 per ship and refuses others with a path', () => {
    const setup = (tj: unknown): unknown => ({
      seed: 1,
      fleets: [
        { id: 'a', ships: [{ id: 'warspite', class: 'Queen Elizabeth', position: { x: 12, y: 24 }, heading: 90, tacticalJudgement: tj }] },
        { id: 'b', ships: [{ id: 'hood', class: 'Queen Elizabeth', position: { x: 40, y: 24 }, heading: 270 }] },
      ],
    });
    const good = vas.createGame(setup(3));
    expect(good.ok && good.value.ships.warspite?.rerolls).toBe(3);
    expect(good.ok && good.value.ships.hood?.rerolls).toBeUndefined();
    const bad = vas.createGame(setup(0));
    expect(!bad.ok && bad.error.problems.map((x) => x.path)).toContain('fleets[0].ships[0].tacticalJudgement');
  });

  it('VAS-TACTICAL-JUDGEMENT: a ship may re-roll its own failed Command check (a Special Action)', () => {
    const s = duel(15);
    s.phase = 'movement';
    s.activation = { order: ['a', 'b'], next: 0 };
    const w = s.ships.warspite;
    if (w) w.rerolls = 1;
    s.resolution = { kind: 'special-check', ship: 'warspite', action: 'come-about', needed: 5 };
    const held = roll(s, [2]);
    const p = vas.pending(held);
    expect(p.kind === 'decision' && p.decision).toBe('tactical-judgement');
    const chose = vas.apply(held, { type: 'tactical-judgement', ship: 'warspite', dice: [0] });
    if (!chose.ok) throw new Error(chose.error.message);
    const done = roll(chose.value.state, [6]);
    expect(done.ships.warspite?.special).toEqual({ kind: 'come-about', success: true });
    expect(done.ships.warspite?.rerolls).toBe(0);
  });

  it('VAS-TACTICAL-JUDGEMENT: the Damage roll of a hit is offered to the ship hit (the attacker has none left)', () => {
    const s = firing({ target: 2 });
    const n = (() => { const p = vas.pending(s); return p.kind === 'chance' ? p.request.dice : 0; })();
    const held = roll(s, Array.from({ length: n }, () => 6));
    const kept = vas.apply(held, { type: 'tactical-judgement', ship: 'target', dice: [] });
    if (!kept.ok) throw new Error(kept.error.message);
    const p = vas.pending(kept.value.state);
    expect(p.kind === 'chance' && p.request.purpose).toBe('damage');
    const dd = p.kind === 'chance' ? p.request.dice : 0;
    const hit = roll(kept.value.state, Array.from({ length: dd }, () => 6));
    const q = vas.pending(hit);
    expect(q.kind === 'decision' && q.decision === 'tactical-judgement' && q.player).toBe('b');
  });
});
