/**
 * The engine's part of a scenario (VAS-SCN-RULES): what a `VasSetup.scenario` may say and what the
 * state keeps of it. The scenario file format (packages/scenarios) is turned into this by
 * `scenarioToSetup`; the engine never reads scenario files. Everything is plain JSON.
 */
import type { PriorityLevel } from '@salvo/data';
import type { FleetId } from '../types';
import type { TableEdge } from '../naval-air-types';

/** How a fleet scores Victory Points (VAS-VP-*); every field optional, defaults in brackets. */
export interface VasScenarioScoring {
  /** 'attacker' or 'defender' (shown to players); informational. */
  readonly role?: 'attacker' | 'defender';
  /** Earns the Victory Point Table value of enemy ships destroyed, Crippled or withdrawn [true]. */
  readonly scoresDamage?: boolean;
  /** Its own ships leaving by these edges earn it their full value and are not Tactical Withdrawals (VAS-VP-EXIT) [none]. */
  readonly exitEdges?: readonly TableEdge[];
  /** Per civilian ship point of the enemy's destroyed (VAS-VP-CIVILIAN) [0]. */
  readonly civilianDestroyedBonus?: number;
  /** Per civilian ship point of its own that leaves by `civilianExitEdges` [0]. */
  readonly civilianExitBonus?: number;
  readonly civilianExitEdges?: readonly TableEdge[];
  /** Per civilian ship point of its own still on the table at the end [0]. */
  readonly civilianSurvivalBonus?: number;
  /** Its civilian ships that withdraw count as destroyed (Supply Ships) [false]. */
  readonly civilianWithdrawalDestroyed?: boolean;
  /**
   * Its land-based squadrons, each bought at a Priority Level with its flights' ids in this battle: an enemy
   * scores a squadron by the Victory Point Table like a ship (VAS-VP-SQUADRON) [none].
   */
  readonly squadrons?: readonly VasScoredSquadron[];
}

/** A land-based squadron as one Victory Point award (VAS-VP-SQUADRON). */
export interface VasScoredSquadron {
  readonly name: string;
  readonly priority: PriorityLevel;
  /** Ids of its flights (setup.fleets[].flights[].id) in this battle. */
  readonly flights: readonly string[];
}

/** `VasSetup.scenario` (untrusted; checked by scenario/setup.ts). */
export interface VasScenarioSetup {
  readonly id: string;
  readonly name: string;
  /** The scenario's Priority Level: ship values come from the Victory Point Table against it. */
  readonly level: PriorityLevel;
  /** Scenario rule ids the battle needs; each must be one the engine implements (SCENARIO_RULE_IDS). */
  readonly rules?: readonly string[];
  /** 'points': the side with more Victory Points wins; 'last-side': the core rule (last side with ships). */
  readonly victory?: 'points' | 'last-side';
  /**
   * The scenario's own end, instead of "one side left": 'civilians-gone' when no civilian ship is left on the
   * table (VAS-SCN-END-CIVILIANS); 'fleets-gone' when the `endFleets` have no ship left on it (VAS-SCN-END-FLEETS).
   */
  readonly end?: 'civilians-gone' | 'fleets-gone';
  readonly endFleets?: readonly FleetId[];
  /** Scoring by fleet id; fleets not named score damage only. */
  readonly scoring?: Readonly<Record<FleetId, VasScenarioScoring>>;
  /** VAS-SCN-FREE-TURN: these fleets alone act in turn 1 (the others neither move, fire, nor repair). */
  readonly freeTurn?: readonly FleetId[];
  /** VAS-SCN-FIRST-INITIATIVE: the initiative order of turn 1, fixed (no roll). */
  readonly firstInitiative?: readonly FleetId[];
  /** Parameters of scenario rules, by rule id (each id must be in `rules`): e.g. { "VAS-SCN-X": { "ships": ["pola"] } }. */
  readonly params?: Readonly<Record<string, ScenarioRuleParams>>;
}

/** A scenario rule's parameters: flat values (texts, numbers, flags, lists of texts such as ship ids). */
export type ScenarioRuleParams = Readonly<Record<string, string | number | boolean | readonly string[]>>;

/** What the state keeps: the setup's scenario, defaults filled in, and the points once the battle is over. */
export interface VasScenarioState {
  readonly id: string;
  readonly name: string;
  readonly level: PriorityLevel;
  readonly rules: string[];
  readonly victory: 'points' | 'last-side';
  readonly end: 'civilians-gone' | 'fleets-gone' | null;
  readonly endFleets: FleetId[];
  readonly scoring: Record<FleetId, VasScenarioScoring>;
  readonly freeTurn: FleetId[];
  readonly firstInitiative: FleetId[];
  readonly params: Record<string, ScenarioRuleParams>;
  /** Victory Points by side, set when the battle ends (VAS-VP-RESULT); null before. */
  points: Record<string, number> | null;
}
