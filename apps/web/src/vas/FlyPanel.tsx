/**
 * Flying a fleet's aircraft (VAS-AIR-MOVE): each flight that may move now gets a heading and a
 * distance (up to its Speed), typed here or dragged on the table; the engine's validator (`checkAction`)
 * says what is wrong before anything is sent. Flights left at 0" hold where they are.
 */
import type { FlightState } from '@salvo/vas';
import type { FlyPlan } from './fly-plan';

interface Props {
  readonly flights: readonly FlightState[];
  /** How a flight is named (flightTitle). */
  readonly title: (f: FlightState) => string;
  readonly plans: Readonly<Record<string, FlyPlan>>;
  readonly onPlan: (flight: string, plan: FlyPlan) => void;
  readonly check: string | null;
  readonly onCommit: () => void;
  readonly onHold: () => void;
}

export function FlyPanel({ flights, title, plans, onPlan, check, onCommit, onHold }: Props) {
  return (
    <form className="fly-panel" aria-label="Fly aircraft" onSubmit={(e) => { e.preventDefault(); onCommit(); }}>
      <p>Drag a flight on the table, or give each a heading and a distance (0 holds it where it is).</p>
      {flights.map((f) => {
        const plan = plans[f.id] ?? { heading: String(Math.round(f.heading)), distance: '0' };
        return (
          <fieldset key={f.id} className="flight-row">
            <legend>{title(f)}: {f.profile.name} ({f.profile.type}), Speed {f.profile.speed}"</legend>
            <label>Heading (degrees, 0 = up the table)
              <input type="number" min="0" max="359" step="1" value={plan.heading} onChange={(e) => onPlan(f.id, { ...plan, heading: e.target.value })} />
            </label>
            <label>Distance (inches)
              <input type="number" min="0" max={f.profile.speed} step="0.1" value={plan.distance} onChange={(e) => onPlan(f.id, { ...plan, distance: e.target.value })} />
            </label>
          </fieldset>
        );
      })}
      <div className="row">
        <button type="submit" className="primary" aria-describedby="fly-check">Fly these moves</button>
        <button type="button" onClick={onHold}>Hold every flight</button>
      </div>
      <p id="fly-check" className={check ? 'error' : 'ok'} role={check ? 'alert' : undefined}>{check ?? 'The engine accepts these moves.'}</p>
    </form>
  );
}
