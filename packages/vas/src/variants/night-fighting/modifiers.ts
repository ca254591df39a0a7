/**
 * VAS-NF-MODIFIERS: the spotting roll of the night-fighting variant. The roll needed is the one to hit
 * the target (its Target score, +1 when it shows its beam to the spotter: VAS-NF-SPOT-ROLL); then
 * only the best positive and the worst negative modifier apply, they do not stack otherwise.
 *
 * "Last turn" (docs/rules-decisions.md, VAS-NF-MODIFIERS): for movement, the Movement Phase just
 * played (it comes before this spotting phase); for fire, starshells, spotlights and illumination,
 * the previous turn. "Is being illuminated by spotlight": a spotlight holding it as the phase opens.
 */
import type { NightFightingState, ShipState, VasState } from '../../types';
import { rangeTo, targetShowsBeam } from '../../attack/arcs';
import { effectiveTarget } from '../../damage/effective';
import { beyond, FAST_TARGET_MOVE, rollNeeded } from '../../attack/stages';
import { bandOf, bracketsOf } from './brackets';

export interface SpotOdds {
  /** Lowest die face that spots (7: cannot spot). */
  readonly needed: number;
  readonly positive: number;
  readonly negative: number;
}

const lit = (nf: NightFightingState, id: string): boolean => nf.spotlights.some((l) => l.target === id);

/** The spot roll `spotter` needs against `target`, or null beyond its spotting range. */
export function spotOdds(state: VasState, nf: NightFightingState, spotter: ShipState, target: ShipState): SpotOdds | null {
  const range = rangeTo(spotter.position, target.position);
  const band = bandOf(bracketsOf(state, spotter), range);
  if (band === 'beyond') return null;
  const pos: number[] = [0];
  if (nf.last.fired.includes(target.id) || nf.last.starshell.includes(target.id)) pos.push(1);
  if (beyond(target.distanceMovedThisTurn, FAST_TARGET_MOVE)) pos.push(1);
  if (band === 'short') pos.push(1);
  if (nf.last.spotlight.includes(target.id)) pos.push(1);
  if (nf.last.lit.includes(target.id)) pos.push(2);
  if (target.fires > 0) pos.push(2);
  if (lit(nf, target.id)) pos.push(3);
  const neg: number[] = [0];
  if (nf.last.fired.includes(spotter.id)) neg.push(-1);
  if (band === 'long') neg.push(-1);
  if (spotter.fires > 0) neg.push(-1);
  if (nf.last.lit.includes(spotter.id) || lit(nf, spotter.id)) neg.push(-2);
  const glare = nf.spotlights.find((l) => l.by === target.id && l.target === spotter.id);
  if (glare && state.turn > glare.since + 1) neg.push(-2);
  const positive = Math.max(...pos);
  const negative = Math.min(...neg);
  const beam = targetShowsBeam(spotter, target) ? 1 : 0;
  // VAS-NF-MODIFIERS: the first round of a spotlight in the spotter's eyes is an automatic failure.
  const blinded = glare !== undefined && state.turn === glare.since + 1;
  return { needed: blinded ? 7 : rollNeeded(effectiveTarget(target), beam + positive + negative), positive, negative };
}
