/**
 * What one viewer of a scenario battle being deployed online may see (VAS-SCN-DEPLOY-HIDDEN): the scenario, the
 * pre-battle rolls' results, every fleet's ships, who deploys now; a ship's position only when the scenario gives
 * it, when she is the viewer's own, or once her player has deployed (the one who sets up second sees the first's
 * ships, as at a table; nobody sees the second's before the battle); a carrier's flights aloft only to her own
 * player. Never the seed or the pre-battle PRNG (the server's seed is secret until the game ends), never the
 * Blockade deployment dice. `planOfView` turns a view back into a plan the deployment screen and the scenario's
 * checks work on (its seed empty and PRNG zero: nothing is rolled from it).
 */
import type { PriorityLevel } from '@salvo/data';
import type { Scenario } from './schema';
import type { BattlePlan, PlannedPlayer, PlannedShip } from './plan-types';
import type { DeployProgress } from './online-deploy';

export interface DeployView {
  readonly scenario: Scenario;
  readonly level: PriorityLevel;
  readonly weather: 'good' | 'bad';
  readonly night: boolean;
  readonly notes: readonly string[];
  readonly deployOrder: readonly number[];
  readonly players: readonly Omit<PlannedPlayer, 'blockadeRolls'>[];
  /** The player (index) deploying now, or null when every player has deployed. */
  readonly deploying: number | null;
  /** The players who have deployed (their ships' positions are in the view), in order. */
  readonly deployed: readonly number[];
  /** The viewer's player index, or null for a spectator. */
  readonly you: number | null;
}

function shipFor(s: PlannedShip, showPlace: boolean, showAloft: boolean): PlannedShip {
  const { placement, aloft, ...rest } = s;
  return { ...rest, ...(showPlace && placement ? { placement } : {}), ...(showAloft && aloft ? { aloft } : {}) };
}

export function deployView(progress: DeployProgress, viewer: number | null): DeployView {
  const { plan, step, fixed } = progress;
  const deployed = plan.deployOrder.slice(0, step);
  return {
    scenario: plan.scenario, level: plan.level, weather: plan.weather, night: plan.night,
    notes: plan.notes.filter((n) => !n.startsWith('Blockade deployment')),
    deployOrder: [...plan.deployOrder],
    players: plan.players.map((p, i) => {
      const { blockadeRolls: _rolls, ...rest } = p;
      const done = deployed.includes(i);
      return { ...rest, ships: p.ships.map((s) => shipFor(s, done || i === viewer || fixed.has(s.id), i === viewer)) };
    }),
    deploying: progress.deploying, deployed, you: viewer,
  };
}

/** A plan to deploy on from a view (the screen's and the checks' input); a copy: changing it leaves the view as it was. */
export function planOfView(v: DeployView): BattlePlan {
  const copy = JSON.parse(JSON.stringify(v)) as DeployView;
  return {
    scenario: copy.scenario, seed: '', level: copy.level, weather: copy.weather, night: copy.night, notes: [...copy.notes],
    deployOrder: [...copy.deployOrder], players: copy.players.map((p) => ({ ...p, ships: [...p.ships] })), rng: [0, 0, 0, 0],
  };
}
