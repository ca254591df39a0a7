/**
 * Issue 7 item 12: a typed attack that names a weapon the player's own view says cannot bear is asked
 * about before it is sent, because the rules make such a nomination spent (VAS-ATTACK-NOMINATE).
 */
import type { VasAction, VasState } from '@salvo/vas';
import type { Terminal } from '../io/terminal';
import { askYesNo } from '../io/yes-no';
import { wastedByEye } from './bearing-by-eye';

/** True to send the action, false to ask for another, null at end of input. */
export async function confirmWasted(state: VasState, action: VasAction, preMeasure: boolean, term: Terminal): Promise<boolean | null> {
  const wasted = wastedByEye(state, action, preMeasure);
  if (wasted.length === 0) return true;
  wasted.forEach((w) => term.print(`As you see it, ${w}: that weapon cannot bear, and nominated it is spent for this turn without firing.`));
  const yes = await askYesNo(term, 'Send this attack anyway? (y/n) ');
  if (yes !== false) return yes;
  term.print('Not sent; type the attack again.');
  return false;
}
