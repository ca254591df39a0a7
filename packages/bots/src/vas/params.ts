/**
 * A Victory at Sea bot's character as data (MegaMek Princess's presets, bot-anchors.md):
 * `easy`, `normal` and the rollout policy of `hard` are parameter sets over the same code.
 */
export interface VasBotParams {
  /** Weight of the Damage this ship can deal from a position. */
  readonly bravery: number;
  /** Weight of the Damage it can take there. */
  readonly caution: number;
  /** Per inch towards the nearest enemy while no enemy is within reach. */
  readonly advance: number;
  /** Withdraw (keep out of reach) when our side's gun power is below this share of theirs. */
  readonly withdrawRatio: number;
  /** Chance of playing the engine's sampled action instead (a weaker player). */
  readonly noise: number;
  /** Attempts Special Actions (Flank Speed to close, smoke and Evasive! to escape, All Hands to repair). */
  readonly specials: boolean;
  /** Chooses targets by the exact odds (`attackOdds`), else by expected Damage only. */
  readonly exactOdds: boolean;
  /** A Crippled ship keeps out of reach even when its side is not outgunned. */
  readonly withdrawCrippled: boolean;
  /** Positions weigh Damage by what a point is worth on that ship (`pointValue`), not raw Damage. */
  readonly valued: boolean;
  /** Takes Flank Speed! when the best move with it scores above the best move without it. */
  readonly weighSpeed: boolean;
  /** Moves scored against every reply of the enemies still to move, with the victory count's posture (lookahead.ts). */
  readonly lookahead?: boolean;
  /** Targets weighed by the threat their loss removes (target-value.ts). */
  readonly threatTargets?: boolean;
  /** Withdraws (keeps out of reach) only while ahead on the count after the last turn (victory-count.ts). */
  readonly countAware?: boolean;
  /** Also weighs fire split weapon by weapon (split-fire.ts), beside the engine's one-target sets. */
  readonly splitFire?: boolean;
}

export const NORMAL: VasBotParams = { bravery: 1, caution: 0.8, advance: 0.3, withdrawRatio: 0.45, noise: 0, specials: true, exactOdds: true, withdrawCrippled: false, valued: true, weighSpeed: true, lookahead: true, threatTargets: true, countAware: true, splitFire: true };
export const EASY: VasBotParams = { bravery: 1, caution: 0.3, advance: 0.3, withdrawRatio: 0, noise: 0.05, specials: false, exactOdds: false, withdrawCrippled: false, valued: false, weighSpeed: false };
/** The fast policy of the search bot's playouts. */
export const ROLLOUT: VasBotParams = { ...NORMAL, exactOdds: false, lookahead: false, splitFire: false };
