/** The move preview's words for a move off the table (leaving-text.ts), from the engine's own exitKind. */
import { describe, expect, it } from 'vitest';
import { vas, type VasSetup, type VasState } from '@salvo/vas';
import { leavingText } from '../src/vas/leaving-text';
import { twoFleets } from '../../../packages/vas/test/fixtures';

function game(setup: VasSetup): VasState {
  const r = vas.createGame(setup);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

describe('the move preview off the table', () => {
  it('VAS-VP-EXIT: names the edge, and says when leaving by it is the ship\'s objective, a Tactical Withdrawal or forbidden', () => {
    const base = twoFleets();
    const runner = game({ ...base, scenario: { id: 't', name: 'T', level: 'Raid', victory: 'points', rules: ['VAS-VP-EXIT'], scoring: { german: { scoresDamage: false, exitEdges: ['south'] } } } });
    const hipper = runner.ships.hipper!;
    expect(leavingText(runner, hipper, { x: 30, y: 0 })).toBe('leaves the table by the south edge, her objective (no Tactical Withdrawal)');
    expect(leavingText(runner, hipper, { x: 72, y: 20 })).toBe('leaves the table by the east edge (Tactical Withdrawal)');
    const fenced = game({ ...base, fleets: [base.fleets[0]!, { ...base.fleets[1]!, forbiddenEdges: ['west'] }] });
    expect(leavingText(fenced, fenced.ships.hipper!, { x: 0, y: 20 })).toBe('leaves the table by the west edge, which her fleet may not use: she counts as destroyed');
  });
});
