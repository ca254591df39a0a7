/** Options of a setup with their defaults (VAS-SETUP-DEFAULTS). */
import { ruleError, type RuleError } from '@salvo/kernel';
import type { VasState } from '../types';
import { nightOptionProblems } from '../variants/night-fighting/options';
import { OLDEST_RULES, VAS_RULES_VERSION } from '../rules-version';

export const DEFAULT_TABLE = { width: 72, height: 48 } as const;
export const DEFAULT_MAX_TURNS = 12;
export const MAX_TURNS_LIMIT = 30;
/** The year of a battle when the setup gives none (national night-fighting brackets). */
export const DEFAULT_YEAR = 1940;

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export function readOptions(raw: unknown, problems: RuleError[]): VasState['options'] {
  const o = raw === undefined ? {} : raw;
  const bad = (field: string, message: string): void => void problems.push(ruleError('ERR_BAD_OPTION', message, { path: `options.${field}` }));
  if (!isObj(o)) {
    problems.push(ruleError('ERR_BAD_OPTION', 'options must be an object.', { path: 'options' }));
    return { weather: 'good', night: false, table: { ...DEFAULT_TABLE }, maxTurns: DEFAULT_MAX_TURNS, variants: [], year: DEFAULT_YEAR, radar: false };
  }
  const weather = o.weather ?? 'good';
  if (weather !== 'good' && weather !== 'bad') bad('weather', 'weather must be "good" or "bad".');
  const night = o.night ?? false;
  if (typeof night !== 'boolean') bad('night', 'night must be true or false.');
  let table: { width: number; height: number } = { ...DEFAULT_TABLE };
  if (o.table !== undefined) {
    const t = o.table;
    if (isObj(t) && typeof t.width === 'number' && typeof t.height === 'number' && t.width >= 6 && t.height >= 6 && t.width <= 480 && t.height <= 480) {
      table = { width: t.width, height: t.height };
    } else {
      bad('table', 'table must be { width, height } in inches, each 6 to 480.');
    }
  }
  const maxTurns = o.maxTurns ?? DEFAULT_MAX_TURNS;
  if (typeof maxTurns !== 'number' || !Number.isInteger(maxTurns) || maxTurns < 1 || maxTurns > MAX_TURNS_LIMIT) {
    bad('maxTurns', `maxTurns must be a whole number from 1 to ${MAX_TURNS_LIMIT}.`);
  }
  const variants = o.variants ?? [];
  if (!Array.isArray(variants) || !variants.every((v) => typeof v === 'string')) bad('variants', 'variants must be a list of names.');
  else problems.push(...nightOptionProblems(variants as string[], night === true));
  const radar = o.radar ?? (night === true || weather === 'bad');
  if (typeof radar !== 'boolean') bad('radar', 'radar must be true or false (the Advanced Rules for Radar in play).');
  const year = o.year ?? DEFAULT_YEAR;
  if (typeof year !== 'number' || !Number.isInteger(year) || year < 1900 || year > 1950) bad('year', 'year must be the year of the battle, a whole number such as 1942.');
  const rules = o.rulesVersion;
  const rulesOk = rules === undefined || (typeof rules === 'number' && Number.isInteger(rules) && rules >= 1 && rules <= VAS_RULES_VERSION);
  if (!rulesOk) bad('rulesVersion', `rulesVersion must be the engine version a game began under, a whole number from 1 to ${VAS_RULES_VERSION}.`);
  // the current rules are the absence of the option, so a setup that names them gives the same state as one that does not
  const byHand = o.aaByHand ?? false;
  if (typeof byHand !== 'boolean') bad('aaByHand', 'aaByHand must be true (players split their ships\' AA dice) or false.');
  const kept = rulesOk && typeof rules === 'number' && rules < VAS_RULES_VERSION ? { rulesVersion: Math.max(rules, OLDEST_RULES) } : {};
  return {
    weather: weather === 'bad' ? 'bad' : 'good',
    night: night === true,
    table,
    maxTurns: typeof maxTurns === 'number' && Number.isInteger(maxTurns) ? maxTurns : DEFAULT_MAX_TURNS,
    variants: Array.isArray(variants) ? variants.filter((v): v is string => typeof v === 'string') : [],
    year: typeof year === 'number' && Number.isInteger(year) ? year : DEFAULT_YEAR,
    radar: radar === true,
    ...kept,
    // absent unless on, so every game made before the option has the same state
    ...(byHand === true ? { aaByHand: true as const } : {}),
  };
}
