/**
 * A campaign's ledger as the page shows it: the map with who holds each Strategic Target, what the campaign
 * waits for (`now`), every fleet with each ship's Damage, Crew, Command, experience, refits and duties, this
 * turn's engagements, the battles fought (each opened on the table), and the log.
 */
import { useId, type ReactNode } from 'react';
import { battleFor, campaignMap, capital, civilianCondition, describeCritical, describeCrippleLosses, effectiveRoster, type CampaignEvent, type CampaignFile, type CampaignPlayer, type CampaignState } from '@salvo/campaign';
import { crewQualityName } from '@salvo/data';
import { CampaignMapView, playerColour } from './CampaignMapView';
import { battleWords, holdsWords, PHASE_NAME, resultWords, sideWords } from './campaign-words';
import { foughtBattles, type FoughtBattle } from './campaign-battles';

interface ViewProps {
  readonly fileName: string;
  readonly file: CampaignFile;
  readonly state: CampaignState;
  readonly events: readonly CampaignEvent[];
  /** What the campaign waits for, and how it is given. */
  readonly now: ReactNode;
  readonly onWatch: (b: FoughtBattle) => void;
}

export function CampaignView({ fileName, file, state: s, events, now, onWatch }: ViewProps) {
  const uid = useId();
  const battles = foughtBattles(file, events);
  const map = campaignMap(s.map);
  const name = (id: string | null | undefined) => (id ? (s.players[id]?.name ?? id) : 'unoccupied');
  return (
    <>
      <section aria-labelledby={`${uid}-now`} className="campaign-now">
        <h2 id={`${uid}-now`}>{map?.name ?? s.map} <span className="muted">(a Salvo design), {fileName}</span></h2>
        <p><strong>Campaign turn {s.turn}, {PHASE_NAME[s.phase]}.</strong>{s.table ? ' Table mode: the players roll every die.' : ''}
          {s.initiative.length > 0 && <> Initiative: {s.initiative.map((id) => `${name(id)} (${s.initiativeRolls[id] ?? '-'})`).join(', ')}.</>}</p>
        {now}
        <p className="campaign-victory">To win (VAS-CAMPAIGN-VICTORY): hold every available Strategic Target, or be the last fleet afloat (VAS-CAMPAIGN-DEFEAT). {s.playerOrder.filter((id) => !s.players[id]?.eliminated).map((id) => holdsWords(s, id)).join('; ')}.</p>
      </section>
      {map && (
        <section aria-labelledby={`${uid}-map`}>
          <h2 id={`${uid}-map`}>Strategic Targets</h2>
          <CampaignMapView map={map} state={s} />
          <ul className="campaign-legend" aria-label="Players on the map">
            {s.playerOrder.map((id, i) => <li key={id}><span className="swatch" style={{ background: playerColour(s, id) }}>{i + 1}</span> {name(id)} ({s.players[id]?.nation})</li>)}
            <li><span className="swatch empty" /> unoccupied · square: a Home Port · ring: a Supply Line</li>
          </ul>
          <table className="campaign-targets">
            <caption className="sr-only">Strategic Targets and their holders</caption>
            <thead><tr><th scope="col">Target</th><th scope="col">Held by</th><th scope="col">Marks</th></tr></thead>
            <tbody>{map.targets.map((t) => (
              <tr key={t.id} data-target-row={t.id}>
                <th scope="row">{t.name} <span className="muted">({t.id})</span></th>
                <td>{name(s.owners[t.id])}</td>
                <td>{[t.homePort ? `Home Port of the ${t.homePort}` : '', t.supplyLine ? 'Supply Line' : ''].filter(Boolean).join(', ')}</td>
              </tr>
            ))}</tbody>
          </table>
        </section>
      )}
      <section aria-labelledby={`${uid}-fleets`}>
        <h2 id={`${uid}-fleets`}>Fleets</h2>
        {s.playerOrder.map((id) => { const p = s.players[id]; return p ? <FleetTable key={id} player={p} inPort={s.options.carried === 'points'} /> : null; })}
      </section>
      <section aria-labelledby={`${uid}-eng`}>
        <h2 id={`${uid}-eng`}>Engagements this turn</h2>
        {s.engagements.length === 0 ? <p className="muted">None yet.</p> : (
          <ul>{s.engagements.map((e) => (
            <li key={e.id}>{capital(battleFor(s, e))}: {sideWords(s, e, e.attacker)} attacks {sideWords(s, e, e.defender)}{battleWords(e) ? `; ${battleWords(e)}` : ''}; {resultWords(s, e)}.</li>
          ))}</ul>
        )}
      </section>
      <section aria-labelledby={`${uid}-battles`}>
        <h2 id={`${uid}-battles`}>Battles fought</h2>
        {battles.length === 0 ? <p className="muted">None yet.</p> : (
          <ul className="campaign-battles">{battles.map((b) => (
            <li key={b.engagement}>{b.label}: {b.title}{' '}
              <button type="button" aria-label={`Watch on the table: ${b.label}`} onClick={() => onWatch(b)}>Watch on the table</button></li>
          ))}</ul>
        )}
      </section>
      <section aria-labelledby={`${uid}-log`}>
        <h2 id={`${uid}-log`}>Log</h2>
        <ol className="log campaign-log" tabIndex={0} aria-label="Campaign log">{events.map((e, i) => <li key={i}>{e.text} <code className="rule">[{e.rule}]</code></li>)}</ol>
      </section>
    </>
  );
}

function FleetTable({ player: p, inPort }: { player: CampaignPlayer; inPort: boolean }) {
  const notes = (x: CampaignPlayer['ships'][number]): string => [
    x.criticals.length ? `critical hits: ${x.criticals.map((c) => describeCritical(x, c)).join(', ')}${inPort ? '; in port until repaired with RR points' : ''}` : '',
    describeCrippleLosses(x),
    x.refits.length ? `refits: ${x.refits.join(', ')}` : '', x.duties.length ? `duties: ${x.duties.join(', ')}` : '',
    x.judgement ? `${x.judgement} Tactical Judgement re-rolls` : '',
    x.flights.length ? `flights: ${x.flights.map((f) => `${f.count} ${f.aircraft}`).join(', ')}` : '',
    x.awayUntil !== null ? `away for full repairs until turn ${x.awayUntil}` : '',
  ].filter(Boolean).join('; ');
  return (
    <div className="campaign-fleet">
      <h3>{p.name} <span className="muted">({p.nation}){p.eliminated ? ', defeated' : ''}</span></h3>
      <p>{p.rr} Repair and Reinforcement points{p.initiativeBonus ? `, +${p.initiativeBonus} initiative next turn` : ''}{p.fapPenalty ? `, ${p.fapPenalty} Fleet Allocation Point(s) less next battle` : ''}.</p>
      <table className="campaign-ships">
        <caption className="sr-only">{p.name}&apos;s ships</caption>
        <thead><tr><th scope="col">Ship</th><th scope="col">Class</th><th scope="col">Command</th><th scope="col">Damage</th><th scope="col">Crew</th><th scope="col">XP</th><th scope="col">Notes</th></tr></thead>
        <tbody>{p.ships.map((x) => {
          const r = effectiveRoster(x);
          return (
            <tr key={x.id} className={x.destroyed ? 'destroyed' : undefined}>
              <th scope="row">{x.name}</th>
              <td>{x.class} ({x.roster.priority})</td>
              <td>{x.destroyed ? '' : `${x.command} ${crewQualityName(x.command)}`}</td>
              <td>{x.destroyed ? 'destroyed' : `${x.damage}/${r.damage[0]}`}</td>
              <td>{x.destroyed ? '' : `${x.crew}/${x.roster.crew[0]}`}</td>
              <td>{x.xp}</td>
              <td>{x.destroyed ? '' : notes(x)}</td>
            </tr>
          );
        })}</tbody>
      </table>
      {(p.squadrons ?? []).length > 0 && <p>Land-based squadrons: {(p.squadrons ?? []).map((q) => `${q.aircraft} (${q.flights} of ${q.maxFlights} flights)`).join(', ')}.</p>}
      {(p.civilians ?? []).length > 0 && <p>Civilian ships: {(p.civilians ?? []).map((c) => `${c.name} (${c.destroyed ? 'destroyed' : civilianCondition(c)})`).join('; ')}.</p>}
    </div>
  );
}
