/**
 * legalActions(): a finite, representative list for the pending decision, the always-legal default
 * first. Small decisions are enumerated in full (marker placement, carrier intent, disengagement
 * shapes, which pursuits go on); large ones (moves, fire plans, returns) add sampled variants.
 */
import type { RngState } from '@salvo/kernel';
import { AREAS, BOARD, landAirAllowed } from './board';
import { areaCombat } from './combat';
import { pursuitCanContinue } from './disengage';
import { owing } from './pending';
import { defaultAction, isLegal, sampleFor } from './sample';
import { speedOf } from './ships';
import { axisCarriers, present } from './surface';
import type { Side, WasAction, WasState } from './types';

function subsets<T>(xs: readonly T[]): T[][] {
  if (xs.length > 6) return [[], [...xs]];
  const out: T[][] = [];
  for (let m = 0; m < 1 << xs.length; m++) out.push(xs.filter((_, i) => (m >> i) & 1));
  return out;
}

function enumerated(s: WasState, side: Side | undefined): WasAction[] {
  const st = s.step;
  switch (st.kind) {
    case 'place-air': {
      const me = side ?? 'allies';
      const targets = [...AREAS, ...BOARD.ports.map((p) => p.id)].filter((t) => landAirAllowed(me, t));
      return targets.map((target) => ({ type: 'place-air', side: me, target }));
    }
    case 'carrier-intent': {
      const c = areaCombat(s, st.area);
      const e = c.engagements[st.engagement];
      return subsets(e ? axisCarriers(s, st.area, c, e) : []).map((firing) => ({ type: 'carrier-intent', firing }));
    }
    case 'disengage': {
      const me = side ?? 'allies';
      const e = areaCombat(s, st.area).engagements[0];
      const mine = present(s, st.area, e ? (me === 'allies' ? e.allies : e.axis) : []);
      if (!mine.length) return [];
      const bySpeed = new Map<number, string[]>();
      for (const x of mine) bySpeed.set(speedOf(x), [...(bySpeed.get(speedOf(x)) ?? []), x.id]);
      return [
        { type: 'disengage', side: me, groups: [mine.map((x) => x.id)] },
        { type: 'disengage', side: me, groups: [...bySpeed.values()] },
        { type: 'disengage', side: me, groups: mine.map((x) => [x.id]) },
      ];
    }
    case 'continue-pursuit': {
      const c = areaCombat(s, st.area);
      const live = c.engagements.map((e, i) => ({ e, i })).filter(({ e }) => pursuitCanContinue(s, st.area, e)).map(({ i }) => i);
      return subsets(live).map((engagements) => ({ type: 'continue-pursuit', engagements }));
    }
    case 'deploy': case 'move': case 'port-strike': case 'uboat-targets': case 'air-targets': case 'surface-fire':
    case 'pursue': case 'return': case 'minor-roll': case 'speed-roll': case 'asw-roll': case 'to-hit': case 'damage':
    case 'oiler-roll': case 'over':
      return [];
  }
}

export function legalActions(s: WasState): WasAction[] {
  const st = s.step;
  if (st.kind === 'over') return [];
  const sides: (Side | undefined)[] =
    st.kind === 'place-air' || st.kind === 'disengage' ? owing(s, ['allies', 'axis']) : st.kind === 'air-targets' ? owing(s, st.sides) : [undefined];
  const out: WasAction[] = [];
  const seen = new Set<string>();
  const rng: RngState = [0x9e3779b9, 0x243f6a88, 0xb7e15162, s.turn + 1];
  for (const side of sides) {
    const d = defaultAction(s, side);
    const cands: WasAction[] = d ? [d, ...enumerated(s, side)] : [];
    for (let i = 0; i < 4; i++) cands.push(sampleFor(s, rng, side));
    for (const a of cands) {
      const k = JSON.stringify(a);
      if (a.type === 'roll' || seen.has(k) || !isLegal(s, a)) continue;
      seen.add(k);
      out.push(a);
    }
  }
  return out;
}
