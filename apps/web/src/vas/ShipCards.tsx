/** Ship cards for both fleets: Damage and Crew against thresholds, criticals, fires, traits, weapons. */
import { memo } from 'react';
import { criticalName, currentAD, effectiveSpeed, effectiveTarget, effectiveTurning, type ShipState } from '@salvo/vas';
import { flightLabel, flightTitle } from './flight-text';
import { squareName } from './overlay-data';
import { fleetStyle, type TableState } from './fleet-style';

function Meter({ label, left, total, threshold }: { label: string; left: number; total: number; threshold: number }) {
  const below = left <= threshold;
  return (
    <div className="meter">
      <span>{label} {left}/{total} (threshold {threshold}){below ? ' — below threshold' : ''}</span>
      <svg viewBox={`0 0 ${total} 1`} preserveAspectRatio="none" className="meter-bar" aria-hidden="true">
        <rect width={total} height={1} className="meter-bg" />
        <rect width={Math.max(0, left)} height={1} className={below ? 'meter-low' : 'meter-ok'} />
        <line x1={threshold} x2={threshold} y1={0} y2={1} className="meter-threshold" />
      </svg>
    </div>
  );
}

/** Speed, Turning and Target as they are now (crippling and critical hits), with the printed value beside any that differs. */
function stats(ship: ShipState): string {
  const r = ship.roster;
  const now = (value: number, printed: number, unit = ''): string => (value === printed ? `${value}${unit}` : `${value}${unit} (of ${printed}${unit})`);
  const speed = Math.round(effectiveSpeed(ship) * 100) / 100;
  return `Speed ${now(speed, ship.submerged ? (r.submergedSpeed ?? r.speed) : r.speed, '"')}, Turning ${now(effectiveTurning(ship), r.turning)}, Target ${now(effectiveTarget(ship), r.target, '+')}, Armour ${r.armour}+`;
}

function Card({ ship, state, selected, onSelect }: { ship: ShipState; state: TableState; selected: boolean; onSelect: (id: string) => void }) {
  const r = ship.roster;
  const st = fleetStyle(state, ship.fleet);
  const status = ship.destroyed ? 'sunk' : ship.withdrawn ? 'withdrawn' : ship.hidden ? 'hidden' : ship.abandoned ? 'abandoned' : ship.crippled ? 'crippled' : ship.skeleton ? 'skeleton crew' : 'afloat';
  const square = ship.hidden ? state.naval.hidden[ship.id] : undefined;
  return (
    <article className={`card${selected ? ' selected' : ''}`} aria-labelledby={`card-${ship.id}`}>
      <h4 id={`card-${ship.id}`}>
        <span className={`badge badge-${st.badge}`} aria-hidden="true" style={{ background: st.fill }} />
        <button type="button" className="link" onClick={() => onSelect(ship.id)} aria-pressed={selected}>{ship.name}</button>
        <span className="muted"> {r.class} ({r.type}), {status}</span>
      </h4>
      <p className="stats">{stats(ship)}{ship.hidden ? '' : ` · heading ${Math.round(ship.heading)}°`}</p>
      {ship.hidden && <p>{square ? `Deployed hidden in square ${squareName(square.col, square.row)} (the enemy does not see where).` : 'Deployed hidden: where, only her own side knows.'}</p>}
      <Meter label="Damage" left={ship.damage} total={r.damage[0]} threshold={r.damage[1]} />
      <Meter label="Crew" left={ship.crew} total={r.crew[0]} threshold={r.crew[1]} />
      {ship.fires > 0 && <p className="warn">On fire: {ship.fires}</p>}
      {ship.submerged && <p>Submerged</p>}
      {(state.naval?.torpedoes ?? []).filter((t) => t.target === ship.id).map((t) => (
        <p key={t.id} className="warn">Torpedo spread from {state.ships[t.attacker]?.name ?? t.attacker}: {t.dice} dice{t.beam ? ', on her beam' : ''}, resolved in the End Phase of turn {t.dueTurn}</p>
      ))}
      {Object.entries(state.visibility?.spotted ?? {}).filter(([side, ids]) => ids.includes(ship.id) && side !== state.fleets[ship.fleet]?.side).length > 0 && <p>Spotted by the enemy</p>}
      {ship.criticals.length > 0 && (
        <ul className="crits" aria-label="Critical hits">
          {ship.criticals.map((c) => <li key={c.id}>#{c.id} {criticalName(c.effect)} ({c.location}, {c.turn === 0 ? 'from an earlier battle' : `turn ${c.turn}`}){c.repaired ? ' — repaired' : c.repairable ? '' : ' — cannot be repaired'}</li>)}
        </ul>
      )}
      <details>
        <summary>Weapons and traits</summary>
      {r.traits.length > 0 && <p className="traits">Traits: {r.traits.map((t) => ship.lostTraits.includes(t) ? `${t} (lost)` : t).join(', ')}</p>}
      <ul className="weapons" aria-label={`${ship.name} weapons`}>
        {r.weapons.map((w, i) => (
          <li key={i}>{w.name}: range {w.range}", {currentAD(ship, i)} AD{w.dd === null ? ' (AA only)' : `, ${w.dd} DD`}{w.traits.length ? `, ${w.traits.join(', ')}` : ''}{ship.weapons[i]?.destroyed ? ' — destroyed' : ship.weapons[i]?.spent ? ' — spent' : ''}</li>
        ))}
      </ul>
      </details>
    </article>
  );
}

function FlightCards({ state, fleet }: { state: TableState; fleet: string }) {
  const flights = state.air.flights.filter((x) => x.fleet === fleet);
  if (flights.length === 0) return null;
  return (
    <article className="card flights-card" aria-label={`${state.fleets[fleet]?.name ?? fleet} aircraft`}>
      <h4>Aircraft</h4>
      <ul className="weapons">
        {flights.map((x) => (
          <li key={x.id}>{x.destroyed ? `${flightTitle(state, x)}, ${x.profile.name}: destroyed` : x.airborne ? flightLabel(state, x) : `${flightTitle(state, x)}, ${x.profile.name} (${x.profile.type}): aboard ${state.ships[x.carrier ?? '']?.name ?? 'its carrier'}`}
            {!x.destroyed && `; Speed ${x.profile.speed}", Dodge ${x.profile.dodge}+`}</li>
        ))}
      </ul>
    </article>
  );
}

export const ShipCards = memo(function ShipCards({ state, selected, onSelect }: { state: TableState; selected: string | null; onSelect: (id: string) => void }) {
  return (
    <section className="cards" aria-labelledby="cards-h">
      <h2 id="cards-h">Ships</h2>
      {state.fleetOrder.map((f) => (
        <div key={f}>
          <h3>{state.fleets[f]?.name ?? f} <span className="muted">({fleetStyle(state, f).badge === 'circle' ? 'solid hulls, round badge' : 'striped hulls, square badge'})</span></h3>
          {state.shipOrder.map((id) => state.ships[id]).filter((s): s is ShipState => s?.fleet === f)
            .map((s) => <Card key={s.id} ship={s} state={state} selected={s.id === selected} onSelect={onSelect} />)}
          <FlightCards state={state} fleet={f} />
        </div>
      ))}
    </section>
  );
});
