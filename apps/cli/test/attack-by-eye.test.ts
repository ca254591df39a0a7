/** Issue 7 item 12: a typed attack the player's own view says is wasted is asked about; all@<target>. */
import { describe, expect, it } from 'vitest';
import { seedRng } from '@salvo/kernel';
import { vas, type VasState } from '@salvo/vas';
import { scriptedTerminal } from '../src/io/terminal';
import { defaultBattle } from '@salvo/scenarios';
import { humanDecision } from '../src/vas/human-turn';
import { parseTypedAction } from '../src/vas/parse-action';

function start(): VasState {
  const r = vas.createGame(defaultBattle(1));
  if (!r.ok) throw new Error(r.error.message);
  return r.value; // Veneto lies about 35" fore of Warspite (attack-info.test.ts)
}

describe('attack nominations judged by the player\'s own view', () => {
  it('VAS-ATTACK-ARC: attack warspite all@veneto nominates every gun that bears as the player sees it: A and B fore, not X, Y or the 14" secondaries', () => {
    const s = start();
    const p = parseTypedAction(s, 'attack warspite all@veneto', 'rn');
    expect(p).toEqual({ ok: true, action: { type: 'attack', ship: 'warspite', fire: [{ weapon: 0, target: 'veneto' }, { weapon: 1, target: 'veneto' }] } });
    // named weapons and all@ together: no weapon twice
    const both = parseTypedAction(s, 'attack warspite a@veneto all@veneto', 'rn');
    expect(both.ok && both.action.type === 'attack' ? both.action.fire.map((f) => f.weapon) : null).toEqual([0, 1]);
    const warspite = s.ships.warspite;
    if (warspite) warspite.heading = warspite.heading + 180; // now Veneto is astern: X and Y bear
    const turned = parseTypedAction(s, 'attack warspite all@veneto', 'rn');
    expect(turned.ok && turned.action.type === 'attack' ? turned.action.fire.map((f) => f.weapon) : null).toEqual([2, 3]);
  });

  it('a typed nomination of a weapon the view says cannot bear asks y/n, explaining that the weapon would be spent; n sends nothing', async () => {
    const term = scriptedTerminal(['attack warspite x@veneto', 'n']);
    const step = await humanDecision(vas, start(), 'rn', 'Royal Navy: attack.', term, seedRng(1));
    expect(step).toBeNull();
    const out = term.out.join('\n');
    expect(out).toContain('As you see it, HMS Warspite\'s X Turret bears starboard/aft/port, and Vittorio Veneto lies fore: that weapon cannot bear, and nominated it is spent for this turn without firing.');
    expect(term.out).toContain('Send this attack anyway? (y/n) ');
    expect(term.out).toContain('Not sent; type the attack again.');
  });

  it('anything but y or n at that question is answered and asked again, never taken for no: the next command is not lost', async () => {
    const term = scriptedTerminal(['attack warspite x@veneto', 'attack warspite a@veneto', 'y']);
    await humanDecision(vas, start(), 'rn', 'Royal Navy: attack.', term, seedRng(1));
    expect(term.out).toContain('Answer y or n ("attack warspite a@veneto" is neither).');
    expect(term.out.filter((l) => l === 'Send this attack anyway? (y/n) ').length).toBe(2);
    expect(term.out).not.toContain('Not sent; type the attack again.');
  });

  it('y sends the nomination on to the engine; a nomination that bears is sent without a question', async () => {
    const yes = scriptedTerminal(['attack warspite x@veneto', 'y']);
    await humanDecision(vas, start(), 'rn', 'Royal Navy: attack.', yes, seedRng(1));
    expect(yes.out).not.toContain('Not sent; type the attack again.');
    expect(yes.out.some((l) => l.startsWith('Not now.'))).toBe(true); // the engine answered: it was sent
    const bears = scriptedTerminal(['attack warspite a@veneto']);
    await humanDecision(vas, start(), 'rn', 'Royal Navy: attack.', bears, seedRng(1));
    expect(bears.out).not.toContain('Send this attack anyway? (y/n) ');
  });
});
