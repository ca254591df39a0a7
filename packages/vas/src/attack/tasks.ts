/**
 * The plain-data state of an attack being resolved by chance steps (`draft.resolution.data`).
 * `tasks[0]` is the next thing to do; each task names its dice (see chance.ts) and is consumed by
 * consume.ts, which may put follow-up tasks at the front.
 */
import type { CriticalLocation, ShipId } from '../types';

/** One nominated weapon (or one share of a split weapon) that is in arc and range and fires. */
export interface Shot {
  readonly weapon: number;
  readonly target: ShipId;
  /** Attack Dice. */
  readonly dice: number;
  /** Target score to reach and the total modifier to each Attack Die. */
  readonly need: number;
  readonly mod: number;
  readonly rerollMisses: boolean;
  readonly rerollHits: boolean;
  /** Damage Dice per hit, the modifier to each and whether a six may call a critical. */
  readonly dd: number;
  readonly ddMod: number;
  readonly canCrit: boolean;
  readonly range: number;
  hits: number;
}

export type AttackTask =
  /** One d6 per distinct weapon while Fire Control is hit: each fires only on 4+. */
  | { readonly t: 'fire-control'; readonly weapons: number[] }
  | { readonly t: 'attack'; readonly shot: number }
  | { readonly t: 'reroll'; readonly shot: number; readonly count: number }
  /** VAS-SCN-GUN-FAILURE: one d6 per Attack Die that showed 1; each 1 fails a gun of the mount. */
  | { readonly t: 'gun-failure'; readonly shot: number; readonly count: number }
  /** VAS-SCN-ELECTRICAL-FAILURE: one d6 per main-gun Attack Die that showed 1; any 1 is the electrical failure. */
  | { readonly t: 'electrical-failure'; readonly shot: number; readonly count: number }
  | { readonly t: 'damage'; readonly shot: number }
  | { readonly t: 'confirm'; readonly target: ShipId; readonly count: number }
  | { readonly t: 'crit-location'; readonly target: ShipId }
  | { readonly t: 'crit-effect'; readonly target: ShipId; readonly location: CriticalLocation }
  | { readonly t: 'crit-extra'; readonly target: ShipId; readonly location: CriticalLocation; readonly effectDie: number }
  | {
      readonly t: 'crit-follow';
      readonly target: ShipId;
      readonly location: CriticalLocation;
      readonly effectDie: number;
      readonly extras: number[];
    }
  | { readonly t: 'cripple'; readonly ship: ShipId };

export type AttackData = {
  readonly attacker: ShipId;
  shots: Shot[];
  tasks: AttackTask[];
};

/** Narrows the resolution data owned by attack/. */
export function isAttackData(d: { readonly attacker: ShipId; [key: string]: unknown }): d is AttackData {
  return Array.isArray(d.shots) && Array.isArray(d.tasks);
}

const cloneShot = (s: Shot): Shot => ({
  weapon: s.weapon, target: s.target, dice: s.dice, need: s.need, mod: s.mod, rerollMisses: s.rerollMisses,
  rerollHits: s.rerollHits, dd: s.dd, ddMod: s.ddMod, canCrit: s.canCrit, range: s.range, hits: s.hits,
});

function cloneTask(task: AttackTask): AttackTask {
  if (task.t === 'fire-control') return { t: task.t, weapons: task.weapons.slice() };
  if (task.t === 'crit-follow') return { ...task, extras: task.extras.slice() };
  return { ...task };
}

/**
 * A deep copy of an attack in progress, keys in the order plan.ts and resolve.ts write them
 * (turn/clone-state.ts: the attack is in the state at most chance steps of a battle).
 */
export function cloneAttackData(d: AttackData): AttackData {
  return { attacker: d.attacker, shots: d.shots.map(cloneShot), tasks: d.tasks.map(cloneTask) };
}
