/**
 * War at Sea (Avalon Hill 1976) rules engine. Public API: the engine object and its types.
 * `wasEngine` implements `Engine<WasSetup, WasState, WasAction, WasEvent, Side, WasView>`.
 */
export type {
  Side, AreaId, PortId, WasOptions, WasSetup, WasState, WasAction, WasEvent, WasView, Step, ShipState, Location,
  MoveOrder, FireGroup, FaceDownShip, SecretOrder, Engagement, AreaCombat, Volley,
} from './types';
export { SIDES, otherSide } from './types';
export { wasEngine } from './engine';
export { RULES } from './rules';
export { returnOptions } from './returns';
export { legalMoveTargets } from './movement';
export { observe, visibleEvents } from './view';
