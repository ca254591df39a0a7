/**
 * How a fleet is told apart on the table and its cards: colour AND a second cue for colour-blind
 * players (solid / striped hulls, round / square badges and flight rings).
 */
import type { VasState } from '@salvo/vas';

/** What the table and cards draw from: a state or a seat's view (never needs the PRNG). */
export type TableState = Omit<VasState, 'rng'>;

export interface FleetStyle { index: number; fill: string; pattern: string; badge: 'circle' | 'square' }

export function fleetStyle(state: Pick<TableState, 'fleetOrder'>, fleet: string): FleetStyle {
  const index = Math.max(0, state.fleetOrder.indexOf(fleet));
  return index % 2 === 0
    ? { index, fill: '#1f5fa8', pattern: 'url(#solid-a)', badge: 'circle' }
    : { index, fill: '#b3261e', pattern: 'url(#stripes-b)', badge: 'square' };
}

/** A fleet's side (fleets on one side are allies). */
export const sideOf = (state: Pick<TableState, 'fleets'>, fleet: string): string => state.fleets[fleet]?.side ?? fleet;
