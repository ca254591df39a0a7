/**
 * "Open a file from your friend": a `*.salvo-mail.json` picked or dropped; its header (game, seats and names, how
 * many actions, who has joined); which seat you are when this browser does not already know; the passphrase (twice
 * for a seat joining the game); then the game, verified, with the dice you roll and your orders revealed as due.
 */
import { useId, useState } from 'react';
import type { MailFileHeader } from '@salvo/mail';
import type { AnySession } from '../session/new-game';
import { behindKept, joinedSeats, openMailGame, passphraseProblem, readHeader } from './mail-start';
import { keptSeatsOf } from './mail-store';
import { MAIL_GAME_NAME, mailSeatName, playerName } from './mail-words';
import { NO_PASSPHRASE, PassphraseFields, type Passphrase } from './PassphraseFields';
import { afterPaint } from './after-paint';

interface Picked { readonly name: string; readonly text: string; readonly header: MailFileHeader }

/**
 * The seat this browser plays in the file's game when it keeps one (with the passphrase, if remembered here), else the
 * seat that has not joined yet (if one).
 */
function likelySeat(h: MailFileHeader): { seat: string | null; known: boolean; pass: Passphrase } {
  const kept = keptSeatsOf(h.id);
  if (kept.length === 1 && kept[0]) {
    const p = kept[0].passphrase;
    return { seat: kept[0].seat, known: true, pass: p === undefined ? NO_PASSPHRASE : { pass: p, again: p, remember: true } };
  }
  const joined = joinedSeats(h);
  return { seat: h.seats.find((s) => !joined.includes(s)) ?? null, known: false, pass: NO_PASSPHRASE };
}

export function OpenMailFile({ onStart }: { onStart: (s: AnySession) => void }) {
  const id = useId();
  const [picked, setPicked] = useState<Picked | null>(null);
  const [seat, setSeat] = useState<string | null>(null);
  const [known, setKnown] = useState(false);
  const [pass, setPass] = useState<Passphrase>(NO_PASSPHRASE);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [over, setOver] = useState(false);

  const take = (file: { name: string; text(): Promise<string> } | undefined) => {
    if (!file) return;
    setError(null);
    void file.text().then((text) => {
      const h = readHeader(text);
      if (typeof h === 'string') { setPicked(null); setError(h); return; }
      const likely = likelySeat(h);
      setPicked({ name: file.name, text, header: h });
      setSeat(likely.seat);
      setKnown(likely.known);
      setPass(likely.pass);
    }, () => setError('The file could not be read.'));
  };
  const h = picked?.header;
  const joined = h ? joinedSeats(h) : [];
  const joining = seat !== null && !joined.includes(seat);
  const open = () => {
    if (!picked || !seat) { setError('Choose which side you play.'); return; }
    const behind = behindKept(picked.header, seat, picked.text);
    if (behind) { setError(behind); return; }
    const problem = passphraseProblem(pass.pass, joining ? pass.again : null);
    if (problem) { setError(problem); return; }
    setError(null);
    setBusy(true);
    afterPaint(() => {
      const s = openMailGame(picked.text, seat, pass.pass, pass.remember);
      setBusy(false);
      if (typeof s === 'string') setError(s);
      else onStart(s);
    });
  };
  return (
    <form onSubmit={(e) => { e.preventDefault(); open(); }} aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>Open a file from your friend</h2>
      <div className={`drop-zone${over ? ' over' : ''}`}
        onDragOver={(e) => { e.preventDefault(); setOver(true); }} onDragLeave={() => setOver(false)}
        onDrop={(e) => { e.preventDefault(); setOver(false); take(e.dataTransfer.files[0]); }}>
        <label>The file (<code>*.salvo-mail.json</code>) <input type="file" accept=".json,application/json" onChange={(e) => take(e.target.files?.[0])} /></label>
        <p className="muted">or drop it here.</p>
      </div>
      {h && (
        <section className="mail-header" aria-label="The file">
          <p><strong>{MAIL_GAME_NAME[h.game]}</strong>, {h.actionCount} action{h.actionCount === 1 ? '' : 's'} so far{h.created ? `, begun ${h.created.slice(0, 10)}` : ''} ({picked?.name}).</p>
          <ul>
            {h.seats.map((s) => <li key={s}>{mailSeatName(h.game, s)}: {playerName(h.game, h.names, s)}{joined.includes(s) ? ' (has joined)' : ' (has not joined yet)'}</li>)}
          </ul>
          {known && seat
            ? <p>You play {mailSeatName(h.game, seat)} in this game on this browser.</p>
            : (
              <fieldset>
                <legend>Which side are you?</legend>
                {h.seats.map((s) => (
                  <label key={s}><input type="radio" name={`${id}-seat`} checked={seat === s} onChange={() => { setSeat(s); setError(null); }} /> {mailSeatName(h.game, s)} ({playerName(h.game, h.names, s)}){joined.includes(s) ? '' : ': joining the game now'}</label>
                ))}
              </fieldset>
            )}
          {seat && <PassphraseFields value={pass} twice={joining} onChange={(v) => { setError(null); setPass(v); }} />}
        </section>
      )}
      {error && <p role="alert" className="error">{error}</p>}
      {h && <button type="submit" className="primary" disabled={busy || !seat}>{busy ? 'Checking the file…' : 'Open the game'}</button>}
    </form>
  );
}
