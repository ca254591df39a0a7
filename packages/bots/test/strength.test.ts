/**
 * Bot strength: the heuristic War at Sea bot against the random-legal bot, seeded games from each
 * side (SALVO_WAS_STRENGTH_GAMES per side, default 50, to stay near a minute in CI). The full 200 per
 * side and heuristic-against-heuristic figures come from `npx tsx bench/was-bots.ts`.
 * Draws and unfinished games count as not won.
 */
import { describe, expect, it } from 'vitest';
import { seedRng } from '@salvo/kernel';
import type { Side } from '@salvo/was';
import { heuristicWasBot, playWasMatch, randomWasBot } from '../src/index';

const GAMES = Number(process.env.SALVO_WAS_STRENGTH_GAMES ?? 50);

function wins(heuristicSide: Side): number {
  let won = 0;
  for (let g = 0; g < GAMES; g++) {
    const h = heuristicWasBot(seedRng(`strength-h-${g}`));
    const r = randomWasBot(seedRng(`strength-r-${g}`));
    const out = playWasMatch({ seed: `strength-${heuristicSide}-${g}` }, heuristicSide === 'axis' ? { axis: h, allies: r } : { axis: r, allies: h });
    if (out.finished && out.winners.length === 1 && out.winners[0] === heuristicSide) won += 1;
  }
  return won;
}

describe('War at Sea bot strength', () => {
  it(`bot strength: the heuristic Axis beats the random-legal Allies in at least 80% of ${GAMES} seeded games (most POC after Turn 8)`, () => {
    expect(wins('axis') / GAMES).toBeGreaterThanOrEqual(0.8);
  });

  it(`bot strength: the heuristic Allies beat the random-legal Axis in at least 80% of ${GAMES} seeded games`, () => {
    expect(wins('allies') / GAMES).toBeGreaterThanOrEqual(0.8);
  });
});
