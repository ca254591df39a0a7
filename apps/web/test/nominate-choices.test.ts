/**
 * VAS-SPECIAL-SILENT-RUNNING in the nominate form (nominate-choices.ts): each ship is offered only the Special Actions
 * she may attempt; Rig for Silent Running! is not offered to a fleet without a submersible, and with it chosen a
 * surface ship's button carries the engine's reason.
 */
import { describe, expect, it } from 'vitest';
import { seedRng } from '@salvo/kernel';
import { createGame, vas, type VasAction, type VasSetup, type VasState } from '@salvo/vas';
import { nominateChoices } from '../src/vas/nominate-choices';

const setup = (withSub: boolean): VasSetup => ({
  seed: 3,
  fleets: [
    { id: 'allies', name: 'Allied escorts', ships: [{ id: 'tribal', name: 'HMS Cossack', class: 'Tribal', position: { x: 10, y: 20 }, heading: 90 }] },
    {
      id: 'axis', name: 'U-boat pack', ships: [
        ...(withSub ? [{ id: 'u2', name: 'U-99', class: 'Type-VII', position: { x: 50, y: 30 }, heading: 270 }] : []),
        { id: 'z1', name: 'Z1', class: 'Zerstörer 1936', position: { x: 62, y: 40 }, heading: 270 },
      ],
    },
  ],
});

/** The game at the Axis fleet's first nomination (the sampler plays everything else). */
function axisNominates(withSub: boolean): VasState {
  const g = createGame(setup(withSub));
  if (!g.ok) throw new Error(g.error.message);
  let s = g.value;
  const rng = seedRng('nominate-choices');
  for (let i = 0; i < 200; i++) {
    const p = vas.pending(s);
    if (p.kind === 'chance') { s = vas.rollChance(s).state; continue; }
    if (p.kind !== 'decision') break;
    if (p.decision === 'nominate-move' && p.player === 'axis') return s;
    const r = vas.apply(s, vas.sampleAction(s, rng));
    if (!r.ok) throw new Error(r.error.message);
    s = r.value.state;
  }
  throw new Error('the Axis fleet never came to nominate');
}

describe('nominate choices', () => {
  it('VAS-SPECIAL-SILENT-RUNNING: offered only with a submersible to take it; a surface ship may not, with the engine\'s reason', () => {
    const s = axisNominates(true);
    const legal = vas.legalActions(s) as VasAction[];
    const any = nominateChoices(s, legal, null);
    expect(any.specials).toContain('rig-for-silent-running');
    expect(any.specials).toContain('flank-speed');
    expect(any.ships.every((x) => x.why === null)).toBe(true);
    const silent = nominateChoices(s, legal, 'rig-for-silent-running');
    expect(silent.ships.find((x) => x.id === 'u2')?.why).toBeNull();
    expect(silent.ships.find((x) => x.id === 'z1')?.why).toMatch(/for submersibles only; Z1 is not one/);
  });

  it('VAS-SPECIAL-SILENT-RUNNING: a fleet of surface ships is never offered Rig for Silent Running!', () => {
    const s = axisNominates(false);
    const c = nominateChoices(s, vas.legalActions(s) as VasAction[], null);
    expect(c.specials).not.toContain('rig-for-silent-running');
    expect(c.specials).toEqual(['all-hands-on-deck', 'come-about', 'create-smoke', 'evasive', 'flank-speed']);
  });
});
