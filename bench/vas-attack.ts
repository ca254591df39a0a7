/**
 * (ii) of `npm run bench`: whole ship attacks through the engine's fast attack path
 * (`resolveAttackFast`: the same stage functions as the chance-step path, logging off).
 * One attack = HMS Warspite's four 15 in turrets (8 AD, 3 DD, AP) at a cruiser 15" away on her
 * beam, all damage and criticals resolved; the cruiser is restored in place between attacks.
 */
import { seedRng } from '@salvo/kernel';
import { resolveAttackFast } from '../packages/vas/src/attack/fast';
import { allTurretsAt, duel } from '../packages/vas/src/attack/test-support';
import type { ShipState } from '../packages/vas/src/types';
import type { BenchResult } from './raw';

function restore(target: ShipState, attacker: ShipState): void {
  target.damage = target.roster.damage[0];
  target.crew = target.roster.crew[0];
  target.crippled = false;
  target.skeleton = false;
  target.abandoned = false;
  target.destroyed = false;
  target.fires = 0;
  if (target.criticals.length > 0) target.criticals.length = 0;
  if (target.lostTraits.length > 0) target.lostTraits.length = 0;
  for (const w of target.weapons) {
    w.destroyed = false;
    w.adLost = 0;
  }
  attacker.attackedThisTurn = false;
  for (const w of attacker.weapons) w.lastFiredTurn = null;
}

export function benchEngineAttacks(ms: number, seed = 0x2545f491): BenchResult & { attacksPerSecond: number } {
  const state = duel(15);
  const attacker = state.ships.warspite;
  const target = state.ships.target;
  if (!attacker || !target) throw new Error('bench duel is missing a ship');
  const fire = allTurretsAt(attacker.roster, 'target');
  const rng = seedRng(seed);
  const batch = 10_000;
  let count = 0;
  let checksum = 0;
  const start = performance.now();
  const deadline = start + ms;
  do {
    for (let b = 0; b < batch; b++) {
      resolveAttackFast(state, 'warspite', fire, rng);
      checksum += target.damage;
      restore(target, attacker);
    }
    count += batch;
  } while (performance.now() < deadline);
  const seconds = (performance.now() - start) / 1000;
  const perSecond = count / seconds;
  return { count, seconds, perSecond, attacksPerSecond: perSecond, checksum };
}
