/** Reading and writing JSON files with errors as sentences. */
import { readFileSync, writeFileSync } from 'node:fs';
import { err, ok, ruleError, type Result, type RuleError } from '@salvo/kernel';

export function readJsonFile(path: string): Result<unknown, RuleError> {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (e) {
    return err(ruleError('ERR_FILE', `Cannot read ${path}: ${e instanceof Error ? e.message : String(e)}`));
  }
  try {
    return ok(JSON.parse(text) as unknown);
  } catch (e) {
    return err(ruleError('ERR_JSON', `${path} is not valid JSON: ${e instanceof Error ? e.message : String(e)}`));
  }
}

/** Writes `text`, or the value as indented JSON. */
export function writeJsonFile(path: string, value: unknown, text?: string): Result<void, RuleError> {
  try {
    writeFileSync(path, text ?? JSON.stringify(value, null, 2) + '\n');
    return ok(undefined);
  } catch (e) {
    return err(ruleError('ERR_FILE', `Cannot write ${path}: ${e instanceof Error ? e.message : String(e)}`));
  }
}
