/**
 * Torpedo Spreads in the End Phase (VAS-TORP-END, VAS-TORP-MODIFIERS, VAS-TORP-CRITICAL,
 * VAS-TRAIT-TORPEDO-BELT). Spreads due this turn are resolved one at a time, in the order they were
 * placed, before Damage Control. Attack Dice take none of the Attack Phase modifiers: +1 on the beam,
 * and the penalties defined elsewhere (Bad Weather, Night, the launcher's Flank Speed!: modifier.ts).
 * Evasive! still makes hits be re-rolled (its text names torpedoes). Damage is as normal (the
 * weapon's own traits, no plunging bonus).
 */
import type { ChanceRequest } from '@salvo/kernel';
import type { TorpedoResolutionData, TorpedoSpread, VasEvent, VasState } from '../types';
import { consumeTask } from '../attack/consume';
import { taskRequest } from '../attack/chance';
import { isHit } from '../attack/stages';
import type { AttackData, AttackTask, Shot } from '../attack/tasks';
import { criticalLocation } from '../damage/critical-table';
import { effectiveTarget } from '../damage/effective';
import { hasShipTrait } from '../traits/ship-traits';
import { torpedoBeltForcesReroll } from '../traits/torpedo-belt';
import { weaponProfile } from '../traits/weapon-traits';
import { critChoice, torpedoData, type TorpedoData, type TorpedoTask } from './tasks';
import { shipOf, shooterOf } from '../attack/source';
import { succeeded } from '../special-actions/succeeded';
import { spreadModifier } from './modifier';

/** Tasks of the attack module, except the critical location, which the torpedo handles itself. */
const isAttackTask = (t: TorpedoTask): t is Exclude<AttackTask, { t: 'crit-location' }> =>
  t.t !== 'belt' && t.t !== 'belt-reroll' && t.t !== 'crit-choice' && t.t !== 'crit-reroll' && t.t !== 'crit-location';

/** A spread whose target has left the table or is submerged runs wide; otherwise the shot it makes. */
function spreadShot(state: VasState, s: TorpedoSpread): Shot | null {
  const target = state.ships[s.target];
  // VAS-AIR-TORPEDO: an air-launched spread's weapon is its flight's (the flight may be gone by now).
  const weapon = shooterOf(state, s.attacker)?.roster.weapons[s.weapon];
  if (!target || !weapon || target.destroyed || target.withdrawn || target.submerged) return null;
  const profile = weaponProfile(weapon);
  return {
    weapon: s.weapon, target: s.target, dice: s.dice, need: effectiveTarget(target), mod: spreadModifier(state, s.beam, s.attackerFlankSpeed === true),
    rerollMisses: profile.twinLinked, rerollHits: s.attackerEvasive || succeeded(target, 'evasive'),
    dd: weapon.dd ?? 0, ddMod: profile.ddMod, canCrit: profile.canCrit, range: 0, hits: 0,
  };
}

const view = (d: TorpedoData): AttackData => ({ attacker: d.attacker, shots: d.shots, tasks: [] });

function request(state: VasState, d: TorpedoData, task: TorpedoTask): ChanceRequest | null {
  if (task.t === 'crit-location' || isAttackTask(task)) return taskRequest(state, view(d), task);
  const target = state.ships[d.s.target];
  switch (task.t) {
    case 'belt':
      return { dice: task.count, sides: 6, purpose: 'torpedo-belt', label: `Roll ${task.count}d6 for ${target?.name ?? d.s.target}'s Torpedo Belt, one per hit: each 4+ makes that Attack Die be re-rolled`, context: { target: d.s.target, attacker: d.attacker } };
    case 'belt-reroll': {
      const s = d.shots[0];
      return { dice: task.count, sides: 6, purpose: 'attack-reroll', label: `Re-roll ${task.count}d6 torpedo Attack Dice the Torpedo Belt took, ${Math.min(7, Math.max(2, (s?.need ?? 6) - (s?.mod ?? 0)))}+ to hit` };
    }
    case 'crit-choice':
      return null;
    case 'crit-reroll':
      return { dice: 1, sides: 6, purpose: 'critical-location', label: `Re-roll one critical location die for the torpedo hit on ${target?.name ?? task.target} (kept: ${task.keep})` };
  }
}

/** Runs tasks that need no dice and no decision; ends the spread when none is left. */
function settle(draft: VasState, d: TorpedoData, events: VasEvent[]): void {
  for (let task = d.tasks[0]; task !== undefined; task = d.tasks[0]) {
    if (task.t === 'crit-choice' || request(draft, d, task) !== null) {
      draft.resolution = { kind: 'torpedo', data: d as unknown as TorpedoResolutionData };
      return;
    }
    d.tasks.shift();
    consume(draft, d, task, [], events);
  }
  draft.resolution = null;
  events.push({ type: 'torpedo-done', rule: 'VAS-TORP-END', text: `The Torpedo Spread on ${draft.ships[d.s.target]?.name ?? d.s.target} is resolved.`, data: { spread: d.s.id } });
}

/** `fixed`: dice indices Tactical Judgement already re-rolled: no torpedo rule re-rolls them again. */
function consume(draft: VasState, d: TorpedoData, task: TorpedoTask, values: readonly number[], events: VasEvent[], fixed: readonly number[] = []): void {
  const target = draft.ships[d.s.target];
  const shot = d.shots[0];
  if (!target || !shot) return;
  if (task.t === 'crit-location') {
    if (values.length < 2) return;
    const dice: [number, number] = [values[0] ?? 1, values[1] ?? 1];
    events.push({ type: 'critical-location', ship: target.id, rule: 'VAS-TORP-CRITICAL', text: `Torpedo critical hit on ${target.name}: location dice ${dice[0]} and ${dice[1]}; the attacker may re-roll one.`, data: { dice } });
    d.tasks.unshift({ t: 'crit-choice', target: task.target, dice, ...(fixed.length > 0 ? { fixed: fixed.slice() } : {}) });
    return;
  }
  if (isAttackTask(task)) {
    const v = view(d);
    consumeTask(draft, v, task, values, events, fixed);
    const follow: TorpedoTask[] = [...v.tasks];
    // The belt's dice come after the spread's own re-rolls, for the first-roll hits that stood, except
    // hits Tactical Judgement already re-rolled (a die is re-rolled only once).
    const belted = task.t === 'attack' ? shot.hits - fixed.filter((i) => isHit(values[i] ?? 0, shot.need, shot.mod)).length : 0;
    if (task.t === 'attack' && d.s.beam && belted > 0 && hasShipTrait(target, 'Torpedo Belt')) follow.push({ t: 'belt', count: belted });
    d.tasks.unshift(...follow);
    return;
  }
  switch (task.t) {
    case 'belt': {
      const took = values.filter((v) => torpedoBeltForcesReroll(target, d.s.beam, false, v)).length;
      shot.hits -= took;
      events.push({ type: 'torpedo-belt', ship: target.id, rule: 'VAS-TRAIT-TORPEDO-BELT', text: `${target.name}'s Torpedo Belt: ${values.join(', ')}: ${took} hit${took === 1 ? '' : 's'} to re-roll.`, data: { rolls: [...values], took } });
      if (took > 0) d.tasks.unshift({ t: 'belt-reroll', count: took });
      return;
    }
    case 'belt-reroll': {
      const hits = values.filter((v) => isHit(v, shot.need, shot.mod)).length;
      shot.hits += hits;
      events.push({ type: 'attack-reroll', ...shipOf(draft, d.attacker), rule: 'VAS-TRAIT-TORPEDO-BELT', text: `Re-rolled past the belt: ${values.join(', ')}: ${hits} hit${hits === 1 ? '' : 's'} (${shot.hits} in all).`, data: { rolls: [...values], hits } });
      return;
    }
    case 'crit-choice':
      return;
    case 'crit-reroll': {
      const v = values[0] ?? 0;
      events.push({ type: 'critical-location-reroll', ship: target.id, rule: 'VAS-TORP-CRITICAL', text: `Re-rolled location die: ${v} (with ${task.keep}: ${task.keep + v}).` });
      d.tasks.unshift({ t: 'crit-effect', target: task.target, location: criticalLocation(task.keep + v) });
      return;
    }
  }
}

/** Starts the next spread due this End Phase; false when none is left. */
export function startDueSpread(draft: VasState, events: VasEvent[]): boolean {
  const list = draft.naval.torpedoes;
  for (let i = 0; i < list.length; i++) {
    const s = list[i];
    if (!s || s.dueTurn > draft.turn) continue;
    list.splice(i, 1);
    i--;
    const shot = spreadShot(draft, s);
    const target = draft.ships[s.target];
    if (!shot || !target) {
      events.push({ type: 'torpedo-missed', rule: 'VAS-TORP-END', text: `The Torpedo Spread on ${target?.name ?? s.target} runs wide: its target is no longer there to hit.`, data: { spread: s.id } });
      continue;
    }
    const d: TorpedoData = { spread: s.id, s, attacker: s.attacker, shots: [shot], tasks: [{ t: 'attack', shot: 0 }, { t: 'damage', shot: 0 }] };
    events.push({ type: 'torpedo-strikes', ship: target.id, rule: 'VAS-TORP-END', text: `End Phase: the Torpedo Spread from ${shooterOf(draft, s.attacker)?.name ?? s.attacker} reaches ${target.name}${s.beam ? ' on her beam (+1)' : ''}.`, data: { spread: s.id } });
    settle(draft, d, events);
    if (draft.resolution !== null) return true;
  }
  return false;
}

export function torpedoChance(state: VasState): ChanceRequest | null {
  const d = torpedoData(state);
  const task = d?.tasks[0];
  return d && task ? request(state, d, task) : null;
}

export function continueTorpedo(draft: VasState, values: readonly number[], fixed: readonly number[] = []): VasEvent[] {
  const d = torpedoData(draft);
  const task = d?.tasks.shift();
  if (!d || !task) return [];
  const events: VasEvent[] = [];
  consume(draft, d, task, values, events, fixed);
  settle(draft, d, events);
  return events;
}

/** The attacker's answer to a torpedo critical: re-roll location die 0 or 1, or neither (null). */
export function applyTorpedoCritical(draft: VasState, reroll: 0 | 1 | null): VasEvent[] {
  const d = torpedoData(draft);
  const choice = critChoice(draft);
  if (!d || !choice) return [];
  if (reroll !== null && choice.fixed?.includes(reroll)) return [];
  d.tasks.shift();
  const [a, b] = choice.dice;
  const events: VasEvent[] = [];
  if (reroll === null) {
    d.tasks.unshift({ t: 'crit-effect', target: choice.target, location: criticalLocation(a + b) });
    events.push({ type: 'critical-location-kept', rule: 'VAS-TORP-CRITICAL', text: `The location dice stand: ${a + b}.` });
  } else {
    d.tasks.unshift({ t: 'crit-reroll', target: choice.target, keep: reroll === 0 ? b : a });
  }
  settle(draft, d, events);
  return events;
}

export { critChoice };
