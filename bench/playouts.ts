/**
 * Whole random-playout battles through the public `vas` engine only: the bot draws every decision
 * with `sampleAction` (its own PRNG), `rollChance` answers every chance step, `applyTrusted` applies.
 * This is the Monte-Carlo path: no validation, no rendering, no record.
 */
import { seedRng } from '@salvo/kernel';
import { vas, type VasSetup } from '@salvo/vas';
import { fourShipBattle } from '../packages/vas/test/fixtures';
import type { BenchResult } from './raw';

/** The battle the playout benchmark plays: the standard two-against-two fixture, reseeded per game. */
export function benchSetup(seed: number): VasSetup {
  return fourShipBattle(seed);
}

export interface PlayoutStats {
  readonly actions: number;
  /** Attack actions with at least one fire nomination. */
  readonly attacks: number;
}

/** Plays one battle to its end; throws if it does not end within the engine's action bound. */
export function playout(setup: VasSetup, botSeed: number): PlayoutStats {
  const created = vas.createGame(setup);
  if (!created.ok) throw new Error(`playout setup rejected: ${created.error.message}`);
  let state = created.value;
  const rng = seedRng(botSeed);
  let actions = 0;
  let attacks = 0;
  for (;;) {
    const p = vas.pending(state);
    if (p.kind === 'over') return { actions, attacks };
    if (++actions > vas.descriptor.maxActions) throw new Error(`playout ${botSeed} passed ${vas.descriptor.maxActions} actions`);
    if (p.kind === 'chance') {
      state = vas.rollChance(state).state;
      continue;
    }
    const a = vas.sampleAction(state, rng);
    if (a.type === 'attack' && a.fire.length > 0) attacks++;
    state = vas.applyTrusted(state, a).state;
  }
}

/** Battles until `ms` have passed; seeds 1, 2, 3 ... for both the dice and the bots. */
export function benchPlayouts(ms: number, makeSetup: (seed: number) => VasSetup): BenchResult & PlayoutStats {
  let count = 0;
  let actions = 0;
  let attacks = 0;
  const start = performance.now();
  do {
    count++;
    const r = playout(makeSetup(count), count);
    actions += r.actions;
    attacks += r.attacks;
  } while (performance.now() - start < ms);
  const seconds = (performance.now() - start) / 1000;
  return { count, seconds, perSecond: count / seconds, checksum: actions, actions, attacks };
}
