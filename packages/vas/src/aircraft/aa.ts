/**
 * AA fire (VAS-AA-FIRE, VAS-AA-ALLOCATE, VAS-AA-DODGE): at the start of the Attack Phase, before
 * anything else, every ship's AA weapons fire automatically at enemy flights within their range,
 * never into a dogfight. Salvo allocates the dice (the text lets AA "freely split"): the flights in
 * range are ranked, those attacking this ship first, then the nearest, and each weapon's dice are dealt
 * one at a time round the ranked list. A ship's fire is planned when its turn comes, so flights already
 * shot down draw no dice. Each die at least the flight's Target score (modified) hits; a natural 1 misses.
 */
import { distance } from '@salvo/kernel';
import type { FlightState, ShipState, VasEvent, VasState } from '../types';
import { currentAD } from '../damage/active';
import { weaponsSilenced } from '../damage/effective';
import { beyond, isHit } from '../attack/stages';
import { visibilityHitModifier } from '../conditions/rules';
import { inAir, sideOfFleet } from './contact';
import { aaBonus, threatens } from './threat';
import type { AirTask } from './air-tasks';
import { loseFlightDamage } from './losses';
import { succeeded } from '../special-actions/succeeded';


/** May this ship fire its AA at all now? */
export function firesAA(state: VasState, ship: ShipState): boolean {
  if (ship.destroyed || ship.withdrawn || ship.hidden || ship.submerged || ship.abandoned) return false;
  if (succeeded(ship, 'rig-for-silent-running') || weaponsSilenced(ship, state.turn)) return false;
  return ship.roster.weapons.some((w, i) => w.kind === 'aa' && currentAD(ship, i) > 0);
}

/** Flights `ship`'s AA may fire at: enemies in the air, not dogfighting, ranked (see above). */
function rankedTargets(state: VasState, ship: ShipState): { f: FlightState; d: number; threat: boolean }[] {
  const side = sideOfFleet(state, ship.fleet);
  const out: { f: FlightState; d: number; threat: boolean }[] = [];
  for (const f of state.air.flights) {
    if (!inAir(f) || f.dogfight.length > 0 || sideOfFleet(state, f.fleet) === side || f.position === null) continue;
    out.push({ f, d: distance(ship.position, f.position), threat: threatens(state, f, ship) });
  }
  return out.sort((a, b) => (a.threat === b.threat ? a.d - b.d : a.threat ? -1 : 1));
}

/** The ship's AA tasks: per weapon, its dice dealt round the ranked flights in its range. */
export function planAA(state: VasState, ship: ShipState): AirTask[] {
  if (!firesAA(state, ship)) return [];
  const ranked = rankedTargets(state, ship);
  if (ranked.length === 0) return [];
  const tasks: AirTask[] = [];
  const visibility = visibilityHitModifier(state.options) - (succeeded(ship, 'flank-speed') ? 1 : 0);
  ship.roster.weapons.forEach((w, i) => {
    const ad = w.kind === 'aa' ? currentAD(ship, i) : 0;
    const inRange = ranked.filter((r) => !beyond(r.d, w.range));
    if (ad === 0 || inRange.length === 0) return;
    const dice = inRange.map((_, k) => Math.floor(ad / inRange.length) + (k < ad % inRange.length ? 1 : 0));
    inRange.forEach((r, k) => {
      const n = dice[k] ?? 0;
      if (n > 0) tasks.push({ t: 'aa', ship: ship.id, weapon: i, flight: r.f.id, dice: n, mod: visibility + aaBonus(state, r.f) });
    });
  });
  return tasks;
}

/** The AA dice: hits call for Dodge dice (VAS-AA-DODGE). */
export function consumeAA(state: VasState, task: Extract<AirTask, { t: 'aa' }>, values: readonly number[], events: VasEvent[]): AirTask | null {
  const f = state.air.flights.find((x) => x.id === task.flight);
  const ship = state.ships[task.ship];
  if (!f || !ship) return null;
  const hits = values.filter((v) => isHit(v, f.profile.target, task.mod)).length;
  const weapon = ship.roster.weapons[task.weapon]?.name ?? 'AA';
  events.push({
    type: 'aa-roll', rule: 'VAS-AA-FIRE', ship: ship.id,
    text: `${ship.name}'s ${weapon} fires at flight ${f.id} (${f.profile.name}): ${values.join(', ')}: ${hits} hit${hits === 1 ? '' : 's'}.`,
    data: { flight: f.id, weapon: task.weapon, rolls: [...values], hits, mod: task.mod },
  });
  // VAS-TACTICAL-JUDGEMENT: the dodge dice decide what the ship's AA did; other games keep their state shape.
  return hits > 0 ? { t: 'dodge', flight: f.id, count: hits, ...((ship.rerolls ?? 0) > 0 ? { ship: ship.id } : {}) } : null;
}

export function consumeDodge(draft: VasState, task: Extract<AirTask, { t: 'dodge' }>, values: readonly number[], events: VasEvent[]): void {
  const f = draft.air.flights.find((x) => x.id === task.flight);
  if (!f) return;
  const lost = values.filter((v) => v < f.profile.dodge).length;
  events.push({
    type: 'aa-dodge', rule: 'VAS-AA-DODGE',
    text: `Flight ${f.id} dodges: ${values.join(', ')} (${f.profile.dodge}+): ${values.length - lost} dodged, ${lost} Damage lost.`,
    data: { flight: f.id, rolls: [...values], lost },
  });
  loseFlightDamage(draft, f, lost, 'VAS-AA-DODGE', events);
}
