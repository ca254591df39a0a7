/**
 * POST /api/games with `scenario.points`: the points value the players agreed for At All Costs
 * (victory-at-sea.txt line 397) reaches planBattle; a scenario that sets its own points refuses it with the
 * sentence; the request shape takes a whole number from 1 to 99 only.
 */
import { describe, expect, it } from 'vitest';
import { createBody } from '../src/protocol';
import { scenarioSetup } from '../src/scenario-setup';

const RN6 = { nation: 'Royal Navy', ships: [{ class: 'Fiji', count: 6 }] };
const KM6 = { nation: 'Kriegsmarine', ships: [{ class: 'Admiral Hipper', count: 6 }] };

describe('scenario games on the server: the agreed points value (VAS-SCN-FLEET-POINTS)', () => {
  it('At All Costs at 6 points sets up two six-ship fleets; without points the six-point fleets are refused', () => {
    const r = scenarioSetup({ id: 'at-all-costs', level: 'Raid', points: 6, fleets: { first: RN6, second: KM6 } }, 'seed-1');
    expect(r.ok && (r.setup.fleets as { ships: unknown[] }[]).map((f) => f.ships.length)).toEqual([6, 6]);
    const five = scenarioSetup({ id: 'at-all-costs', level: 'Raid', fleets: { first: RN6, second: KM6 } }, 'seed-1');
    expect(five.ok ? '' : five.message).toMatch(/only 5 may be spent/);
  });

  it('points for a scenario that sets its own are refused with the sentence', () => {
    const r = scenarioSetup({ id: 'blockade', level: 'Raid', points: 6 }, 'seed-1');
    expect(r.ok ? '' : r.message).toBe('Blockade cannot be set up: Blockade sets each fleet\'s Fleet Allocation Points itself: the players do not choose a points value for it.');
  });

  it('the request shape takes 1 to 99 whole points only', () => {
    const body = (points: unknown) => createBody.safeParse({ ruleset: 'vas', scenario: { id: 'at-all-costs', points } }).success;
    expect([body(1), body(99), body(0), body(100), body(6.5), body('6')]).toEqual([true, true, false, false, false, false]);
  });
});
