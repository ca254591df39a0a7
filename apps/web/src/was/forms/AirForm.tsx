/** Airstrike targets as a form: a checkbox per enemy ship at the place, up to the strikes the side has there. */
import { useMemo, useState } from 'react';
import { placeName } from '../names';
import { ActionForm } from './ActionForm';
import { airAction, airParts } from './air-action';
import { refusal } from './engine-check';
import type { FormProps } from './form-props';
import { FACTORS, shipLabel } from './seen-ships';

export function AirForm({ view, state, side, suggestions, describe, onSubmit }: FormProps) {
  const parts = useMemo(() => airParts(view, state), [view, state]);
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  if (!parts) return null;
  const action = airAction(parts.side, parts.targets, ticked);
  const toggle = (id: string) => setTicked((t) => { const n = new Set(t); if (n.has(id)) n.delete(id); else n.add(id); return n; });
  return (
    <ActionForm label="Airstrike targets" suggestions={suggestions} describe={describe} action={action} refused={refusal(state, action, side)} submitLabel="Launch the airstrikes" onSubmit={onSubmit}>
      <fieldset className="was-picks">
        <legend>Enemy ships in {placeName(parts.where)}: tick up to {parts.strikes} ({ticked.size} ticked). Each ticked ship is attacked with one die, at most once.</legend>
        {parts.targets.map((x) => (
          <label key={x.id} className="check"><input type="checkbox" checked={ticked.has(x.id)} onChange={() => toggle(x.id)} /> {shipLabel(x)}</label>
        ))}
      </fieldset>
      <p className="muted">{FACTORS}</p>
    </ActionForm>
  );
}
