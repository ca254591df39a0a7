/**
 * Whether a table is drawn turned (table-frame.ts), and who sees it so by default: a seat whose own fleet
 * is at the far (north) edge of the table, so each player sees their fleet at the near edge, as if seated
 * at their own side. Everyone else (hot-seat, against a bot, spectators, replays) sees it unturned by
 * default; the choice is kept per game and seat in the browser where there is a game to key it by.
 */
import { useState } from 'react';
import type { ShipState } from '@salvo/vas';
import { browserStorage } from '../session/browser-storage';

/** Whose table this is: the game (its server id), and the seat this browser holds (null: a spectator or nobody). */
export interface TurnFor {
  readonly game?: string | undefined;
  readonly seat?: string | null | undefined;
}

/** True when the fleet's ships on the table lie, on average, in the far (north) half of a table `height` deep. */
export function fleetAtFarEdge(ships: Readonly<Record<string, ShipState>>, fleet: string, height: number): boolean {
  const ys = Object.values(ships).filter((s) => s.fleet === fleet && !s.hidden).map((s) => s.position.y);
  if (ys.length === 0) return false;
  return ys.reduce((a, b) => a + b, 0) / ys.length > height / 2;
}

const key = (who: TurnFor): string | null => (who.game ? `salvo.table-turned.${who.game}.${who.seat ?? 'spectator'}` : null);

/**
 * The table's turn for `who`: remembered for the game if this browser chose (or was first given) one, else
 * `byDefault` (computed once, when the table first opens, so ships crossing the middle never turn it).
 */
export function useTableTurn(who: TurnFor | undefined, byDefault: () => boolean): [boolean, (turned: boolean) => void] {
  const k = who ? key(who) : null;
  const [turned, setTurned] = useState(() => {
    const kept = k ? browserStorage()?.getItem(k) : null;
    if (kept === '1' || kept === '0') return kept === '1';
    const first = byDefault();
    if (k) keep(k, first);
    return first;
  });
  return [turned, (t: boolean) => {
    setTurned(t);
    if (k) keep(k, t);
  }];
}

/** Where the deployment table leaves its turn for the battle table that follows it in this tab. */
const CARRIED = 'salvo.table-turned.from-deployment';

/** How long a deployment's turn waits for its battle: a deployment left unfinished must not turn a later game. */
const CARRY_MS = 60 * 60 * 1000;

/** The deployment table's turn, for the battle that follows (taken once by `takeCarriedTurn`). */
export function carryTurn(turned: boolean, now = Date.now()): void {
  try {
    browserStorage()?.setItem(CARRIED, `${turned ? 1 : 0}:${now}`);
  } catch {
    // storage full or refused: the battle opens unturned
  }
}

/** The turn the deployment table left for this battle within the hour, once (then forgotten), or null. */
export function takeCarriedTurn(now = Date.now()): boolean | null {
  const store = browserStorage();
  const kept = store?.getItem(CARRIED) ?? null;
  if (kept === null) return null;
  try {
    store?.removeItem(CARRIED);
  } catch {
    // refused: the value is read again by the next table, as a reload of this battle wants
  }
  const [turned, at] = kept.split(':');
  return now - Number(at) <= CARRY_MS ? turned === '1' : null;
}

function keep(k: string, turned: boolean): void {
  try {
    browserStorage()?.setItem(k, turned ? '1' : '0');
  } catch {
    // storage full or refused: the choice lasts as long as the page
  }
}
