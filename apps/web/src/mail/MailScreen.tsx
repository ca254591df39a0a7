/**
 * Play by mail (docs/mail.md): a game with a friend far away and no server, one file passed back and forth. The
 * screen makes a new game, opens a file from the friend, and lists the games kept on this browser. It is its own
 * chunk with @salvo/mail and its cryptography (App.tsx), fetched when "Play by mail…" is pressed.
 */
import { useId, useState } from 'react';
import type { AnySession } from '../session/new-game';
import { downloadText } from '../common/download';
import './mail.css';
import { openMailGame } from './mail-start';
import { forgetMail, keptMail, type KeptMail } from './mail-store';
import { MAIL_GAME_NAME, mailFileName, mailSeatName, playerName } from './mail-words';
import { NewMailGame } from './NewMailGame';
import { OpenMailFile } from './OpenMailFile';
import { NO_PASSPHRASE, PassphraseFields, type Passphrase } from './PassphraseFields';
import { afterPaint } from './after-paint';

export function MailScreen({ onStart, onBack }: { onStart: (s: AnySession) => void; onBack: () => void }) {
  const id = useId();
  const [kept, setKept] = useState<KeptMail[]>(() => keptMail());
  return (
    <main className="start mail">
      <h1>Play by mail</h1>
      <p className="lede">Play a friend far away without a server: Salvo writes one file that you pass back and forth (by e-mail, chat or a shared folder). It checks every rule and every die, keeps secret orders secret, and refuses a file changed after it was sent.</p>
      <button type="button" onClick={onBack}>Back to the start</button>
      {kept.length > 0 && (
        <section aria-labelledby={`${id}-k`}>
          <h2 id={`${id}-k`}>Mail games on this browser</h2>
          <ul className="mail-kept">
            {kept.map((g) => <KeptRow key={`${g.id}:${g.seat}`} g={g} onStart={onStart} onForget={() => { forgetMail(g.id, g.seat); setKept(keptMail()); }} />)}
          </ul>
        </section>
      )}
      <OpenMailFile onStart={onStart} />
      <NewMailGame onStart={onStart} />
    </main>
  );
}

function KeptRow({ g, onStart, onForget }: { g: KeptMail; onStart: (s: AnySession) => void; onForget: () => void }) {
  const [asking, setAsking] = useState(false);
  const [pass, setPass] = useState<Passphrase>(NO_PASSPHRASE);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const friend = playerName(g.game, g.names, g.seats.find((s) => s !== g.seat) ?? '');
  const open = (passphrase: string, remember: boolean) => {
    setBusy(true);
    setError(null);
    afterPaint(() => {
      const s = openMailGame(g.text, g.seat, passphrase, remember);
      setBusy(false);
      if (typeof s === 'string') setError(s);
      else onStart(s);
    });
  };
  const go = () => {
    if (g.passphrase !== undefined) open(g.passphrase, true);
    else if (!asking) setAsking(true);
    else open(pass.pass, pass.remember);
  };
  return (
    <li>
      <span>{MAIL_GAME_NAME[g.game]} with {friend}, you play {mailSeatName(g.game, g.seat)}: <strong>{g.whose}</strong> ({g.count} actions, saved {new Date(g.savedAt).toLocaleString()})</span>{' '}
      <button type="button" className="primary" disabled={busy} onClick={go}>{busy ? 'Opening…' : 'Continue'}</button>{' '}
      <button type="button" onClick={() => downloadText(mailFileName(g.game, g.seats, g.names, g.count), g.text)}>Download the file</button>{' '}
      <button type="button" onClick={() => { if (confirm(`Forget this game with ${friend} on this browser? Keep a copy of the file if you want to go on later.`)) onForget(); }}>Forget</button>
      {asking && g.passphrase === undefined && (
        <form onSubmit={(e) => { e.preventDefault(); go(); }} aria-label={`Open the game with ${friend}`}>
          <PassphraseFields value={pass} twice={false} onChange={(v) => { setError(null); setPass(v); }} />
          <button type="submit" className="primary" disabled={busy}>{busy ? 'Checking the file…' : 'Open the game'}</button>
        </form>
      )}
      {error && <p role="alert" className="error">{error}</p>}
    </li>
  );
}
