import { describe, expect, it } from 'vitest';
import {
  autoPlaceSide, loadScenario, nextPreBattleRoll, planBattle, type BattleInput, type Scenario,
} from '../src/index';

function scenario(id: string): Scenario {
  const r = loadScenario(id);
  if (!r.ok) throw new Error(`${id}: ${JSON.stringify(r.problems)}`);
  return r.value;
}

const RN = { nation: 'Royal Navy', ships: [{ class: 'Fiji' }, { class: 'Tribal', count: 3 }] };
const KM = { nation: 'Kriegsmarine', ships: [{ class: 'Admiral Hipper' }, { class: 'Zerstörer 1936', count: 3 }] };

/** Answers every request the way a table would, from a script, and returns the requests asked. */
function askAll(s: Scenario, input: BattleInput, script: number[][]): { asked: string[]; dice: number[][] } {
  const dice: number[][] = [];
  const asked: string[] = [];
  for (let n = 0; n < 20; n++) {
    const need = nextPreBattleRoll(s, { ...input, dice });
    if (!need) break;
    asked.push(`${need.purpose}:${need.dice}`);
    dice.push(script.shift() ?? Array.from({ length: need.dice }, () => 1));
  }
  return { asked, dice };
}

describe('VAS-SCN-PRE-BATTLE-DICE: pre-battle rolls from the dice a table types', () => {
  it('VAS-SCN-PRE-BATTLE-DICE: At All Costs asks for Bad Weather, Night, land-based aircraft and the deployment initiative in turn, and the typed dice decide them', () => {
    const s = scenario('at-all-costs');
    const input: BattleInput = { seed: 1, level: 'Raid', fleets: [RN, KM] };
    const { asked, dice } = askAll(s, input, [[5], [6], [3], [3, 3, 4, 2], [6, 6, 1, 2]]);
    expect(asked).toEqual(['scenario-weather:1', 'scenario-night:1', 'scenario-land-aircraft:1', 'scenario-deploy-initiative:4', 'scenario-deploy-initiative:4']);
    const plan = planBattle(s, { ...input, dice });
    if (!plan.ok) throw new Error(JSON.stringify(plan.problems));
    expect(plan.value.weather).toBe('bad');
    expect(plan.value.night).toBe(true);
    expect(plan.value.players.every((p) => !p.landAircraft)).toBe(true);
    // 6 (a tie) rolled again; then 12 against 3: the second fleet lost and sets up first.
    expect(plan.value.deployOrder).toEqual([1, 0]);
    expect(plan.value.notes.join(' ')).toMatch(/Bad Weather: rolled 5 \(5\+ needed\): yes/);
  });

  it('VAS-SCN-PRE-BATTLE-DICE: the attacker roll asks one die each and re-asks on a tie; without typed dice the seed rolls exactly as before', () => {
    const s = scenario('convoy-duty');
    const input: BattleInput = { seed: 9, level: 'Raid', fleets: [KM, RN] };
    const need = nextPreBattleRoll(s, input);
    expect(need).toMatchObject({ purpose: 'scenario-attacker', dice: 2, sides: 6 });
    expect(need?.label).toMatch(/Player 1 first, then Player 2/);
    const tie = nextPreBattleRoll(s, { ...input, dice: [[4, 4]] });
    expect(tie?.purpose).toBe('scenario-attacker');
    const second = planBattle(s, { ...input, dice: [[4, 4], [2, 5], [1], [1]] });
    expect(second.ok && second.value.players[1]?.side.role).toBe('attacker');
    const seeded = planBattle(s, input);
    const again = planBattle(s, input);
    expect(seeded.ok && again.ok && seeded.value.notes).toEqual(again.ok ? again.value.notes : null);
  });

  it('VAS-SCN-PRE-BATTLE-DICE: a typed roll that does not fit (a 7, too few dice) is refused with its path and sentence', () => {
    const s = scenario('at-all-costs');
    const bad = planBattle(s, { seed: 1, level: 'Raid', fleets: [RN, KM], dice: [[7]] });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.problems[0]).toMatchObject({ path: 'dice[0]', message: expect.stringMatching(/d6 shows 1 to 6, not 7/) });
    const few = planBattle(s, { seed: 1, level: 'Raid', fleets: [RN, KM], dice: [[5], [6], [3], [3, 3]] });
    if (!few.ok) expect(few.problems[0]?.message).toMatch(/takes 4 dice, not 2/);
    expect(few.ok).toBe(false);
  });

  it('VAS-SCN-PRE-BATTLE-DICE and VAS-SCN-BLOCKADE-DEPLOY: the blockader types one die per ship and each ship goes 12" x its die from the west edge', () => {
    const s = scenario('blockade');
    const runner = { nation: 'Royal Navy', ships: [{ class: 'Tribal' }] };
    const input: BattleInput = { seed: 1, level: 'Raid', fleets: [KM, runner], attacker: 0 };
    const { asked, dice } = askAll(s, input, [[1], [1], [1, 2, 3, 4]]);
    expect(asked).toEqual(['scenario-weather:1', 'scenario-night:1', 'scenario-blockade-deploy:4']);
    const plan = planBattle(s, { ...input, dice });
    if (!plan.ok) throw new Error(JSON.stringify(plan.problems));
    expect(autoPlaceSide(plan.value, 0)).toBeNull();
    const xs = plan.value.players[0]!.ships.map((sh) => sh.placement?.position.x ?? -1);
    xs.forEach((x, i) => expect(Math.abs(x - 12 * (i + 1))).toBeLessThanOrEqual(6));
  });
});
