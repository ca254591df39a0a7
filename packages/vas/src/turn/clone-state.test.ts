import { describe, expect, it } from 'vitest';
import { seedRng } from '@salvo/kernel';
import { vas } from '../game';
import type { VasState } from '../types';
import { fourShipBattle } from '../../test/fixtures';
import { cloneState } from './clone-state';

/**
 * Every object or array reachable in `a` that is the same object in `b`, except under a `roster` or a
 * flight's `profile` key, a ship's `weapons` (copy on write, turn/own-weapons.ts) and `lostTraits`
 * (a new list when a trait is lost), and a `position`
 * (never changed in place).
 */
function shared(a: unknown, b: unknown, path: string, out: string[]): void {
  if (typeof a !== 'object' || a === null || typeof b !== 'object' || b === null) return;
  if (a === b) {
    out.push(path);
    return;
  }
  for (const key of Object.keys(a)) {
    if (!SHARED_KEYS.has(key)) shared((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key], `${path}.${key}`, out);
  }
}

const SHARED_KEYS = new Set(['roster', 'profile', 'weapons', 'lostTraits', 'position']);

/** States met in random playouts: criticals, smoke, attacks and the End Phase in progress. */
function playoutStates(seeds: number): VasState[] {
  const out: VasState[] = [];
  for (let seed = 1; seed <= seeds; seed++) {
    const created = vas.createGame(fourShipBattle(seed));
    if (!created.ok) throw new Error(created.error.message);
    let state = created.value;
    const rng = seedRng(seed);
    while (vas.pending(state).kind !== 'over') {
      out.push(state);
      state = vas.pending(state).kind === 'chance' ? vas.rollChance(state).state : vas.applyTrusted(state, vas.sampleAction(state, rng)).state;
    }
    out.push(state);
  }
  return out;
}

/** A state with an attack in progress holding the two tasks that carry arrays (rare in playouts). */
function withArrayTasks(s: VasState): VasState {
  const attacker = s.shipOrder[0] ?? '';
  const target = s.shipOrder[s.shipOrder.length - 1] ?? '';
  const tasks = [{ t: 'fire-control', weapons: [0, 1] }, { t: 'crit-follow', target, location: 'weapons', effectDie: 6, extras: [3] }];
  return { ...s, resolution: { kind: 'attack', data: { attacker, shots: [], tasks } } };
}

const SEEDS = 12;

/** A state whose first ship carries a critical with effect data (a destroyed turret), rare in 12 playouts. */
function withCritData(s: VasState): VasState {
  const id = s.shipOrder[0] ?? '';
  const ship = s.ships[id];
  if (!ship) return s;
  const crit = { id: s.nextCriticalId, location: 'weapons' as const, effect: 'turret-destroyed', turn: s.turn, repairable: false, repaired: false, data: { weapon: 0 } };
  return { ...s, nextCriticalId: s.nextCriticalId + 1, ships: { ...s.ships, [id]: { ...ship, criticals: [...ship.criticals, crit] } } };
}

describe('cloneState (the one clone per action)', () => {
  const played = playoutStates(SEEDS);
  const states = [...played, withArrayTasks(played[0] as VasState), withCritData(played[0] as VasState)];

  it('copies every state of random playouts exactly: same data, same key order, rosters shared', () => {
    for (const s of states) {
      const c = cloneState(s);
      expect(JSON.stringify(c)).toBe(JSON.stringify(s));
      for (const id of s.shipOrder) expect(c.ships[id]?.roster).toBe(s.ships[id]?.roster);
    }
  });

  it('shares no object or array but the rosters, aircraft profiles, ship weapons and positions, so a rules module may mutate the rest of the draft', () => {
    const seen = { criticals: 0, critData: 0, special: 0, smoke: 0, resolution: 0, endPhase: 0, activation: 0, fireControl: 0, critFollow: 0 };
    for (const s of states) {
      const paths: string[] = [];
      shared(cloneState(s), s, 'state', paths);
      expect(paths).toEqual([]);
      const ships = Object.values(s.ships);
      if (ships.some((x) => x.criticals.length > 0)) seen.criticals++;
      if (ships.some((x) => x.criticals.some((c) => c.data !== undefined))) seen.critData++;
      if (ships.some((x) => x.special !== null)) seen.special++;
      if (s.smoke.length > 0) seen.smoke++;
      if (s.resolution !== null) seen.resolution++;
      if (s.endPhase !== null) seen.endPhase++;
      const tasks = s.resolution?.kind === 'attack' ? JSON.stringify(s.resolution.data) : '';
      if (tasks.includes('"t":"fire-control"')) seen.fireControl++;
      if (tasks.includes('"t":"crit-follow"')) seen.critFollow++;
      if (s.activation !== null) seen.activation++;
    }
    // the playouts reach every nested part of the state, so the check above covers them all
    for (const [k, n] of Object.entries(seen)) expect([k, n > 0]).toEqual([k, true]);
  });

  it('leaves every earlier state as it was: what the copies share (weapons, positions) is never changed in place', () => {
    let fired = 0;
    let lost = 0;
    for (let seed = 1; seed <= SEEDS; seed++) {
      const created = vas.createGame(fourShipBattle(seed));
      if (!created.ok) throw new Error(created.error.message);
      let state = created.value;
      const rng = seedRng(seed);
      const made: [VasState, string][] = [[state, vas.serialize(state)]];
      while (vas.pending(state).kind !== 'over') {
        state = vas.pending(state).kind === 'chance' ? vas.rollChance(state).state : vas.applyTrusted(state, vas.sampleAction(state, rng)).state;
        made.push([state, vas.serialize(state)]);
      }
      for (const [s, text] of made) expect(vas.serialize(s)).toBe(text);
      fired += made.filter(([s]) => Object.values(s.ships).some((x) => x.weapons.some((w) => w.lastFiredTurn !== null || w.destroyed))).length;
      lost += made.filter(([s]) => Object.values(s.ships).some((x) => x.lostTraits.length > 0)).length;
    }
    // weapons fired and traits lost in these games: the copy on write was exercised
    expect(fired).toBeGreaterThan(0);
    expect(lost).toBeGreaterThan(0);
  });
});
