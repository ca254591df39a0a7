/**
 * Surface fire as a form: a target (or hold fire) for each ship that may fire this round. A suggestion fills the
 * form in (it does not fire): the player reads the orders and presses Open fire, as for orders of her own.
 */
import { useMemo, useState } from 'react';
import { placeName } from '../names';
import { ActionForm } from './ActionForm';
import { refusal } from './engine-check';
import { fireAction, fireParts, firePicks } from './fire-action';
import type { FormProps } from './form-props';
import { FACTORS, shipLabel, shortLabel } from './seen-ships';

export function FireForm({ view, state, side, suggestions, describe, onSubmit }: FormProps) {
  const parts = useMemo(() => fireParts(view, state), [view, state]);
  const [picks, setPicks] = useState<Readonly<Record<string, string>>>({});
  const [volleyOf, setVolleyOf] = useState<Readonly<Record<string, number>>>({});
  if (!parts) return null;
  const action = fireAction(parts, picks, volleyOf);
  const numbers = parts.shooters.map((_, i) => i + 1);
  return (
    <ActionForm label="Surface fire" suggestions={suggestions} describe={describe} action={action} refused={refusal(state, action, side)} submitLabel="Open fire" onSubmit={onSubmit}
      onPick={(a) => { const f = firePicks(a); setPicks(f.picks); setVolleyOf(f.volleyOf); }}>
      {parts.shooters.length === 0 && <p>None of your ships can fire this round.</p>}
      <table className="orders">
        <thead><tr><th scope="col">Your ship in {placeName(parts.area)}</th><th scope="col">Fires at</th><th scope="col" className="volley">Volley</th></tr></thead>
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
              <td>
                <select aria-label={`Volley of ${x.name}`} value={volleyOf[x.id] ?? 1} onChange={(e) => setVolleyOf({ ...volleyOf, [x.id]: Number(e.target.value) })}>
                  {numbers.map((n) => <option key={n} value={n}>{n}</option>)}
                </select>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="muted">Each ship rolls one die per Attack point, all at one target (11.2). Ships with the same target and volley number roll together; volley 1 fires first. A volley whose target is already sunk is lost; a convoy can be hit only once its escorts are damaged (14.8). A carrier may be fired upon only if it fires this round or every other enemy ship is fired upon (11.6). {FACTORS}</p>
    </ActionForm>
  );
}
