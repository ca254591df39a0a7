/**
 * The roster schema: what a roster file (generated or a user's) may hold. Impossible values are
 * refused here (negative Speed, a threshold at or above its total, a die number off the die), so the
 * engines can trust every roster they are given.
 */
import { z } from 'zod';
import {
  AIRCRAFT_TYPES, MOUNTS, NATIONS, PRIORITY_LEVELS, SHIP_TYPES, WEAPON_KINDS, WEAPON_TRAITS,
} from '../roster-types';

const dieNumber = z.number().int().min(2, 'must be a die number from 2 to 6').max(6, 'must be a die number from 2 to 6');
const nonNegativeInt = z.number().int('must be a whole number').min(0, 'cannot be negative');
const year = z.number().int().min(1890).max(1960);

/** [total, threshold]: the threshold is what remains when the ship is Crippled / on a Skeleton Crew. */
const pair = (what: string) => z.tuple([z.number().int().min(1, `the ${what} total must be at least 1`), nonNegativeInt])
  .superRefine(([total, limit], ctx) => {
    if (limit >= total) {
      ctx.addIssue({ code: 'custom', path: [1], message: `the ${what} threshold (${limit}) must be below the total (${total})` });
    }
  });

export const weaponRosterSchema = z.object({
  name: z.string().min(1),
  kind: z.enum(WEAPON_KINDS),
  mount: z.enum(MOUNTS).optional(),
  range: nonNegativeInt,
  ad: z.number().int().min(1, 'a weapon needs at least 1 Attack Die'),
  dd: z.number().int().min(1).nullable(),
  traits: z.array(z.enum(WEAPON_TRAITS)),
}).strict().superRefine((w, ctx) => {
  if (w.kind === 'main' && w.mount === undefined) ctx.addIssue({ code: 'custom', path: ['mount'], message: 'a main gun needs its mount (A, B, Q, X or Y)' });
  if (w.kind !== 'aa' && w.dd === null) ctx.addIssue({ code: 'custom', path: ['dd'], message: 'only AA weapons may have no Damage Dice' });
});

export const shipRosterSchema = z.object({
  class: z.string().min(1),
  nation: z.enum(NATIONS),
  type: z.enum(SHIP_TYPES),
  priority: z.enum(PRIORITY_LEVELS),
  speed: nonNegativeInt,
  submergedSpeed: nonNegativeInt.optional(),
  turning: nonNegativeInt,
  target: dieNumber,
  armour: dieNumber,
  damage: pair('Damage'),
  crew: pair('Crew'),
  traits: z.array(z.string().min(1)),
  weapons: z.array(weaponRosterSchema),
  inService: year,
  origin: z.string().optional(),
  civilianCost: z.number().int().min(1).optional(),
}).strict();

export const aircraftRosterSchema = z.object({
  name: z.string().min(1),
  nation: z.enum(NATIONS),
  type: z.enum(AIRCRAFT_TYPES),
  priority: z.enum(PRIORITY_LEVELS),
  flights: z.number().int().min(1),
  speed: nonNegativeInt,
  target: dieNumber,
  dodge: dieNumber,
  dogfight: nonNegativeInt.nullable(),
  damage: z.number().int().min(1),
  weapons: z.array(weaponRosterSchema),
  inService: year,
  carrierCapable: z.boolean(),
  origin: z.string().optional(),
}).strict();
