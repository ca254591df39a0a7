/**
 * War at Sea: setup, state, actions, events and views. Plain JSON throughout; the state
 * carries its PRNG so that `rollChance` is reproducible, and records replay from actions alone.
 */
import type { RngState } from '@salvo/kernel';
import type { WasAreaId, WasPortId, WasShipType } from '@salvo/data';

export type Side = 'allies' | 'axis';
export type AreaId = WasAreaId;
export type PortId = WasPortId;
export const SIDES: readonly Side[] = ['allies', 'axis'];
export const otherSide = (s: Side): Side => (s === 'allies' ? 'axis' : 'allies');

/** Play-balance options (rules 19.1-19.3); all off unless the setup turns them on. */
export interface WasOptions {
  /** 19.1: Bismarck and Tirpitz defend with 7. */
  readonly weakBismarcks: boolean;
  /** 19.2: U-boat replacements accumulate beyond seven in a reserve. */
  readonly accumulateUboats: boolean;
  /** 19.3: British ships are placed face down; the Axis sees where, not which. */
  readonly faceDown: boolean;
  /**
   * WBC 2000 clarifications (Salvo option WAS-C2000-E): Axis ships returning to France at the end of Turn 6,
   * and Italian cruisers in the North Atlantic at the end of Turn 7, are eliminated. Off: the printed reading.
   * Absent in states saved before the option existed (read as off).
   */
  readonly clarifiedEliminations?: boolean;
  /**
   * Salvo option WAS-SALVO-TACTICAL: each surface battle may be fought out on the Victory at Sea table and its
   * result recorded (`tactical-result`), or fought by these rules' dice (`fight-by-dice`). Absent: off.
   */
  readonly tacticalBattles?: boolean;
}

export interface WasSetup {
  /** Seed of the PRNG kept in the state (numbers or strings). */
  readonly seed: number | string;
  readonly options?: Partial<WasOptions>;
}

export type Location =
  | { readonly kind: 'port'; readonly port: PortId }
  | { readonly kind: 'sea'; readonly area: AreaId }
  /** Disabled or escaped during combat: off the board until the end-of-turn return (9.5). */
  | { readonly kind: 'returning'; readonly area: AreaId }
  /** Not yet in play: reinforcement, unreleased US ship. */
  | { readonly kind: 'offboard' };

export type ShipStatus = 'waiting' | 'active' | 'sunk' | 'scuttled' | 'delivered';

export interface ShipState {
  readonly id: string;
  readonly name: string;
  readonly nation: 'UK' | 'US' | 'USSR' | 'Germany' | 'Italy' | 'Convoy';
  readonly type: WasShipType;
  /** Controlling side; changes only by the Italian takeover (15.7). */
  side: Side;
  readonly attack: number;
  readonly defense: number;
  readonly speed: number;
  readonly airstrike: number;
  damage: number;
  disabled: boolean;
  status: ShipStatus;
  location: Location;
  /** Moved or attempted to move this turn (13.1). */
  moved: boolean;
  /** Kept at sea by an oiler (16.1): may be placed in any sea area next turn. */
  oiler: boolean;
  /** Turn the ship entered the Neutral port (17.2); null elsewhere. */
  neutralSince: number | null;
  /** Russian ship allowed to sail this turn (15.2). */
  maySail: boolean;
  /** Turn of entry from the turn chart; US ships enter by release roll from it (15.3). */
  readonly entryTurn: number | null;
  readonly homePort: PortId;
}

/** One group of shooters firing at one target (all their shots), resolved in order. */
export interface FireGroup {
  readonly shooters: readonly string[];
  readonly target: string;
}

export interface Volley {
  readonly side: Side;
  readonly shooters: readonly string[];
  readonly target: string;
  /** One modifier per die (+1 for undamaged German ships in surface combat, 11.5). */
  readonly mods: readonly number[];
  readonly source: 'uboat' | 'air' | 'surface';
  /** Convoy protection (14.8) is checked at the instant of fire. */
  readonly checkConvoy: boolean;
}

export interface Engagement {
  allies: string[];
  axis: string[];
  /** Index of the disengaging side's group when this is a pursuit, else null. */
  readonly pursuitOf: Side | null;
}

/** The current step of the sequence of play. Exactly one is active. */
export type Step =
  | { readonly kind: 'deploy' }
  | { readonly kind: 'minor-roll'; readonly purpose: 'russian-sailing' | 'us-release' | 'italian-takeover'; readonly ships: readonly string[] }
  | { readonly kind: 'move'; readonly side: Side }
  | { readonly kind: 'speed-roll'; readonly side: Side; readonly ships: readonly string[]; readonly fallbacks: readonly PortId[] }
  /** WBC 2000 (a): the Axis places its U-boats after its speed rolls. */
  | { readonly kind: 'place-uboats' }
  | { readonly kind: 'place-air' }
  /** WBC 2000 (b): the Axis chooses which of the areas still to resolve (`areaQueue`) comes next. */
  | { readonly kind: 'choose-area' }
  | { readonly kind: 'port-strike'; readonly side: Side; readonly port: PortId }
  | { readonly kind: 'asw-roll'; readonly area: AreaId; readonly dice: number }
  | { readonly kind: 'uboat-targets'; readonly area: AreaId; readonly uboats: number }
  /** WBC 2000 (c): `sides[0]` allocates now (the Allies first), the rest after seeing its results. */
  | { readonly kind: 'air-targets'; readonly area: AreaId; readonly sides: readonly Side[] }
  /** WAS-SALVO-TACTICAL: a surface battle about to start, to be fought on the tactical table or by the dice. */
  /**
   * WAS-SALVO-TACTICAL: a surface battle about to start, to be fought on the tactical table or by the dice.
   * `onTable`: the players chose the table and the battle is being fought there (online, a game the server
   * hosts): only its result answers the step now, and the dice are no longer an option.
   */
  | { readonly kind: 'tactical-battle'; readonly area: AreaId; readonly onTable?: true }
  | { readonly kind: 'carrier-intent'; readonly area: AreaId; readonly engagement: number }
  | { readonly kind: 'surface-fire'; readonly area: AreaId; readonly engagement: number; readonly side: Side }
  | { readonly kind: 'to-hit'; readonly area: AreaId | null }
  /** 11.5: the dice are rolled; the firing side says whether its undamaged German ships add one (asked only when it changes the result). */
  | { readonly kind: 'add-one'; readonly area: AreaId | null; readonly values: readonly number[] }
  | { readonly kind: 'damage'; readonly area: AreaId | null; readonly hits: number; readonly disable: boolean }
  | { readonly kind: 'disengage'; readonly area: AreaId }
  | { readonly kind: 'pursue'; readonly area: AreaId; readonly side: Side }
  | { readonly kind: 'continue-pursuit'; readonly area: AreaId; readonly side: Side }
  | { readonly kind: 'return'; readonly side: Side }
  | { readonly kind: 'oiler-roll'; readonly ships: readonly string[] }
  | { readonly kind: 'over' };

/** What happens once the volley queue is empty. */
export type AfterVolleys =
  | { readonly kind: 'port-strikes-done'; readonly side: Side }
  | { readonly kind: 'uboats-done'; readonly area: AreaId }
  /** `next`: the sides still to allocate airstrikes here (WBC 2000 (c)); absent in older states (none). */
  | { readonly kind: 'air-done'; readonly area: AreaId; readonly next?: readonly Side[] }
  | { readonly kind: 'allied-fire-done'; readonly area: AreaId; readonly engagement: number }
  | { readonly kind: 'axis-fire-done'; readonly area: AreaId; readonly engagement: number };

/** Per-area combat bookkeeping for control (5.7, 8.2, 12.4, 12.9). */
export interface AreaCombat {
  disengaged: { allies: boolean; axis: boolean };
  /** Groups of the disengaging side (12.1), indexed by `pursue` targets. */
  withdrawing: string[][];
  /** Volleys fired in the current round, by anyone: a round without fire ends the battle. */
  shotsThisRound: number;
  engagements: Engagement[];
  round: number;
  /** Attack factor and undamaged flag of each ship at the start of the current round (11.3, 11.5). */
  roundStart: Record<string, { attack: number; undamaged: boolean }>;
  /** Carriers that declared they will fire this round (11.6). */
  carriersFiring: string[];
  /** Ships that have fired this round (11.6: the carrier itself fires). */
  firedThisRound: string[];
  /** Targets fired upon this round, by the side that fired. */
  targetedThisRound: { allies: string[]; axis: string[] };
  /** 10.3: each side's airstrike factors here, counted before any airstrike resolves (absent before the air stage). */
  strikes?: Partial<Record<Side, number>>;
}

export interface WasState {
  readonly game: 'war-at-sea';
  readonly options: WasOptions;
  turn: number;
  step: Step;
  ships: ShipState[];
  uboats: {
    /** U-boats in play (at most 7). */
    inPlay: number;
    /** Accumulated replacements (19.2 only). */
    reserve: number;
    /** Placement this turn by sea area. */
    areas: Partial<Record<AreaId, number>>;
  };
  /** Control of each sea area at the end of each finished turn; index 0 is turn 1. */
  control: Partial<Record<AreaId, Side>>[];
  /** Axis lead in POC (negative: Allied lead), never beyond 10 either way. */
  poc: number;
  /** Convoy POC earned this turn, awarded with control at 5.8. */
  pendingPoc: { allies: number; axis: number };
  /** Land-based airstrike markers placed this turn. */
  lba: { allies: AreaId | PortId | null; axis: AreaId | PortId | null };
  /** Secret submissions of a simultaneous decision, hidden from the other side. */
  secret: Partial<Record<Side, SecretOrder>>;
  /** Areas still to resolve this turn, in board order. */
  areaQueue: AreaId[];
  combat: Partial<Record<AreaId, AreaCombat>>;
  volleys: Volley[];
  after: AfterVolleys | null;
  readonly rng: RngState;
  /** Face-down British identities are revealed at the combat phase (19.3). */
  revealed: boolean;
  /** The side that surrendered (Clarification 1); absent in states saved before surrender existed and while nobody has. */
  surrendered?: Side;
}

export type SecretOrder =
  | { readonly type: 'place-air'; readonly target: AreaId | PortId | null }
  | { readonly type: 'air-targets'; readonly targets: readonly string[] }
  | { readonly type: 'disengage'; readonly groups: readonly (readonly string[])[] | null };

export interface MoveOrder {
  readonly ship: string;
  readonly to: AreaId;
  /** First area of a two-area move (6.2-6.4). */
  readonly via?: AreaId;
  /** Port to return to if the speed roll fails: the port of departure or one bordering `to` (6.4). */
  readonly fallback?: PortId;
}

export type WasAction =
  | { readonly type: 'roll'; readonly values: readonly number[] }
  /** 4.3: British starting ships placed at Malta (the rest start in England). */
  | { readonly type: 'deploy'; readonly malta: readonly string[] }
  /** 5.2/5.3: all moves of one side, its repairs (ship id to points) and, for the Axis, U-boats by area. */
  | {
      readonly type: 'move';
      readonly orders: readonly MoveOrder[];
      readonly repairs?: Readonly<Record<string, number>>;
      /** Refused since WBC 2000 (a): U-boats are placed after the speed rolls (`place-uboats`). */
      readonly uboats?: Readonly<Partial<Record<AreaId, number>>>;
    }
  /** 5.3, WBC 2000 (a): U-boats by sea area, after the Axis speed rolls. */
  | { readonly type: 'place-uboats'; readonly areas: Readonly<Partial<Record<AreaId, number>>> }
  /** WBC 2000 (b): the sea area the Axis resolves next. */
  | { readonly type: 'resolve-area'; readonly area: AreaId }
  /** 11.5: whether the undamaged German ships of the volley just rolled add one to each die. */
  | { readonly type: 'add-one'; readonly add: boolean }
  /** 5.5: the land-based Airstrike marker (9.2, 9.3); null keeps it home. Secret until both have placed. */
  | { readonly type: 'place-air'; readonly side: Side; readonly target: AreaId | PortId | null }
  /** 9/10: enemy ships attacked from the air, one die each, each at most once (10.2). */
  | { readonly type: 'air-targets'; readonly side: Side; readonly targets: readonly string[] }
  /** 8.5: one Allied target per surviving U-boat, predesignated. */
  | { readonly type: 'uboat-targets'; readonly targets: readonly string[] }
  /** 11.6: Axis carriers that will fire this round. */
  | { readonly type: 'carrier-intent'; readonly firing: readonly string[] }
  /** 11.2/11.3: predesignated fire groups, resolved in the order given. */
  | { readonly type: 'fire'; readonly groups: readonly FireGroup[] }
  /** 12.1/12.2/12.9: null stays; otherwise every surface ship of the side, split into groups. Secret. */
  | { readonly type: 'disengage'; readonly side: Side; readonly groups: readonly (readonly string[])[] | null }
  /** 12.3/12.7/12.8: pursuing groups, each against one disengaging group (index). */
  | { readonly type: 'pursue'; readonly groups: readonly { readonly ships: readonly string[]; readonly target: number }[] }
  /** 12.5: engagements (indices) whose pursuit continues; the rest break off. */
  | { readonly type: 'continue-pursuit'; readonly engagements: readonly number[] }
  /** 5.7: port (or 'stay' for convoys, 'oiler' for German ships 16.1) of each ship; missing ones take the first legal choice. */
  | { readonly type: 'return'; readonly ports: Readonly<Record<string, PortId | 'stay' | 'oiler'>> }
  /** C1: a side gives up at any time before the end (any pending step, dice included); the other side wins. Never listed by legalActions. */
  | { readonly type: 'surrender'; readonly side: Side }
  /** WAS-SALVO-TACTICAL: the surface battle of the pending `tactical-battle` step is fought by the dice (11.x, 12.x). */
  | { readonly type: 'fight-by-dice' }
  /** WAS-SALVO-TACTICAL-ONLINE: the battle of the pending `tactical-battle` step is fought on the table; its result ends the step. */
  | { readonly type: 'fight-on-table' }
  /** WAS-SALVO-TACTICAL: the result of that battle fought on the tactical table. */
  | { readonly type: 'tactical-result'; readonly ships: readonly TacticalShipResult[]; readonly holds: Side | null };

/**
 * One ship's end of a tactical battle: its War at Sea damage points after it (never fewer than before), and
 * whether it is still `afloat` in the area, `sunk`, or `withdrew` (left the table: back to port, as disengaged).
 */
export interface TacticalShipResult {
  readonly ship: string;
  readonly damage: number;
  readonly fate: 'afloat' | 'sunk' | 'withdrew';
}

export type WasEvent =
  | { readonly type: 'turn-started'; readonly turn: number }
  | { readonly type: 'reinforcement'; readonly ship: string; readonly port: PortId }
  | { readonly type: 'uboats-received'; readonly count: number; readonly lost: number }
  | { readonly type: 'deployed'; readonly malta: readonly string[] }
  | { readonly type: 'russian-sailing'; readonly ship: string; readonly roll: number; readonly maySail: boolean }
  | { readonly type: 'us-release'; readonly ship: string; readonly roll: number; readonly released: boolean }
  | { readonly type: 'italian-takeover'; readonly ship: string; readonly roll: number; readonly result: 'allied' | 'scuttled' | 'german' }
  | { readonly type: 'moved'; readonly side: Side; readonly ship: string; readonly to: AreaId; readonly via?: AreaId }
  | { readonly type: 'speed-roll'; readonly ship: string; readonly roll: number; readonly speed: number; readonly success: boolean; readonly port?: PortId }
  | { readonly type: 'repaired'; readonly ship: string; readonly points: number; readonly port: PortId }
  | { readonly type: 'uboats-placed'; readonly areas: Partial<Record<AreaId, number>> }
  | { readonly type: 'air-placed'; readonly side: Side; readonly target: AreaId | PortId | null }
  | { readonly type: 'asw'; readonly area: AreaId; readonly rolls: readonly number[]; readonly sunk: number; readonly disabled: number; readonly surviving: number }
  /** `mods`: what was added to each die (11.5), absent when nothing was. */
  | { readonly type: 'shots'; readonly side: Side; readonly shooters: readonly string[]; readonly target: string; readonly rolls: readonly number[]; readonly hits: number; readonly disable: boolean; readonly mods?: readonly number[]; readonly source?: 'uboat' | 'air' }
  /** WBC 2000 (e), option: a ship eliminated at the end of a turn. */
  | { readonly type: 'eliminated'; readonly ship: string; readonly reason: string }
  | { readonly type: 'fire-lost'; readonly shooters: readonly string[]; readonly target: string; readonly reason: string }
  | { readonly type: 'damage'; readonly target: string; readonly rolls: readonly number[]; readonly total: number; readonly sunk: boolean }
  | { readonly type: 'disabled'; readonly ship: string }
  | { readonly type: 'sunk'; readonly ship: string }
  | { readonly type: 'round-started'; readonly area: AreaId; readonly round: number }
  | { readonly type: 'disengaged'; readonly side: Side; readonly area: AreaId; readonly groups: readonly (readonly string[])[] }
  | { readonly type: 'pursuit'; readonly area: AreaId; readonly pursuers: readonly string[]; readonly target: readonly string[] }
  | { readonly type: 'broke-off'; readonly area: AreaId; readonly ships: readonly string[] }
  | { readonly type: 'returned'; readonly ship: string; readonly to: PortId | 'stay' | 'oiler' }
  | { readonly type: 'oiler-roll'; readonly ship: string; readonly roll: number; readonly success: boolean }
  | { readonly type: 'control'; readonly area: AreaId; readonly side: Side | null }
  | { readonly type: 'poc'; readonly side: Side; readonly points: number; readonly reason: string }
  | { readonly type: 'surrendered'; readonly side: Side }
  | { readonly type: 'to-table'; readonly area: AreaId }
  | { readonly type: 'tactical-result'; readonly area: AreaId; readonly ships: readonly TacticalShipResult[]; readonly holds: Side | null }
  | { readonly type: 'game-over'; readonly winner: Side | null; readonly poc: number };

/** A ship as the opponent sees it under 19.3: where, not which. */
export interface FaceDownShip {
  readonly id: string;
  readonly faceDown: true;
  readonly side: Side;
  readonly location: Location;
}

export interface WasView {
  readonly viewer: Side | 'spectator';
  /** The play-balance options of this game (19.1-19.3): public, both sides agreed to them. */
  readonly options: WasOptions;
  /** The side that surrendered (Clarification 1), or null. */
  readonly surrendered: Side | null;
  readonly turn: number;
  readonly step: Step;
  readonly poc: number;
  /** Ships as this viewer sees them; `defense` is the effective Defense (7 for Bismarck and Tirpitz under 19.1). */
  readonly ships: readonly (ShipState | FaceDownShip)[];
  readonly uboats: WasState['uboats'];
  readonly control: WasState['control'];
  readonly lba: { readonly allies: AreaId | PortId | null | 'hidden'; readonly axis: AreaId | PortId | null | 'hidden' };
  /** Which sides have already handed in the pending secret order (never its content, except one's own). */
  readonly submitted: readonly Side[];
  readonly ownSecret: SecretOrder | null;
  readonly combat: WasState['combat'];
}
