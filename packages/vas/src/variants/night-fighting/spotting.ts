/**
 * The Spotting phase of the night-fighting variant (VAS-NF-SPOT-PHASE), between the Movement and the
 * Attack Phase: every ship makes its spot rolls, one chance step per ship in setup order.
 *
 * VAS-NF-SPOT-ROLL: destroyers, small craft and submarines get one roll, larger ships two; each roll
 * needs what a hit on the target would need (its Target score, +1 on the beam) with the variant's
 * modifiers (modifiers.ts), within the spotter's brackets (brackets.ts). Salvo aims the rolls itself
 * (docs/rules-decisions.md): first at the ship the spotter holds in its spotlight, then at the enemy
 * ships it has the best chance of spotting, nearest first; two rolls go to two ships when there are two.
 * A spotted ship may be fired at by that spotter this turn only; the rolls are made again every turn.
 * VAS-NF-RADAR: a working radar's roll replaces one spot roll: 3+ at the nearest enemy ship (Kriegsmarine:
 * in the forward arc), no modifiers, no range limit.
 * VAS-NF-FRIENDLY-FIRE (optional part): a spot roll of 1 with a friendly ship within 5" of the target
 * (neither lit) rolls again; a second 1 mistakes the friend for the enemy.
 */
import type { ChanceRequest } from '@salvo/kernel';
import type { NightSpotRoll, ShipState, VasEvent, VasState, VisibilityCheckData, VisibilityStep } from '../../types';
import { rangeTo } from '../../attack/arcs';
import { beyond } from '../../attack/stages';
import { RADAR_DETECTS_ON, radarCanSee, radarWorks } from '../../conditions/radar';
import { enemiesOf, friendsOf } from '../../conditions/spotting';
import { operational, shipsInOrder, sideOf } from '../../turn/ships';
import { spotOdds } from './modifiers';
import { emptyNight, isSmallCraft, pushTo } from './spots';
import { applyStarshellDie, maintainSpotlights } from './illumination';
import { perDie } from '../../judgement/tactical-judgement';
import { playsUnder } from '../../rules-version';

export const FRIENDLY_FIRE_PART = 'night-fighting:friendly-fire';
const FRIENDLY_RANGE = 5;

type Check = Extract<NonNullable<VasState['resolution']>, { kind: 'visibility' }>;
const nameOf = (state: VasState, id: string): string => state.ships[id]?.name ?? id;

/**
 * VAS-NF-FRIENDLY-FIRE: the friend a spot roll of 1 may misidentify, or null. Neither the target nor
 * the friend may be illuminated: held by a spotlight, or lit last turn (VAS-NF-STARSHELL: a lit ship
 * stays lit until the end of the next Spotting phase; not under rules version 2) or this turn.
 */
function friendNear(state: VasState, spotter: ShipState, target: ShipState): string | null {
  if (!state.options.variants.includes(FRIENDLY_FIRE_PART)) return null;
  const nf = state.visibility.night;
  const lastLit = playsUnder(state, 3) ? (nf?.last.lit ?? []) : [];
  const lit = (id: string): boolean => nf !== null && (nf.spotlights.some((l) => l.target === id) || lastLit.includes(id) || nf.now.lit.includes(id));
  if (lit(target.id)) return null;
  let best: ShipState | null = null;
  for (const f of friendsOf(state, sideOf(state, spotter.fleet))) {
    if (f.id === spotter.id || lit(f.id) || beyond(rangeTo(f.position, target.position), FRIENDLY_RANGE)) continue;
    if (!best || rangeTo(f.position, target.position) < rangeTo(best.position, target.position)) best = f;
  }
  return best?.id ?? null;
}

/** The rolls `ship` makes this turn, aimed as the module comment says. */
export function aimRolls(state: VasState, ship: ShipState): NightSpotRoll[] {
  const nf = state.visibility.night ?? emptyNight();
  const side = sideOf(state, ship.fleet);
  const enemies = enemiesOf(state, side).sort((a, b) => rangeTo(ship.position, a.position) - rangeTo(ship.position, b.position));
  const rolls: NightSpotRoll[] = [];
  let count = isSmallCraft(ship) ? 1 : 2;
  if (radarWorks(state, ship)) {
    const t = enemies.find((e) => radarCanSee(ship, e));
    if (t) {
      rolls.push({ target: t.id, needed: RADAR_DETECTS_ON, radar: true, friendlyNear: null });
      count -= 1;
    }
  }
  const held = nf.spotlights.find((l) => l.by === ship.id)?.target;
  const odds = enemies.map((e) => ({ e, o: spotOdds(state, nf, ship, e) }))
    .filter((x): x is { e: ShipState; o: NonNullable<typeof x.o> } => x.o !== null && x.o.needed <= 6)
    .sort((a, b) => (a.e.id === held ? -1 : b.e.id === held ? 1 : a.o.needed - b.o.needed));
  const taken = new Set(rolls.map((r) => r.target));
  const fresh = odds.filter((x) => !taken.has(x.e.id));
  const pool = fresh.length > 0 ? fresh : odds;
  for (let i = 0; i < count && pool.length > 0; i++) {
    const pick = pool[Math.min(i, pool.length - 1)];
    if (!pick) break;
    rolls.push({ target: pick.e.id, needed: pick.o.needed, radar: false, friendlyNear: friendNear(state, ship, pick.e) });
  }
  return rolls;
}

/** The flow's hook at the end of movement: the Spotting phase's rolls, or nothing to roll. */
export function beginNightSpotting(draft: VasState): VasEvent[] {
  const nf = draft.visibility.night ?? (draft.visibility.night = emptyNight());
  nf.spots = {};
  nf.nearMiss = {};
  nf.misidentified = {};
  const steps: VisibilityStep[] = [];
  for (const ship of shipsInOrder(draft)) {
    if (!operational(ship)) continue;
    const rolls = aimRolls(draft, ship);
    if (rolls.length > 0) steps.push({ t: 'nf-spot', ship: ship.id, rolls });
  }
  const data: VisibilityCheckData = { steps, spotsQueued: false };
  const events: VasEvent[] = [{ type: 'phase', rule: 'VAS-NF-SPOT-PHASE', text: `Turn ${draft.turn}: Spotting Phase.`, data: { phase: 'spotting', turn: draft.turn } }];
  settleNight(draft, data, events);
  return events;
}

export function settleNight(draft: VasState, data: VisibilityCheckData, events: VasEvent[]): void {
  if (data.steps.length === 0 && !data.spotsQueued) {
    data.spotsQueued = true;
    events.push(...maintainSpotlights(draft));
  }
  draft.resolution = data.steps.length > 0 ? { kind: 'visibility', data } : null;
}

const rollText = (state: VasState, r: NightSpotRoll): string =>
  `${nameOf(state, r.target)} ${r.needed}+${r.radar ? ' (radar)' : ''}`;

export function nightSpotChance(state: VasState, step: VisibilityStep): ChanceRequest | null {
  switch (step.t) {
    case 'nf-spot':
      return { dice: step.rolls.length, sides: 6, purpose: 'spotting', label: `Roll ${step.rolls.length}d6 for ${nameOf(state, step.ship)}'s spot roll${step.rolls.length > 1 ? 's' : ''}: ${step.rolls.map((r) => rollText(state, r)).join(', ')}`, context: { ship: step.ship, ...perDie(step.rolls.map((r) => r.target)) } };
    case 'nf-friendly':
      return { dice: 1, sides: 6, purpose: 'friendly-fire', label: `Roll 1d6 for ${nameOf(state, step.ship)}'s lookouts near ${nameOf(state, step.friend)}: a 1 mistakes her for the enemy`, context: { ship: step.ship, friend: step.friend } };
    case 'nf-starshell':
      return { dice: 1, sides: 6, purpose: 'starshell', label: `Roll 1d6 for ${nameOf(state, step.ship)}'s starshell over ${nameOf(state, step.target)} (${step.needed}+ lights her)`, context: { ship: step.ship, target: step.target } };
    case 'nf-scatter':
      return { dice: 1, sides: step.among.length, purpose: 'starshell-scatter', label: `Roll 1d${step.among.length} for the ship the stray starshell lights: ${step.among.map((id, i) => `${i + 1} = ${nameOf(state, id)}`).join(', ')}`, context: { ship: step.ship } };
    case 'radar':
    case 'spot':
    case 'electrical':
      return null;
  }
}

export function applySpotRolls(draft: VasState, data: VisibilityCheckData, step: Extract<VisibilityStep, { t: 'nf-spot' }>, values: readonly number[], events: VasEvent[]): void {
  const nf = draft.visibility.night ?? (draft.visibility.night = emptyNight());
  const ship = nameOf(draft, step.ship);
  const follow: VisibilityStep[] = [];
  step.rolls.forEach((r, i) => {
    const die = values[i] ?? 0;
    const ok = die >= r.needed && die !== 1;
    if (ok) pushTo(nf.spots, step.ship, r.target);
    else if (!r.radar && die === r.needed - 1) pushTo(nf.nearMiss, step.ship, r.target);
    if (!ok && die === 1 && r.friendlyNear !== null) follow.push({ t: 'nf-friendly', ship: step.ship, friend: r.friendlyNear });
    events.push({
      type: ok ? 'spotted' : 'spot-failed', rule: r.radar ? 'VAS-NF-RADAR' : 'VAS-NF-SPOT-ROLL', ship: r.target,
      text: ok ? `${ship} spots ${nameOf(draft, r.target)}${r.radar ? ' by radar' : ''} (rolled ${die}, needed ${r.needed}).`
        : `${ship} cannot make out ${nameOf(draft, r.target)} (rolled ${die}, needed ${r.needed}).`,
      data: { by: step.ship, die, needed: r.needed, radar: r.radar },
    });
  });
  data.steps.unshift(...follow);
}

export function applyNightSpotRoll(draft: VasState, r: Check, values: readonly number[]): VasEvent[] {
  const data = r.data;
  const step = data.steps.shift();
  const events: VasEvent[] = [];
  const nf = draft.visibility.night ?? (draft.visibility.night = emptyNight());
  if (step?.t === 'nf-spot') applySpotRolls(draft, data, step, values, events);
  else if (step?.t === 'nf-friendly' && (values[0] ?? 0) === 1) {
    nf.misidentified[step.ship] = step.friend;
    events.push({ type: 'misidentified', rule: 'VAS-NF-FRIENDLY-FIRE', ship: step.ship, text: `${nameOf(draft, step.ship)} mistakes ${nameOf(draft, step.friend)} for the enemy!`, data: { friend: step.friend } });
  } else if (step?.t === 'nf-starshell' || step?.t === 'nf-scatter') {
    events.push(...applyStarshellDie(draft, data, step, values[0] ?? 0));
  }
  settleNight(draft, data, events);
  return events;
}

