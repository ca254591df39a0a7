/**
 * The order builder for a movement step (5.2, 5.3): a person types one order per line and `done`
 * when the side's orders are complete. Lines: `<ship> > <area> [via <area>] [fallback <port>]`,
 * `repair <ship> <points>`, `uboat <area> <count>`, `drop <ship>`, `clear`, `show`, `done`.
 */
import { err, ok, ruleError, type Result, type RuleError } from '@salvo/kernel';
import type { AreaId, MoveOrder, Side, WasAction, WasState } from '@salvo/was';
import { findArea, findPort, findShip } from './parse';

export interface MoveDraft {
  orders: MoveOrder[];
  repairs: Record<string, number>;
  uboats: Partial<Record<AreaId, number>>;
}

export const emptyDraft = (): MoveDraft => ({ orders: [], repairs: {}, uboats: {} });

export function draftAction(d: MoveDraft, side: Side): WasAction {
  return side === 'axis'
    ? { type: 'move', orders: d.orders, repairs: d.repairs, uboats: d.uboats }
    : { type: 'move', orders: d.orders, repairs: d.repairs };
}

/** Applies one builder line to the draft; 'done' and 'show' are handled by the caller. */
export function editDraft(s: WasState, side: Side, d: MoveDraft, line: string): Result<MoveDraft, RuleError> {
  const t = line.trim();
  const words = t.split(/\s+/);
  const head = words[0]?.toLowerCase() ?? '';
  if (head === 'clear') return ok(emptyDraft());
  if (head === 'repair') {
    const n = Number(words[words.length - 1]);
    const ship = findShip(s, words.slice(1, -1).join(' '), side);
    if (!ship.ok) return ship;
    if (!Number.isInteger(n) || n < 1) return err(ruleError('ERR_BAD_SYNTAX', 'Repair is "repair <ship> <points>".'));
    return ok({ ...d, repairs: { ...d.repairs, [ship.value]: n } });
  }
  if (head === 'uboat' || head === 'uboats') {
    const n = Number(words[words.length - 1]);
    const area = findArea(words.slice(1, -1).join(' '));
    if (!area || !Number.isInteger(n) || n < 0) return err(ruleError('ERR_BAD_SYNTAX', 'U-boats are "uboat <area> <count>".'));
    return ok({ ...d, uboats: { ...d.uboats, [area]: n } });
  }
  if (head === 'drop') {
    const ship = findShip(s, words.slice(1).join(' '), side);
    if (!ship.ok) return ship;
    return ok({ ...d, orders: d.orders.filter((o) => o.ship !== ship.value) });
  }
  const [who, where] = t.split('>');
  if (who === undefined || where === undefined) return err(ruleError('ERR_BAD_SYNTAX', 'An order is "<ship> > <area> [via <area>] [fallback <port>]"; type help.'));
  const ship = findShip(s, who, side);
  if (!ship.ok) return ship;
  const m = /^(.*?)(?:\s+via\s+(.*?))?(?:\s+fallback\s+(.*))?$/i.exec(where.trim());
  const to = findArea(m?.[1] ?? '');
  if (!to) return err(ruleError('ERR_UNKNOWN_AREA', `No sea area called "${m?.[1] ?? ''}".`));
  const via = m?.[2] ? findArea(m[2]) : undefined;
  if (via === null) return err(ruleError('ERR_UNKNOWN_AREA', `No sea area called "${m?.[2] ?? ''}".`));
  const fallback = m?.[3] ? findPort(m[3]) : undefined;
  if (fallback === null) return err(ruleError('ERR_UNKNOWN_PLACE', `No port called "${m?.[3] ?? ''}".`));
  const order: MoveOrder = { ship: ship.value, to, ...(via ? { via } : {}), ...(fallback ? { fallback } : {}) };
  return ok({ ...d, orders: [...d.orders.filter((o) => o.ship !== ship.value), order] });
}
