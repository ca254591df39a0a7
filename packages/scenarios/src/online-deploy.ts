/**
 * A scenario battle deployed by hand by players who are not at one table (the server's `deploy: "hand"`,
 * docs/scenarios.md "Online"). The host keeps only the plan's inputs and each player's finished deployment;
 * `replayDeployment` rebuilds where the deployment stands from a fresh plan, so the same inputs always give the
 * same table. Players set up in `plan.deployOrder` (VAS-SCN-DEPLOY-ORDER): one who deploys by hand and has
 * something to decide stops the replay until her deployment comes; any other (a bot, a fixed or rolled
 * deployment with no carrier choice) is placed automatically (`autoPlaceSide`) when her turn comes, as a table
 * would. `applyDeployment` judges one player's deployment with the scenario's own checks (`placeShip`, which
 * is `checkPlacement` plus the table and heading; `chooseAloft`) and answers the first refusal as a stable code
 * and the scenario's sentence; on a refusal the plan is left half applied, so the host plans again.
 *
 * Codes: ERR_DEPLOY_SHIP (no such ship in the player's fleet, or one placed twice), ERR_DEPLOY_FIXED (a ship whose
 * position the scenario gives), ERR_DEPLOY_PLACEMENT (a position refused: the sentence says why), ERR_DEPLOY_UNPLACED
 * (a ship left unplaced), ERR_DEPLOY_NOT_PLACED_BY_YOU (a side the scenario places sent positions), ERR_DEPLOY_FIT
 * (the scenario's own placement does not fit), and chooseAloft's ERR_ALOFT_* codes.
 */
import { fleetAloft, type AloftChoice } from './aloft';
import { chooseAloft } from './aloft-choice';
import { zoneHeading } from './deploy';
import { insideZone } from './parse';
import { autoPlaceSide, placeShip } from './to-setup';
import type { BattlePlan } from './plan-types';

/** One ship's position; `heading` absent: the heading of the zone she is in (zoneHeading), as the deployment screen gives. */
export interface ShipPlacement { readonly ship: string; readonly x: number; readonly y: number; readonly heading?: number }

/** A player's whole deployment: every ship she places, and her carriers' flights aloft (absent: the most). */
export interface Deployment {
  readonly placements: readonly ShipPlacement[];
  readonly aloft?: Readonly<Record<string, AloftChoice | null>>;
}

export interface DeployProblem { readonly code: string; readonly message: string }

export interface DeployProgress {
  readonly plan: BattlePlan;
  /** Index into `plan.deployOrder` of the player deploying now (its length once every player has deployed). */
  readonly step: number;
  /** The player (index) deploying now, or null when every player has deployed. */
  readonly deploying: number | null;
  /** Ships whose positions the scenario file gives (public from the start), by id. */
  readonly fixed: ReadonlySet<string>;
}

const problem = (code: string, message: string): DeployProblem => ({ code, message });

/** Whether player `i` decides anything at deployment: ships to place in her zones, or a carrier's flights aloft. */
export function decidesDeployment(plan: BattlePlan, i: number): boolean {
  const p = plan.players[i];
  if (!p) return false;
  const places = p.side.deployment.kind === 'zone' && p.ships.some((sh) => !sh.placement);
  return places || fleetAloft(plan, i).carriers.some((c) => c.min < c.max);
}

/**
 * Where deployment stands: the deployments in `done` (by player index) applied in deployment order, the players
 * who do not deploy by hand (`byHand` false) or decide nothing placed automatically, up to the first player by
 * hand still to deploy. A side the scenario places (fixed, rolled, entering from the edges) is placed before she
 * chooses her carriers' flights. A stored deployment that no longer applies is a problem (the host's record is broken).
 */
export function replayDeployment(plan: BattlePlan, byHand: (player: number) => boolean, done: ReadonlyMap<number, Deployment>): DeployProgress | DeployProblem {
  const fixed = new Set(plan.players.flatMap((p) => p.ships.filter((s) => s.placement).map((s) => s.id)));
  for (let step = 0; step < plan.deployOrder.length; step++) {
    const i = plan.deployOrder[step] as number;
    const d = done.get(i);
    if (d) {
      const why = applyDeployment(plan, i, d);
      if ('code' in why) return why;
      continue;
    }
    if (byHand(i) && decidesDeployment(plan, i)) {
      if (plan.players[i]?.side.deployment.kind !== 'zone') {
        const why = autoPlaceSide(plan, i);
        if (why) return problem('ERR_DEPLOY_FIT', why);
      }
      return { plan, step, deploying: i, fixed };
    }
    const why = autoPlaceSide(plan, i);
    if (why) return problem('ERR_DEPLOY_FIT', why);
  }
  return { plan, step: plan.deployOrder.length, deploying: null, fixed };
}

/** Judges and records player `player`'s deployment on the plan: the deployment as recorded (headings filled in), or the first refusal. */
export function applyDeployment(plan: BattlePlan, player: number, d: Deployment): { readonly deployment: Deployment } | DeployProblem {
  const p = plan.players[player];
  if (!p) return problem('ERR_DEPLOY_SHIP', 'No such player.');
  const placements: ShipPlacement[] = [];
  if (p.side.deployment.kind !== 'zone') {
    if (d.placements.length > 0) return problem('ERR_DEPLOY_NOT_PLACED_BY_YOU', `${p.side.name} does not place ships: ${p.side.deployment.kind === 'long-edge-entry' ? 'they start off the table and come on from the edges during the battle' : 'the scenario places them'}. Choose only your carriers' flights in the air.`);
    const why = autoPlaceSide(plan, player);
    if (why) return problem('ERR_DEPLOY_FIT', why);
  } else {
    const todo = new Set(p.ships.filter((s) => !s.placement).map((s) => s.id));
    const seen = new Set<string>();
    const table = plan.scenario.table;
    for (const pl of d.placements) {
      const idx = p.ships.findIndex((s) => s.id === pl.ship);
      const s = p.ships[idx];
      if (!s) return problem('ERR_DEPLOY_SHIP', `${p.fleetName} has no ship "${pl.ship}": its ships are ${p.ships.map((x) => x.id).join(', ')}.`);
      if (seen.has(s.id)) return problem('ERR_DEPLOY_SHIP', `${s.name} is placed twice: give each ship one position.`);
      if (!todo.has(s.id)) return problem('ERR_DEPLOY_FIXED', `${s.name}'s position is given by the scenario: she is not placed by hand.`);
      seen.add(s.id);
      const at = { x: pl.x, y: pl.y };
      const zone = p.side.deployment.zones.find((z) => insideZone(z, at)) ?? p.side.deployment.zones[0];
      const heading = pl.heading ?? (zone ? zoneHeading(zone, table) : 0);
      const why = placeShip(plan, player, idx, { position: at, heading });
      if (why) return problem('ERR_DEPLOY_PLACEMENT', why);
      placements.push({ ship: s.id, x: at.x, y: at.y, heading });
    }
    const missing = p.ships.filter((s) => todo.has(s.id) && !seen.has(s.id)).map((s) => s.name);
    if (missing.length > 0) return problem('ERR_DEPLOY_UNPLACED', `Place every ship before you finish deploying: ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} not placed yet.`);
  }
  const aloft: Record<string, AloftChoice | null> = {};
  for (const [id, choice] of Object.entries(d.aloft ?? {})) {
    const why = chooseAloft(plan, player, id, choice);
    if (why) return why;
    aloft[id] = choice;
  }
  return { deployment: { placements, ...(Object.keys(aloft).length > 0 ? { aloft } : {}) } };
}
