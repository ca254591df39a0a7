/**
 * The dice each attack task needs, as a ChanceRequest a person at the table understands.
 * null: the task needs no dice (it is then consumed with no values).
 */
import type { ChanceRequest } from '@salvo/kernel';
import type { CriticalLocation, VasState } from '../types';
import { crippleDiceCount, heldTraits, survivingTurrets } from '../damage/thresholds';
import { criticalRow, extraDiceCount } from '../damage/critical-table';
import { followUpSides } from '../damage/critical-apply';
import { rollNeeded } from './stages';
import type { AttackData, AttackTask } from './tasks';
import { shooterOf, type Shooter } from './source';

const req = (dice: number, sides: number, purpose: string, label: string, context?: Record<string, string | number>): ChanceRequest =>
  context ? { dice, sides, purpose, label, context } : { dice, sides, purpose, label };
const nd = (n: number, sides = 6): string => `${n}d${sides}`;
const weaponName = (ship: Shooter, i: number): string => ship.roster.weapons[i]?.name ?? `weapon ${i}`;
const TABLE_NAMES: Readonly<Record<CriticalLocation, string>> = { crew: 'Crew', engines: 'Engines', weapons: 'Weapons', vital: 'Vital Systems' };

function toHit(need: number, mod: number): string {
  const r = rollNeeded(need, mod);
  return r > 6 ? 'cannot hit' : `${r}+ to hit`;
}

function amountText(fixedLabel: string, dice: number): string {
  return dice > 0 ? `${nd(dice)} ${fixedLabel}` : '';
}

export function taskRequest(state: VasState, data: AttackData, task: AttackTask): ChanceRequest | null {
  const attacker = shooterOf(state, data.attacker);
  if (!attacker) return null;
  switch (task.t) {
    case 'fire-control': {
      const names = task.weapons.map((w) => weaponName(attacker, w)).join(', ');
      return req(task.weapons.length, 6, 'fire-control', `Roll ${nd(task.weapons.length)} for ${attacker.name}'s damaged Fire Control, one per weapon (${names}): each fires only on 4+`, { ship: attacker.id });
    }
    case 'attack':
    case 'reroll': {
      const s = data.shots[task.shot];
      const target = s && state.ships[s.target];
      if (!s || !target) return null;
      const n = task.t === 'attack' ? s.dice : task.count;
      const verb = task.t === 'attack' ? 'Roll' : 'Re-roll';
      return req(n, 6, task.t === 'attack' ? 'attack' : 'attack-reroll', `${verb} ${nd(n)} attack dice: ${attacker.name}'s ${weaponName(attacker, s.weapon)} at ${target.name}, ${toHit(s.need, s.mod)}`,
        { attacker: attacker.id, weapon: s.weapon, target: s.target, need: rollNeeded(s.need, s.mod) });
    }
    case 'gun-failure': {
      const s = data.shots[task.shot];
      if (!s) return null;
      return req(task.count, 6, 'gun-failure', `Roll ${nd(task.count)} for ${attacker.name}'s ${weaponName(attacker, s.weapon)}, one per Attack Die that showed 1: each 1 is a gun failed for the rest of the battle`, { ship: attacker.id });
    }
    case 'electrical-failure':
      return req(task.count, 6, 'electrical-failure', `Roll ${nd(task.count)} for ${attacker.name}'s power, one per main-gun Attack Die that showed 1: a 1 is a massive electrical failure (radar lost, main and secondary guns -1 Attack Dice for the battle)`, { ship: attacker.id });
    case 'damage': {
      const s = data.shots[task.shot];
      const target = s && state.ships[s.target];
      if (!s || !target || target.destroyed || s.hits === 0 || s.dd === 0) return null;
      const need = Math.min(6, Math.max(2, target.roster.armour - s.ddMod));
      const n = s.hits * s.dd;
      return req(n, 6, 'damage', `Roll ${nd(n)} damage dice: ${s.hits} hit${s.hits > 1 ? 's' : ''} from ${attacker.name}'s ${weaponName(attacker, s.weapon)} on ${target.name}, ${need}+ to damage (a 6 always does)`,
        { attacker: attacker.id, weapon: s.weapon, target: s.target, need });
    }
    case 'confirm': {
      const target = state.ships[task.target];
      if (!target || target.destroyed) return null;
      return req(task.count, 6, 'critical-confirm', `Roll ${nd(task.count)} for possible critical hits on ${target.name}: 4+ is a critical hit`, { target: task.target });
    }
    case 'crit-location': {
      const target = state.ships[task.target];
      if (!target || target.destroyed) return null;
      return req(2, 6, 'critical-location', `Roll 2d6 for where the critical hit on ${target.name} lands (2 or 12 Vital Systems, 3-5 Crew, 6-8 Engines, 9-11 Weapons)`, { target: task.target });
    }
    case 'crit-effect': {
      const target = state.ships[task.target];
      if (!target || target.destroyed) return null;
      const extra = task.location === 'vital' ? ' (a 6 is rolled again)' : '';
      return req(1, 6, 'critical-effect', `Roll 1d6 on the ${TABLE_NAMES[task.location]} critical table for ${target.name}${extra}`, { target: task.target });
    }
    case 'crit-extra': {
      const target = state.ships[task.target];
      const row = criticalRow(task.location, task.effectDie);
      if (!target || target.destroyed || !row || extraDiceCount(row) === 0) return null;
      const parts = [amountText('extra Damage', row.damage.dice), amountText('extra Crew lost', row.crew.dice), amountText('fires', row.fires.dice)].filter((p) => p !== '');
      return req(extraDiceCount(row), 6, 'critical-extra', `Roll ${nd(extraDiceCount(row))} for ${row.area} on ${target.name}: ${parts.join(', then ')}`, { target: task.target });
    }
    case 'crit-follow': {
      const target = state.ships[task.target];
      const row = criticalRow(task.location, task.effectDie);
      if (!target || target.destroyed || !row) return null;
      const sides = followUpSides(row, target);
      if (sides === 0) return null;
      if (row.effect === 'magazine-explosion') {
        return req(1, 3, 'magazine-turns', `Roll 1d3 for the turns ${target.name}'s weapons stay silent after the magazine explosion`, { target: task.target });
      }
      const faces = survivingTurrets(target).map((w, i) => `${i + 1} = ${weaponName(target, w)}`).join(', ');
      return req(1, sides, 'turret-destroyed', `Roll 1d${sides} for which of ${target.name}'s turrets is destroyed (${faces})`, { target: task.target });
    }
    case 'cripple': {
      const ship = state.ships[task.ship];
      if (!ship || ship.destroyed) return null;
      const n = crippleDiceCount(ship);
      if (n === 0) return null;
      const names = [...survivingTurrets(ship).map((w) => weaponName(ship, w)), ...heldTraits(ship)].join(', ');
      return req(n, 6, 'cripple', `Roll ${nd(n)} for ${ship.name}'s crippling damage, one each for ${names} in that order: each is lost on 4+`, { target: task.ship });
    }
  }
}
