/**
 * Why a move is refused, in the rule's words (item: a refused move gives its reason): the first rule of
 * 6.x, 13-16 that the order breaks. Used by ERR_ILLEGAL_MOVE's sentence; the legal routes stay in `details`.
 */
import { areasAdjacent, portBorders } from './board';
import { placeIn } from './names';
import { areaAllowed, legalMoveTargets, previousControl } from './routes';
import type { AreaId, MoveOrder, ShipState, WasState } from './types';
import { otherSide } from './types';

function nationRule(ship: ShipState, a: AreaId): string {
  if (ship.type === 'convoy') return 'convoys sail only from the USA to the North Atlantic and on to the Barents Sea (14.1-14.3)';
  if (ship.nation === 'USSR') return 'Russian ships stay in the Baltic (15.1)';
  if (ship.nation === 'US') return 'US ships stay in the North Atlantic (15.4)';
  if (a === 'baltic-sea') return 'only German and Russian ships may enter the Baltic (6.6)';
  return 'Italian battleships stay in the Mediterranean; only the cruisers may go to the Atlantic (15.5, 15.6)';
}

export function moveRefusalReason(s: WasState, ship: ShipState, o: MoveOrder): string {
  const loc = ship.location;
  if (ship.disabled) return 'it is disabled (7.2)';
  if (loc.kind === 'sea') {
    if (ship.type === 'convoy') return 'a convoy at sea moves only from the North Atlantic to the Barents Sea (14.3)';
    return ship.oiler ? `it may not be in ${placeIn(o.to)} (6.6, 15)` : 'ships at sea return to port at the end of the turn and do not move on (5.7)';
  }
  if (loc.kind !== 'port') return 'it is not in a port';
  if (ship.nation === 'USSR' && !ship.maySail) return 'it did not roll a 5 or 6 to sail this turn (15.2)';
  if (!areaAllowed(ship, o.to)) return nationRule(ship, o.to);
  if (o.via !== undefined && !areaAllowed(ship, o.via)) return nationRule(ship, o.via);
  const p = loc.port;
  if (o.via === undefined) {
    if (!portBorders(p, o.to)) {
      const vias = legalMoveTargets(s, ship).filter((r) => r.to === o.to && r.via).map((r) => placeIn(r.via));
      return vias.length
        ? `${placeIn(o.to)} is two areas from ${placeIn(p)}: name the area it passes through (via ${vias.join(' or ')}) and roll for speed (6.2-6.4)`
        : `${placeIn(o.to)} is not next to ${placeIn(p)} (6.1)`;
    }
    return 'Italian cruisers may not leave the Mediterranean after an Allied turn of control there (15.5)';
  }
  if (!portBorders(p, o.via)) return `${placeIn(o.via)} is not next to ${placeIn(p)} (6.1)`;
  if (!areasAdjacent(o.via, o.to) || o.via === o.to) return `${placeIn(o.to)} does not border ${placeIn(o.via)} (6.2)`;
  if (portBorders(p, o.to)) return `${placeIn(o.to)} is next to ${placeIn(p)}: move there directly (6.2)`;
  if (ship.type === 'convoy' || ship.nation === 'US') return 'convoys and US ships make no two-area moves (14.2, 15.4)';
  if (previousControl(s, o.via) === otherSide(ship.side)) return `the enemy controlled ${placeIn(o.via)} last turn, so no two-area move passes through it (6.2)`;
  return 'no port it could fall back to is open to it if the speed roll fails (6.4, 6.7)';
}
