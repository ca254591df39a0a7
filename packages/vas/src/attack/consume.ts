/**
 * Consumes the dice of the task at the head of an attack's queue (chance-step path). Follow-up
 * tasks go to the FRONT of the queue, so everything a roll causes is resolved before the next
 * weapon's dice; the fast path (fast.ts) rolls in exactly this order.
 */
import type { ShipState, VasEvent, VasState } from '../types';
import { applyCritical } from '../damage/critical-apply';
import { criticalLocation, criticalRow } from '../damage/critical-table';
import { applyCrippleRolls, loseDamage } from '../damage/thresholds';
import { placeSpreads } from '../torpedoes/place';
import { markFired } from './plan';
import { shipOf, shooterOf, type Shooter } from './source';
import { callsCritical, confirmsCritical, fireControlFires, isDamage, isHit, rerolled } from './stages';
import type { AttackData, AttackTask } from './tasks';
import { applyGunFailures, gunFailureDice } from '../scenario-rules/gun-failure';
import { applyElectricalFailure, attackElectricalDice } from '../scenario-rules/electrical-failure';

const at = (values: readonly number[], i: number): number => values[i] ?? 0;
const weaponName = (ship: Shooter, i: number): string => ship.roster.weapons[i]?.name ?? `weapon ${i}`;

/**
 * Queues each shot's attack dice, then each shot's damage dice (VAS-ATTACK-SEQUENCE). Torpedoes
 * roll nothing now: their spreads are placed for the End Phase (torpedoes/place.ts).
 */
export function queueFiring(state: VasState, attacker: ShipState, data: AttackData, events: VasEvent[] | null = null): void {
  markFired(state, attacker, data.shots);
  data.shots = placeSpreads(state, attacker, data.shots, events);
  for (let i = 0; i < data.shots.length; i++) data.tasks.push({ t: 'attack', shot: i });
  for (let i = 0; i < data.shots.length; i++) data.tasks.push({ t: 'damage', shot: i });
}

/**
 * `fixed`: indices of `values` already re-rolled by Tactical Judgement (VAS-TACTICAL-JUDGEMENT): such a die
 * stands as rolled, Twin-Linked and Evasive! do not re-roll it again (Introduction, Re-Rolls: only once).
 */
export function consumeTask(state: VasState, data: AttackData, task: AttackTask, values: readonly number[], events: VasEvent[], fixed: readonly number[] = []): void {
  const attacker = shooterOf(state, data.attacker);
  if (!attacker) return;
  switch (task.t) {
    case 'fire-control': {
      const ship = state.ships[data.attacker];
      if (!ship) return;
      const failed = task.weapons.filter((_, i) => !fireControlFires(at(values, i)));
      for (const w of failed) {
        events.push({ type: 'fire-control-failed', rule: 'VAS-CRIT-FIRE-CONTROL', ship: ship.id, text: `${attacker.name}'s ${weaponName(attacker, w)} cannot fire: its Fire Control is down.`, data: { weapon: w } });
      }
      data.shots = data.shots.filter((s) => !failed.includes(s.weapon));
      queueFiring(state, ship, data, events);
      return;
    }
    case 'attack': {
      const s = data.shots[task.shot];
      if (!s) return;
      let hits = 0;
      let again = 0;
      for (let i = 0; i < values.length; i++) {
        const hit = isHit(at(values, i), s.need, s.mod);
        if (rerolled(hit, s.rerollMisses, s.rerollHits) && (fixed.length === 0 || !fixed.includes(i))) again++;
        else if (hit) hits++;
      }
      s.hits = hits;
      const target = state.ships[s.target];
      events.push({
        type: 'attack-roll', rule: 'VAS-ATTACK-HIT', ...shipOf(state, attacker.id),
        text: `${attacker.name}'s ${weaponName(attacker, s.weapon)} fires at ${target?.name ?? s.target}: ${values.join(', ')}: ${hits} hit${hits === 1 ? '' : 's'}${again ? `, ${again} to re-roll` : ''}.`,
        data: { weapon: s.weapon, target: s.target, rolls: [...values], hits, rerolls: again },
      });
      if (again > 0) data.tasks.unshift({ t: 'reroll', shot: task.shot, count: again });
      const gunShip = state.ships[attacker.id];
      // Queued in front: the gun-failure dice, then these, then the re-rolls (fast.ts rolls in this order).
      const sparks = gunShip ? attackElectricalDice(state, gunShip, s.weapon, values) : 0;
      if (sparks > 0) data.tasks.unshift({ t: 'electrical-failure', shot: task.shot, count: sparks });
      const ones = gunShip ? gunFailureDice(state, gunShip, s.weapon, values) : 0;
      if (ones > 0) data.tasks.unshift({ t: 'gun-failure', shot: task.shot, count: ones });
      return;
    }
    case 'gun-failure': {
      const s = data.shots[task.shot];
      const gunShip = state.ships[attacker.id];
      if (s && gunShip) applyGunFailures(gunShip, s.weapon, values, events);
      return;
    }
    case 'electrical-failure': {
      const gunShip = state.ships[attacker.id];
      if (gunShip) applyElectricalFailure(state, gunShip, values, events);
      return;
    }
    case 'reroll': {
      const s = data.shots[task.shot];
      if (!s) return;
      let hits = 0;
      for (const v of values) if (isHit(v, s.need, s.mod)) hits++;
      s.hits += hits;
      events.push({ type: 'attack-reroll', rule: 'VAS-REROLL-ONCE', ...shipOf(state, attacker.id), text: `Re-rolled: ${values.join(', ')}: ${hits} more hit${hits === 1 ? '' : 's'} (${s.hits} in all).`, data: { weapon: s.weapon, rolls: [...values], hits } });
      return;
    }
    case 'damage': {
      const s = data.shots[task.shot];
      const target = s && state.ships[s.target];
      if (!s || !target || target.destroyed || s.hits === 0) return; // no hits: no damage step, no event
      if (values.length === 0) {
        const hits = `${s.hits} hit${s.hits === 1 ? '' : 's'}`;
        events.push({ type: 'no-damage-dice', rule: 'VAS-DAMAGE-DICE', ship: target.id, text: `${hits} on ${target.name} from ${attacker.name}'s ${weaponName(attacker, s.weapon)}, which has no Damage Dice: no damage.`, data: { weapon: s.weapon, hits: s.hits } });
        return;
      }
      let damage = 0;
      let sixes = 0;
      for (const v of values) {
        if (isDamage(v, target.roster.armour, s.ddMod)) damage++;
        if (callsCritical(v, s.canCrit)) sixes++;
      }
      events.push({ type: 'damage-roll', rule: 'VAS-DAMAGE-DICE', ship: target.id, text: `Damage dice on ${target.name}: ${values.join(', ')}: ${damage} damage.`, data: { weapon: s.weapon, rolls: [...values], damage, sixes } });
      const crippled = loseDamage(target, damage, events);
      if (sixes > 0) data.tasks.unshift({ t: 'confirm', target: target.id, count: sixes });
      if (crippled) data.tasks.unshift({ t: 'cripple', ship: target.id });
      return;
    }
    case 'confirm': {
      let crits = 0;
      for (const v of values) if (confirmsCritical(v)) crits++;
      for (let i = 0; i < crits; i++) data.tasks.unshift({ t: 'crit-location', target: task.target });
      return;
    }
    case 'crit-location': {
      if (values.length < 2) return;
      data.tasks.unshift({ t: 'crit-effect', target: task.target, location: criticalLocation(at(values, 0) + at(values, 1)) });
      return;
    }
    case 'crit-effect': {
      if (values.length < 1) return;
      const row = criticalRow(task.location, at(values, 0));
      if (row) data.tasks.unshift({ t: 'crit-extra', target: task.target, location: task.location, effectDie: at(values, 0) });
      else {
        events.push({ type: 'critical-reroll', rule: 'VAS-CRIT-VITAL', ship: task.target, text: 'A 6 on the Vital Systems table is rolled again.' });
        data.tasks.unshift(task);
      }
      return;
    }
    case 'crit-extra': {
      const target = state.ships[task.target];
      if (!target || target.destroyed) return;
      data.tasks.unshift({ t: 'crit-follow', target: task.target, location: task.location, effectDie: task.effectDie, extras: [...values] });
      return;
    }
    case 'crit-follow': {
      const target = state.ships[task.target];
      const row = criticalRow(task.location, task.effectDie);
      if (!target || target.destroyed || !row) return;
      if (applyCritical(state, target, row, task.extras, at(values, 0), events)) data.tasks.unshift({ t: 'cripple', ship: target.id });
      return;
    }
    case 'cripple': {
      const ship = state.ships[task.ship];
      if (ship && !ship.destroyed) applyCrippleRolls(ship, values, events);
      return;
    }
  }
}
