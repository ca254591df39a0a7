import { describe, expect, it } from 'vitest';
import { loadScenario } from '@salvo/scenarios';
import { planScenario } from '../src/vas/scenario-battle';
import { scriptedTerminal } from '../src/io/terminal';

describe('salvo play --scenario X --table: the pre-battle dice are typed', () => {
  it('VAS-SCN-PRE-BATTLE-DICE: each roll is asked with what it is for and its faces; a face the die lacks is asked again; the typed dice decide', async () => {
    const s = loadScenario('at-all-costs');
    if (!s.ok) throw new Error('at-all-costs');
    const term = scriptedTerminal(['6', '7', '6', '4', '1 1 6 6']);
    const plan = await planScenario(s.value, { seed: 5 }, term);
    if (Array.isArray(plan)) throw new Error(plan.join('\n'));
    expect(term.out.join('\n')).toMatch(/Bad Weather\? One die: 5 or more means yes\. Type 1 die \(d6, 1 to 6\)/);
    expect(term.out).toContain('A d6 shows 1 to 6, not 7.');
    expect(term.out.join('\n')).toMatch(/Initiative for deployment: two dice for each fleet/);
    expect([plan.weather, plan.night, plan.players.every((p) => p.landAircraft), plan.deployOrder]).toEqual(['bad', true, true, [0, 1]]);
  });

  it('VAS-SCN-PRE-BATTLE-DICE: without --table Salvo rolls from the seed and asks nothing', async () => {
    const s = loadScenario('at-all-costs');
    if (!s.ok) throw new Error('at-all-costs');
    const term = scriptedTerminal([]);
    const plan = await planScenario(s.value, { seed: 5 });
    expect(Array.isArray(plan)).toBe(false);
    expect(term.out).toEqual([]);
  });
});
