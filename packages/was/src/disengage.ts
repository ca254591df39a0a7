/** Disengaging and pursuit (12.x, Clarification 4). */
import { showValue, type RuleError } from '@salvo/kernel';
import { ruleError } from '@salvo/kernel';
import { speedOf } from './ships';
import { engagementSide, present } from './surface';
import type { AreaCombat, AreaId, Engagement, Side, WasState } from './types';
import { otherSide } from './types';
import { placeIn, shipName } from './names';

type Groups = readonly (readonly string[])[];

/** 12.1: a group moves at the speed of its slowest ship. */
export function groupSpeed(s: WasState, a: AreaId, ids: readonly string[]): number {
  const ships = present(s, a, ids);
  return ships.length ? Math.min(...ships.map(speedOf)) : 0;
}

/** 12.2: a side that disengages withdraws every ship it has in the battle, in one or more groups. */
export function validateDisengage(s: WasState, a: AreaId, side: Side, all: readonly string[], groups: unknown): RuleError | null {
  if (groups === null) return null;
  if (!Array.isArray(groups) || groups.length === 0) return ruleError('ERR_BAD_ACTION', 'Disengage with a list of groups, or null to stay.');
  const want = new Set(present(s, a, all).map((x) => x.id));
  const seen = new Set<string>();
  for (const [i, g] of (groups as Groups).entries()) {
    if (!Array.isArray(g) || g.length === 0) return ruleError('ERR_EMPTY_GROUP', 'A disengaging group has at least one ship.', { path: `groups[${i}]` });
    for (const id of g) {
      if (!want.has(id)) return ruleError('ERR_NOT_IN_BATTLE', `${shipName(s, id)} is not one of your ships in this battle.`, { path: `groups[${i}]` });
      if (seen.has(id)) return ruleError('ERR_DUPLICATE_SHIP', `${shipName(s, id)} is in two groups.`, { path: `groups[${i}]` });
      seen.add(id);
    }
  }
  if (seen.size !== want.size) {
    return ruleError('ERR_PARTIAL_DISENGAGE', `A side that disengages must withdraw all its ships in ${placeIn(a)} (12.2).`);
  }
  void side;
  return null;
}

/** 12.3, 12.7, 12.8: each pursuing group chases one withdrawing group and is at least as fast. */
export function validatePursue(s: WasState, a: AreaId, c: AreaCombat, side: Side, groups: unknown): RuleError | null {
  if (!Array.isArray(groups)) return ruleError('ERR_BAD_ACTION', 'Pursuit is a list of groups, each with a target group.');
  const mine = new Set(present(s, a, side === 'allies' ? (c.engagements[0]?.allies ?? []) : (c.engagements[0]?.axis ?? [])).map((x) => x.id));
  const used = new Set<string>();
  for (const [i, g] of (groups as { ships: string[]; target: number }[]).entries()) {
    const path = `groups[${i}]`;
    if (!g || !Array.isArray(g.ships) || g.ships.length === 0) return ruleError('ERR_EMPTY_GROUP', 'A pursuing group has at least one ship.', { path });
    const target = c.withdrawing[g.target];
    if (!Number.isInteger(g.target) || !target) return ruleError('ERR_BAD_TARGET', 'Pursue one of the withdrawing groups by its index.', { path });
    for (const id of g.ships) {
      if (!mine.has(id)) return ruleError('ERR_NOT_IN_BATTLE', `${shipName(s, id)} is not one of your ships in this battle.`, { path });
      if (used.has(id)) return ruleError('ERR_DUPLICATE_SHIP', `${shipName(s, id)} may join only one pursuit (12.8).`, { path });
      used.add(id);
    }
    const mySpeed = groupSpeed(s, a, g.ships);
    const theirs = groupSpeed(s, a, target);
    if (mySpeed < theirs) {
      return ruleError('ERR_TOO_SLOW', `This group makes speed ${mySpeed}; the withdrawing group makes ${theirs} (12.3).`, { path });
    }
  }
  return null;
}

/** Pursuit engagements: all pursuers of one withdrawing group fight it together. */
export function pursuitEngagements(c: AreaCombat, pursuer: Side, groups: readonly { ships: readonly string[]; target: number }[]): Engagement[] {
  const out: Engagement[] = [];
  const byTarget = new Map<number, string[]>();
  for (const g of groups) byTarget.set(g.target, [...(byTarget.get(g.target) ?? []), ...g.ships]);
  const withdrawing: Side = pursuer === 'allies' ? 'axis' : 'allies';
  for (const [t, ships] of [...byTarget.entries()].sort((x, y) => x[0] - y[0])) {
    const target = c.withdrawing[t] ?? [];
    out.push(pursuer === 'allies' ? { allies: ships, axis: [...target], pursuitOf: withdrawing } : { allies: [...target], axis: ships, pursuitOf: withdrawing });
  }
  return out;
}

/** Pursuing ships of a pursuit still afloat and in the area that are at least as fast as their quarry now (12.5, 7.5). */
export function fastPursuers(s: WasState, a: AreaId, e: Engagement): string[] {
  if (!e.pursuitOf) return [];
  const quarry = present(s, a, engagementSide(e, e.pursuitOf));
  if (!quarry.length) return [];
  const need = groupSpeed(s, a, quarry.map((x) => x.id));
  return present(s, a, engagementSide(e, otherSide(e.pursuitOf))).filter((x) => speedOf(x) >= need).map((x) => x.id);
}

/** 12.5, 12.8: a pursuit can go on while its quarry remains and some pursuer is still fast enough. */
export function pursuitCanContinue(s: WasState, a: AreaId, e: Engagement): boolean {
  return fastPursuers(s, a, e).length > 0;
}

/**
 * 12.5: pursuers slowed below their quarry by damage fall out of the pursuit (they stay in the area);
 * the others go on. Returns the ships that fell out. A no-op for a pursuit that has just been ordered.
 */
export function dropSlowPursuers(s: WasState, a: AreaId, e: Engagement): string[] {
  if (!e.pursuitOf) return [];
  const side = otherSide(e.pursuitOf);
  const keep = new Set(fastPursuers(s, a, e));
  const dropped = present(s, a, engagementSide(e, side)).map((x) => x.id).filter((id) => !keep.has(id));
  if (side === 'allies') e.allies = e.allies.filter((id) => !dropped.includes(id));
  else e.axis = e.axis.filter((id) => !dropped.includes(id));
  return dropped;
}

export function validateContinue(s: WasState, a: AreaId, c: AreaCombat, picks: unknown): RuleError | null {
  if (!Array.isArray(picks)) return ruleError('ERR_BAD_ACTION', 'Name the pursuits that continue by index.');
  for (const [i, p] of (picks as number[]).entries()) {
    const e = c.engagements[p];
    if (!Number.isInteger(p) || !e || !pursuitCanContinue(s, a, e)) {
      return ruleError('ERR_CANNOT_PURSUE', `Pursuit ${showValue(p)} cannot continue (12.5).`, { path: `engagements[${i}]` });
    }
  }
  return null;
}
