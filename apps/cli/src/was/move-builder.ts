/**
 * The order builder for a movement step (5.2, 5.3): a person types one order per line and `done`
 * when the side's orders are complete. Lines: `<ship>, <ship> > <area> [via <area>] [fallback <port>]`
 * (several ships alike; or spelled out, `move <ship>, <ship> to <area> …`), `repair <ship> <points>`,
 * `drop <ship>`, `clear`, `show`, `done`. Each order is
 * checked by the engine as it is typed, so a refused move gives the rule's reason at once. U-boats are
 * placed at their own step after the speed rolls (WBC 2000 clarification).
 */
import { err, ok, ruleError, type Result, type RuleError } from '@salvo/kernel';
import { wasEngine, type MoveOrder, type Side, type WasAction, type WasState } from '@salvo/was';
import { findArea, findPort, findShip } from './parse';

export interface MoveDraft {
  orders: MoveOrder[];
  repairs: Record<string, number>;
}

export const emptyDraft = (): MoveDraft => ({ orders: [], repairs: {} });

export function draftAction(d: MoveDraft, _side: Side): WasAction {
  return { type: 'move', orders: d.orders, repairs: d.repairs };
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
    return err(ruleError('ERR_UBOATS_AFTER_SPEED', 'U-boats are placed after your speed rolls, at the next step (5.3, WBC 2000 clarification).'));
  }
  if (head === 'drop') {
    const ship = findShip(s, words.slice(1).join(' '), side);
    if (!ship.ok) return ship;
    return ok({ ...d, orders: d.orders.filter((o) => o.ship !== ship.value) });
  }
  const [who, where] = orderParts(t);
  if (who === undefined || where === undefined) return err(ruleError('ERR_BAD_SYNTAX', 'An order is "<ship>, <ship> > <area> [via <area>] [fallback <port>]" or "move <ship>, <ship> to <area>"; type help.'));
  const m = /^(.*?)(?:\s+via\s+(.*?))?(?:\s+fallback\s+(.*))?$/i.exec(where.trim());
  const to = findArea(m?.[1] ?? '');
  if (!to) return err(ruleError('ERR_UNKNOWN_AREA', `No sea area called "${m?.[1] ?? ''}".`));
  const via = m?.[2] ? findArea(m[2]) : undefined;
  if (via === null) return err(ruleError('ERR_UNKNOWN_AREA', `No sea area called "${m?.[2] ?? ''}".`));
  const fallback = m?.[3] ? findPort(m[3]) : undefined;
  if (fallback === null) return err(ruleError('ERR_UNKNOWN_PLACE', `No port called "${m?.[3] ?? ''}".`));
  let orders = d.orders;
  for (const name of who.split(',').filter((x) => x.trim())) {
    const ship = findShip(s, name, side);
    if (!ship.ok) return ship;
    const order: MoveOrder = { ship: ship.value, to, ...(via ? { via } : {}), ...(fallback ? { fallback } : {}) };
    const refused = orderRefusal(s, order);
    if (refused) return err(refused);
    orders = [...orders.filter((o) => o.ship !== ship.value), order];
  }
  if (orders === d.orders) return err(ruleError('ERR_NO_SHIP', 'Name a ship (its name or the start of it).'));
  return ok({ ...d, orders });
}

/**
 * The ships and the destination of an order line: `<ships> > <area> …`, or the spelled-out
 * `move <ships> to <area> …` (the first " to " after "move" separates them).
 */
function orderParts(t: string): [string | undefined, string | undefined] {
  const spelled = /^move\s+(.*?)\s+to\s+(.*)$/i.exec(t);
  if (spelled && !t.includes('>')) return [spelled[1], spelled[2]];
  const [who, where] = t.split('>');
  return [who, where];
}

/** The engine's refusal of this one order on its own (its rule and reason), or null. */
function orderRefusal(s: WasState, order: MoveOrder): RuleError | null {
  const r = wasEngine.apply(s, { type: 'move', orders: [order] });
  return r.ok ? null : r.error;
}
