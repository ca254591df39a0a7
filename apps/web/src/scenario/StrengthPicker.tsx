/** The Victory at Sea bot strength: a labelled choice and what the chosen bot does (STRENGTH_TEXT), for a `.row`. */
import { STRENGTH_TEXT, VAS_STRENGTHS, type VasStrength } from '@salvo/bots';

export function StrengthPicker({ id, value, onChange }: { id: string; value: VasStrength; onChange: (s: VasStrength) => void }) {
  return <>
    <label htmlFor={id}>Bot strength</label>
    <select id={id} value={value} onChange={(e) => onChange(e.target.value as VasStrength)} aria-describedby={`${id}-d`}>
      {VAS_STRENGTHS.map((s) => <option key={s} value={s}>{s}</option>)}
    </select>
    <span id={`${id}-d`} className="hint">{STRENGTH_TEXT[value]}</span>
  </>;
}
