/**
 * Dogfights (VAS-DOGFIGHT-LOCK, VAS-DOGFIGHT-ROLL, VAS-DOGFIGHT-AUTO-LOSS). Every pair of enemy flights
 * in contact fights once a turn, with the first aircraft attacks nominated by either side: each player
 * rolls a die and adds his flight's Dogfight; the higher total deducts a point of Damage from the other,
 * a draw leaves both. Survivors stay locked (they may not move next turn nor drop bombs or torpedoes)
 * until the enemy is destroyed. A flight "destroyed automatically in a dogfight" (observation aircraft:
 * no Dogfight score) is lost without a roll.
 */
import type { ChanceRequest } from '@salvo/kernel';
import type { FlightState, VasEvent, VasState } from '../types';
import { destroyedInDogfight, inAir } from './contact';
import type { AirTask } from './air-tasks';
import { loseFlightDamage } from './losses';
import { playsUnder } from '../rules-version';
import { flightWords, keepsVersion2Words } from './flight-words';

export const pairKey = (a: string, b: string): string => (a < b ? `${a}|${b}` : `${b}|${a}`);

/**
 * Whether a dogfight bars its flights' attacks for the whole turn, counted from its nomination (below). Under
 * rules version 2 (rules-version.ts) only a flight still locked in a dogfight was barred, and a dogfight counted
 * as fought when its dice were rolled.
 */
export const dogfightLastsTheTurn = (state: VasState): boolean => playsUnder(state, 3);

/**
 * VAS-AIR-NOMINATE: "a flight that is dogfighting may not drop bombs or torpedoes", and all aircraft
 * attacks "are made at the same time in a turn". True while `f` is locked in a dogfight, and for the rest
 * of the turn once a dogfight of its has been nominated (`combat.fought`), even if its enemy is now
 * destroyed: so whichever fleet nominates its aircraft first, such a flight drops nothing this turn.
 */
export function dogfoughtThisTurn(state: VasState, f: FlightState): boolean {
  if (f.dogfight.length > 0) return true;
  if (!dogfightLastsTheTurn(state)) return false;
  const fought = state.air.combat?.fought ?? [];
  return fought.length > 0 && state.air.flights.some((o) => o.id !== f.id && fought.includes(pairKey(f.id, o.id)));
}

/** At a nomination: records its dogfights as fought this turn (`dogfoughtThisTurn`); under rules version 2, nothing. */
export function markNominated(draft: VasState, tasks: readonly AirTask[]): void {
  if (dogfightLastsTheTurn(draft)) markFought(draft, tasks);
}

/** Records the pairs of dogfight tasks as fought this turn (each once). */
function markFought(draft: VasState, tasks: readonly AirTask[]): void {
  const fought = draft.air.combat?.fought;
  if (!fought) return;
  for (const t of tasks) {
    if (t.t !== 'dogfight') continue;
    const key = pairKey(t.a, t.b);
    if (!fought.includes(key)) fought.push(key);
  }
}

const find = (state: VasState, id: string): FlightState | undefined => state.air.flights.find((x) => x.id === id);

/** The two flights of a dogfight task while both are still in the air and locked together. */
function pair(state: VasState, task: Extract<AirTask, { t: 'dogfight' }>): [FlightState, FlightState] | null {
  const a = find(state, task.a);
  const b = find(state, task.b);
  return a && b && inAir(a) && inAir(b) && a.dogfight.includes(b.id) ? [a, b] : null;
}

/** The dogfights `fleet`'s flights are in and have not fought this turn, each pair once. */
export function dogfightTasks(state: VasState, fleet: string): AirTask[] {
  const fought = state.air.combat?.fought ?? [];
  const tasks: AirTask[] = [];
  const seen = new Set<string>();
  for (const f of state.air.flights) {
    if (f.fleet !== fleet || !inAir(f)) continue;
    for (const id of f.dogfight) {
      const key = pairKey(f.id, id);
      if (seen.has(key) || fought.includes(key)) continue;
      seen.add(key);
      tasks.push({ t: 'dogfight', a: f.id, b: id });
    }
  }
  return tasks;
}

function score(f: FlightState): string {
  const d = f.profile.dogfight ?? 0;
  return `Dogfight ${d >= 0 ? '+' : ''}${d}`;
}

export function dogfightRequest(state: VasState, task: Extract<AirTask, { t: 'dogfight' }>): ChanceRequest | null {
  const p = pair(state, task);
  if (!p) return null;
  const [a, b] = p;
  if (destroyedInDogfight(a.profile) || destroyedInDogfight(b.profile)) return null;
  return {
    dice: 2, sides: 6, purpose: 'dogfight',
    label: `Roll 2d6 for the dogfight: the first die for ${flightWords(state, a, `flight ${a.id} (${a.profile.name}`)}, ${score(a)}${keepsVersion2Words(state) ? ')' : ''}, the second for ${flightWords(state, b, `flight ${b.id} (${b.profile.name}`)}, ${score(b)}${keepsVersion2Words(state) ? ')' : ''}; the higher total takes a point of Damage from the other, a draw leaves both`,
    context: { a: a.id, b: b.id },
  };
}

export function consumeDogfight(draft: VasState, task: Extract<AirTask, { t: 'dogfight' }>, values: readonly number[], events: VasEvent[]): void {
  const p = pair(draft, task);
  if (!p) return;
  const [a, b] = p;
  markFought(draft, [task]);
  const autoA = destroyedInDogfight(a.profile);
  const autoB = destroyedInDogfight(b.profile);
  if (autoA || autoB) {
    const lost = [...(autoA ? [a] : []), ...(autoB ? [b] : [])];
    events.push({ type: 'dogfight', rule: 'VAS-DOGFIGHT-AUTO-LOSS', text: `Dogfight: ${lost.map((f) => flightWords(draft, f)).join(' and ')} cannot fight and ${lost.length === 1 ? 'is' : 'are'} destroyed.`, data: { a: a.id, b: b.id } });
    for (const f of lost) loseFlightDamage(draft, f, f.damage, 'VAS-DOGFIGHT-AUTO-LOSS', events);
    return;
  }
  const ta = (values[0] ?? 0) + (a.profile.dogfight ?? 0);
  const tb = (values[1] ?? 0) + (b.profile.dogfight ?? 0);
  const loser = ta > tb ? b : tb > ta ? a : null;
  const result = loser === null ? 'a draw: both stay locked' : `${flightWords(draft, loser === a ? b : a, `flight ${(loser === a ? b : a).id}`)} wins and ${flightWords(draft, loser, `flight ${loser.id}`)} loses a point of Damage`;
  events.push({
    type: 'dogfight', rule: 'VAS-DOGFIGHT-ROLL',
    text: `Dogfight between ${flightWords(draft, a)} and ${flightWords(draft, b)}: ${ta} against ${tb}, ${result}.`,
    data: { a: a.id, b: b.id, rolls: [...values], totals: [ta, tb], loser: loser?.id ?? null },
  });
  if (loser) loseFlightDamage(draft, loser, 1, 'VAS-DOGFIGHT-ROLL', events);
}
