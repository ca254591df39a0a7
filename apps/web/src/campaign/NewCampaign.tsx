/**
 * The form that begins a campaign in the page: the map, each player's starting fleet (an example fleet or
 * a fleet file, or one built here with the fleet builder) and who plays it (you, at this screen, or a bot), an optional cap on each battle's length,
 * and the seed. Problems with a fleet are the campaign's own checks (VAS-CAMPAIGN-START-FLEET), named by
 * player.
 */
import { useId, useState } from 'react';
import { CAMPAIGN_MAPS, checkStartingFleet, EXAMPLE_FLEETS, START_CIVILIAN_POINTS, START_LEVEL } from '@salvo/campaign';
import { VAS_STRENGTHS, type VasStrength } from '@salvo/bots';
import { beginCampaign, type PlayerChoice } from './new-campaign';
import { CampaignDice } from './CampaignDice';
import type { CampaignInPlay } from './campaign-store';
import { FleetBuilder, type BuildFor } from '../scenario/FleetBuilder';
import { draftFromFile } from '../scenario/fleet-draft';

/** A campaign's starting fleet as the builder builds it: judged by the campaign's own check. */
const STARTING_FLEET = (who: string): BuildFor => ({
  who, what: 'a campaign\'s start (VAS-CAMPAIGN-START-FLEET)', level: START_LEVEL, civilianPoints: START_CIVILIAN_POINTS, noSquadrons: false, check: checkStartingFleet,
});

interface Seat { example: string; file: { name: string; fleet: unknown } | null; seat: VasStrength | 'person' }

const defaults = (map: string): Seat[] => {
  const pair = EXAMPLE_FLEETS.filter((f) => f.map === map);
  return [{ example: pair[0]?.id ?? '', file: null, seat: 'person' }, { example: pair[1]?.id ?? '', file: null, seat: 'easy' }];
};

export function NewCampaign({ onBegin, onCancel }: { onBegin: (c: CampaignInPlay) => void; onCancel: () => void }) {
  const [map, setMap] = useState(CAMPAIGN_MAPS[0]?.id ?? 'mediterranean');
  const [seats, setSeats] = useState<Seat[]>(() => defaults(map));
  const [cap, setCap] = useState('');
  const [seed, setSeed] = useState(() => String(Date.now() % 100000));
  const [table, setTable] = useState(false);
  const [carryPoints, setCarryPoints] = useState(false);
  /** Table mode: the starting Command rolls the campaign waits for. */
  const [asked, setAsked] = useState<string[] | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  /** The player whose fleet is being built. */
  const [building, setBuilding] = useState<number | null>(null);
  const id = useId();
  const fleetOf = (x: Seat): unknown => x.file?.fleet ?? EXAMPLE_FLEETS.find((f) => f.id === x.example)?.fleet;
  const change = (i: number, to: Partial<Seat>) => setSeats((xs) => xs.map((x, j) => (j === i ? { ...x, ...to } : x)));
  const openFleet = async (i: number, file: File | undefined) => {
    if (!file) return;
    try {
      change(i, { file: { name: file.name, fleet: JSON.parse(await file.text()) as unknown } });
      setProblems([]);
    } catch (e) {
      setProblems([`${file.name} is not valid JSON: ${e instanceof Error ? e.message : String(e)}`]);
    }
  };
  const begin = (dice?: number[]) => {
    const turns = cap.trim() === '' ? undefined : Number(cap);
    if (turns !== undefined && (!Number.isInteger(turns) || turns < 1)) { setProblems(['A battle\'s length is a whole number of turns, at least 1, or blank for each scenario\'s own.']); return; }
    const players: PlayerChoice[] = seats.map((x, i) => ({ id: `p${i + 1}`, seat: x.seat, fleet: fleetOf(x) }));
    const r = beginCampaign({ map, players, seed: seed.trim() || '1', ...(turns !== undefined ? { battleTurns: turns } : {}), ...(carryPoints ? { carryPoints } : {}), ...(table ? { table } : {}), ...(dice ? { dice } : {}) }, `c${Date.now().toString(36)}`);
    if (!r.ok) { setProblems(r.problems); if (r.asked) setAsked(r.asked); return; }
    onBegin(r.campaign);
  };
  if (asked) {
    return (
      <section className="new-campaign" aria-labelledby={`${id}-h`}>
        <h2 id={`${id}-h`}>A new campaign at the table</h2>
        <p>Every ship&apos;s Command is rolled on 2d6 as the campaign begins (VAS-CAMPAIGN-START-COMMAND).</p>
        <CampaignDice asked={asked} who="The fleets" note={problems[0] === undefined ? null : { kind: 'problem', text: problems[0] }} onSubmit={(dice) => begin(dice)} onCancel={() => { setAsked(null); setProblems([]); }} cancelText="Back to the form" />
      </section>
    );
  }
  return (
    <section className="new-campaign" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>A new campaign</h2>
      <div className="row">
        <label htmlFor={`${id}-map`}>Map</label>
        <select id={`${id}-map`} value={map} onChange={(e) => { setMap(e.target.value); setSeats(defaults(e.target.value)); }}>
          {CAMPAIGN_MAPS.map((m) => <option key={m.id} value={m.id}>{m.name} ({m.targets.length} Strategic Targets)</option>)}
        </select>
      </div>
      {seats.map((x, i) => (
        <fieldset key={i} className="campaign-player">
          <legend>Player {i + 1}</legend>
          <div className="row">
            <label htmlFor={`${id}-f${i}`}>Fleet</label>
            <select id={`${id}-f${i}`} value={x.file ? '' : x.example} onChange={(e) => change(i, { example: e.target.value, file: null })}>
              {x.file && <option value="">{x.file.name} (opened)</option>}
              {EXAMPLE_FLEETS.map((f) => <option key={f.id} value={f.id}>{f.fleet.name} ({f.fleet.nation}, {f.fleet.ships.length} ships)</option>)}
            </select>
            <label>or a fleet file <input type="file" accept=".json,application/json" onChange={(e) => { void openFleet(i, e.target.files?.[0]); e.target.value = ''; }} /></label>
            {building !== i && <button type="button" onClick={() => setBuilding(i)}>Build a fleet for player {i + 1}…</button>}
          </div>
          {building === i && (
            <FleetBuilder build={STARTING_FLEET(`player ${i + 1}`)} start={draftFromFile(fleetOf(x)) ?? { nation: 'Royal Navy', name: '', entries: [] }}
              onUse={(fleet) => { change(i, { file: { name: `${typeof fleet.name === 'string' && fleet.name ? fleet.name : 'a fleet'} built here`, fleet } }); setBuilding(null); setProblems([]); }}
              onCancel={() => setBuilding(null)} />
          )}
          <div className="row">
            <label htmlFor={`${id}-s${i}`}>Played by</label>
            <select id={`${id}-s${i}`} value={x.seat} onChange={(e) => change(i, { seat: e.target.value as Seat['seat'] })}>
              <option value="person">a person at this screen</option>
              {VAS_STRENGTHS.map((s) => <option key={s} value={s}>the bot ({s})</option>)}
            </select>
            {seats.length > 2 && <button type="button" onClick={() => setSeats((xs) => xs.filter((_, j) => j !== i))}>Remove player {i + 1}</button>}
          </div>
        </fieldset>
      ))}
      {seats.length < 4 && <button type="button" onClick={() => setSeats((xs) => [...xs, { example: EXAMPLE_FLEETS[0]?.id ?? '', file: null, seat: 'easy' }])}>Add a player</button>}
      <div className="row">
        <label htmlFor={`${id}-cap`}>Each battle at most</label>
        <input id={`${id}-cap`} inputMode="numeric" size={4} value={cap} onChange={(e) => setCap(e.target.value)} placeholder="all" /> <span>turns (blank: each scenario&apos;s own length)</span>
        <label htmlFor={`${id}-seed`}>Seed</label>
        <input id={`${id}-seed`} size={10} value={seed} onChange={(e) => setSeed(e.target.value)} />
      </div>
      <div className="row">
        <label><input type="checkbox" checked={carryPoints} onChange={(e) => setCarryPoints(e.target.checked)} /> House rule: only Damage and Crew carry into the next battle; a ship with unrepaired critical hits stays in port until they are repaired</label>
      </div>
      <div className="row">
        <label><input type="checkbox" checked={table} onChange={(e) => setTable(e.target.checked)} /> Table mode: we roll every die of the campaign and its battles ourselves and type them in</label>
      </div>
      <p className="hint">A starting fleet is worth at most 10 Fleet Allocation Points at Battle level (VAS-CAMPAIGN-START-FLEET); build one here (Build a fleet…), or open a fleet file. The example fleets are Salvo&apos;s own. With two people at one screen, the screen is handed over between them.</p>
      {problems.length > 0 && <ul role="alert" className="error">{problems.map((p, i) => <li key={i}>{p}</li>)}</ul>}
      <div className="row">
        <button type="button" className="primary" onClick={() => begin()}>Begin the campaign</button>
        <button type="button" onClick={onCancel}>Cancel</button>
      </div>
    </section>
  );
}
