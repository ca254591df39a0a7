/**
 * The movement orders of one side (5.2, 5.3): a destination for each ship that may move (the
 * engine's own `legalMoveTargets`), and for the Axis the U-boats by sea area. The engine checks the
 * whole order when it is submitted.
 */
import { useState } from 'react';
import { legalMoveTargets, type AreaId, type MoveOrder, type Side, type WasAction, type WasState } from '@salvo/was';
import { BOARD, placeName } from './names';

interface Props {
  readonly state: WasState;
  readonly side: Side;
  readonly onSubmit: (a: WasAction) => void;
}

const routeKey = (r: { to: string; via?: string }): string => (r.via ? `${r.via}>${r.to}` : r.to);

export function MoveOrders({ state, side, onSubmit }: Props) {
  // WBC 2000 (a): the Axis places U-boats at their own step, after its speed rolls; this form serves both steps.
  const placing = state.step.kind === 'place-uboats';
  const movers = placing ? [] : state.ships.filter((x) => x.side === side).map((x) => ({ ship: x, routes: legalMoveTargets(state, x) })).filter((m) => m.routes.length > 0);
  const [orders, setOrders] = useState<Record<string, string>>({});
  const [uboats, setUboats] = useState<Record<string, string>>({});
  const build = (): WasAction => {
    const list: MoveOrder[] = [];
    for (const [ship, key] of Object.entries(orders)) {
      if (!key) continue;
      const [a, b] = key.split('>');
      list.push(b ? { ship, via: a as AreaId, to: b as AreaId } : { ship, to: a as AreaId });
    }
    if (!placing) return { type: 'move', orders: list };
    const ub: Partial<Record<AreaId, number>> = {};
    for (const [area, n] of Object.entries(uboats)) if (Number(n) > 0) ub[area as AreaId] = Number(n);
    return { type: 'place-uboats', areas: ub };
  };
  const where = (x: WasState['ships'][number]): string => (x.location.kind === 'port' ? placeName(x.location.port) : x.location.kind === 'sea' ? placeName(x.location.area) : '');
  return (
    <form className="move-orders" aria-label={`${side === 'allies' ? 'Allied' : 'Axis'} movement orders`} onSubmit={(e) => { e.preventDefault(); onSubmit(build()); }}>
      {movers.length === 0 && <p>No ship of yours may move this turn.</p>}
      <table className="orders">
        <thead><tr><th scope="col">Ship</th><th scope="col">From</th><th scope="col">Order</th></tr></thead>
        <tbody>
          {movers.map(({ ship, routes }) => (
            <tr key={ship.id}>
              <th scope="row">{ship.name} <span className="muted">{ship.attack}-{ship.defense}-{ship.speed}</span></th>
              <td>{where(ship)}</td>
              <td>
                <select aria-label={`Order for ${ship.name}`} value={orders[ship.id] ?? ''} onChange={(e) => setOrders({ ...orders, [ship.id]: e.target.value })}>
                  <option value="">stay</option>
                  {routes.map((r) => <option key={routeKey(r)} value={routeKey(r)}>{r.via ? `${placeName(r.to)} via ${placeName(r.via)} (speed roll)` : placeName(r.to)}</option>)}
                </select>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {placing && side === 'axis' && state.uboats.inPlay > 0 && (
        <fieldset className="uboats">
          <legend>U-boats ({state.uboats.inPlay} in play)</legend>
          {BOARD.seaAreas.map((a) => (
            <label key={a.id}>{a.name}
              <input type="number" min={0} max={state.uboats.inPlay} value={uboats[a.id] ?? ''} onChange={(e) => setUboats({ ...uboats, [a.id]: e.target.value })} />
            </label>
          ))}
        </fieldset>
      )}
      <button type="submit" className="primary">Give these orders</button>
    </form>
  );
}
