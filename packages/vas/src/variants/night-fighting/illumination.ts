/**
 * Illumination in the night-fighting variant: starshells and spotlights.
 *
 * VAS-NF-STARSHELL: fired in the Attack Phase with the ship's nomination (`starshell` on the attack
 * action), one a turn, not by submarines; range 10" (measured: farther, it is wasted); 5+ lights a
 * ship the firer has spotted, 6+ "on spec" one whose spot roll failed by one. A lit ship counts as
 * illuminated from then to the next turn's spotting (+2 to spot it), and the firer as having fired.
 * VAS-NF-STARSHELL-SCATTER (optional part): on spec, a 1 with other ships within 5" of the target lights
 * one of them or the target, picked by a die.
 * VAS-NF-SPOTLIGHT: a ship lights a ship it has spotted (`spotlight` on its attack nomination: Salvo
 * takes the choice there, its effect starts at the next spotting), within 8" (6" for destroyers and
 * small craft), not submarines, not through smoke; it holds while the ship spots the target each turn
 * within range and no smoke breaks the line (checked at the end of each Spotting phase).
 */
import { ruleError, type RuleError } from '@salvo/kernel';
import type { ShipId, ShipState, VasEvent, VasState, VisibilityCheckData, VisibilityStep } from '../../types';
import { rangeTo } from '../../attack/arcs';
import { beyond } from '../../attack/stages';
import { smokeBlocks } from '../../attack/smoke';
import { isSubmersible } from '../../special-actions/nominate';
import { isVariantNight } from '../../conditions/rules';
import { sideOf } from '../../turn/ships';
import { emptyNight, isSmallCraft, nearMissed, nightSpots } from './spots';

export const STARSHELL_RANGE = 10;
export const SCATTER_RANGE = 5;
export const SCATTER_PART = 'night-fighting:starshell-scatter';
export const spotlightRange = (ship: ShipState): number => (isSmallCraft(ship) ? 6 : 8);

const nameOf = (state: VasState, id: string): string => state.ships[id]?.name ?? id;
const onTable = (s: ShipState | undefined): s is ShipState => s !== undefined && !s.destroyed && !s.withdrawn;

function targetProblem(state: VasState, ship: ShipState, target: unknown, field: string, what: string): RuleError | ShipState {
  if (!isVariantNight(state.options)) return ruleError('ERR_NOT_NIGHT_FIGHTING', `${what} belong to the night-fighting variant, which is not in play.`, { path: field });
  if (isSubmersible(ship)) return ruleError('ERR_NO_ILLUMINATION', `${ship.name} is a submarine: she carries neither starshells nor spotlights.`, { path: field });
  const t = typeof target === 'string' && Object.hasOwn(state.ships, target) ? state.ships[target] : undefined;
  if (!onTable(t) || sideOf(state, t.fleet) === sideOf(state, ship.fleet)) {
    return ruleError('ERR_BAD_TARGET', `The field "${field}" must name an enemy ship in the battle.`, { path: field });
  }
  return t;
}

/** Checks the `starshell` and `spotlight` fields of an attack nomination (either may be absent). */
export function illuminationProblem(state: VasState, ship: ShipState, starshell: unknown, spotlight: unknown): RuleError | null {
  if (starshell !== undefined) {
    const t = targetProblem(state, ship, starshell, 'starshell', 'Starshells');
    if (!('roster' in t)) return t;
    const nf = state.visibility.night;
    if (!nightSpots(state, ship.id, t.id) && !(nf && nearMissed(nf, ship.id, t.id))) {
      return ruleError('ERR_NOT_SPOTTED', `${ship.name} may fire a starshell only at a ship she has spotted, or on spec at one her spot roll missed by one; ${t.name} is neither.`, { path: 'starshell' });
    }
  }
  if (spotlight !== undefined) {
    const t = targetProblem(state, ship, spotlight, 'spotlight', 'Spotlights');
    if (!('roster' in t)) return t;
    if (!nightSpots(state, ship.id, t.id)) return ruleError('ERR_NOT_SPOTTED', `${ship.name} must spot ${t.name} before lighting her with a spotlight.`, { path: 'spotlight' });
    if (state.visibility.night?.spotlights.some((l) => l.by === ship.id && l.target === t.id)) {
      return ruleError('ERR_ALREADY_LIT', `${ship.name}'s spotlight already holds ${t.name}.`, { path: 'spotlight' });
    }
  }
  return null;
}

/** Declares the starshell and spotlight of a nomination already checked; their dice come after the attack. */
export function declareIllumination(draft: VasState, shipId: ShipId, starshell: ShipId | undefined, spotlight: ShipId | undefined): VasEvent[] {
  const ship = draft.ships[shipId];
  const nf = draft.visibility.night ?? (draft.visibility.night = emptyNight());
  if (!ship) return [];
  const events: VasEvent[] = [];
  const t = starshell === undefined ? undefined : draft.ships[starshell];
  if (t) {
    nf.now.starshell.push(ship.id);
    if (beyond(rangeTo(ship.position, t.position), STARSHELL_RANGE)) {
      events.push({ type: 'starshell-wasted', rule: 'VAS-NF-STARSHELL', ship: ship.id, text: `${ship.name}'s starshell bursts short: ${t.name} is more than ${STARSHELL_RANGE}" away.` });
    } else {
      nf.starshellsDue.push({ by: ship.id, target: t.id, needed: nightSpots(draft, ship.id, t.id) ? 5 : 6 });
    }
  }
  const l = spotlight === undefined ? undefined : draft.ships[spotlight];
  if (l) {
    const reach = spotlightRange(ship);
    if (beyond(rangeTo(ship.position, l.position), reach) || smokeBlocks(draft.smoke, ship, l)) {
      events.push({ type: 'spotlight-failed', rule: 'VAS-NF-SPOTLIGHT', ship: ship.id, text: `${ship.name}'s spotlight cannot reach ${l.name} (${reach}" and no smoke between).` });
    } else {
      nf.spotlights = nf.spotlights.filter((x) => x.by !== ship.id);
      nf.spotlights.push({ by: ship.id, target: l.id, since: draft.turn });
      events.push({ type: 'spotlight', rule: 'VAS-NF-SPOTLIGHT', ship: l.id, text: `${ship.name} turns her spotlight on ${l.name}.`, data: { by: ship.id } });
    }
  }
  return events;
}

/** The flow's hook between attacks: the next starshell die due, as a chance step. */
export function queueStarshell(draft: VasState): void {
  const nf = draft.visibility.night;
  const due = nf?.starshellsDue.shift();
  if (!due) return;
  const step: VisibilityStep = { t: 'nf-starshell', ship: due.by, target: due.target, needed: due.needed };
  draft.resolution = { kind: 'visibility', data: { steps: [step], spotsQueued: true } };
}

function light(draft: VasState, by: ShipId, target: ShipId): VasEvent {
  const nf = draft.visibility.night ?? (draft.visibility.night = emptyNight());
  if (!nf.now.lit.includes(target)) nf.now.lit.push(target);
  return { type: 'starshell-lit', rule: 'VAS-NF-STARSHELL', ship: target, text: `${nameOf(draft, by)}'s starshell lights up ${nameOf(draft, target)}.`, data: { by } };
}

export function applyStarshellDie(draft: VasState, data: VisibilityCheckData, step: Extract<VisibilityStep, { t: 'nf-starshell' | 'nf-scatter' }>, die: number): VasEvent[] {
  if (step.t === 'nf-scatter') {
    const picked = step.among[die - 1];
    return picked === undefined ? [] : [light(draft, step.ship, picked)];
  }
  if (die >= step.needed) return [light(draft, step.ship, step.target)];
  const target = draft.ships[step.target];
  if (die === 1 && step.needed === 6 && target && draft.options.variants.includes(SCATTER_PART)) {
    const others = draft.shipOrder.filter((id) => {
      const s = draft.ships[id];
      return id !== step.target && onTable(s) && !beyond(rangeTo(s.position, target.position), SCATTER_RANGE);
    });
    if (others.length > 0) {
      data.steps.unshift({ t: 'nf-scatter', ship: step.ship, among: [step.target, ...others] });
      return [{ type: 'starshell-stray', rule: 'VAS-NF-STARSHELL-SCATTER', ship: step.ship, text: `${nameOf(draft, step.ship)}'s starshell goes astray (rolled 1).` }];
    }
  }
  return [{ type: 'starshell-missed', rule: 'VAS-NF-STARSHELL', ship: step.ship, text: `${nameOf(draft, step.ship)}'s starshell fails to light ${nameOf(draft, step.target)} (rolled ${die}, needed ${step.needed}).` }];
}

/** End of the Spotting phase: spotlights whose holder did not spot the target, or lost range or sight, go out. */
export function maintainSpotlights(draft: VasState): VasEvent[] {
  const nf = draft.visibility.night;
  if (!nf || nf.spotlights.length === 0) return [];
  const events: VasEvent[] = [];
  nf.spotlights = nf.spotlights.filter((l) => {
    const by = draft.ships[l.by];
    const t = draft.ships[l.target];
    if (l.since === draft.turn) return true;
    const holds = onTable(by) && onTable(t) && !by.abandoned && nightSpots(draft, l.by, l.target)
      && !beyond(rangeTo(by.position, t.position), spotlightRange(by)) && !smokeBlocks(draft.smoke, by, t);
    if (!holds) events.push({ type: 'spotlight-out', rule: 'VAS-NF-SPOTLIGHT', ship: l.target, text: `${nameOf(draft, l.by)}'s spotlight loses ${nameOf(draft, l.target)}.`, data: { by: l.by } });
    return holds;
  });
  return events;
}

/** End Phase: this turn's facts become last turn's; the spot rolls are made again next turn. */
export function endNightTurn(draft: VasState): VasEvent[] {
  const nf = draft.visibility.night;
  if (!nf) return [];
  const lit = [...nf.now.lit, ...nf.spotlights.map((l) => l.target).filter((id) => !nf.now.lit.includes(id))];
  nf.last = { fired: nf.now.fired, starshell: nf.now.starshell, lit, spotlight: nf.spotlights.map((l) => l.by) };
  nf.now = { fired: [], starshell: [], lit: [] };
  nf.spots = {};
  nf.nearMiss = {};
  nf.misidentified = {};
  nf.starshellsDue = [];
  return [];
}
