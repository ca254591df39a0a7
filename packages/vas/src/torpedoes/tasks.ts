/**
 * The plain-data state of a Torpedo Spread being resolved (`draft.resolution.data` of kind
 * `torpedo`). The attack module's tasks are reused for hits, damage and criticals; the torpedo
 * adds the Torpedo Belt's dice and the attacker's choice to re-roll one critical location die.
 */
import type { ShipId, TorpedoSpread, VasState } from '../types';
import type { AttackTask, Shot } from '../attack/tasks';

export type TorpedoTask =
  | AttackTask
  /** VAS-TRAIT-TORPEDO-BELT: a die per first-roll hit on the beam; 4+ forces that die to be re-rolled. */
  | { readonly t: 'belt'; readonly count: number }
  | { readonly t: 'belt-reroll'; readonly count: number }
  /** VAS-TORP-CRITICAL: the attacker chooses whether to re-roll one of the location dice (a decision). */
  /** `fixed`: location dice Tactical Judgement already re-rolled, which the attacker may not re-roll again (absent: none). */
  | { readonly t: 'crit-choice'; readonly target: ShipId; readonly dice: readonly [number, number]; readonly fixed?: readonly number[] }
  | { readonly t: 'crit-reroll'; readonly target: ShipId; readonly keep: number };

export interface TorpedoData {
  readonly spread: number;
  readonly s: TorpedoSpread;
  readonly attacker: ShipId;
  shots: Shot[];
  tasks: TorpedoTask[];
}

export function torpedoData(state: VasState): TorpedoData | null {
  const r = state.resolution;
  if (r === null || r.kind !== 'torpedo') return null;
  const d = r.data as unknown as TorpedoData;
  return Array.isArray(d.tasks) && Array.isArray(d.shots) ? d : null;
}

/** The critical-location choice awaited from the attacker, if that is what the spread waits for. */
export function critChoice(state: VasState): Extract<TorpedoTask, { t: 'crit-choice' }> | null {
  const head = torpedoData(state)?.tasks[0];
  return head !== undefined && head.t === 'crit-choice' ? head : null;
}
