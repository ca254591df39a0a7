/**
 * Victory at Sea: the shapes of setup, state, actions and events.
 *
 * Contract for every rules module in this package: functions that change the game take a
 * DRAFT state and mutate it; only `game.ts` clones (once per action) and only `game.ts`
 * is public. Everything here is plain JSON data (no classes, Maps, undefined-vs-missing tricks).
 */
import type { ChanceRequest, RngState, Vec } from '@salvo/kernel';
import type { ShipRoster, WeaponRoster } from '@salvo/data';
import type { VisibilityCheckData, VisibilityState } from './visibility-types';
export type * from './visibility-types';
import type { AirBombNomination, AirResolutionData, AirState, AirTorpedoDeclaration, FlightMove, NavalState, SubmarineResolutionData, TorpedoResolutionData } from './naval-air-types';
export type * from './naval-air-types';
import type { EntryPlacement, ScenarioRulesState } from './scenario-rules/types';
export type * from './scenario-rules/types';

export type FleetId = string;
export type ShipId = string;

// ---------------------------------------------------------------- setup (untrusted input): setup-types.ts

export type * from './setup-types';
import type { VasOptions } from './setup-types';

export type * from './scenario/types';
import type { VasScenarioState } from './scenario/types';

// ---------------------------------------------------------------- state

export type Phase = 'initiative' | 'movement' | 'attack' | 'end' | 'over';

export type SpecialActionKind =
  | 'all-hands-on-deck'
  | 'come-about'
  | 'create-smoke'
  | 'evasive'
  | 'flank-speed'
  | 'rig-for-silent-running';

export type CriticalLocation = 'crew' | 'engines' | 'weapons' | 'vital';

/** One critical hit suffered; each is tracked and repaired separately. */
export interface CriticalHit {
  readonly id: number;
  readonly location: CriticalLocation;
  /** Stable effect tag, e.g. `turbine-damaged`, `props-damaged`, `engines-disabled`, `fire-control`. */
  readonly effect: string;
  /** Turn it was suffered. */
  readonly turn: number;
  /** Vital Systems and destroyed turrets can never be repaired. */
  readonly repairable: boolean;
  repaired: boolean;
  /** Effect-specific data, e.g. the destroyed turret's weapon index, turns of a magazine explosion. */
  data?: Record<string, number | string>;
}

export interface WeaponState {
  readonly index: number;
  destroyed: boolean;
  /** AD lost to criticals (AA / secondary damaged). */
  adLost: number;
  /** Turn this weapon last fired (Slow-Loading, once per turn). */
  lastFiredTurn: number | null;
  /** One-Shot weapons that have been used. */
  spent: boolean;
  /** Guns of this mount failed for the rest of the battle (VAS-SCN-GUN-FAILURE): its AD less this many. */
  failed: number;
}

export interface ShipState {
  readonly id: ShipId;
  readonly name: string;
  readonly fleet: FleetId;
  readonly roster: ShipRoster;
  readonly command: number;
  readonly civilian: boolean;
  position: Vec;
  heading: number;
  /** Damage and Crew points left. */
  damage: number;
  crew: number;
  crippled: boolean;
  skeleton: boolean;
  /** Crew 0: may not move again. */
  abandoned: boolean;
  /** Damage 0: destroyed and sinking, removed from play. */
  destroyed: boolean;
  /** Left the table (Tactical Withdrawal). */
  withdrawn: boolean;
  weapons: WeaponState[];
  /** Ship traits lost to crippling (names as printed in the roster). */
  lostTraits: string[];
  criticals: CriticalHit[];
  fires: number;
  // per-turn bookkeeping, reset in the Initiative Phase
  movedThisTurn: boolean;
  distanceMovedThisTurn: number;
  attackedThisTurn: boolean;
  special: { readonly kind: SpecialActionKind; readonly success: boolean } | null;
  /** Submersibles (submarines/): beneath the waves (Submerged counter). */
  submerged: boolean;
  /**
   * Off the table but still in the battle: a submersible deployed hidden and not yet revealed (its square:
   * `naval.hidden`, secret), or a reinforcement that has not arrived (`scenarioRules.reserves`, VAS-SCN-REINFORCEMENT).
   */
  hidden: boolean;
  /** Campaign refits and duties (VAS-SETUP-CHECK-BONUS): added to Damage Control and Come About! checks. */
  checkBonus?: CheckBonus;
  /** Tactical Judgement re-rolls left this battle (VAS-TACTICAL-JUDGEMENT); absent: none. */
  rerolls?: number;
  /** VAS-NEW-CAPTAIN: true while the once-per-battle second Special Action is unused, false once used. */
  newCaptain?: boolean;
  /** VAS-REFIT-RADAR: refitted Radar, free of the Kriegsmarine forward-arc limit; absent: none. */
  radarRefit?: boolean;
  /** VAS-NEW-CAPTAIN: the second Special Action attempted this turn, if any. */
  special2?: { readonly kind: SpecialActionKind; readonly success: boolean };
}

/** Bonuses a campaign gives a ship's Command checks (Elite Engineers, Superior Rudder Control). */
export interface CheckBonus {
  readonly damageControl?: number;
  readonly comeAbout?: number;
}

export interface FleetState {
  readonly id: FleetId;
  readonly name: string;
  readonly side: string;
}

export interface SmokeCounter {
  readonly ship: ShipId;
  /** Leading edge on the ship's centre, trailing behind it: a segment of the smoke counter. */
  readonly from: Vec;
  readonly to: Vec;
  readonly turn: number;
}

/**
 * Multi-step dice business in progress (initiative rolls, a special-action check, an attack,
 * the End Phase). Each kind is owned by one module; `pending()` asks the owner for its chance step.
 * Owners add their own variants here.
 */
export type Resolution =
  /**
   * `groups` ranks the fleets, best first; a group of several is still tied. `contenders` is the
   * tied group being rolled for now (each rolls 2d6 in turn, one chance step per fleet) and `rolls`
   * holds this round's modified totals. `round` counts from 1; later rounds re-roll ties.
   */
  | { readonly kind: 'initiative'; rolls: Record<FleetId, number>; contenders: FleetId[]; groups: FleetId[][]; round: number }
  | {
    readonly kind: 'special-check'; readonly ship: ShipId; readonly action: SpecialActionKind; readonly needed: number;
    /** VAS-NEW-CAPTAIN: the second Special Action to attempt after this one; `second`: this check is that one. */
    readonly then?: SpecialActionKind; readonly second?: boolean;
  }
  | { readonly kind: 'attack'; readonly data: AttackResolutionData }
  | { readonly kind: 'end-phase'; readonly data: EndPhaseResolutionData }
  /** Owned by conditions/ (and variants/night-fighting/): radar detection and spotting rolls. */
  | { readonly kind: 'visibility'; readonly data: VisibilityCheckData }
  /** Owned by torpedoes/: a Torpedo Spread being resolved in the End Phase. */
  | { readonly kind: 'torpedo'; readonly data: TorpedoResolutionData }
  /** Owned by submarines/: a detection, Long-Ranged Detection or Crash Dive roll. */
  | { readonly kind: 'submarine'; readonly data: SubmarineResolutionData }
  /** Owned by aircraft/: AA fire at the start of the Attack Phase, or a fleet's aircraft attacks. */
  | { readonly kind: 'air'; readonly data: AirResolutionData };

/** Owned by attack/: the state of one ship's attack being resolved (plain data). */
export interface AttackResolutionData {
  readonly attacker: ShipId;
  [key: string]: unknown;
}

/** Owned by end-phase/: the die roll awaited in the End Phase. */
export type EndPhaseResolutionData =
  | { readonly step: 'damage-control'; readonly ship: ShipId; readonly critical: number; readonly needed: number }
  | { readonly step: 'fire'; readonly ship: ShipId; readonly fires: number };

/** Owned by end-phase/: which ships are done with Damage Control and Fire this End Phase. */
export interface EndPhaseProgress {
  dcDone: ShipId[];
  /** Criticals each ship has tried to repair this End Phase (All Hands on Deck! allows several). */
  dcAttempted: Record<ShipId, number[]>;
  fireDone: ShipId[];
}

export interface VasState {
  readonly v: 1;
  readonly options: Required<Omit<VasOptions, 'table' | 'rulesVersion' | 'aaByHand'>> & { readonly table: { readonly width: number; readonly height: number }; readonly rulesVersion?: number; readonly aaByHand?: true };
  rng: RngState;
  turn: number;
  phase: Phase;
  /** Fleets in setup order. */
  readonly fleetOrder: FleetId[];
  fleets: Record<FleetId, FleetState>;
  ships: Record<ShipId, ShipState>;
  /** Ships in setup order (stable iteration for legal actions and views). */
  readonly shipOrder: ShipId[];
  /** Initiative order of this turn, winner first, once decided. */
  initiativeOrder: FleetId[];
  /** Whose nomination it is (index into the activation order) in movement and attack. */
  activation: { order: FleetId[]; next: number } | null;
  smoke: SmokeCounter[];
  resolution: Resolution | null;
  /** A ship nominated to move whose special-action check is done and whose move is awaited. */
  moving: ShipId | null;
  result: { readonly winners: FleetId[]; readonly summary: string } | null;
  nextCriticalId: number;
  /** Fleets that declined to move first this turn, in the order they declined. */
  declinedFirst: FleetId[];
  /** End Phase progress; null outside the End Phase. */
  endPhase: EndPhaseProgress | null;
  /** Fleets that conceded the battle. */
  conceded: FleetId[];
  /** Spotting and radar (conditions/). */
  visibility: VisibilityState;
  /** Advanced Rules: torpedoes, submersibles, squadrons, withdrawals. */
  naval: NavalState;
  /** Aircraft flights (aircraft/). */
  air: AirState;
  /** Scenario rules on named ships and fleets and their progress (scenario-rules/, VAS-SCN-*). */
  scenarioRules: ScenarioRulesState;
  /** The scenario's objectives, scoring and rules (scenario/); absent in a battle without one. */
  scenario?: VasScenarioState;
  /** A roll held while ships involved may spend Tactical Judgement on it (VAS-TACTICAL-JUDGEMENT). */
  judgement?: HeldRoll;
}

/**
 * VAS-TACTICAL-JUDGEMENT: the dice of the pending chance step, rolled but not yet applied. The
 * resolution is unchanged meanwhile, so the request is recomputed from it. `asked`: ships offered the
 * re-roll so far, the last deciding now; `rerolled`: indices already re-rolled (a die only once);
 * `rerolling`: indices being re-rolled now (a chance step), or null while the last asked decides.
 */
export interface HeldRoll {
  values: number[];
  asked: ShipId[];
  rerolled: number[];
  rerolling: number[] | null;
}

/** What a player sees: the whole state except the PRNG (VAS core has no other hidden information). */
export type VasView = Omit<VasState, 'rng'> & { readonly viewer: FleetId };

// ---------------------------------------------------------------- actions

/** VAS-SUB-DEPTH: before moving, a submersible may surface or dive. */
export type DepthChange = 'surface' | 'dive';

/** One leg of a move: go straight ahead, or turn (degrees, + starboard / − port). */
export type MoveLeg = { readonly forward: number } | { readonly turn: number };

export interface FireNomination {
  /** Index of the weapon in the ship's roster. */
  readonly weapon: number;
  readonly target: ShipId;
  /** Secondary and AA weapons only: how many of their AD go at this target. */
  readonly dice?: number;
}

/** VAS-AA-ALLOCATE-HAND: `dice` of AA weapon `weapon` (roster index) fire at flight `flight`. */
export interface AaDiceShare {
  readonly weapon: number;
  readonly flight: string;
  readonly dice: number;
}

export type VasAction =
  /** Answers the pending chance step. */
  | { readonly type: 'roll'; readonly values: readonly number[] }
  /** The initiative winner (then the next) moves first or passes the choice on. */
  | { readonly type: 'take-first'; readonly fleet: FleetId; readonly first: boolean }
  /** Nominate a ship to move, optionally attempting a Special Action before it moves. */
  | { readonly type: 'nominate-move'; readonly ship: ShipId; readonly special?: SpecialActionKind; readonly depth?: DepthChange; readonly second?: SpecialActionKind }
  /**
   * Carriers (VAS-AIR-LAUNCH): with the move, `launch` flights aboard and `recover` its flights touching
   * it, two in all a turn, moving straight with no Special Action and not Crippled.
   */
  | { readonly type: 'move'; readonly ship: ShipId; readonly legs: readonly MoveLeg[]; readonly launch?: readonly string[]; readonly recover?: readonly string[] }
  /**
   * Nominate a ship to attack with these nominations (empty: it chooses not to fire). Night-fighting
   * variant only: `starshell` fires its starshell at that ship (VAS-NF-STARSHELL), `spotlight` lights
   * a ship it has spotted (VAS-NF-SPOTLIGHT).
   */
  | { readonly type: 'attack'; readonly ship: ShipId; readonly fire: readonly FireNomination[]; readonly starshell?: ShipId; readonly spotlight?: ShipId }
  /** Damage Control: which critical to try to repair (null: none). */
  | { readonly type: 'damage-control'; readonly ship: ShipId; readonly critical: number | null }
  /** A fleet concedes the battle. */
  | { readonly type: 'concede'; readonly fleet: FleetId }
  /** VAS-TORP-CRITICAL: the attacker re-rolls critical location die 0 or 1, or keeps both (null). */
  | { readonly type: 'torpedo-critical'; readonly fleet: FleetId; readonly reroll: 0 | 1 | null }
  /** VAS-SUB-REVEAL: at the start of the Movement Phase, place hidden submersibles in their squares (empty: none). */
  | { readonly type: 'reveal'; readonly fleet: FleetId; readonly ships: readonly RevealPlacement[] }
  /** VAS-SUB-CRASH-DIVE: a surfaced boat with an enemy within 10" tries to crash dive, or not. */
  | { readonly type: 'crash-dive'; readonly ship: ShipId; readonly attempt: boolean }
  /** VAS-SQUADRON-SPLIT: the squadron's ships act on their own from now on. */
  | { readonly type: 'split-squadron'; readonly fleet: FleetId; readonly squadron: string }
  /** VAS-AIR-ORDER: the initiative winner flies its aircraft first, or makes the others do so. */
  | { readonly type: 'air-first'; readonly fleet: FleetId; readonly first: boolean }
  /**
   * VAS-AIR-MOVE: a fleet moves its flights of the current group at once (unlisted flights stay).
   * VAS-AIR-TORPEDO: `torpedoes` declares air-launched torpedo attacks by flights of this group once moved.
   */
  | { readonly type: 'fly'; readonly fleet: FleetId; readonly moves: readonly FlightMove[]; readonly torpedoes?: readonly AirTorpedoDeclaration[] }
  /**
   * VAS-AIR-NOMINATE: instead of a ship, a fleet nominates all its aircraft attacks at once: `bombs` by
   * flights in contact with their target; its declared torpedoes and its dogfights are resolved with them.
   */
  | { readonly type: 'air-attack'; readonly fleet: FleetId; readonly bombs: readonly AirBombNomination[] }
  /** VAS-TACTICAL-JUDGEMENT: the ship asked re-rolls these dice of the held roll (indices; empty: keep them). */
  | { readonly type: 'tactical-judgement'; readonly ship: ShipId; readonly dice: readonly number[] }
  /** VAS-SCN-CONVOY-ENTRY: at the start of the Movement Phase, ships waiting off the table come on at an entry edge (empty: none this turn). */
  | { readonly type: 'enter'; readonly fleet: FleetId; readonly ships: readonly EntryPlacement[] }
  /** VAS-AA-ALLOCATE-HAND (option `aaByHand`): the ship's AA dice, every one, split among flights it may fire at. */
  | { readonly type: 'aa-fire'; readonly ship: ShipId; readonly fire: readonly AaDiceShare[] };

/** Where a revealed submersible is placed (inside its recorded square) and whether it starts submerged. */
export interface RevealPlacement {
  readonly ship: ShipId;
  readonly position: Vec;
  readonly heading: number;
  readonly submerged: boolean;
}

export type VasActionType = VasAction['type'];

// ---------------------------------------------------------------- events

/** What happened, for logs, replays and UIs. `text` is a sentence a player reads. */
export interface VasEvent {
  readonly type: string;
  /** The id of the rule that produced it (`RULES` in rules.ts, e.g. `VAS-ATTACK-HIT`): logs cite the rulebook. */
  readonly rule: string;
  readonly text: string;
  readonly ship?: ShipId;
  readonly data?: Readonly<Record<string, unknown>>;
}

export type VasChance = ChanceRequest;
export type { ShipRoster, WeaponRoster };
