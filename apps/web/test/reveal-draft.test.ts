/**
 * VAS-SUB-REVEAL in the reveal form (reveal-draft.ts): a hidden boat may be placed anywhere inside her square, at the
 * heading the player types, surfaced or submerged; not only at the square's centre.
 */
import { describe, expect, it } from 'vitest';
import { seedRng } from '@salvo/kernel';
import { checkAction, createGame, vas, type VasSetup, type VasState } from '@salvo/vas';
import { draftProblem, firstDrafts, revealAction, revealRows } from '../src/vas/reveal-draft';

const setup: VasSetup = {
  seed: 1,
  fleets: [
    { id: 'allies', name: 'Allied escorts', ships: [{ id: 'tribal', name: 'HMS Cossack', class: 'Tribal', position: { x: 10, y: 20 }, heading: 90 }] },
    { id: 'axis', name: 'U-boat pack', ships: [{ id: 'u1', name: 'U-47', class: 'Type-VII', hiddenSquare: { col: 1, row: 0 }, heading: 0 }, { id: 'z1', name: 'Z1', class: 'Zerstörer 1936', position: { x: 62, y: 40 }, heading: 270 }] },
  ],
};

function atReveal(): VasState {
  const g = createGame(setup);
  if (!g.ok) throw new Error(g.error.message);
  let s = g.value;
  const rng = seedRng('reveal-draft');
  for (let i = 0; i < 100; i++) {
    const p = vas.pending(s);
    if (p.kind === 'chance') { s = vas.rollChance(s).state; continue; }
    if (p.kind !== 'decision') break;
    if (p.decision === 'reveal') return s;
    const r = vas.apply(s, vas.sampleAction(s, rng));
    if (!r.ok) throw new Error(r.error.message);
    s = r.value.state;
  }
  throw new Error('no reveal decision');
}

describe('reveal form', () => {
  it('VAS-SUB-REVEAL: the boat goes anywhere in her square at the typed heading, submerged or not; outside the square the engine\'s sentence comes back', () => {
    const s = atReveal();
    const rows = revealRows(s, 'axis', vas.legalActions(s));
    expect(rows.map((r) => [r.id, r.square, r.bounds, r.forced])).toEqual([['u1', 'square B1', { x0: 24, x1: 48, y0: 0, y1: 24 }, false]]);
    const drafts = firstDrafts(rows);
    // kept hidden until ticked
    expect(revealAction('axis', rows, drafts)).toEqual({ type: 'reveal', fleet: 'axis', ships: [] });
    const corner = { ...drafts, u1: { reveal: true, x: '47', y: '1.5', heading: '135', submerged: true } };
    const a = revealAction('axis', rows, corner);
    expect(checkAction(s, a).ok).toBe(true);
    const r = vas.apply(s, a);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.state.ships.u1).toMatchObject({ hidden: false, submerged: true, position: { x: 47, y: 1.5 }, heading: 135 });
    const outside = checkAction(s, revealAction('axis', rows, { u1: { reveal: true, x: '50', y: '1', heading: '0', submerged: false } }));
    expect(outside.ok ? '' : outside.error.message).toMatch(/inside the square she was recorded in/);
    expect(draftProblem(rows, { u1: { reveal: true, x: '', y: '1', heading: '0', submerged: false } })).toMatch(/U-47's x, y and heading/);
  });
});
