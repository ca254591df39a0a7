/** Queries on the night-fighting variant's state (variants/night-fighting/). */
import type { NightFightingState, ShipId, ShipState, VasState } from '../../types';
import { isSubmersible } from '../../special-actions/nominate';

const listOf = (rec: Record<ShipId, ShipId[]>, id: ShipId): ShipId[] | undefined => (Object.hasOwn(rec, id) ? rec[id] : undefined);

/** Has `spotter` spotted `target` this turn (VAS-NF-SPOT-ROLL)? */
export function nightSpots(state: VasState, spotter: ShipId, target: ShipId): boolean {
  const nf = state.visibility.night;
  return nf !== null && listOf(nf.spots, spotter)?.includes(target) === true;
}

/** Did `spotter`'s roll at `target` fail by exactly one this turn (a starshell on spec)? */
export function nearMissed(nf: NightFightingState, spotter: ShipId, target: ShipId): boolean {
  return listOf(nf.nearMiss, spotter)?.includes(target) === true;
}

export function pushTo(rec: Record<ShipId, ShipId[]>, id: ShipId, value: ShipId): void {
  const list = listOf(rec, id);
  if (!list) rec[id] = [value];
  else if (!list.includes(value)) list.push(value);
}

/** Destroyers and other small craft, and submarines: one spot roll, 6" spotlights (VAS-NF-SPOT-ROLL). */
export const isSmallCraft = (ship: ShipState): boolean =>
  ship.roster.type === 'destroyer' || ship.roster.type === 'escort' || ship.roster.type === 'torpedo boat' || isSubmersible(ship);

export const emptyNight = (): NightFightingState => ({
  spots: {}, nearMiss: {}, spotlights: [], starshellsDue: [], misidentified: {},
  now: { fired: [], starshell: [], lit: [] },
  last: { fired: [], starshell: [], lit: [], spotlight: [] },
});
