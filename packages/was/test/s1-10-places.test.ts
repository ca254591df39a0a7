/**
 * Where ships may be, checked after every action of seeded random whole games (H3 audit): every
 * arrival in a port is an open port the ship may use, every ship at sea is in an area its nation
 * may enter, and U-boat placement never exceeds the U-boats in play.
 */
import { describe, expect, it } from 'vitest';
import { seedRng } from '@salvo/kernel';
import { friendlyPort } from '../src/board';
import { areaAllowed, portAllowed } from '../src/routes';
import type { ShipState, WasState } from '../src/types';
import { E } from './helpers';

const SEEDS = [3, 17, 29, 101, 4242, 90001];

/** Problems with where the ships of `s` are, given where they were in `before`. */
function misplaced(before: WasState, s: WasState): string[] {
  const out: string[] = [];
  const prev = new Map<string, ShipState>(before.ships.map((x) => [x.id, x]));
  for (const x of s.ships) {
    if (x.status !== 'active') continue;
    const loc = x.location;
    const was = prev.get(x.id)?.location;
    if (loc.kind === 'port') {
      const arrived = !was || was.kind !== 'port' || was.port !== loc.port;
      // Returns happen at the end of the turn before; reinforcements and releases at the start of this one.
      const when = was?.kind === 'offboard' ? s.turn : before.turn;
      if (arrived && !friendlyPort(loc.port, x.side, when)) out.push(`T${s.turn} ${x.id} entered ${loc.port}, closed to it (6.7, 2.4, 2.5)`);
      if (!portAllowed(x, loc.port)) out.push(`T${s.turn} ${x.id} in ${loc.port}, not for its nation (15.1-15.6)`);
      if (x.type === 'convoy' && loc.port !== 'usa') out.push(`T${s.turn} convoy ${x.id} in port ${loc.port} (14.2)`);
    }
    if ((loc.kind === 'sea' || loc.kind === 'returning') && !areaAllowed(x, loc.area)) {
      out.push(`T${s.turn} ${x.id} in ${loc.area} (6.6, 15.1, 15.4, 15.5)`);
    }
  }
  const placed = Object.values(s.uboats.areas).reduce((n, v) => n + (v ?? 0), 0);
  if (placed > s.uboats.inPlay || s.uboats.inPlay > 7) out.push(`T${s.turn} U-boats ${placed} placed of ${s.uboats.inPlay} (8.1, 6.5)`);
  return out;
}

describe('places over whole games', () => {
  it('WAS-6.7 WAS-6.6 WAS-15.4 WAS-15.5: in random whole games no ship enters a closed port or a forbidden area', () => {
    const problems: string[] = [];
    for (const seed of SEEDS) {
      const g = E.createGame({ seed });
      if (!g.ok) throw new Error(g.error.message);
      let s = g.value;
      const rng = seedRng(seed);
      for (let n = 0; E.pending(s).kind !== 'over' && n < E.descriptor.maxActions; n++) {
        const next = E.pending(s).kind === 'chance' ? E.rollChance(s).state : applied(s, E.sampleAction(s, rng));
        problems.push(...misplaced(s, next));
        s = next;
      }
      expect(E.pending(s).kind).toBe('over');
    }
    expect(problems).toEqual([]);
  });
});

function applied(s: WasState, a: ReturnType<typeof E.sampleAction>): WasState {
  const r = E.apply(s, a);
  if (!r.ok) throw new Error(`sampled action refused: ${r.error.code} ${r.error.message}`);
  return r.value.state;
}
