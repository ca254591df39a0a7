/** Reading and writing JSON files with errors as sentences. */
import { err, ok, ruleError, type Result, type RuleError } from '@salvo/kernel';
import { readInputJson } from '../data/read-input';
import { writeFileAtomic } from './atomic-write';

/**
 * Reads a JSON file the user names (scenario, game record) through the one shared reader,
 * data/read-input.ts: a UTF-8 byte order mark is accepted; a missing file, a directory, an empty file
 * or broken JSON (with line and column) is one sentence naming the file by its role `what`
 * ("game record", "scenario file"). Never throws. Error codes: ERR_FILE.
 */
export function readJsonFile(path: string, what = 'JSON file'): Result<unknown, RuleError> {
  const read = readInputJson(path, what);
  return read.ok ? ok(read.value) : err(ruleError('ERR_FILE', read.error));
}

/** Writes `text`, or the value as indented JSON, atomically and durably (atomic-write.ts). */
export function writeJsonFile(path: string, value: unknown, text?: string): Result<void, RuleError> {
  try {
    return writeFileAtomic(path, text ?? JSON.stringify(value, null, 2) + '\n');
  } catch (e) {
    return err(ruleError('ERR_FILE', `Cannot write ${path}: ${e instanceof Error ? e.message : String(e)}`));
  }
}
