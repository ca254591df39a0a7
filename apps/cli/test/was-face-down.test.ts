/**
 * 19.3 at the terminal: an Axis person playing against the Allied bot, with British ships face down,
 * reads no British name between the start of a turn and the reveal of the combat phase, whatever the
 * other options, with the dice typed at the table (the Allied speed-roll prompt is the one that leaked).
 */
import { describe, expect, it } from 'vitest';
import { runWasPlay } from '../src/commands/was';
import type { Terminal } from '../src/io/terminal';

const BRITISH = /\b(Nelson|Rodney|Hood|Queen Elizabeth|Warspite|Valiant|Barham|Malaya|Royal Oak|Royal Sovereign|Ramillies|Resolution|Revenge|Renown|Repulse|Kent|Norfolk|Suffolk|Sussex|Cumberland|Devonshire|Dorsetshire|Exeter|Eagle|Courageous|Glorious|Ark Royal|King George V|Prince of Wales|Formidable|Duke of York|Victorious|Anson)\b/;

/** Answers every dice prompt with ones and every decision with "bot"; keeps everything printed or asked. */
function axisAtTheTable(limit: number): Terminal & { out: string[] } {
  const out: string[] = [];
  let asked = 0;
  return {
    out,
    print: (line) => void out.push(line),
    ask(prompt) {
      out.push(prompt);
      if (++asked > limit) return Promise.resolve(null);
      const dice = /Type (\d+) dic?e/.exec(prompt);
      return Promise.resolve(dice ? Array.from({ length: Number(dice[1]) }, () => '1').join(' ') : 'bot');
    },
    close: () => undefined,
  };
}

/** Lines read between a turn's start and the reveal (the land-based air markers) that name a British ship. */
function namedWhileHidden(lines: readonly string[]): string[] {
  let hidden = true; // Turn 1 starts with the game
  const bad: string[] = [];
  for (const l of lines) {
    if (l.startsWith('  --- Turn ')) hidden = true;
    if (/^ {2}(Allies|Axis) land-based air:/.test(l)) hidden = false;
    // The turn chart is public: ships not yet in play are listed by name.
    if (hidden && BRITISH.test(l) && !l.startsWith('Not yet in play:')) bad.push(l);
  }
  return bad;
}

describe('War at Sea face down at the terminal', () => {
  it.each([
    { weakBismarcks: false, accumulateUboats: false },
    { weakBismarcks: true, accumulateUboats: true },
  ])('WAS-19.3: an Axis person at the table reads no British name before the reveal (%o)', async (opts) => {
    const term = axisAtTheTable(400);
    await runWasPlay({ allies: 'heuristic', axis: 'human', table: true, faceDown: true, seed: 1, ...opts }, term, false);
    const text = term.out.join('\n');
    expect(text).toContain('Speed rolls for');
    expect(text).toContain('face down (19.3)');
    expect(term.out.filter((l) => l.startsWith('  --- Turn ')).length).toBeGreaterThan(1);
    expect(namedWhileHidden(term.out)).toEqual([]);
  });

  it('WAS-19.3: without face-down counters the same prompt names the ships', async () => {
    const term = axisAtTheTable(60);
    await runWasPlay({ allies: 'heuristic', axis: 'human', table: true, faceDown: false, seed: 1 }, term, false);
    expect(namedWhileHidden(term.out).length).toBeGreaterThan(0);
  });
});
