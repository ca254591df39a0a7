/**
 * Victory at Sea: the shapes owned by the naval and air chapters (torpedoes/, submarines/, squadrons/,
 * withdrawal/, aircraft/), re-exported by types.ts. Plain JSON data, as every state shape.
 */
import type { AircraftRoster } from '@salvo/data';
import type { Vec } from '@salvo/kernel';
import type { FleetId, ShipId } from './types';

/** Owned by torpedoes/ (torpedoes/types.ts narrows it). */
export interface TorpedoResolutionData {
  readonly spread: number;
  [key: string]: unknown;
}

/** Owned by submarines/ (submarines/types.ts narrows it). */
export interface SubmarineResolutionData {
  readonly step: string;
  [key: string]: unknown;
}

/**
 * A Torpedo Spread counter on its target (torpedoes/, VAS-TORP-*). It moves with the target and is
 * resolved in the End Phase of turn `dueTurn` (the next turn's for The Long Lance).
 */
export interface TorpedoSpread {
  readonly id: number;
  readonly attacker: ShipId;
  readonly fleet: FleetId;
  readonly weapon: number;
  readonly target: ShipId;
  readonly dice: number;
  /** Placed on the target's beam (+1 to hit; Torpedo Belt). */
  readonly beam: boolean;
  readonly longLance: boolean;
  readonly placedTurn: number;
  readonly dueTurn: number;
  /** The attacker's own Evasive! succeeded the turn it fired: its hits are re-rolled. */
  readonly attackerEvasive: boolean;
  /** The launching ship used Flank Speed! the turn it fired: -1 to each Attack Die (VAS-TORP-MODIFIERS). */
  readonly attackerFlankSpeed?: boolean;
  /** Air-launched (VAS-AIR-TORPEDO): `attacker` is the flight that dropped it, `weapon` its profile's. */
  readonly air?: boolean;
}

/** A 24" x 24" square of the table: column from the left edge, row from the bottom edge. */
export interface SquareRef {
  readonly col: number;
  readonly row: number;
}

/** A squadron (squadrons/, VAS-SQUADRON-*): ships moved and fired as one nomination. */
export interface Squadron {
  readonly id: string;
  readonly fleet: FleetId;
  /** Members still in the squadron, in the order given at setup. */
  ships: ShipId[];
}

/** How a ship left the table (withdrawal/, VAS-WITHDRAW-*). */
export interface ExitRecord {
  readonly turn: number;
  readonly edge: TableEdge;
  /** Left by an edge the scenario forbids it: counts as destroyed. */
  readonly forbidden: boolean;
}

export type TableEdge = 'north' | 'south' | 'east' | 'west';

/**
 * Advanced Rules bookkeeping: torpedoes/, submarines/, squadrons/, withdrawal/. `hidden` is secret
 * information: `observe` removes the entries of other sides (view/observe.ts).
 */
export interface NavalState {
  torpedoes: TorpedoSpread[];
  nextSpreadId: number;
  /** The square each hidden submersible was secretly recorded in. */
  hidden: Record<ShipId, SquareRef>;
  /** Submerged boats detected this turn and the sides that detected them (cleared in the End Phase). */
  detected: Record<ShipId, string[]>;
  /** Submersibles that surfaced or dived this turn: no attack and no Special Action. */
  depthChanged: ShipId[];
  /** Fleets that have made this turn's reveal decision. */
  revealDone: FleetId[];
  /** Detection rolls made this Attack Phase, as `boat>side` keys. */
  detectionTried: string[];
  /** Long-Ranged Detection rolls due: a Sub-Hunter and a square it entered. */
  pendingHunts: { readonly ship: ShipId; readonly square: SquareRef }[];
  /** Hidden submersibles found by Long-Ranged Detection: their owner must place them now. */
  mustReveal: ShipId[];
  /** Enemy ships or flights (`by`: a ship or flight id) that have come within 10" of a surfaced boat: Crash Dive offers awaited. */
  crashDives: { readonly ship: ShipId; readonly by: string }[];
  squadrons: Squadron[];
  /** The squadron nominated to move or attack now, and its members still to act. */
  squadronTurn: { readonly squadron: string; readonly phase: 'movement' | 'attack'; remaining: ShipId[] } | null;
  exits: Record<ShipId, ExitRecord>;
  /** Table edges each fleet may not leave by (a scenario's; a ship leaving by one counts as destroyed). */
  forbiddenEdges: Record<FleetId, TableEdge[]>;
}

/** One flight (Aircraft counter), owned by aircraft/ (VAS-AIR-*). */
export interface FlightState {
  readonly id: string;
  readonly fleet: FleetId;
  readonly profile: AircraftRoster;
  /** The Carrier it is launched from and recovered to; null: land-based. */
  readonly carrier: ShipId | null;
  /** In the air on the table (false: aboard its carrier, off the table). */
  airborne: boolean;
  /** On the table while in the air; null aboard or once destroyed. */
  position: Vec | null;
  heading: number;
  /** Damage points left; 0: destroyed. */
  damage: number;
  destroyed: boolean;
  /** Indexes of One-Shot payloads (profile weapons) already used. */
  spent: number[];
  /** Enemy flights it is locked in a dogfight with (VAS-AIR-DOGFIGHT). */
  dogfight: string[];
  movedThisTurn: boolean;
}

/** Aircraft (aircraft/): every flight in setup order. Flights are on the table: both sides see them. */
export interface AirState {
  flights: FlightState[];
  /** This turn's aircraft movement (VAS-AIR-ORDER), null until every ship has moved. */
  stage: AirStage | null;
  /**
   * This turn's aircraft attacks on ships (VAS-AIR-LIMIT): air-launched torpedoes declared after
   * moving (VAS-AIR-TORPEDO) and bombs dropped (VAS-AIR-BOMB); cleared each turn.
   */
  attacks: AirAttack[];
  /** This turn's Attack Phase for aircraft (AA fire, nominations), null until it opens with flights aloft. */
  combat: AirCombat | null;
}

/** One flight's attack on a ship this turn: `weapon` indexes its profile's weapons. */
export interface AirAttack {
  readonly flight: string;
  readonly target: ShipId;
  readonly weapon: number;
  readonly kind: 'bomb' | 'torpedo';
  /** A declared torpedo already dropped (its spread placed), or one that lapsed. */
  done: boolean;
}

/**
 * The Attack Phase for aircraft: `aa` while the ships' AA fire is resolved (VAS-AA-FIRE), then `open`
 * (nominations). `nominated`: fleets whose aircraft have attacked this turn (VAS-AIR-NOMINATE);
 * `fought`: dogfights fought this turn (from their nomination), as "a|b" flight ids in sorted order
 * (VAS-DOGFIGHT-ROLL, VAS-AIR-NOMINATE).
 */
export interface AirCombat {
  step: 'aa' | 'open';
  nominated: FleetId[];
  fought: string[];
}

/** An air-launched torpedo declared after a flight's move (VAS-AIR-TORPEDO). */
export interface AirTorpedoDeclaration {
  readonly flight: string;
  readonly target: ShipId;
}

/** One flight's bombs nominated at a ship in contact (VAS-AIR-BOMB). */
export interface AirBombNomination {
  readonly flight: string;
  readonly target: ShipId;
}

/** Owned by aircraft/ (aircraft/resolve.ts narrows it): AA fire or a fleet's aircraft attacks being resolved. */
export interface AirResolutionData {
  readonly step: 'aa' | 'strike';
  [key: string]: unknown;
}

/**
 * Aircraft movement after all ships: the initiative winner chooses who flies first (`choose`), then
 * each fleet of `order` in turn moves its fighters, then each its other flights, then `done`.
 */
export interface AirStage {
  readonly kind: 'choose' | 'fighters' | 'others' | 'done';
  readonly order: FleetId[];
  next: number;
}

/** One flight's move: straight to `to` (a flight may turn freely, so any point within its Speed). */
export interface FlightMove {
  readonly flight: string;
  readonly to: Vec;
}
