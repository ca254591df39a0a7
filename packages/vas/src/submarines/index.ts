/**
 * Submersibles (Advanced Rules): the public surface the flow, pending, attack and movement modules call.
 * Named points: `submarineStop` (the flow, in the Movement Phase), `startDetection` (the flow, at the start
 * of the Attack Phase), `clearDetections` (the End Phase), `afterShipMove` (a move), `afterFlightMove` (a
 * flight's move), `resetSubmarineTurn` (a new turn), and the chance steps and decisions below.
 */
import type { ChanceRequest, Vec } from '@salvo/kernel';
import type { FlightState, MoveLeg, VasEvent, VasState } from '../types';
import { onTable } from '../turn/ships';
import { playsUnder } from '../rules-version';
import { applyCrashDiveRoll, crashDiveChance, crashDiveOffer, queueCrashDives } from './crash-dive';
import { applyDetectionRoll, detectionChance } from './detection';
import { applyHuntRoll, huntChance, queueHunts, startHunt } from './hunting';
import { subData } from './resolution-data';
import { forcedRevealFleet, revealFleet } from './reveal';

export { startDetection, clearDetections, detectionNeeded } from './detection';
export { applyCrashDiveChoice, crashDiveOffer } from './crash-dive';
export { applyReveal, forcedRevealFleet, revealChoices, revealFleet, validateReveal } from './reveal';
export { squareOf, squareName, inSquare, SQUARE } from './squares';

export function submarineChance(state: VasState): ChanceRequest | null {
  const d = subData(state);
  if (!d) return null;
  switch (d.step) {
    case 'detect': return detectionChance(state, d);
    case 'hunt': return huntChance(state, d);
    case 'crash-dive': return crashDiveChance(state, d);
  }
}

export function continueSubmarine(draft: VasState, values: readonly number[]): VasEvent[] {
  const d = subData(draft);
  if (!d) return [];
  switch (d.step) {
    case 'detect': return applyDetectionRoll(draft, d, values);
    case 'hunt': return applyHuntRoll(draft, d, values);
    case 'crash-dive': return applyCrashDiveRoll(draft, d, values);
  }
}

/** After a ship's move: Long-Ranged Detection rolls and Crash Dive offers it causes. */
export function afterShipMove(draft: VasState, shipId: string, from: Vec, heading: number, legs: readonly MoveLeg[]): void {
  const ship = draft.ships[shipId];
  if (!ship) return;
  queueHunts(draft, ship, from, heading, legs);
  if (onTable(ship)) queueCrashDives(draft, { fleet: ship.fleet, by: ship.id, from, to: ship.position });
}

/** After a flight's move (aircraft/movement.ts): the Crash Dive offers it causes (none under rules version 2: ships only). */
export function afterFlightMove(draft: VasState, flight: FlightState, from: Vec): void {
  if (flight.position === null || !playsUnder(draft, 3)) return;
  queueCrashDives(draft, { fleet: flight.fleet, by: flight.id, from, to: flight.position });
}

/**
 * The flow's stop in the Movement Phase: a Long-Ranged Detection roll to make (set as the resolution),
 * or a reveal or crash-dive decision awaited. False when the movement may go on.
 */
export function submarineStop(draft: VasState): boolean {
  if (startHunt(draft)) return true;
  if (forcedRevealFleet(draft) !== undefined) return true;
  if (crashDiveOffer(draft) !== null) return true;
  draft.naval.crashDives = [];
  return revealFleet(draft) !== undefined;
}

/** Per-turn submarine records are reset at the start of a turn. */
export function resetSubmarineTurn(draft: VasState): void {
  const n = draft.naval;
  n.depthChanged = [];
  n.revealDone = [];
  n.detectionTried = [];
  n.crashDives = [];
  n.squadronTurn = null;
}
