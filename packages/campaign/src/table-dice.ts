/**
 * Dice rolled at the table (Salvo's table mode for campaigns, docs/campaigns.md). A step given typed
 * dice takes them in the order it asks for dice (dice.ts); it is refused, and its draft thrown away,
 * unless the typed dice are exactly the dice it rolled: each a whole number from 1 to 6, none missing
 * (the sentence names what the next die decides) and none left over. In table mode a step that rolls
 * without typed dice is refused with the list of what it rolls, so the app never rolls in the
 * players' place (VAS-CAMPAIGN-TABLE-DICE). Errors carry `details.asked`, what each die decides.
 */
import { err, ok, ruleError, type Result, type RuleError } from '@salvo/kernel';
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
 * Faces standing in for the dice not yet typed, while a step finds out what it rolls. Dice that follow
 * only some faces (a tie rolled again, a Carrier Clash without carriers) are asked for only when every
 * stand-in asks for them, so the players are never asked for a re-roll their dice may not need; the PRNG
 * is the last stand-in. A tie under both cycles needs modifiers 4 apart in opposite directions.
 */
const STAND_INS: readonly (readonly number[] | undefined)[] = [[1, 2, 3, 4, 5, 6], [6, 5, 4, 3, 2, 1], undefined];

/** The draft a step left, its result, and the dice it asked for. */
interface Run<T> { readonly draft: CampaignState; readonly r: Result<T, RuleError>; readonly asked: readonly string[] }

function runWith<T>(state: CampaignState, dice: readonly number[] | undefined, standIn: readonly number[] | undefined, step: (draft: CampaignState) => Result<T, RuleError>): Run<T> {
  const draft = structuredClone(state);
  draft.rolling = { typed: dice ?? [], asked: [], ...(standIn ? { standIn } : {}) };
  const r = step(draft);
  const asked = draft.rolling.asked;
  delete draft.rolling;
  return { draft, r, asked };
}

/** The dice every run asked for, in the same order, up to where they part. */
function sharedPrefix(runs: readonly (readonly string[])[]): string[] {
  const [first = [], ...rest] = runs;
  let n = first.length;
  for (const a of rest) {
    let k = 0;
    while (k < n && k < a.length && a[k] === first[k]) k += 1;
    n = k;
  }
  return first.slice(0, n);
}

/**
 * Runs `step` on a copy of `state` with the dice typed for it (undefined: none typed), giving the copy
 * as the step left it. Outside table mode and without typed dice, the PRNG rolls as ever. When the typed
 * dice fall short, the refusal asks for the dice the step rolls whatever the untyped dice show (at least
 * the next one): the players type those, and the step asks again if their dice call for more.
 */
export function rollAtTable<T>(state: CampaignState, typed: readonly unknown[] | undefined, step: (draft: CampaignState) => Result<T, RuleError>): Result<{ readonly state: CampaignState; readonly value: T }, RuleError> {
  if (typed !== undefined) {
    if (!Array.isArray(typed)) return refuse('The dice typed are a list of numbers from 1 to 6.', []);
    const bad = badDie(typed);
    if (bad) return refuse(`Die ${bad.index + 1} typed is ${JSON.stringify(bad.value)}: a die shows a whole number from 1 to 6.`, [], `dice[${bad.index}]`);
  } else if (state.table !== true) {
    const draft = structuredClone(state);
    const r = step(draft);
    return r.ok ? ok({ state: draft, value: r.value }) : r;
  }
  const dice = typed as readonly number[] | undefined;
  const typedCount = dice?.length ?? 0;
  const [firstStandIn, ...others] = STAND_INS;
  const first = runWith(state, dice, firstStandIn, step);
  if (!first.r.ok) return first.r;
  if (first.asked.length <= typedCount) return diceProblem(dice, first.asked) ?? ok({ state: first.draft, value: first.r.value });
  const more = others.map((standIn) => runWith(state, dice, standIn, step)).filter((x) => x.r.ok).map((x) => x.asked);
  const shared = sharedPrefix([first.asked, ...more]);
  // (a refusal always: more dice are asked than were typed)
  return diceProblem(dice, shared.length > typedCount ? shared : first.asked.slice(0, typedCount + 1)) ?? ok({ state: first.draft, value: first.r.value });
}
