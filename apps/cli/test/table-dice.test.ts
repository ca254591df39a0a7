import { describe, expect, it } from 'vitest';
import type { ChanceRequest } from '@salvo/kernel';
import { askTableDice, dicePrompt, tableDiceProblem } from '../src/io/table-dice';
import { scriptedTerminal } from '../src/io/terminal';

const attack: ChanceRequest = { dice: 3, sides: 6, purpose: 'attack', label: "Roll 3d6 attack dice: HMS Warspite's A Turret at Zara, 5+ to hit" };
const turret: ChanceRequest = { dice: 1, sides: 3, purpose: 'turret-destroyed', label: 'Roll 1d3 for which turret is destroyed' };

describe('table mode dice at the terminal', () => {
  it('the prompt says what the roll is for, how many dice and which faces', () => {
    expect(dicePrompt(attack)).toBe("Roll 3d6 attack dice: HMS Warspite's A Turret at Zara, 5+ to hit. Type 3 dice (d6, 1 to 6): ");
    expect(dicePrompt(turret)).toBe('Roll 1d3 for which turret is destroyed. Type 1 die (d3, 1 to 3): ');
    const speed: ChanceRequest = { dice: 2, sides: 6, purpose: 'speed', label: 'Speed rolls for two-area moves (below speed succeeds): Hood, Kent' };
    expect(dicePrompt(speed)).toBe('Speed rolls for two-area moves (below speed succeeds): Hood, Kent. Type 2 dice (d6, 1 to 6), one per ship in the order named: ');
    expect(dicePrompt({ ...speed, dice: 1, label: 'Speed rolls for two-area moves (below speed succeeds): Hood' })).toBe('Speed rolls for two-area moves (below speed succeeds): Hood. Type 1 die (d6, 1 to 6): ');
  });

  it('wrong counts, words and faces are refused with the reason; the bounds 1 and the last face are accepted', () => {
    expect(tableDiceProblem(attack, ['1', '6'])).toBe('You typed 2 dice; this roll needs 3 dice (d6, 1 to 6).');
    expect(tableDiceProblem(attack, ['1', '6', '6', '2'])).toBe('You typed 4 dice; this roll needs 3 dice (d6, 1 to 6).');
    expect(tableDiceProblem(turret, [])).toBe('You typed 0 dice; this roll needs 1 die (d3, 1 to 3).');
    expect(tableDiceProblem(attack, ['1', 'six', '6'])).toBe('"six" is not a die; type 3 dice (d6, 1 to 6).');
    expect(tableDiceProblem(attack, ['1', '2.5', '6'])).toBe('"2.5" is not a die; type 3 dice (d6, 1 to 6).');
    expect(tableDiceProblem(attack, ['0', '6', '6'])).toBe('A d6 shows 1 to 6, not 0.');
    expect(tableDiceProblem(turret, ['4'])).toBe('A d3 shows 1 to 3, not 4.');
    expect(tableDiceProblem(attack, ['1', '6', '6'])).toBeNull();
    expect(tableDiceProblem(turret, ['3'])).toBeNull();
  });

  it('asks again after each refusal and takes "3 5 6", "3,5,6" or "roll 3 5 6"; null at end of input', async () => {
    const term = scriptedTerminal(['', '7 1 1', 'roll 3 5', 'roll 3 5 6']);
    expect(await askTableDice(attack, term)).toEqual([3, 5, 6]);
    expect(term.out).toEqual([
      dicePrompt(attack), 'You typed 0 dice; this roll needs 3 dice (d6, 1 to 6).',
      dicePrompt(attack), 'A d6 shows 1 to 6, not 7.',
      dicePrompt(attack), 'You typed 2 dice; this roll needs 3 dice (d6, 1 to 6).',
      dicePrompt(attack),
    ]);
    expect(await askTableDice(attack, scriptedTerminal(['2,2,4']))).toEqual([2, 2, 4]);
    expect(await askTableDice(attack, scriptedTerminal(['9']))).toBeNull();
  });
});
