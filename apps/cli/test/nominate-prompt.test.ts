/** Issue 7 item 13 leftovers: Special Actions explained at the nominate prompt; no stray `forward 3."`. */
import { describe, expect, it } from 'vitest';
import { seedRng } from '@salvo/kernel';
import { SPECIAL_ACTIONS, vas, type VasState } from '@salvo/vas';
import { scriptedTerminal } from '../src/io/terminal';
import { SPECIAL_ACTION_EFFECTS } from '../src/render/special-actions-info';
import { defaultBattle } from '@salvo/scenarios';
import { describeAction, describeLegs } from '@salvo/vas';
import { playVas } from '../src/vas/play-loop';

function start(seed: number): VasState {
  const r = vas.createGame(defaultBattle(seed));
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

describe('the nominate prompt and move lines', () => {
  it('the nominate prompt lists every Special Action with its effect and the Command check it needs', async () => {
    const term = scriptedTerminal(['6 6', '1 1', 'first']);
    await playVas(vas, start(3), { controllers: { rn: 'human', rm: 'random' }, table: true, botRng: seedRng(3) }, term);
    const at = term.out.findIndex((l) => l.startsWith('Special Actions (nominate <ship> <action>'));
    expect(at).toBeGreaterThan(-1);
    expect(term.out.slice(at + 1)).toContain('  flank-speed: Flank Speed! (automatic): +50% Speed this turn, and -1 to the Attack Dice of every weapon the ship fires');
    expect(term.out.slice(at + 1)).toContain('  come-about: Come About! (Command check 9): +1 to the ship\'s Turning this turn');
    for (const [kind, info] of Object.entries(SPECIAL_ACTIONS)) {
      expect(term.out.some((l) => l.startsWith(`  ${kind}: ${info.name} (`) && l.endsWith(SPECIAL_ACTION_EFFECTS[kind as keyof typeof SPECIAL_ACTIONS]))).toBe(true);
    }
    expect(term.out.some((l) => l.includes('nominate a ship to move.'))).toBe(true);
  });

  it('a move with legs a hair past a whole inch reads forward 3", never forward 3." or forward 0."', () => {
    expect(describeLegs([{ forward: 3.001 }, { turn: -7.2304 }, { forward: 0.0004 }, { forward: 3.5 }])).toBe('forward 3", turn -7.23°, forward 0", forward 3.5"');
    expect(describeLegs([{ turn: -0.001 }])).toBe('turn 0°');
    // seed 1's random Royal Navy produced "forward 0."" before the fix
    const s = start(1);
    expect(describeAction(s, { type: 'move', ship: 'warspite', legs: [{ forward: 4.666 }, { forward: 0.001 }] })).toBe('move HMS Warspite: forward 4.67", forward 0"');
  });
});
