/**
 * A scenario game deployed by hand (docs/server.md, "Deployment"; created with `deploy: "hand"`, the default when
 * every seat is a person). The game row is 'deploying' and keeps, as JSON in `deployment`, only the scenario
 * request, the seats that deploy by hand and each finished seat's deployment (`DeployRecord`): the plan is made
 * again from the committed seed (`${game}:${serverSeed}`, the same pre-battle rolls as an automatic deployment) and
 * the deployments replayed on it (packages/scenarios online-deploy.ts), so a restart or another process finds the
 * same table. A seat deploys only in its turn of the plan's deploy order; a bot's seat, and a seat with nothing to
 * decide, is placed automatically when its turn comes. The last deployment turns the plan into the game's setup
 * (`planToSetup`, the same shape as an automatic deployment's) and the game starts.
 * Hidden information (VAS-SCN-DEPLOY-HIDDEN): a viewer is sent only `deployView` for its seat (deploy-view.ts).
 */
import { applyDeployment, deployView, planToSetup, replayDeployment, type Deployment, type DeployProgress, type DeployView } from '@salvo/scenarios';
import { scenarioPlan, type ScenarioRequest } from './scenario-setup';
import { SPECTATOR } from './rulesets';

export interface DeployRecord {
  readonly request: ScenarioRequest;
  /** The person seats: each deploys by hand when its turn comes (a bot's seat is placed automatically). */
  readonly hand: readonly string[];
  /** Each seat's finished deployment, as recorded (headings filled in). */
  readonly done: Readonly<Record<string, Deployment>>;
}

export type Refusal = { readonly ok: false; readonly code: string; readonly message: string };

/** The seed of a game's pre-battle rolls (create.ts gives scenarioSetup the same). */
export const planSeed = (game: string, serverSeed: string): string => `${game}:${serverSeed}`;

/** Where the deployment stands: the plan with every finished deployment applied, and who deploys now. */
export function progressOf(rec: DeployRecord, seed: string): DeployProgress | Refusal {
  const planned = scenarioPlan(rec.request, seed);
  if (!planned.ok) return { ok: false, code: 'ERR_SCENARIO', message: planned.message };
  const plan = planned.plan;
  const done = new Map<number, Deployment>();
  for (const [seat, d] of Object.entries(rec.done)) done.set(plan.players.findIndex((p) => p.fleetId === seat), d);
  const r = replayDeployment(plan, (i) => rec.hand.includes(plan.players[i]?.fleetId ?? ''), done);
  return 'code' in r ? { ok: false, code: r.code, message: r.message } : r;
}

/** The seat deploying now, or null when every seat has deployed. */
export function deployerOf(p: DeployProgress): string | null {
  return p.deploying === null ? null : (p.plan.players[p.deploying]?.fleetId ?? null);
}

/** What `viewer` (a seat, or SPECTATOR) may see of the deployment. */
export function deployViewFor(p: DeployProgress, viewer: string): DeployView {
  const i = viewer === SPECTATOR ? -1 : p.plan.players.findIndex((x) => x.fleetId === viewer);
  return deployView(p, i < 0 ? null : i);
}

export type DeployOutcome =
  | { readonly ok: true; readonly rec: DeployRecord; readonly next: string | null; readonly setup: Record<string, unknown> | null }
  | Refusal;

/**
 * `seat`'s deployment judged: the record with it, the seat deploying next and, once every seat has deployed, the
 * game's setup (its seed still the plan's: the caller gives the engine seed); or the refusal.
 */
export function deploySeat(rec: DeployRecord, seed: string, seat: string, d: Deployment): DeployOutcome {
  const progress = progressOf(rec, seed);
  if ('ok' in progress) return progress;
  const now = deployerOf(progress);
  if (now === null) return { ok: false, code: 'ERR_NOT_DEPLOYING', message: 'Every fleet has deployed: the battle has begun.' };
  if (now !== seat) {
    const who = progress.plan.players[progress.deploying ?? -1]?.fleetName ?? now;
    const mine = Object.hasOwn(rec.done, seat);
    return { ok: false, code: 'ERR_DEPLOY_NOT_YOUR_TURN', message: mine ? `You have deployed; ${who} deploys now.` : `${who} deploys first; you deploy next, once they have.` };
  }
  const applied = applyDeployment(progress.plan, progress.deploying ?? -1, d);
  if ('code' in applied) return { ok: false, code: applied.code, message: applied.message };
  const next: DeployRecord = { ...rec, done: { ...rec.done, [seat]: applied.deployment } };
  const after = progressOf(next, seed);
  if ('ok' in after) return after;
  const setup = after.deploying === null ? (planToSetup(after.plan) as unknown as Record<string, unknown>) : null;
  return { ok: true, rec: next, next: deployerOf(after), setup };
}
