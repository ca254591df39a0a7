/**
 * A scenario battle's brief while it is played (name, Priority Level, length, victory conditions) and, at
 * its end, the Victory Points of each side line by line (VAS-VP-RESULT, the engine's `scenarioPoints`) with
 * the verdict. The scenario's texts come from its file, found by `state.scenario.id` among the built-ins and
 * the files opened in this page; a scenario whose file this page has not seen (a guest in an online game of
 * someone's draft, a forgotten file) is described from what the battle's state says of its end and
 * victory. A battle cut shorter than its scenario (a campaign's `battleTurns`) says so. A battle without a
 * scenario shows nothing.
 */
import { scenarioPoints, type VasState } from '@salvo/vas';
import type { TableState } from '../vas/fleet-style';
import { lengthText, scenarioById, turnLimit } from './catalog';

/** The game length as the battle's state knows it: the last turn and the scenario's own end, if any. */
function stateLength(state: TableState, sideName: (side: string) => string): string {
  const sc = state.scenario;
  const ends = [`at most ${state.options.maxTurns} turns`];
  if (sc?.end === 'civilians-gone') ends.push('until no civilian ship is left on the table');
  if (sc?.end === 'fleets-gone') ends.push(`until ${[...new Set(sc.endFleets.map((f) => sideName(state.fleets[f]?.side ?? f)))].join(' and ')} ha${sc.endFleets.length > 1 ? 've' : 's'} no ship left on the table`);
  if (sc?.victory === 'last-side') ends.push('until only one side has ships in the battle');
  return ends.join(', or ');
}

function stateVictory(state: TableState): string {
  return state.scenario?.victory === 'points'
    ? 'the side with more Victory Points wins.'
    : 'the last side with ships in the battle wins; after the last turn, the side with more ships in play, then more Damage left (VAS-VICTORY-MAX-TURNS).';
}

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
      {s ? <p><strong>Length:</strong> {lengthText(s)}{state.options.maxTurns < turnLimit(s) ? `, cut to ${state.options.maxTurns} turns for this battle` : ''}. <strong>Victory:</strong> {s.victory.text}</p>
        : <p><strong>Length:</strong> {stateLength(state, sideName)}. <strong>Victory:</strong> {stateVictory(state)} <span className="muted">(The scenario&apos;s own texts are in its file, which this page has not opened.)</span></p>}
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
