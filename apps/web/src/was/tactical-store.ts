/**
 * A War at Sea battle being fought on the tactical table in this browser, kept in localStorage after every
 * action (WAS-SALVO-TACTICAL): a reload, a closed tab or leaving the table loses nothing. One battle per
 * point of a War at Sea game, keyed by its seed and the number of actions played before the battle; it is
 * forgotten once its result is recorded. Pure over a `KeyValue` store.
 */
import type { KeyValue } from '../session/browser-storage';
import type { Controller } from '../session/types';

export interface KeptBattle<Setup, Action> {
  readonly setup: Setup;
  readonly actions: readonly Action[];
}

const PREFIX = 'salvo:tactical:';

export function battleKey(seed: string, actionsBefore: number): string {
  return `${PREFIX}${seed}:${actionsBefore}`;
}

export function keptBattle<Setup, Action>(store: KeyValue | null, key: string): KeptBattle<Setup, Action> | null {
  const text = store?.getItem(key);
  if (!text) return null;
  try {
    const v = JSON.parse(text) as { setup?: unknown; actions?: unknown };
    return v && typeof v === 'object' && v.setup && Array.isArray(v.actions) ? { setup: v.setup as Setup, actions: v.actions as Action[] } : null;
  } catch {
    return null;
  }
}

/** Keeps the battle; a full or refused store is ignored (the battle goes on unsaved rather than stopping). */
export function keepBattle<Setup, Action>(store: KeyValue | null, key: string, battle: KeptBattle<Setup, Action>): void {
  try {
    store?.setItem(key, JSON.stringify(battle));
  } catch {
    // localStorage full or refused: the battle is still played; only a reload would lose it.
  }
}

export function forgetBattle(store: KeyValue | null, key: string): void {
  try {
    store?.removeItem(key);
  } catch {
    // nothing kept to forget
  }
}

/** Who commands a War at Sea seat's ships on the table: a person, or for a bot Victory at Sea's `normal` (`random` stays random). */
export const tableSeat = (c: Controller): Controller => (c === 'human' ? 'human' : c === 'random' ? 'random' : 'normal');
