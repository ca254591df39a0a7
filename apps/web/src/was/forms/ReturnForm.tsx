/** The end-of-turn returns as a form: one select per ship with the ports the engine allows it. */
import { useState } from 'react';
import type { ShipState } from '@salvo/was';
import { placeName } from '../names';
import { ActionForm } from './ActionForm';
import { refusal } from './engine-check';
import type { FormProps } from './form-props';
import { returnAction, returnChoiceText, returnRows, type ReturnChoice } from './return-action';
import { shipLabel } from './seen-ships';

const from = (x: ShipState): string => (x.location.kind === 'sea' ? `at sea in ${placeName(x.location.area)}` : x.location.kind === 'returning' ? `left the battle in ${placeName(x.location.area)}` : '');

export function ReturnForm({ view, state, side, suggestions, describe, onSubmit }: FormProps) {
  const rows = returnRows(view, state, side);
  const [picks, setPicks] = useState<Readonly<Record<string, ReturnChoice>>>({});
  const action = returnAction(rows, picks);
  return (
    <ActionForm label="Return to port" suggestions={suggestions} suggest={1} describe={describe} action={action} refused={refusal(state, action, side)} submitLabel="Send the ships home" onSubmit={onSubmit}>
      {rows.length === 0 && <p>None of your ships is at sea.</p>}
      <table className="orders">
        <thead><tr><th scope="col">Ship, and where it is</th><th scope="col">Goes to</th></tr></thead>
        <tbody>
          {rows.map(({ ship, options }) => (
            <tr key={ship.id}>
              <th scope="row">{shipLabel(ship)}<br /><span className="muted">{from(ship)}</span></th>
              <td>
                <select aria-label={`Port for ${ship.name}`} value={picks[ship.id] ?? options[0] ?? ''} onChange={(e) => setPicks({ ...picks, [ship.id]: e.target.value as ReturnChoice })}>
                  {options.map((o) => <option key={o} value={o}>{returnChoiceText(o)}</option>)}
                </select>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ActionForm>
  );
}
