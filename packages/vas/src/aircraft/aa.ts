/**
 * AA fire (VAS-AA-FIRE, VAS-AA-ALLOCATE, VAS-AA-DODGE): at the start of the Attack Phase, before
 * anything else, every ship's AA weapons fire automatically at enemy flights within their range,
 * never into a dogfight. Salvo allocates the dice (the text lets AA "freely split"), unless the option
 * `aaByHand` gives the split to the ship's side (aa-hand.ts, VAS-AA-ALLOCATE-HAND): the flights in range are ranked, those attacking this ship first, then the nearest, and each weapon's dice are dealt
 * one at a time round the ranked list. A ship's fire is planned when its turn comes, so flights already
 * shot down draw no dice. Each die at least the flight's Target score (modified) hits; a natural 1 misses.
 * AA fire is an attack the ship makes ("Aircraft may only be attacked with AA weapons"), so the limits on
 * a ship's attacks hold for it: none from a boat that surfaced or dived this turn (VAS-SUB-DEPTH) nor from
 * a blockader in the runner's free turn (VAS-SCN-FREE-TURN); none along a line through a Smoke Counter,
 * radar excepted (VAS-ATTACK-SMOKE); with Fire Control hit, each AA weapon about to fire needs its 4+ first
 * (VAS-CRIT-FIRE-CONTROL); an evading ship's hits are re-rolled once (VAS-ATTACK-EVASIVE, VAS-REROLL-ONCE).
 * Under rules version 2 (rules-version.ts) none of these limits held for AA fire (`aaObeysAttackLimits`).
 */
import { distance, type ChanceRequest } from '@salvo/kernel';
import type { AaDiceShare, FlightState, ShipState, VasEvent, VasState } from '../types';
import { currentAD, hasActiveCritical } from '../damage/active';
import { weaponsSilenced } from '../damage/effective';
import { beyond, FIRE_CONTROL_NEED, fireControlFires, isHit, rerolled, rollNeeded } from '../attack/stages';
import { seesThroughSmoke, smokeBlocks } from '../attack/smoke';
import { visibilityHitModifier } from '../conditions/rules';
import { submarineAttackerProblem } from '../submarines/attack-rules';
import { heldInFreeTurn } from '../scenario/first-turn';
import { inAir, sideOfFleet } from './contact';
import { aaBonus, threatens } from './threat';
import type { AirTask } from './air-tasks';
import { loseFlightDamage } from './losses';
import { succeeded } from '../special-actions/succeeded';
import { playsUnder } from '../rules-version';
import { FlightWords, flightWords } from './flight-words';

type AATask = Extract<AirTask, { t: 'aa' }>;
type RerollTask = Extract<AirTask, { t: 'aa-reroll' }>;
type FireControlTask = Extract<AirTask, { t: 'aa-fire-control' }>;

/** Whether AA fire obeys the limits on a ship's attacks listed above (not under rules version 2). */
const aaObeysAttackLimits = (state: VasState): boolean => playsUnder(state, 3);

/** May this ship fire its AA at all now? */
export function firesAA(state: VasState, ship: ShipState): boolean {
  if (ship.destroyed || ship.withdrawn || ship.hidden || ship.submerged || ship.abandoned) return false;
  if (succeeded(ship, 'rig-for-silent-running') || weaponsSilenced(ship, state.turn)) return false;
  if (aaObeysAttackLimits(state) && (submarineAttackerProblem(state, ship) !== null || heldInFreeTurn(state, ship.fleet))) return false;
  return ship.roster.weapons.some((w, i) => w.kind === 'aa' && currentAD(ship, i) > 0);
}

/** Flights `ship`'s AA may fire at: enemies in the air, not dogfighting, not behind smoke, ranked (see above). */
export function rankedTargets(state: VasState, ship: ShipState): { f: FlightState; d: number; threat: boolean }[] {
  const side = sideOfFleet(state, ship.fleet);
  const out: { f: FlightState; d: number; threat: boolean }[] = [];
  for (const f of state.air.flights) {
    if (!inAir(f) || f.dogfight.length > 0 || sideOfFleet(state, f.fleet) === side || f.position === null) continue;
    if (state.smoke.length > 0 && aaObeysAttackLimits(state) && smokeBlocks(state.smoke, ship, { id: f.id, position: f.position }) && !seesThroughSmoke(state, ship, f.id)) continue;
    out.push({ f, d: distance(ship.position, f.position), threat: threatens(state, f, ship) });
  }
  return out.sort((a, b) => (a.threat === b.threat ? a.d - b.d : a.threat ? -1 : 1));
}

/** Each AA weapon with dice now and the ranked flights within its range (none listed: it cannot fire). */
export function aaWeaponTargets(state: VasState, ship: ShipState): { weapon: number; dice: number; flights: string[] }[] {
  if (!firesAA(state, ship)) return [];
  const ranked = rankedTargets(state, ship);
  const out: { weapon: number; dice: number; flights: string[] }[] = [];
  ship.roster.weapons.forEach((w, i) => {
    const dice = w.kind === 'aa' ? currentAD(ship, i) : 0;
    const flights = ranked.filter((r) => !beyond(r.d, w.range)).map((r) => r.f.id);
    if (dice > 0 && flights.length > 0) out.push({ weapon: i, dice, flights });
  });
  return out;
}

/** VAS-AA-ALLOCATE: Salvo's split, each weapon's dice dealt one at a time round the ranked flights in its range. */
export function autoShares(state: VasState, ship: ShipState): AaDiceShare[] {
  return aaWeaponTargets(state, ship).flatMap(({ weapon, dice, flights }) => flights.flatMap((flight, k) => {
    const n = Math.floor(dice / flights.length) + (k < dice % flights.length ? 1 : 0);
    return n > 0 ? [{ weapon, flight, dice: n }] : [];
  }));
}

/** VAS-CRIT-FIRE-CONTROL: `ship`'s AA weapons each roll their 4+ before they may fire. */
export function aaFireControlDown(state: VasState, ship: ShipState): boolean {
  return hasActiveCritical(ship, 'fire-control') && aaObeysAttackLimits(state);
}

/** VAS-ATTACK-EVASIVE: `ship`'s AA hits are re-rolled once (her Evasive! succeeded this turn). */
export function aaHitsRerolled(state: VasState, ship: ShipState): boolean {
  return succeeded(ship, 'evasive') && aaObeysAttackLimits(state);
}

/** `ship`'s AA modifier against `f`, fixed when her fire is planned (VAS-AA-FIRE, VAS-AA-BONUS; aa-needed.ts shows it). */
export function aaHitModifier(state: VasState, ship: ShipState, f: FlightState): number {
  return visibilityHitModifier(state.options) - (succeeded(ship, 'flank-speed') ? 1 : 0) + aaBonus(state, f);
}

/**
 * The ship's AA tasks: `declared` (VAS-AA-ALLOCATE-HAND, checked by aa-hand.ts), else Salvo's split. With
 * Fire Control hit the weapons about to fire roll first (one `aa-fire-control` task, carrying `declared`);
 * `cleared` then lists the weapons whose roll let them fire, and only those are planned.
 */
export function planAA(state: VasState, ship: ShipState, cleared: readonly number[] | null = null, declared?: readonly AaDiceShare[]): AirTask[] {
  const shares = (declared ?? autoShares(state, ship)).filter((s) => s.dice > 0 && (cleared === null || cleared.includes(s.weapon)));
  const tasks: AATask[] = [];
  for (const s of shares) {
    const f = state.air.flights.find((x) => x.id === s.flight);
    if (f) tasks.push({ t: 'aa', ship: ship.id, weapon: s.weapon, flight: s.flight, dice: s.dice, mod: aaHitModifier(state, ship, f) });
  }
  if (cleared === null && tasks.length > 0 && aaFireControlDown(state, ship)) {
    const weapons = [...new Set(tasks.map((t) => t.weapon))];
    return [declared ? { t: 'aa-fire-control', ship: ship.id, weapons, declared: declared.map((s) => ({ ...s })) } : { t: 'aa-fire-control', ship: ship.id, weapons }];
  }
  return tasks;
}

const weaponName = (ship: ShipState, i: number): string => ship.roster.weapons[i]?.name ?? 'AA';
const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;

/** The dice an AA task needs, named for the player; null when none are due. */
export function aaRequest(state: VasState, task: AATask | RerollTask | FireControlTask): ChanceRequest | null {
  const ship = state.ships[task.ship];
  if (!ship) return null;
  if (task.t === 'aa-fire-control') {
    if (task.weapons.length === 0) return null;
    const names = task.weapons.map((w) => weaponName(ship, w)).join(', ');
    return {
      dice: task.weapons.length, sides: 6, purpose: 'fire-control',
      label: `Roll ${task.weapons.length}d6 for ${ship.name}'s damaged Fire Control before her AA fires at aircraft, one per AA weapon (${names}): each fires only on ${FIRE_CONTROL_NEED}+`,
      context: { ship: ship.id },
    };
  }
  const f = state.air.flights.find((x) => x.id === task.flight);
  if (!f || f.destroyed || task.dice === 0) return null;
  const need = rollNeeded(f.profile.target, task.mod);
  const at = `${ship.name}'s ${weaponName(ship, task.weapon)} at ${flightWords(state, f)}, ${need > 6 ? 'cannot hit' : `${need}+ to hit`}`;
  return task.t === 'aa'
    ? { dice: task.dice, sides: 6, purpose: 'aa', label: `Roll ${task.dice}d6 AA dice: ${at}`, context: { ship: ship.id, flight: f.id, need } }
    : { dice: task.dice, sides: 6, purpose: 'aa-reroll', label: `Re-roll ${task.dice}d6 AA dice, the hits of a ship that went Evasive!: ${at}`, context: { ship: ship.id, flight: f.id, need } };
}

/** VAS-CRIT-FIRE-CONTROL: the weapons whose die shows 4+ fire (their tasks, planned now); the others do not. */
export function consumeAAFireControl(state: VasState, task: FireControlTask, values: readonly number[], events: VasEvent[]): AirTask[] {
  const ship = state.ships[task.ship];
  if (!ship) return [];
  const cleared = task.weapons.filter((_, i) => fireControlFires(values[i] ?? 0));
  const each = task.weapons.map((w, i) => `${weaponName(ship, w)} ${values[i] ?? 0}: ${cleared.includes(w) ? 'fires' : 'cannot fire'}`).join('; ');
  events.push({
    type: 'aa-fire-control-roll', rule: 'VAS-CRIT-FIRE-CONTROL', ship: ship.id,
    text: `${ship.name}'s Fire Control is down: ${each} (${FIRE_CONTROL_NEED}+ to fire).`,
    data: { weapons: [...task.weapons], rolls: [...values], cleared },
  });
  return planAA(state, ship, cleared, task.declared);
}

/** The Dodge dice for `hits` AA hits (VAS-AA-DODGE); none for no hits. */
function dodge(ship: ShipState, f: FlightState, hits: number): AirTask | null {
  // VAS-TACTICAL-JUDGEMENT: the dodge dice decide what the ship's AA did; other games keep their state shape.
  return hits > 0 ? { t: 'dodge', flight: f.id, count: hits, ...((ship.rerolls ?? 0) > 0 ? { ship: ship.id } : {}) } : null;
}

/**
 * The AA dice: hits call for Dodge dice (VAS-AA-DODGE), or first, when the ship went Evasive!, for their
 * re-roll (VAS-ATTACK-EVASIVE). `fixed`: dice Tactical Judgement already re-rolled, which stand (VAS-REROLL-ONCE).
 */
export function consumeAA(state: VasState, task: AATask, values: readonly number[], events: VasEvent[], fixed: readonly number[] = []): AirTask | null {
  const f = state.air.flights.find((x) => x.id === task.flight);
  const ship = state.ships[task.ship];
  if (!f || !ship) return null;
  const evasive = aaHitsRerolled(state, ship);
  let hits = 0;
  let again = 0;
  values.forEach((v, i) => {
    const hit = isHit(v, f.profile.target, task.mod);
    if (rerolled(hit, false, evasive) && !fixed.includes(i)) again++;
    else if (hit) hits++;
  });
  events.push({
    type: 'aa-roll', rule: 'VAS-AA-FIRE', ship: ship.id,
    text: `${ship.name}'s ${weaponName(ship, task.weapon)} fires at ${flightWords(state, f)}: ${values.join(', ')}: ${plural(hits, 'hit')}${again > 0 ? `, ${again} to re-roll (Evasive!)` : ''}.`,
    data: { flight: f.id, weapon: task.weapon, rolls: [...values], hits, mod: task.mod, ...(again > 0 ? { rerolls: again } : {}) },
  });
  if (again > 0) return { t: 'aa-reroll', ship: ship.id, weapon: task.weapon, flight: f.id, dice: again, mod: task.mod, kept: hits };
  return dodge(ship, f, hits);
}

/** The re-rolled hits of an evading ship's AA: the new faces stand whatever they show (VAS-REROLL-ONCE). */
export function consumeAAReroll(state: VasState, task: RerollTask, values: readonly number[], events: VasEvent[]): AirTask | null {
  const f = state.air.flights.find((x) => x.id === task.flight);
  const ship = state.ships[task.ship];
  if (!f || !ship) return null;
  const more = values.filter((v) => isHit(v, f.profile.target, task.mod)).length;
  const hits = task.kept + more;
  events.push({
    type: 'aa-reroll', rule: 'VAS-REROLL-ONCE', ship: ship.id,
    text: `${ship.name}'s ${weaponName(ship, task.weapon)} re-rolls its hits (Evasive!): ${values.join(', ')}: ${plural(more, 'hit')} (${hits} in all).`,
    data: { flight: f.id, weapon: task.weapon, rolls: [...values], hits: more, total: hits },
  });
  return dodge(ship, f, hits);
}

export function consumeDodge(draft: VasState, task: Extract<AirTask, { t: 'dodge' }>, values: readonly number[], events: VasEvent[]): void {
  const f = draft.air.flights.find((x) => x.id === task.flight);
  if (!f) return;
  const lost = values.filter((v) => v < f.profile.dodge).length;
  events.push({
    type: 'aa-dodge', rule: 'VAS-AA-DODGE',
    text: `${FlightWords(draft, f, `Flight ${f.id}`)} dodges: ${values.join(', ')} (${f.profile.dodge}+): ${values.length - lost} dodged, ${lost} Damage lost.`,
    data: { flight: f.id, rolls: [...values], lost },
  });
  loseFlightDamage(draft, f, lost, 'VAS-AA-DODGE', events);
}
