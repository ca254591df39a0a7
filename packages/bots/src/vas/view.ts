/**
 * What a Victory at Sea bot knows: its fleet's `observe` view, nothing else. `asState` turns the
 * view into a state the public rule functions accept, with the bot's OWN dice (a determinization:
 * the game's PRNG is not in the view, so any seed is as good as another). Hidden enemies are simply
 * absent from the view and so from every estimate.
 */
import { seedRng, type RngState } from '@salvo/kernel';
import { vas, type FleetId, type ShipState, type VasState, type VasView } from '@salvo/vas';

/**
 * Keys in the engine's order (its turn/clone-state.ts), so the bots' states have the same shape as
 * the engine's own and the engine's optimized code sees one kind of state, not two (a rest copy
 * without `viewer` and a spread with `rng` last gave another key order, and cost two copies).
 */
export function asState(view: VasView, rng: RngState = seedRng(0)): VasState {
  return {
    v: view.v, options: view.options, rng: [rng[0], rng[1], rng[2], rng[3]], turn: view.turn, phase: view.phase,
    fleetOrder: view.fleetOrder, fleets: view.fleets, ships: view.ships, shipOrder: view.shipOrder,
    initiativeOrder: view.initiativeOrder, activation: view.activation, smoke: view.smoke, resolution: view.resolution,
    moving: view.moving, result: view.result, nextCriticalId: view.nextCriticalId, declinedFirst: view.declinedFirst,
    endPhase: view.endPhase, conceded: view.conceded, visibility: view.visibility, naval: view.naval, air: view.air,
    scenarioRules: view.scenarioRules,
    ...(view.scenario ? { scenario: view.scenario } : {}),
    ...(view.judgement ? { judgement: view.judgement } : {}),
  };
}

const alive = (s: ShipState | undefined): s is ShipState => s !== undefined && !s.destroyed && !s.withdrawn && !s.abandoned;

export function sideOfFleet(state: VasState, fleet: FleetId): string {
  return state.fleets[fleet]?.side ?? fleet;
}

/** Ships in play of the viewer's side and of the other sides. */
export function sides(state: VasState, fleet: FleetId): { mine: ShipState[]; enemies: ShipState[] } {
  const side = sideOfFleet(state, fleet);
  const all = state.shipOrder.map((id) => state.ships[id]).filter(alive);
  return { mine: all.filter((s) => sideOfFleet(state, s.fleet) === side), enemies: all.filter((s) => sideOfFleet(state, s.fleet) !== side) };
}

export const distance = (a: ShipState, b: ShipState): number => Math.hypot(a.position.x - b.position.x, a.position.y - b.position.y);

/** The pending decision's player, or null at chance steps and at the end. */
export function decider(state: VasState): FleetId | null {
  const p = vas.pending(state);
  return p.kind === 'decision' ? p.player : p.kind === 'simultaneous' ? (p.players[0] ?? null) : null;
}
