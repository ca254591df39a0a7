/**
 * VAS-SCN-EXIT-ENDS: the battle ends when the named ship has left the table by the named edge (River
 * Plate: the Admiral Graf Spee off the far short edge). The side that has caused the most points of
 * Damage to the other sides' ships wins; equal points are a draw. Consulted by the turn flow before
 * the core end check (turn/flow.ts), with the exit verdicts (outcome.ts).
 */
import type { FleetId, VasEvent, VasState } from '../types';
import { sideOf } from '../turn/ships';
import { checkExitVerdicts } from './outcome';

/** Damage points lost by every ship of other sides, per side (destroyed ships count their whole Damage). */
export function damageCausedBySide(state: VasState): Record<string, number> {
  const lost: Record<string, number> = {};
  const sides = [...new Set(state.fleetOrder.map((f) => sideOf(state, f)))];
  for (const side of sides) lost[side] = 0;
  for (const id of state.shipOrder) {
    const s = state.ships[id];
    if (!s) continue;
    const taken = s.roster.damage[0] - s.damage;
    const victimSide = sideOf(state, s.fleet);
    const others = sides.filter((x) => x !== victimSide);
    // Two-sided battles credit the other side; with more sides the loss is credited to each opponent.
    for (const side of others) lost[side] = (lost[side] ?? 0) + taken;
  }
  return lost;
}

export function checkScenarioEnd(draft: VasState): VasEvent[] {
  if (draft.phase === 'over' || draft.scenarioRules.rules.length === 0) return [];
  for (const r of draft.scenarioRules.rules) {
    if (r.rule !== 'exit-ends-game') continue;
    const exit = draft.naval.exits[r.ship];
    const ship = draft.ships[r.ship];
    if (!exit || !ship || exit.edge !== r.edge) continue;
    const caused = damageCausedBySide(draft);
    const ranked = Object.entries(caused).sort((a, b) => b[1] - a[1]);
    const [best, second] = ranked;
    const tally = ranked.map(([side, n]) => `${sideName(draft, side)} ${n}`).join(', ');
    const winners: FleetId[] = best && (!second || second[1] < best[1]) ? draft.fleetOrder.filter((f) => sideOf(draft, f) === best[0]) : [];
    const verdict = winners.length > 0 && best ? `${sideName(draft, best[0])} caused the most Damage and win${winners.length > 1 ? '' : 's'}` : 'both sides caused as much Damage: a draw';
    draft.phase = 'over';
    draft.result = { winners, summary: `Turn ${draft.turn}: ${ship.name} has left by the ${r.edge} edge and the battle ends. Damage caused: ${tally}; ${verdict}.` };
    draft.resolution = null;
    draft.activation = null;
    draft.moving = null;
    draft.endPhase = null;
    return [{ type: 'game-over', rule: 'VAS-SCN-EXIT-ENDS', text: draft.result.summary, data: { winners: [...winners], damageCaused: caused } }];
  }
  return checkExitVerdicts(draft);
}

function sideName(state: VasState, side: string): string {
  return state.fleetOrder.filter((f) => sideOf(state, f) === side).map((f) => state.fleets[f]?.name ?? f).join(' and ');
}
