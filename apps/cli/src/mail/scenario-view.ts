/**
 * A Victory at Sea scenario by mail before its battle (scenarioVas's deploying state): what the seat reads (the
 * scenario, the rolls' results, the ships placed so far), how a deployment or a flights-aloft choice is said, and
 * the prompts that make them, the same as `salvo play --scenario` asks (placeByHand, askCarriersAloft). Everything
 * is read through `observe` for the seat.
 */
import { autoPlaceSide, planOfView, scenarioVas, type BattlePlan, type DeployingState, type DeployingView, type ScenarioVasAction } from '@salvo/scenarios';
import type { Terminal } from '../io/terminal';
import { askCarriersAloft } from '../vas/carrier-aloft';
import { placeByHand, scenarioIntro } from '../vas/scenario-battle';

const viewOf = (s: DeployingState, seat: string): DeployingView => scenarioVas.observe(s, seat) as DeployingView;

const inches = (n: number): string => `${Math.round(n * 10) / 10}`;

/** The scenario and the ships on the table so far, as the seat may see them. */
export function deployingBoard(s: DeployingState, seat: string): string[] {
  const v = viewOf(s, seat);
  if (!v.deploy) return [v.waiting ? `Before the battle: ${v.waiting}` : 'Before the battle.'];
  const plan = planOfView(v.deploy);
  const lines = scenarioIntro(plan);
  for (const p of plan.players) {
    const placed = p.ships.filter((x) => x.placement);
    if (placed.length === 0) continue;
    lines.push(`${p.fleetName} on the table: ${placed.map((x) => `${x.name} at (${inches(x.placement?.position.x ?? 0)}, ${inches(x.placement?.position.y ?? 0)}) heading ${Math.round(x.placement?.heading ?? 0)}`).join('; ')}.`);
  }
  return lines;
}

/**
 * A deployment decision in words: where each ship was placed, or how many flights each carrier has in the air (the
 * engine's event says who deployed); null for an action that is not one.
 */
export function describeDeploying(s: DeployingState, action: ScenarioVasAction): string | null {
  if (action.type !== 'scenario-deploy' && action.type !== 'scenario-aloft') return null;
  const ships = viewOf(s, action.fleet).deploy?.players.flatMap((p) => p.ships) ?? [];
  const name = (id: string): string => ships.find((x) => x.id === id)?.name ?? id;
  if (action.type === 'scenario-deploy') {
    return `placed ${action.placements.map((p) => `${name(p.ship)} at (${inches(p.x)}, ${inches(p.y)}) heading ${Math.round(p.heading ?? 0)}`).join(', ') || 'no ship'}`;
  }
  const counts = Object.entries(action.choices).map(([ship, c]) => `${name(ship)} ${typeof c === 'number' ? c : c === null ? 'the most' : Object.values(c).reduce((a, b) => a + b, 0)}`);
  return `flights in the air: ${counts.length ? counts.join(', ') : 'the most each carrier may have'}`;
}

/** The seat's deployment or flights-aloft choice, asked at the terminal; null at end of input. */
export async function decideDeploying(s: DeployingState, seat: string, term: Terminal): Promise<ScenarioVasAction | null> {
  const v = viewOf(s, seat);
  if (!v.deploy) return null;
  const plan: BattlePlan = planOfView(v.deploy);
  const i = plan.players.findIndex((p) => p.fleetId === seat);
  const p = scenarioVas.pending(s);
  if (p.kind === 'simultaneous') {
    const choices = await askCarriersAloft(plan, i, term);
    return choices === null ? null : { type: 'scenario-aloft', fleet: seat, choices };
  }
  const before = new Set((plan.players[i]?.ships ?? []).filter((x) => x.placement).map((x) => x.id));
  if (!(await placeByHand(plan, i, term))) return null;
  const unplaced = autoPlaceSide(plan, i);
  if (unplaced) term.print(unplaced);
  const placements = (plan.players[i]?.ships ?? []).flatMap((x) => (x.placement && !before.has(x.id)
    ? [{ ship: x.id, x: x.placement.position.x, y: x.placement.position.y, heading: x.placement.heading }] : []));
  return { type: 'scenario-deploy', fleet: seat, placements };
}
