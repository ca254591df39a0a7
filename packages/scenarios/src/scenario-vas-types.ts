/**
 * The shapes of a scenario battle played from its pre-battle rolls (scenario-vas.ts): the setup that names a
 * scenario, the state before the battle (the rolls and deployments so far), its actions, events and view.
 * Once every side has deployed the state is the battle's own `VasState`, so everything after is Victory at Sea.
 */
import type { PriorityLevel } from '@salvo/data';
import type { VasAction, VasEvent, VasState, VasView } from '@salvo/vas';
import type { AloftChoice } from './aloft';
import type { DeployView } from './deploy-view';
import type { ShipPlacement } from './online-deploy';
import type { Scenario } from './schema';

/**
 * A scenario to be played from its pre-battle rolls. `scenario` is the scenario file's JSON (a built-in's included),
 * so the setup holds everything it needs. Sides are fixed when the game is created: player 1 is the scenario's
 * attacker (or its first side), so no attacker roll is made (the players chose their sides).
 */
export interface ScenarioBattleSetup {
  readonly scenario: unknown;
  readonly seed: number | string;
  readonly level?: PriorityLevel;
  readonly points?: number;
  /** Fleet files (parsed JSON), one per side that buys its fleet, attacker first; absent: the example fleets. */
  readonly fleets?: readonly unknown[];
  /** Merged into the battle's options (a rules version, house rules). */
  readonly options?: Readonly<Record<string, unknown>>;
}

export const DEPLOYING = 'scenario-deploying';

/** Before the battle: the pre-battle dice rolled, each side's placements and each side's carriers' flights aloft. */
export interface DeployingState {
  readonly phase: typeof DEPLOYING;
  readonly setup: ScenarioBattleSetup;
  /** The sides' fleet ids in player order (the battle's fleets, and a host's seats). */
  readonly fleetOrder: readonly string[];
  /** Each side's fleet name, by fleet id. */
  readonly fleetNames: Readonly<Record<string, string>>;
  readonly dice: readonly (readonly number[])[];
  readonly placed: readonly { readonly fleet: string; readonly placements: readonly ShipPlacement[] }[];
  readonly aloft: Readonly<Record<string, Readonly<Record<string, AloftChoice | null>>>>;
}

export type ScenarioVasState = DeployingState | VasState;

/** A side places its ships (every ship it places by hand, in one action). */
export interface DeployAction { readonly type: 'scenario-deploy'; readonly fleet: string; readonly placements: readonly ShipPlacement[] }
/** A side's carriers' flights in the air at the start (absent carrier: the most), given in secret. */
export interface AloftAction { readonly type: 'scenario-aloft'; readonly fleet: string; readonly choices: Readonly<Record<string, AloftChoice | null>> }

export type ScenarioVasAction = VasAction | DeployAction | AloftAction;
export type ScenarioVasEvent = VasEvent;

/** What a seat sees before the battle: the deployment as DeployView shows it to nobody in particular, plus its own. */
export interface DeployingView {
  readonly phase: typeof DEPLOYING;
  readonly viewer: string;
  /** The scenario being set up (null when its file does not parse: a broken record). */
  readonly scenario: Scenario | null;
  readonly deploy: DeployView | null;
  /** Why the deployment cannot be shown (a roll is still needed, or the setup is broken). */
  readonly waiting: string | null;
  /** This seat's own flights-aloft choice, once given (the other seat's is never shown before the battle). */
  readonly ownSecret: Readonly<Record<string, AloftChoice | null>> | null;
}

export type ScenarioVasView = DeployingView | VasView;

export const isDeploying = (s: unknown): s is DeployingState =>
  typeof s === 'object' && s !== null && (s as { phase?: unknown }).phase === DEPLOYING;

/** A side's fleet name in either phase (its id when it has none). */
export function fleetNameIn(s: ScenarioVasState, fleet: string): string {
  return (isDeploying(s) ? s.fleetNames[fleet] : s.fleets[fleet]?.name) ?? fleet;
}
