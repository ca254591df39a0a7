/**
 * Table mode in the page (VAS-CAMPAIGN-TABLE-DICE): the step waiting for the dice rolled at the table, and
 * what dice typed for it do. The dice decide how many dice the step rolls (a tie is rolled again): when the
 * count changes the form follows it, keeping the dice typed that still stand; otherwise the step is taken.
 */
import { describeDice, type CampaignAction } from '@salvo/campaign';
import type { Stepped } from './campaign-step';

/** The step waiting for its dice, whose it is, what each die decides, and the dice already typed. */
export interface DiceWait {
  readonly actions: readonly CampaignAction[];
  readonly asked: readonly string[];
  readonly who: string;
  readonly undoable: boolean;
  readonly byBot: boolean;
  readonly typed?: readonly number[];
}

/** What the form shows beside the dice: the dice called for (the rules' next step) or a mistake. */
export type DiceNote = { readonly kind: 'more' | 'problem'; readonly text: string } | null;

/** The waiting step's actions with the dice typed given to the last of them (the one that rolls). */
export const withDice = (wait: DiceWait, dice: readonly number[]): CampaignAction[] =>
  wait.actions.map((a, i) => (i === wait.actions.length - 1 ? { ...a, dice: [...dice] } : a));

/**
 * What dice typed do, given the step tried with them (`tried`): `take` the step, or `resize` the form to the
 * dice the step now asks for, with what to say: the dice called for when there are more ("Your dice call
 * for 4 more: …"), the engine's sentence when fewer (a die changed after the re-rolls were typed).
 */
export function afterDice(wait: DiceWait, tried: Stepped, dice: readonly number[]): { kind: 'take' } | { kind: 'resize'; wait: DiceWait; note: DiceNote } {
  if (tried.ok || !tried.asked || tried.asked.length === wait.asked.length) return { kind: 'take' };
  const next: DiceWait = { ...wait, asked: tried.asked, typed: dice.slice(0, tried.asked.length) };
  const more = tried.asked.slice(dice.length);
  if (more.length === 0) return { kind: 'resize', wait: next, note: { kind: 'problem', text: tried.problem } };
  const n = more.length === 1 ? 'one more' : `${more.length} more`;
  return { kind: 'resize', wait: next, note: { kind: 'more', text: `Your dice call for ${n}: ${describeDice(more)}. The dice typed stand; roll the rest and type them.` } };
}
