/**
 * Declaring an attack: choose the ship, then a target for each weapon. The rules forbid
 * pre-measuring, so enemies are listed in a fixed order (not by range) with the distance as a
 * captain judges it, to the nearest 5" (as the terminal), unless the pre-measure house rule is on.
 */
import { useState } from 'react';
import { arcsOfBearing, distance, relativeBearing } from '@salvo/kernel';
import { currentAD, type FireNomination, type ShipState, type VasState } from '@salvo/vas';
import { estimate, inches } from './geometry';

interface Props {
  readonly state: VasState;
  readonly fleet: string;
  readonly eligible: readonly string[];
  readonly preMeasure: boolean;
  readonly chosen: string;
  readonly onChoose: (ship: string) => void;
  readonly onSubmit: (ship: string, fire: FireNomination[]) => void;
}

export function AttackPanel({ state, fleet, eligible, preMeasure, chosen, onChoose, onSubmit }: Props) {
  const [targets, setTargets] = useState<Record<string, string>>({});
  const ship = state.ships[chosen];
  const enemies = state.shipOrder.map((id) => state.ships[id])
    .filter((s): s is ShipState => !!s && !s.destroyed && !s.withdrawn && s.fleet !== fleet && state.fleets[s.fleet]?.side !== state.fleets[fleet]?.side);
  const fire = (): FireNomination[] => Object.entries(targets)
    .filter(([k, t]) => t !== '' && k.startsWith(`${chosen}:`))
    .map(([k, t]) => ({ weapon: Number(k.split(':')[1]), target: t }));
  return (
    <form className="attack-panel" aria-label="Declare an attack" onSubmit={(e) => { e.preventDefault(); onSubmit(chosen, fire()); }}>
      <label>Attacking ship
        <select value={chosen} onChange={(e) => onChoose(e.target.value)}>
          {eligible.map((id) => <option key={id} value={id}>{state.ships[id]?.name ?? id}</option>)}
        </select>
      </label>
      {ship && (
        <>
          <table className="targets">
            <caption>Enemy ships ({preMeasure ? 'measured: house rule' : 'distance judged by eye, no pre-measuring'})</caption>
            <thead><tr><th scope="col">Ship</th><th scope="col">Distance</th><th scope="col">In your arc</th></tr></thead>
            <tbody>
              {enemies.map((e) => {
                const d = distance(ship.position, e.position);
                return (
                  <tr key={e.id}>
                    <th scope="row">{e.name}</th>
                    <td>{preMeasure ? inches(d) : estimate(d)}</td>
                    <td>{arcsOfBearing(relativeBearing(ship.position, ship.heading, e.position)).join(' / ')}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          <fieldset>
            <legend>Weapons of {ship.name}: pick a target for each that fires</legend>
            {ship.roster.weapons.map((w, i) => {
              const gone = ship.weapons[i]?.destroyed || ship.weapons[i]?.spent;
              const key = `${chosen}:${i}`;
              return (
                <label key={key} className="weapon-row">
                  <span>{w.name} ({w.kind}{w.mount ? ` ${w.mount}` : ''}, range {w.range}", {currentAD(ship, i)} AD{gone ? ', cannot fire' : ''})</span>
                  <select value={targets[key] ?? ''} disabled={gone} aria-label={`Target for ${w.name}`}
                    onChange={(e) => setTargets({ ...targets, [key]: e.target.value })}>
                    <option value="">hold fire</option>
                    {enemies.map((e) => <option key={e.id} value={e.id}>{e.name}</option>)}
                  </select>
                </label>
              );
            })}
            <div className="row">
              <button type="button" onClick={() => {
                const first = enemies[0];
                if (!first) return;
                const all: Record<string, string> = { ...targets };
                ship.roster.weapons.forEach((_, i) => { if (!ship.weapons[i]?.destroyed && !ship.weapons[i]?.spent) all[`${chosen}:${i}`] = first.id; });
                setTargets(all);
              }}>All weapons at {enemies[0]?.name ?? 'the first enemy'}</button>
              <button type="submit" className="primary">Fire</button>
              <button type="button" onClick={() => onSubmit(chosen, [])}>Hold fire</button>
            </div>
          </fieldset>
        </>
      )}
    </form>
  );
}
