/**
 * `shipRules` of a scenario file: the engine's scenario rules on named ships and sides (the historical
 * scenarios' caught unawares, jammed rudder, stopped engines, reinforcements, exits and verdicts), passed
 * to the setup as `scenarioRules` (packages/vas/src/scenario-rules/). Ships are named by their `id` in a
 * fixed fleet, sides by their `id` (a side's fleet id in the battle). Each kind needs its rule id in the
 * scenario's `rules`, so a file that uses one the engine lacks is refused, never played without it.
 */
import { z } from 'zod';
import type { Scenario } from './schema';
import type { ScenarioProblem } from './parse';

const Edge = z.enum(['north', 'south', 'east', 'west']);
const ShipIds = z.array(z.string().max(100)).min(1).max(60);
const Turn = z.number().int().min(1).max(30);
const Outcome = z.enum(['victory', 'partial-victory', 'draw']);

export const ShipRuleSchema = z.discriminatedUnion('rule', [
  z.strictObject({ rule: z.literal('hold-fire'), ships: ShipIds, untilTurn: Turn }),
  z.strictObject({ rule: z.literal('hold-course'), ships: ShipIds, untilTurn: Turn }),
  z.strictObject({ rule: z.literal('max-speed'), ships: ShipIds, speed: z.number().finite().min(0).max(40) }),
  z.strictObject({ rule: z.literal('turn-one-way'), ships: ShipIds, side: z.enum(['port', 'starboard']) }),
  z.strictObject({ rule: z.literal('gun-failure'), ships: ShipIds }),
  z.strictObject({ rule: z.literal('electrical-failure'), ships: ShipIds }),
  z.strictObject({ rule: z.literal('no-aircraft'), fleets: z.array(z.string().max(100)).min(1).max(8) }),
  z.strictObject({ rule: z.literal('arrives'), ship: z.string().max(100), turn: z.number().int().min(2).max(30) }),
  z.strictObject({ rule: z.literal('exit-ends-game'), ship: z.string().max(100), edge: Edge }),
  z.strictObject({ rule: z.literal('exit-decides'), ships: ShipIds, edge: Edge.nullable(), count: z.enum(['any', 'all']), intact: z.boolean(), outcome: Outcome, ends: z.boolean() }),
  z.strictObject({ rule: z.literal('crippled-decides'), ships: ShipIds, fleet: z.string().max(100), outcome: z.enum(['victory', 'partial-victory']) }),
  z.strictObject({ rule: z.literal('survive-decides'), fleet: z.string().max(100), damagedCounts: z.boolean(), outcome: z.enum(['victory', 'partial-victory']) }),
]);

export type ShipRule = z.output<typeof ShipRuleSchema>;

/** The rule id each kind is implemented under (packages/vas/src/rules.ts). */
export const SHIP_RULE_IDS: Readonly<Record<ShipRule['rule'], string>> = {
  'hold-fire': 'VAS-SCN-CAUGHT-UNAWARES',
  'hold-course': 'VAS-SCN-HOLD-COURSE',
  'max-speed': 'VAS-SCN-MAX-SPEED',
  'turn-one-way': 'VAS-SCN-TURN-ONE-WAY',
  'gun-failure': 'VAS-SCN-GUN-FAILURE',
  'electrical-failure': 'VAS-SCN-ELECTRICAL-FAILURE',
  'no-aircraft': 'VAS-SCN-NO-AIRCRAFT',
  arrives: 'VAS-SCN-REINFORCEMENT',
  'exit-ends-game': 'VAS-SCN-EXIT-ENDS',
  'exit-decides': 'VAS-SCN-EXIT-DECIDES',
  'survive-decides': 'VAS-SCN-SURVIVE-DECIDES',
  'crippled-decides': 'VAS-SCN-CRIPPLED-DECIDES',
};

/** Ships and sides named by the rules exist, and each kind's rule id is listed in `rules`. */
export function checkShipRules(s: Scenario, out: ScenarioProblem[]): void {
  const rules = s.shipRules ?? [];
  const sides = s.sides.map((x) => x.id);
  const ships = new Set(s.sides.flatMap((x) => (x.fleet.kind === 'fixed' ? x.fleet.ships.flatMap((sh) => sh.id ?? []) : [])));
  rules.forEach((r, i) => {
    const p = `shipRules[${i}]`;
    const named = 'ships' in r ? r.ships : 'ship' in r ? [r.ship] : [];
    for (const id of named) if (!ships.has(id)) out.push({ path: p, message: `No ship of a fixed fleet has the id "${id}".` });
    const fleets = 'fleets' in r ? r.fleets : 'fleet' in r ? [r.fleet] : [];
    for (const id of fleets) if (!sides.includes(id)) out.push({ path: p, message: `No side is called "${id}" (sides: ${sides.join(', ')}).` });
    const id = SHIP_RULE_IDS[r.rule];
    if (!s.rules.includes(id)) out.push({ path: `${p}.rule`, message: `The "${r.rule}" rule needs the scenario rule "${id}" in "rules".` });
  });
}
