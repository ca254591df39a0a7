/**
 * The heuristic War at Sea bot: one planner per kind of decision, each scoring its candidates with
 * simple War at Sea sense (hold high-POC areas, concentrate, avoid lost fights, repair, guard and hunt
 * convoys, use U-boats and airstrikes). Every plan is checked with `apply`; a rejected plan falls back
 * to the engine's sampler, so the bot never answers illegally.
 */
import type { RngState } from '@salvo/kernel';
import { wasEngine, type Side, type WasAction, type WasState } from '@salvo/was';
import { sampledFor, type WasBot } from './bot';
import { planAirTargets, planCarrierIntent, planFire, planUboatTargets, strikesHere } from './plan-fire';
import { planMove } from './plan-move';
import { planDeploy, planPlaceAir, planReturns } from './plan-ports';
import { planContinue, planDisengage, planPursue } from './plan-withdraw';
import { placeUboatsNow } from './plan-uboats';
import { planAddOne, planAreaOrder } from './plan-order';

export function heuristicPlan(state: WasState, side: Side): WasAction | null {
  const view = wasEngine.observe(state, side);
  const st = view.step;
  switch (st.kind) {
    case 'deploy': return { type: 'deploy', malta: planDeploy(view) };
    case 'move': return { type: 'move', ...planMove(state, view, side) };
    case 'place-air': return { type: 'place-air', side, target: planPlaceAir(view, side) };
    case 'port-strike': return { type: 'air-targets', side, targets: planAirTargets(view, side, st.port, 3) };
    case 'air-targets': return { type: 'air-targets', side, targets: planAirTargets(view, side, st.area, view.combat[st.area]?.strikes?.[side] ?? strikesHere(view, side, st.area)) };
    case 'place-uboats': return { type: 'place-uboats', areas: placeUboatsNow(view) };
    // A bot fights by the dice: a tactical battle is played, or typed in, by people (WAS-SALVO-TACTICAL).
    case 'tactical-battle': return { type: 'fight-by-dice' };
    case 'choose-area': {
      const area = planAreaOrder(state);
      return area ? { type: 'resolve-area', area } : null;
    }
    case 'add-one': return { type: 'add-one', add: planAddOne(state, st.values) };
    case 'uboat-targets': return { type: 'uboat-targets', targets: planUboatTargets(view, st.area, st.uboats) };
    case 'carrier-intent': return { type: 'carrier-intent', firing: planCarrierIntent(view, st.area, st.engagement) };
    case 'surface-fire': return { type: 'fire', groups: planFire(view, side, st.area, st.engagement) };
    case 'disengage': return { type: 'disengage', side, groups: planDisengage(view, side, st.area) };
    case 'pursue': return { type: 'pursue', groups: planPursue(state, view, side, st.area) };
    case 'continue-pursuit': return { type: 'continue-pursuit', engagements: planContinue(state, side, st.area) };
    case 'return': return { type: 'return', ports: planReturns(state, view, side) };
    case 'minor-roll': case 'speed-roll': case 'asw-roll': case 'to-hit': case 'damage': case 'oiler-roll': case 'over':
      return null;
  }
}

export interface HeuristicStats {
  decisions: number;
  fallbacks: number;
  lastRejection?: string;
}

export function heuristicWasBot(rng: RngState, stats?: HeuristicStats): WasBot {
  return {
    name: 'heuristic',
    decide(state, side) {
      const plan = heuristicPlan(state, side);
      if (stats) stats.decisions += 1;
      if (plan) {
        const r = wasEngine.apply(state, plan);
        if (r.ok) return plan;
        if (stats) stats.lastRejection = `${state.step.kind}: ${r.error.code} ${r.error.message}`;
      }
      if (stats) stats.fallbacks += 1;
      return sampledFor(state, side, rng);
    },
  };
}
