/**
 * The damage module's interface as used by movement, special actions and the End Phase
 * (owned by damage/). Until damage/ lands this file carries a minimal local stand-in with the
 * same names and signatures; switching is a one-line re-export.
 */
import type { CriticalHit, ShipId, ShipState, VasEvent, VasState } from '../types';

const active = (ship: ShipState, effect: string): boolean =>
  ship.criticals.some((c) => !c.repaired && c.effect === effect);

export function effectiveSpeed(ship: ShipState): number {
  if (active(ship, 'engines-disabled')) return 0;
  const base = ship.crippled ? ship.roster.speed / 2 : ship.roster.speed;
  return Math.max(0, base);
}

export function effectiveTurning(ship: ShipState): number {
  if (active(ship, 'rudder')) return 0;
  return ship.crippled ? Math.min(1, ship.roster.turning) : ship.roster.turning;
}

export function specialActionsAllowed(ship: ShipState): boolean {
  return !ship.skeleton && !active(ship, 'bridge-hit') && !active(ship, 'engines-disabled');
}

export function damageControlAllowed(ship: ShipState): boolean {
  return !active(ship, 'engineering');
}

export function repairableCriticals(ship: ShipState): CriticalHit[] {
  return ship.criticals.filter((c) => c.repairable && !c.repaired);
}

export function repairCritical(draft: VasState, shipId: ShipId, criticalId: number): VasEvent[] {
  const ship = draft.ships[shipId];
  const crit = ship?.criticals.find((c) => c.id === criticalId);
  if (!ship || !crit) return [];
  crit.repaired = true;
  return [{ type: 'critical-repaired', ship: shipId, text: `${ship.name} repairs ${crit.effect}.`, data: { critical: criticalId } }];
}

export function applyCrewLoss(draft: VasState, shipId: ShipId, amount: number): VasEvent[] {
  const ship = draft.ships[shipId];
  if (!ship || amount <= 0) return [];
  ship.crew = Math.max(0, ship.crew - amount);
  const events: VasEvent[] = [{ type: 'crew-lost', ship: shipId, text: `${ship.name} loses ${amount} Crew.`, data: { amount } }];
  if (!ship.skeleton && ship.crew <= ship.roster.crew[1]) ship.skeleton = true;
  if (!ship.abandoned && ship.crew === 0) {
    ship.abandoned = true;
    events.push({ type: 'abandoned', ship: shipId, text: `${ship.name} has lost all her crew and is abandoned.` });
  }
  return events;
}

export function endOfTurnUpkeep(_draft: VasState): VasEvent[] {
  return [];
}
