/**
 * THE registry of Victory at Sea bot strengths offered to players (CLI `--p1/--p2`, the server, the
 * web client): `random`, `easy`, `normal`, `hard`. Each is data over the same code (params.ts).
 */
import { seedRng, type RngState } from '@salvo/kernel';
import { vas } from '@salvo/vas';
import { heuristicVasBot, type VasBot } from './heuristic';
import { EASY, NORMAL } from './params';
import { asState } from './view';
import { searchVasBot } from './search';

export const VAS_STRENGTHS = ['random', 'easy', 'normal', 'hard'] as const;
export type VasStrength = (typeof VAS_STRENGTHS)[number];

export const isVasStrength = (s: string): s is VasStrength => (VAS_STRENGTHS as readonly string[]).includes(s);

/** Playouts per decision of `hard` (SALVO_BOT_PLAYOUTS is not read here: engines and bots stay pure). */
export const HARD_BUDGET = 24;
/**
 * Work per decision of `hard`, in playouts x (ships in play)^2, a civilian ship counting half (search.ts): the
 * whole budget up to 8 ships in play, fewer playouts up to 11, and from 12 ships (under 4 worlds a candidate)
 * the heuristic alone. Without a cap a `hard` decision in Bombardment of Guadalcanal (27 ships) took about
 * 10 s; with a cap linear in the ships (24 x 8 ship-playouts) one in Guadalcanal Finale took 4.5 s on average
 * at 15 ships, 9.2 s at worst.
 */
export const HARD_WORK = 24 * 8 ** 2;

export const STRENGTH_TEXT: Readonly<Record<VasStrength, string>> = {
  random: 'any legal action, drawn at random',
  easy: 'the heuristic with one choice in twenty random, reckless (no withdrawing, little caution), no Special Actions, targets by expected Damage; makes for the table edge a scenario rewards',
  normal: 'the heuristic with a lookahead: each move weighed against the replies of the enemy ships still to move, targets by the exact odds and the threat their loss removes, fire split weapon by weapon where that scores higher, withdrawing only while ahead on the count after the last turn, making for the table edge a scenario rewards and aiming at enemies whose escape would win, Special Actions, Damage Control',
  hard: `search: up to ${HARD_BUDGET} determinized playouts per decision over the heuristic's best 3 moves or attacks (fewer in large battles; from 12 ships in play, a civilian counting half, the heuristic alone); it departs from the heuristic only when the playouts show a clear gain. Measured on the ladder it wins clearly more often than normal in long battles fought to the finish (At All Costs, Bombardment of Guadalcanal) and in Convoy Duty, about as often in short ones or a duel of capital ships, and takes up to a few seconds a decision`,
};

/** A bot of this strength with its own PRNG seeded from `seed` (never the game's). */
export function vasBot(strength: VasStrength, seed: number | string, opts: { budget?: number } = {}): VasBot {
  const rng: RngState = seedRng(`bot:${strength}:${String(seed)}`);
  switch (strength) {
    case 'random': return { name: 'random', decide: (view) => vas.sampleAction(asState(view, rng), rng) };
    case 'easy': return heuristicVasBot('easy', EASY, rng);
    case 'normal': return heuristicVasBot('normal', NORMAL, rng);
    case 'hard': return searchVasBot('hard', { budget: opts.budget ?? HARD_BUDGET, width: 3, horizon: 1, work: HARD_WORK }, rng);
  }
}
