/**
 * Game records on disk for the play commands, for either game.
 *
 * `recordSaver` keeps a record file current while a game is played: every call rewrites the whole
 * record (setup + every action so far) through `writeFileAtomic` (atomic-write.ts: a unique
 * temporary file, fsynced, renamed over the target, which keeps its symlink and mode), so the file
 * on disk is always a complete, valid record, whatever happens to the process or the machine
 * afterwards (Ctrl-C, end of input, a crash, kill -9, a power cut). `loadRecord` reads a saved record back and replays it through
 * the engine's checked `apply`, to resume a game where it stopped.
 */
import { err, makeRecord, ok, parseRecord, recordSetup, replay, ruleError, showValue, typedDice, type Engine, type GameRecord, type Result, type RuleError } from '@salvo/kernel';
import { writeFileAtomic } from './atomic-write';
import { readJsonFile } from './json-file';
import { recordText } from './record-text';

export interface RecordSaver<Action> {
  readonly path: string;
  /** Writes the record with these actions; the error says why the file could not be written. */
  save(actions: readonly Action[]): Result<void, RuleError>;
}

export function recordSaver<Setup, Action>(path: string, game: string, engineVersion: number, setup: Setup, meta: Record<string, string>): RecordSaver<Action> {
  return {
    path,
    save(actions) {
      let text: string;
      try {
        text = recordText(makeRecord(game, engineVersion, setup, actions, meta));
      } catch (e) {
        return err(ruleError('ERR_FILE', `Cannot write ${path}: the record cannot be written as JSON (${e instanceof Error ? e.message : String(e)}).`));
      }
      return writeFileAtomic(path, text);
    },
  };
}

/**
 * The play commands' save hook: writes the record with `prior` at once (the error, if the file cannot
 * be written, is returned before play starts), then `onAction` rewrites it after every action; a later
 * write failure is reported once through `print`, play goes on, and `failed()` tells the command.
 */
export interface KeptRecord<Action> {
  readonly onAction: (actions: readonly Action[]) => void;
  /** True while the last save failed (the file on disk lacks the latest actions). */
  readonly failed: () => boolean;
  /** The loud closing warning while the last save failed, for the command to print at the end; null when the file is current. */
  readonly warning: () => string | null;
}

export function keepRecord<Action>(saver: RecordSaver<Action> | null, prior: readonly Action[], print: (line: string) => void):
  Result<KeptRecord<Action>, RuleError> {
  const first = saver?.save(prior);
  if (first && !first.ok) return first;
  let lastError: string | null = null;
  let savedCount = prior.length;
  let told = false;
  return ok({
    onAction: (actions) => {
      const w = saver?.save(actions);
      if (!w) return;
      if (w.ok) {
        savedCount = actions.length;
        if (lastError !== null) print(`The record in ${saver?.path ?? ''} is saved again (${actions.length} actions).`);
        lastError = null;
        told = false;
        return;
      }
      lastError = w.error.message;
      // Every save is retried (the disk may free up); the failure is said once until one succeeds.
      if (!told) print(`${w.error.message} (the game goes on; the record keeps its first ${savedCount} actions until a save succeeds)`);
      told = true;
    },
    failed: () => lastError !== null,
    warning: () => (lastError === null || !saver ? null
      : `WARNING: the game is NOT fully saved: ${saver.path} holds only its first ${savedCount} actions. Last error: ${lastError}`),
  });
}

export interface Loaded<State, Action> {
  readonly record: GameRecord<unknown, Action>;
  readonly state: State;
}

/** Reads `path` and replays it; the error is a sentence naming the file (and the rejected action). */
/** The command that replays a record of this game, pasteable without a global install (issue 7 item 13). */
const replayCommand = (game: string): string => (game === 'vas' ? 'npm run salvo -- replay' : 'npm run salvo -- was replay');

export function loadRecord<S, A extends { readonly type: string }, E, P extends string, V>(
  engine: Engine<unknown, S, A, E, P, V>,
  path: string,
  opts: { readonly sameVersion?: boolean } = {},
): Result<Loaded<S, A>, string> {
  const read = readJsonFile(path, 'game record');
  if (!read.ok) return err(read.error.message);
  const parsed = parseRecord(read.value);
  if (!parsed.ok) return err(`${path}: ${parsed.error.message}`);
  if (parsed.value.game !== engine.descriptor.id) {
    return err(`${path} is a record of the game "${parsed.value.game}", not "${engine.descriptor.id}".`);
  }
  const record = parsed.value as GameRecord<unknown, A>;
  // an older record the engine keeps the rules of (Engine.setupUnder) plays on under them; any other is refused
  const kept = record.engineVersion < engine.descriptor.version && engine.setupUnder !== undefined;
  if (opts.sameVersion && record.engineVersion !== engine.descriptor.version && !kept) {
    return err(`${path} was made with ${engine.descriptor.name} engine version ${showValue(record.engineVersion)}; this Salvo plays version ${engine.descriptor.version}. `
      + `Playing on would rewrite it under the new rules, so it is not resumed: replay it with \`${replayCommand(engine.descriptor.id)} ${path}\`, or start a new game.`);
  }
  const r = replay(engine, record, { seededDice: !typedDice(record) });
  if (!r.ok) {
    const where = r.error.index < 0 ? 'its setup was refused' : `action ${r.error.index + 1} of ${record.actions.length} was refused`;
    return err(`${path} cannot be resumed: ${where}: ${r.error.error.message}`);
  }
  return ok({ record, state: r.value.state });
}

/** A game to play on: its setup, the state after the record's actions, those actions and the record's meta. */
export interface Resumed<Setup, State, Action> {
  readonly setup: Setup;
  readonly state: State;
  readonly prior: Action[];
  readonly meta?: Readonly<Record<string, string>>;
}

/** `--resume <path>` for either play command: null (after printing why) when the record cannot be played on. */
export function resumeGame<Setup, S, A extends { readonly type: string }, E, P extends string, V>(
  engine: Engine<unknown, S, A, E, P, V>,
  path: string,
  print: (line: string) => void,
): Resumed<Setup, S, A> | null {
  // A record of another engine version is refused (resuming would rewrite it under other rules), unless the engine
  // keeps the rules it was made under: it then plays on under them, its setup saying so from the next save.
  const loaded = loadRecord(engine, path, { sameVersion: true });
  if (!loaded.ok) {
    print(loaded.error);
    return null;
  }
  const prior = [...loaded.value.record.actions];
  const record = loaded.value.record;
  const older = record.engineVersion < engine.descriptor.version ? ` under the rules of ${engine.descriptor.name} engine version ${record.engineVersion}, which it began with` : '';
  print(`Resuming ${path}: ${prior.length} actions replayed${older}.`);
  const meta = record.meta;
  return { setup: recordSetup(engine, record) as Setup, state: loaded.value.state, prior, ...(meta ? { meta } : {}) };
}
