/**
 * Validation of spec files. Every problem is reported, each naming the file, the entry
 * (class, aircraft or civilian type, else its index) and the field, so a broken figure can be found
 * without reading the schema. Pure: takes parsed JSON, returns a Result.
 */
import { err, ok, ruleError, type Result, type RuleError } from '@salvo/kernel';
import type { z } from 'zod';
import {
  aircraftSpecSchema, civilianSpecSchema, shipSpecSchema,
  type AircraftSpec, type CivilianSpec, type ShipSpec, type SpecNation,
} from './schema';

export type SpecProblem = RuleError;

function entryLabel(raw: unknown, index: number, key: string): string {
  if (typeof raw === 'object' && raw !== null && key in raw) {
    const v = (raw as Record<string, unknown>)[key];
    if (typeof v === 'string' && v.length > 0) return v;
  }
  return `#${index}`;
}

function fieldPath(path: readonly PropertyKey[]): string {
  return path.map((p) => (typeof p === 'number' ? `[${p}]` : `.${String(p)}`)).join('').replace(/^\./, '');
}

function validateArray<T>(
  file: string, data: unknown, schema: z.ZodType<T>, key: string,
): Result<T[], SpecProblem[]> {
  if (!Array.isArray(data)) {
    return err([ruleError('ERR_SPEC_FILE', `${file} must hold a JSON array of entries.`, { path: file, details: { file } })]);
  }
  const problems: SpecProblem[] = [];
  const values: T[] = [];
  const seen = new Set<string>();
  data.forEach((raw: unknown, index) => {
    const entry = entryLabel(raw, index, key);
    if (seen.has(entry)) {
      problems.push(ruleError('ERR_SPEC_DUPLICATE', `${file}: "${entry}" appears more than once.`,
        { path: `${file}#${entry}`, details: { file, entry } }));
    }
    seen.add(entry);
    const parsed = schema.safeParse(raw);
    if (parsed.success) {
      values.push(parsed.data);
      return;
    }
    for (const issue of parsed.error.issues) {
      const field = fieldPath(issue.path);
      problems.push(ruleError('ERR_SPEC_FIELD', `${file}: ${entry}: ${field || '(entry)'}: ${issue.message}`,
        { path: `${file}#${entry}.${field}`, details: { file, entry, field } }));
    }
  });
  return problems.length > 0 ? err(problems) : ok(values);
}

/** A nation's ship file: every entry must also belong to that nation. */
export function validateShipFile(file: string, nation: SpecNation, data: unknown): Result<ShipSpec[], SpecProblem[]> {
  const result = validateArray(file, data, shipSpecSchema, 'class');
  if (!result.ok) return result;
  const wrong = result.value.filter((s) => s.nation !== nation).map((s) => ruleError('ERR_SPEC_NATION',
    `${file}: ${s.class}: nation is "${s.nation}" but this file holds the ${nation}.`,
    { path: `${file}#${s.class}.nation`, details: { file, entry: s.class, field: 'nation' } }));
  return wrong.length > 0 ? err(wrong) : result;
}

export function validateAircraftFile(file: string, data: unknown): Result<AircraftSpec[], SpecProblem[]> {
  return validateArray(file, data, aircraftSpecSchema, 'name');
}

export function validateCivilianFile(file: string, data: unknown): Result<CivilianSpec[], SpecProblem[]> {
  return validateArray(file, data, civilianSpecSchema, 'type');
}
