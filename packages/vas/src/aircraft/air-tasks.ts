/**
 * The plain-data state of aircraft business with dice (`draft.resolution` of kind `air`): the ships'
 * AA fire at the start of the Attack Phase (`step: 'aa'`), or one fleet's aircraft attacks
 * (`step: 'strike'`). `tasks[0]` is next; a bomb's own dice run as an attack-module attack in
 * `strike` (its tasks, damage and criticals are attack/'s) before the next task.
 */
import type { AttackData } from '../attack/tasks';
import type { AaDiceShare, FleetId, ShipId, VasState } from '../types';

export type AirTask =
  /** Plan one ship's AA fire when its turn comes (VAS-AA-ALLOCATE): no dice. */
  | { readonly t: 'aa-ship'; readonly ship: ShipId }
  /** One AA weapon's dice at one flight (VAS-AA-FIRE). */
  | { readonly t: 'aa'; readonly ship: ShipId; readonly weapon: number; readonly flight: string; readonly dice: number; readonly mod: number }
  /** The ship's Fire Control is hit: one d6 per AA weapon about to fire, each fires only on 4+ (VAS-CRIT-FIRE-CONTROL). */
  /** `declared`: the split the ship's side declared first (VAS-AA-ALLOCATE-HAND); absent: Salvo's. */
  | { readonly t: 'aa-fire-control'; readonly ship: ShipId; readonly weapons: number[]; readonly declared?: AaDiceShare[] }
  /** An evading ship's AA hits, re-rolled once (VAS-ATTACK-EVASIVE, VAS-REROLL-ONCE); `kept`: hits that stand as rolled. */
  | { readonly t: 'aa-reroll'; readonly ship: ShipId; readonly weapon: number; readonly flight: string; readonly dice: number; readonly mod: number; readonly kept: number }
  /** One die per AA hit: each at least the flight's Dodge ignores a hit (VAS-AA-DODGE). */
  /** `ship`: the ship whose AA hit, named only when it has Tactical Judgement dice (VAS-TACTICAL-JUDGEMENT: the only reader). */
  | { readonly t: 'dodge'; readonly flight: string; readonly count: number; readonly ship?: string }
  /** Two enemy flights in contact: one die each plus Dogfight (VAS-DOGFIGHT-ROLL). */
  | { readonly t: 'dogfight'; readonly a: string; readonly b: string }
  /** A declared air-launched torpedo is dropped: its spread is placed (VAS-AIR-TORPEDO). */
  | { readonly t: 'torpedo'; readonly flight: string; readonly target: ShipId; readonly weapon: number }
  /** A flight drops its bombs on the ship it touches (VAS-AIR-BOMB). */
  | { readonly t: 'bomb'; readonly flight: string; readonly target: ShipId; readonly weapon: number };

export interface AirData {
  readonly step: 'aa' | 'strike';
  readonly fleet: FleetId | null;
  tasks: AirTask[];
  strike: AttackData | null;
}

export function airData(state: VasState): AirData | null {
  const r = state.resolution;
  if (r === null || r.kind !== 'air') return null;
  const d = r.data as unknown as AirData;
  return Array.isArray(d.tasks) ? d : null;
}
