/**
 * Victory at Sea campaigns (victory-at-sea.txt, Campaigns): the ledger's shapes. Everything is plain
 * JSON; the campaign's dice come from `rng` (kernel xoshiro128**), so setup + actions replay exactly.
 */
import type { RngState } from '@salvo/kernel';
import type { FleetNation, PriorityLevel, ShipRoster } from '@salvo/data';
import type { VasAction, VasSetup } from '@salvo/vas';
import type { CampaignRulesVersion } from './rules-version';

export type PlayerId = string;
export type CampaignShipId = string;

/** The six generic scenarios of the random scenario table (1d6). */
export const CAMPAIGN_SCENARIOS = ['at-all-costs', 'blockade', 'carrier-clash', 'convoy-duty', 'supply-ships', 'victory-at-sea'] as const;
export type CampaignScenario = (typeof CAMPAIGN_SCENARIOS)[number];

export const REFITS = ['reinforced-superstructure', 'radar', 'improved-aa', 'additional-weapons', 'superior-rudder', 'auxiliary-hangar'] as const;
export type Refit = (typeof REFITS)[number];
export const DUTIES = ['new-captain', 'now-you-see-me', 'commerce-raid', 'diverting-strike', 'elite-engineers', 'assistance-rendered'] as const;
export type Duty = (typeof DUTIES)[number];

export interface CarrierFlights { readonly aircraft: string; count: number }

/** A critical hit noted on the fleet roster: its effect tag (`props-damaged`) and, for a destroyed turret, the weapon's roster index. */
export interface LedgerCritical {
  readonly effect: string;
  readonly vital: boolean;
  readonly weapon?: number;
}

/** What crippling took from a ship, noted until Damage repairs lift it above its threshold. */
export interface CrippleLosses {
  readonly weapons: readonly number[];
  readonly traits: readonly string[];
}

/** One ship on a fleet roster with everything the campaign carries from battle to battle. */
export interface CampaignShip {
  readonly id: CampaignShipId;
  readonly name: string;
  readonly class: string;
  /** The class roster as bought; refits are applied on top (refit.ts `effectiveRoster`). */
  readonly roster: ShipRoster;
  command: number;
  damage: number;
  crew: number;
  /**
   * Unrepaired critical hits, in the order suffered (VAS-CAMPAIGN-DAMAGE-CARRIED): Vital Systems cost 2 RR
   * to repair, others 1 (VAS-CAMPAIGN-RR-CRITICAL). Those whose effect lasts sail with the ship (VAS-SETUP-CRITICALS).
   */
  criticals: LedgerCritical[];
  /** While Crippled: the turrets (roster indexes) and traits its crippling dice took (VAS-SETUP-CRIPPLE-LOSSES); absent otherwise. */
  crippleLosses?: CrippleLosses;
  /**
   * While Crippled: the five extra RR points of its crippling are paid (VAS-CAMPAIGN-RR-REPAIR, crippled-surcharge.ts).
   * Absent: not paid, or not Crippled; gone once repairs lift the ship above its threshold.
   */
  crippledSurchargePaid?: true;
  /**
   * While a Skeleton Crew: recruiting has already lowered its Command for this reduction (VAS-CAMPAIGN-RECRUIT).
   * Absent: not yet, or not a Skeleton Crew; gone once recruits lift the Crew above its threshold.
   */
  skeletonPenaltyTaken?: true;
  xp: number;
  /** XP Dice set aside as Tactical Judgement re-rolls for the next battle. */
  judgement: number;
  refits: Refit[];
  /** Lasting Other Duties on the ship (New Captain, Elite Engineers). */
  duties: Duty[];
  /** Campaign turn the last Increase Command attempt was made in. */
  commandTried: number | null;
  /** Sent for full repairs: back on the roster at the start of this campaign turn. */
  awayUntil: number | null;
  destroyed: boolean;
  /** Carriers: flights aboard now, and the most it may carry (what it started the campaign with). */
  flights: CarrierFlights[];
  readonly maxFlights: number;
}

/**
 * A land-based squadron on a fleet roster (VAS-CAMPAIGN-LAND-AIR): bought whole from the fleet list at its
 * Priority Level, its Command rolled when bought; it sails into battles that allow land-based aircraft.
 */
export interface CampaignSquadron {
  readonly id: string;
  readonly aircraft: string;
  readonly priority: PriorityLevel;
  readonly command: number;
  /** Flights left, and the squadron's size as bought. */
  flights: number;
  readonly maxFlights: number;
}

/** A civilian ship on a fleet roster (VAS-CAMPAIGN-CIVILIANS): sails only in battles that give civilian ship points. */
export interface CampaignCivilian {
  readonly id: string;
  readonly name: string;
  readonly type: string;
  /** Civilian ship points. */
  readonly cost: number;
  destroyed: boolean;
  /** Damage and Crew carried from its last battle (VAS-CAMPAIGN-CIVILIAN-DAMAGE); absent: full. */
  damage?: number;
  crew?: number;
  /** Its unrepaired critical hits, as a warship's (VAS-CAMPAIGN-DAMAGE-CARRIED); absent: none. */
  criticals?: LedgerCritical[];
  /** While Crippled: the five extra RR points of its crippling are paid (VAS-CAMPAIGN-RR-REPAIR); absent: not. */
  crippledSurchargePaid?: true;
}

export interface CampaignPlayer {
  readonly id: PlayerId;
  readonly name: string;
  readonly nation: FleetNation;
  ships: CampaignShip[];
  /** Land-based squadrons (absent: none bought). */
  squadrons?: CampaignSquadron[];
  /** Civilian ships (absent: none bought). */
  civilians?: CampaignCivilian[];
  rr: number;
  /** +2 to the next campaign turn's initiative (Now You See Me. . .). */
  initiativeBonus: number;
  /** Fleet Allocation Points lost in the next battle (Diverting Strike). */
  fapPenalty: number;
  /** Flights bought or recovered with no room aboard a carrier. */
  spareFlights: CarrierFlights[];
  /** Flights lost in this turn's battles, for the recovery roll; `lost`: his side lost that battle. */
  lostFlights: { readonly aircraft: string; readonly carrier: string | null; readonly lost: boolean; readonly squadron?: string }[];
  capturedThisTurn: number;
  lostThisTurn: number;
  /** Done with the current phase's spending (experience, repairs) or the swap. */
  done: boolean;
  /** Every ship destroyed: out of the campaign (VAS-CAMPAIGN-DEFEAT). */
  eliminated: boolean;
  nextShipNumber: number;
}

export interface EngagementSide {
  modifier: number | null;
  night: boolean | null;
  ships: CampaignShipId[] | null;
}

export interface Engagement {
  readonly id: string;
  readonly target: string;
  readonly attacker: PlayerId;
  readonly defender: PlayerId;
  sides: Record<PlayerId, EngagementSide>;
  scenario: CampaignScenario | null;
  level: PriorityLevel | null;
  /** Fleet Allocation Points each side may spend (5, less Diverting Strike). */
  points: Record<PlayerId, number>;
  weather: 'good' | 'bad' | null;
  night: boolean | null;
  /** Seed of the battle's own PRNG, drawn from the campaign's when both fleets are chosen. */
  seed: number | null;
  /** The dice behind the generation, for the log. */
  rolls: Record<string, number[]>;
  result: EngagementResult | null;
}

export interface EngagementResult {
  /** null: a draw. */
  readonly winner: PlayerId | null;
  /** The battle was not fought: one side fielded no ship (VAS-CAMPAIGN-FORFEIT). */
  readonly forfeit: boolean;
  readonly xp: Readonly<Record<CampaignShipId, number>>;
  readonly destroyed: readonly CampaignShipId[];
}

export type CampaignPhase = 'swap' | 'targets' | 'engagements' | 'experience' | 'repairs' | 'over';

export interface Selection {
  /** Index into `initiative` of the player choosing now. */
  index: number;
  nominated: string[];
  /** An unoccupied target offered for challenge: who chose it and who is being asked now. */
  challenge: { readonly target: string; readonly by: PlayerId; asking: number } | null;
}

export interface CampaignOptions {
  /** A cap on every battle's length (null: each scenario's own length). */
  readonly battleTurns: number | null;
  /**
   * What a ship takes into its next battle (VAS-CAMPAIGN-DAMAGE-CARRIED). `all`: its Damage and Crew, the
   * critical hits whose effects last (VAS-SETUP-CRITICALS) and, while Crippled, the turrets and traits lost to
   * crippling (VAS-SETUP-CRIPPLE-LOSSES). `points`: Damage and Crew only, and a ship with unrepaired critical
   * hits stays in port (VAS-CAMPAIGN-CRITICALS-SAIL): the rule of campaign files of version 1.
   */
  readonly carried: CarriedRule;
  /**
   * The campaign rules it plays by, kept from the campaign file version it began under (rules-version.ts): 4,
   * the current rules; 3, a campaign begun in a file of version 3, whose battles credited no Torpedo Spread's
   * firer and no flight's carrier with the ships they destroyed, crippled or reduced to a Skeleton Crew
   * (VAS-CAMPAIGN-XP-KILL); 2, a campaign begun in a file of version 1 or 2, credited as 3, whose RR repairs and
   * recruits follow the old rules (the Crippled surcharge with every repair of Damage and none with a critical
   * hit's, one Command lost with every recruit for a Skeleton Crew) and whose battles follow the engine's rules 2.
   */
  readonly rulesVersion: CampaignRulesVersion;
}

export const CARRIED_RULES = ['all', 'points'] as const;
export type CarriedRule = (typeof CARRIED_RULES)[number];

export interface CampaignState {
  readonly v: 1;
  readonly map: string;
  readonly options: CampaignOptions;
  rng: RngState;
  turn: number;
  phase: CampaignPhase;
  readonly playerOrder: PlayerId[];
  players: Record<PlayerId, CampaignPlayer>;
  /** Strategic Target id -> holder (null unoccupied). */
  owners: Record<string, PlayerId | null>;
  /** This campaign turn's initiative order, winner first, and the final rolls. */
  initiative: PlayerId[];
  initiativeRolls: Record<PlayerId, number>;
  selection: Selection;
  engagements: Engagement[];
  winner: PlayerId | null;
  /** Table mode (Salvo's, docs/campaigns.md): every die is rolled at the table and typed in; absent otherwise. */
  readonly table?: true;
  /** Only on a draft while an action is applied with typed dice (table-dice.ts); never in a stored ledger. */
  rolling?: DiceAtTable;
}

/**
 * The dice typed for one step, and what each die the step asked for decides, in order. `standIn`: the
 * faces, taken in turn, that stand in for dice not yet typed (absent: the ledger's PRNG stands in).
 */
export interface DiceAtTable {
  readonly typed: readonly number[];
  readonly asked: string[];
  readonly standIn?: readonly number[];
}

// ---------------------------------------------------------------- setup and actions (untrusted)

export interface CampaignPlayerSetup {
  readonly id: PlayerId;
  readonly name?: string;
  /** A fleet file (the shape `salvo fleet validate` reads): 10 Fleet Allocation Points at Battle. */
  readonly fleet: unknown;
}

export interface CampaignSetup {
  readonly seed: number | string;
  readonly map: string;
  readonly players: readonly CampaignPlayerSetup[];
  /** `rulesVersion` (absent: the current, 4): see CampaignOptions; a campaign file of version 1 or 2 is read with 2, of version 3 with 3 (or the 2 it names). */
  readonly options?: { readonly battleTurns?: number; readonly carried?: CarriedRule; readonly rulesVersion?: CampaignRulesVersion };
  /** Table mode: every campaign die is rolled by the players and typed in (`dice` for the starting Command rolls). */
  readonly table?: boolean;
  /** Table mode: the starting Command rolls, 2d6 per ship and land-based squadron in the order of the fleets. */
  readonly dice?: readonly number[];
}

export type XpSpend =
  | { readonly kind: 'command' }
  | { readonly kind: 'repair'; readonly dice: number }
  | { readonly kind: 'judgement'; readonly dice: number }
  | { readonly kind: 'refit' }
  | { readonly kind: 'duty'; readonly against?: PlayerId; readonly class?: string };

export type RrSpend =
  | { readonly kind: 'repair'; readonly points: number }
  /** `effect` names which critical hit (the first of that effect); absent, the first Vital Systems or other one. */
  | { readonly kind: 'critical'; readonly vital: boolean; readonly effect?: string }
  | { readonly kind: 'recruit'; readonly points: number }
  | { readonly kind: 'full-repair' }
  | { readonly kind: 'reinforce'; readonly class: string; readonly name?: string }
  | { readonly kind: 'flight'; readonly aircraft: string }
  | { readonly kind: 'squadron'; readonly aircraft: string };

/** A battle record as `salvo play` writes it (kernel GameRecord of the vas engine). */
export interface BattleRecord {
  readonly setup: VasSetup;
  readonly actions: readonly VasAction[];
  /**
   * The Victory at Sea engine version it was fought under (`vas.descriptor.version`, a GameRecord's own field).
   * Absent (records stored before campaign files of version 3): the engine rules of its campaign's rules version.
   */
  readonly engineVersion?: number;
}

/** Any action may carry `dice`: the dice rolled at the table for it, in the order the step asks for them (table-dice.ts). */
export type CampaignAction = ({ readonly dice?: readonly number[] }) & (
  | { readonly type: 'swap'; readonly player: PlayerId; readonly ships: readonly [CampaignShipId, CampaignShipId] | null }
  | { readonly type: 'select'; readonly player: PlayerId; readonly target: string | null }
  | { readonly type: 'challenge'; readonly player: PlayerId; readonly accept: boolean }
  | { readonly type: 'prepare'; readonly player: PlayerId; readonly engagement: string; readonly modifier: number; readonly night: boolean }
  | { readonly type: 'fleet'; readonly player: PlayerId; readonly engagement: string; readonly ships: readonly CampaignShipId[] }
  | { readonly type: 'battle'; readonly engagement: string; readonly record: BattleRecord }
  | { readonly type: 'xp'; readonly player: PlayerId; readonly ship: CampaignShipId; readonly spend: XpSpend }
  | { readonly type: 'rr'; readonly player: PlayerId; readonly ship?: CampaignShipId; readonly spend: RrSpend }
  | { readonly type: 'done'; readonly player: PlayerId });

/** What happened, for the log: a sentence and the rule that made it happen. */
export interface CampaignEvent {
  readonly type: string;
  readonly rule: string;
  readonly text: string;
  readonly data?: Readonly<Record<string, unknown>>;
}
