/** Parse validation of `state.scenario` (VAS-ENGINE-SERIALIZE): one check per scenario rule kind. */
import type { ScenarioRulesState } from './types';
import { bool, fleetId, int, list, lit, nullable, num, obj, opt, shipId, tagged, type Check } from '../setup/state-shape';
import { MAX_FLEETS, MAX_SHIPS } from '../setup/create-game';
import { MAX_TURNS_LIMIT } from '../setup/options';
import { MAX_SCENARIO_RULES } from './setup';

const turn = int(1, MAX_TURNS_LIMIT);
const ships = list(shipId, MAX_SHIPS, true);
const fleets = list(fleetId, MAX_FLEETS, true);
const edge = lit('north', 'south', 'east', 'west');

const rule = tagged('rule', {
  'hold-fire': obj({ rule: lit('hold-fire'), ships, untilTurn: turn }),
  'hold-course': obj({ rule: lit('hold-course'), ships, untilTurn: turn }),
  'max-speed': obj({ rule: lit('max-speed'), ships, speed: num(0, 40) }),
  'turn-one-way': obj({ rule: lit('turn-one-way'), ships, side: lit('port', 'starboard') }),
  'gun-failure': obj({ rule: lit('gun-failure'), ships }),
  'electrical-failure': obj({ rule: lit('electrical-failure'), ships }),
  'no-aircraft': obj({ rule: lit('no-aircraft'), fleets }),
  arrives: obj({ rule: lit('arrives'), ship: shipId, turn }),
  'edge-entry': obj({ rule: lit('edge-entry'), ships, edges: list(edge, 4, true) }),
  'exit-ends-game': obj({ rule: lit('exit-ends-game'), ship: shipId, edge }),
  'exit-decides': obj({ rule: lit('exit-decides'), ships, edge: nullable(edge), count: lit('any', 'all'), intact: bool, outcome: lit('victory', 'partial-victory', 'draw'), ends: bool }),
  'crippled-decides': obj({ rule: lit('crippled-decides'), ships, fleet: fleetId, outcome: lit('victory', 'partial-victory') }),
  'survive-decides': obj({ rule: lit('survive-decides'), fleet: fleetId, damagedCounts: bool, outcome: lit('victory', 'partial-victory') }),
});

export const scenarioRulesFields: { readonly [K in keyof Required<ScenarioRulesState>]: Check } = {
  rules: list(rule, MAX_SCENARIO_RULES),
  reserves: list(obj({ ship: shipId, turn }), MAX_SHIPS),
  blackedOut: opt(list(shipId, MAX_SHIPS, true)),
  entryDecided: opt(list(obj({ fleet: fleetId, turn }), MAX_FLEETS)),
};
