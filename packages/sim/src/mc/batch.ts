/**
 * One batch of games: a pure function of (start state, bots, root seed, batch index, size).
 * Each game starts from `start` with the game's own seed for the dice and the bots.
 */
import { seedRng } from '@salvo/kernel';
import { playVasMatch, vasBot, type VasBot } from '@salvo/bots';
import type { VasState } from '@salvo/vas';
import { batchSeed, gameSeed } from './seeds';
import type { BatchResult, BatchTask } from './types';

/** The sides of the battle in fleet order (a side may hold several fleets). */
export function sidesOf(state: VasState): string[] {
  return [...new Set(state.fleetOrder.map((f) => state.fleets[f]?.side ?? f))];
}

/** A side by the names of its fleets ("Force K", "US Navy and Royal Navy"). */
export function sideName(state: VasState, side: string): string {
  return state.fleetOrder.filter((f) => (state.fleets[f]?.side ?? f) === side).map((f) => state.fleets[f]?.name ?? f).join(' and ');
}

export function runBatch(task: BatchTask): BatchResult {
  const sides = sidesOf(task.start);
  const ships = task.start.shipOrder;
  const out = { batch: task.batch, games: task.games, wins: sides.map(() => 0), draws: 0, unfinished: 0, sunk: ships.map(() => 0), crippled: ships.map(() => 0), turns: [] as number[] };
  const seed = batchSeed(task.root, task.batch);
  for (let g = 0; g < task.games; g++) {
    const s = gameSeed(seed, g);
    const bots: Record<string, VasBot> = {};
    for (const f of task.start.fleetOrder) {
      const i = sides.indexOf(task.start.fleets[f]?.side ?? f);
      bots[f] = vasBot(task.bots[i] ?? 'random', `${s}:${f}`, task.budget === undefined ? {} : { budget: task.budget });
    }
    const m = playVasMatch({ ...task.start, rng: seedRng(s) }, bots);
    if (m.winners === null) { out.unfinished++; continue; }
    const won = new Set(m.winners.map((f) => task.start.fleets[f]?.side ?? f));
    if (won.size === 1) out.wins[sides.indexOf([...won][0] ?? '')]! += 1;
    else out.draws++;
    ships.forEach((id, i) => {
      const ship = m.state.ships[id];
      if (ship?.destroyed) out.sunk[i]! += 1;
      if (ship?.destroyed || ship?.crippled) out.crippled[i]! += 1;
    });
    out.turns[m.state.turn] = (out.turns[m.state.turn] ?? 0) + 1;
  }
  return { ...out, turns: Array.from(out.turns, (v) => v ?? 0) };
}
