/**
 * Fire resolution (7.1-7.7, 14.8): a queue of volleys, each one group of shooters at one target.
 * A volley rolls its shots (a chance step), then the damage dice of its hits (another chance step).
 * 6s are hits whatever else was rolled; a 5 (after modifiers) disables; sunk beats disabled (7.7).
 */
import type { ChanceRequest } from '@salvo/kernel';
import { defenseOf, isConvoy, mustShip, shipById, shipsInArea } from './ships';
import type { AreaId, ShipState, Volley, WasEvent, WasState } from './types';
import { shipName } from './names';

export interface ShotResult {
  readonly hits: number;
  readonly disable: boolean;
}

/** 7.2, 7.3, 11.5: a modified 6 or better hits, a modified 5 disables; a natural 6 always hits. */
export function judgeShots(values: readonly number[], mods: readonly number[]): ShotResult {
  let hits = 0;
  let disable = false;
  values.forEach((v, i) => {
    const m = v === 6 ? 6 : v + (mods[i] ?? 0);
    if (m >= 6) hits++;
    else if (m === 5) disable = true;
  });
  return { hits, disable };
}

/** Where a target must still be for the volley to land: at sea in the area, or in its port (port strikes). */
function targetPresent(target: ShipState | undefined, area: AreaId | null): target is ShipState {
  if (!target || target.status !== 'active') return false;
  if (area === null) return target.location.kind === 'port';
  return target.location.kind === 'sea' && target.location.area === area;
}

/** 14.8: every other Allied ship in the area is damaged, disabled or sunk at the instant of fire. */
export function convoyExposed(s: WasState, convoy: ShipState, area: AreaId): boolean {
  return shipsInArea(s, area, convoy.side).every((x) => x.id === convoy.id || isConvoy(x) || x.damage > 0 || x.disabled);
}

/**
 * Drops volleys that can no longer fire (target gone, convoy protected) and returns the
 * chance request of the next one, or null when the queue is empty.
 */
export function nextVolley(s: WasState, area: AreaId | null, events: WasEvent[]): Volley | null {
  for (;;) {
    const v = s.volleys[0];
    if (!v) return null;
    const target = shipById(s, v.target);
    let reason: string | null = null;
    if (!targetPresent(target, area)) reason = 'the target is no longer there';
    else if (v.checkConvoy && area !== null && isConvoy(target) && !convoyExposed(s, target, area)) {
      reason = 'the convoy is still protected by undamaged escorts (14.8)';
    } else if (v.mods.length === 0) reason = 'no shots';
    if (!reason) return v;
    events.push({ type: 'fire-lost', shooters: v.shooters, target: v.target, reason });
    s.volleys.shift();
  }
}

export function volleyRequest(s: WasState, v: Volley): ChanceRequest {
  const t = shipName(s, v.target);
  const who = v.source === 'uboat' ? 'U-boat' : v.source === 'air' ? 'airstrike' : v.shooters.map((id) => shipName(s, id)).join(', ');
  return { dice: v.mods.length, sides: 6, purpose: 'to-hit', label: `Roll ${v.mods.length}d6: ${who} at ${t}`, context: { target: v.target } };
}

/** 11.5: whether adding one changes the result of these dice (if not, nobody is asked). */
export function plusOneMatters(values: readonly number[], mods: readonly number[]): boolean {
  if (!mods.some((m) => m !== 0)) return false;
  const a = judgeShots(values, mods);
  const b = judgeShots(values, []);
  return a.hits !== b.hits || a.disable !== b.disable;
}

/** Records the shots of the head volley, with its +1s or without (11.5 "may add one"); returns its result. */
export function rollShots(s: WasState, values: readonly number[], events: WasEvent[], addOne = true): ShotResult {
  const v = s.volleys[0];
  if (!v) return { hits: 0, disable: false };
  const mods = addOne ? v.mods : [];
  const r = judgeShots(values, mods);
  const shown = mods.some((m) => m !== 0) ? { mods: values.map((_, i) => mods[i] ?? 0) } : {};
  // a volley without named shooters says what it was (an airstrike or U-boats): a seat's view holds no volley queue
  const source = v.source !== 'surface' && v.shooters.length === 0 ? { source: v.source } : {};
  events.push({ type: 'shots', side: v.side, shooters: v.shooters, target: v.target, rolls: [...values], hits: r.hits, disable: r.disable, ...shown, ...source });
  return r;
}

/**
 * 7.3-7.7: applies damage and the disabled result to the head volley's target and drops the volley.
 * Disabled ships hit by U-boats or aircraft leave the area at once (7.2, 9.5); surface
 * casualties stay until the end of the round (11.3).
 */
export function finishVolley(s: WasState, damage: readonly number[], disable: boolean, events: WasEvent[]): void {
  const v = s.volleys.shift();
  if (!v) return;
  const t = mustShip(s, v.target);
  const total = damage.reduce((a, b) => a + b, 0);
  if (damage.length) {
    t.damage += total;
    const sunk = t.damage > defenseOf(s, t);
    events.push({ type: 'damage', target: t.id, rolls: [...damage], total, sunk });
    if (sunk) {
      t.status = 'sunk';
      events.push({ type: 'sunk', ship: t.id });
      return;
    }
  }
  if (!disable) return;
  events.push({ type: 'disabled', ship: t.id });
  if (t.location.kind === 'port') return;
  t.disabled = true;
  if (v.source !== 'surface' && t.location.kind === 'sea') t.location = { kind: 'returning', area: t.location.area };
}
