/**
 * Where a scenario battle stands before it begins (scenario-vas.ts), rebuilt from its inputs each time: the plan
 * from the scenario, the setup's choices and the pre-battle dice rolled so far (planBattle with typed dice), then
 * each side's placements in the scenario's deployment order (VAS-SCN-DEPLOY-ORDER), a side that places nothing by
 * hand placed automatically when its turn comes, then the carriers' flights aloft. A pure function of the state, so
 * the same rolls and deployments always give the same table.
 */
import type { ChanceRequest } from '@salvo/kernel';
import type { VasSetup } from '@salvo/vas';
import { fleetAloft } from './aloft';
import { chooseAloft } from './aloft-choice';
import { applyDeployment, type DeployProgress } from './online-deploy';
import { parseScenario } from './parse';
import type { BattleInput, BattlePlan } from './plan-types';
import type { DeployingState, ScenarioBattleSetup } from './scenario-vas-types';
import type { Scenario } from './schema';
import { autoPlaceSide, planBattle, planToSetup, scenarioToSetup } from './to-setup';

export type Standing =
  /** A pre-battle roll is needed. */
  | { readonly kind: 'roll'; readonly request: ChanceRequest }
  /** `fleet` places its ships (it is `progress.deploying`). */
  | { readonly kind: 'place'; readonly fleet: string; readonly progress: DeployProgress }
  /** These fleets still choose their carriers' flights aloft, in secret. */
  | { readonly kind: 'aloft'; readonly fleets: readonly string[]; readonly progress: DeployProgress }
  /** Everything is settled: the battle's setup. */
  | { readonly kind: 'ready'; readonly setup: VasSetup; readonly plan: BattlePlan }
  /** The inputs no longer make a battle (a broken record: never for states the engine made). */
  | { readonly kind: 'broken'; readonly code: string; readonly message: string };

export function scenarioOf(setup: ScenarioBattleSetup): { ok: true; scenario: Scenario } | { ok: false; message: string } {
  const r = parseScenario(setup.scenario);
  if (r.ok) return { ok: true, scenario: r.value };
  const p = r.problems[0];
  return { ok: false, message: `${p?.path ? `${p.path}: ` : ''}${p?.message ?? 'not a scenario'}` };
}

/** The planBattle input of a setup: player 1 attacks (the sides were chosen when the game was made). */
export function inputOf(setup: ScenarioBattleSetup, dice: readonly (readonly number[])[]): BattleInput {
  return {
    seed: setup.seed, attacker: 0, dice,
    ...(setup.level !== undefined ? { level: setup.level } : {}), ...(setup.points !== undefined ? { points: setup.points } : {}),
    ...(setup.fleets !== undefined ? { fleets: setup.fleets } : {}),
  };
}

/** Whether player `i` places ships by hand: a side deploying in zones with a ship the scenario does not place. */
export function placesByHand(plan: BattlePlan, i: number): boolean {
  const p = plan.players[i];
  return p !== undefined && p.side.deployment.kind === 'zone' && p.ships.some((s) => !s.placement);
}

const broken = (code: string, message: string): Standing => ({ kind: 'broken', code, message });

export function standingOf(s: DeployingState): Standing {
  const sc = scenarioOf(s.setup);
  if (!sc.ok) return broken('ERR_SETUP', sc.message);
  const planned = planBattle(sc.scenario, inputOf(s.setup, s.dice));
  if (!planned.ok) return planned.need ? { kind: 'roll', request: planned.need } : broken('ERR_SETUP', planned.problems[0]?.message ?? 'The scenario cannot be set up.');
  const plan = planned.value;
  const fixed = new Set(plan.players.flatMap((p) => p.ships.filter((x) => x.placement).map((x) => x.id)));
  for (let step = 0; step < plan.deployOrder.length; step++) {
    const i = plan.deployOrder[step] as number;
    const fleet = plan.players[i]?.fleetId ?? '';
    const placed = s.placed.find((d) => d.fleet === fleet);
    if (placed) {
      const why = applyDeployment(plan, i, { placements: placed.placements });
      if ('code' in why) return broken(why.code, why.message);
    } else if (placesByHand(plan, i)) {
      return { kind: 'place', fleet, progress: { plan, step, deploying: i, fixed } };
    } else {
      const why = autoPlaceSide(plan, i);
      if (why) return broken('ERR_DEPLOY_FIT', why);
    }
  }
  const progress: DeployProgress = { plan, step: plan.deployOrder.length, deploying: null, fixed };
  const waiting: string[] = [];
  for (const [i, p] of plan.players.entries()) {
    if (!fleetAloft(plan, i).carriers.some((c) => c.min < c.max)) continue;
    const chosen = s.aloft[p.fleetId];
    if (!chosen) { waiting.push(p.fleetId); continue; }
    for (const [ship, choice] of Object.entries(chosen)) {
      const why = chooseAloft(plan, i, ship, choice);
      if (why) return broken(why.code, why.message);
    }
  }
  if (waiting.length > 0) return { kind: 'aloft', fleets: waiting, progress };
  const setup = planToSetup(plan);
  const options = { ...setup.options, ...(s.setup.options ?? {}) } as VasSetup['options'];
  return { kind: 'ready', setup: { ...setup, options }, plan };
}

/** The battle a scenario setup gives with every pre-battle die seeded and every ship placed automatically (for checks). */
export function autoBattleSetup(setup: ScenarioBattleSetup): { ok: true; setup: VasSetup } | { ok: false; message: string } {
  const sc = scenarioOf(setup);
  if (!sc.ok) return sc;
  const { dice: _typed, ...seeded } = inputOf(setup, []);
  const r = scenarioToSetup(sc.scenario, seeded);
  return r.ok ? { ok: true, setup: r.value.setup } : { ok: false, message: r.problems[0]?.message ?? 'The scenario cannot be set up.' };
}
