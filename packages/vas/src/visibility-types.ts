/**
 * Victory at Sea: the shapes owned by conditions/ and variants/night-fighting/ (spotting, radar,
 * the night-fighting variant), re-exported by types.ts. Plain JSON data, as every state shape.
 */
export type ShipId = string;

/** Owned by conditions/: the rolls still due at the start of this Attack Phase, first first. */
export interface VisibilityCheckData {
  steps: VisibilityStep[];
  /** The side's spotting checks are queued once the radar rolls are done (they may spot automatically). */
  spotsQueued: boolean;
}

export type VisibilityStep =
  /** VAS-RADAR-DETECT: one die per enemy, each detects on 3+. */
  | { readonly t: 'radar'; readonly ship: ShipId; readonly targets: ShipId[] }
  /** VAS-SCN-ELECTRICAL-FAILURE: one d6 per radar Detection roll of 1; any 1 is the electrical failure. */
  | { readonly t: 'electrical'; readonly ship: ShipId; readonly count: number }
  /** VAS-SPOT-CHECK: one Command check per enemy ship; `needed` is the lowest die face that spots each. */
  | { readonly t: 'spot'; readonly side: string; readonly targets: ShipId[]; readonly needed: number[] }
  /** VAS-NF-SPOT-ROLL (night-fighting variant): the spotting rolls of one ship. */
  | { readonly t: 'nf-spot'; readonly ship: ShipId; readonly rolls: NightSpotRoll[] }
  /** VAS-NF-FRIENDLY-FIRE: the second die after a spot roll of 1 near a friendly ship. */
  | { readonly t: 'nf-friendly'; readonly ship: ShipId; readonly friend: ShipId }
  /** VAS-NF-STARSHELL: one die for a starshell (5+ at a spotted ship, 6+ on spec). */
  | { readonly t: 'nf-starshell'; readonly ship: ShipId; readonly target: ShipId; readonly needed: number }
  /** VAS-NF-STARSHELL-SCATTER: a starshell on spec rolled 1: a die picks among the ships within 5". */
  | { readonly t: 'nf-scatter'; readonly ship: ShipId; readonly among: ShipId[] };

/** One spotting roll of the night-fighting variant: as to hit (`needed`), or a radar roll (3+). */
export interface NightSpotRoll {
  readonly target: ShipId;
  readonly needed: number;
  readonly radar: boolean;
  /** The optional friendly-fire rule applies to this roll (a friendly ship within 5" of the target). */
  readonly friendlyNear: ShipId | null;
}

/**
 * Owned by conditions/: who sees whom (Bad Weather, Night Battles, Radar, the night-fighting variant).
 * Plain lists by id, kept in setup order of the ships listed.
 */
export interface VisibilityState {
  /** Ships whose Radar is fitted for this battle (roster trait, or the setup's `radar`). */
  readonly radar: ShipId[];
  /** VAS-SPOT-SHARED: by side, the enemy ships that side has Spotted. */
  spotted: Record<string, ShipId[]>;
  /** VAS-RADAR-DETECT: by radar ship, the enemy ships it has detected (never shared). */
  detected: Record<ShipId, ShipId[]>;
  /** Night-fighting variant, null otherwise. */
  night: NightFightingState | null;
}

/** Owned by variants/night-fighting/. This turn's facts roll over into `last` in the End Phase. */
export interface NightFightingState {
  /** By spotter: the targets it has spotted this turn (the rolls are made again each turn). */
  spots: Record<ShipId, ShipId[]>;
  /** By spotter: targets whose spot roll failed by exactly one this turn (a starshell on spec). */
  nearMiss: Record<ShipId, ShipId[]>;
  /** Spotlights in use: `by` keeps `target` lit while it spots it within range each turn. */
  spotlights: { readonly by: ShipId; readonly target: ShipId; readonly since: number }[];
  /** Starshells fired this turn and not yet rolled for. */
  starshellsDue: { readonly by: ShipId; readonly target: ShipId; readonly needed: number }[];
  /** Optional friendly fire: by spotter, the friendly ship it has mistaken for the enemy this turn. */
  misidentified: Record<ShipId, ShipId>;
  /** This turn: fired main or secondary guns, fired a starshell, was lit by a starshell. */
  now: { fired: ShipId[]; starshell: ShipId[]; lit: ShipId[] };
  /** Last turn: the same facts, plus the ships that used a spotlight. */
  last: { fired: ShipId[]; starshell: ShipId[]; lit: ShipId[]; spotlight: ShipId[] };
}
