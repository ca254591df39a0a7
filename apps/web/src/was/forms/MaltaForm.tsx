/** The Turn 1 deployment as a form (4.3): a checkbox per British starting ship; ticked ones start at Malta. */
import { useState } from 'react';
import { maltaAction, maltaCandidates } from './malta-action';
import { FACTORS, shipLabel } from './seen-ships';
import { ActionForm } from './ActionForm';
import { refusal } from './engine-check';
import type { FormProps } from './form-props';

export function MaltaForm({ view, state, side, suggestions, describe, onSubmit }: FormProps) {
  const ships = maltaCandidates(view);
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  const action = maltaAction(ships, ticked);
  const toggle = (id: string) => setTicked((t) => { const n = new Set(t); if (n.has(id)) n.delete(id); else n.add(id); return n; });
  return (
    <ActionForm label="British ships at Malta" suggestions={suggestions} suggest={1} describe={describe} action={action} refused={refusal(state, action, side)} submitLabel="Deploy the fleet" onSubmit={onSubmit}>
      <fieldset className="was-picks">
        <legend>Tick the ships that start at Malta ({ticked.size} of {ships.length}); the others start in England</legend>
        {ships.map((x) => (
          <label key={x.id} className="check"><input type="checkbox" checked={ticked.has(x.id)} onChange={() => toggle(x.id)} /> {shipLabel(x)}</label>
        ))}
      </fieldset>
      <p className="muted">{FACTORS}</p>
    </ActionForm>
  );
}
