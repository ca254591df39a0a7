/**
 * The decision at a War at Sea surface battle with tactical battles on (WAS-SALVO-TACTICAL): the battle's
 * Victory at Sea table (each side's ships, their classes and carried Damage, stand-ins and convoys), and the
 * choices: fight it on the table here (or resume it), fight it by the War at Sea dice, or fight it elsewhere
 * (the table saved as a file; the finished battle's record opened to bring its result back).
 */
import { useId, useState } from 'react';
import type { VasState } from '@salvo/vas';
import { describeAction, type WasAction, type WasState } from '@salvo/was';
import { fleetLines, tacticalResult, type TacticalBattle } from '@salvo/was-tactical';
import { loadRecord } from '../replay/load';
import { namePlaces } from './names';
import { downloadText } from '../common/download';

interface Props {
  readonly state: WasState;
  /** The table (null online when the view cannot build it: the choice is still offered). */
  readonly battle: TacticalBattle | null;
  /** Actions already played of this battle on the table in this browser, or 0. */
  readonly kept: number;
  /** Online (WAS-SALVO-TACTICAL-ONLINE): the server hosts the battle; nothing is fought elsewhere. */
  readonly online?: boolean;
  readonly onFight: () => void;
  readonly onSubmit: (action: WasAction) => void;
}

export function TacticalBattlePanel({ state, battle, kept, online = false, onFight, onSubmit }: Props) {
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const saveTable = () => { if (battle) downloadText(`salvo-battle-turn${state.turn}-${battle.area}.json`, JSON.stringify(battle.setup, null, 1)); };
  const openRecord = async (file: File | undefined) => {
    if (!file) return;
    const loaded = loadRecord(await file.text(), 'vas');
    if (typeof loaded === 'string') return setProblem(loaded);
    const end = loaded.states[loaded.states.length - 1] as VasState;
    const r = tacticalResult(state, end);
    if (!r.ok) return setProblem(r.error.message);
    setProblem(null);
    onSubmit(r.value);
  };
  return (
    <div className="tactical-battle">
      <p>Fight this battle out on the Victory at Sea table, or by the War at Sea dice.</p>
      {online && <p className="muted">On the table, the server hosts the battle: each player fights their own side in their own browser (a bot&apos;s side is played by Victory at Sea&apos;s bot), and its result comes back to the war when it ends. Once on the table, the dice are no longer a choice.</p>}
      {battle && (
        <ul className="tactical-fleets" aria-label="The table">
          {fleetLines(battle).map((l) => <li key={l.fleet}><strong>{l.fleet}</strong>: {l.ships}</li>)}
        </ul>
      )}
      {battle && battle.notes.length > 0 && <ul className="muted">{battle.notes.map((n) => <li key={n}>{namePlaces(n)}</li>)}</ul>}
      <div className="row">
        <button type="button" className="primary" onClick={onFight}>{kept > 0 ? `Resume the battle on the table (${kept} actions played)` : 'Fight it on the table'}</button>
        <button type="button" onClick={() => onSubmit({ type: 'fight-by-dice' })}>{describeAction(state, { type: 'fight-by-dice' }).replace(/^f/, 'F')}</button>
      </div>
      {!online && battle && <details>
        <summary>Fought elsewhere (miniatures, another screen, salvo play)</summary>
        <p>Save the table as a file and fight it with miniatures, at a terminal (<code>salvo play --scenario file.json --save battle.json</code>; add <code>--table</code> to type your own dice) or on another screen (Scenarios…, <em>A battle from a file</em>; save its record at the end), then open the finished battle's record here.</p>
        <button type="button" onClick={saveTable}>Save the table as a file</button>
        <p><label htmlFor={`${id}-rec`}>Finished battle record</label> <input id={`${id}-rec`} type="file" accept=".json,application/json" onChange={(e) => void openRecord(e.target.files?.[0])} /></p>
        {problem && <p role="alert" className="error">{problem}</p>}
      </details>}
    </div>
  );
}

