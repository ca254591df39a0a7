import { describe, expect, it } from 'vitest';
import { vas } from '../game';
import { BRITISH, GERMAN, start, twoFleets } from '../../test/fixtures';
import type { VasSetup, VasState } from '../types';
import { scenarioPoints } from './points';

/** A Raid battle where the British bring a land-based Swordfish squadron (Patrol, four flights). */
function withSquadron(squadrons = true): VasSetup {
  const base = twoFleets();
  const flights = [1, 2, 3, 4].map((k) => ({ id: `sq1-${k}`, aircraft: 'Fairey Swordfish', position: { x: 20, y: 10 + k * 2 } }));
  return {
    ...base,
    fleets: [{ ...base.fleets[0]!, flights }, base.fleets[1]!],
    scenario: {
      id: 'test', name: 'Test', level: 'Raid', victory: 'points',
      ...(squadrons ? { scoring: { [BRITISH]: { squadrons: [{ name: 'Fairey Swordfish', priority: 'Patrol', flights: flights.map((f) => f.id) }] } } } : {}),
    },
  };
}

const german = (s: VasState): number => scenarioPoints(s).find((p) => p.side === GERMAN)?.points ?? -1;
const lose = (s: VasState, n: number): void => { s.air.flights.slice(0, n).forEach((f) => { f.destroyed = true; f.damage = 0; f.position = null; }); };

describe('VAS-VP-SQUADRON: land-based squadrons in Victory Points', () => {
  it('VAS-VP-SQUADRON: a Patrol squadron in a Raid battle is worth 4: every flight destroyed 4, half or more 2, fewer nothing', () => {
    const s = start(withSquadron());
    expect(german(s)).toBe(0);
    lose(s, 1);
    expect(german(s)).toBe(0);
    lose(s, 2);
    expect(german(s)).toBe(2);
    expect(scenarioPoints(s).find((p) => p.side === GERMAN)?.lines).toContain('Fairey Swordfish squadron half destroyed: 2');
    lose(s, 4);
    expect(german(s)).toBe(4);
  });

  it('VAS-VP-SQUADRON: flights not named as a squadron (carrier flights, observation aircraft) score nothing of their own', () => {
    const s = start(withSquadron(false));
    lose(s, 4);
    expect(german(s)).toBe(0);
  });

  it('VAS-VP-SQUADRON: a malformed squadron in the setup is refused with its path', () => {
    const bad = withSquadron();
    const r = vas.createGame({ ...bad, scenario: { ...bad.scenario!, scoring: { [BRITISH]: { squadrons: [{ name: 'x', priority: 'Huge', flights: [] }] } } } } as unknown as VasSetup);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.problems.map((p) => p.path)).toEqual(expect.arrayContaining([`scenario.scoring.${BRITISH}.squadrons[0].priority`, `scenario.scoring.${BRITISH}.squadrons[0].flights`]));
  });
});
