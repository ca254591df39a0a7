/**
 * The scenario file format, version 1 (docs/scenarios.md, "Format"). A scenario is plain JSON checked by
 * this zod schema (shape) and then by parse.ts (geometry: zones on the table, ships in their zones and
 * apart; rule ids the engine implements). Units: inches; x right, y up the table; headings in compass
 * degrees (0 = up the table, towards the north edge y = height). Edges: north (y = height), south (y = 0),
 * west (x = 0), east (x = width).
 *
 * A scenario has two or more sides. Each side's fleet is either fixed (named ships by class, placed or
 * to be placed in a zone) or bought with Fleet Allocation Points at the battle's Priority Level under
 * restrictions. The engine gets a `VasSetup` from `scenarioToSetup` (to-setup.ts): conditions rolled,
 * attacker chosen or rolled, every ship placed, and `setup.scenario` carrying victory and scenario rules.
 *
 * Stable for other modules: `Scenario`, `ScenarioSide`, `ScenarioSchema` and the names exported here.
 */
import { z } from 'zod';
import { ShipRuleSchema } from './ship-rules';

export const EDGES = ['north', 'south', 'east', 'west'] as const;
export const LEVELS = ['Patrol', 'Skirmish', 'Raid', 'Battle', 'War'] as const;

const Edge = z.enum(EDGES);
const Level = z.enum(LEVELS);
const Inches = z.number().finite().min(0).max(480);
/**
 * A compass heading as the engine and the terminal's deployment prompt take it: 0 (towards the north edge) up
 * to, but not including, 360. Anything else is refused, never turned into another heading (the engine reduces a
 * heading modulo 360, so 400 would silently have become 40).
 */
export const HEADING_RANGE_TEXT = 'a heading from 0 to 359 degrees, clockwise from north (90 = east, 180 = south, 270 = west)';
const Heading = z.number().refine((h) => h >= 0 && h < 360, { error: (iss) => `must be ${HEADING_RANGE_TEXT}, not ${String(iss.input)}` });
const Id = z.string().regex(/^[a-z0-9][a-z0-9-]{0,60}$/, 'an id is lower-case letters, digits and dashes, e.g. "convoy-duty"');
const Text = z.string().min(1).max(2000);
const Name = z.string().min(1).max(100);

/** A rectangle of the table, in inches from the south-west corner. */
export const ZoneSchema = z.strictObject({
  id: Id,
  name: Name.optional(),
  x: Inches, y: Inches, width: z.number().positive().max(480), height: z.number().positive().max(480),
  /** The heading ships placed here face unless given their own. */
  heading: Heading.optional(),
});

/** A die roll of 1d6 that switches a condition on at `atLeast` or more. */
const Rolled = z.strictObject({ roll: z.strictObject({ atLeast: z.number().int().min(1).max(7) }) });

export const ConditionsSchema = z.strictObject({
  weather: z.union([z.enum(['good', 'bad']), Rolled]).default('good'),
  night: z.union([z.boolean(), Rolled]).default(false),
  /** The Advanced Rules' Radar; default: at night or in Bad Weather (the engine's default). */
  radar: z.boolean().optional(),
  /** Engine variant hooks switched on (e.g. "night-fighting"). */
  variants: z.array(z.string().max(100)).max(16).optional(),
  year: z.number().int().min(1900).max(1950).optional(),
});

/** A named ship of a fixed fleet. */
export const FixedShipSchema = z.strictObject({
  id: Id.optional(),
  name: Name,
  class: Name,
  command: z.union([z.number().int().min(2).max(6), z.enum(['elite', 'veteran', 'military-grade', 'conscript', 'green'])]).optional(),
  /** Exact starting position; absent: placed in `zone` (or the side's first zone) at deployment. */
  position: z.strictObject({ x: Inches, y: Inches }).optional(),
  heading: Heading.optional(),
  zone: Id.optional(),
  radar: z.boolean().optional(),
  civilian: z.boolean().optional(),
  submerged: z.boolean().optional(),
  /** Carrier flights, by aircraft, and how many start in the air. */
  flights: z.array(z.strictObject({ aircraft: Name, count: z.number().int().min(1).max(20), airborne: z.number().int().min(0).max(20).optional() })).max(10).optional(),
  comment: z.string().optional(),
});

/** Land-based aircraft: allowed, forbidden, on a 1d6 roll of `atLeast`, or limited to some Fleet Allocation Points. */
const LandAircraft = z.union([z.enum(['allowed', 'forbidden']), Rolled, z.strictObject({ maxPoints: z.number().int().min(0).max(99) })]);

export const AllocationSchema = z.strictObject({
  kind: z.literal('allocation'),
  /** Fleet Allocation Points (default 5). */
  points: z.number().int().min(0).max(99).default(5),
  /**
   * The players agree the battle's points value (At All Costs: "Players are free to decide on a points value";
   * `BattleInput.points`); `points` is the value when they give none. Absent: `points` is fixed.
   */
  pointsAgreed: z.boolean().optional(),
  /** Civilian ship points: `perLevel` for each Priority Level from Patrol up (Patrol = 1 step). */
  civilianPoints: z.strictObject({ perLevel: z.number().int().min(0).max(99) }).optional(),
  landAircraft: LandAircraft.default('allowed'),
  /** At least one aircraft carrier (Carrier Clash). */
  carrierRequired: z.boolean().default(false),
  /** Ships other than carriers at most this many levels above the scenario's (Carrier Clash: 0). */
  maxLevelAbove: z.number().int().min(0).max(2).optional(),
});

export const FixedFleetSchema = z.strictObject({
  kind: z.literal('fixed'),
  nation: Name,
  ships: z.array(FixedShipSchema).min(1).max(60),
  /** Land-based flights in the air at the start. */
  landFlights: z.array(z.strictObject({ aircraft: Name, position: z.strictObject({ x: Inches, y: Inches }).optional(), heading: Heading.optional() })).max(30).optional(),
});

/** How a side's ships come onto the table. */
export const DeploymentSchema = z.strictObject({
  /**
   * zone: anywhere in its zones (a person places, a bot places its own); fixed: at the positions given;
   * blockade-roll: VAS-SCN-BLOCKADE-DEPLOY; long-edge-entry: VAS-SCN-CONVOY-ENTRY (at either long edge).
   */
  kind: z.enum(['zone', 'fixed', 'blockade-roll', 'long-edge-entry']).default('zone'),
  zones: z.array(ZoneSchema).max(8).default([]),
});

/** Carrier flights allowed in the air at the start: all, half (rounded down), or a number per carrier. */
const Aloft = z.union([z.enum(['all', 'half', 'none']), z.strictObject({ perCarrier: z.number().int().min(0).max(20) })]);

export const SideScoringSchema = z.strictObject({
  scoresDamage: z.boolean().default(true),
  exitEdges: z.array(Edge).max(4).default([]),
  civilianDestroyedBonus: z.number().int().min(0).max(99).default(0),
  civilianExitBonus: z.number().int().min(0).max(99).default(0),
  civilianExitEdges: z.array(Edge).max(4).default([]),
  civilianSurvivalBonus: z.number().int().min(0).max(99).default(0),
  civilianWithdrawalDestroyed: z.boolean().default(false),
});

export const SideSchema = z.strictObject({
  id: Id,
  name: Name,
  /** Attacker and defender are settled by choice or a die roll each (VAS-SCN-ATTACKER-ROLL); 'none' for neither. */
  role: z.enum(['attacker', 'defender', 'none']).default('none'),
  fleet: z.discriminatedUnion('kind', [AllocationSchema, FixedFleetSchema]),
  deployment: DeploymentSchema.default({ kind: 'zone', zones: [] }),
  /** Table edges this side may withdraw by; leaving by any other counts as destroyed (VAS-WITHDRAW-FORBIDDEN). */
  withdrawalEdges: z.array(Edge).max(4).default(['north', 'south', 'east', 'west']),
  aircraftAloft: Aloft.default('half'),
  /** At most this many Aircraft counters in the air at the start (Convoy Duty: 4). */
  maxCountersAloft: z.number().int().min(0).max(60).optional(),
  scoring: SideScoringSchema.default({ scoresDamage: true, exitEdges: [], civilianDestroyedBonus: 0, civilianExitBonus: 0, civilianExitEdges: [], civilianSurvivalBonus: 0, civilianWithdrawalDestroyed: false }),
});

export const LengthSchema = z.union([
  z.strictObject({ turns: z.number().int().min(1).max(30) }),
  /** Until the victory conditions are met; `maxTurns` bounds it (the engine's limit is 30). */
  z.strictObject({ until: Text, maxTurns: z.number().int().min(1).max(30).default(30) }),
]);

export const VictorySchema = z.strictObject({
  /** points: Victory Points decide (VAS-VP-RESULT); last-side: the last side with ships wins; special: rule ids below decide. */
  kind: z.enum(['points', 'last-side', 'special']),
  /** What a player reads at the start. */
  text: Text,
  /**
   * The scenario's own end instead of "one side left" (a side left alone plays on): no civilian ship left on
   * the table (VAS-SCN-END-CIVILIANS), or the sides in `endSides` have no ship left on it (VAS-SCN-END-FLEETS).
   */
  end: z.enum(['civilians-gone', 'sides-gone']).optional(),
  endSides: z.array(Id).max(8).optional(),
});

export const ScenarioSchema = z.strictObject({
  format: z.literal('salvo-scenario'),
  version: z.literal(1),
  id: Id,
  name: Name,
  kind: z.enum(['generic', 'historical']),
  summary: Text,
  /** Where the text comes from (book and section) and what Salvo designed. */
  source: Text,
  description: Text.optional(),
  table: z.strictObject({ width: z.number().min(6).max(480), height: z.number().min(6).max(480) }).default({ width: 72, height: 48 }),
  /** The scenario's Priority Level; absent: chosen by the players (generic scenarios, `--level`). */
  level: Level.optional(),
  sides: z.array(SideSchema).min(2).max(8),
  /** Who sets up first: the listed order, or the initiative loser first (VAS-SCN-DEPLOY-ORDER). */
  deployOrder: z.enum(['listed', 'initiative-loser-first', 'defender-first', 'attacker-first']).default('listed'),
  conditions: ConditionsSchema.default({ weather: 'good', night: false }),
  /** Initiative overrides: turn 1's order fixed (VAS-SCN-FIRST-INITIATIVE), or one side alone in turn 1 (VAS-SCN-FREE-TURN). */
  initiative: z.strictObject({
    firstTurnOrder: z.array(Id).max(8).optional(),
    freeTurn: z.array(Id).max(8).optional(),
  }).optional(),
  /** Scenario rule ids the battle needs; loading fails unless the engine implements each (VAS-SCN-RULES). */
  rules: z.array(z.string().max(100)).max(32).default([]),
  /** Parameters of scenario rules by rule id (each id must be in `rules`), e.g. { "VAS-SCN-X": { "ships": ["pola"] } }. */
  ruleParams: z.record(z.string().max(100), z.record(z.string().max(100), z.union([z.string().max(100), z.number().finite(), z.boolean(), z.array(z.string().max(100)).max(60)]))).default({}),
  length: LengthSchema,
  victory: VictorySchema,
  /** Scenario rules on named ships and sides (ship-rules.ts; VAS-SCN-CAUGHT-UNAWARES and the rest). */
  shipRules: z.array(ShipRuleSchema).max(64).optional(),
  /** Fleets to play with when none are given (`salvo play --scenario <id>`): fleet files by side id, at `level`. */
  example: z.strictObject({ level: Level, fleets: z.record(z.string(), z.unknown()) }).optional(),
  comment: z.string().optional(),
});

export type Scenario = z.output<typeof ScenarioSchema>;
export type ScenarioInput = z.input<typeof ScenarioSchema>;
export type ScenarioSide = Scenario['sides'][number];
export type ScenarioZone = z.output<typeof ZoneSchema>;
export type FixedShip = z.output<typeof FixedShipSchema>;
export type AllocationFleet = z.output<typeof AllocationSchema>;
export type FixedFleet = z.output<typeof FixedFleetSchema>;
export type Edge = (typeof EDGES)[number];
export type Level = (typeof LEVELS)[number];
