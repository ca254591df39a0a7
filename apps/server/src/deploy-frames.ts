/**
 * The frames of a game being deployed by hand (deployment.ts), built from an allowlist like frames.ts: the game's
 * public facts, the viewer's `deployView` (VAS-SCN-DEPLOY-HIDDEN: its own carriers' choices only, another seat's
 * positions only once that seat has deployed, a spectator what both seats may see), and whose turn it is to deploy.
 * Never the stand-in state's view, its events or its statics: the game has no version yet (v 0).
 */
import type { DeployProgress } from '@salvo/scenarios';
import type { Turn } from '@salvo/kernel/protocol';
import { deployerOf, deployViewFor, planSeed, progressOf, type DeployRecord } from './deployment';
import { gameInfo } from './frames';
import type { LiveGame } from './live';

const progressCache = new WeakMap<DeployRecord, DeployProgress>();

/** Where the game's deployment stands (replayed once per record); throws if the stored record no longer replays. */
export function progressFor(g: LiveGame & { deployment: DeployRecord }): DeployProgress {
  const known = progressCache.get(g.deployment);
  if (known) return known;
  const p = progressOf(g.deployment, planSeed(g.id, g.serverSeed));
  if ('ok' in p) throw new Error(`deployment of ${g.id} does not replay: ${p.code}`);
  progressCache.set(g.deployment, p);
  return p;
}

export function deployTurn(p: DeployProgress): Turn {
  const seat = deployerOf(p);
  return { kind: 'decision', seats: seat === null ? [] : [seat], decision: 'deploy' };
}

/** The welcome (or, for HTTP, the view) of a game being deployed, as `viewer` may see it. */
export function deployWelcome(g: LiveGame & { deployment: DeployRecord }, viewer: string): Record<string, unknown> {
  const p = progressFor(g);
  return { ...gameInfo(g, viewer), deployment: deployViewFor(p, viewer), t: 'welcome', v: 0, from: 1, events: [], view: null, turn: deployTurn(p) };
}

/** The `deployment` frame after a seat deployed, as `viewer` may see it. */
export function deploymentFrame(g: LiveGame & { deployment: DeployRecord }, viewer: string): string {
  return JSON.stringify({ t: 'deployment', game: g.id, deployment: deployViewFor(progressFor(g), viewer) });
}

export const isDeploying = (g: LiveGame): g is LiveGame & { deployment: DeployRecord } => g.deployment !== null;
