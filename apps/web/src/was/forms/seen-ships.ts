/** The ships a side's view shows, as the forms list them: open counters only, with name and factors. */
import type { AreaId, PortId, ShipState, WasView } from '@salvo/was';

/** Ships of the view whose identity this viewer sees (face-down counters have none to pick). */
export function openShips(view: WasView): ShipState[] {
  return view.ships.filter((x): x is ShipState => !('faceDown' in x));
}

/** Ships afloat at sea in `area`; only those named in `ids` (in that order) when given. */
export function atSea(view: WasView, area: AreaId, ids?: readonly string[]): ShipState[] {
  const here = openShips(view).filter((x) => x.status === 'active' && x.location.kind === 'sea' && x.location.area === area);
  return ids ? ids.flatMap((id) => here.filter((x) => x.id === id)) : here;
}

export function inPort(view: WasView, port: PortId): ShipState[] {
  return openShips(view).filter((x) => x.status === 'active' && x.location.kind === 'port' && x.location.port === port);
}

const KIND: Record<ShipState['type'], string> = {
  BB: 'battleship', BC: 'battlecruiser', CA: 'heavy cruiser', PB: 'pocket battleship', CV: 'carrier', convoy: 'convoy',
};

/** "Hood, battlecruiser 7-5-3, 2 damage": what a player needs to tell counters apart and weigh them. */
export function shipLabel(x: ShipState): string {
  const hurt = x.damage > 0 ? `, ${x.damage} damage` : '';
  return `${x.name}, ${KIND[x.type]} ${x.attack}-${x.defense}-${x.speed}${hurt}`;
}

/** The legend every form shows under its ship list. */
export const FACTORS = 'Factors: Attack-Defense-Speed as printed on the counter.';

/** "Gorizia 1-1-7" or "Hood 4-4-7, 2 damage": for the options of a select, where space is short. */
export function shortLabel(x: ShipState): string {
  return `${x.name} ${x.attack}-${x.defense}-${x.speed}${x.damage > 0 ? `, ${x.damage} damage` : ''}`;
}

/** Speed now, for display only (7.5: one less per point of damage, never below 1); the engine judges. */
export const speedNow = (x: ShipState): number => Math.max(1, x.speed - x.damage);

/** A group's speed as the forms show it: its slowest ship's (12.1). */
export const groupSpeedNow = (ships: readonly ShipState[]): number => (ships.length ? Math.min(...ships.map(speedNow)) : 0);
