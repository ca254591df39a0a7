/**
 * War at Sea (Avalon Hill 1976) rules engine. Public API: the engine object and its types.
 * `wasEngine` implements `Engine<WasSetup, WasState, WasAction, WasEvent, Side, WasView>`.
 *
 * Setup: `{ seed, options?: { weakBismarcks, accumulateUboats, faceDown } }` (19.1-19.3).
 * `state.step.kind` names the pending step; `pending()` says who answers it:
 *   deploy (Allies, Turn 1: `deploy`) -> minor-roll dice (takeover T8, Russian sailing T3+, US release T4+)
 *   -> move (Allies, then Axis: `move` with orders, repairs, U-boats) -> speed-roll dice
 *   -> place-air (simultaneous, secret: `place-air`) -> port-strike (`air-targets`) -> per sea area:
 *   asw-roll dice -> uboat-targets (`uboat-targets`) -> air-targets (simultaneous, secret) ->
 *   [tactical-battle with option tacticalBattles: `fight-by-dice` or `tactical-result`, WAS-SALVO-TACTICAL] ->
 *   carrier-intent -> surface-fire (`fire`, Allies then Axis) -> disengage (simultaneous, secret)
 *   -> pursue -> continue-pursuit -> ... -> return (Allies, then Axis) -> oiler-roll dice -> next turn.
 * Fire is resolved volley by volley: `to-hit` dice, then `damage` dice for the hits.
 * Dice: answer any chance step with `{ type: 'roll', values }` or `rollChance`.
 * Surrender (Clarification 1): `{ type: 'surrender', side }` at any step before the end; never listed by `legalActions`.
 * Views: `observe(state, side)` (with the options and effective Defense). Every text a player reads goes through the same
 * filter (19.3): `pendingFor` (prompts, dice labels), `visibleEvents` (events), `textFor` (any other sentence).
 * Prompts and refusals name areas, ports and ships as printed on the board, never by id.
 */
export type {
  Side, AreaId, PortId, WasOptions, WasSetup, WasState, WasAction, WasEvent, WasView, Step, ShipState, Location,
  MoveOrder, FireGroup, FaceDownShip, SecretOrder, Engagement, AreaCombat, Volley, TacticalShipResult,
} from './types';
export { defenseOf } from './ships';
export { tacticalShips, tacticalResultError } from './tactical';
export { SIDES, otherSide } from './types';
/** The board's sea areas and ports in board order, and the board itself (packages/data/src/was). */
export { AREAS, PORTS, BOARD } from './board';
export { wasEngine } from './engine';
export { RULES } from './rules';
export { returnOptions } from './returns';
export { legalMoveTargets } from './movement';
export { fallbackPorts } from './routes';
export { observe, visibleEvents, pendingFor, requestFor, textFor, hidesBritish } from './view';
export { describeAction, describeEvent, describedShip, perDie, tacticalSummary } from './describe';
