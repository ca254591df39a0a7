/**
 * The War at Sea rung of the bot ladder (issue 11 item 7): `search` against `heuristic`, seeded games
 * with sides swapped (game g: the same dice seed `was-ladder-<g/2>` both ways round), the search
 * bot's score (wins + draws / 2) with a 95% Wilson interval. Target: >= 60%, judged on the lower bound.
 * Games are independent, so a run splits into shards (`--first 0 --games 100`, `--first 100 --games 100`)
 * run side by side and pooled from the counts each prints (the last line, `counts {...}`).
 *   npx tsx bench/was-ladder.ts [--games 40] [--first 0] [--budget 16] [--width 4] [--combat 6] [--horizon 1|Infinity] [--strong search] [--weak heuristic]
 */
import { playWasMatch, wasBot, WAS_SEARCH_DEFAULT, type WasStrength } from '../packages/bots/src/index';
import { wilson } from '../packages/sim/src/index';

const arg = (name: string, dflt: string): string => {
  const i = process.argv.indexOf(name);
  return i > 0 ? (process.argv[i + 1] ?? dflt) : dflt;
};
const GAMES = Number(arg('--games', '40'));
/** First game index: `--first 40` plays new games (seeds from 20 on) to pool with a first run. */
const FIRST = Number(arg('--first', '0'));
const STRONG = arg('--strong', 'search') as WasStrength;
const WEAK = arg('--weak', 'heuristic') as WasStrength;
const OPTS = {
  budget: Number(arg('--budget', String(WAS_SEARCH_DEFAULT.budget))),
  width: Number(arg('--width', String(WAS_SEARCH_DEFAULT.width))),
  combatBudget: Number(arg('--combat', String(WAS_SEARCH_DEFAULT.combatBudget))),
  horizon: Number(arg('--horizon', String(WAS_SEARCH_DEFAULT.horizon))),
};

const t0 = performance.now();
const cpu0 = process.cpuUsage();
let wins = 0;
let draws = 0;
const bySide = { axis: 0, allies: 0 };
for (let g = FIRST; g < FIRST + GAMES; g++) {
  const strongSide = g % 2 === 0 ? 'axis' : 'allies';
  const seed = `was-ladder-${Math.floor(g / 2)}`;
  const bots = {
    axis: wasBot(strongSide === 'axis' ? STRONG : WEAK, `${seed}:axis`, OPTS),
    allies: wasBot(strongSide === 'allies' ? STRONG : WEAK, `${seed}:allies`, OPTS),
  };
  const r = playWasMatch({ seed }, bots);
  if (r.finished && r.winners.length === 0) draws += 1;
  else if (r.finished && r.winners.includes(strongSide)) { wins += 1; bySide[strongSide] += 1; }
  // one line a game, so a run stopped early still leaves its counts
  process.stderr.write(`game ${g} ${strongSide} ${!r.finished ? 'unfinished' : r.winners.length === 0 ? 'draw' : r.winners.includes(strongSide) ? 'win' : 'loss'} poc ${r.state.poc}\n`);
  if ((g + 1 - FIRST) % 10 === 0) process.stderr.write(`${g + 1 - FIRST} games, ${wins} wins, ${draws} draws, ${((performance.now() - t0) / 1000).toFixed(0)} s\n`);
}
const points = wins + draws / 2;
const [lo, hi] = wilson(Math.round(points), GAMES);
process.stdout.write(
  `War at Sea: ${STRONG} (budget ${OPTS.budget}, width ${OPTS.width}, combat ${OPTS.combatBudget}, horizon ${OPTS.horizon}) vs ${WEAK}: ${GAMES} games, ${wins} wins (${bySide.axis} as Axis, ${bySide.allies} as Allies), ` +
    `${draws} draws: score ${((100 * points) / GAMES).toFixed(1)}% [95% ${(100 * lo).toFixed(1)}-${(100 * hi).toFixed(1)}], target 60%: ` +
    `${lo >= 0.6 ? 'holds' : points / GAMES >= 0.6 ? 'met on the estimate, not on the lower bound' : 'NOT met'} (${((performance.now() - t0) / 1000).toFixed(0)} s)\n`,
);
const cpu = process.cpuUsage(cpu0);
process.stdout.write(`counts ${JSON.stringify({ first: FIRST, games: GAMES, wins, draws, bySide, cpuSeconds: Math.round((cpu.user + cpu.system) / 1e6) })}\n`);
