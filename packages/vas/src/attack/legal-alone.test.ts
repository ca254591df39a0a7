import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { FireNomination, ShipState, VasState } from '../types';
import { legalAlone, validateNominations } from './validate';
import { firePower, type FirePower } from './odds-power';
import { damageDie, dieHitChance } from './odds-parts';
import { planShots } from './plan';
import { CRUISER, WARSPITE, makeShip, makeState } from './test-support';

/** True one time in four: most ships and weapons are fit to fire, so the weapon-level checks are reached. */
const rarely = fc.constantFrom(false, false, false, true);

/** Four ships in two fleets, placed and flagged at random: the states the two checks are compared on. */
const ship = (id: string, fleet: string, roster = CRUISER) => fc.record({
  x: fc.double({ min: -16, max: 16, noNaN: true }), y: fc.double({ min: -16, max: 16, noNaN: true }),
  heading: fc.integer({ min: 0, max: 359 }),
  attacked: rarely, skeleton: rarely, abandoned: rarely, destroyed: rarely,
  weapons: fc.array(fc.constantFrom('ok', 'ok', 'ok', 'destroyed', 'fired', 'no-dice'), { minLength: roster.weapons.length, maxLength: roster.weapons.length }),
}).map((r): ShipState => {
  const s = makeShip(id, fleet, roster, { x: r.x, y: r.y }, r.heading);
  s.attackedThisTurn = r.attacked; s.skeleton = r.skeleton; s.abandoned = r.abandoned; s.destroyed = r.destroyed;
  s.weapons.forEach((w, i) => {
    const how = r.weapons[i];
    if (how === 'destroyed') w.destroyed = true;
    if (how === 'fired') w.lastFiredTurn = 1;
    if (how === 'no-dice') w.adLost = roster.weapons[i]?.ad ?? 0;
  });
  return s;
});
const states = fc.tuple(ship('warspite', 'a', WARSPITE), ship('friend', 'a'), ship('c1', 'b'), ship('c2', 'b'), fc.boolean())
  .map(([w, f, c1, c2, bad]): VasState => {
    const s = makeState([w, f, c1, c2]);
    return bad ? { ...s, options: { ...s.options, weather: 'bad' } } : s;
  });
const nomination = fc.record({
  weapon: fc.integer({ min: -1, max: 8 }),
  target: fc.constantFrom('friend', 'c1', 'c2', 'nobody', 'warspite'),
  dice: fc.option(fc.integer({ min: -1, max: 6 }), { nil: undefined }),
}).map((n): FireNomination => (n.dice === undefined ? { weapon: n.weapon, target: n.target } : n));

/** firePower as first written: each weapon validated and planned on its own. */
function firePowerAlone(state: VasState, ship: ShipState, target: ShipState): FirePower {
  const none: FirePower = { fire: [], hits: 0, damage: 0, criticals: 0 };
  const fresh = ship.attackedThisTurn ? { ...ship, attackedThisTurn: false } : ship;
  const parts = fresh.roster.weapons.map((_, weapon): FirePower => {
    const n = { weapon, target: target.id };
    if (validateNominations(state, fresh, [n]) !== null) return none;
    const shot = planShots(state, fresh, [n], null)[0];
    if (!shot) return none;
    const hits = shot.dice * dieHitChance(shot);
    const die = damageDie(target.roster.armour, shot.ddMod, shot.canCrit);
    return { fire: [n], hits, damage: hits * shot.dd * (die.dmg + die.dmgCrit), criticals: hits * shot.dd * (die.dmgCrit + die.crit) };
  }).filter((p) => p.fire.length > 0);
  if (fresh.skeleton) return parts.reduce((best, p) => (p.damage > best.damage ? p : best), none);
  return parts.reduce((a, p) => ({ fire: [...a.fire, ...p.fire], hits: a.hits + p.hits, damage: a.damage + p.damage, criticals: a.criticals + p.criticals }), none);
}

describe('each weapon judged alone, for odds and bots', () => {
  it('VAS-ATTACK-NOMINATE: legalAlone keeps exactly the nominations validateNominations accepts one at a time, in order', () => {
    fc.assert(fc.property(states, fc.array(nomination, { maxLength: 8 }), (state, fire) => {
      const ship = state.ships.warspite!;
      expect(legalAlone(state, ship, fire)).toEqual(fire.filter((n) => validateNominations(state, ship, [n]) === null));
    }), { numRuns: 400 });
  });

  it('VAS-ATTACK-NOMINATE: firePower equals each weapon validated and planned alone, summed (a Skeleton Crew: the best one)', () => {
    fc.assert(fc.property(states, (state) => {
      for (const shooter of Object.values(state.ships)) {
        for (const target of Object.values(state.ships)) {
          if (target.destroyed) continue;
          expect(firePower(state, shooter.id, target.id)).toEqual(firePowerAlone(state, shooter, target));
        }
      }
    }), { numRuns: 300 });
  });
});
