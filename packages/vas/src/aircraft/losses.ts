/**
 * A flight loses Damage (VAS-AA-HIT, VAS-DOGFIGHT-ROLL): "any successful hit will automatically remove a
 * point of Damage from a flight"; at 0 it is destroyed, leaves the table and every dogfight.
 */
import type { FlightState, VasEvent, VasState } from '../types';
import { leaveDogfights } from './contact';
import { FlightWords } from './flight-words';

export function loseFlightDamage(draft: VasState, f: FlightState, points: number, rule: string, events: VasEvent[]): void {
  if (points <= 0 || f.destroyed) return;
  f.damage = Math.max(0, f.damage - points);
  if (f.damage > 0) return;
  f.destroyed = true;
  f.position = null;
  leaveDogfights(draft, f);
  events.push({ type: 'flight-destroyed', rule, text: `${FlightWords(draft, f)} is destroyed.`, data: { flight: f.id, fleet: f.fleet } });
}
