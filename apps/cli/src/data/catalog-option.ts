/**
 * `--rosters <file>`: the default catalog, or the catalog with a user's roster file applied on top.
 * The file is read whole; any problem (not JSON, bad field, unknown class) refuses it entirely.
 */
import { basename } from 'node:path';
import { defaultCatalog, parseRosterFile, withRosterOverrides, type Catalog } from '@salvo/data';
import { err, ok, type Result, type RuleError } from '@salvo/kernel';
import { readInputJson } from './read-input';

const sentence = (p: RuleError): string => `${p.message} [${p.code}; rule ${String(p.details?.rule ?? '?')}]`;

/** Errors are printable sentences, one per problem, each with its code and the rule it breaks. */
export function catalogWithRosters(file: string | undefined): Result<Catalog, string[]> {
  if (file === undefined) return ok(defaultCatalog());
  const read = readInputJson(file, 'roster file');
  if (!read.ok) return err([read.error]);
  const parsed = parseRosterFile(file, read.value, `user:${basename(file)}`);
  if (!parsed.ok) return err(parsed.error.map(sentence));
  const applied = withRosterOverrides(parsed.value, defaultCatalog(), file);
  if (!applied.ok) return err(applied.error.map(sentence));
  return ok(applied.value);
}

export const LEVEL_NAMES = ['Patrol', 'Skirmish', 'Raid', 'Battle', 'War'] as const;

/** A Priority Level from user text, case-insensitive. */
export function parseLevel(text: string): (typeof LEVEL_NAMES)[number] | undefined {
  return LEVEL_NAMES.find((l) => l.toLowerCase() === text.trim().toLowerCase());
}

/** A whole number option from user text: digits only (no "", "0x5", "1e3" or "2.0"), at most `max`. */
export function parseWholeOption(text: string, max: number): number | undefined {
  if (!/^\s*\d{1,9}\s*$/.test(text)) return undefined;
  const n = Number(text);
  return n <= max ? n : undefined;
}
