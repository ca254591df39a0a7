/**
 * When the battle ends and who wins (VAS-VICTORY-*, docs/rules-decisions.md). Scenario Victory
 * Points come later; the core rule is: the battle ends as soon as at most one side has operational
 * ships (not destroyed, withdrawn or abandoned, in a fleet that has not conceded), and that side
 * wins (none left: a draw). After the last turn the side with the most operational ships wins;
 * ties are broken by the Damage points those ships have left; a tie on both is a draw (no winners).
 */
import type { FleetId, VasEvent, VasState } from '../types';
import { closeBattle } from './close';
import { activeFleets, fleetName, fleetShips, operational, sideOf } from '../turn/ships';
import { civiliansGone, endByPoints, endFleetsGone, playsOnAlone } from '../scenario/end';

export function sidesInPlay(state: VasState): string[] {
  return [...new Set(activeFleets(state).map((f) => sideOf(state, f)))];
}

function fleetsOfSide(state: VasState, side: string): FleetId[] {
  return state.fleetOrder.filter((f) => sideOf(state, f) === side && !state.conceded.includes(f));
}

function sideLabel(state: VasState, side: string): string {
  const fleets = state.fleetOrder.filter((f) => sideOf(state, f) === side).map((f) => fleetName(state, f));
  return fleets.length > 0 ? fleets.join(' and ') : side;
}

function end(draft: VasState, winners: FleetId[], summary: string, rule = 'VAS-VICTORY-LAST-SIDE'): VasEvent[] {
  closeBattle(draft, winners, summary);
  return [{ type: 'game-over', rule, text: summary, data: { winners: [...winners] } }];
}

/** Ends the battle if at most one side is left in it. */
export function checkBattleOver(draft: VasState): VasEvent[] {
  if (draft.phase === 'over') return [];
  const byPoints = draft.scenario?.victory === 'points';
  if (civiliansGone(draft) || endFleetsGone(draft)) {
    const why = civiliansGone(draft) ? `Turn ${draft.turn}: no civilian ship is left on the table.`
      : `Turn ${draft.turn}: ${(draft.scenario?.endFleets ?? []).map((f) => fleetName(draft, f)).join(' and ')} ${draft.scenario?.endFleets.length === 1 ? 'has' : 'have'} no ship left on the table.`;
    return byPoints ? endByPoints(draft, why) : end(draft, [], `${why} It is a draw.`, civiliansGone(draft) ? 'VAS-SCN-END-CIVILIANS' : 'VAS-SCN-END-FLEETS');
  }
  const sides = sidesInPlay(draft);
  if (sides.length > 1) return [];
  if (sides.length === 1 && playsOnAlone(draft)) return [];
  const side = sides[0];
  if (byPoints) return endByPoints(draft, side === undefined ? `Turn ${draft.turn}: no ship is left in the battle.` : `Turn ${draft.turn}: only ${sideLabel(draft, side)} ${fleetsOfSide(draft, side).length > 1 ? 'have' : 'has'} ships left in the battle.`);
  if (side === undefined) return end(draft, [], `Turn ${draft.turn}: no ship is left in the battle. It is a draw.`);
  const winners = fleetsOfSide(draft, side);
  return end(draft, winners, `Turn ${draft.turn}: only ${sideLabel(draft, side)} ${winners.length > 1 ? 'have' : 'has'} ships left in the battle and win${winners.length > 1 ? '' : 's'}.`);
}

/** After the last turn: most operational ships, then most Damage points left. */
export function finishAtMaxTurns(draft: VasState): VasEvent[] {
  if (draft.scenario?.victory === 'points') return endByPoints(draft, `The battle ends after turn ${draft.turn}.`);
  const score = (side: string): [number, number] => {
    const ships = fleetsOfSide(draft, side).flatMap((f) => fleetShips(draft, f)).filter(operational);
    return [ships.length, ships.reduce((a, s) => a + s.damage, 0)];
  };
  const scored = sidesInPlay(draft).map((side) => ({ side, s: score(side) }));
  scored.sort((a, b) => b.s[0] - a.s[0] || b.s[1] - a.s[1]);
  const best = scored[0];
  const second = scored[1];
  if (!best || (second && second.s[0] === best.s[0] && second.s[1] === best.s[1])) {
    return end(draft, [], `The battle ends after turn ${draft.turn} with no clear victor: a draw.`, 'VAS-VICTORY-MAX-TURNS');
  }
  return end(draft, fleetsOfSide(draft, best.side),
    `The battle ends after turn ${draft.turn}: ${sideLabel(draft, best.side)} hold${fleetsOfSide(draft, best.side).length > 1 ? '' : 's'} the sea with ${best.s[0]} ship${best.s[0] === 1 ? '' : 's'} (${best.s[1]} Damage left).`, 'VAS-VICTORY-MAX-TURNS');
}
