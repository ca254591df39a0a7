/**
 * `odds <ship> <weapon>@<target> ...` at the attack prompt of `salvo play`: the exact odds of the
 * attack being planned, without measuring what the rules forbid (VAS-ATTACK-NOMINATE, no
 * pre-measuring), and what each weapon needs to hit. Both come from the engine's `judgedAttackOdds`
 * and `judgedToHit`, as the web client's attack form shows them: a target is reckoned at the distance
 * the player sees ("about 20""), and where that may lie on either side of a range limit (20" long range,
 * a weapon's Range, ...) the odds are given for each side, with the modifiers that make them differ.
 * With the `--pre-measure` house rule, the measured distance.
 */
import { judgedAttackOdds, judgedToHit, spanNote, toHitText, type VasState } from '@salvo/vas';
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
    const name = t?.name ?? o.target;
    const note = spanNote(name, o);
    const toHit = [...new Set(a.fire.filter((f) => f.target === o.target).map((f) => f.weapon))].map((w) => {
      const cases = judgedToHit(state, a.ship, w, o.target, preMeasure);
      return cases ? `  ${me.roster.weapons[w]?.name ?? `weapon ${w}`}: ${toHitText(cases)}` : '';
    }).filter(Boolean);
    const cases = o.cases.flatMap((c) => {
      const lines = oddsText(c.value.odds, me.name, name, t ? targetBefore(t) : undefined);
      if (!c.when) return lines;
      const head = `${c.when[0]?.toUpperCase() ?? ''}${c.when.slice(1)}${c.value.why.length ? ` (${c.value.why.join('; ')})` : ''}:`;
      return [head, ...lines.map((l) => `  ${l}`)];
    });
    return [...(note ? [note] : []), ...cases, `To hit ${name}:`, ...toHit];
  })];
}
