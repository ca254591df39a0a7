/**
 * (ii) of `npm run bench`: attacks through the engine's fast attack path (`resolveAttackFast`: the
 * same stage functions and damage code as the chance-step path, logging off).
 *
 * The duel: HMS Warspite's four 15 in turrets (2 AD, 3 DD, AP each) at a cruiser 15" away on her
 * beam (Target 5+, Armour 4+, Damage 14/5), every hit, critical and crippling roll resolved; the
 * cruiser is restored in place between attacks. One call fires four weapons, so
 * - `shipAttacksPerSecond` counts calls (a whole ship's attack),
 * - `perSecond` / `attacksPerSecond` count WEAPON attacks (4 per call): one weapon's dice at one target,
 *   the unit of the raw baseline (bench/raw.ts), which plays this same duel with the same dice.
 * `dicePerShipAttack` (measured untimed through the chance-step path) shows the work per call.
 */
import { rollFor, seedRng, type RngState } from '@salvo/kernel';
import { resolveAttackFast } from '../packages/vas/src/attack/fast';
import { attackChance, continueAttack, startAttack } from '../packages/vas/src/attack/resolve';
import { allTurretsAt, duel } from '../packages/vas/src/attack/test-support';
import type { FireNomination, ShipState, VasState } from '../packages/vas/src/types';
import { WEAPONS_PER_ATTACK, type BenchResult } from './raw';

function restore(target: ShipState, attacker: ShipState): void {
  target.damage = target.roster.damage[0];
  target.crew = target.roster.crew[0];
  target.crippled = false;
  target.skeleton = false;
  target.abandoned = false;
  target.destroyed = false;
  target.fires = 0;
  // pop, not `length = 0`: truncating reallocates the backing store on every attack
  while (target.criticals.length > 0) target.criticals.pop();
  while (target.lostTraits.length > 0) target.lostTraits.pop();
  for (const w of target.weapons) {
    w.destroyed = false;
    w.adLost = 0;
  }
  attacker.attackedThisTurn = false;
  for (const w of attacker.weapons) w.lastFiredTurn = null;
}

/** Average dice rolled by one ship attack of the duel, through the chance-step path (untimed). */
export function dicePerShipAttack(samples = 2000): number {
  const rng = seedRng(7);
  let dice = 0;
  for (let i = 0; i < samples; i++) {
    const state = duel(15);
    const roster = state.ships.warspite?.roster;
    if (!roster) continue;
    startAttack(state, 'warspite', allTurretsAt(roster, 'target'));
    while (state.resolution !== null) {
      const req = attackChance(state);
      dice += req.dice;
      continueAttack(state, rollFor(rng, req));
    }
  }
  return dice / samples;
}

/** The checksum term of one ship attack, as bench/raw.ts's `rawDuel` computes it. */
const result = (target: ShipState): number => target.damage + 100 * target.criticals.length + 1000 * (target.crippled ? 1 : 0);

export interface AttackBenchResult extends BenchResult {
  readonly attacksPerSecond: number;
  readonly shipAttacksPerSecond: number;
}

/** The duel both attack cases fire in: Warspite's four turrets at the target 15" off, and the dice's PRNG. */
function benchDuel(seed: number): { state: VasState; attacker: ShipState; target: ShipState; fire: FireNomination[]; rng: RngState } {
  const state = duel(15);
  const attacker = state.ships.warspite;
  const target = state.ships.target;
  if (!attacker || !target) throw new Error('bench duel is missing a ship');
  return { state, attacker, target, fire: allTurretsAt(attacker.roster, 'target'), rng: seedRng(seed) };
}

export function benchEngineAttacks(ms: number, seed = 0x2545f491): AttackBenchResult {
  const { state, attacker, target, fire, rng } = benchDuel(seed);
  const batch = 10_000;
  let calls = 0;
  let checksum = 0;
  const start = performance.now();
  const deadline = start + ms;
  do {
    for (let b = 0; b < batch; b++) {
      resolveAttackFast(state, 'warspite', fire, rng);
      checksum += result(target);
      restore(target, attacker);
    }
    calls += batch;
  } while (performance.now() < deadline);
  const seconds = (performance.now() - start) / 1000;
  const count = calls * WEAPONS_PER_ATTACK;
  return { count, seconds, perSecond: count / seconds, attacksPerSecond: count / seconds, shipAttacksPerSecond: calls / seconds, checksum };
}

/** `calls` ship attacks of the duel, untimed: the damage checksum and the final PRNG state (bench/fingerprint.ts). */
export function fixedEngineAttacks(calls: number, seed = 0x2545f491): { checksum: number; rng: readonly number[] } {
  const { state, attacker, target, fire, rng } = benchDuel(seed);
  let checksum = 0;
  for (let i = 0; i < calls; i++) {
    resolveAttackFast(state, 'warspite', fire, rng);
    checksum += result(target);
    restore(target, attacker);
  }
  return { checksum, rng: [...rng] };
}
