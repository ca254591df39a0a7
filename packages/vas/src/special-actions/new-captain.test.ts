import { describe, expect, it } from 'vitest';
import { vas } from '../index';
import { play, scripted, start, toMovement, twoFleets, winInitiative } from '../../test/fixtures';
import type { VasState } from '../types';
import { succeeded } from './succeeded';

/** Two fleets; Warspite has a New Captain; her fleet has won the initiative and is to nominate. */
function ready(newCaptain: boolean): VasState {
  const s = twoFleets(1);
  const setup = { ...s, fleets: s.fleets.map((f, i) => (i === 0 ? { ...f, ships: f.ships.map((x) => ({ ...x, ...(newCaptain ? { newCaptain: true } : {}) })) } : f)) };
  const st = start(setup);
  return toMovement(st, winInitiative(st, 'british')).state;
}

describe('New Captain', () => {
  it('VAS-NEW-CAPTAIN: a ship with a New Captain attempts two different Special Actions in one turn, both count; then never again that battle', () => {
    const st = ready(true);
    expect(vas.legalActions(st)).toContainEqual({ type: 'nominate-move', ship: 'warspite', special: 'flank-speed', second: 'come-about' });
    const nominated = play(st, [{ type: 'nominate-move', ship: 'warspite', special: 'flank-speed', second: 'come-about' }]);
    expect(nominated.events.some((e) => e.rule === 'VAS-NEW-CAPTAIN')).toBe(true);
    const p = vas.pending(nominated.state);
    expect(p.kind === 'chance' && p.request.context?.action).toBe('come-about');
    const checked = scripted(nominated.state, [6]).state;
    const w = checked.ships.warspite!;
    expect(succeeded(w, 'flank-speed')).toBe(true);
    expect(succeeded(w, 'come-about')).toBe(true);
    expect(w.newCaptain).toBe(false);
    const round = vas.parse(vas.serialize(checked));
    expect(round.ok && round.value.ships.warspite?.special2).toEqual({ kind: 'come-about', success: true });
  });

  it('VAS-NEW-CAPTAIN: without one, or the same action twice, or a second time in the battle, a second Special Action is refused', () => {
    const plain = ready(false);
    const no = vas.apply(plain, { type: 'nominate-move', ship: 'warspite', special: 'flank-speed', second: 'come-about' });
    expect(!no.ok && no.error.code).toBe('ERR_NO_NEW_CAPTAIN');
    expect(vas.legalActions(plain).some((a) => a.type === 'nominate-move' && a.second !== undefined)).toBe(false);
    const st = ready(true);
    const same = vas.apply(st, { type: 'nominate-move', ship: 'warspite', special: 'evasive', second: 'evasive' });
    expect(!same.ok && same.error.code).toBe('ERR_SAME_SPECIAL');
    const used = structuredClone(st);
    used.ships.warspite!.newCaptain = false;
    const again = vas.apply(used, { type: 'nominate-move', ship: 'warspite', special: 'flank-speed', second: 'evasive' });
    expect(!again.ok && again.error.code).toBe('ERR_NO_NEW_CAPTAIN');
    const bad = vas.createGame({ ...twoFleets(1), fleets: twoFleets(1).fleets.map((f, i) => (i === 0 ? { ...f, ships: f.ships.map((x) => ({ ...x, newCaptain: 'yes' })) } : f)) });
    expect(!bad.ok && bad.error.problems.map((x) => x.path)).toContain('fleets[0].ships[0].newCaptain');
  });
});
