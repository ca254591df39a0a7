/**
 * The War at Sea options of the new game form: the rulebook's optional rules 19.1-19.3 and Salvo's tactical
 * battles (WAS-SALVO-TACTICAL; online, WAS-SALVO-TACTICAL-ONLINE: the server hosts each battle taken to the table).
 */
import type { WasChoices } from './was-options';

const LABELS: readonly (readonly [keyof WasChoices, string])[] = [
  ['tacticalBattles', 'Surface battles on the tactical table: fight each one out as a miniatures battle, or by the dice'],
  ['faceDown', 'Optional rule 19.3: British ships placed face down'],
  ['weakBismarcks', 'Optional rule 19.1: Bismarck and Tirpitz defend with 7'],
  ['accumulateUboats', 'Optional rule 19.2: U-boat replacements accumulate'],
];

export function WasOptionFields({ value, online, onChange }: { value: WasChoices; online: boolean; onChange: (v: WasChoices) => void }) {
  return (
    <>
      {LABELS.map(([k, text]) => {
        const hint = online && k === 'tacticalBattles';
        return (
          <label key={k}>
            <input type="checkbox" checked={value[k]} onChange={(e) => onChange({ ...value, [k]: e.target.checked })} /> {text}
            {hint && <span className="muted"> (online, the server hosts each battle taken to the table: each player fights their own side in their own browser)</span>}
          </label>
        );
      })}
    </>
  );
}
