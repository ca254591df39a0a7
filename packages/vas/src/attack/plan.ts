/**
 * VAS-ATTACK-NOMINATE: once targets are nominated, each nomination is measured. One out of arc or
 * out of range is spent for the turn (no pre-measuring); the rest become shots with their modifiers.
 * Shared by both paths; `events` null means logging off.
 */
import type { FireNomination, ShipState, VasEvent, VasState } from '../types';
import { currentAD } from '../damage/active';
import { ownWeapons } from '../turn/own-weapons';
import { effectiveTarget } from '../damage/effective';
import { hasArmouredDeck } from '../traits/ship-traits';
import { weaponProfile } from '../traits/weapon-traits';
import { arcsToTarget, rangeTo, showsBeam, targetShowsBeam } from './arcs';
import { weaponReach } from './reach';
import { FAST_TARGET_MOVE, beyond, plungingBonus, rangeModifier } from './stages';
import type { Shot } from './tasks';
import { mainGunBonus, onShipFired, shotBlock, visibilityModifier } from '../conditions';
import { observationBonus } from '../aircraft/observation';
import { electricalAttackPenalty } from '../scenario-rules/electrical-failure';
import { succeeded } from '../special-actions/succeeded';
import { plannedSpreadModifier } from '../torpedoes/modifier';


/**
 * Attack Dice modifier (VAS-ATTACK-RANGE-MOD, VAS-ATTACK-FAST-TARGET, VAS-ATTACK-BEAM, VAS-ATTACK-FLANK).
 */
export function attackModifier(attacker: ShipState, target: ShipState, range: number): number {
  return modifierOf(attacker, target, range, showsBeam(target, attacker.position));
}

function modifierOf(attacker: ShipState, target: ShipState, range: number, beam: boolean): number {
  let mod = rangeModifier(range);
  if (beyond(target.distanceMovedThisTurn, FAST_TARGET_MOVE)) mod -= 1;
  if (beam) mod += 1;
  if (succeeded(attacker, 'flank-speed')) mod -= 1;
  return mod;
}

/** What a shot needs to know about its target; computed once per target of an attack. */
interface TargetFacts {
  readonly target: ShipState;
  readonly range: number;
  /** Arcs of the attacker the target lies in, as bits (arcs.ts). */
  readonly arcs: number;
  readonly need: number;
  readonly mod: number;
  readonly plunging: number;
  readonly rerollHits: boolean;
  /** Why no weapon may fire at it (visibility), or null. */
  readonly blocked: { readonly rule: string; readonly why: string } | null;
  /** VAS-KM-RANGEFINDERS, VAS-AIR-OBSERVATION-SPOTTING: extra modifier of main turret guns. */
  readonly mainBonus: number;
  /** VAS-TORP-MODIFIERS: a torpedo's modifier, as its spread will roll it in the End Phase (the odds read it); null: the guns' (rules version 2). */
  readonly torpedoMod: number | null;
}

function targetFacts(state: VasState, attacker: ShipState, target: ShipState, attackerEvasive: boolean): TargetFacts {
  const range = rangeTo(attacker.position, target.position);
  const beam = targetShowsBeam(attacker, target);
  const o = state.options;
  // The visibility hooks are skipped outright in the common case (day, Good Weather, no radar rules).
  const limited = o.night || o.weather !== 'good' || o.radar;
  return {
    target,
    range,
    arcs: arcsToTarget(attacker, target),
    need: effectiveTarget(target),
    mod: limited ? modifierOf(attacker, target, range, beam) + visibilityModifier(state, attacker, target, range) : modifierOf(attacker, target, range, beam),
    blocked: limited ? shotBlock(state, attacker, target, range) : null,
    mainBonus: mainGunBonus(attacker, range) + observationBonus(state, attacker, target),
    torpedoMod: plannedSpreadModifier(state, beam, attacker),
    plunging: plungingBonus(range, hasArmouredDeck(target)),
    rerollHits: attackerEvasive || succeeded(target, 'evasive'),
  };
}

function missEvent(attacker: ShipState, n: FireNomination, facts: TargetFacts, outOfArc: boolean): VasEvent {
  const weapon = attacker.roster.weapons[n.weapon];
  const why = outOfArc ? 'is not in its fire arc' : `is out of range (${facts.range.toFixed(1)}" against ${weapon?.range ?? 0}")`;
  return {
    type: outOfArc ? 'weapon-out-of-arc' : 'weapon-out-of-range',
    rule: 'VAS-ATTACK-NOMINATE',
    ship: attacker.id,
    text: `${attacker.name}'s ${weapon?.name ?? 'weapon'} cannot fire: ${facts.target.name} ${why}. The weapon is spent this turn.`,
    data: { weapon: n.weapon, target: n.target, range: facts.range },
  };
}

function unseenEvent(attacker: ShipState, n: FireNomination, facts: TargetFacts, blocked: { readonly rule: string; readonly why: string }): VasEvent {
  const weapon = attacker.roster.weapons[n.weapon];
  return {
    type: 'weapon-not-visible', rule: blocked.rule, ship: attacker.id,
    text: `${attacker.name}'s ${weapon?.name ?? 'weapon'} cannot fire: ${facts.target.name} ${blocked.why}. The weapon is spent this turn.`,
    data: { weapon: n.weapon, target: n.target, range: facts.range },
  };
}

/** Measures every nomination; returns the shots that may be fired, in nomination order. */
export function planShots(state: VasState, attacker: ShipState, fire: readonly FireNomination[], events: VasEvent[] | null): Shot[] {
  const shots: Shot[] = [];
  const attackerEvasive = succeeded(attacker, 'evasive');
  let facts: TargetFacts | null = null;
  for (const n of fire) {
    const weapon = attacker.roster.weapons[n.weapon];
    if (facts === null || facts.target.id !== n.target) {
      const target = state.ships[n.target];
      if (!target) continue;
      facts = targetFacts(state, attacker, target, attackerEvasive);
    }
    if (!weapon) continue;
    const reach = weaponReach(attacker, weapon);
    const outOfArc = (facts.arcs & reach.mask) === 0;
    if (outOfArc || beyond(facts.range, reach.range)) {
      if (events) events.push(missEvent(attacker, n, facts, outOfArc));
      continue;
    }
    if (facts.blocked !== null) {
      if (events) events.push(unseenEvent(attacker, n, facts, facts.blocked));
      continue;
    }
    const profile = weaponProfile(weapon);
    shots.push({
      weapon: n.weapon,
      target: n.target,
      dice: n.dice ?? currentAD(attacker, n.weapon),
      need: facts.need,
      // VAS-DEPTH-CHARGE: depth charges' Attack Dice take no bonus or penalty.
      // VAS-SCN-ELECTRICAL-FAILURE: a blacked-out ship's main and secondary guns take -1.
      mod: weapon.kind === 'depth-charge' ? 0 : weapon.kind === 'torpedo' && facts.torpedoMod !== null ? facts.torpedoMod : (weapon.kind === 'main' ? facts.mod + facts.mainBonus : facts.mod) + electricalAttackPenalty(state, attacker.id, weapon.kind),
      rerollMisses: profile.twinLinked,
      rerollHits: facts.rerollHits,
      dd: weapon.dd ?? 0,
      ddMod: profile.ddMod + (weapon.kind === 'depth-charge' ? 0 : facts.plunging),
      canCrit: profile.canCrit,
      range: facts.range,
      hits: 0,
    });
  }
  return shots;
}

/** Distinct weapons among the shots, in order of first appearance (one Fire Control die each). */
export function shotWeapons(shots: readonly Shot[]): number[] {
  const out: number[] = [];
  for (const s of shots) if (!out.includes(s.weapon)) out.push(s.weapon);
  return out;
}

/** Records that these weapons fire this turn (VAS-ATTACK-ONCE, VAS-TRAIT-SLOW-LOADING, VAS-TRAIT-ONE-SHOT). */
export function markFired(state: VasState, attacker: ShipState, shots: readonly Shot[]): void {
  if (state.options.night || state.options.weather !== 'good') {
    let turret = false;
    let gun = false;
    for (const s of shots) {
      const kind = attacker.roster.weapons[s.weapon]?.kind;
      if (kind === 'main') turret = true;
      if (kind === 'main' || kind === 'secondary') gun = true;
    }
    if (gun) onShipFired(state, attacker, turret);
  }
  if (shots.length === 0) return;
  const weapons = ownWeapons(attacker);
  for (const s of shots) {
    const w = weapons[s.weapon];
    if (!w) continue;
    w.lastFiredTurn = state.turn;
    if (attacker.roster.weapons[s.weapon]?.traits.includes('One-Shot')) w.spent = true;
  }
}
