/** The last roll with what it was for, and table-mode entry of the dice a person rolled. */
import { useEffect, useRef, useState } from 'react';
import type { ChanceRequest } from '@salvo/kernel';
import type { DiceInfo } from '../session/types';

const FACES = ['', '⚀', '⚁', '⚂', '⚃', '⚄', '⚅'];

export function LastDice({ dice }: { dice: DiceInfo | null }) {
  if (!dice) return null;
  return (
    <section className="last-dice" aria-label="Last roll">
      <p className="dice-label">{dice.label} <span className={dice.manual ? 'dice-by typed' : 'dice-by'}>({dice.by ?? (dice.manual ? 'typed at the table' : 'rolled by the computer')})</span></p>
      <p className="dice-faces">
        {dice.values.map((v, i) => <span key={i} className="die" title={`die ${i + 1}: ${v}`}><span aria-hidden="true">{FACES[v] ?? ''}</span> {v}</span>)}
      </p>
      {dice.result && <p className="dice-result">{dice.result}</p>}
    </section>
  );
}

const blank = (request: ChanceRequest): string[] => Array.from({ length: request.dice }, () => '');

/**
 * One input per die; focus moves to the next die after each value (ui-anchors 3b). A new request gets empty
 * inputs, one per die, in the same render that shows it: never a frame with the last request's dice or count.
 */
export function TableDice({ request, onSubmit, error }: { request: ChanceRequest; onSubmit: (v: number[]) => void; error: string | null }) {
  const [asked, setAsked] = useState(request);
  const [values, setValues] = useState<string[]>(() => blank(request));
  if (asked !== request) {
    setAsked(request);
    setValues(blank(request));
  }
  const refs = useRef<Array<HTMLInputElement | null>>([]);
  useEffect(() => { refs.current[0]?.focus(); }, [request]);
  const set = (i: number, v: string) => {
    setValues((old) => old.map((x, j) => (j === i ? v : x)));
    if (/^\d$/.test(v)) refs.current[i + 1]?.focus();
  };
  return (
    <form className="table-dice" aria-label="Dice rolled at the table" onSubmit={(e) => { e.preventDefault(); onSubmit(values.map(Number)); }}>
      <p><strong>Roll {request.dice}d{request.sides} at the table</strong> and type each die (1 to {request.sides}).</p>
      <div className="dice-inputs">
        {values.map((v, i) => (
          <label key={i}>Die {i + 1}
            <input ref={(el) => { refs.current[i] = el; }} inputMode="numeric" size={2} maxLength={2} value={v}
              aria-label={`Die ${i + 1} of ${request.dice}`} onChange={(e) => set(i, e.target.value.trim())} />
          </label>
        ))}
      </div>
      <button type="submit" className="primary">Enter dice</button>
      {error && <p role="alert" className="error">{error}</p>}
    </form>
  );
}
