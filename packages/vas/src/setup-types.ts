/**
 * Victory at Sea setup: the untrusted input `createGame` checks (setup/). Re-exported by types.ts.
 */
import type { Vec } from '@salvo/kernel';
import type { ShipRoster } from '@salvo/data';
import type { TableEdge } from './naval-air-types';
import type { ScenarioRule } from './scenario-rules/types';
import type { VasScenarioSetup } from './scenario/types';
import type { CheckBonus, FleetId, ShipId } from './types';

export interface VasShipSetup {
  readonly id: ShipId;
  /** Display name, e.g. "HMS Warspite". */
  readonly name?: string;
  /** A class known to @salvo/data (e.g. "Queen Elizabeth"), or give `roster` inline. */
  readonly class?: string;
  readonly roster?: ShipRoster;
  /** Crew quality, 2 (Green) to 6 (Elite), or its name (`elite` ... `green`); default 4 (Military-Grade). */
  readonly command?: number | string;
  /** Where the ship starts; may be left out for a submersible deployed hidden (`hiddenSquare`). */
  readonly position?: Vec;
  readonly heading: number;
  /** Civilian shipping (Convoy Duty etc.): gives the fleet's initiative penalty. */
  readonly civilian?: boolean;
  /** Radar fitted for this battle (scenario rules); default: the roster's Radar trait (VAS-RADAR-FITTED). */
  readonly radar?: boolean;
  /** Submersibles: deployed hidden in this secret 24" square instead of at `position` (VAS-SUB-HIDDEN). */
  readonly hiddenSquare?: { readonly col: number; readonly row: number };
  /** Submersibles deployed on the table: start submerged. */
  readonly submerged?: boolean;
  /** Damage points left from an earlier battle (campaigns; VAS-SETUP-CARRIED); default the roster's total. */
  readonly damage?: number;
  /** Crew points left from an earlier battle (campaigns; VAS-SETUP-CARRIED); default the roster's total. */
  readonly crew?: number;
  /**
   * Critical hits carried from an earlier battle whose effects last (campaigns; VAS-SETUP-CRITICALS), e.g.
   * `[{ effect: 'props-damaged' }, { effect: 'turret-destroyed', weapon: 1 }]`; active from the first turn.
   */
  readonly criticals?: readonly { readonly effect: string; readonly weapon?: number }[];
  /**
   * A ship starting Crippled (`damage` at or below its threshold): the turrets (main weapon indexes) and
   * traits its crippling dice took in an earlier battle (campaigns; VAS-SETUP-CRIPPLE-LOSSES).
   */
  readonly crippleLosses?: { readonly weapons?: readonly number[]; readonly traits?: readonly string[] };
  /** Campaign bonuses to Command checks, 1 each (VAS-SETUP-CHECK-BONUS). */
  readonly checkBonus?: CheckBonus;
  /** Campaign XP Dice kept for Tactical Judgement: re-rolls this battle (VAS-TACTICAL-JUDGEMENT), 1 to 99. */
  readonly tacticalJudgement?: number;
  /** Campaign duty New Captain: once per battle, two Special Actions in one turn (VAS-NEW-CAPTAIN); only `true`. */
  readonly newCaptain?: boolean;
  /**
   * Campaign refit Radar on a ship that already had it (VAS-REFIT-RADAR): its radar is no longer limited by
   * the Kriegsmarine Special Rules (VAS-KM-RADAR); only `true`.
   */
  readonly radarRefit?: boolean;
}

export interface VasFleetSetup {
  readonly id: FleetId;
  readonly name?: string;
  /** Fleets on the same side are allies; default: every fleet is its own side. */
  readonly side?: string;
  readonly ships: readonly VasShipSetup[];
  /** Squadrons organised before the battle (VAS-SQUADRON-SETUP): up to six ship ids each. */
  readonly squadrons?: readonly { readonly id: string; readonly ships: readonly ShipId[] }[];
  /** Table edges this fleet may not withdraw by (scenario rules; VAS-WITHDRAW-FORBIDDEN). */
  readonly forbiddenEdges?: readonly TableEdge[];
  /** Aircraft flights of this fleet (aircraft/, VAS-AIR-SETUP): land-based, or carried by one of its Carriers. */
  readonly flights?: readonly VasFlightSetup[];
}

/** One Aircraft counter (a flight) at setup (aircraft/setup.ts). */
export interface VasFlightSetup {
  readonly id: string;
  /** An aircraft profile known to @salvo/data, e.g. "Fairey Swordfish". */
  readonly aircraft: string;
  /** The Carrier of this fleet it flies from; absent: land-based (starts in the air). */
  readonly carrier?: ShipId;
  /** Carrier flights only: starts in the air (the scenario's choice); default: only a carrier's first flight. */
  readonly airborne?: boolean;
  /** Where a flight in the air starts (a carrier's default flight: touching its bow). */
  readonly position?: Vec;
  readonly heading?: number;
}

export interface VasOptions {
  readonly weather?: 'good' | 'bad';
  readonly night?: boolean;
  /** Table size in inches; default 72 x 48. */
  readonly table?: { readonly width: number; readonly height: number };
  /** Game ends after this many turns if nobody has won; default 12 (scenarios set their own). */
  readonly maxTurns?: number;
  /**
   * Named variant hooks that are switched on: `night-fighting` (night-fighting.txt, needs `night`) and
   * its optional parts `night-fighting:starshell-scatter`, `night-fighting:friendly-fire`,
   * `night-fighting:national` (variants/night-fighting/).
   */
  readonly variants?: readonly string[];
  /** The Advanced Rules' Radar in play (VAS-RADAR-OPTION); default: at night or in Bad Weather. */
  readonly radar?: boolean;
  /** Year of the battle (national night-fighting brackets: the US Navy is weak up to 1942); default 1940. */
  readonly year?: number;
  /**
   * The rules a game begun under an earlier engine version keeps (rules-version.ts): `2` plays as Salvo did before
   * the rules audit of 7 December 2026, so a record, a server game or a campaign made then replays and goes on
   * exactly as it began. Absent: the current rules. Hosts set it from a record's `engineVersion` (`setupUnderRules`).
   */
  readonly rulesVersion?: number;
  /**
   * VAS-AA-ALLOCATE-HAND: each ship's side splits her AA dice among the flights she may fire at (an `aa-fire`
   * decision before her AA dice, Salvo's split offered first); absent or false: Salvo splits them (VAS-AA-ALLOCATE).
   */
  readonly aaByHand?: boolean;
}

export interface VasSetup {
  readonly seed: number | string;
  readonly fleets: readonly VasFleetSetup[];
  readonly options?: VasOptions;
  /** Scenario rules on named ships and fleets (scenario-rules/, VAS-SCN-*): caught unawares, reinforcements, a Speed cap... */
  readonly scenarioRules?: readonly ScenarioRule[];
  /** A scenario's objectives and rules (scenario/, VAS-SCN-RULES); absent: the core battle. */
  readonly scenario?: VasScenarioSetup;
}
