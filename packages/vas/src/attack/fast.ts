/**
 * The fast attack path for simulation: the same stage functions and damage code as the chance-step
 * path, dice drawn straight from `rng` (mutated), no events, no labels, no per-die allocation.
 *
 * Precondition: `validateNominations` accepts `fire` (bots draw from `candidateAttacks`).
 * Determinism contract: dice are drawn in exactly the order the chance-step path requests them
 * (consume.ts), so the same dice give the same final state on both paths.
 */
import type { RngState } from '@salvo/kernel';
import { rollD6, rollDie } from '@salvo/kernel';
import type { FireNomination, ShipId, ShipState, VasState } from '../types';
import { hasActiveCritical } from '../damage/active';
import { applyCritical, followUpSides } from '../damage/critical-apply';
import { criticalLocation, criticalRow, extraDiceCount } from '../damage/critical-table';
import type { CriticalRow } from '../damage/critical-table';
import { loseDamage, rollCripple } from '../damage/thresholds';
import { placeSpreads } from '../torpedoes/place';
import { markFired, planShots, shotWeapons } from './plan';
import { callsCritical, confirmsCritical, fireControlFires, isDamage, isHit, rerolled } from './stages';
import type { Shot } from './tasks';
import { applyGunFailures, gunFailureDice } from '../scenario-rules/gun-failure';
import { applyElectricalFailure, attackElectricalDice } from '../scenario-rules/electrical-failure';

const NO_DICE: readonly number[] = [];

function rollMany(rng: RngState, n: number, sides: number): readonly number[] {
  if (n === 0) return NO_DICE;
  const out = new Array<number>(n);
  for (let i = 0; i < n; i++) out[i] = sides === 6 ? rollD6(rng) : rollDie(rng, sides);
  return out;
}

function cripple(ship: ShipState, rng: RngState): void {
  rollCripple(ship, () => rollD6(rng), null);
}

function critical(state: VasState, target: ShipState, rng: RngState): void {
  const location = criticalLocation(rollD6(rng) + rollD6(rng));
  let row: CriticalRow | null = null;
  let effectDie = 0;
  while (row === null) {
    effectDie = rollD6(rng);
    row = criticalRow(location, effectDie);
  }
  const extras = rollMany(rng, extraDiceCount(row), 6);
  const sides = followUpSides(row, target);
  const followUp = sides > 0 ? rollDie(rng, sides) : 0;
  if (applyCritical(state, target, row, extras, followUp, null)) cripple(target, rng);
}

function fireControl(attacker: ShipState, shots: Shot[], rng: RngState): Shot[] {
  if (shots.length === 0 || !hasActiveCritical(attacker, 'fire-control')) return shots;
  const failed: number[] = [];
  for (const w of shotWeapons(shots)) if (!fireControlFires(rollD6(rng))) failed.push(w);
  return failed.length === 0 ? shots : shots.filter((s) => !failed.includes(s.weapon));
}

function roll(state: VasState, attacker: ShipState, shot: Shot, rng: RngState): void {
  let hits = 0;
  let again = 0;
  const rolls: number[] = [];
  for (let i = 0; i < shot.dice; i++) {
    const v = rollD6(rng);
    rolls.push(v);
    const hit = isHit(v, shot.need, shot.mod);
    if (rerolled(hit, shot.rerollMisses, shot.rerollHits)) again++;
    else if (hit) hits++;
  }
  // VAS-SCN-GUN-FAILURE: the failure dice come before the re-rolls, as on the chance-step path.
  const ones = gunFailureDice(state, attacker, shot.weapon, rolls);
  if (ones > 0) applyGunFailures(attacker, shot.weapon, rollMany(rng, ones, 6), null);
  // VAS-SCN-ELECTRICAL-FAILURE: then the electrical failure dice, as on the chance-step path.
  const sparks = attackElectricalDice(state, attacker, shot.weapon, rolls);
  if (sparks > 0) applyElectricalFailure(state, attacker, rollMany(rng, sparks, 6), null);
  for (let i = 0; i < again; i++) if (isHit(rollD6(rng), shot.need, shot.mod)) hits++;
  shot.hits = hits;
}

function damage(state: VasState, shot: Shot, target: ShipState, rng: RngState): void {
  const n = shot.hits * shot.dd;
  const armour = target.roster.armour;
  let points = 0;
  let sixes = 0;
  for (let i = 0; i < n; i++) {
    const v = rollD6(rng);
    if (isDamage(v, armour, shot.ddMod)) points++;
    if (callsCritical(v, shot.canCrit)) sixes++;
  }
  if (loseDamage(target, points, null)) cripple(target, rng);
  if (sixes === 0 || target.destroyed) return;
  let crits = 0;
  for (let i = 0; i < sixes; i++) if (confirmsCritical(rollD6(rng))) crits++;
  for (let i = 0; i < crits && !target.destroyed; i++) critical(state, target, rng);
}

/** Resolves a whole attack in place (marks `attackedThisTurn`, weapons fired, all damage). */
export function resolveAttackFast(draft: VasState, ship: ShipId, fire: readonly FireNomination[], rng: RngState): void {
  const attacker = draft.ships[ship];
  if (!attacker) return;
  attacker.attackedThisTurn = true;
  if (fire.length === 0) return;
  const fired = fireControl(attacker, planShots(draft, attacker, fire, null), rng);
  markFired(draft, attacker, fired);
  const shots = placeSpreads(draft, attacker, fired, null);
  for (const s of shots) roll(draft, attacker, s, rng);
  for (const s of shots) {
    const target = draft.ships[s.target];
    if (target && !target.destroyed && s.hits > 0 && s.dd > 0) damage(draft, s, target, rng);
  }
  draft.resolution = null;
}
