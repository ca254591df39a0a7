import { describe, expect, it } from 'vitest';
import { vas } from '../index';
import { GERMAN, TEST_CRUISER, shipSetup } from '../../test/fixtures';

const setupWith = (extra: Record<string, unknown>): unknown => ({
  seed: 1,
  fleets: [
    { id: 'british', ships: [{ id: 'warspite', class: 'Queen Elizabeth', position: { x: 12, y: 24 }, heading: 90, ...extra }] },
    { id: GERMAN, ships: [shipSetup('hipper', 'Hipper', TEST_CRUISER, 60, 24, 270)] },
  ],
});

describe('carried condition', () => {
  it('VAS-SETUP-CARRIED: Damage and Crew carried in start the ship with those points; at a threshold it starts Crippled or Skeleton', () => {
    const r = vas.createGame(setupWith({ damage: 20, crew: 30 }));
    if (!r.ok) throw new Error(r.error.message);
    const w = r.value.ships.warspite;
    expect(w?.damage).toBe(20);
    expect(w?.crew).toBe(30);
    expect(w?.crippled).toBe(false);
    const low = vas.createGame(setupWith({ damage: w?.roster.damage[1], crew: w?.roster.crew[1] }));
    if (!low.ok) throw new Error(low.error.message);
    expect(low.value.ships.warspite?.crippled).toBe(true);
    expect(low.value.ships.warspite?.skeleton).toBe(true);
  });

  it('VAS-SETUP-CARRIED: carried points outside 1..the roster total are refused with a path', () => {
    const r = vas.createGame(setupWith({ damage: 0, crew: 999 }));
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.problems.map((p) => p.path)).toEqual(expect.arrayContaining(['fleets[0].ships[0].damage', 'fleets[0].ships[0].crew']));
  });
});

describe('campaign check bonuses', () => {
  it('VAS-SETUP-CHECK-BONUS: +1 to Damage Control and to Come About! checks for the ship that has them; the state round-trips; bad values are refused', async () => {
    const { dcNeeded } = await import('../end-phase/damage-control');
    const { applyNominateMove } = await import('../special-actions/nominate');
    const plain = vas.createGame(setupWith({}));
    const bonus = vas.createGame(setupWith({ checkBonus: { damageControl: 1, comeAbout: 1 } }));
    if (!plain.ok || !bonus.ok) throw new Error('setup');
    const [p, b] = [plain.value.ships.warspite!, bonus.value.ships.warspite!];
    expect(b.checkBonus).toEqual({ damageControl: 1, comeAbout: 1 });
    expect(dcNeeded(b)).toBe(dcNeeded(p) - 1);
    const needed = (st: typeof plain.value): number => {
      const draft = structuredClone(st);
      applyNominateMove(draft, 'warspite', 'come-about');
      return draft.resolution?.kind === 'special-check' ? draft.resolution.needed : NaN;
    };
    expect(needed(bonus.value)).toBe(needed(plain.value) - 1);
    const round = vas.parse(vas.serialize(bonus.value));
    expect(round.ok && round.value.ships.warspite?.checkBonus).toEqual({ damageControl: 1, comeAbout: 1 });
    const bad = vas.createGame(setupWith({ checkBonus: { damageControl: 2 } }));
    expect(bad.ok).toBe(false);
  });
});
