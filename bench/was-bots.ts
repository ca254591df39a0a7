/**
 * War at Sea bot strength: the heuristic bot against the random-legal bot, N seeded games from each
 * side (default 200), then heuristic against heuristic. Prints win/draw/loss counts and rates.
 * Usage: npx tsx bench/was-bots.ts [games-per-side]
 */
import { seedRng } from '@salvo/kernel';
import { heuristicWasBot, playWasMatch, randomWasBot, type HeuristicStats, type WasBot } from '@salvo/bots';
import type { Side } from '@salvo/was';

type Kind = 'heuristic' | 'random';

function bot(kind: Kind, seed: string, stats: HeuristicStats): WasBot {
  return kind === 'heuristic' ? heuristicWasBot(seedRng(seed), stats) : randomWasBot(seedRng(seed));
}

interface Tally { axis: number; allies: number; draw: number; unfinished: number }

export function series(axis: Kind, allies: Kind, games: number, stats: HeuristicStats, first = 0): Tally {
  const t: Tally = { axis: 0, allies: 0, draw: 0, unfinished: 0 };
  for (let g = first; g < first + games; g++) {
    const r = playWasMatch({ seed: `was-bots-${g}` }, { axis: bot(axis, `axis-${g}`, stats), allies: bot(allies, `allies-${g}`, stats) });
    if (!r.finished) t.unfinished += 1;
    else if (r.winners.length === 0) t.draw += 1;
    else t[r.winners[0] as Side] += 1;
  }
  return t;
}

const pct = (n: number, d: number): string => `${((100 * n) / Math.max(1, d)).toFixed(1)}%`;

function main(): void {
  const n = Number(process.argv[2] ?? 200);
  const stats: HeuristicStats = { decisions: 0, fallbacks: 0 };
  const t0 = performance.now();
  const hAxis = series('heuristic', 'random', n, stats);
  console.log(`heuristic Axis vs random Allies, ${n} games: heuristic wins ${hAxis.axis} (${pct(hAxis.axis, n)}), draws ${hAxis.draw}, losses ${hAxis.allies}, unfinished ${hAxis.unfinished}`);
  const hAllies = series('random', 'heuristic', n, stats);
  console.log(`heuristic Allies vs random Axis, ${n} games: heuristic wins ${hAllies.allies} (${pct(hAllies.allies, n)}), draws ${hAllies.draw}, losses ${hAllies.axis}, unfinished ${hAllies.unfinished}`);
  const hh = series('heuristic', 'heuristic', n, stats);
  console.log(`heuristic vs heuristic, ${n} games: Axis wins ${hh.axis} (${pct(hh.axis, n)}), Allies wins ${hh.allies} (${pct(hh.allies, n)}), draws ${hh.draw} (${pct(hh.draw, n)}), unfinished ${hh.unfinished}`);
  console.log(`heuristic decisions ${stats.decisions}, fallbacks to the sampler ${stats.fallbacks}${stats.lastRejection ? ` (last: ${stats.lastRejection})` : ''}; ${((performance.now() - t0) / 1000).toFixed(1)} s`);
}

main();
