/**
 * Detecting submerged boats (VAS-SUB-DETECT, VAS-SUB-DETECTED-END, VAS-NAT-WEAK-SONAR, VAS-TRAIT-SILENT,
 * VAS-TRAIT-SUB-HUNTER, VAS-SPECIAL-SILENT-RUNNING). Salvo rolls detection at the start of the Attack
 * Phase, before any ship declares its attacks: for each submerged boat and each enemy side, one die for
 * every ship of that side within 8" (docs/rules-decisions.md). 4+ detects; Silent and Japanese Weak Sonar
 * each need one more, a Sub-Hunter one less, a boat Running Silent one more. A detection is shared by the
 * side and removed in the End Phase.
 */
import type { ChanceRequest } from '@salvo/kernel';
import type { ShipState, VasEvent, VasState } from '../types';
import { rangeTo } from '../attack/arcs';
import { hasShipTrait } from '../traits/ship-traits';
import { operational, shipsInOrder } from '../turn/ships';
import { detectedBy } from './attack-rules';
import type { SubData } from './resolution-data';
import { succeeded } from '../special-actions/succeeded';
import { perDie } from '../judgement/tactical-judgement';

export const DETECT_RANGE = 8;

const sideOf = (state: VasState, ship: ShipState): string => state.fleets[ship.fleet]?.side ?? ship.fleet;
const silentRunning = (s: ShipState): boolean => succeeded(s, 'rig-for-silent-running');

/** The lowest die face with which `hunter` detects `boat`. */
export function detectionNeeded(hunter: ShipState, boat: ShipState): number {
  let need = 4;
  if (hasShipTrait(boat, 'Silent')) need += 1;
  if (hunter.roster.nation === 'Imperial Japanese Navy') need += 1;
  if (hasShipTrait(hunter, 'Sub-Hunter')) need -= 1;
  if (silentRunning(boat)) need += 1;
  return need;
}

/** Ships of `side` that may try to detect `boat`: operational, on the surface, within 8". */
function hunters(state: VasState, boat: ShipState, side: string): ShipState[] {
  return shipsInOrder(state).filter((s) => operational(s) && !s.submerged && sideOf(state, s) === side
    && rangeTo(s.position, boat.position) <= DETECT_RANGE + 1e-9);
}

/** Sets the next detection roll due this Attack Phase as the resolution; false when none is left. */
export function startDetection(draft: VasState): boolean {
  const sides = [...new Set(draft.fleetOrder.map((f) => draft.fleets[f]?.side ?? f))];
  for (const boat of shipsInOrder(draft)) {
    if (!boat.submerged || !operational(boat)) continue;
    for (const side of sides) {
      const key = `${boat.id}>${side}`;
      if (side === sideOf(draft, boat) || draft.naval.detectionTried.includes(key) || detectedBy(draft, boat, side)) continue;
      const h = hunters(draft, boat, side);
      if (h.length === 0) continue;
      const data: SubData = { step: 'detect', boat: boat.id, side, hunters: h.map((s) => s.id), needs: h.map((s) => detectionNeeded(s, boat)) };
      draft.resolution = { kind: 'submarine', data };
      return true;
    }
  }
  return false;
}

export function detectionChance(state: VasState, d: Extract<SubData, { step: 'detect' }>): ChanceRequest {
  const boat = state.ships[d.boat];
  const who = d.hunters.map((id, i) => `${state.ships[id]?.name ?? id} ${Math.min(7, d.needs[i] ?? 7) > 6 ? 'cannot' : `${d.needs[i]}+`}`).join(', ');
  return {
    dice: d.hunters.length, sides: 6, purpose: 'detection',
    label: `Roll ${d.hunters.length}d6 to detect the submerged ${boat?.name ?? d.boat}, one per ship within 8" (${who})`,
    context: { boat: d.boat, ...perDie(d.hunters) },
  };
}

export function applyDetectionRoll(draft: VasState, d: Extract<SubData, { step: 'detect' }>, values: readonly number[]): VasEvent[] {
  draft.resolution = null;
  draft.naval.detectionTried.push(`${d.boat}>${d.side}`);
  const boat = draft.ships[d.boat];
  const found = values.some((v, i) => v >= (d.needs[i] ?? 7));
  if (found) {
    const list = Object.hasOwn(draft.naval.detected, d.boat) ? (draft.naval.detected[d.boat] ?? []) : [];
    draft.naval.detected[d.boat] = [...list, d.side];
  }
  return [{
    type: found ? 'sub-detected' : 'sub-undetected', ship: d.boat, rule: 'VAS-SUB-DETECT',
    text: found ? `${boat?.name ?? d.boat} is detected (${values.join(', ')}): depth charges may attack her this turn.`
      : `${boat?.name ?? d.boat} is not detected (${values.join(', ')}).`,
    data: { side: d.side, rolls: [...values], needs: [...d.needs] },
  }];
}

/** VAS-SUB-DETECTED-END: Detected counters are removed in the End Phase. */
export function clearDetections(draft: VasState): VasEvent[] {
  const n = Object.keys(draft.naval.detected).length;
  draft.naval.detected = {};
  return n === 0 ? [] : [{ type: 'detection-lapses', rule: 'VAS-SUB-DETECTED-END', text: 'End Phase: the Detected counters are removed.' }];
}
