/**
 * "New game by mail": the game (Victory at Sea's default battle, a Victory at Sea scenario from its pre-battle rolls, or
 * War at Sea), your side, both names and your passphrase; creates the game and opens it. A scenario whose battle hides
 * ships from one side is said to be refused as soon as it is chosen.
 */
import { useId, useMemo, useState } from 'react';
import { PRIORITY_LEVELS, type PriorityLevel } from '@salvo/data';
import type { AnySession } from '../session/new-game';
import { scenarioList } from '../scenario/catalog';
import { faceDownRefusal, passphraseProblem, scenarioSeats, startMailGame } from './mail-start';
import type { MailGameKind } from './mail-store';
import { MAIL_SEATS } from './mail-words';
import { NO_PASSPHRASE, PassphraseFields, type Passphrase } from './PassphraseFields';
import { afterPaint } from './after-paint';

type Choice = MailGameKind | 'scenario';

export function NewMailGame({ onStart }: { onStart: (s: AnySession) => void }) {
  const id = useId();
  const [choice, setChoice] = useState<Choice>('vas');
  const game: MailGameKind = choice === 'scenario' ? 'vas' : choice;
  const scenarios = useMemo(scenarioList, []);
  const [scenarioId, setScenarioId] = useState('river-plate');
  const scenario = scenarios.find((x) => x.id === scenarioId);
  const [chosenLevel, setLevel] = useState<PriorityLevel>('Battle');
  const level: PriorityLevel = scenario?.level ?? chosenLevel;
  const seats = useMemo(() => (choice === 'scenario' ? scenarioSeats(scenarioId, level) : MAIL_SEATS[game]), [choice, scenarioId, level, game]);
  const refusal = typeof seats === 'string' ? seats : null;
  const seatList = typeof seats === 'string' ? [] : seats;
  const [seat, setSeat] = useState('rn');
  const [name, setName] = useState('');
  const [friend, setFriend] = useState('');
  const [weakBismarcks, setWeak] = useState(false);
  const [accumulateUboats, setAccumulate] = useState(false);
  const [pass, setPass] = useState<Passphrase>(NO_PASSPHRASE);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const faceDown = useMemo(faceDownRefusal, []);
  const pick = (g: Choice) => {
    setChoice(g);
    if (g !== 'scenario') setSeat(MAIL_SEATS[g][0]?.id ?? '');
  };
  // a scenario's seats are its sides: keep the choice when it is still one of them
  const seatNow = seatList.some((x) => x.id === seat) ? seat : (seatList[0]?.id ?? '');
  const create = () => {
    const problem = refusal ?? passphraseProblem(pass.pass, pass.again);
    if (problem) { setError(problem); return; }
    setError(null);
    setBusy(true);
    afterPaint(() => {
      const s = startMailGame({ game, seat: seatNow, name, friend, passphrase: pass.pass, remember: pass.remember, weakBismarcks, accumulateUboats, ...(choice === 'scenario' ? { scenario: { id: scenarioId, level } } : {}) }, new Date());
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
        <label><input type="radio" name={`${id}-game`} checked={choice === 'vas'} onChange={() => pick('vas')} /> Victory at Sea (the default battle: Matapan, four ships)</label>
        <label><input type="radio" name={`${id}-game`} checked={choice === 'scenario'} onChange={() => pick('scenario')} /> Victory at Sea: a scenario (its pre-battle rolls and deployment are played in the file)</label>
        <label><input type="radio" name={`${id}-game`} checked={choice === 'war-at-sea'} onChange={() => pick('war-at-sea')} /> War at Sea (strategic board game)</label>
      </fieldset>
      {choice === 'scenario' && (
        <fieldset>
          <legend>Scenario</legend>
          <label htmlFor={`${id}-sc`}>Scenario</label> <select id={`${id}-sc`} value={scenarioId} onChange={(e) => setScenarioId(e.target.value)}>
            {scenarios.map((x) => <option key={x.id} value={x.id}>{x.name}{x.kind === 'generic' ? ' (generic)' : ''}</option>)}
          </select>
          {scenario && !scenario.level && <>
            {' '}<label htmlFor={`${id}-lv`}>Priority Level</label> <select id={`${id}-lv`} value={level} onChange={(e) => setLevel(e.target.value as PriorityLevel)}>
              {PRIORITY_LEVELS.map((l) => <option key={l} value={l}>{l}</option>)}
            </select>
          </>}
          {scenario && <p className="field-note">{scenario.summary}{scenario.kind === 'generic' ? ' Each side plays the scenario\'s example fleet at this level.' : ''}</p>}
          {refusal && <p role="alert" className="error">{refusal}</p>}
        </fieldset>
      )}
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
        <label htmlFor={`${id}-seat`}>You play</label> <select id={`${id}-seat`} value={seatNow} onChange={(e) => setSeat(e.target.value)}>
          {seatList.map((s) => <option key={s.id} value={s.id}>{s.name}</option>)}
        </select>
        <label>Your name <input value={name} onChange={(e) => setName(e.target.value)} autoComplete="nickname" /></label>
        <label>Your friend&apos;s name <input value={friend} onChange={(e) => setFriend(e.target.value)} /></label>
      </fieldset>
      <PassphraseFields value={pass} twice onChange={(v) => { setError(null); setPass(v); }} />
      {error && <p role="alert" className="error">{error}</p>}
      <button type="submit" className="primary" disabled={busy || refusal !== null}>{busy ? 'Making your key…' : 'Create the game'}</button>
    </form>
  );
}
