import { describe, expect, it } from 'vitest';
import { vas } from '@salvo/vas';
import { loadScenario, scenarioToSetup, type Scenario } from '../src/index';

function scenario(id: string): Scenario {
  const r = loadScenario(id);
  if (!r.ok) throw new Error(`${id}: ${JSON.stringify(r.problems)}`);
  return r.value;
}

describe('VAS-VP-SQUADRON: a fleet file\'s land-based squadrons reach the battle as Victory Point units', () => {
  it('VAS-VP-SQUADRON: each squadron bought is scored by its Priority Level with the ids of its flights', () => {
    const rn = { nation: 'Royal Navy', ships: [{ class: 'Fiji' }], squadrons: [{ aircraft: 'Fairey Swordfish' }] };
    const km = { nation: 'Kriegsmarine', ships: [{ class: 'Admiral Hipper' }] };
    const r = scenarioToSetup(scenario('victory-at-sea'), { seed: 3, level: 'Raid', fleets: [rn, km], attacker: 0 });
    if (!r.ok) throw new Error(JSON.stringify(r.problems));
    const fleet = r.value.setup.fleets[0]!;
    const squadrons = r.value.setup.scenario?.scoring?.[fleet.id]?.squadrons;
    expect(squadrons).toEqual([{ name: 'Fairey Swordfish', priority: 'Patrol', flights: (fleet.flights ?? []).map((f) => f.id) }]);
    expect(squadrons?.[0]?.flights).toHaveLength(4);
    expect(r.value.setup.scenario?.scoring?.[r.value.setup.fleets[1]!.id]?.squadrons).toBeUndefined();
    expect(vas.createGame(r.value.setup).ok).toBe(true);
  });
});
