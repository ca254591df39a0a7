/** Where each ship may go at the end of the turn (5.7, 6.8, 14.3-14.7, 16.1, 17.1, printed area instructions). */
import type { RuleError } from '@salvo/kernel';
import { ruleError } from '@salvo/kernel';
import { area, BOARD, friendlyPort, portActive } from './board';
import { portAllowed } from './routes';
import type { PortId, ShipState, Side, WasState } from './types';
import { returnChoiceName, shipName } from './names';

export type ReturnChoice = PortId | 'stay' | 'oiler';

/** Ships of a side that must be given a port (at sea, or disabled/escaped and returning). */
export function shipsToReturn(s: WasState, side: Side): ShipState[] {
  return s.ships.filter((x) => x.side === side && x.status === 'active' && (x.location.kind === 'sea' || x.location.kind === 'returning'));
}

/** The legal end-of-turn choices of a ship; the first is the default. Never empty. */
export function returnOptions(s: WasState, ship: ShipState): ReturnChoice[] {
  const loc = ship.location;
  if (loc.kind !== 'sea' && loc.kind !== 'returning') return [];
  const a = loc.area;
  const disabled = loc.kind === 'returning';
  if (ship.type === 'convoy') {
    if (ship.disabled) return ['usa'];
    if (a === 'barents-sea' && portActive('russia', s.turn)) return ['russia'];
    if (a === 'north-atlantic') return disabled ? ['england', 'usa'] : ['stay', 'england', 'usa'];
    return ['usa'];
  }
  if (ship.disabled && a === 'south-atlantic') return ['neutral'];
  const out: ReturnChoice[] = [];
  for (const p of area(a).returnPorts[ship.side]) {
    if (friendlyPort(p, ship.side, s.turn) && portAllowed(ship, p) && !out.includes(p)) out.push(p);
  }
  const oilerTurn = BOARD.oilerSuccessMax[String(s.turn)] !== undefined;
  if (ship.nation === 'Germany' && !disabled && oilerTurn && (a === 'north-atlantic' || a === 'south-atlantic')) out.push('oiler');
  if (out.length === 0) out.push('neutral');
  // Under the clarified eliminations France is offered last at the end of Turn 6, so that no default loses a ship.
  if (s.options.clarifiedEliminations && s.turn === FRANCE_LAST_TURN && out.length > 1 && out[0] === 'france') out.push(out.shift() ?? 'france');
  return out;
}

const FRANCE_LAST_TURN = 6;
const ITALIAN_CRUISERS_LAST_TURN = 7;

/**
 * WBC 2000 clarification (e), option `clarifiedEliminations` (WAS-C2000-E): the reason a returning ship is
 * eliminated, or null. An Axis ship returning to France at the end of Turn 6 (France closes) and an Italian
 * cruiser in the North Atlantic at the end of Turn 7 are eliminated. Off, the printed reading keeps them.
 */
export function eliminatedOnReturn(s: WasState, ship: ShipState, from: string | null, choice: ReturnChoice): string | null {
  if (!s.options.clarifiedEliminations) return null;
  if (ship.side === 'axis' && s.turn === FRANCE_LAST_TURN && choice === 'france') return 'France closes after Turn 6';
  if (ship.nation === 'Italy' && ship.type === 'CA' && s.turn === ITALIAN_CRUISERS_LAST_TURN && from === 'north-atlantic') {
    return 'an Italian cruiser in the North Atlantic at the end of Turn 7';
  }
  return null;
}

export function validateReturn(s: WasState, side: Side, ports: unknown): RuleError | null {
  if (typeof ports !== 'object' || ports === null || Array.isArray(ports)) {
    return ruleError('ERR_BAD_ACTION', 'Returns map ship ids to ports.');
  }
  const mine = new Map(shipsToReturn(s, side).map((x) => [x.id, x]));
  for (const [id, choice] of Object.entries(ports as Record<string, string>)) {
    const ship = mine.get(id);
    if (!ship) return ruleError('ERR_NOT_RETURNING', `${shipName(s, id)} is not one of your ships at sea.`, { path: `ports.${id}` });
    const opts = returnOptions(s, ship);
    if (!(opts as string[]).includes(choice)) {
      return ruleError('ERR_BAD_RETURN', `${ship.name} may go to ${opts.map(returnChoiceName).join(' or ')} (5.7, 6.7).`, { path: `ports.${id}`, details: { options: opts } });
    }
  }
  return null;
}
