/**
 * The answers the search bot weighs at a decision, the heuristic's own always first (its rank is the
 * search's prior), duplicates removed:
 * - movement (5.2, 5.3): the heuristic's best `width` plans (`planMoveCandidates`: the greedy plan and
 *   one plan per sea area sending every ship that can reach it there);
 * - disengage (12.1, 12.9): the heuristic's answer and the opposite (stay, or leave in groups by speed);
 * - pursue (12.3-12.8): the heuristic's pursuit, none, and all-out pursuit.
 * Any other decision: null (the bot plays the heuristic there).
 */
import { wasEngine, type Side, type WasAction, type WasState } from '@salvo/was';
import { heuristicPlan } from './heuristic';
import { planMoveCandidates } from './plan-move';
import { allOutPursuit, otherDisengage, planDisengage } from './plan-withdraw';

export function searchCandidates(state: WasState, side: Side, width: number): WasAction[] | null {
  const st = state.step;
  const view = wasEngine.observe(state, side);
  let out: WasAction[];
  if (st.kind === 'move' && st.side === side) {
    out = planMoveCandidates(state, view, side, width, true).map((p): WasAction => ({ type: 'move', ...p }));
  } else if (st.kind === 'disengage') {
    const h = planDisengage(view, side, st.area);
    out = [{ type: 'disengage', side, groups: h }, { type: 'disengage', side, groups: otherDisengage(view, side, st.area, h) }];
  } else if (st.kind === 'pursue' && st.side === side) {
    const h = heuristicPlan(state, side);
    if (!h) return null;
    out = [h, { type: 'pursue', groups: [] }, { type: 'pursue', groups: allOutPursuit(state, view, side, st.area) }];
  } else {
    return null;
  }
  const seen = new Set<string>();
  return out.filter((a) => {
    const key = JSON.stringify(a);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
