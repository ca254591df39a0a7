/**
 * Scenario verdicts (VAS-SCN-EXIT-DECIDES, VAS-SCN-SURVIVE-DECIDES): the historical scenarios' own
 * victory conditions. An exit verdict ends the battle as soon as it is met (turn/flow.ts through end.ts);
 * a survival verdict replaces the core end after the last turn (end-phase/finish.ts). A partial victory
 * is a win for its side, named as such in the summary and the event (`data.outcome`).
 */
import type { FleetId, ShipState, VasEvent, VasState } from '../types';
import { closeBattle } from '../victory/close';
import { effectiveSpeed } from '../turn/damage-port';
import { fleetShips, operational, sideOf } from '../turn/ships';
import type { Outcome } from './types';

const VERDICT: Record<Outcome, string> = { victory: 'victory', 'partial-victory': 'partial victory', draw: 'draw' };

function endWith(draft: VasState, side: string, outcome: Outcome, why: string, rule: string): VasEvent[] {
  const winners: FleetId[] = outcome === 'draw' ? [] : draft.fleetOrder.filter((f) => sideOf(draft, f) === side && !draft.conceded.includes(f));
  const names = draft.fleetOrder.filter((f) => sideOf(draft, f) === side).map((f) => draft.fleets[f]?.name ?? f).join(' and ');
  const summary = `Turn ${draft.turn}: ${why}: ${outcome === 'draw' ? 'the battle is a draw' : `a ${VERDICT[outcome]} for ${names}`}.`;
  closeBattle(draft, winners, summary);
  return [{ type: 'game-over', rule, text: summary, data: { winners: [...winners], outcome } }];
}

/** Left the table by the edge (any edge when null), and with `intact` only at her full printed Speed. */
function leftBy(state: VasState, ship: ShipState | undefined, edge: string | null, intact: boolean): boolean {
  if (!ship || !ship.withdrawn) return false;
  const exit = state.naval.exits[ship.id];
  if (!exit || exit.forbidden || (edge !== null && exit.edge !== edge)) return false;
  return !intact || hasLostNoSpeed(ship);
}

/** VAS-SCN-EXIT-DECIDES `intact`: not Crippled and at her full printed Speed. */
export function hasLostNoSpeed(ship: ShipState): boolean {
  return !ship.crippled && effectiveSpeed(ship) >= ship.roster.speed;
}

type ExitRule = Extract<VasState['scenarioRules']['rules'][number], { rule: 'exit-decides' }>;

/** The exit verdict's reason when it is met, else null. */
function exitMet(draft: VasState, r: ExitRule): string | null {
  const ships = r.ships.flatMap((id) => draft.ships[id] ?? []);
  const out = ships.filter((s) => leftBy(draft, s, r.edge, r.intact));
  const afloat = ships.filter((s) => !s.destroyed);
  const met = r.count === 'any' ? out.length > 0 : out.length > 0 && out.length === afloat.length;
  if (!met) return null;
  const left = r.edge === null ? 'left the table' : `left by the ${r.edge} edge`;
  return `${out.map((s) => s.name).join(', ')} ${out.length > 1 ? 'have' : 'has'} ${left}${r.intact ? ' with no loss of Speed' : ''}`;
}

/** VAS-SCN-EXIT-DECIDES with `ends`: the first exit verdict met ends the battle. */
export function checkExitVerdicts(draft: VasState): VasEvent[] {
  for (const r of draft.scenarioRules.rules) {
    if (r.rule !== 'exit-decides' || !r.ends) continue;
    const why = exitMet(draft, r);
    const first = draft.ships[r.ships[0] ?? ''];
    if (why !== null && first) return endWith(draft, sideOf(draft, first.fleet), r.outcome, why, 'VAS-SCN-EXIT-DECIDES');
  }
  return [];
}

/**
 * Verdicts that wait for the end of the battle: VAS-SCN-EXIT-DECIDES without `ends`, then
 * VAS-SCN-CRIPPLED-DECIDES. Once the battle is over, the first verdict met replaces the result unless its
 * side has already won.
 */
export function deferredVerdicts(draft: VasState): VasEvent[] {
  if (draft.phase !== 'over' || !draft.result) return [];
  for (const r of draft.scenarioRules.rules) {
    if (r.rule !== 'crippled-decides' || draft.result.winners.includes(r.fleet)) continue;
    const hit = r.ships.flatMap((id) => draft.ships[id] ?? []).filter((s) => s.crippled && !s.destroyed);
    if (hit.length === 0) continue;
    return endWith(draft, sideOf(draft, r.fleet), r.outcome, `${hit.map((s) => s.name).join(', ')} ${hit.length > 1 ? 'are' : 'is'} Crippled`, 'VAS-SCN-CRIPPLED-DECIDES');
  }
  for (const r of draft.scenarioRules.rules) {
    if (r.rule !== 'exit-decides' || r.ends) continue;
    const first = draft.ships[r.ships[0] ?? ''];
    const why = exitMet(draft, r);
    if (!first || why === null || draft.result.winners.includes(first.fleet)) continue;
    return endWith(draft, sideOf(draft, first.fleet), r.outcome, why, 'VAS-SCN-EXIT-DECIDES');
  }
  return [];
}

/** VAS-SCN-SURVIVE-DECIDES: the verdict after the last turn, or [] to leave it to the core rule. */
export function survivalVerdict(draft: VasState): VasEvent[] {
  for (const r of draft.scenarioRules.rules) {
    if (r.rule !== 'survive-decides') continue;
    const side = sideOf(draft, r.fleet);
    if (draft.conceded.includes(r.fleet) || !fleetShips(draft, r.fleet).some(operational)) continue;
    const ours = draft.shipOrder.flatMap((id) => draft.ships[id] ?? []).filter((s) => sideOf(draft, s.fleet) === side);
    const theirs = draft.shipOrder.flatMap((id) => draft.ships[id] ?? []).filter((s) => sideOf(draft, s.fleet) !== side);
    const lost = ours.filter((s) => s.destroyed).length;
    const sunk = theirs.filter((s) => s.destroyed || (r.damagedCounts && s.crippled)).length;
    if (sunk < lost) continue;
    const tally = `${r.damagedCounts ? 'sunk or Crippled' : 'sunk'} ${sunk} for ${lost} lost`;
    return endWith(draft, side, r.outcome, `${draft.fleets[r.fleet]?.name ?? r.fleet} ${fleetShips(draft, r.fleet).length > 1 ? 'are' : 'is'} still afloat after the last turn, having ${tally}`, 'VAS-SCN-SURVIVE-DECIDES');
  }
  return [];
}
