/**
 * Civilian ships in a fleet (Convoy Duty, Supply Ships): bought with civilian ship points, not Fleet
 * Allocation Points. A Patrol convoy has 4 points (Supply Ships: 5), and each Priority Level above Patrol
 * adds as many again.
 */
import { ruleError, type RuleError } from '@salvo/kernel';
import { findShipClass, type Catalog } from '../catalog';
import { didYouMean } from '../rosters/suggest';
import { PRIORITY_LEVELS, type PriorityLevel } from '../roster-types';
import { checkKeys, nameOf, type NamedEntry } from './file-shape';
import type { FleetShip } from './types';

export type CivilianScenario = 'convoy' | 'supply';

/** Civilian ship points the defender gets: Convoy Duty 4 per level from Patrol, Supply Ships 5. */
export function civilianShipPoints(scenario: CivilianScenario, level: PriorityLevel): number {
  return (scenario === 'convoy' ? 4 : 5) * (PRIORITY_LEVELS.indexOf(level) + 1);
}

const RULE = 'VAS-FLEET-CIVILIAN';

const KEYS = ['type', 'class', 'name', 'count', 'comment'];

/** Reads the `civilians` list; returns the ships and their cost in civilian ship points. Names go to `names`. */
export function readCivilians(raw: unknown, catalog: Catalog, problems: RuleError[], names: NamedEntry[] = []): { ships: FleetShip[]; cost: number } {
  if (raw === undefined) return { ships: [], cost: 0 };
  if (!Array.isArray(raw)) {
    problems.push(ruleError('ERR_FLEET_FILE', 'civilians must be a list of { type, count? }.', { path: 'civilians', details: { rule: RULE } }));
    return { ships: [], cost: 0 };
  }
  const ships: FleetShip[] = [];
  let cost = 0;
  raw.forEach((entry: unknown, i) => {
    const path = `civilians[${i}]`;
    const o = typeof entry === 'object' && entry !== null && !Array.isArray(entry) ? (entry as Record<string, unknown>) : undefined;
    const type = o?.type ?? o?.class;
    if (!o || typeof type !== 'string') {
      problems.push(ruleError('ERR_FLEET_FILE', 'each civilian entry needs a type, e.g. { "type": "Tramp Freighter" }.', { path, details: { rule: RULE } }));
      return;
    }
    checkKeys(o, KEYS, path, 'a civilian entry', problems);
    const roster = findShipClass(type, catalog);
    if (!roster || roster.nation !== 'Civilian' || roster.civilianCost === undefined) {
      const types = catalog.ships.filter((s) => s.nation === 'Civilian' && s.civilianCost !== undefined).map((s) => s.class);
      problems.push(ruleError('ERR_FLEET_UNKNOWN_CIVILIAN', `${type} is not a civilian ship type (${types.join(', ')}).${roster ? '' : didYouMean(type, types)}`, { path: `${path}.type`, details: { rule: RULE } }));
      return;
    }
    const count = o.count === undefined ? 1 : o.count;
    if (typeof count !== 'number' || !Number.isInteger(count) || count < 1 || count > 99) {
      problems.push(ruleError('ERR_FLEET_COUNT', 'count must be a whole number from 1 to 99.', { path: `${path}.count`, details: { rule: RULE } }));
      return;
    }
    const given = nameOf(o, path, problems);
    if (count > 1 && given !== undefined) {
      problems.push(ruleError('ERR_FLEET_NAME', 'a name can only be given to a single ship (count 1).', { path: `${path}.name`, details: { rule: 'DATA-FLEET-FILE' } }));
    }
    for (let k = 0; k < count; k += 1) {
      const name = given !== undefined && count === 1 ? given : `${roster.class} ${ships.filter((s) => s.class === roster.class).length + 1}`;
      names.push({ name, path: given !== undefined ? `${path}.name` : path });
      ships.push({ name, class: roster.class, roster, command: 4, flights: [] });
      cost += roster.civilianCost;
    }
  });
  return { ships, cost };
}
