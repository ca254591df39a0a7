/**
 * Test support: War at Sea decision states from heuristic-bot games (both sides played by the heuristic, the
 * dice from each game's seed), for the pure tests of the page's forms and stand-ins.
 */
import { heuristicPlan } from '@salvo/bots';
import { wasEngine, type Side, type WasState } from '@salvo/was';

export interface WasDecision { readonly state: WasState; readonly side: Side }

/**
 * Plays one heuristic-bot game per seed to its end (at most 3000 steps) and calls `seen` with every decision
 * state and the side that owes it (a simultaneous step: its first player), before the bot answers it.
 */
export function eachWasDecision(seeds: readonly number[], seen: (d: WasDecision) => void): void {
  for (const seed of seeds) {
    const r = wasEngine.createGame({ seed });
    if (!r.ok) throw new Error('setup');
    let s = r.value;
    for (let i = 0; i < 3000; i++) {
      const p = wasEngine.pending(s);
      if (p.kind === 'over') break;
      if (p.kind === 'chance') { s = wasEngine.rollChance(s).state; continue; }
      const side = (p.kind === 'decision' ? p.player : p.players[0]) as Side;
      seen({ state: s, side });
      const a = heuristicPlan(s, side) ?? wasEngine.legalActions(s)[0];
      if (!a) throw new Error('no action');
      s = wasEngine.applyTrusted(s, a).state;
    }
  }
}
