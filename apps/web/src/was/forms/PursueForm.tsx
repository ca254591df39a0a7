/** Pursuit as a form: for each of your ships, the withdrawing group it chases (or none) and its pursuing group's number. */
import { useState } from 'react';
import { placeName } from '../names';
import { ActionForm } from './ActionForm';
import { refusal } from './engine-check';
import type { FormProps } from './form-props';
import { pursueAction, pursueParts } from './pursue-action';
import { FACTORS, groupSpeedNow, shipLabel, speedNow } from './seen-ships';

export function PursueForm({ view, state, side, suggestions, describe, onSubmit }: FormProps) {
  const parts = pursueParts(view);
  const [picks, setPicks] = useState<Readonly<Record<string, number | null>>>({});
  const [groupOf, setGroupOf] = useState<Readonly<Record<string, number>>>({});
  if (!parts) return null;
  const action = pursueAction(parts, picks, groupOf);
  const numbers = parts.ships.map((_, i) => i + 1);
  return (
    <ActionForm label="Pursuit" suggestions={suggestions} describe={describe} action={action} refused={refusal(state, action, side)} submitLabel="Give the pursuit orders" onSubmit={onSubmit}>
      <ol className="was-groups" aria-label="Withdrawing groups">
        {parts.groups.map((g, i) => <li key={i}>Group {i + 1}{g.length ? ` (speed ${groupSpeedNow(g)})` : ''}: {g.map(shipLabel).join('; ') || 'gone'}</li>)}
      </ol>
      <table className="orders">
        <thead><tr><th scope="col">Your ship in {placeName(parts.area)}</th><th scope="col">Chases</th><th scope="col" className="pursuing">Pursuing group</th></tr></thead>
        <tbody>
          {parts.ships.map((x) => (
            <tr key={x.id}>
              <th scope="row">{shipLabel(x)}{x.damage > 0 ? `, speed now ${speedNow(x)}` : ''}</th>
              <td>
                <select aria-label={`Group chased by ${x.name}`} value={picks[x.id] ?? ''} onChange={(e) => setPicks({ ...picks, [x.id]: e.target.value === '' ? null : Number(e.target.value) })}>
                  <option value="">no pursuit</option>
                  {parts.groups.map((g, i) => {
                    // 12.3: a chasing group is as fast as its slowest ship, so a ship slower than the group never may
                    const slow = g.length > 0 && speedNow(x) < groupSpeedNow(g);
                    return <option key={i} value={i} disabled={slow}>group {i + 1}{slow ? ` (too slow: ${speedNow(x)} against ${groupSpeedNow(g)})` : ''}</option>;
                  })}
                </select>
              </td>
              <td>
                <select aria-label={`Pursuing group of ${x.name}`} disabled={typeof picks[x.id] !== 'number'} value={groupOf[x.id] ?? 1} onChange={(e) => setGroupOf({ ...groupOf, [x.id]: Number(e.target.value) })}>
                  {numbers.map((n) => <option key={n} value={n}>{n}</option>)}
                </select>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="muted">Ships chasing the same group with the same number form one pursuing group, whose slowest ship must be at least as fast as that group&apos;s slowest (12.3, 12.8); several pursuing groups may chase one group, and fight it together. Each point of damage takes 1 from a ship&apos;s Speed. {FACTORS}</p>
    </ActionForm>
  );
}
