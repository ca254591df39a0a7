/** Shape check of an inline roster given in a setup (untrusted JSON). */
import { ruleError, type RuleError } from '@salvo/kernel';
import { SHIP_TYPES, WEAPON_KINDS, type ShipRoster } from '@salvo/data';

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isNum = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const isPair = (v: unknown): boolean => Array.isArray(v) && v.length === 2 && v.every((x) => isNum(x) && x >= 0);
/** Damage and Crew as a ship starts: a ship with 0 Crew would be Abandoned, and one whose threshold is not below its total Crippled, before the battle. */
const isScorePair = (v: unknown): boolean =>
  Array.isArray(v) && v.every((x) => Number.isInteger(x)) && (v[0] as number) >= 1 && (v[1] as number) < (v[0] as number);
const isStrings = (v: unknown): boolean => Array.isArray(v) && v.every((x) => typeof x === 'string');

/** Every problem with an inline roster, each with its path under `path`. */
export function rosterProblems(value: unknown, path: string): RuleError[] {
  const bad = (field: string, what: string): RuleError =>
    ruleError('ERR_BAD_ROSTER', `The roster's ${field} ${what}.`, { path: `${path}.${field}` });
  if (!isObj(value)) return [ruleError('ERR_BAD_ROSTER', 'An inline roster must be an object.', { path })];
  const out: RuleError[] = [];
  if (typeof value.class !== 'string' || value.class === '') out.push(bad('class', 'must be a name'));
  if (!(SHIP_TYPES as readonly unknown[]).includes(value.type)) out.push(bad('type', `must be one of ${SHIP_TYPES.join(', ')}`));
  for (const f of ['speed', 'turning', 'target', 'armour'] as const) {
    if (!isNum(value[f]) || value[f] < 0) out.push(bad(f, 'must be a number of 0 or more'));
  }
  if (isNum(value.turning) && !Number.isInteger(value.turning)) out.push(bad('turning', 'must be a whole number of points'));
  for (const f of ['damage', 'crew'] as const) {
    const pair = value[f];
    if (!isPair(pair)) out.push(bad(f, 'must be [total, threshold]'));
    else if (!isScorePair(pair)) out.push(bad(f, 'must be whole numbers with a total of at least 1 and the threshold below it'));
  }
  if (!isStrings(value.traits)) out.push(bad('traits', 'must be a list of names'));
  if (!Array.isArray(value.weapons)) {
    out.push(bad('weapons', 'must be a list'));
  } else {
    value.weapons.forEach((w: unknown, i: number) => {
      const wp = `weapons[${i}]`;
      if (!isObj(w)) return void out.push(bad(wp, 'must be an object'));
      if (typeof w.name !== 'string') out.push(bad(`${wp}.name`, 'must be a name'));
      if (!(WEAPON_KINDS as readonly unknown[]).includes(w.kind)) out.push(bad(`${wp}.kind`, `must be one of ${WEAPON_KINDS.join(', ')}`));
      if (!isNum(w.range) || w.range < 0) out.push(bad(`${wp}.range`, 'must be a number of 0 or more'));
      if (!isNum(w.ad) || w.ad < 0) out.push(bad(`${wp}.ad`, 'must be a number of 0 or more'));
      if (!(w.dd === null || (isNum(w.dd) && w.dd >= 0))) out.push(bad(`${wp}.dd`, 'must be a number or null'));
      if (!isStrings(w.traits)) out.push(bad(`${wp}.traits`, 'must be a list of names'));
    });
  }
  return out;
}

/** Narrowing after `rosterProblems` returned nothing. */
export const asRoster = (value: unknown): ShipRoster => value as ShipRoster;
