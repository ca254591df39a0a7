/**
 * A zod issue about a roster as plain sentences for a player: which field, and what is wrong with it
 * ("is missing", "must be a number, not the text "fast"", "unknown field "colour""). The raw roster
 * is read to name the value given. One issue may give several sentences (one per unknown key).
 */
import type { z } from 'zod';
import { showValue } from '@salvo/kernel';
import { fieldPath } from './field-path';
import { didYouMean } from './suggest';

const EXPECTED: Readonly<Record<string, string>> = {
  number: 'a number', int: 'a whole number', string: 'a text in quotes', boolean: 'true or false',
  array: 'a list [...]', tuple: 'a pair [total, threshold]', object: 'an object { ... }', null: 'null',
};

function valueAt(raw: unknown, path: readonly PropertyKey[]): unknown {
  let v: unknown = raw;
  for (const k of path) {
    if (typeof v !== 'object' || v === null || !Object.prototype.hasOwnProperty.call(v, k)) return undefined;
    v = (v as Record<PropertyKey, unknown>)[k];
  }
  return v;
}

function describe(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'a list';
  if (typeof v === 'string') return `the text "${v.length > 40 ? `${v.slice(0, 40)}...` : v}"`;
  if (typeof v === 'object') return 'an object';
  return showValue(v);
}

export interface FieldSentence { readonly field: string; readonly message: string }

/**
 * `unknownField` is the sentence for a field the schema does not know (rosters by default; other files,
 * such as scenarios, say what they are).
 */
export function issueSentence(
  issue: z.core.$ZodIssue,
  raw: unknown,
  unknownField = 'is not a roster field (misspelt? `salvo ships show <class> --json` prints every field)',
): FieldSentence[] {
  const field = fieldPath(issue.path) || '(roster)';
  const value = valueAt(raw, issue.path);
  switch (issue.code) {
    case 'invalid_type': {
      const want = EXPECTED[issue.expected] ?? issue.expected;
      if (value === undefined) return [{ field, message: `is missing (${want} is required)` }];
      return [{ field, message: `must be ${want}, not ${describe(value)}` }];
    }
    case 'invalid_value': {
      const options = issue.values.map((o) => String(o));
      if (value === undefined) return [{ field, message: `is missing (one of ${options.map((o) => `"${o}"`).join(', ')})` }];
      const given = typeof value === 'string' && value.length <= 100 ? didYouMean(value, options) : '';
      return [{ field, message: `must be one of ${options.map((o) => `"${o}"`).join(', ')}, not ${describe(value)}${given ? `.${given}` : ''}` }];
    }
    case 'unrecognized_keys':
      return issue.keys.map((k) => ({
        field: fieldPath([...issue.path, k]),
        message: unknownField,
      }));
    case 'too_small':
      return [{ field, message: issue.origin === 'array' ? `needs at least ${String(issue.minimum)} entries` : `must be at least ${String(issue.minimum)}` }];
    case 'too_big':
      return [{ field, message: issue.origin === 'array' ? `has more than ${String(issue.maximum)} entries` : `must be at most ${String(issue.maximum)}` }];
    case 'invalid_union': {
      // No alternative matched: speak of the alternative that came closest (fewest problems), whose issues'
      // paths are relative to the union's own place.
      const closest = [...issue.errors].sort((a, b) => a.length - b.length)[0];
      if (closest && closest.length > 0) {
        return closest.flatMap((inner) => issueSentence({ ...inner, path: [...issue.path, ...inner.path] } as z.core.$ZodIssue, raw, unknownField));
      }
      return [{ field, message: issue.message }];
    }
    case 'custom': case 'invalid_element': case 'invalid_format': case 'invalid_key': case 'not_multiple_of':
      // The schema's own refinements are written as sentences already; the others do not arise in a roster.
      return [{ field, message: issue.message }];
  }
}
