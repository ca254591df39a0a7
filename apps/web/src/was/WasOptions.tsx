/**
 * The War at Sea options of the new game form: the rulebook's optional rules 19.1-19.3 and Salvo's tactical
 * battles (WAS-SALVO-TACTICAL), which are offered only at one screen: online, a battle's result could not
 * be checked by the server.
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
        const off = online && k === 'tacticalBattles';
        return (
          <label key={k}>
            <input type="checkbox" checked={value[k] && !off} disabled={off} onChange={(e) => onChange({ ...value, [k]: e.target.checked })} /> {text}
            {off && <span className="muted"> (at one screen only: online, the server could not check a battle fought elsewhere)</span>}
          </label>
        );
      })}
    </>
  );
}
