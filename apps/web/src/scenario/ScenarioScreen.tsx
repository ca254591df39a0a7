/**
 * The Scenarios screen: the 18 built-in Victory at Sea scenarios (name, summary, game length, level), how
 * to play one (against a bot of any strength of @salvo/bots, hot-seat, table mode, online), which side
 * Player 1 takes (or the attacker roll), the Priority Level and fleet files of a generic scenario, the points
 * value the players agree where the scenario lets them (At All Costs), and the seed. "Prepare the battle" makes the pre-battle rolls (planChoice) and goes on to the briefing and
 * deployment (DeployScreen); in table mode the players type those rolls first (PreBattleRolls); online games
 * are planned and deployed by the server. "What are the odds?" (BattleOdds) simulates the battle as chosen.
 * A designer's own scenario file can be opened (openScenarioFile) and played, simulated, or played online (the
 * server is sent the file and checks it again). A battle file (ships already placed) is played from BattleFile.
 */
import { useId, useMemo, useState } from 'react';
import { PRIORITY_LEVELS, type PriorityLevel } from '@salvo/data';
import type { VasStrength } from '@salvo/bots';
import { StrengthPicker } from './StrengthPicker';
import { createOnline, createProblem } from '../session/online';
import type { AnySession } from '../session/new-game';
import { botDelayFromUrl, here } from '../StartScreen';
import { forgetScenario, lengthText, levelText, openedScenarios, openScenarioFile, scenarioFileJson, scenarioList } from './catalog';
import { agreesPoints, MAX_AGREED_POINTS, type Scenario } from '@salvo/scenarios';
import { buyingSides, choicePoints, defaultLevel, planChoice, sideNavy, type Planned, type ScenarioChoice } from './plan';
import { tableStep } from './table-plan';
import { PreBattleRolls } from './PreBattleRolls';
import { DeployScreen, type ScenarioMode } from './DeployScreen';
import { FleetFiles } from './FleetFiles';
import { BattleOdds } from './BattleOdds';
import { simulationStart } from './sim-start';
import { BattleFile } from './BattleFile';

export function ScenarioScreen({ onStart, onBack }: { onStart: (s: AnySession) => void; onBack: () => void }) {
  const builtins = useMemo(() => scenarioList(), []);
  /** Scenario files opened in this page (a designer's drafts), after the built-ins. */
  const [files, setFiles] = useState<Scenario[]>(() => openedScenarios());
  const [fileRefused, setFileRefused] = useState<{ file: string; problems: string[] } | null>(null);
  /** A file the browser's storage would not keep (it lasts for this visit). */
  const [notKept, setNotKept] = useState<string | null>(null);
  const list = [...builtins, ...files];
  const [id, setId] = useState(builtins[0]?.id ?? '');
  const [mode, setMode] = useState<ScenarioMode | 'online'>('bot');
  const [strength, setStrength] = useState<VasStrength>('normal');
  const [side, setSide] = useState('roll');
  const [level, setLevel] = useState<PriorityLevel | ''>('');
  /** The points value the players agree (At All Costs), as typed; blank: the scenario's own. */
  const [points, setPoints] = useState('');
  const [seed, setSeed] = useState(() => String(Date.now() % 100000));
  const [fleets, setFleets] = useState<Record<string, unknown>>({});
  const [problems, setProblems] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  /** Online: the players type their own battle dice (the server still rolls the pre-battle dice: see the label). */
  const [onlineTable, setOnlineTable] = useState(false);
  /** Online: each player deploys her own fleet (the server's default with people in both seats), or the server places every ship. */
  const [onlineAuto, setOnlineAuto] = useState(false);
  const [planned, setPlanned] = useState<Extract<Planned, { ok: true }> | null>(null);
  /** Table mode: the choice whose pre-battle dice the players are typing. */
  const [rolling, setRolling] = useState<ScenarioChoice | null>(null);
  const uid = useId();
  const scenario = list.find((s) => s.id === id);
  if (!scenario) return <p role="alert">No scenarios are built in.</p>;
  if (planned) {
    return <DeployScreen plan={planned.plan} first={planned.first} mode={mode === 'online' ? 'bot' : mode} strength={strength} seed={seed}
      botDelay={botDelayFromUrl()} onStart={onStart} onBack={() => setPlanned(null)} />;
  }
  if (rolling) {
    return <PreBattleRolls choice={rolling} onPlanned={(p) => { setRolling(null); setPlanned({ ok: true, ...p }); }} onBack={() => setRolling(null)} />;
  }
  const roles = scenario.sides.some((s) => s.role === 'attacker');
  const lvl: PriorityLevel = scenario.level ?? (level || defaultLevel(scenario));
  const sideValue = mode === 'online' && side === 'roll' ? (scenario.sides[0]?.id ?? '') : side;
  const choiceNow: ScenarioChoice = { scenario, seed, level: lvl, side: sideValue, fleets, points };
  const agreed = choicePoints(choiceNow);
  const agreedValue = agreed.ok ? agreed.value : undefined;
  const fromFile = files.includes(scenario);
  const pick = (next: string) => {
    setId(next);
    setSide('roll');
    setFleets({});
    setPoints('');
    setProblems([]);
  };
  const openFile = async (file: File | undefined) => {
    if (!file) return;
    const r = openScenarioFile(file.name, await file.text());
    if (!r.ok) { setFileRefused({ file: file.name, problems: r.problems }); return; }
    setFileRefused(null);
    setNotKept(r.kept ? null : file.name);
    setFiles(openedScenarios());
    pick(r.scenario.id);
  };
  const forget = (s: Scenario) => {
    forgetScenario(s.id);
    setFiles(openedScenarios());
    if (s.id === id) pick(builtins[0]?.id ?? '');
  };
  const item = (s: Scenario, own = false) => (
    <div key={s.id} className={`scenario-item${s.id === id ? ' chosen' : ''}`}>
      <input type="radio" id={`${uid}-r-${s.id}`} name="scenario" value={s.id} checked={s.id === id} onChange={() => pick(s.id)} aria-describedby={`${uid}-${s.id}`} />
      <div><label htmlFor={`${uid}-r-${s.id}`}><strong>{s.name}</strong></label>
        <span id={`${uid}-${s.id}`} className="scenario-meta">{s.summary} <em>Length: {lengthText(s)}; {levelText(s)}.</em></span>
        {own && <button type="button" className="forget" aria-label={`Forget ${s.name}`} onClick={() => forget(s)}>Forget</button>}</div>
    </div>
  );
  const prepare = () => {
    setProblems([]);
    if (!agreed.ok) { setProblems([agreed.message]); return; }
    if (mode === 'online') {
      const s = scenario.sides.find((x) => x.id === sideValue);
      setBusy(true);
      createOnline('vas', sideValue, here(), {
        table: onlineTable, deploy: onlineAuto ? 'auto' : 'hand',
        scenario: { ...(fromFile ? { file: scenarioFileJson(scenario.id) } : { id: scenario.id }), ...(scenario.level ? {} : { level: lvl }), ...(Object.keys(fleets).length ? { fleets } : {}), ...(roles && s ? { attacker: s.role === 'attacker' ? 0 : 1 } : {}), ...(agreedValue !== undefined ? { points: agreedValue } : {}) },
      }).then(onStart, (e: unknown) => setProblems([createProblem(e)]))
        .finally(() => setBusy(false));
      return;
    }
    const choice = choiceNow;
    // The fleets are checked first (no die decides whether a file is legal), as `salvo play --table` does.
    const r = planChoice(choice);
    if (!r.ok) { setProblems(r.problems); return; }
    if (mode !== 'table') { setPlanned(r); return; }
    // Table mode: the players roll every pre-battle die and type it (VAS-SCN-PRE-BATTLE-DICE).
    const step = tableStep(choice, []);
    if (step.kind === 'planned') setPlanned({ ok: true, plan: step.plan, first: step.first });
    else setRolling(choice);
  };
  return (
    <main className="start scenarios">
      <h1>Scenarios</h1>
      <p className="lede">The six generic scenarios and twelve historical battles of Victory at Sea. Each has its own table, deployment, game length and victory conditions.</p>
      <form onSubmit={(e) => { e.preventDefault(); prepare(); }} aria-labelledby={`${uid}-h`}>
        <h2 id={`${uid}-h`}>Choose a scenario</h2>
        {(['generic', 'historical'] as const).map((kind) => (
          <fieldset key={kind} className="scenario-list">
            <legend>{kind === 'generic' ? 'Generic scenarios (fleets chosen by points)' : 'Historical scenarios (named ships, designed positions)'}</legend>
            {builtins.filter((s) => s.kind === kind).map((s) => item(s))}
          </fieldset>
        ))}
        <fieldset className="scenario-list scenario-files">
          <legend>Your scenario files</legend>
          {files.map((f) => item(f, true))}
          <label>Open a scenario file <input type="file" accept=".json,application/json" onChange={(e) => { void openFile(e.target.files?.[0]); e.target.value = ''; }} /></label>
          <p className="hint">A scenario of your own in Salvo&apos;s scenario format (docs/scenarios.md), checked as <code>salvo play --scenario file.json</code> checks it; played in this page, and its odds asked below. Opened files are kept in this browser until you forget them; open a file again after changing it. A table with the ships already placed opens under <a href="#battle-file">A battle from a file</a>, below.</p>
          {notKept && <p role="status" className="notice">{notKept} is open for this visit only: the browser&apos;s storage would not keep it.</p>}
          {fileRefused && <div role="alert" className="error"><p><strong>{fileRefused.file} cannot be opened as a scenario:</strong></p><ul>{fileRefused.problems.map((p, i) => <li key={i}>{p}</li>)}</ul></div>}
        </fieldset>
        <fieldset>
          <legend>Mode</legend>
          <label><input type="radio" name="smode" checked={mode === 'bot'} onChange={() => setMode('bot')} /> Against the bot</label>
          <label><input type="radio" name="smode" checked={mode === 'hot-seat'} onChange={() => setMode('hot-seat')} /> Hot-seat (two people, one screen)</label>
          <label><input type="radio" name="smode" checked={mode === 'table'} onChange={() => setMode('table')} /> Table mode (two people, every die rolled by hand and typed in, the pre-battle rolls too)</label>
          <label><input type="radio" name="smode" checked={mode === 'online'} onChange={() => setMode('online')} /> Online with an invite link (the server makes the pre-battle rolls; each player deploys her fleet){fromFile ? '; your file is sent to the server, which checks it again' : ''}</label>
        </fieldset>
        <fieldset>
          <legend>Sides and options</legend>
          {mode === 'bot' && <div className="row">
            <StrengthPicker id={`${uid}-strength`} value={strength} onChange={setStrength} />
          </div>}
          <div className="row">
            <label htmlFor={`${uid}-side`}>{mode === 'bot' || mode === 'online' ? 'You play' : 'Player 1 plays'}</label>
            <select id={`${uid}-side`} value={sideValue} onChange={(e) => setSide(e.target.value)}>
              {roles && mode !== 'online' && <option value="roll">Roll for attacker and defender (one die each)</option>}
              {scenario.sides.map((s) => { const navy = sideNavy(scenario, s, fleets); const about = [navy !== s.name ? navy : undefined, s.role !== 'none' ? s.role : undefined].filter(Boolean).join(', '); return <option key={s.id} value={s.id}>{s.name}{about ? ` (${about})` : ''}</option>; })}
            </select>
          </div>
          {!scenario.level && <div className="row">
            <label htmlFor={`${uid}-level`}>Priority Level</label>
            <select id={`${uid}-level`} value={lvl} onChange={(e) => { setLevel(e.target.value as PriorityLevel); setFleets({}); }}>
              {PRIORITY_LEVELS.map((l) => <option key={l} value={l}>{l}</option>)}
            </select>
          </div>}
          {agreesPoints(scenario) && <div className="row">
            <label htmlFor={`${uid}-points`}>Fleet Allocation Points a fleet</label>
            <input id={`${uid}-points`} inputMode="numeric" size={4} value={points} placeholder={String(scenario.sides[0]?.fleet.kind === 'allocation' ? scenario.sides[0].fleet.points : 5)}
              onChange={(e) => { setPoints(e.target.value); setFleets({}); }} aria-describedby={`${uid}-points-hint`} aria-invalid={!agreed.ok} />
            <span id={`${uid}-points-hint`} className="hint">{agreed.ok ? `The players agree the points value of the battle, 1 to ${MAX_AGREED_POINTS} (blank: the scenario's).` : agreed.message}</span>
          </div>}
          {mode === 'online' && <label><input type="checkbox" checked={onlineTable} onChange={(e) => setOnlineTable(e.target.checked)} /> Table mode online: each player rolls real dice and types in their own battle rolls (the server rolls the pre-battle dice, so neither player chooses them)</label>}
          {mode === 'online' && <label><input type="checkbox" checked={onlineAuto} onChange={(e) => setOnlineAuto(e.target.checked)} /> Let the server place every ship (carriers with the most flights in the air); unchecked, each player deploys her own fleet in turn, the one who sets up second seeing the first&apos;s ships</label>}
          {mode === 'online'
            ? <p className="field-note">The server picks the dice seed of an online game and makes its pre-battle rolls (the record shows the seed when the game is over).</p>
            : <label>Seed <input value={seed} onChange={(e) => setSeed(e.target.value)} size={10} /></label>}
        </fieldset>
        {buyingSides(scenario).length > 0 && <FleetFiles scenario={scenario} level={lvl} {...(agreedValue !== undefined ? { points: agreedValue } : {})} fleets={fleets} onChange={setFleets} />}
        {problems.length > 0 && <div role="alert" className="error"><p><strong>{scenario.name} cannot be set up:</strong></p><ul>{problems.map((p, i) => <li key={i}>{p}</li>)}</ul></div>}
        <div className="row">
          <button type="submit" className="primary" disabled={busy}>{mode === 'online' ? 'Create the online game' : 'Prepare the battle'}</button>
          <button type="button" onClick={onBack}>Back to the start</button>
        </div>
      </form>
      <BattleOdds start={() => simulationStart(choiceNow)} seed={seed} heading="What are the odds?" opponent={mode === 'bot' ? strength : undefined}
        position={`${scenario.id}|${seed}|${lvl}|${sideValue}|${points}|${JSON.stringify(fleets)}`}
        intro="The battle as chosen above (fleets, level, sides and the seed's pre-battle rolls), set up once with both fleets placed by the bot, then fought again and again between two bots, each battle with its own dice." />
      <BattleFile onStart={onStart} />
    </main>
  );
}
