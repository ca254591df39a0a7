/**
 * The bot ladder (issue 11): seeded games per pairing with sides swapped (half the games each
 * way round, same seeds), the stronger bot's score with a 95% Wilson interval, for Victory at Sea
 * (the default battle and the scenario files given) and War at Sea (`bench/ladder-was.ts`).
 * Targets: easy > random >= 95%, normal > easy >= 65%, hard > normal >= 60%: judged on the
 * interval's lower bound. Every game's seed is kept (root seed, batch, game), so a loss replays.
 *   npx tsx bench/ladder.ts [--games 200] [--pairs easy:random,normal:easy,hard:normal] [--budget N] [--workers N] [--seed S]
 *     [--scenarios denmark-strait,river-plate] [--no-default] [scenario.json ...]
 */
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { vas, type VasState } from '../packages/vas/src/index';
import { type VasStrength } from '../packages/bots/src/index';
import { runMonteCarlo, sideName, sidesOf, wilson, type BatchResult } from '../packages/sim/src/index';
import { defaultBattle } from '@salvo/scenarios';
import { scenarioStart } from './ladder-start';

const arg = (name: string, dflt: string): string => {
  const i = process.argv.indexOf(name);
  return i > 0 ? (process.argv[i + 1] ?? dflt) : dflt;
};
const GAMES = Number(arg('--games', '200'));
const PAIRS = arg('--pairs', 'easy:random,normal:easy,hard:normal').split(',').map((p) => p.split(':') as [VasStrength, VasStrength]);
const BUDGET = Number(arg('--budget', '24'));
/** Appended to every rung's root seed: a second sample of new games to pool with the first. */
const SEED = arg('--seed', '');
const WORKERS = Number(arg('--workers', String(availableParallelism())));
const TARGET: Readonly<Record<string, number>> = { 'easy:random': 0.95, 'normal:easy': 0.65, 'hard:normal': 0.6 };
/** Built-in scenario ids (`--scenarios denmark-strait,river-plate`), each with its example fleets and player 1 attacking. */
const SCENARIOS = arg('--scenarios', '').split(',').filter((x) => x !== '');
/** `--no-default`: only the scenarios and files given. */
const DEFAULT = !process.argv.includes('--no-default');
const files = process.argv.slice(2).filter((a, i, all) => a.endsWith('.json') && !(all[i - 1] ?? '').startsWith('--'));

function battles(): { name: string; start: VasState }[] {
  const out: { name: string; start: VasState }[] = [];
  const c = vas.createGame(defaultBattle(1));
  if (c.ok && DEFAULT) out.push({ name: 'default battle', start: c.value });
  for (const id of SCENARIOS) {
    const start = scenarioStart(id);
    if (typeof start === 'string') process.stderr.write(`ladder: ${id}: ${start}\n`);
    else out.push({ name: id, start });
  }
  for (const f of files) {
    const s = vas.createGame(JSON.parse(readFileSync(f, 'utf8')));
    if (s.ok) out.push({ name: f, start: s.value });
    else process.stderr.write(`ladder: ${f}: ${s.error.message}\n`);
  }
  return out;
}

/** `bySide`: the strong bot's games and points (a draw is half) seated as each side, first side first: a battle one side wins whoever plays it shows here. */
export interface Rung { battle: string; strong: string; weak: string; games: number; wins: number; draws: number; score: number; ci: [number, number]; target: number; seconds: number; bySide: { fleet: string; games: number; points: number }[] }

/** A running tally on stderr as batches finish, so a long rung stopped early still says what it had. */
function progress(battle: string, label: string, strongSide: number): (done: number, total: number, r: BatchResult) => void {
  let games = 0;
  let points = 0;
  return (done, total, r) => {
    games += r.games;
    points += (r.wins[strongSide] ?? 0) + r.draws / 2;
    process.stderr.write(`  ${battle}, ${label}: batch ${done}/${total}, ${games} games, strong scores ${points}\n`);
  };
}

async function rung(battle: { name: string; start: VasState }, strong: VasStrength, weak: VasStrength): Promise<Rung> {
  const t0 = performance.now();
  const half = Math.ceil(GAMES / 2);
  const spec = { start: battle.start, n: half, seed: `ladder:${strong}:${weak}${SEED ? `:${SEED}` : ''}`, batchSize: 5, workers: WORKERS, budget: BUDGET };
  const a = await runMonteCarlo({ ...spec, bots: [strong, weak], onBatch: progress(battle.name, `${strong} first`, 0) });
  const b = await runMonteCarlo({ ...spec, bots: [weak, strong], onBatch: progress(battle.name, `${strong} second`, 1) });
  const games = a.games + b.games;
  const wins = (a.wins[0] ?? 0) + (b.wins[1] ?? 0);
  const draws = a.draws + b.draws;
  const points = wins + draws / 2;
  return {
    battle: battle.name, strong, weak, games, wins, draws, score: points / games, ci: wilson(Math.round(points), games),
    target: TARGET[`${strong}:${weak}`] ?? 0.5, seconds: (performance.now() - t0) / 1000,
    bySide: [
      { fleet: sideName(battle.start, sidesOf(battle.start)[0] ?? ''), games: a.games, points: (a.wins[0] ?? 0) + a.draws / 2 },
      { fleet: sideName(battle.start, sidesOf(battle.start)[1] ?? ''), games: b.games, points: (b.wins[1] ?? 0) + b.draws / 2 },
    ],
  };
}

const rows: Rung[] = [];
for (const battle of battles()) {
  for (const [strong, weak] of PAIRS) {
    const r = await rung(battle, strong, weak);
    rows.push(r);
    const verdict = r.ci[0] >= r.target ? 'holds' : r.score >= r.target ? 'met on the estimate, not on the lower bound' : 'NOT met';
    process.stdout.write(
      `${r.battle}: ${r.strong} vs ${r.weak}: ${r.games} games, ${r.wins} wins, ${r.draws} draws: score ${(100 * r.score).toFixed(1)}% ` +
        `[95% ${(100 * r.ci[0]).toFixed(1)}-${(100 * r.ci[1]).toFixed(1)}], target ${(100 * r.target).toFixed(0)}%: ${verdict} (${r.seconds.toFixed(0)} s)\n` +
        `  ${r.strong} as ${r.bySide.map((x) => `${x.fleet} ${x.points} of ${x.games}`).join(', as ')}\n`,
    );
  }
}
process.stdout.write(JSON.stringify(rows) + '\n');
