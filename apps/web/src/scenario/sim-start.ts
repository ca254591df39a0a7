/**
 * The position a scenario's Monte Carlo starts from, in the browser: the screen's choices planned as for
 * play (planChoice: the pre-battle rolls from the seed), both sides placed as a bot places them
 * (autoPlaceSide, in set-up order), made a game. Every simulated battle then rolls its own dice.
 */
import { vas, type VasState } from '@salvo/vas';
import { autoPlaceSide, planToSetup } from '@salvo/scenarios';
import { planChoice, type ScenarioChoice } from './plan';

export function simulationStart(c: ScenarioChoice): { ok: true; start: VasState } | { ok: false; problems: string[] } {
  const planned = planChoice(c);
  if (!planned.ok) return planned;
  for (const i of planned.plan.deployOrder) {
    const why = autoPlaceSide(planned.plan, i);
    if (why) return { ok: false, problems: [why] };
  }
  const game = vas.createGame(planToSetup(planned.plan));
  return game.ok ? { ok: true, start: game.value } : { ok: false, problems: [game.error.message] };
}
