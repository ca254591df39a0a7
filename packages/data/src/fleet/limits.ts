/**
 * Size bounds of a fleet file, checked before any work (issue 7 item 16): a fleet file is a few
 * dozen entries, so a list of more than `MAX_ENTRIES`, more than `MAX_BOUGHT` ships and squadrons
 * in all (counts included), or a text longer than `MAX_TEXT` is refused at once with one sentence,
 * without expanding counts or matching names. The sentences never echo the oversized value.
 */
import { ruleError, type RuleError } from '@salvo/kernel';

export const FLEET_LIMITS = { entries: 200, bought: 500, text: 200, comment: 10_000 } as const;

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const RULE = 'DATA-FLEET-FILE';
const tooBig = (path: string, message: string): RuleError => ruleError('ERR_FLEET_TOO_BIG', message, { path, details: { rule: RULE } });

/** The first text of `o` (and its flights) over the bound, or undefined. */
function longText(o: Obj, path: string): RuleError | undefined {
  for (const [k, v] of Object.entries(o)) {
    const max = k === 'comment' ? FLEET_LIMITS.comment : FLEET_LIMITS.text;
    if (k.length > FLEET_LIMITS.text) return tooBig(path, `a key of ${k.length} characters is not a fleet file field.`);
    if (typeof v === 'string' && v.length > max) return tooBig(`${path ? `${path}.` : ''}${k}`, `this text is ${v.length} characters long; at most ${max} are allowed.`);
  }
  return undefined;
}

export function fleetLimitProblem(input: Obj): RuleError | undefined {
  const top = longText(input, '');
  if (top) return top;
  let bought = 0;
  for (const section of ['ships', 'squadrons', 'civilians'] as const) {
    const list = input[section];
    if (!Array.isArray(list)) continue;
    if (list.length > FLEET_LIMITS.entries) return tooBig(section, `${section} has ${list.length} entries; a fleet file has at most ${FLEET_LIMITS.entries}.`);
    for (let i = 0; i < list.length; i++) {
      const e: unknown = list[i];
      if (!isObj(e)) continue;
      const long = longText(e, `${section}[${i}]`);
      if (long) return long;
      const flights = e.flights;
      if (Array.isArray(flights)) {
        if (flights.length > FLEET_LIMITS.entries) return tooBig(`${section}[${i}].flights`, `flights has ${flights.length} entries; at most ${FLEET_LIMITS.entries}.`);
        for (let j = 0; j < flights.length; j++) {
          const f: unknown = flights[j];
          const longFlight = isObj(f) ? longText(f, `${section}[${i}].flights[${j}]`) : undefined;
          if (longFlight) return longFlight;
        }
      }
      bought += typeof e.count === 'number' && e.count >= 1 ? Math.min(e.count, 1e6) : 1;
    }
  }
  if (bought > FLEET_LIMITS.bought) return tooBig('ships', `the file buys ${bought} ships, squadrons and civilian ships; a fleet file buys at most ${FLEET_LIMITS.bought}.`);
  return undefined;
}
