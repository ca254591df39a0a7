/**
 * The engine contract's "same setup + same actions = same state, byte for byte", PRNG included:
 * a game played live (dice from `rollChance`) and the same game replayed from its record (dice as
 * `roll` actions through the checked `apply`) end in identical serialized states, for both engines.
 */
import { describe, expect, it } from 'vitest';
import { makeRecord, replay, rollFor, seedRng, type Engine, type RngState } from '@salvo/kernel';
import { vas } from '@salvo/vas';
import { wasEngine } from '@salvo/was';
import { fourShipBattle } from '../../vas/test/fixtures';

function playLive<S, A extends { readonly type: string }, E, P extends string, V>(
  engine: Engine<unknown, S, A, E, P, V>, setup: unknown, seed: number, maxSteps: number,
): { state: S; actions: A[] } {
  const created = engine.createGame(setup);
  if (!created.ok) throw new Error(created.error.message);
  let state = created.value;
  const bot = seedRng(seed);
  const actions: A[] = [];
  for (let i = 0; i < maxSteps; i++) {
    const p = engine.pending(state);
    if (p.kind === 'over') break;
    if (p.kind === 'chance') {
      actions.push(engine.diceAction(rollFor([...(state as { rng: RngState }).rng] as RngState, p.request)));
      state = engine.rollChance(state).state;
    } else {
      const a = engine.sampleAction(state, bot);
      actions.push(a);
      state = engine.applyTrusted(state, a).state;
    }
  }
  return { state, actions };
}

describe('ENGINE-RECORD replay reproduces live play byte for byte', () => {
  it('Victory at Sea: a live game and its replayed record serialize identically, PRNG included', () => {
    for (const seed of [1, 2, 3]) {
      const setup = fourShipBattle(seed);
      const live = playLive(vas, setup, seed, 400);
      const replayed = replay(vas, makeRecord('vas', vas.descriptor.version, setup, live.actions));
      expect(replayed.ok).toBe(true);
      if (replayed.ok) expect(vas.serialize(replayed.value.state)).toBe(vas.serialize(live.state));
    }
  });

  it('War at Sea: a live game and its replayed record serialize identically, PRNG included', () => {
    for (const seed of [1, 2]) {
      const setup = { seed };
      const live = playLive(wasEngine, setup, seed, 3000);
      const replayed = replay(wasEngine, makeRecord('war-at-sea', 1, setup, live.actions));
      expect(replayed.ok).toBe(true);
      if (replayed.ok) expect(wasEngine.serialize(replayed.value.state)).toBe(wasEngine.serialize(live.state));
    }
  });
});
