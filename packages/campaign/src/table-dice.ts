/**
 * Dice rolled at the table (Salvo's table mode for campaigns, docs/campaigns.md). A step given typed
 * dice takes them in the order it asks for dice (dice.ts); it is refused, and its draft thrown away,
 * unless the typed dice are exactly the dice it rolled: each a whole number from 1 to 6, none missing
 * (the sentence names what the next die decides) and none left over. In table mode a step that rolls
 * without typed dice is refused with the list of what it rolls, so the app never rolls in the
 * players' place (VAS-CAMPAIGN-TABLE-DICE). Errors carry `details.asked`, what each die decides.
 */
import { err, ruleError, type Result, type RuleError } from '@salvo/kernel';
import type { CampaignState } from './types';

const RULE = 'VAS-CAMPAIGN-TABLE-DICE';

/** What a step's dice decide, consecutive dice for one thing (2d6 for a Command roll) grouped, in order. */
export function groupDice(asked: readonly string[]): { readonly what: string; readonly n: number }[] {
  const groups: { what: string; n: number }[] = [];
  for (const a of asked) {
    const what = a.replace(/ \(die \d+ of \d+\)$/, '');
    const last = groups[groups.length - 1];
    if (last && last.what === what && a !== what) last.n += 1;
    else groups.push({ what, n: 1 });
  }
  return groups;
}

/** "2d6 for the Command of Warspite; 1d6 for the weather of e1-1". */
export const describeDice = (asked: readonly string[]): string => groupDice(asked).map((g) => `${g.n}d6 for ${g.what}`).join('; ');

const refuse = (message: string, asked: readonly string[], path = 'dice'): Result<never, RuleError> =>
  err(ruleError('ERR_CAMPAIGN_DICE', `${message} (${RULE})`, { path, details: { rule: RULE, asked: [...asked] } }));

/** A die typed at the table that is not a face of a d6, or null. */
export function badDie(typed: readonly unknown[]): { index: number; value: unknown } | null {
  const index = typed.findIndex((d) => typeof d !== 'number' || !Number.isInteger(d) || d < 1 || d > 6);
  return index < 0 ? null : { index, value: typed[index] };
}

/** What is wrong with the typed dice once a step has asked for `asked` (null: exactly right). */
export function diceProblem(typed: readonly number[] | undefined, asked: readonly string[]): Result<never, RuleError> | null {
  if (typed === undefined) {
    return asked.length === 0 ? null : refuse(`This step rolls ${asked.length} ${asked.length === 1 ? 'die' : 'dice'} at the table: ${describeDice(asked)}. Roll ${asked.length === 1 ? 'it' : 'them'} and type ${asked.length === 1 ? 'it' : 'them in that order'}.`, asked);
  }
  if (asked.length > typed.length) {
    return refuse(`${typed.length} ${typed.length === 1 ? 'die was' : 'dice were'} typed but this step rolls more: the next die is for ${asked[typed.length] ?? ''}.`, asked);
  }
  if (asked.length < typed.length) {
    return refuse(`${typed.length} ${typed.length === 1 ? 'die was' : 'dice were'} typed but this step rolls ${asked.length === 0 ? 'none' : `${asked.length}: ${describeDice(asked)}`}. Type exactly the dice it rolls.`, asked);
  }
  return null;
}

/**
 * Runs `step` on `draft` (already a copy) with the dice typed for it (undefined: none typed). Outside
 * table mode and without typed dice, the PRNG rolls as ever.
 */
export function rollAtTable<T>(draft: CampaignState, typed: readonly unknown[] | undefined, step: () => Result<T, RuleError>): Result<T, RuleError> {
  if (typed !== undefined) {
    if (!Array.isArray(typed)) return refuse('The dice typed are a list of numbers from 1 to 6.', []);
    const bad = badDie(typed);
    if (bad) return refuse(`Die ${bad.index + 1} typed is ${JSON.stringify(bad.value)}: a die shows a whole number from 1 to 6.`, [], `dice[${bad.index}]`);
  } else if (draft.table !== true) {
    return step();
  }
  const dice = typed as readonly number[] | undefined;
  draft.rolling = { typed: dice ?? [], asked: [] };
  const r = step();
  const asked = draft.rolling.asked;
  delete draft.rolling;
  if (!r.ok) return r;
  return diceProblem(dice, asked) ?? r;
}
