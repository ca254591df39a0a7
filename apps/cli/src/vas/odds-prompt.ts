/**
 * `odds <ship> <weapon>@<target> ...` at the attack prompt of `salvo play`: the exact odds of the
 * attack being planned, without measuring what the rules forbid (VAS-ATTACK-NOMINATE, no
 * pre-measuring): each target is put at the distance the player sees (attack-info.ts's estimate,
 * along the true line of sight, so arcs and aspect are as on the table), unless the `--pre-measure`
 * house rule is on. The odds then say what a captain would reckon, not what the tape measure says.
 */
import { attackOdds, type VasState } from '@salvo/vas';
import { oddsText } from '@salvo/sim';
import { parseTypedAction } from './parse-action';

const judged = (d: number): number => Math.max(5, Math.round(d / 5) * 5);

export function oddsAtPrompt(state: VasState, fleet: string | null, text: string, preMeasure: boolean): string[] {
  const parsed = parseTypedAction(state, text.replace(/^odds\b/i, 'attack'), fleet);
  if (!parsed.ok) return [parsed.message];
  const a = parsed.action;
  if (a.type !== 'attack' || a.fire.length === 0) return ['Type odds and an attack to weigh, e.g. odds warspite a@veneto b@veneto.'];
  const view = structuredClone(state);
  const me = view.ships[a.ship];
  if (!me) return [`There is no ship ${a.ship}.`];
  if (!preMeasure) {
    for (const id of new Set(a.fire.map((n) => n.target))) {
      const t = view.ships[id];
      if (!t) continue;
      const dx = t.position.x - me.position.x;
      const dy = t.position.y - me.position.y;
      const d = Math.hypot(dx, dy);
      if (d === 0) continue;
      const k = judged(d) / d;
      t.position = { x: me.position.x + dx * k, y: me.position.y + dy * k };
    }
  }
  const r = attackOdds(view, a.ship, a.fire);
  if (!r.ok) return [r.error.message];
  const how = preMeasure ? 'measured ranges (house rule)' : 'ranges as judged by eye (to the nearest 5"); out of range at the real distance, a weapon is spent';
  return [`Odds with ${how}:`, ...r.value.flatMap((o) => oddsText(o, me.name, view.ships[o.target]?.name ?? o.target))];
}
