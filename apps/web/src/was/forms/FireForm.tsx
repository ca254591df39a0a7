/** Surface fire as a form: a target (or hold fire) for each ship that may fire this round. */
import { useMemo, useState } from 'react';
import { placeName } from '../names';
import { ActionForm } from './ActionForm';
import { refusal } from './engine-check';
import { fireAction, fireParts } from './fire-action';
import type { FormProps } from './form-props';
import { FACTORS, shipLabel, shortLabel } from './seen-ships';

export function FireForm({ view, state, side, suggestions, describe, onSubmit }: FormProps) {
  const parts = useMemo(() => fireParts(view, state), [view, state]);
  const [picks, setPicks] = useState<Readonly<Record<string, string>>>({});
  const [alone, setAlone] = useState(false);
  if (!parts) return null;
  const action = fireAction(parts, picks, alone);
  return (
    <ActionForm label="Surface fire" suggestions={suggestions} describe={describe} action={action} refused={refusal(state, action, side)} submitLabel="Open fire" onSubmit={onSubmit}>
      {parts.shooters.length === 0 && <p>None of your ships can fire this round.</p>}
      <table className="orders">
        <thead><tr><th scope="col">Your ship in {placeName(parts.area)}</th><th scope="col">Fires at</th></tr></thead>
        <tbody>
          {parts.shooters.map((x) => (
            <tr key={x.id}>
              <th scope="row">{shipLabel(x)}{x.status !== 'active' || x.location.kind !== 'sea' ? ' (hit this round, fires back at its strength before, 11.3)' : ''}</th>
              <td>
                <select aria-label={`Target of ${x.name}`} value={picks[x.id] ?? ''} onChange={(e) => setPicks({ ...picks, [x.id]: e.target.value })}>
                  <option value="">hold fire</option>
                  {parts.targets.map((t) => <option key={t.id} value={t.id}>{shortLabel(t)}</option>)}
                </select>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <label className="check"><input type="checkbox" checked={alone} onChange={(e) => setAlone(e.target.checked)} /> Each ship rolls its own volley (otherwise ships firing at the same target roll together)</label>
      <p className="muted">Each ship rolls one die per Attack point, all at one target (11.2). A carrier may be fired upon only if it fires this round or every other enemy ship is fired upon (11.6). {FACTORS}</p>
    </ActionForm>
  );
}
