/** Creates local sessions for the start screen and for what-if branches of a replay. */
import { seedRng } from '@salvo/kernel';
import type { VasAction, VasSetup, VasState } from '@salvo/vas';
import type { Side, WasAction, WasOptions, WasState } from '@salvo/was';
import { vasAdapter, vasEngine, wasAdapter, wasEng } from './adapters';
import { LocalSession } from './local';
import { scenarioSetup, type ScenarioId } from '../vas/scenarios';
import type { Controller, GameKind, GameSession, LogEntry } from './types';

export type LocalMode = 'hot-seat' | 'bot' | 'table' | 'what-if';

export interface NewGame {
  readonly game: GameKind;
  readonly mode: LocalMode;
  /** Against the bot: which bot (`random`, `heuristic`, `search`; `easy`, `normal`, `hard`) and which seat the person takes. */
  readonly bot: 'random' | 'heuristic' | 'easy' | 'normal' | 'hard' | 'search';
  readonly humanSeat: string;
  readonly seed: string;
  readonly preMeasure: boolean;
  readonly botDelay: number;
  /** Victory at Sea: which battle (default Matapan). */
  readonly scenario?: ScenarioId;
  /** Victory at Sea: each side splits its ships' AA dice itself (the engine option `aaByHand`, VAS-AA-ALLOCATE-HAND). */
  readonly aaByHand?: boolean;
  /** Who plays each fleet, by fleet id, when the battle's fleets are not `rn` and `rm` (scenarios, apps/web/src/scenario). */
  readonly seats?: Readonly<Record<string, Controller>>;
  /** War at Sea: the optional rules (19.1-19.3) and Salvo's tactical battles switched on. */
  readonly wasOptions?: Partial<WasOptions>;
}

export type AnySession = GameSession<VasState, VasAction> | GameSession<WasState, WasAction>;

/** The built-in Victory at Sea battle (the same as `salvo play`): Matapan-like, four ships, 36" apart. */
export function defaultVasSetup(seed: string): VasSetup {
  return scenarioSetup('matapan', seed);
}

/** A Victory at Sea battle of the new-game form, with the option `aaByHand` when asked (absent otherwise). */
export function vasNewSetup(id: ScenarioId, seed: string, aaByHand: boolean): VasSetup {
  const setup = scenarioSetup(id, seed);
  return aaByHand ? { ...setup, options: { ...setup.options, aaByHand: true } } : setup;
}

export const VAS_SEATS = ['rn', 'rm'] as const;
export const WAS_SEATS = ['allies', 'axis'] as const;

function controllers(seats: readonly string[], g: NewGame): Record<string, Controller> {
  const out: Record<string, Controller> = {};
  for (const s of seats) out[s] = g.mode === 'bot' && s !== g.humanSeat ? g.bot : 'human';
  return out;
}

/**
 * The same game again with `seed` (Salvo's own "Play again"), with the person on the other side against the bot when
 * `swap`; null for a game not made by the new-game form alone (a scenario deployed by hand, a campaign's or a war's
 * battle, a what-if branch): those are begun again where they were made.
 */
export function againOf(g: NewGame, seed: string, swap: boolean): NewGame | null {
  if (g.seats || g.mode === 'what-if') return null;
  const seats: readonly string[] = g.game === 'vas' ? VAS_SEATS : WAS_SEATS;
  const other = seats.find((s) => s !== g.humanSeat) ?? g.humanSeat;
  return { ...g, seed, ...(swap && g.mode === 'bot' ? { humanSeat: other } : {}) };
}

/** A seed for the next game at clock time `now` (ms): the start screen's kind of number, never the game's own `before`. */
export function nextSeed(before: string, now: number): string {
  const seed = String(now % 100000);
  return seed === before ? String((now + 1) % 100000) : seed;
}

export interface StartFrom {
  readonly setup: unknown;
  readonly actions?: readonly unknown[];
  readonly log?: readonly LogEntry[];
  /** Steps taken back so far in this game (a resumed save). */
  readonly takeBacks?: number;
}

/** A new local game, or (with `from`) a game continued from a record's setup and actions. */
export function startLocal(g: NewGame, from?: StartFrom): AnySession | string {
  const botRng = seedRng(`${g.seed}:bots`);
  if (g.game === 'vas') {
    const setup = from?.setup ?? vasNewSetup(g.scenario ?? 'matapan', g.seed, g.aaByHand === true);
    const created = vasEngine.createGame(setup);
    if (!created.ok) return created.error.message;
    let state = created.value;
    for (const a of (from?.actions ?? []) as VasAction[]) {
      const r = vasEngine.apply(state, a);
      if (!r.ok) return r.error.message;
      state = r.value.state;
    }
    return new LocalSession(vasAdapter, {
      mode: g.mode, setup, initial: state, prior: (from?.actions ?? []) as VasAction[], ...(from?.log ? { priorLog: from.log } : {}), ...(from?.takeBacks ? { takeBacks: from.takeBacks } : {}),
      controllers: g.seats ?? controllers(VAS_SEATS, g), tableDice: g.mode === 'table', preMeasure: g.preMeasure, botRng, botDelay: g.botDelay, origin: g,
    });
  }
  const setup = from?.setup ?? { seed: g.seed, ...(g.wasOptions && Object.keys(g.wasOptions).length ? { options: g.wasOptions } : {}) };
  const created = wasEng.createGame(setup);
  if (!created.ok) return created.error.message;
  let state = created.value;
  for (const a of (from?.actions ?? []) as WasAction[]) {
    const r = wasEng.apply(state, a);
    if (!r.ok) return r.error.message;
    state = r.value.state;
  }
  const ctl = controllers(WAS_SEATS, g);
  const logViewer: Side = g.mode === 'bot' ? (g.humanSeat as Side) : 'axis';
  return new LocalSession(wasAdapter(logViewer), {
    mode: g.mode, setup, initial: state, prior: (from?.actions ?? []) as WasAction[], ...(from?.log ? { priorLog: from.log } : {}), ...(from?.takeBacks ? { takeBacks: from.takeBacks } : {}),
    controllers: ctl, tableDice: g.mode === 'table', preMeasure: false, botRng, botDelay: g.botDelay, origin: g,
  });
}
