/** Test helpers: War at Sea positions at a tactical battle, and battles fought to the end by bots. */
import { playVasMatch, vasBot } from '@salvo/bots';
import type { VasAction, VasSetup, VasState } from '@salvo/vas';
import { wasEngine, type AreaId, type WasState } from '@salvo/was';

/** A War at Sea game with `tacticalBattles` on, these ships at sea in `area` (damage as given), at the battle's step. */
export function atBattle(area: AreaId, ids: readonly string[], damage: Readonly<Record<string, number>> = {}, options = {}): WasState {
  const c = wasEngine.createGame({ seed: 5, options: { tacticalBattles: true, ...options } });
  if (!c.ok) throw new Error(c.error.message);
  const s = structuredClone(c.value);
  s.turn = 5;
  for (const x of s.ships) {
    const here = ids.includes(x.id);
    x.status = here ? 'active' : 'waiting';
    x.location = here ? { kind: 'sea', area } : { kind: 'offboard' };
    x.damage = damage[x.id] ?? 0;
  }
  s.uboats = { inPlay: 0, reserve: 0, areas: {} };
  s.step = { kind: 'place-air' };
  s.secret = {};
  let t = s;
  for (const side of ['allies', 'axis'] as const) {
    const r = wasEngine.apply(t, { type: 'place-air', side, target: null });
    if (!r.ok) throw new Error(r.error.message);
    t = r.value.state;
  }
  if (t.step.kind !== 'tactical-battle') throw new Error(`expected the tactical battle, step is ${t.step.kind}`);
  return t;
}

/** A Victory at Sea battle played to its end by two bots of this strength. */
export function fought(setup: VasSetup, strength: 'random' | 'easy' = 'easy', seed = 1): VasState {
  return foughtWithActions(setup, strength, seed).state;
}

/** The same, with every action (dice as `roll` actions), so that a record of it replays to the same end. */
export function foughtWithActions(setup: VasSetup, strength: 'random' | 'easy' = 'easy', seed = 1): { state: VasState; actions: VasAction[] } {
  const m = playVasMatch(setup, { allies: vasBot(strength, `${seed}:a`), axis: vasBot(strength, `${seed}:x`) });
  if (m.winners === null) throw new Error(m.error ?? 'the battle did not end');
  return { state: m.state, actions: m.actions };
}
