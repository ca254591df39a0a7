import { describe, expect, it } from 'vitest';
import { loadScenario, planBattle } from '@salvo/scenarios';
import { deployScenario } from '../src/vas/scenario-battle';
import { scriptedTerminal } from '../src/io/terminal';

describe('deploying a side that enters from the table edges', () => {
  it('VAS-SCN-CONVOY-ENTRY: "x y heading turn N" holds the ship off the table until turn N; a bad turn is asked again', async () => {
    const s = loadScenario('convoy-duty');
    if (!s.ok) throw new Error('convoy-duty');
    const p = planBattle(s.value, { seed: 3, attacker: 1 });
    if (!p.ok) throw new Error('plan');
    const raiders = p.value.players[1]!.ships;
    // The first raider: a turn beyond the battle is refused, then turn 4; the second comes on at once (Enter for the rest).
    const term = scriptedTerminal(['10 47 180 turn 99', '10 47 180 turn 4', '20 1 0', ...raiders.slice(2).map(() => '')]);
    const setup = await deployScenario(p.value, ['random', 'human'], term);
    if (!setup) throw new Error(term.out.join('\n'));
    expect(term.out.some((l) => l.includes('"turn N"'))).toBe(true);
    expect(term.out.some((l) => /entry turn must be a whole number from 1 to/.test(l))).toBe(true);
    expect(setup.scenarioRules).toEqual([{ rule: 'arrives', ship: raiders[0]!.id, turn: 4 }]);
    const first = setup.fleets[1]!.ships[0]!;
    expect([first.position, first.heading]).toEqual([{ x: 10, y: 47 }, 180]);
  });
});
