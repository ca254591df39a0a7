/**
 * The words and the message of an online deployment by hand (OnlineDeploy.tsx): what a seat or spectator waiting is
 * told, and a seat's deployment as the server takes it (apps/server deployment.ts) from the plan the page holds.
 */
import type { BattlePlan, Deployment, DeployView } from '@salvo/scenarios';
import { placesByHand } from './plan';

/** Player `me`'s deployment from the plan: her ships' positions (not those the scenario placed) and her carriers' chosen flights by type. */
export function deploymentOf(plan: BattlePlan, me: number, placedBefore: ReadonlySet<string>): Deployment {
  const p = plan.players[me];
  const ships = p?.ships ?? [];
  const placements = placesByHand(plan, me)
    ? ships.flatMap((s) => (s.placement && !placedBefore.has(s.id) ? [{ ship: s.id, x: s.placement.position.x, y: s.placement.position.y, heading: s.placement.heading }] : []))
    : [];
  const aloft: Record<string, Record<string, number>> = {};
  for (const s of ships) {
    if (!s.aloft) continue;
    const byType: Record<string, number> = {};
    s.flights.forEach((f, i) => { byType[f.aircraft] = (byType[f.aircraft] ?? 0) + (s.aloft?.[i] ?? 0); });
    aloft[s.id] = byType;
  }
  return { placements, ...(Object.keys(aloft).length > 0 ? { aloft } : {}) };
}

/** The sentence for a seat or spectator waiting while another deploys. */
export function waitingText(view: DeployView): string {
  const now = view.deploying === null ? undefined : view.players[view.deploying]?.fleetName;
  if (now === undefined) return 'Every fleet has deployed: the battle begins.';
  const firstStep = view.deployed.length === 0;
  if (view.you === null) return `${now} deploys ${firstStep ? 'first' : 'now'}.`;
  if (view.deployed.includes(view.you)) return `You have deployed; ${now} deploys now. You see their ships when the battle begins.`;
  return `${now} deploys ${firstStep ? 'first' : 'now'}; you deploy next, with their ships on the table.`;
}
