import { allShipClasses, NATIONS } from '@salvo/data';
import { seedRng } from '@salvo/kernel';
import { vas } from '@salvo/vas';
import { describe, expect, it } from 'vitest';

/** Every class of a nation in line on the left, the Queen Elizabeth on the right; the engine plays it out. */
function battle(nation: string, seed: number) {
  const ships = allShipClasses().filter((s) => s.nation === nation);
  return {
    seed,
    fleets: [
      { id: 'a', name: nation, ships: ships.map((s, i) => ({ id: `a${i}`, name: `${s.class} ${i}`, class: s.class, position: { x: 4 + Math.floor(i / 11) * 8, y: 2 + (i % 11) * 4.4 }, heading: 90 })) },
      { id: 'b', name: 'Royal Navy', ships: [{ id: 'b0', name: 'HMS Warspite', class: 'Queen Elizabeth', position: { x: 40, y: 24 }, heading: 270 }] },
    ],
  };
}

describe('generated rosters in the Victory at Sea engine', () => {
  it.each([...NATIONS])('DATA-ROSTER-PLAYABLE: every %s class is accepted by the engine and fights a battle without error', (nation) => {
    const created = vas.createGame(battle(nation, 7));
    if (!created.ok) throw new Error(created.error.problems.map((p) => `${p.path ?? ''}: ${p.message}`).join('; '));
    let state = created.value;
    const rng = seedRng(11);
    for (let step = 0; step < 400; step += 1) {
      const p = vas.pending(state);
      if (p.kind === 'over') break;
      if (p.kind === 'chance') { state = vas.rollChance(state).state; continue; }
      const r = vas.apply(state, vas.sampleAction(state, rng));
      expect(r.ok).toBe(true);
      if (!r.ok) break;
      state = r.value.state;
    }
  });
});
