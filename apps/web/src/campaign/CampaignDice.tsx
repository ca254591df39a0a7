/**
 * Table mode (VAS-CAMPAIGN-TABLE-DICE): a campaign step that rolls waits for the dice rolled at the table.
 * Each die is listed with what it decides, in the order the step asks for them (consecutive dice for one
 * thing, 2d6 for a Command roll, grouped); focus moves on after each die. The engine checks the dice.
 */
import { useEffect, useRef, useState } from 'react';
import { groupDice } from '@salvo/campaign';
import { typedDice } from './campaign-step';
import type { DiceNote } from './dice-wait';

/**
 * `typed`: dice already typed for this step (kept when a tie asks for more); `note`: the dice the typed ones
 * called for, said as the rules' next step (a status), or a mistake (an alert).
 */
export function CampaignDice({ asked, typed = [], who, note, onSubmit, onCancel, cancelText = 'Decide again' }: {
  asked: readonly string[]; typed?: readonly number[]; who: string; note: DiceNote; onSubmit: (dice: number[]) => void; onCancel?: () => void; cancelText?: string;
}) {
  const [values, setValues] = useState<string[]>(() => asked.map((_, i) => (typed[i] === undefined ? '' : String(typed[i]))));
  const refs = useRef<Array<HTMLInputElement | null>>([]);
  useEffect(() => { refs.current[Math.min(typed.length, asked.length - 1)]?.focus(); }, [asked, typed.length]);
  const set = (i: number, v: string) => {
    setValues((old) => old.map((x, j) => (j === i ? v : x)));
    if (/^[1-6]$/.test(v)) refs.current[i + 1]?.focus();
  };
  const groups = groupDice(asked);
  let at = 0;
  return (
    <form className="table-dice campaign-dice" aria-label="Dice rolled at the table" onSubmit={(e) => { e.preventDefault(); onSubmit(typedDice(values)); }}>
      <p><strong>{who}: roll {asked.length === 1 ? 'one die' : `${asked.length} dice`} at the table</strong> and type each (1 to 6), in this order (VAS-CAMPAIGN-TABLE-DICE).</p>
      <ol className="dice-groups">{groups.map((g, gi) => {
        const first = at;
        at += g.n;
        return (
          <li key={gi}>{g.n}d6 for {g.what}{' '}
            {Array.from({ length: g.n }, (_, k) => {
              const i = first + k;
              return <input key={i} ref={(el) => { refs.current[i] = el; }} inputMode="numeric" size={2} maxLength={1} value={values[i] ?? ''}
                aria-label={`Die ${i + 1} of ${asked.length}: ${g.what}`} onChange={(e) => set(i, e.target.value.trim())} />;
            })}
          </li>
        );
      })}</ol>
      <div className="row">
        <button type="submit" className="primary">Enter dice</button>
        {onCancel && <button type="button" onClick={onCancel}>{cancelText}</button>}
      </div>
      {note?.kind === 'more' && <p role="status" className="notice">{note.text}</p>}
      {note?.kind === 'problem' && <p role="alert" className="error">{note.text}</p>}
    </form>
  );
}
