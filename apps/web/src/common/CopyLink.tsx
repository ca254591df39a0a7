/**
 * A link to hand to someone (the invite, the spectator link): the address in a read-only field and a Copy button.
 * The button uses the clipboard where the page may (a secure context: https, or this machine), else selects the
 * address and asks the browser to copy it; when neither works it says to copy the selected address by hand.
 */
import { useEffect, useId, useRef, useState } from 'react';

/** `copyLabel`: the button's accessible name ("Copy the invite"), which must not repeat the field's label. */
export function CopyLink({ label, value, copyLabel }: { readonly label: string; readonly value: string; readonly copyLabel: string }) {
  const field = useRef<HTMLInputElement | null>(null);
  const id = useId();
  const [said, setSaid] = useState('');
  useEffect(() => {
    if (!said) return undefined;
    const t = setTimeout(() => setSaid(''), 4000);
    return () => clearTimeout(t);
  }, [said]);
  const bySelection = (): boolean => {
    field.current?.select();
    try {
      return document.execCommand('copy');
    } catch {
      return false;
    }
  };
  const copy = () => {
    const done = () => setSaid('Copied.');
    const byHand = () => setSaid('The browser did not let the page copy it: the link is selected, copy it with Ctrl+C.');
    if (navigator.clipboard && window.isSecureContext) {
      navigator.clipboard.writeText(value).then(done, () => (bySelection() ? done() : byHand()));
    } else if (bySelection()) done();
    else byHand();
  };
  return (
    <div className="invite">
      <label htmlFor={id}>{label}</label>
      <div className="field">
        <input id={id} ref={field} readOnly value={value} onFocus={(e) => e.target.select()} />
        <button type="button" onClick={copy} aria-label={copyLabel}>Copy</button>
      </div>
      <span role="status" className="copied">{said}</span>
    </div>
  );
}

/** An online game's links to hand out: the invite while the other seat waits for its player, and the spectator link. */
export function ShareLinks({ invite, watch }: { readonly invite?: string | undefined; readonly watch?: string | undefined }) {
  if (!invite && !watch) return null;
  return (
    <div className="share">
      {invite && <CopyLink label="Invite link for the other player (send it to them; it gives their seat)" value={invite} copyLabel="Copy the invite" />}
      {watch && <CopyLink label="Spectator link (anyone with it may watch)" value={watch} copyLabel="Copy the address for spectators" />}
    </div>
  );
}
