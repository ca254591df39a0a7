/**
 * A fleet's aircraft attacks on ships, once nominated (VAS-AIR-BOMB, VAS-AIR-BOMB-MODIFIERS,
 * VAS-AIR-ARMOURED-DECK, VAS-AIR-ONE-SHOT, VAS-AIR-TORPEDO).
 * Bombs: the attack module's shot (its dice, damage, criticals and crippling), with none of the usual
 * Attack Dice modifiers: a bomber's -1 (every type named a bomber but the Dive Bomber), Bad Weather's
 * and Night's -1 (conditions/), Evasive! on the target re-rolls hits; an Armoured Deck takes 1 from the
 * Damage Dice. Torpedoes: a Torpedo Spread from the flight, on the beam when the flight is on the
 * target's beam, resolved in the End Phase by torpedoes/. A payload used is spent for the game (One-Shot).
 * A flight shot down or in a dogfight this turn (won or not: all aircraft attacks are at the same time) drops nothing.
 */
import type { FlightState, ShipState, TorpedoSpread, VasEvent, VasState } from '../types';
import type { AttackData, Shot } from '../attack/tasks';
import { targetShowsBeam } from '../attack/arcs';
import { effectiveTarget } from '../damage/effective';
import { hasArmouredDeck } from '../traits/ship-traits';
import { weaponProfile } from '../traits/weapon-traits';
import { visibilityHitModifier } from '../conditions/rules';
import { inAir } from './contact';
import { dogfightLastsTheTurn, dogfoughtThisTurn } from './dogfight';
import { succeeded } from '../special-actions/succeeded';


/** VAS-AIR-BOMB-MODIFIERS: "if an aircraft is noted as being a bomber" (any *Bomber type but Dive Bomber). */
export const bomberPenalty = (f: FlightState): number =>
  f.profile.type.endsWith('Bomber') && f.profile.type !== 'Dive Bomber' ? -1 : 0;

function dropProblem(state: VasState, f: FlightState | undefined, target: ShipState | undefined): string | null {
  if (!f || !inAir(f)) return 'was shot down';
  if (dogfoughtThisTurn(state, f)) return dogfightLastsTheTurn(state) ? 'is dogfighting this turn' : 'is locked in a dogfight';
  if (!target || target.destroyed || target.withdrawn || target.submerged) return 'has lost its target';
  return null;
}

const lapse = (f: FlightState | undefined, id: string, what: string, why: string): VasEvent => ({
  type: 'air-attack-lapsed', rule: what === 'bombs' ? 'VAS-AIR-BOMB' : 'VAS-AIR-TORPEDO',
  text: `Flight ${id}${f ? ` (${f.profile.name})` : ''} ${why}: it drops no ${what}.`, data: { flight: id },
});

/** Starts a flight's bomb run: the attack data whose tasks roll it, or null (with an event) when it cannot. */
export function startBomb(draft: VasState, flight: string, targetId: string, weapon: number, events: VasEvent[]): AttackData | null {
  const f = draft.air.flights.find((x) => x.id === flight);
  const target = draft.ships[targetId];
  const w = f?.profile.weapons[weapon];
  const why = dropProblem(draft, f, target);
  if (why || !f || !target || !w) {
    events.push(lapse(f, flight, 'bombs', why ?? 'has no bombs'));
    return null;
  }
  f.spent.push(weapon);
  const profile = weaponProfile(w);
  const shot: Shot = {
    weapon, target: target.id, dice: w.ad, need: effectiveTarget(target),
    mod: bomberPenalty(f) + visibilityHitModifier(draft.options),
    rerollMisses: profile.twinLinked, rerollHits: succeeded(target, 'evasive'),
    dd: w.dd ?? 0, ddMod: profile.ddMod - (hasArmouredDeck(target) ? 1 : 0), canCrit: profile.canCrit, range: 0, hits: 0,
  };
  events.push({
    type: 'bombs-dropped', rule: 'VAS-AIR-BOMB', ship: target.id,
    text: `Flight ${f.id} (${f.profile.name}) drops its ${w.name} on ${target.name}.`,
    data: { flight: f.id, weapon, target: target.id, mod: shot.mod, ddMod: shot.ddMod },
  });
  return { attacker: f.id, shots: [shot], tasks: [{ t: 'attack', shot: 0 }, { t: 'damage', shot: 0 }] };
}

/** Drops a declared air-launched torpedo: its spread goes on the target for the End Phase. */
export function dropTorpedo(draft: VasState, flight: string, targetId: string, weapon: number, events: VasEvent[]): void {
  const f = draft.air.flights.find((x) => x.id === flight);
  const target = draft.ships[targetId];
  const w = f?.profile.weapons[weapon];
  const declared = draft.air.attacks.find((a) => a.flight === flight && a.kind === 'torpedo' && !a.done);
  if (declared) declared.done = true;
  const why = dropProblem(draft, f, target);
  if (why || !f || !target || !w || f.position === null) {
    events.push(lapse(f, flight, 'torpedo', why ?? 'has no torpedo'));
    return;
  }
  f.spent.push(weapon);
  const spread: TorpedoSpread = {
    id: draft.naval.nextSpreadId, attacker: f.id, fleet: f.fleet, weapon, target: target.id, dice: w.ad,
    beam: targetShowsBeam({ position: f.position, heading: f.heading }, target), longLance: false,
    placedTurn: draft.turn, dueTurn: draft.turn, attackerEvasive: false, air: true,
  };
  draft.naval.nextSpreadId += 1;
  draft.naval.torpedoes.push(spread);
  events.push({
    type: 'torpedo-spread', rule: 'VAS-AIR-TORPEDO', ship: target.id,
    text: `Flight ${f.id} (${f.profile.name}) drops its ${w.name} at ${target.name}: a Torpedo Spread of ${spread.dice} ${spread.dice === 1 ? 'die' : 'dice'} ${spread.beam ? 'on her beam' : 'off her bow or stern'}; it strikes in the End Phase.`,
    data: { spread: spread.id, flight: f.id, target: target.id, weapon, dice: spread.dice, beam: spread.beam },
  });
}
