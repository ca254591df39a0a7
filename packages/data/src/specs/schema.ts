/**
 * Historical specifications of the fleet-list ship classes, aircraft types and civilian ship types.
 * These are the input of the ship-statistics model (docs/ship-model.md); they are real-world
 * figures with sources, never game statistics. Types are inferred from the zod schemas so that
 * the files and the code cannot drift apart.
 *
 * Units: knots, inches (gun and torpedo calibres), millimetres (armour, AA calibres), long tons
 * (standard displacement), km/h and kg (aircraft).
 */
import { z } from 'zod';
import { MOUNT_LABEL } from './mounts';

export const SPEC_NATIONS = [
  'Royal Navy', 'Kriegsmarine', 'US Navy', 'Imperial Japanese Navy', 'Italian Navy', 'French Navy',
] as const;
export const SPEC_SHIP_TYPES = [
  'battleship', 'battlecruiser', 'aircraft carrier', 'heavy cruiser', 'cruiser', 'light cruiser',
  'destroyer', 'escort', 'torpedo boat', 'submersible',
] as const;
export const SPEC_PRIORITIES = ['Patrol', 'Skirmish', 'Raid', 'Battle', 'War'] as const;
export const AIRCRAFT_ROLES = [
  'fighter', 'dive bomber', 'torpedo bomber', 'level bomber', 'observation', 'fighter-bomber', 'patrol',
] as const;
export const RADAR_KINDS = ['surface', 'air', 'fire-control'] as const;

const year = z.number().int().min(1900).max(1950);
const positive = z.number().positive();
const nonNegative = z.number().min(0);
const count = z.number().int().positive();
const sources = z.array(z.string().min(1)).min(1, 'at least one source is required');

export const mainGunSchema = z.object({
  /** See mounts.ts: A/B forward, Q amidships, X/Y aft, P/S wing, `deck`; an optional digit (B2, X1). */
  mount: z.string().regex(MOUNT_LABEL, 'a mount is A, B, Q, X, Y, P or S with an optional digit, or "deck"'),
  guns: count,
  calibreInches: positive,
}).strict();

/**
 * Where a torpedo launcher sits, which decides the tubes that bear (docs/ship-model.md, Torpedoes):
 * `centreline` trains to either beam; `port` / `starboard` a side mount (fixed or trainable) that bears on
 * its own beam only; `bow` / `stern` fixed tubes firing ahead or astern (submersibles).
 */
export const TORPEDO_POSITIONS = ['centreline', 'port', 'starboard', 'bow', 'stern'] as const;
export const torpedoLauncherSchema = z.object({ position: z.enum(TORPEDO_POSITIONS), tubes: count }).strict();

export const torpedoTubesSchema = z.object({
  count,
  calibreInches: positive.optional(),
  launchers: z.array(torpedoLauncherSchema).min(1),
}).strict().refine((t) => t.launchers.reduce((n, l) => n + l.tubes, 0) === t.count, {
  message: 'the launchers must hold exactly `count` tubes', path: ['launchers'],
});

export const radarSchema = z.object({ year, kind: z.enum(RADAR_KINDS), name: z.string().optional() }).strict();

export const shipSpecSchema = z.object({
  class: z.string().min(1),
  nation: z.enum(SPEC_NATIONS),
  type: z.enum(SPEC_SHIP_TYPES),
  priority: z.enum(SPEC_PRIORITIES),
  /** Carriers: flights as the fleet list gives them (the list gives none, so this is designed; see notes). */
  flights: count.optional(),
  namedShips: z.array(z.string().min(1)).min(1),
  yearInService: year,
  displacementTons: positive,
  speedKnots: positive,
  submergedSpeedKnots: positive.optional(),
  complement: count,
  beltArmourMm: nonNegative,
  deckArmourMm: nonNegative,
  /** Carriers: armour of the flight deck (0 = unarmoured or wooden), the deck over the hangar that bombs meet first. */
  flightDeckArmourMm: nonNegative.optional(),
  mainGuns: z.array(mainGunSchema),
  secondaryGuns: z.array(z.object({ count, calibreInches: positive }).strict()),
  aaGuns: z.array(z.object({ count, calibreMm: positive }).strict()),
  torpedoTubes: torpedoTubesSchema.nullable(),
  depthCharges: z.boolean(),
  /** Catapult (observation) aircraft. */
  aircraft: z.number().int().min(0),
  /** Carriers: aircraft operated. */
  airGroup: count.optional(),
  radar: z.array(radarSchema),
  /** Fields whose figure is an estimate rather than a sourced figure. */
  estimated: z.array(z.string()).optional(),
  notes: z.string().optional(),
  sources,
}).strict().superRefine((s, ctx) => {
  if (s.type === 'submersible' && s.submergedSpeedKnots === undefined) {
    ctx.addIssue({ code: 'custom', path: ['submergedSpeedKnots'], message: 'a submersible needs a submerged speed' });
  }
  if (s.type === 'aircraft carrier' && s.airGroup === undefined) {
    ctx.addIssue({ code: 'custom', path: ['airGroup'], message: 'an aircraft carrier needs an air group' });
  }
  if ((s.type === 'aircraft carrier') !== (s.flightDeckArmourMm !== undefined)) {
    ctx.addIssue({ code: 'custom', path: ['flightDeckArmourMm'], message: 'an aircraft carrier, and only a carrier, gives its flight deck armour' });
  }
  if (s.type !== 'submersible' && s.type !== 'aircraft carrier' && s.mainGuns.length === 0) {
    ctx.addIssue({ code: 'custom', path: ['mainGuns'], message: 'a surface warship needs at least one main gun mount' });
  }
});

export const aircraftSpecSchema = z.object({
  name: z.string().min(1),
  nation: z.enum(SPEC_NATIONS),
  role: z.enum(AIRCRAFT_ROLES),
  priority: z.enum(SPEC_PRIORITIES),
  /** Flights per squadron, as the fleet list gives them. */
  flights: count,
  yearInService: year,
  maxSpeedKmh: positive,
  guns: z.array(z.object({ count, calibreMm: positive }).strict()),
  bombKg: nonNegative,
  torpedo: z.boolean(),
  carrierCapable: z.boolean(),
  estimated: z.array(z.string()).optional(),
  notes: z.string().optional(),
  sources,
}).strict();

export const civilianSpecSchema = z.object({
  type: z.string().min(1),
  /** Either standard displacement or gross register tonnage (merchant ships are measured in GRT). */
  displacementTons: positive.optional(),
  grt: positive.optional(),
  speedKnots: positive,
  complement: count,
  /** Cost in civilian ship points (Convoy Duty, Supply Ships). */
  costPoints: count,
  /** True: the cost is this project's design, not a printed figure. */
  designed: z.boolean(),
  yearInService: year,
  exampleShips: z.array(z.string()).min(1),
  estimated: z.array(z.string()).optional(),
  notes: z.string().min(1),
  sources,
}).strict().refine((c) => c.displacementTons !== undefined || c.grt !== undefined, {
  message: 'a civilian ship needs displacementTons or grt', path: ['grt'],
});

export type ShipSpec = z.infer<typeof shipSpecSchema>;
export type TorpedoLauncher = z.infer<typeof torpedoLauncherSchema>;
export type AircraftSpec = z.infer<typeof aircraftSpecSchema>;
export type CivilianSpec = z.infer<typeof civilianSpecSchema>;
export type SpecNation = (typeof SPEC_NATIONS)[number];
