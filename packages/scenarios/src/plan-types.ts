/**
 * The shapes of a planned scenario battle: what a host gives `planBattle` (BattleInput) and what it gets back
 * (BattlePlan: players, ships, deployment order, the pre-battle rolls' results), before `planToSetup`.
 */
import type { ChanceRequest, RngState } from '@salvo/kernel';
import type { FleetSquadron, Catalog, PriorityLevel, ShipRoster } from '@salvo/data';
import type { ScenarioSide, Scenario } from './schema';
import type { ScenarioProblem } from './parse';
import type { Placement } from './deploy';

export interface BattleInput {
  readonly seed: number | string;
  /** Required when the scenario has no level of its own (generic scenarios). */
  readonly level?: PriorityLevel;
  /** Fleet files (parsed JSON), one per player, for the sides that buy their fleets, in player order. */
  readonly fleets?: readonly unknown[];
  /**
   * The points value the players agreed, for a scenario that lets them (At All Costs: a side marked
   * `pointsAgreed`; else refused); absent: the scenario's `points`. A whole number from 1 to MAX_AGREED_POINTS.
   */
  readonly points?: number;
  /** The player (0 or 1) who attacks; rolled when absent. */
  readonly attacker?: number;
  readonly catalog?: Catalog;
  /**
   * VAS-SCN-PRE-BATTLE-DICE: the pre-battle dice typed at the table, one list per roll in the order asked
   * (table mode, or a server's players). Absent: Salvo rolls them from the seed. When they run out the
   * answer is `need` (the next roll's request): append its dice and plan again.
   */
  readonly dice?: readonly (readonly number[])[];
}

export interface PlannedShip {
  readonly id: string;
  readonly name: string;
  readonly class: string;
  readonly roster: ShipRoster;
  readonly command: number | string;
  readonly civilian: boolean;
  readonly flights: readonly { readonly aircraft: string; readonly count: number; readonly airborne?: number }[];
  readonly radar?: boolean;
  readonly submerged?: boolean;
  /** Fixed by the scenario or chosen at deployment. */
  placement?: Placement;
  /**
   * VAS-SCN-AIR-ALOFT-CHOICE: a carrier's flights starting in the air, a count per `flights` entry, as its player
   * chose at deployment (`chooseAloft`, checked); absent: the most the scenario allows (aloft.ts).
   */
  aloft?: readonly number[];
  readonly zone?: string;
}

export interface PlannedPlayer {
  readonly side: ScenarioSide;
  readonly fleetId: string;
  readonly fleetName: string;
  readonly ships: PlannedShip[];
  readonly squadrons: readonly FleetSquadron[];
  readonly landAircraft: boolean;
  /** A fixed fleet's land-based flights in the air at the start. */
  readonly landFlights?: readonly { readonly aircraft: string; readonly position?: { readonly x: number; readonly y: number }; readonly heading?: number }[];
  /** VAS-SCN-BLOCKADE-DEPLOY: the deployment die of each ship, in ship order, rolled before deployment. */
  blockadeRolls?: number[];
}

export interface BattlePlan {
  readonly scenario: Scenario;
  readonly seed: number | string;
  readonly level: PriorityLevel;
  /** In player order (player 0 gave the first fleet file). */
  readonly players: PlannedPlayer[];
  /** Player indices in the order they deploy. */
  readonly deployOrder: number[];
  readonly weather: 'good' | 'bad';
  readonly night: boolean;
  /** The pre-battle rolls and choices, as sentences for the players. */
  readonly notes: string[];
  /** The PRNG of the pre-battle rolls (Blockade's deployment dice come from it too). */
  readonly rng: RngState;
}

/**
 * A plan, or problems. With typed dice (`BattleInput.dice`) that ran out, `need` is the next roll's request
 * (its problem says so too): the host asks for those dice and plans again with them appended.
 */
export type PlanResult = { readonly ok: true; readonly value: BattlePlan } | { readonly ok: false; readonly problems: ScenarioProblem[]; readonly need?: ChanceRequest };
