/**
 * The movement orders of one side (5.2, 5.3, 6.4, 13): a destination for each ship that may move (the engine's
 * own `legalMoveTargets`), the port a two-area mover from port falls back to if her speed roll fails, the damage
 * points repaired on ships staying in a friendly port, and for the Axis the U-boats by sea area. The engine
 * judges the whole order as it changes (its refusal is shown, and "Give these orders" waits for its yes).
 */
import { useState } from 'react';
import type { AreaId, Side, WasAction, WasState } from '@salvo/was';
import { refusal } from './forms/engine-check';
import { EMPTY_DRAFT, fallbackChoices, moveAction, movers, repairable, routeKey, type MoveDraft } from './move-action';
import { BOARD, placeName } from './names';

interface Props {
  readonly state: WasState;
  readonly side: Side;
  readonly onSubmit: (a: WasAction) => void;
}

export function MoveOrders({ state, side, onSubmit }: Props) {
  // WBC 2000 (a): the Axis places U-boats at their own step, after its speed rolls; this form serves both steps.
  const placing = state.step.kind === 'place-uboats';
  const ships = placing ? [] : movers(state, side);
  const docked = placing ? [] : repairable(state, side);
  const [draft, setDraft] = useState<MoveDraft>(EMPTY_DRAFT);
  const [uboats, setUboats] = useState<Record<string, string>>({});
  const set = (part: keyof MoveDraft, ship: string, value: string) => setDraft({ ...draft, [part]: { ...draft[part], [ship]: value } });
  const build = (): WasAction => {
    if (!placing) return moveAction(state, draft);
    const ub: Partial<Record<AreaId, number>> = {};
    for (const [area, n] of Object.entries(uboats)) if (Number(n) > 0) ub[area as AreaId] = Number(n);
    return { type: 'place-uboats', areas: ub };
  };
  const action = build();
  const why = placing ? null : refusal(state, action, side);
  const where = (x: WasState['ships'][number]): string => (x.location.kind === 'port' ? placeName(x.location.port) : x.location.kind === 'sea' ? placeName(x.location.area) : '');
  return (
    <form className="move-orders" aria-label={`${side === 'allies' ? 'Allied' : 'Axis'} movement orders`} onSubmit={(e) => { e.preventDefault(); if (!why) onSubmit(action); }}>
      {!placing && ships.length === 0 && <p>No ship of yours may move this turn.</p>}
      {ships.length > 0 && (
        <table className="orders">
          <thead><tr><th scope="col">Ship</th><th scope="col">From</th><th scope="col">Order</th></tr></thead>
          <tbody>
            {ships.map(({ ship, routes }) => {
              const key = draft.orders[ship.id] ?? '';
              const falls = key ? fallbackChoices(state, ship, key) : [];
              return (
                <tr key={ship.id}>
                  <th scope="row">{ship.name} <span className="muted">{ship.attack}-{ship.defense}-{ship.speed}{ship.damage > 0 ? `, ${ship.damage} damage` : ''}</span></th>
                  <td>{where(ship)}{ship.location.kind === 'port' && ship.location.port === 'neutral' && (
                    <span className="muted"> (must leave the turn after arrival, or her side pays 1 POC each turn she stays: 17.2)</span>
                  )}</td>
                  <td>
                    <select aria-label={`Order for ${ship.name}`} value={key} onChange={(e) => set('orders', ship.id, e.target.value)}>
                      <option value="">stay</option>
                      {routes.map((r) => <option key={routeKey(r)} value={routeKey(r)}>{r.via ? `${placeName(r.to)} via ${placeName(r.via)} (speed roll)` : placeName(r.to)}</option>)}
                    </select>
                    {falls.length > 1 && (
                      <label className="fallback">if the speed roll fails, back to{' '}
                        <select aria-label={`Port ${ship.name} falls back to`} value={draft.fallbacks[ship.id] ?? falls[0]} onChange={(e) => set('fallbacks', ship.id, e.target.value)}>
                          {falls.map((p) => <option key={p} value={p}>{placeName(p)}</option>)}
                        </select>
                      </label>
                    )}
                    {falls.length === 1 && falls[0] && <span className="muted"> (if the speed roll fails: back to {placeName(falls[0])})</span>}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      {docked.length > 0 && (
        <fieldset className="repairs">
          <legend>Repairs in port (13.1, 13.2): a ship that sails this turn is not repaired</legend>
          {docked.map(({ ship, port, capacity }) => {
            const sails = Boolean(draft.orders[ship.id]);
            return (
              <label key={ship.id}>{ship.name} in {placeName(port)} ({ship.damage} damage; {placeName(port)} repairs {capacity} a turn){sails ? ': sails this turn' : ''}
                <input type="number" min={0} max={ship.damage} value={sails ? '' : (draft.repairs[ship.id] ?? '')} disabled={sails}
                  aria-label={`Damage points repaired on ${ship.name}`} onChange={(e) => set('repairs', ship.id, e.target.value)} />
              </label>
            );
          })}
        </fieldset>
      )}
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
      {why && <p id="move-orders-check" className="form-check error" role="status">Not allowed yet: {why}</p>}
      <button type="submit" className="primary" disabled={why !== null} aria-describedby={why ? 'move-orders-check' : undefined}>Give these orders</button>
    </form>
  );
}
