/**
 * Game records: setup + every action (chance outcomes included), versioned JSON.
 * See docs/game-record.md. A record replays with no PRNG: dice are actions.
 */
import type { Engine, Transition } from './engine';
import { err, ok, ruleError, type Result, type RuleError } from './result';
import { showValue } from './show';

export const RECORD_FORMAT = 'salvo-record';
export const RECORD_VERSION = 1;

export interface GameRecord<Setup = unknown, Action = unknown> {
  readonly format: typeof RECORD_FORMAT;
  readonly version: typeof RECORD_VERSION;
  /** Engine id (`vas`, `was`) and the engine version the record was made with. */
  readonly game: string;
  readonly engineVersion: number;
  readonly setup: Setup;
  readonly actions: readonly Action[];
  readonly meta?: Readonly<Record<string, string>>;
}

export function makeRecord<Setup, Action>(
  game: string,
  engineVersion: number,
  setup: Setup,
  actions: readonly Action[],
  meta?: Record<string, string>,
): GameRecord<Setup, Action> {
  return { format: RECORD_FORMAT, version: RECORD_VERSION, game, engineVersion, setup, actions, ...(meta ? { meta } : {}) };
}

/** Checks the envelope of an untrusted record (not the actions: replay does that). */
export function parseRecord(json: unknown): Result<GameRecord, RuleError> {
  if (typeof json !== 'object' || json === null) return err(ruleError('ERR_RECORD', 'A game record must be a JSON object.'));
  const r = json as Record<string, unknown>;
  if (r.format !== RECORD_FORMAT) return err(ruleError('ERR_RECORD', `Not a Salvo game record (format must be "${RECORD_FORMAT}").`, { path: 'format' }));
  if (typeof r.version === 'string' && r.version.trim() === String(RECORD_VERSION)) {
    return err(ruleError('ERR_RECORD_VERSION', `The record's "version" must be the number ${RECORD_VERSION}, not the text "${RECORD_VERSION}" (write it without quotes).`, { path: 'version' }));
  }
  if (r.version !== RECORD_VERSION) return err(ruleError('ERR_RECORD_VERSION', `Record version ${typeof r.version === 'string' ? `"${showValue(r.version)}"` : showValue(r.version)} is not supported; this Salvo reads version ${RECORD_VERSION}.`, { path: 'version' }));
  if (typeof r.game !== 'string') return err(ruleError('ERR_RECORD', 'The record does not name its game.', { path: 'game' }));
  if (typeof r.engineVersion !== 'number') return err(ruleError('ERR_RECORD', 'The record does not give its engine version.', { path: 'engineVersion' }));
  if (!Array.isArray(r.actions)) return err(ruleError('ERR_RECORD', 'The record has no list of actions.', { path: 'actions' }));
  return ok(r as unknown as GameRecord);
}

export interface ReplayFailure {
  readonly index: number;
  readonly error: RuleError;
}

/** True when the record says its dice were typed at a table (`meta.dice` is "table"); otherwise they came from its seed. */
export const typedDice = (record: GameRecord): boolean => record.meta?.dice === 'table';

export interface ReplayOptions {
  /**
   * Check every `roll` against the record's own seeded PRNG: the state after the recorded dice must
   * equal the state after the dice `rollChance` draws. The first roll that differs is refused
   * (ERR_DICE_NOT_SEEDED) with its index. For records whose dice came from the seed, i.e. not `typedDice`.
   */
  readonly seededDice?: boolean;
}

/**
 * The setup a record replays from: under the rules of the engine version it was made with, when the engine keeps
 * them (`Engine.setupUnder`), else its own.
 */
export function recordSetup(engine: Pick<Engine<unknown, unknown, { readonly type: string }, unknown, string, unknown>, 'descriptor' | 'setupUnder'>, record: Pick<GameRecord, 'setup' | 'engineVersion'>): unknown {
  return record.engineVersion < engine.descriptor.version && engine.setupUnder ? engine.setupUnder(record.setup, record.engineVersion) : record.setup;
}

/** Replays a record through the checked `apply`, under the rules it was made with; stops at the first rejected action. */
export function replay<S, A extends { readonly type: string }, E, P extends string, V>(
  engine: Engine<unknown, S, A, E, P, V>,
  record: GameRecord<unknown, A>,
  opts: ReplayOptions = {},
): Result<{ state: S; events: E[] }, ReplayFailure> {
  const created = engine.createGame(recordSetup(engine, record));
  if (!created.ok) return err({ index: -1, error: ruleError('ERR_SETUP', created.error.message, { details: { problems: created.error.problems } }) });
  let state = created.value;
  const events: E[] = [];
  for (let i = 0; i < record.actions.length; i++) {
    const action = record.actions[i] as A;
    const step = engine.apply(state, action);
    if (!step.ok) return err({ index: i, error: step.error });
    if (opts.seededDice && action.type === 'roll' && engine.pending(state).kind === 'chance'
      && engine.serialize(engine.rollChance(state).state) !== engine.serialize(step.value.state)) {
      return err({ index: i, error: ruleError('ERR_DICE_NOT_SEEDED', 'These dice are not the ones the record\'s seed gives at this point: '
        + 'the record was changed after the game, or its dice were typed at a table without saying so ("meta": { "dice": "table" }).') });
    }
    state = step.value.state;
    events.push(...step.value.events);
  }
  return ok({ state, events });
}

/** Plays chance steps from the state's PRNG until a player must decide or the game is over. */
export function settleChance<S, A extends { readonly type: string }, E, P extends string, V>(
  engine: Engine<unknown, S, A, E, P, V>,
  state: S,
  onStep?: (t: Transition<S, E>, dice: readonly number[] | null) => void,
): S {
  let s = state;
  while (engine.pending(s).kind === 'chance') {
    const t = engine.rollChance(s);
    onStep?.(t, null);
    s = t.state;
  }
  return s;
}
