/**
 * The passphrase of a seat by mail: typed once to open a game the seat has joined, twice to create or join one
 * (then it becomes that seat's key for good). Said plainly what it is and where it goes: nowhere.
 */
import { useId } from 'react';

export interface Passphrase { readonly pass: string; readonly again: string; readonly remember: boolean }
export const NO_PASSPHRASE: Passphrase = { pass: '', again: '', remember: false };

export function PassphraseFields({ value, twice, onChange }: { value: Passphrase; twice: boolean; onChange: (v: Passphrase) => void }) {
  const id = useId();
  return (
    <fieldset className="passphrase">
      <legend>Your passphrase for this game</legend>
      <p className="field-note" id={`${id}-note`}>
        {twice
          ? 'It is your key to this game from now on, on any machine: Salvo seals what you send and rolls your dice with it. Choose a few words nobody guesses, and do not forget them: without it nobody can play your side. '
          : 'The passphrase you chose for this game (your friend has their own). '}
        It is never sent anywhere and not stored, unless you tick &quot;remember on this browser&quot;.
      </p>
      <label>Passphrase <input type="password" autoComplete="off" value={value.pass} aria-describedby={`${id}-note`} onChange={(e) => onChange({ ...value, pass: e.target.value })} /></label>
      {twice && <label>Passphrase again <input type="password" autoComplete="off" value={value.again} onChange={(e) => onChange({ ...value, again: e.target.value })} /></label>}
      <label><input type="checkbox" checked={value.remember} onChange={(e) => onChange({ ...value, remember: e.target.checked })} /> Remember on this browser (anyone using this browser can then play your side)</label>
    </fieldset>
  );
}
