/** Surface combat rounds (11.x, 14.8, Clarification 3). */
import type { RuleError } from '@salvo/kernel';
import { ruleError } from '@salvo/kernel';
import { attackOf, isCarrier, isConvoy, mustShip } from './ships';
import type { AreaCombat, AreaId, Engagement, FireGroup, ShipState, Side, Volley, WasEvent, WasState } from './types';
import { shipName } from './names';

/** Ships of an engagement still afloat and at sea in the area. */
export function present(s: WasState, a: AreaId, ids: readonly string[]): ShipState[] {
  return ids
    .map((id) => mustShip(s, id))
    .filter((x) => x.status === 'active' && x.location.kind === 'sea' && x.location.area === a);
}

export function engagementSide(e: Engagement, side: Side): string[] {
  return side === 'allies' ? e.allies : e.axis;
}

export function newAreaCombat(): AreaCombat {
  return {
    disengaged: { allies: false, axis: false }, withdrawing: [], shotsThisRound: 0, engagements: [], round: 0,
    roundStart: {}, carriersFiring: [], firedThisRound: [], targetedThisRound: { allies: [], axis: [] },
  };
}

/** 11.3, 11.5: snapshot of each ship's attack and undamaged state at the start of the round. */
export function startRound(s: WasState, a: AreaId, c: AreaCombat, events: WasEvent[]): void {
  c.round += 1;
  c.roundStart = {};
  c.carriersFiring = [];
  c.firedThisRound = [];
  c.targetedThisRound = { allies: [], axis: [] };
  c.shotsThisRound = 0;
  for (const e of c.engagements) {
    for (const x of present(s, a, [...e.allies, ...e.axis])) {
      c.roundStart[x.id] = { attack: attackOf(s, x), undamaged: x.damage === 0 };
    }
  }
  events.push({ type: 'round-started', area: a, round: c.round });
}

/** Ships that may fire this round: at round-start strength (11.3), carriers of the Axis only if declared (11.6). */
export function shooters(s: WasState, a: AreaId, c: AreaCombat, e: Engagement, side: Side): string[] {
  const ids = engagementSide(e, side);
  return ids.filter((id) => {
    const snap = c.roundStart[id];
    if (!snap || snap.attack <= 0) return false;
    const ship = mustShip(s, id);
    if (side === 'allies' && (ship.status !== 'active' || ship.location.kind !== 'sea' || ship.location.area !== a)) return false;
    if (side === 'axis' && isCarrier(ship) && !c.carriersFiring.includes(id)) return false;
    return true;
  });
}

/** Axis carriers able to fire this round: they must declare first (11.6). */
export function axisCarriers(s: WasState, a: AreaId, c: AreaCombat, e: Engagement): string[] {
  return present(s, a, e.axis).filter((x) => isCarrier(x) && (c.roundStart[x.id]?.attack ?? 0) > 0).map((x) => x.id);
}

/** 11.6, C3: a carrier may be a target if it fires this round or every other (non-convoy) enemy ship is targeted. */
function carrierTargetable(s: WasState, a: AreaId, c: AreaCombat, e: Engagement, side: Side, carrier: string, targeted: Set<string>): boolean {
  const enemy = side === 'allies' ? 'axis' : 'allies';
  if (enemy === 'axis' && c.carriersFiring.includes(carrier)) return true;
  if (enemy === 'allies' && c.firedThisRound.includes(carrier)) return true;
  // Salvo decision (docs/rules-decisions.md, WAS-11.6): carriers with no other surface vessel beside them
  // (convoys aside, C3) screen nobody and are screened by nobody: they may be fired upon.
  const screens = present(s, a, engagementSide(e, enemy)).filter((x) => !isConvoy(x) && !isCarrier(x));
  if (screens.length === 0) return true;
  return present(s, a, engagementSide(e, enemy)).every((x) => x.id === carrier || isConvoy(x) || targeted.has(x.id));
}

export function validateFire(s: WasState, a: AreaId, c: AreaCombat, e: Engagement, side: Side, groups: unknown): RuleError | null {
  if (!Array.isArray(groups)) return ruleError('ERR_BAD_ACTION', 'Fire is a list of groups of shooters and a target.');
  const may = new Set(shooters(s, a, c, e, side));
  const enemy = side === 'allies' ? 'axis' : 'allies';
  const targets = new Set(present(s, a, engagementSide(e, enemy)).map((x) => x.id));
  const used = new Set<string>();
  const targeted = new Set<string>();
  for (const [i, g] of (groups as FireGroup[]).entries()) {
    const path = `groups[${i}]`;
    if (!g || !Array.isArray(g.shooters) || g.shooters.length === 0 || typeof g.target !== 'string') {
      return ruleError('ERR_BAD_ACTION', 'Each fire group names its shooters and one target.', { path });
    }
    for (const id of g.shooters) {
      if (!may.has(id)) return ruleError('ERR_CANNOT_FIRE', `${shipName(s, id)} cannot fire in this round.`, { path });
      if (used.has(id)) return ruleError('ERR_SPLIT_FIRE', `${shipName(s, id)} fires once, at one target (11.2).`, { path });
      used.add(id);
    }
    if (!targets.has(g.target)) return ruleError('ERR_BAD_TARGET', `${shipName(s, g.target)} is not an enemy ship in this battle.`, { path });
    targeted.add(g.target);
  }
  for (const t of targeted) {
    if (isCarrier(mustShip(s, t)) && !carrierTargetable(s, a, c, e, side, t, targeted)) {
      return ruleError('ERR_CARRIER_PROTECTED', `${shipName(s, t)} may be fired upon only if it fires or every other enemy ship is fired upon (11.6).`);
    }
  }
  return null;
}

/** 11.2, 11.5: one volley per group, one die per Attack point at round-start strength, +1 for undamaged German ships. */
export function fireVolleys(s: WasState, c: AreaCombat, side: Side, groups: readonly FireGroup[]): Volley[] {
  return groups.map((g) => {
    const mods: number[] = [];
    for (const id of g.shooters) {
      const snap = c.roundStart[id];
      const ship = mustShip(s, id);
      const plus = ship.nation === 'Germany' && snap?.undamaged ? 1 : 0;
      for (let k = 0; k < (snap?.attack ?? 0); k++) mods.push(plus);
    }
    return { side, shooters: [...g.shooters], target: g.target, mods, source: 'surface' as const, checkConvoy: isConvoy(mustShip(s, g.target)) };
  });
}

export function recordFire(c: AreaCombat, side: Side, groups: readonly FireGroup[]): void {
  for (const g of groups) {
    c.firedThisRound.push(...g.shooters);
    c.targetedThisRound[side].push(g.target);
    c.shotsThisRound += 1;
  }
}

/** 11.3, 7.2: after a round, disabled ships leave the area (sunk ones are already gone). */
export function clearCasualties(s: WasState, a: AreaId): void {
  for (const x of s.ships) {
    if (x.status === 'active' && x.disabled && x.location.kind === 'sea' && x.location.area === a) {
      x.location = { kind: 'returning', area: a };
    }
  }
}
