/**
 * Online, a seat has only its view. The engine's helpers for choices (`legalMoveTargets`,
 * `legalActions`, the heuristic bot) take a state, so they get a stand-in built from the view with
 * neutral values for what the view hides (the PRNG, the other side's secret order, the volley queue).
 * They only propose: the server checks every action against the real state.
 */
import type { WasState, WasView } from '@salvo/was';

export function asState(view: WasView): WasState {
  return {
    game: 'war-at-sea', options: view.options, turn: view.turn, step: view.step,
    ships: view.ships.filter((x): x is WasState['ships'][number] => !('faceDown' in x)),
    uboats: view.uboats, control: view.control, poc: view.poc, pendingPoc: { allies: 0, axis: 0 },
    lba: { allies: view.lba.allies === 'hidden' ? null : view.lba.allies, axis: view.lba.axis === 'hidden' ? null : view.lba.axis },
    secret: {}, areaQueue: [], combat: view.combat, volleys: [], after: null, rng: [1, 2, 3, 4], revealed: true,
  } as WasState;
}
