/**
 * The words and the message of an online deployment by hand (OnlineDeploy.tsx): what a seat or spectator waiting is
 * told (and a seat still to deploy, which fleet and zone are its own), and a seat's deployment as the server takes
 * it (apps/server deployment.ts) from the plan the page holds.
 */
import { zoneText, type BattlePlan, type Deployment, type DeployView } from '@salvo/scenarios';
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

/**
 * For a seat waiting to deploy: which fleet it plays and where it will set up, in the words the table's zone labels
 * use ("Player 2 (East carrier group)"), since the waiting sentence names only the fleet deploying now. Null for a
 * spectator or a seat that has deployed.
 */
export function yourPartText(view: DeployView): string | null {
  if (view.you === null || view.deployed.includes(view.you)) return null;
  const p = view.players[view.you];
  if (p === undefined) return null;
  const { kind, zones } = p.side.deployment;
  const where = kind === 'long-edge-entry' ? 'your ships start off the table and come on from the edges during the battle'
    : kind === 'zone' && zones.length > 0 ? `you set up in ${zones.map(zoneText).join('; ')}`
    : 'the scenario places your ships';
  return `You play ${p.fleetName} (Player ${view.you + 1}, ${p.side.name}): ${where}.`;
}
