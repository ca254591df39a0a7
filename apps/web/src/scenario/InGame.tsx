/**
 * A scenario battle's brief while it is played (name, Priority Level, length, victory conditions) and, at
 * its end, the Victory Points of each side line by line (VAS-VP-RESULT, the engine's `scenarioPoints`) with
 * the verdict. The scenario's texts come from the built-in file named by `state.scenario.id`; a battle
 * without a scenario shows nothing.
 */
import { scenarioPoints, type VasState } from '@salvo/vas';
import type { TableState } from '../vas/fleet-style';
import { lengthText, scenarioById } from './catalog';

export function ScenarioBrief({ state, over }: { state: TableState; over: boolean }) {
  const sc = state.scenario;
  if (!sc) return null;
  const s = scenarioById(sc.id);
  const sideName = (side: string): string => state.fleetOrder.filter((f) => (state.fleets[f]?.side ?? f) === side).map((f) => state.fleets[f]?.name ?? f).join(' and ') || side;
  const points = over && sc.victory === 'points' ? scenarioPoints(state as VasState) : [];
  const best = Math.max(...points.map((p) => p.points));
  const tie = points.filter((p) => p.points === best).length > 1;
  return (
    <section className="scenario-brief" aria-labelledby="scenario-brief-h">
      <h2 id="scenario-brief-h">{sc.name} <span className="muted">(Priority Level {sc.level})</span></h2>
      {s && <p><strong>Length:</strong> {lengthText(s)}. <strong>Victory:</strong> {s.victory.text}</p>}
      {points.length > 0 && (
        <table className="vp-table">
          <caption>Victory Points</caption>
          <thead><tr><th scope="col">Side</th><th scope="col">Points</th><th scope="col">Result</th><th scope="col">From</th></tr></thead>
          <tbody>{points.map((p) => (
            <tr key={p.side}>
              <th scope="row">{sideName(p.side)}</th>
              <td>{p.points}</td>
              <td>{tie ? 'draw' : p.points === best ? 'victory' : 'defeat'}</td>
              <td>{p.lines.length ? <ul>{p.lines.map((l, i) => <li key={i}>{l}</li>)}</ul> : 'nothing'}</td>
            </tr>
          ))}</tbody>
        </table>
      )}
    </section>
  );
}
