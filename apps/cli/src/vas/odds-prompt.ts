/**
 * `odds <ship> <weapon>@<target> ...` at the attack prompt of `salvo play`: the exact odds of the
 * attack being planned, without measuring what the rules forbid (VAS-ATTACK-NOMINATE, no
 * pre-measuring): each target is put at the distance the player sees (attack-info.ts's estimate,
 * along the true line of sight, so arcs and aspect are as on the table), unless the `--pre-measure`
 * house rule is on. The odds then say what a captain would reckon, not what the tape measure says.
 */
import { judgedAttackOdds, type VasState } from '@salvo/vas';
import { oddsText, targetBefore } from '@salvo/sim';
import { parseTypedAction } from './parse-action';

export function oddsAtPrompt(state: VasState, fleet: string | null, text: string, preMeasure: boolean): string[] {
  const parsed = parseTypedAction(state, text.replace(/^odds\b/i, 'attack'), fleet);
  if (!parsed.ok) return [parsed.message];
  const a = parsed.action;
  if (a.type !== 'attack' || a.fire.length === 0) return ['Type odds and an attack to weigh, e.g. odds warspite a@veneto b@veneto.'];
  const me = state.ships[a.ship];
  if (!me) return [`There is no ship ${a.ship}.`];
  const r = judgedAttackOdds(state, a.ship, a.fire, preMeasure);
  if (!r.ok) return [r.error.message];
  const how = preMeasure ? 'measured ranges (house rule)' : 'ranges as judged by eye (to the nearest 5"); out of range at the real distance, a weapon is spent';
  // a target already Crippled (or at a Skeleton Crew) is said to be so: this attack is not credited with it
  return [`Odds with ${how}:`, ...r.value.flatMap((o) => {
    const t = state.ships[o.target];
    return oddsText(o, me.name, t?.name ?? o.target, t ? targetBefore(t) : undefined);
  })];
}
