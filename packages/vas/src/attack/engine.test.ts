/** The attack module through the public engine (`vas.apply` / `pending`), with the shared fixtures. */
import { describe, expect, it } from 'vitest';
import { vas, type VasState } from '../index';
import { BRITISH, GERMAN, TEST_CRUISER, play, scripted, shipSetup, start, winInitiative } from '../../test/fixtures';

/** Warspite and the cruiser 15" apart, both heading north (beam to beam), at Warspite's attack nomination. */
function atAttack(): VasState {
  let s = start({
    seed: 1,
    fleets: [
      { id: BRITISH, ships: [{ id: 'warspite', name: 'HMS Warspite', class: 'Queen Elizabeth', position: { x: 12, y: 20 }, heading: 0 }] },
      { id: GERMAN, ships: [shipSetup('hipper', 'Admiral Hipper', TEST_CRUISER, 27, 20, 0)] },
    ],
  });
  s = scripted(s, winInitiative(s, BRITISH)).state;
  s = play(s, [{ type: 'take-first', fleet: BRITISH, first: true }]).state;
  for (const ship of ['warspite', 'hipper']) {
    s = play(s, [{ type: 'nominate-move', ship }, { type: 'move', ship, legs: [{ forward: 1 }] }]).state;
  }
  const p = vas.pending(s);
  if (p.kind !== 'decision' || p.decision !== 'attack' || p.player !== BRITISH) throw new Error(`not at Warspite's attack: ${JSON.stringify(p)}`);
  return s;
}

describe('attacks through the engine', () => {
  it('VAS-ATTACK-SEQUENCE: an attack action leaves chance steps with table labels; the dice resolve it and play moves on', () => {
    const s = atAttack();
    const fired = play(s, [{ type: 'attack', ship: 'warspite', fire: [{ weapon: 0, target: 'hipper' }, { weapon: 1, target: 'hipper' }] }]).state;
    const p = vas.pending(fired);
    expect(p.kind === 'chance' && p.request.label).toBe("Roll 2d6 attack dice: HMS Warspite's A Turret at Admiral Hipper, 4+ to hit");
    // A: 4, 5 hit; B: 1, 3 miss; 6 damage dice at 3+ (AP vs Armour 4+): 3 3 3 2 2 1 -> 3 damage
    const done = scripted(fired, [4, 5, 1, 3, 3, 3, 3, 2, 2, 1]);
    expect(done.unused).toEqual([]);
    expect(done.state.ships.hipper?.damage).toBe(14 - 3);
    expect(done.state.resolution).toBeNull();
    const next = vas.pending(done.state);
    expect(next.kind === 'decision' && next.player).toBe(GERMAN);
  });

  it('VAS-ATTACK-SPLIT: an illegal nomination is refused by the engine with its code and the state unchanged', () => {
    const s = atAttack();
    const before = JSON.stringify(s);
    const r = vas.apply(s, { type: 'attack', ship: 'warspite', fire: [{ weapon: 0, target: 'hipper', dice: 1 }] });
    expect(r.ok ? null : r.error.code).toBe('ERR_CANNOT_SPLIT');
    expect(JSON.stringify(s)).toBe(before);
  });

  it('VAS-ATTACK-BOTS: the engine offers the candidate nomination sets as legal attack actions', () => {
    const s = atAttack();
    const attacks = vas.legalActions(s).filter((a) => a.type === 'attack');
    expect(attacks.some((a) => a.type === 'attack' && a.fire.length === 0)).toBe(true);
    expect(attacks.some((a) => a.type === 'attack' && a.fire.length === 4)).toBe(true); // four turrets (the 14" secondary is out of range)
    for (const a of attacks) expect(vas.apply(s, a).ok).toBe(true);
  });
});
