/**
 * `npx tsx bench/spiel.ts [games]`: what the OpenSpiel-shaped API (@salvo/spiel) costs over the engine it wraps.
 * Random Victory at Sea battles (the default battle, seeded) played in one process three ways, in alternated
 * rounds so that load drifts hit all alike: (i) the engine directly (pending, legalActions, applyTrusted,
 * rollChance), (ii) `SpielState` (a die per chance node, ids into the candidate list), (iii) the JSON-lines
 * session of `salvo spiel` (`status` then `apply_action` per move, no pipe). Rates are games per CPU second
 * (median of 5 rounds); ratios are against (i). Not in `npm run bench`: about a minute.
 */
import { nextU32, seedRng } from '@salvo/kernel';
import { defaultBattle } from '@salvo/scenarios';
import { loadGame, spielSession } from '@salvo/spiel';
import { vas } from '@salvo/vas';

const GAMES = Number(process.argv[2] ?? 20);
const ROUNDS = 5;

function engineGames(seed: string): number {
  const rng = seedRng(seed);
  let moves = 0;
  for (let g = 0; g < GAMES; g++) {
    const c = vas.createGame(defaultBattle(1));
    if (!c.ok) throw new Error(c.error.message);
    let s = c.value;
    for (;;) {
      const p = vas.pending(s);
      if (p.kind === 'over') break;
      if (p.kind === 'chance') s = vas.rollChance(s).state;
      else {
        const legal = vas.legalActions(s);
        s = vas.applyTrusted(s, legal[nextU32(rng) % legal.length] as (typeof legal)[number]).state;
      }
      moves++;
    }
  }
  return moves;
}

function spielGames(seed: string): number {
  const rng = seedRng(seed);
  const game = loadGame('victory_at_sea');
  let moves = 0;
  for (let g = 0; g < GAMES; g++) {
    const s = game.newInitialState();
    while (!s.isTerminal()) {
      const legal = s.legalActions();
      s.applyAction(legal[nextU32(rng) % legal.length] as number);
    }
    moves += s.moveNumber();
  }
  return moves;
}

function protocolGames(seed: string): number {
  const rng = seedRng(seed);
  const session = spielSession();
  const ask = (req: object): { result: { state?: string; game?: string; is_terminal?: boolean; legal_actions?: number[] } } => JSON.parse(session.handleLine(JSON.stringify(req)));
  const game = ask({ op: 'load_game', name: 'victory_at_sea' }).result.game;
  let moves = 0;
  for (let g = 0; g < GAMES; g++) {
    const state = ask({ op: 'new_initial_state', game }).result.state;
    for (;;) {
      const st = ask({ op: 'status', state }).result;
      if (st.is_terminal) break;
      const legal = st.legal_actions ?? [];
      ask({ op: 'apply_action', state, action: legal[nextU32(rng) % legal.length] });
      moves++;
    }
    ask({ op: 'delete', handle: state });
  }
  return moves;
}

const cases = [
  { label: '(i) engine directly', run: engineGames, rates: [] as number[], moves: 0 },
  { label: '(ii) SpielState', run: spielGames, rates: [] as number[], moves: 0 },
  { label: '(iii) salvo spiel session (JSON lines, no pipe)', run: protocolGames, rates: [] as number[], moves: 0 },
];
const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[xs.length >> 1] ?? 0;
for (const c of cases) c.run('warm-up');
for (let r = 0; r < ROUNDS; r++) {
  for (const c of cases) {
    const cpu0 = process.cpuUsage();
    c.moves = c.run(`round-${r}`);
    const cpu = process.cpuUsage(cpu0);
    c.rates.push(GAMES / ((cpu.user + cpu.system) / 1e6));
  }
}
const base = median(cases[0]?.rates ?? []);
console.log(`${GAMES} random default battles a round, ${ROUNDS} rounds, games per CPU second (median):`);
for (const c of cases) {
  const rate = median(c.rates);
  console.log(`  ${c.label.padEnd(48)} ${rate.toFixed(1).padStart(7)} games/s  ${(c.moves / GAMES).toFixed(0).padStart(5)} moves a game  ratio ${(rate / base).toFixed(2)}`);
}
