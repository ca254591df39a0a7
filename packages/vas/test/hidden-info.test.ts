/**
 * VAS-SUB-HIDDEN-INFO over seeded games: twins of a battle that differ only in the square a U-boat hides
 * in are played with the same actions and dice. While the boat is hidden, every view of the other side
 * (and of a spectator), every pending prompt and dice label, and every event is identical between the
 * twins, and every action accepted in one is accepted in the other. The walk of a pair stops when the
 * boat is revealed or a Long-Ranged Detection roll of 6 is made (the rule then makes the square known).
 * SALVO_HIDDEN_WALKS sets the number of games (default 24).
 */
import { describe, expect, it } from 'vitest';
import { seedRng, type RngState } from '@salvo/kernel';
import { vas, type VasState } from '../src';
import { ALLIES, submarineBattle } from '../src/submarines/test-setups';

const GAMES = Number(process.env.SALVO_HIDDEN_WALKS ?? 24);
const MAX_STEPS = 600;

function walk(seed: number): { steps: number; problems: string[] } {
  const mk = (col: number, row: number): VasState => {
    const r = vas.createGame(submarineBattle(seed, { col, row }));
    if (!r.ok) throw new Error(r.error.problems[0]?.message);
    return r.value;
  };
  let a = mk(1, 0);
  let b = mk(2, 1);
  const rng: RngState = seedRng(seed * 7919);
  const problems: string[] = [];
  let steps = 0;
  for (; steps < MAX_STEPS && problems.length === 0; steps++) {
    if (!a.ships.u1?.hidden || a.naval.mustReveal.length > 0) break;
    for (const viewer of [ALLIES, 'spectator']) {
      if (JSON.stringify(vas.observe(a, viewer)) !== JSON.stringify(vas.observe(b, viewer))) problems.push(`step ${steps}: the view of ${viewer} differs`);
    }
    const pa = vas.pending(a);
    if (JSON.stringify(pa) !== JSON.stringify(vas.pending(b))) problems.push(`step ${steps}: pending differs`);
    if (pa.kind === 'over') break;
    const action = vas.sampleAction(a, rng);
    if (action.type === 'reveal' && action.ships.some((p) => p.ship === 'u1')) break;
    const ra = vas.apply(a, action);
    const rb = vas.apply(b, action);
    if (!ra.ok || !rb.ok) {
      if (ra.ok !== rb.ok) problems.push(`step ${steps}: ${JSON.stringify(action)} accepted in one twin only`);
      break;
    }
    if (JSON.stringify(ra.value.events) !== JSON.stringify(rb.value.events)) {
      if (pa.kind === 'chance' && pa.request.purpose === 'long-ranged-detection' && action.type === 'roll' && action.values[0] === 6) break;
      problems.push(`step ${steps}: events differ: ${JSON.stringify(ra.value.events)} / ${JSON.stringify(rb.value.events)}`);
    }
    a = ra.value.state;
    b = rb.value.state;
  }
  return { steps, problems };
}

describe('hidden submersibles over seeded games', () => {
  it(`VAS-SUB-HIDDEN-INFO: ${GAMES} games: twins differing only in a hidden boat's square look the same to the other side until it is revealed`, () => {
    let total = 0;
    for (let seed = 1; seed <= GAMES; seed++) {
      const r = walk(seed);
      expect(r.problems, `seed ${seed}`).toEqual([]);
      total += r.steps;
    }
    expect(total).toBeGreaterThan(GAMES * 10);
  }, 120_000);
});
