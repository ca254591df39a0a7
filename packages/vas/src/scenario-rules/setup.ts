/**
 * Scenario rules at setup (VAS-SCN-SETUP): `setup.scenarioRules` is untrusted JSON; every rule is
 * checked whole against the fleets and ships of the setup, each problem with a code and a path
 * (ERR_SCENARIO_RULE). Reinforcements are taken off the table here (hidden until they arrive).
 */
import { ruleError, type RuleError } from '@salvo/kernel';
import type { FleetState, ShipState, TableEdge } from '../types';
import { TABLE_EDGES } from '../withdrawal/edges';
import type { Outcome, ScenarioRule, ScenarioRulesState } from './types';

export const MAX_SCENARIO_RULES = 64;
/** The turn bound of the setup (options.ts MAX_TURNS_LIMIT). */
const LAST_TURN = 30;

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const outcomeOk = (v: unknown): v is Outcome => v === 'victory' || v === 'partial-victory' || v === 'draw';
const turnOk = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= LAST_TURN;

export function readScenarioRules(
  raw: unknown, fleets: Readonly<Record<string, FleetState>>, ships: Record<string, ShipState>, problems: RuleError[],
): ScenarioRulesState {
  if (raw === undefined) return { rules: [], reserves: [] };
  const bad = (message: string, path: string): void => void problems.push(ruleError('ERR_SCENARIO_RULE', message, { path }));
  if (!Array.isArray(raw) || raw.length > MAX_SCENARIO_RULES) {
    bad(`scenarioRules must be a list of at most ${MAX_SCENARIO_RULES} rules.`, 'scenarioRules');
    return { rules: [], reserves: [] };
  }
  const rules: ScenarioRule[] = [];
  raw.forEach((r: unknown, i: number) => {
    const p = `scenarioRules[${i}]`;
    if (!isObj(r)) return bad('A scenario rule must be an object with a "rule" name.', p);
    const shipList = (): string[] | null => {
      const v = r.ships;
      if (!Array.isArray(v) || v.length === 0 || !v.every((s) => typeof s === 'string')) { bad('"ships" must be a list of ship ids.', `${p}.ships`); return null; }
      const unknown = v.find((s) => !Object.hasOwn(ships, s));
      if (unknown !== undefined) { bad(`There is no ship "${String(unknown).slice(0, 100)}" in this setup.`, `${p}.ships`); return null; }
      return [...new Set(v as string[])];
    };
    const fleetList = (key: string): string[] | null => {
      const v = r[key];
      if (!Array.isArray(v) || v.length === 0 || !v.every((f) => typeof f === 'string')) { bad(`"${key}" must be a list of fleet ids.`, `${p}.${key}`); return null; }
      const unknown = v.find((f) => !Object.hasOwn(fleets, f));
      if (unknown !== undefined) { bad(`There is no fleet "${String(unknown).slice(0, 100)}" in this setup.`, `${p}.${key}`); return null; }
      return [...new Set(v as string[])];
    };
    const until = (): number | null => {
      if (!turnOk(r.untilTurn)) { bad(`"untilTurn" must be the first turn the rule no longer applies, 1 to ${LAST_TURN}.`, `${p}.untilTurn`); return null; }
      return r.untilTurn;
    };
    switch (r.rule) {
      case 'hold-fire': case 'hold-course': {
        const s = shipList(); const u = until();
        if (s && u !== null) rules.push({ rule: r.rule, ships: s, untilTurn: u });
        return;
      }
      case 'max-speed': {
        const s = shipList();
        if (typeof r.speed !== 'number' || !Number.isFinite(r.speed) || r.speed < 0 || r.speed > 40) return bad('"speed" must be inches from 0 to 40.', `${p}.speed`);
        if (s) rules.push({ rule: 'max-speed', ships: s, speed: r.speed });
        return;
      }
      case 'turn-one-way': {
        const s = shipList();
        if (r.side !== 'port' && r.side !== 'starboard') return bad('"side" must be "port" or "starboard".', `${p}.side`);
        if (s) rules.push({ rule: 'turn-one-way', ships: s, side: r.side });
        return;
      }
      case 'gun-failure': {
        const s = shipList();
        if (s) rules.push({ rule: 'gun-failure', ships: s });
        return;
      }
      case 'electrical-failure': {
        const s = shipList();
        if (s) rules.push({ rule: 'electrical-failure', ships: s });
        return;
      }
      case 'no-aircraft': {
        const f = fleetList('fleets');
        if (f) rules.push({ rule: 'no-aircraft', fleets: f });
        return;
      }
      case 'arrives': {
        if (typeof r.ship !== 'string' || !Object.hasOwn(ships, r.ship)) return bad('"ship" must name a ship of this setup.', `${p}.ship`);
        if (!turnOk(r.turn) || r.turn < 2) return bad(`"turn" must be the turn the ship arrives, 2 to ${LAST_TURN}.`, `${p}.turn`);
        const ship = ships[r.ship];
        if (ship?.hidden) return bad(`${ship.name} is already deployed hidden; a reinforcement arrives on the table.`, `${p}.ship`);
        if (rules.some((o) => (o.rule === 'arrives' && o.ship === r.ship) || (o.rule === 'edge-entry' && o.ships.includes(r.ship as string)))) return bad(`${ship?.name ?? r.ship} already has an arrival turn.`, `${p}.ship`);
        rules.push({ rule: 'arrives', ship: r.ship, turn: r.turn });
        return;
      }
      case 'edge-entry': {
        const s = shipList();
        const edges = r.edges;
        if (!Array.isArray(edges) || edges.length === 0 || edges.length > 4 || !edges.every((e) => typeof e === 'string' && (TABLE_EDGES as readonly string[]).includes(e))) {
          return bad(`"edges" must be a list of the table edges the ships may come on from: ${TABLE_EDGES.join(', ')}.`, `${p}.edges`);
        }
        const twice = s?.find((id) => rules.some((o) => (o.rule === 'edge-entry' && o.ships.includes(id)) || (o.rule === 'arrives' && o.ship === id)) || ships[id]?.hidden);
        if (twice !== undefined) return bad(`${ships[twice]?.name ?? twice} already starts off the table.`, `${p}.ships`);
        if (s) rules.push({ rule: 'edge-entry', ships: s, edges: [...new Set(edges as TableEdge[])] });
        return;
      }
      case 'exit-ends-game': {
        if (typeof r.ship !== 'string' || !Object.hasOwn(ships, r.ship)) return bad('"ship" must name a ship of this setup.', `${p}.ship`);
        if (typeof r.edge !== 'string' || !(TABLE_EDGES as readonly string[]).includes(r.edge)) return bad(`"edge" must be one of ${TABLE_EDGES.join(', ')}.`, `${p}.edge`);
        rules.push({ rule: 'exit-ends-game', ship: r.ship, edge: r.edge as TableEdge });
        return;
      }
      case 'exit-decides': {
        const s = shipList();
        if (r.edge !== null && (typeof r.edge !== 'string' || !(TABLE_EDGES as readonly string[]).includes(r.edge))) return bad(`"edge" must be one of ${TABLE_EDGES.join(', ')}, or null for any edge.`, `${p}.edge`);
        if (r.count !== 'any' && r.count !== 'all') return bad('"count" must be "any" or "all".', `${p}.count`);
        if (typeof r.intact !== 'boolean') return bad('"intact" must be true (only ships that lost no Speed count) or false.', `${p}.intact`);
        if (!outcomeOk(r.outcome)) return bad('"outcome" must be "victory", "partial-victory" or "draw".', `${p}.outcome`);
        if (typeof r.ends !== 'boolean') return bad('"ends" must be true (the battle ends at once) or false (the verdict applies when the battle ends).', `${p}.ends`);
        if (s) rules.push({ rule: 'exit-decides', ships: s, edge: r.edge as TableEdge | null, count: r.count, intact: r.intact, outcome: r.outcome, ends: r.ends });
        return;
      }
      case 'survive-decides': {
        if (typeof r.fleet !== 'string' || !Object.hasOwn(fleets, r.fleet)) return bad('"fleet" must name a fleet of this setup.', `${p}.fleet`);
        if (typeof r.damagedCounts !== 'boolean') return bad('"damagedCounts" must be true (Crippled enemies count as sunk) or false.', `${p}.damagedCounts`);
        if (!outcomeOk(r.outcome) || r.outcome === 'draw') return bad('"outcome" must be "victory" or "partial-victory".', `${p}.outcome`);
        rules.push({ rule: 'survive-decides', fleet: r.fleet, damagedCounts: r.damagedCounts, outcome: r.outcome });
        return;
      }
      case 'crippled-decides': {
        const s = shipList();
        if (typeof r.fleet !== 'string' || !Object.hasOwn(fleets, r.fleet)) return bad('"fleet" must name a fleet of this setup.', `${p}.fleet`);
        if (!outcomeOk(r.outcome) || r.outcome === 'draw') return bad('"outcome" must be "victory" or "partial-victory".', `${p}.outcome`);
        if (s) rules.push({ rule: 'crippled-decides', ships: s, fleet: r.fleet, outcome: r.outcome });
        return;
      }
      default:
        return bad('Unknown scenario rule: "rule" must be one of hold-fire, hold-course, max-speed, turn-one-way, no-aircraft, arrives, exit-ends-game, exit-decides, survive-decides, crippled-decides, gun-failure, electrical-failure, edge-entry.', `${p}.rule`);
    }
  });
  const reserves: ScenarioRulesState['reserves'] = [];
  // VAS-SCN-CONVOY-ENTRY: ships entering from the edges wait off the table, unseen, until their fleet brings them on.
  for (const r of rules) if (r.rule === 'edge-entry') for (const id of r.ships) { const ship = ships[id]; if (ship) ship.hidden = true; }
  for (const r of rules) {
    if (r.rule !== 'arrives') continue;
    const ship = ships[r.ship];
    if (!ship) continue;
    ship.hidden = true;
    reserves.push({ ship: r.ship, turn: r.turn });
  }
  return { rules, reserves };
}
