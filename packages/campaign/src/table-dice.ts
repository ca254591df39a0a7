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
 * Faces standing in for the dice not yet typed, while a step finds out what it rolls: the six rotations
 * of 1-6, so each face is tried first and every face comes within six dice (a re-roll loop that some face
 * ends always ends). The dice asked for are those of the rotation that rolls fewest: the step as it goes
 * when the dice call for nothing extra. A die that follows only some faces (a tie rolled again, a Carrier
 * Clash without carriers, a refit or duty that does not apply) is asked for once the dice typed call for it.
 */
const STAND_INS: readonly (readonly number[])[] = [1, 2, 3, 4, 5, 6].map((first) => [1, 2, 3, 4, 5, 6].map((_, k) => ((first - 1 + k) % 6) + 1));

/** The draft a step left, its result, and the dice it asked for. */
interface Run<T> { readonly draft: CampaignState; readonly r: Result<T, RuleError>; readonly asked: readonly string[] }

function runWith<T>(state: CampaignState, dice: readonly number[] | undefined, standIn: readonly number[], step: (draft: CampaignState) => Result<T, RuleError>): Run<T> {
  const draft = structuredClone(state);
  draft.rolling = { typed: dice ?? [], asked: [], standIn };
  const r = step(draft);
  const asked = draft.rolling.asked;
  delete draft.rolling;
  return { draft, r, asked };
}


/**
 * Runs `step` on a copy of `state` with the dice typed for it (undefined: none typed), giving the copy
 * as the step left it. Outside table mode and without typed dice, the PRNG rolls as ever. When the typed
 * dice fall short, the refusal asks for the dice the step rolls unless the dice call for more (STAND_INS):
 * the players type those, and the step asks again if their dice call for more.
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
  const [firstStandIn = [1], ...others] = STAND_INS;
  const first = runWith(state, dice, firstStandIn, step);
  if (!first.r.ok) return first.r;
  if (first.asked.length <= typedCount) return diceProblem(dice, first.asked) ?? ok({ state: first.draft, value: first.r.value });
  const fewest = others.map((standIn) => runWith(state, dice, standIn, step)).filter((x) => x.r.ok)
    .reduce<readonly string[]>((best, x) => (x.asked.length < best.length ? x.asked : best), first.asked);
  // (a refusal always: every run asked for more dice than were typed)
  return diceProblem(dice, fewest) ?? ok({ state: first.draft, value: first.r.value });
}
