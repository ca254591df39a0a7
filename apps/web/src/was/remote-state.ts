/**
 * Online, a seat has only its view. The engine's helpers for choices (`legalMoveTargets`,
 * `legalActions`, the heuristic bot) take a state, so they get a stand-in built from the view with
 * neutral values for what the view hides (the PRNG, the other side's secret order, the volley queue).
 * They only propose: the server checks every action against the real state.
 */
import type { AreaId, WasState, WasView } from '@salvo/was';
import { WAS_AREA_IDS } from '@salvo/data';

export function asState(view: WasView): WasState {
  return {
    game: 'war-at-sea', options: view.options, turn: view.turn, step: view.step,
    ships: view.ships.filter((x): x is WasState['ships'][number] => !('faceDown' in x)),
    uboats: view.uboats, control: view.control, poc: view.poc, pendingPoc: { allies: 0, axis: 0 },
    lba: { allies: view.lba.allies === 'hidden' ? null : view.lba.allies, axis: view.lba.axis === 'hidden' ? null : view.lba.axis },
    secret: {}, areaQueue: areasToResolve(view), combat: view.combat, volleys: [], after: null, rng: [1, 2, 3, 4], revealed: true,
  } as WasState;
}

/**
 * The areas still to resolve while the Axis picks the next one (WBC 2000 (b)), which the view does not
 * carry: the areas the combat phase queued (packages/was/src/combat-areas.ts, `startCombatPhase`: Allied
 * ships with Axis ships, U-boats or the Axis air marker, or Axis ships with the Allied marker), less those
 * already opened (each has its combat record). Ships in an unopened area have not moved since, so this is
 * the engine's queue. Empty at any other step.
 */
function areasToResolve(view: WasView): AreaId[] {
  if (view.step.kind !== 'choose-area') return [];
  const at = (a: AreaId, side: 'allies' | 'axis'): boolean =>
    view.ships.some((x) => x.side === side && x.location.kind === 'sea' && x.location.area === a && (!('status' in x) || x.status === 'active'));
  return WAS_AREA_IDS.filter((a) => {
    if (view.combat[a]) return false;
    const al = at(a, 'allies');
    const ax = at(a, 'axis');
    return (al && (ax || (view.uboats.areas[a] ?? 0) > 0 || view.lba.axis === a)) || (ax && view.lba.allies === a);
  });
}
