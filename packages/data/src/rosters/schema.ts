/**
 * The roster schema: what a roster file (generated or a user's) may hold. Impossible values are
 * refused here (negative Speed, a threshold at or above its total, a die number off the die), so the
 * engines can trust every roster they are given.
 */
import { z } from 'zod';
import {
  AIRCRAFT_TYPES, MOUNTS, NATIONS, PRIORITY_LEVELS, SHIP_TYPES, WEAPON_KINDS, WEAPON_TRAITS,
} from '../roster-types';

/**
 * A whole number from `min` to `max`, each failure one plain sentence. The upper bounds are far above any
 * printed or generated figure (Yamato: Damage 48, range 40) and only refuse values no table can hold.
 */
const whole = (min: number, max: number, tooSmall = `must be at least ${min}`, tooBig = `must be at most ${max}`) =>
  z.number().superRefine((v, ctx) => {
    if (!Number.isInteger(v)) ctx.addIssue({ code: 'custom', message: `must be a whole number (${v} given)` });
    else if (v < min) ctx.addIssue({ code: 'custom', message: `${tooSmall} (${v} given)` });
    else if (v > max) ctx.addIssue({ code: 'custom', message: `${tooBig} (${v} given)` });
  });
const dieNumber = whole(2, 6, 'must be a die number from 2 to 6', 'must be a die number from 2 to 6');
const speed = whole(0, 40, 'cannot be negative');
const small = whole(0, 12, 'cannot be negative');
const year = whole(1890, 1960, 'must be a year from 1890 to 1960');

/**
 * Size bounds of every roster, far above anything printed or generated (at most 11 weapons, 4 traits,
 * 16-letter class names): they cap the work and the text a hostile roster can cost (issue 7).
 */
export const ROSTER_LIMITS = { name: 100, origin: 1000, weapons: 64, traits: 32 } as const;
const name = (message: string) => z.string().min(1, message).max(ROSTER_LIMITS.name, `must be at most ${ROSTER_LIMITS.name} characters`);

/** [total, threshold]: the threshold is what remains when the ship is Crippled / on a Skeleton Crew. */
const pair = (what: string) => z.tuple([whole(1, 999, `the ${what} total must be at least 1`), whole(0, 998, 'cannot be negative')])
  .superRefine(([total, limit], ctx) => {
    if (Number.isInteger(total) && Number.isInteger(limit) && limit >= total) {
      ctx.addIssue({ code: 'custom', path: [1], message: `the ${what} threshold (${limit}) must be below the total (${total})` });
    }
  });

/** Ship traits the rules define (Special Traits chapter; Torpedo Belt from the printed Warspite roster). */
export const SHIP_TRAITS = ['Agile', 'Armoured Deck', 'Radar', 'Silent', 'Sub-Hunter', 'Submersible', 'Torpedo Belt'] as const;
/** Traits printed with a number: "Aircraft 2" (observation aircraft), "Carrier 9" (flights carried). */
export const COUNTED_SHIP_TRAITS = ['Aircraft', 'Carrier'] as const;

/** Why a printed ship trait is not one Salvo can play, or undefined when it is. */
export function shipTraitProblem(trait: string): string | undefined {
  if ((SHIP_TRAITS as readonly string[]).includes(trait)) return undefined;
  const counted = COUNTED_SHIP_TRAITS.find((c) => trait === c || trait.startsWith(`${c} `));
  if (counted) {
    const n = trait.slice(counted.length).trim();
    return /^[1-9][0-9]?$/.test(n) ? undefined : `"${trait}" needs a number from 1 to 99, e.g. "${counted} 2"`;
  }
  const known = [...SHIP_TRAITS, ...COUNTED_SHIP_TRAITS.map((c) => `${c} N`)];
  const folded = trait.trim().toLowerCase();
  const sameButCase = known.find((k) => k.toLowerCase() === folded);
  return `"${trait}" is not a ship trait${sameButCase ? ` (write "${sameButCase}")` : ''}; the traits are ${known.join(', ')}`;
}

const shipTrait = z.string().superRefine((t, ctx) => {
  if (t.length > ROSTER_LIMITS.name) {
    ctx.addIssue({ code: 'custom', message: `must be at most ${ROSTER_LIMITS.name} characters` });
    return;
  }
  const problem = shipTraitProblem(t);
  if (problem !== undefined) ctx.addIssue({ code: 'custom', message: problem });
});

export const weaponRosterSchema = z.object({
  name: name('needs a weapon name'),
  kind: z.enum(WEAPON_KINDS),
  mount: z.enum(MOUNTS).optional(),
  range: whole(0, 99, 'cannot be negative'),
  ad: whole(1, 99, 'a weapon needs at least 1 Attack Die'),
  dd: whole(1, 20, 'must be at least 1 (AA weapons write null)').nullable(),
  traits: z.array(z.enum(WEAPON_TRAITS)).max(ROSTER_LIMITS.traits),
}).strict().superRefine((w, ctx) => {
  if (w.kind === 'main' && w.mount === undefined) ctx.addIssue({ code: 'custom', path: ['mount'], message: 'a main gun needs its mount (A, B, Q, X or Y)' });
  if (w.kind !== 'aa' && w.dd === null) ctx.addIssue({ code: 'custom', path: ['dd'], message: 'only AA weapons may have no Damage Dice' });
});

export const shipRosterSchema = z.object({
  class: name('needs a class name'),
  nation: z.enum(NATIONS),
  type: z.enum(SHIP_TYPES),
  priority: z.enum(PRIORITY_LEVELS),
  speed,
  submergedSpeed: speed.optional(),
  turning: small,
  target: dieNumber,
  armour: dieNumber,
  damage: pair('Damage'),
  crew: pair('Crew'),
  traits: z.array(shipTrait).max(ROSTER_LIMITS.traits),
  weapons: z.array(weaponRosterSchema).max(ROSTER_LIMITS.weapons),
  inService: year,
  origin: z.string().max(ROSTER_LIMITS.origin).optional(),
  civilianCost: whole(1, 99).optional(),
}).strict();

export const aircraftRosterSchema = z.object({
  name: name('needs an aircraft name'),
  nation: z.enum(NATIONS),
  type: z.enum(AIRCRAFT_TYPES),
  priority: z.enum(PRIORITY_LEVELS),
  flights: whole(1, 99),
  speed: whole(0, 99, 'cannot be negative'),
  target: dieNumber,
  dodge: dieNumber,
  dogfight: small.nullable(),
  damage: whole(1, 99),
  weapons: z.array(weaponRosterSchema).max(ROSTER_LIMITS.weapons),
  inService: year,
  carrierCapable: z.boolean(),
  origin: z.string().max(ROSTER_LIMITS.origin).optional(),
}).strict();
