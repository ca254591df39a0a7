/**
 * "A battle from a file" on the Scenarios screen: a battle file (battle-file.ts) opened, its sides and ships
 * shown, and played in this page against a bot, hot-seat or in table mode. Its seed is the file's own, so the
 * page rolls the dice `salvo play --scenario file.json` would; the game is kept like any other local game.
 */
import { useId, useState } from 'react';
import type { VasStrength } from '@salvo/bots';
import { StrengthPicker } from './StrengthPicker';
import { startLocal, type AnySession } from '../session/new-game';
import type { Controller } from '../session/types';
import { botDelayFromUrl } from '../StartScreen';
import { battleSeats, openBattleFile, tooLargeBattle, type OpenedBattle } from './battle-file';

type Mode = 'bot' | 'hot-seat' | 'table';

export function BattleFile({ onStart }: { onStart: (s: AnySession) => void }) {
  const uid = useId();
  const [opened, setOpened] = useState<{ file: string; battle: OpenedBattle } | null>(null);
  const [mode, setMode] = useState<Mode>('bot');
  const [strength, setStrength] = useState<VasStrength>('normal');
  const [mine, setMine] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const open = async (file: File | undefined) => {
    if (!file) return;
    setProblem(null);
    const battle = tooLargeBattle(file.size) ?? openBattleFile(await file.text());
    setOpened({ file: file.name, battle });
    if (battle.ok) setMine(battle.sides[0]?.id ?? '');
  };
  const battle = opened?.battle.ok ? opened.battle : null;
  const start = () => {
    if (!battle) return;
    const seats = battleSeats(battle.sides, mode === 'bot' ? mine : null, strength) as Record<string, Controller>;
    const human = battle.sides.find((s) => s.id === mine)?.fleets[0] ?? '';
    const s = startLocal({ game: 'vas', mode, bot: strength, humanSeat: human, seed: String(battle.setup.seed), preMeasure: false, botDelay: botDelayFromUrl(), seats }, { setup: battle.setup });
    if (typeof s === 'string') setProblem(s);
    else onStart(s);
  };
  return (
    <section id="battle-file" className="battle-file" aria-labelledby={`${uid}-h`}>
      <h2 id={`${uid}-h`}>A battle from a file</h2>
      <p className="hint">A table with every ship already placed: the file a War at Sea battle&apos;s <em>Save the table as a file</em> writes, or <code>salvo campaign battle --setup-out</code>. It is played as <code>salvo play --scenario file.json</code> plays it, with the file&apos;s own seed.</p>
      <label>Open a battle file <input type="file" accept=".json,application/json" onChange={(e) => { void open(e.target.files?.[0]); e.target.value = ''; }} /></label>
      {opened && !opened.battle.ok && <div role="alert" className="error"><p><strong>{opened.file} cannot be opened as a battle:</strong></p><ul>{opened.battle.problems.map((p, i) => <li key={i}>{p}</li>)}</ul></div>}
      {opened && battle && <form onSubmit={(e) => { e.preventDefault(); start(); }} aria-label={`Play ${opened.file}`}>
        <p role="status"><strong>{opened.file}</strong>: {battle.sides.map((s) => `${s.name} (${s.ships.join(', ')})`).join(' against ')}.</p>
        <fieldset>
          <legend>Mode</legend>
          <label><input type="radio" name={`${uid}-mode`} checked={mode === 'bot'} onChange={() => setMode('bot')} /> Against the bot</label>
          <label><input type="radio" name={`${uid}-mode`} checked={mode === 'hot-seat'} onChange={() => setMode('hot-seat')} /> Hot-seat (two people, one screen)</label>
          <label><input type="radio" name={`${uid}-mode`} checked={mode === 'table'} onChange={() => setMode('table')} /> Table mode (every die rolled by hand and typed in)</label>
        </fieldset>
        {mode === 'bot' && <div className="row">
          <label htmlFor={`${uid}-side`}>You play</label>
          <select id={`${uid}-side`} value={mine} onChange={(e) => setMine(e.target.value)}>
            {battle.sides.map((s) => <option key={s.id} value={s.id}>{s.name}</option>)}
          </select>
          <StrengthPicker id={`${uid}-strength`} value={strength} onChange={setStrength} />
        </div>}
        {problem && <p role="alert" className="error">{problem}</p>}
        <button type="submit" className="primary">Fight this battle</button>
      </form>}
    </section>
  );
}
