/** The terminal's traps (issue 7 items 13, 14). */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { seedRng } from '@salvo/kernel';
import { RULES, vas, type VasState } from '@salvo/vas';
import { runPlay } from '../src/commands/play';
import { ORIGIN_LEGEND, runShipsList } from '../src/commands/ships';
import { repoRoot } from '../src/io/repo-root';
import { scriptedTerminal } from '../src/io/terminal';
import { defaultBattle } from '@salvo/scenarios';
import { playVas } from '../src/vas/play-loop';

function start(seed: number): VasState {
  const r = vas.createGame(defaultBattle(seed));
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

describe('terminal traps', () => {
  it('concede asks to confirm; anything but yes plays on', async () => {
    const term = scriptedTerminal(['6 6', '1 1', 'concede', 'no', 'concede', 'y']);
    const out = await playVas(vas, start(3), { controllers: { rn: 'human', rm: 'random' }, table: true, botRng: seedRng(3) }, term);
    expect(term.out).toContain('Not conceded; the battle goes on.');
    expect(term.out.filter((l) => l.startsWith('Concede? Royal Navy gives up the battle at once.'))).toHaveLength(2);
    expect(out.actions.at(-1)).toEqual({ type: 'concede', fleet: 'rn' });
  });

  it('help at a table-mode dice prompt explains what to type; show <ship> gives any ship\'s card', async () => {
    const term = scriptedTerminal(['help', '6 6', '1 1', 'show veneto']);
    await playVas(vas, start(3), { controllers: { rn: 'human', rm: 'random' }, table: true, botRng: seedRng(3) }, term);
    expect(term.out).toContain('Roll the dice at the table and type what they show: type 2 dice (d6, 1 to 6), e.g. 1 2. undo takes back the last step made here (a mistyped die too).');
    expect(term.out.join('\n')).not.toContain('"help" is not a die');
    expect(term.out.some((l) => l.startsWith('C Vittorio Veneto (veneto, Regia Marina)') && l.includes('Target 4+, Armour 6+'))).toBe(true);
  });

  it('the turn limit is announced, a bot holding fire is told once, and the ships list has a legend for its tags', async () => {
    const term = scriptedTerminal([]);
    await runPlay({ p1: 'random', p2: 'random', seed: 7 }, term, false);
    expect(term.out[1]).toBe('The battle lasts at most 12 turns (now turn 1); then the side with the most ships in play wins, then the most Damage left.');
    expect(term.out.filter((l) => / holds (its|her) fire/.test(l)).every((l) => !l.includes('(bot):'))).toBe(true);
    expect(runShipsList({}).out.at(-1)).toBe(ORIGIN_LEGEND);
  });

  it('the README says only what the engine plays: chapters with rule ids are named, missing ones are said to be missing', () => {
    const first = (readFileSync(join(repoRoot(), 'README.md'), 'utf8').split('\n\n')[1] ?? '').replace(/\s+/g, ' ');
    const has = (prefix: string): boolean => RULES.some((r) => r.id.startsWith(prefix));
    for (const [prefix, words] of [['VAS-NF-', 'the night-fighting variant'], ['VAS-TORP-', 'torpedoes'], ['VAS-SUB-', 'submarines'], ['VAS-SQUADRON-', 'squadrons'], ['VAS-RADAR-', 'radar']] as const) {
      expect(has(prefix) && first.includes(words), `${prefix}: "${words}"`).toBe(has(prefix));
    }
    // Aircraft attacks are not in the engine yet: the README must say so until they are.
    expect(first.includes('bombs, AA fire and dogfights are not played yet')).toBe(!has('VAS-AIR-BOMB'));
  });
});

describe('refusals at the terminal', () => {
  it('an action typed at the wrong moment is answered with the prompt, not the engine\'s action names', async () => {
    const term = scriptedTerminal(['6 6', '1 1', 'nominate warspite']);
    await playVas(vas, start(3), { controllers: { rn: 'human', rm: 'random' }, table: true, botRng: seedRng(3) }, term);
    const refusal = term.out.find((l) => l.startsWith('Not now.'));
    expect(refusal).toMatch(/^Not now\. Royal Navy: .*Pick a numbered option, or type help for what you can type\.$/);
    expect(term.out.join('\n')).not.toMatch(/expects (take-first|nominate-move)/);
  });
});
