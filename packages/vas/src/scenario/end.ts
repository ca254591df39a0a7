/**
 * The end of a scenario battle.
 * VAS-VP-RESULT: in a scenario decided by Victory Points, however the battle ends (last turn, one side
 * left, the civilians gone), the side with more points wins and equal points are a draw; the final
 * event carries every side's points and the result, and `state.scenario.points` keeps them.
 * VAS-SCN-END-CIVILIANS: the battle ends once no civilian ship is left on the table (Convoy Duty).
 * VAS-SCN-END-FLEETS: the battle ends once the named fleets have no ship left on the table (Blockade: the
 * runner destroyed or gone).
 * With either end, one side left alone plays on until that end or the last turn (the convoy may still sail
 * off its exit edge, the runner off the blockader's edge), unless a fleet has conceded.
 */
import type { FleetId, VasEvent, VasState } from '../types';
import { closeBattle } from '../victory/close';
import { onTable } from '../turn/ships';
import { scenarioPoints } from './points';

function sideName(state: VasState, side: string): string {
  const names = state.fleetOrder.filter((f) => (state.fleets[f]?.side ?? f) === side).map((f) => state.fleets[f]?.name ?? f);
  return names.length > 0 ? names.join(' and ') : side;
}

/** Ends the battle on Victory Points; `why` says how it came to an end ("after turn 10"). */
export function endByPoints(draft: VasState, why: string): VasEvent[] {
  const sc = draft.scenario;
  if (!sc) return [];
  const scored = scenarioPoints(draft);
  const points = Object.fromEntries(scored.map((s) => [s.side, s.points]));
  sc.points = points;
  const best = [...scored].sort((a, b) => b.points - a.points);
  const top = best[0];
  const tie = !top || (best[1] !== undefined && best[1].points === top.points);
  const winners: FleetId[] = tie || !top ? [] : draft.fleetOrder.filter((f) => (draft.fleets[f]?.side ?? f) === top.side && !draft.conceded.includes(f));
  const tally = scored.map((s) => `${sideName(draft, s.side)} ${s.points}`).join(', ');
  const verdict = tie || !top ? 'a draw' : `victory to ${sideName(draft, top.side)}`;
  const summary = `${why} Victory Points: ${tally}: ${verdict}.`;
  closeBattle(draft, winners, summary);
  const result = Object.fromEntries(scored.map((s) => [s.side, tie ? 'draw' : s.side === top?.side ? 'victory' : 'defeat']));
  return [{
    type: 'game-over', rule: 'VAS-VP-RESULT', text: summary,
    data: { winners: [...winners], points, result, lines: Object.fromEntries(scored.map((s) => [s.side, s.lines])) },
  }];
}

/** VAS-SCN-END-CIVILIANS: true when the scenario ends with the civilians and none is left on the table. */
export function civiliansGone(state: VasState): boolean {
  const sc = state.scenario;
  if (!sc || sc.end !== 'civilians-gone' || !sc.rules.includes('VAS-SCN-END-CIVILIANS')) return false;
  const civilians = state.shipOrder.flatMap((id) => state.ships[id] ?? []).filter((s) => s.civilian);
  return civilians.length > 0 && !civilians.some(onTable);
}

/** VAS-SCN-END-FLEETS: true when the scenario ends with its end fleets and none of their ships is on the table. */
export function endFleetsGone(state: VasState): boolean {
  const sc = state.scenario;
  if (!sc || sc.end !== 'fleets-gone' || !sc.rules.includes('VAS-SCN-END-FLEETS') || sc.endFleets.length === 0) return false;
  return !state.shipOrder.some((id) => {
    const s = state.ships[id];
    return s !== undefined && sc.endFleets.includes(s.fleet) && onTable(s) && !state.conceded.includes(s.fleet);
  });
}

/** A scenario with its own end plays on with one side left (no concession made). */
export function playsOnAlone(state: VasState): boolean {
  const sc = state.scenario;
  if (!sc || state.conceded.length > 0) return false;
  return (sc.end === 'civilians-gone' && sc.rules.includes('VAS-SCN-END-CIVILIANS')) || (sc.end === 'fleets-gone' && sc.rules.includes('VAS-SCN-END-FLEETS'));
}
