/** "New game by mail": the game, your side, both names and your passphrase; creates the game and opens it. */
import { useId, useMemo, useState } from 'react';
import type { AnySession } from '../session/new-game';
import { faceDownRefusal, passphraseProblem, startMailGame } from './mail-start';
import type { MailGameKind } from './mail-store';
import { MAIL_SEATS } from './mail-words';
import { NO_PASSPHRASE, PassphraseFields, type Passphrase } from './PassphraseFields';
import { afterPaint } from './after-paint';

export function NewMailGame({ onStart }: { onStart: (s: AnySession) => void }) {
  const id = useId();
  const [game, setGame] = useState<MailGameKind>('vas');
  const [seat, setSeat] = useState('rn');
  const [name, setName] = useState('');
  const [friend, setFriend] = useState('');
  const [weakBismarcks, setWeak] = useState(false);
  const [accumulateUboats, setAccumulate] = useState(false);
  const [pass, setPass] = useState<Passphrase>(NO_PASSPHRASE);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const faceDown = useMemo(faceDownRefusal, []);
  const pick = (g: MailGameKind) => {
    setGame(g);
    setSeat(MAIL_SEATS[g][0]?.id ?? '');
  };
  const create = () => {
    const problem = passphraseProblem(pass.pass, pass.again);
    if (problem) { setError(problem); return; }
    setError(null);
    setBusy(true);
    afterPaint(() => {
      const s = startMailGame({ game, seat, name, friend, passphrase: pass.pass, remember: pass.remember, weakBismarcks, accumulateUboats }, new Date());
      setBusy(false);
      if (typeof s === 'string') setError(s);
      else onStart(s);
    });
  };
  return (
    <form onSubmit={(e) => { e.preventDefault(); create(); }} aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>New game by mail</h2>
      <fieldset>
        <legend>Game</legend>
        <label><input type="radio" name={`${id}-game`} checked={game === 'vas'} onChange={() => pick('vas')} /> Victory at Sea (the default battle: Matapan, four ships)</label>
        <label><input type="radio" name={`${id}-game`} checked={game === 'war-at-sea'} onChange={() => pick('war-at-sea')} /> War at Sea (strategic board game)</label>
      </fieldset>
      {game === 'war-at-sea' && (
        <fieldset>
          <legend>Optional rules</legend>
          <label><input type="checkbox" checked={weakBismarcks} onChange={(e) => setWeak(e.target.checked)} /> Optional rule 19.1: Bismarck and Tirpitz defend with 7</label>
          <label><input type="checkbox" checked={accumulateUboats} onChange={(e) => setAccumulate(e.target.checked)} /> Optional rule 19.2: U-boat replacements accumulate</label>
          <label><input type="checkbox" disabled aria-describedby={`${id}-fd`} checked={false} onChange={() => undefined} /> Optional rule 19.3: British ships placed face down</label>
          <p className="field-note" id={`${id}-fd`}>{faceDown}</p>
        </fieldset>
      )}
      <fieldset>
        <legend>Players</legend>
        <label htmlFor={`${id}-seat`}>You play</label> <select id={`${id}-seat`} value={seat} onChange={(e) => setSeat(e.target.value)}>
          {MAIL_SEATS[game].map((s) => <option key={s.id} value={s.id}>{s.name}</option>)}
        </select>
        <label>Your name <input value={name} onChange={(e) => setName(e.target.value)} autoComplete="nickname" /></label>
        <label>Your friend&apos;s name <input value={friend} onChange={(e) => setFriend(e.target.value)} /></label>
      </fieldset>
      <PassphraseFields value={pass} twice onChange={(v) => { setError(null); setPass(v); }} />
      {error && <p role="alert" className="error">{error}</p>}
      <button type="submit" className="primary" disabled={busy}>{busy ? 'Making your key…' : 'Create the game'}</button>
    </form>
  );
}
