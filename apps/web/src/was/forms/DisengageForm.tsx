/** Disengagement as a form: stay and fight, or withdraw every ship, each put in a numbered group. */
import { useState } from 'react';
import { placeName } from '../names';
import { ActionForm } from './ActionForm';
import { disengageAction, disengageParts } from './disengage-action';
import { refusal } from './engine-check';
import type { FormProps } from './form-props';
import { FACTORS, shipLabel, speedNow } from './seen-ships';

export function DisengageForm({ view, state, side, suggestions, describe, onSubmit }: FormProps) {
  const parts = disengageParts(view, side);
  const [leave, setLeave] = useState(false);
  const [groupOf, setGroupOf] = useState<Readonly<Record<string, number>>>({});
  if (!parts) return null;
  const action = disengageAction(side, parts.ships, leave, groupOf);
  const numbers = parts.ships.map((_, i) => i + 1);
  return (
    <ActionForm label="Disengage" suggestions={suggestions} describe={describe} action={action} refused={refusal(state, action, side)} submitLabel="Hand in this order" onSubmit={onSubmit}>
      <fieldset className="was-picks">
        <legend>Your ships in {placeName(parts.area)} (your order stays secret until both sides have written theirs)</legend>
        <label className="check"><input type="radio" name="was-disengage" checked={!leave} onChange={() => setLeave(false)} /> Stay and fight</label>
        <label className="check"><input type="radio" name="was-disengage" checked={leave} onChange={() => setLeave(true)} /> Disengage every ship, in these groups:</label>
      </fieldset>
      <table className="orders">
        <thead><tr><th scope="col">Ship</th><th scope="col">Group</th></tr></thead>
        <tbody>
          {parts.ships.map((x) => (
            <tr key={x.id}>
              <th scope="row">{shipLabel(x)}{x.damage > 0 ? `, speed now ${speedNow(x)}` : ''}</th>
              <td>
                <select aria-label={`Group of ${x.name}`} disabled={!leave} value={groupOf[x.id] ?? 1} onChange={(e) => setGroupOf({ ...groupOf, [x.id]: Number(e.target.value) })}>
                  {numbers.map((n) => <option key={n} value={n}>group {n}</option>)}
                </select>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="muted">Each point of damage takes 1 from a ship's Speed; a group withdraws at the speed of its slowest ship (12.1), and the enemy may pursue each group with ships at least as fast. {FACTORS}</p>
    </ActionForm>
  );
}
