/**
 * Scenario rules (scenario-rules/, VAS-SCN-*): constraints a scenario puts on named ships and fleets,
 * given in the setup (`VasSetup.scenarioRules`) and kept, checked, in `VasState.scenarioRules`. The
 * scenario's objectives, scoring, free turn and first initiative are scenario/'s (`VasSetup.scenario`). Each kind is
 * generic (a modder reuses "may only turn to port" for any ship); the historical scenarios of the book
 * are made of them. Plain JSON data, as every state shape.
 */
import type { FleetId, ShipId, TableEdge } from '../types';

export type TurnSide = 'port' | 'starboard';

export type ScenarioRule =
  /** VAS-SCN-CAUGHT-UNAWARES: these ships may not fire (any weapon, starshell or spotlight) before turn `untilTurn`. */
  | { readonly rule: 'hold-fire'; readonly ships: readonly ShipId[]; readonly untilTurn: number }
  /** VAS-SCN-HOLD-COURSE: these ships may not turn before turn `untilTurn`. */
  | { readonly rule: 'hold-course'; readonly ships: readonly ShipId[]; readonly untilTurn: number }
  /** VAS-SCN-MAX-SPEED: these ships never move more than `speed` inches a turn (0: they cannot move at all, VAS-SCN-IMMOBILE). */
  | { readonly rule: 'max-speed'; readonly ships: readonly ShipId[]; readonly speed: number }
  /** VAS-SCN-TURN-ONE-WAY: these ships may turn only to this side. */
  | { readonly rule: 'turn-one-way'; readonly ships: readonly ShipId[]; readonly side: TurnSide }
  /** VAS-SCN-GUN-FAILURE: an Attack Die of 1 for these ships' main guns risks a gun failed for the battle (1 on a d6). */
  | { readonly rule: 'gun-failure'; readonly ships: readonly ShipId[] }
  /**
   * VAS-SCN-ELECTRICAL-FAILURE: a main-gun Attack Die or radar Detection roll of 1 of these ships risks an
   * electrical failure (1 on a d6): radar lost, main and secondary guns -1 on their Attack Dice for the battle.
   */
  | { readonly rule: 'electrical-failure'; readonly ships: readonly ShipId[] }
  /** VAS-SCN-NO-AIRCRAFT: these fleets use no aircraft (no flights, no observation aircraft). */
  | { readonly rule: 'no-aircraft'; readonly fleets: readonly FleetId[] }
  /**
   * VAS-SCN-CONVOY-ENTRY: these ships start off the table (unseen) and come on by the fleet's own decision
   * (`enter`) at the start of any Movement Phase, each touching one of `edges` and heading onto the table.
   */
  | { readonly rule: 'edge-entry'; readonly ships: readonly ShipId[]; readonly edges: readonly TableEdge[] }
  /** VAS-SCN-REINFORCEMENT: this ship is off the table until the start of turn `turn`, then appears where the setup placed it. */
  | { readonly rule: 'arrives'; readonly ship: ShipId; readonly turn: number }
  /**
   * VAS-SCN-EXIT-ENDS: the battle ends when this ship leaves the table by this edge; the side that has
   * caused the most points of Damage to the other side's ships wins (equal: a draw).
   */
  | { readonly rule: 'exit-ends-game'; readonly ship: ShipId; readonly edge: TableEdge }
  /**
   * VAS-SCN-EXIT-DECIDES: once `count` of these ships have left the table (by `edge`, or by any edge when null;
   * with `intact`, only a ship that has lost no Speed counts) - 'any': one of them; 'all': every one not sunk,
   * at least one - their side has `outcome` (a draw: nobody wins). With `ends` the battle ends at once; without,
   * the verdict replaces the result when the battle ends for another reason.
   */
  | {
      readonly rule: 'exit-decides'; readonly ships: readonly ShipId[]; readonly edge: TableEdge | null;
      readonly count: 'any' | 'all'; readonly intact: boolean; readonly outcome: Outcome; readonly ends: boolean;
    }
  /**
   * VAS-SCN-SURVIVE-DECIDES: after the last turn, if this fleet still has ships in the battle and has sunk at
   * least as many enemy ships as it has lost (with `damagedCounts`, enemy ships Crippled count as sunk), its
   * side has `outcome`; otherwise the core end applies.
   */
  | { readonly rule: 'survive-decides'; readonly fleet: FleetId; readonly damagedCounts: boolean; readonly outcome: Outcome }
  /**
   * VAS-SCN-CRIPPLED-DECIDES: when the battle ends, if any of these (enemy) ships is Crippled and `fleet` has
   * not already won, `fleet`'s side has `outcome` (Clash of the Giants: a Crippled German ship is a Royal Navy
   * partial victory).
   */
  | { readonly rule: 'crippled-decides'; readonly ships: readonly ShipId[]; readonly fleet: FleetId; readonly outcome: Outcome };

/** A scenario's verdict for a side: victory, a partial victory (a win, so named), or a draw. */
export type Outcome = 'victory' | 'partial-victory' | 'draw';

export type ScenarioRuleKind = ScenarioRule['rule'];

/** The scenario rules of a battle and what they have done so far. */
export interface ScenarioRulesState {
  readonly rules: readonly ScenarioRule[];
  /** Reinforcements still off the table (VAS-SCN-REINFORCEMENT), with where they will appear. */
  reserves: { readonly ship: ShipId; readonly turn: number }[];
  /** VAS-SCN-CONVOY-ENTRY: the last turn each entering fleet made its `enter` decision; absent: none yet. */
  entryDecided?: { readonly fleet: FleetId; turn: number }[];
  /** Ships that have suffered the electrical failure (VAS-SCN-ELECTRICAL-FAILURE); absent: none. */
  blackedOut?: ShipId[];
}

/** VAS-SCN-CONVOY-ENTRY: where a ship waiting off the table comes on (touching an entry edge, heading onto the table). */
export interface EntryPlacement {
  readonly ship: ShipId;
  readonly position: { readonly x: number; readonly y: number };
  readonly heading: number;
}
