/**
 * Which weapons `salvo odds` asks about. Named weapons (`--weapons A,B`) must all bear; without
 * `--weapons` (or with `all`) every main gun and secondary battery that can attack the target from
 * this position is taken, `main` the main guns only, and each one that cannot reach or bear is left
 * out with the reason, so one short-ranged battery does not sink the whole question.
 */
import type { ShipRoster, WeaponRoster } from '@salvo/data';
import { arcsTo } from '@salvo/kernel';
import { attackOdds, weaponArcs, type FireNomination, type ShipId, type VasState } from '@salvo/vas';

/** A weapon the default choice left out, and why (a sentence). */
export interface LeftOut { readonly weapon: string; readonly why: string }

/** `all`: every main gun and secondary battery that can attack; `main`: the main guns; or the weapons named. */
export type WeaponChoice = 'all' | 'main' | readonly string[];

/** The choice of a `--weapons` list: nothing or `all`, `main`, or weapon words; a sentence when `all`/`main` are mixed with names. */
export function weaponChoice(words: readonly string[]): WeaponChoice | { readonly problem: string } {
  const lower = words.map((w) => w.trim().toLowerCase());
  if (lower.length === 0 || (lower.length === 1 && lower[0] === 'all')) return 'all';
  if (lower.length === 1 && lower[0] === 'main') return 'main';
  if (lower.some((w) => w === 'all' || w === 'main')) return { problem: '--weapons takes "main" or "all" alone, or a list of weapons (A,B,Secondary), not both.' };
  return words;
}

/** Roster indices of the weapons `all` or `main` stands for: guns with Damage Dice (no AA, torpedoes, depth charges). */
export function candidateWeapons(roster: ShipRoster, choice: 'all' | 'main'): number[] {
  return roster.weapons.flatMap((w, i) => (w.dd !== null && (w.kind === 'main' || (choice === 'all' && w.kind === 'secondary')) ? [i] : []));
}

/** What `all` or `main` stands for, in words ("main guns or secondaries"). */
export const choiceWords = (choice: 'all' | 'main'): string => (choice === 'main' ? 'main guns' : 'main guns or secondaries');

const inches = (d: number): string => `${Number.isInteger(d) ? d : Number(d.toFixed(1))}"`;

/** Why `weapon` of a ship whose roster range is short of `distance` cannot reach. */
export const outOfRange = (w: WeaponRoster, distance: number): string => `its range is ${inches(w.range)}, the target is ${inches(distance)} away.`;

/**
 * Why `ship`'s weapon cannot attack `target` in this state (a sentence), or null when it can:
 * the engine's refusal, or out of range, or out of its fire arc, measured as the engine does.
 */
export function whyNot(state: VasState, ship: ShipId, target: ShipId, weapon: number): string | null {
  const r = attackOdds(state, ship, [{ weapon, target }]);
  if (!r.ok) return r.error.message;
  if ((r.value[0]?.shots ?? 0) > 0) return null;
  const me = state.ships[ship];
  const it = state.ships[target];
  const w = me?.roster.weapons[weapon];
  if (!me || !it || !w) return 'it cannot fire at the target from this position.';
  const distance = Math.hypot(it.position.x - me.position.x, it.position.y - me.position.y);
  if (w.kind !== 'torpedo' && distance > w.range + 1e-9) return outOfRange(w, distance);
  const arcs = arcsTo(me.position, me.heading, it.position);
  const covers = weaponArcs(w, me.roster.type === 'submersible');
  if (w.kind !== 'torpedo' && !arcs.some((a) => covers.includes(a))) return `${it.name} is in its ${arcs.join('/')} arc, outside its fire arc (${covers.join(', ')}).`;
  return `it cannot fire at ${it.name} from this position (out of arc or range, or unseen).`;
}

/** The nominations of `candidates` that can attack, and the others left out with the reason. */
export function pickWeapons(state: VasState, ship: ShipId, target: ShipId, candidates: readonly number[]): { fire: FireNomination[]; leftOut: LeftOut[] } {
  const fire: FireNomination[] = [];
  const leftOut: LeftOut[] = [];
  const roster = state.ships[ship]?.roster;
  for (const weapon of candidates) {
    const why = whyNot(state, ship, target, weapon);
    if (why === null) fire.push({ weapon, target });
    else leftOut.push({ weapon: roster?.weapons[weapon]?.name ?? `weapon ${weapon}`, why });
  }
  return { fire, leftOut };
}

const and = (xs: readonly string[]): string => (xs.length < 2 ? xs.join('') : `${xs.slice(0, -1).join(', ')} and ${xs[xs.length - 1] ?? ''}`);

/** The sentence when no weapon of the choice can attack: the weapons grouped by the reason they are left out. */
export function noneCanAttack(attacker: string, target: string, choice: 'all' | 'main', leftOut: readonly LeftOut[]): string {
  if (leftOut.length === 0) return `${attacker} has no ${choiceWords(choice)} to attack ${target} with.`;
  const byWhy = new Map<string, string[]>();
  for (const l of leftOut) byWhy.set(l.why.replace(/\.$/, ''), [...(byWhy.get(l.why.replace(/\.$/, '')) ?? []), l.weapon]);
  return `None of ${attacker}'s ${choiceWords(choice)} can attack ${target} from this position (${[...byWhy].map(([why, ws]) => `${and(ws)}: ${why}`).join('; ')}).`;
}
