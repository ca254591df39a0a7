/**
 * Exact attack odds timing (issue 11): `attackOdds` for one weapon (Warspite's A turret at a
 * cruiser 15" on her beam) and for a battleship's whole broadside (every weapon of Warspite that
 * bears, four 15 in turrets and her secondaries, at a battleship with Warspite's roster, the
 * largest Damage and Crew scores and so the widest distributions). CPU milliseconds per call,
 * median of batches of 10; targets: under 1 ms and under 10 ms.
 */
import { attackOdds } from '../packages/vas/src/attack/odds';
import { WARSPITE, duel } from '../packages/vas/src/attack/test-support';
import type { FireNomination, VasState } from '../packages/vas/src/types';

export interface OddsTiming {
  readonly singleMs: number;
  readonly broadsideMs: number;
  readonly broadsideWeapons: number;
}

/** CPU milliseconds per call (the machine is shared: wall time would count other processes). */
function msPerCall(state: VasState, fire: readonly FireNomination[], ms: number): number {
  const times: number[] = [];
  const end = performance.now() + ms;
  while (performance.now() < end) {
    const t0 = process.cpuUsage();
    for (let i = 0; i < 10; i++) if (!attackOdds(state, 'warspite', fire).ok) throw new Error('bench: odds refused');
    const t = process.cpuUsage(t0);
    times.push((t.user + t.system) / 1000 / 10);
  }
  times.sort((a, b) => a - b);
  return times[times.length >> 1] ?? 0;
}

export function benchOdds(ms = 1000): OddsTiming {
  const single = duel(15);
  const big = duel(9, WARSPITE);
  const roster = WARSPITE.weapons;
  const broadside = roster.flatMap((w, i) => (w.kind === 'main' || w.kind === 'secondary' ? [{ weapon: i, target: 'target' }] : []));
  msPerCall(big, broadside, ms / 4); // warm-up
  return {
    singleMs: msPerCall(single, [{ weapon: 0, target: 'target' }], ms / 2),
    broadsideMs: msPerCall(big, broadside, ms),
    broadsideWeapons: broadside.length,
  };
}

if (process.argv[1]?.endsWith('odds.ts')) {
  const r = benchOdds();
  process.stdout.write(`exact odds: one weapon ${r.singleMs.toFixed(3)} ms, broadside of ${r.broadsideWeapons} weapons ${r.broadsideMs.toFixed(3)} ms\n`);
}
