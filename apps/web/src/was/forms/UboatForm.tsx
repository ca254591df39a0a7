/** U-boat targets as a form: how many U-boats attack each Allied ship in the area. */
import { useState } from 'react';
import { placeName } from '../names';
import { ActionForm } from './ActionForm';
import { refusal } from './engine-check';
import type { FormProps } from './form-props';
import { FACTORS, shipLabel } from './seen-ships';
import { uboatAction, uboatParts } from './uboat-action';

export function UboatForm({ view, state, side, suggestions, describe, onSubmit }: FormProps) {
  const parts = uboatParts(view);
  const [counts, setCounts] = useState<Readonly<Record<string, number>>>({});
  if (!parts) return null;
  const action = uboatAction(parts.targets, counts);
  const sent = action.type === 'uboat-targets' ? action.targets.length : 0;
  return (
    <ActionForm label="U-boat targets" suggestions={suggestions} describe={describe} action={action} refused={refusal(state, action, side)} submitLabel="Attack" onSubmit={onSubmit}>
      <fieldset className="was-picks was-counts">
        <legend>{parts.uboats} U-boat(s) in {placeName(parts.area)}: say how many attack each Allied ship ({sent} of {parts.uboats} sent). Each U-boat rolls one die.</legend>
        {parts.targets.map((x) => (
          <label key={x.id} className="check">
            <input type="number" min={0} max={parts.uboats} value={counts[x.id] ?? 0} aria-label={`U-boats at ${x.name}`} onChange={(e) => setCounts({ ...counts, [x.id]: Number(e.target.value) || 0 })} />
            {' '}{shipLabel(x)}
          </label>
        ))}
      </fieldset>
      <p className="muted">{FACTORS}</p>
    </ActionForm>
  );
}
