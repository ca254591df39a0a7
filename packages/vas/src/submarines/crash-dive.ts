/**
 * Crash Dive (VAS-SUB-CRASH-DIVE): "if an enemy ship or aircraft approaches within 10 inches of a
 * submersible while it is on the surface" (it ends a move within 10" having been further away before
 * it), the boat's owner may try to crash dive: a Command check of 9 (-1 in Bad Weather); success
 * submerges it at once. A Crippled boat may not submerge, so is not asked.
 */
import type { ChanceRequest, Vec } from '@salvo/kernel';
import type { ShipState, VasEvent, VasState } from '../types';
import { rangeTo } from '../attack/arcs';
import { commandOf } from '../squadrons/command';
import { isSubmersibleRoster } from '../torpedoes/reach';
import { onTable } from '../turn/ships';
import type { SubData } from './resolution-data';

export const CRASH_DIVE_RANGE = 10;
export const CRASH_DIVE_CHECK = 9;
const EPS = 1e-9;
const sideOf = (state: VasState, fleet: string): string => state.fleets[fleet]?.side ?? fleet;

export const mayCrashDive = (s: ShipState): boolean => onTable(s) && !s.abandoned && isSubmersibleRoster(s) && !s.submerged && !s.crippled;

/** A ship or flight that has just moved: its fleet (so its side), its id, where its move began and ended. */
export interface Approach {
  readonly fleet: string;
  readonly by: string;
  readonly from: Vec;
  readonly to: Vec;
}

/** After an enemy ship's or flight's move: offer a crash dive to every surfaced boat it came within 10" of. */
export function queueCrashDives(draft: VasState, mover: Approach): void {
  for (const id of draft.shipOrder) {
    const boat = draft.ships[id];
    if (!boat || !mayCrashDive(boat) || sideOf(draft, boat.fleet) === sideOf(draft, mover.fleet)) continue;
    const now = rangeTo(mover.to, boat.position);
    const before = rangeTo(mover.from, boat.position);
    if (now <= CRASH_DIVE_RANGE + EPS && before > CRASH_DIVE_RANGE + EPS && !draft.naval.crashDives.some((c) => c.ship === id)) {
      draft.naval.crashDives.push({ ship: id, by: mover.by });
    }
  }
}

/** The crash dive offer awaited, dropping offers that no longer apply. */
export function crashDiveOffer(state: VasState): { ship: ShipState; by: string } | null {
  for (const c of state.naval.crashDives) {
    const boat = state.ships[c.ship];
    if (boat && mayCrashDive(boat)) return { ship: boat, by: c.by };
  }
  return null;
}

export function crashDiveNeeded(state: VasState, ship: ShipState): number {
  return CRASH_DIVE_CHECK - commandOf(state, ship) + (state.options.weather === 'bad' ? 1 : 0);
}

export function applyCrashDiveChoice(draft: VasState, shipId: string, attempt: boolean): VasEvent[] {
  draft.naval.crashDives = draft.naval.crashDives.filter((c) => c.ship !== shipId && (draft.ships[c.ship] ? mayCrashDive(draft.ships[c.ship] as ShipState) : false));
  const ship = draft.ships[shipId];
  if (!ship) return [];
  if (!attempt) return [{ type: 'crash-dive-declined', ship: shipId, rule: 'VAS-SUB-CRASH-DIVE', text: `${ship.name} stays on the surface.` }];
  draft.resolution = { kind: 'submarine', data: { step: 'crash-dive', ship: shipId, needed: crashDiveNeeded(draft, ship) } };
  return [];
}

export function crashDiveChance(state: VasState, d: Extract<SubData, { step: 'crash-dive' }>): ChanceRequest {
  const name = state.ships[d.ship]?.name ?? d.ship;
  return { dice: 1, sides: 6, purpose: 'command-check', label: `Roll 1d6 for ${name}'s Crash Dive (needs ${d.needed}+)`, context: { ship: d.ship, need: d.needed } };
}

export function applyCrashDiveRoll(draft: VasState, d: Extract<SubData, { step: 'crash-dive' }>, values: readonly number[]): VasEvent[] {
  draft.resolution = null;
  const ship = draft.ships[d.ship];
  const die = values[0] ?? 0;
  if (!ship) return [];
  const success = die >= d.needed;
  if (success) ship.submerged = true;
  return [{
    type: 'crash-dive', ship: d.ship, rule: 'VAS-SUB-CRASH-DIVE',
    text: success ? `${ship.name} crash dives (rolled ${die}): she is submerged.` : `${ship.name} fails to crash dive (rolled ${die}, needed ${d.needed}).`,
    data: { die, needed: d.needed, success },
  }];
}
