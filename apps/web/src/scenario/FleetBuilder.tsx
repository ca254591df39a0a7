/**
 * Building a fleet in the page, instead of writing a fleet file: for one side of a generic scenario, or for a
 * campaign's start. The nation's fleet list at the Priority Level with the price of each level
 * (VAS-FLEET-ALLOCATION), the fleet so far with counts, names and Command, its cost against the Fleet
 * Allocation Points and civilian ship points, and every problem of the check the fleet will meet (for a
 * scenario `checkSideFleet`, as `salvo fleet validate --scenario`; for a campaign `checkStartingFleet`) as it
 * is built. "Use this fleet" is offered once nothing is wrong; the fleet can be saved as a fleet file to open
 * again or give to `salvo play --fleet` or `salvo campaign new --fleet`.
 */
import { useId, useMemo, useState } from 'react';
import { FLEET_NATIONS, type FleetNation, type FleetReport, type PriorityLevel } from '@salvo/data';
import {
  addEntry, civilianTypes, COMMANDS, draftToFile, purchases, removeEntry, updateEntry,
  type DraftEntry, type FleetDraft,
} from './fleet-draft';
import { downloadText } from '../common/download';

/** What a fleet is built for: its level and budgets, and the one check it must pass. */
export interface BuildFor {
  /** Whose fleet, for the heading and the file name ("the Axis", "player 1"). */
  readonly who: string;
  /** What it must be legal for, for the problems' heading ("Convoy Duty", "a campaign's start"). */
  readonly what: string;
  readonly level: PriorityLevel;
  readonly civilianPoints: number;
  /** The scenario forbids land-based squadrons. */
  readonly noSquadrons: boolean;
  readonly check: (file: unknown) => FleetReport;
}

interface Props {
  readonly build: BuildFor;
  /** Where to start: the side's current fleet (its file or the example) read as a draft, or an empty fleet. */
  readonly start: FleetDraft;
  readonly onUse: (file: Record<string, unknown>) => void;
  readonly onCancel: () => void;
}

const KIND_TEXT = { ship: 'ship', squadron: 'land-based squadron', civilian: 'civilian ship' } as const;

/** "Tribal × 3", "HMS Kenya (Fiji)". */
function entryLabel(e: DraftEntry): string {
  const name = e.name.trim();
  return `${name ? `${name} (${e.what})` : e.what}${e.count > 1 ? ` × ${e.count}` : ''}`;
}

/** A problem's place in the file ("ships[1].name") said as the entry it is about. */
function placeOf(path: string, entries: readonly DraftEntry[]): string {
  const m = /^(ships|squadrons|civilians)\[(\d+)\]/.exec(path);
  if (!m) return '';
  const kind = ({ ships: 'ship', squadrons: 'squadron', civilians: 'civilian' } as const)[m[1] as 'ships' | 'squadrons' | 'civilians'];
  const e = entries.filter((x) => x.kind === kind)[Number(m[2])];
  return e ? `${entryLabel(e)}: ` : '';
}

export function FleetBuilder({ build, start, onUse, onCancel }: Props) {
  const { level, civilianPoints, noSquadrons } = build;
  const [draft, setDraft] = useState<FleetDraft>(start);
  const uid = useId();
  const file = useMemo(() => draftToFile(draft), [draft]);
  const report = useMemo(() => build.check(file), [build, file]);
  const lists = useMemo(() => purchases(draft.nation, level), [draft.nation, level]);
  const civilians = useMemo(() => (civilianPoints > 0 ? civilianTypes() : []), [civilianPoints]);
  const problems = report.problems.map((p) => `${placeOf(p.path ?? '', draft.entries)}${p.message}`);
  const empty = draft.entries.length === 0;
  /** Each nation has its own list: the warships and squadrons bought go, civilian ships stay; asked first when there are any. */
  const changeNation = (nation: FleetNation) => {
    const bought = draft.entries.filter((x) => x.kind !== 'civilian').length;
    if (bought > 0 && !confirm(`The ${nation} list has other ships: change the nation and take the ${bought} warship and squadron ${bought === 1 ? 'entry' : 'entries'} bought off the fleet?`)) return;
    setDraft({ ...draft, nation, entries: draft.entries.filter((x) => x.kind === 'civilian') });
  };
  const save = () => downloadText(`${(draft.name.trim() || `${build.who} fleet`).toLowerCase().replace(/[^a-z0-9]+/g, '-')}.json`, JSON.stringify(file, null, 2));
  return (
    <section className="fleet-builder" aria-labelledby={`${uid}-h`}>
      <h3 id={`${uid}-h`}>Build a fleet for {build.who}</h3>
      <div className="row">
        <label>Nation <select value={draft.nation} onChange={(e) => changeNation(e.target.value as FleetNation)}>
          {FLEET_NATIONS.map((n) => <option key={n} value={n}>{n}</option>)}
        </select></label>
        <label>Fleet name <input value={draft.name} onChange={(e) => setDraft({ ...draft, name: e.target.value })} size={18} /></label>
      </div>
      <p className="hint">Priority Level {level}: {report.points} Fleet Allocation Points. A ship of that level costs 1 point, higher levels more, and one point buys several of a lower level{civilianPoints > 0 ? `; civilian ships are paid from ${civilianPoints} civilian ship points` : ''}. A carrier comes with its default air group.</p>
      <div className="builder-columns">
        <div className="builder-lists">
          <h4>The {draft.nation} list</h4>
          {lists.map((l) => (
            <div key={l.level} className="builder-level">
              <p><strong>{l.level}</strong> <span className="muted">({l.price})</span></p>
              <ul>{l.items.filter((x) => !(noSquadrons && x.kind === 'squadron')).map((x) => (
                <li key={`${x.kind}:${x.what}`}>
                  <button type="button" aria-label={`Add ${x.what}${x.kind === 'squadron' ? ' squadron' : ''}`} onClick={() => setDraft(addEntry(draft, x.kind, x.what))}>+</button>{' '}
                  {x.what}{x.kind === 'squadron' ? ` squadron (${x.flights ?? 1} flights)` : ''}
                </li>
              ))}</ul>
            </div>
          ))}
          {civilians.length > 0 && (
            <div className="builder-level">
              <p><strong>Civilian ships</strong> <span className="muted">(civilian ship points)</span></p>
              <ul>{civilians.map((c) => (
                <li key={c.what}><button type="button" aria-label={`Add ${c.what}`} onClick={() => setDraft(addEntry(draft, 'civilian', c.what))}>+</button> {c.what} <span className="muted">({c.cost} point{c.cost === 1 ? '' : 's'})</span></li>
              ))}</ul>
            </div>
          )}
        </div>
        <div className="builder-fleet">
          <h4>Your fleet</h4>
          {empty ? <p className="muted">Nothing bought yet: add ships from the list.</p> : (
            <table className="builder-table">
              <thead><tr><th scope="col">Bought</th><th scope="col">Count</th><th scope="col">Name</th><th scope="col">Command</th><th scope="col"><span className="sr-only">Remove</span></th></tr></thead>
              <tbody>{draft.entries.map((e, i) => (
                <tr key={i}>
                  <th scope="row">{e.what} <span className="muted">({KIND_TEXT[e.kind]})</span></th>
                  <td><input type="number" min={1} max={99} value={e.count} aria-label={`How many ${e.what}`} onChange={(ev) => setDraft(updateEntry(draft, i, { count: Math.max(1, Math.min(99, Math.trunc(Number(ev.target.value)) || 1)) }))} /></td>
                  <td>{e.kind !== 'squadron' && <input value={e.name} disabled={e.count > 1} placeholder={e.count > 1 ? 'numbered' : 'optional'} aria-label={`Name of the ${e.what}`} onChange={(ev) => setDraft(updateEntry(draft, i, { name: ev.target.value }))} size={14} />}</td>
                  <td>{e.kind !== 'civilian' && <select value={e.command} aria-label={`Command of the ${e.what}`} onChange={(ev) => setDraft(updateEntry(draft, i, { command: Number(ev.target.value) }))}>
                    {COMMANDS.map((c) => <option key={c.value} value={c.value}>{c.label}</option>)}
                  </select>}</td>
                  <td><button type="button" aria-label={`Remove ${entryLabel(e)}`} onClick={() => setDraft(removeEntry(draft, i))}>×</button></td>
                </tr>
              ))}</tbody>
            </table>
          )}
          <p role="status" className="builder-cost">Cost: {report.cost} of {report.points} Fleet Allocation Points{civilianPoints > 0 && report.fleet ? `; civilian ships ${report.fleet.civilianCost} of ${civilianPoints} points` : ''}.</p>
          {problems.length > 0 && !empty && <div className="error" aria-live="polite"><p><strong>Not yet a legal fleet for {build.what}:</strong></p><ul>{problems.map((p, i) => <li key={i}>{p}</li>)}</ul></div>}
          <div className="row">
            <button type="button" className="primary" disabled={empty || problems.length > 0} onClick={() => onUse(file)}>Use this fleet</button>
            <button type="button" disabled={empty} onClick={save}>Save as a fleet file</button>
            <button type="button" onClick={onCancel}>Cancel</button>
          </div>
        </div>
      </div>
    </section>
  );
}
